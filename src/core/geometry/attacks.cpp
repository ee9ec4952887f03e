#include "attacks.hpp"

#include <algorithm>
#include <cstdlib>
#include <numeric>

namespace boardlp {

bool attacks(Piece piece, const Board& board, Square a, Square b) {
  return !each_attacked(piece, board, a, [&](Square q) { return q != b; });
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
