#include "count_question.hpp"

#include <fmt/format.h>

#include "problem.hpp"
#include "problem_unit.hpp"
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
  if (spec.weighted) return std::nullopt;  // the counter counts placements, it weighs none
  const ProblemRecipe& recipe = recipe_of(spec.problem);
  // --at-least M asks of every placement that reaches M, which the counter does not count.
  if (recipe.count.key.empty() || spec.at_least >= 0) return std::nullopt;
  count::Question question;
  question.goal = recipe.count.goal;
  if (has_k(spec.problem)) question.pieces = static_cast<int>(effective_k(spec));
  if (spec.at_most >= 0) question.at_most = static_cast<int>(spec.at_most);
  set_count_piece(spec.piece, question);
  question.rows = spec.rows;
  question.cols = spec.cols;
  question.torus = spec.torus;
  for (const Square& w : spec.walls) question.walls.emplace_back(w.r, w.c);
  for (const Square& h : spec.holes) question.holes.emplace_back(h.r, h.c);
  for (const Square& f : spec.fixed) question.fixed.emplace_back(f.r, f.c);
  for (const Square& u : spec.uncovered) question.uncovered.emplace_back(u.r, u.c);
  question.regions = spec.regions;
  return question;
}

std::string classes_text(const count::Result& r, bool classify) {
  if (r.unique) return fmt::format(", {} up to symmetry", r.unique->str());
  return classify ? " (too many to classify up to symmetry)" : "";
}

std::string ProblemUnit::count_answer(const Spec& spec, const count::Question& q, const count::Result& r, bool classify) const {
  const bool sets = recipe().count.goal != count::Goal::pack;  // a dominating set, a set of points
  return fmt::format("{} on {}x{}: {} {}, {} {}{}\n", plural(spec.piece), q.rows, q.cols, recipe().count.words, r.pieces,
                     r.count.str(), r.count == 1 ? "set" : sets ? "sets" : "placements", classes_text(r, classify));
}

}  // namespace boardlp
