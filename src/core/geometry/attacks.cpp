#include "attacks.hpp"

#include <algorithm>
#include <cstdlib>
#include <numeric>

namespace boardlp {

bool attacks(Piece piece, const Board& board, Square a, Square b) {
  for (Dir d : kAllDirs) {
    if (!piece.rides(d) && !piece.leaps(d)) continue;
    const Step s = step_of(d);
    for (const int sign : {1, -1}) {  // each direction both ways
      const int32_t dr = sign * s.dr, dc = sign * s.dc;
      for (int32_t t = 1; t <= board.rows() * board.cols(); ++t) {  // a cycle on a torus comes back
        const Square q = board.wrap(a.r + t * dr, a.c + t * dc);
        if (!board.exists(q)) break;
        if (q == b) return true;
        if (!piece.rides(d) || board.is_wall(q.r, q.c)) break;  // a leap is one step; a wall stops a ride
      }
    }
  }
  return false;
}

bool in_one_segment(const Board& board, Square a, Square b, Square c) {
  const int64_t cross = int64_t{b.r - a.r} * (c.c - a.c) - int64_t{b.c - a.c} * (c.r - a.r);
  if (cross != 0) return false;
  // On one line: no wall on it between the outermost two (the squares of the line in between
  // are the steps of the line's direction in lowest terms).
  Square lo = std::min({a, b, c}), hi = std::max({a, b, c});
  const int32_t dr = hi.r - lo.r, dc = hi.c - lo.c, g = std::gcd(dr, std::abs(dc));
  for (Square q = lo; q != hi; q = {q.r + dr / g, q.c + dc / g})
    if (board.is_wall(q.r, q.c)) return false;
  return true;
}

}  // namespace boardlp
