#include "count_bridge.hpp"

namespace boardlp {

void set_count_piece(Piece p, count::Problem& problem) {
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

std::optional<count::Problem> count_problem_of(const Spec& spec) {
  count::Problem problem;
  switch (spec.problem) {
    case Problem::max: break;
    case Problem::place: problem.pieces = static_cast<int>(spec.k); break;
    case Problem::dominate: problem.goal = count::Goal::dominate; break;
    case Problem::independent_dominate: problem.goal = count::Goal::independent_dominate; break;
    case Problem::armies: problem.goal = count::Goal::armies; break;
    case Problem::costs:
    case Problem::least_walls: return std::nullopt;
  }
  set_count_piece(spec.piece, problem);
  problem.rows = spec.rows;
  problem.cols = spec.cols;
  problem.torus = spec.torus;
  for (const Square& w : spec.walls) problem.walls.emplace_back(w.r, w.c);
  for (const Square& h : spec.holes) problem.holes.emplace_back(h.r, h.c);
  for (const Square& f : spec.fixed) problem.fixed.emplace_back(f.r, f.c);
  return problem;
}

}  // namespace boardlp
