#include "count_bridge.hpp"

#include "formulation.hpp"

namespace boardlp {

void set_count_piece(Piece p, count::Question& problem) {
  const std::pair<Piece, count::Kind> kinds[] = {
      {Piece::queen, count::Kind::queen},         {Piece::rook, count::Kind::rook},
      {Piece::bishop, count::Kind::bishop},       {Piece::king, count::Kind::king},
      {Piece::knight, count::Kind::knight},       {Piece::amazon, count::Kind::amazon},
      {Piece::chancellor, count::Kind::chancellor}, {Piece::archbishop, count::Kind::archbishop}};
  for (const auto& [piece, kind] : kinds)
    if (piece == p) {
      problem.kind = kind;
      return;
    }
  problem.kind = count::Kind::betza;
  problem.betza = betza(p);
}

namespace {
constexpr CountedProblem kCounted[] = {
    {Problem::max, count::Goal::pack, "max", "maximum"},
    {Problem::place, count::Goal::pack, "pieces", "exactly"},
    {Problem::dominate, count::Goal::dominate, "min", "minimum dominating"},
    {Problem::independent_dominate, count::Goal::independent_dominate, "min", "minimum independent dominating"},
    {Problem::total_dominate, count::Goal::total_dominate, "min", "minimum total dominating"},
    {Problem::armies, count::Goal::armies, "army", "largest peaceable armies"},
    {Problem::non_dominating, count::Goal::non_dominating, "free", "most squares left free by"},
    {Problem::regions, count::Goal::regions, "pieces", "solutions of the region puzzle"},
    {Problem::colour, count::Goal::colour, "colours", "the fewest colours"},
    {Problem::no_three_in_line, count::Goal::no_three_in_line, "max", "most with no three in line"},
};
}  // namespace

std::span<const CountedProblem> counted_problems() { return kCounted; }

const CountedProblem* counted(Problem p) {
  for (const CountedProblem& c : kCounted)
    if (c.problem == p) return &c;
  return nullptr;
}

std::optional<count::Question> count_problem_of(const Spec& spec) {
  const CountedProblem* c = counted(spec.problem);
  if (!c) return std::nullopt;
  count::Question problem;
  problem.goal = c->goal;
  if (has_k(spec.problem)) problem.pieces = static_cast<int>(effective_k(spec));
  set_count_piece(spec.piece, problem);
  problem.rows = spec.rows;
  problem.cols = spec.cols;
  problem.torus = spec.torus;
  for (const Square& w : spec.walls) problem.walls.emplace_back(w.r, w.c);
  for (const Square& h : spec.holes) problem.holes.emplace_back(h.r, h.c);
  for (const Square& f : spec.fixed) problem.fixed.emplace_back(f.r, f.c);
  problem.regions = spec.regions;
  return problem;
}

}  // namespace boardlp
