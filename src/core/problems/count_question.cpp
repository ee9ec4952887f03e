#include "count_question.hpp"

#include "problem.hpp"
#include "recipes.hpp"

namespace boardlp {

namespace {

// The counter's fast searches know the named pieces; any other is counted from its Betza moves.
void set_count_piece(Piece p, count::Question& question) {
  const std::pair<Piece, count::Kind> kinds[] = {
      {Piece::queen, count::Kind::queen},         {Piece::rook, count::Kind::rook},
      {Piece::bishop, count::Kind::bishop},       {Piece::king, count::Kind::king},
      {Piece::knight, count::Kind::knight},       {Piece::amazon, count::Kind::amazon},
      {Piece::chancellor, count::Kind::chancellor}, {Piece::archbishop, count::Kind::archbishop}};
  for (const auto& [piece, kind] : kinds)
    if (piece == p) {
      question.kind = kind;
      return;
    }
  question.kind = count::Kind::betza;
  question.betza = betza(p);
}

}  // namespace

std::optional<count::Question> count_problem_of(const Spec& spec) {
  const ProblemRecipe& recipe = recipe_of(spec.problem);
  if (recipe.count.key.empty()) return std::nullopt;
  count::Question question;
  question.goal = recipe.count.goal;
  if (has_k(spec.problem)) question.pieces = static_cast<int>(effective_k(spec));
  set_count_piece(spec.piece, question);
  question.rows = spec.rows;
  question.cols = spec.cols;
  question.torus = spec.torus;
  for (const Square& w : spec.walls) question.walls.emplace_back(w.r, w.c);
  for (const Square& h : spec.holes) question.holes.emplace_back(h.r, h.c);
  for (const Square& f : spec.fixed) question.fixed.emplace_back(f.r, f.c);
  question.regions = spec.regions;
  return question;
}

}  // namespace boardlp
