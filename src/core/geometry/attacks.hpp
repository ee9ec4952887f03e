#pragma once
// The squares a piece attacks (the one walk of its rides and leaps that the models' rows are built
// from), and two questions the header's checks and the suites ask of single squares: whether a
// piece attacks a square, and whether three squares are in one line.
#include "board.hpp"
#include "piece.hpp"

namespace boardlp {

// Calls visit(q) for each square a piece on `from` attacks, direction by direction and nearest
// first, until visit returns false (each_attacked then returns false too). A ride stops at the
// board's edge and before a wall; a leap is one step and never lands on a wall; on a torus a ride
// stops when it comes back to `from`. A square two directions reach comes twice.
template <class Visit>
bool each_attacked(Piece piece, const Board& board, Square from, Visit&& visit) {
  for (Dir d : kAllDirs) {
    if (!piece.rides(d) && !piece.leaps(d)) continue;
    const Step s = step_of(d);
    for (const int sign : {1, -1})  // each direction both ways
      for (int32_t t = 1; t <= board.rows() * board.cols(); ++t) {  // a cycle on a torus comes back
        const Square q = board.wrap(from.r + sign * t * s.dr, from.c + sign * t * s.dc);
        if (!board.exists(q) || q == from || board.is_wall(q.r, q.c)) break;
        if (!visit(q)) return false;
        if (!piece.rides(d)) break;  // a leap is one step
      }
  }
  return true;
}

// Whether a piece on a attacks one on b on this board (walls stop rides, never leaps).
bool attacks(Piece piece, const Board& board, Square a, Square b);

// Whether three squares lie on one line (of any slope) with no wall between them.
bool in_one_segment(const Board& board, Square a, Square b, Square c);

}  // namespace boardlp
