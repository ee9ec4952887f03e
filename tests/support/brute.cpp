#include "brute.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <limits>

namespace boardlp::test {

namespace {

uint64_t bit(int i) { return uint64_t{1} << i; }

// Squares strictly between a and b if they share a line the piece moves along; nullopt if not.
std::optional<uint64_t> between(Piece piece, const SmallBoard& b, int a, int z) {
  const int ra = a / b.cols, ca = a % b.cols, rz = z / b.cols, cz = z % b.cols;
  const int dr = rz - ra, dc = cz - ca;
  const bool straight = dr == 0 || dc == 0, diagonal = std::abs(dr) == std::abs(dc);
  const bool moves_straight = piece == Piece::queen || piece == Piece::rook;
  const bool moves_diagonal = piece == Piece::queen || piece == Piece::bishop;
  if (!((straight && moves_straight) || (diagonal && moves_diagonal))) return std::nullopt;
  const int sr = (dr > 0) - (dr < 0), sc = (dc > 0) - (dc < 0);
  uint64_t mask = 0;
  for (int r = ra + sr, c = ca + sc; r != rz || c != cz; r += sr, c += sc) mask |= bit(r * b.cols + c);
  return mask;
}

}  // namespace

bool attacks(Piece piece, const SmallBoard& board, int a, int b) {
  if (a == b) return false;
  const int dr = std::abs(a / board.cols - b / board.cols), dc = std::abs(a % board.cols - b % board.cols);
  switch (piece) {
    case Piece::king: return std::max(dr, dc) == 1;
    case Piece::knight: return (dr == 1 && dc == 2) || (dr == 2 && dc == 1);
    default: {
      const auto mid = between(piece, board, a, b);
      return mid && (*mid & board.walls) == 0;
    }
  }
}

std::vector<uint64_t> attack_masks(Piece piece, const SmallBoard& board) {
  std::vector<uint64_t> masks(static_cast<size_t>(board.squares()), 0);
  for (int a = 0; a < board.squares(); ++a)
    for (int b = 0; b < board.squares(); ++b)
      if (attacks(piece, board, a, b)) masks[static_cast<size_t>(a)] |= bit(b);
  return masks;
}

uint64_t brute_count(Piece piece, const SmallBoard& board, int k) {
  const auto masks = attack_masks(piece, board);
  uint64_t open = 0;
  for (int i = 0; i < board.squares(); ++i)
    if (!((board.walls >> i) & 1u)) open |= bit(i);
  // Square by square: take the lowest candidate or leave it; a taken square removes what it attacks.
  auto go = [&](auto&& self, uint64_t cand, int need) -> uint64_t {
    if (need == 0) return 1;
    if (std::popcount(cand) < need) return 0;
    const int i = std::countr_zero(cand);
    return self(self, cand & ~bit(i), need) + self(self, cand & ~bit(i) & ~masks[static_cast<size_t>(i)], need - 1);
  };
  return go(go, open, k);
}

int brute_max(Piece piece, const SmallBoard& board) {
  const auto masks = attack_masks(piece, board);
  const uint64_t all = board.squares() == 64 ? ~uint64_t{0} : bit(board.squares()) - 1;
  int best = 0;
  auto go = [&](auto&& self, uint64_t cand, int size) -> void {
    if (size + std::popcount(cand) <= best) return;
    if (cand == 0) {
      best = size;
      return;
    }
    const int v = std::countr_zero(cand);
    self(self, cand & ~masks[static_cast<size_t>(v)] & ~bit(v), size + 1);
    self(self, cand & ~bit(v), size);
  };
  go(go, all & ~board.walls, 0);
  return best;
}

std::optional<double> brute_min_cost(Piece piece, const SmallBoard& board, int k, const std::vector<double>& costs) {
  const auto masks = attack_masks(piece, board);
  const uint64_t all = board.squares() == 64 ? ~uint64_t{0} : bit(board.squares()) - 1;
  std::optional<double> best;
  auto go = [&](auto&& self, uint64_t cand, int size, double cost) -> void {
    if (size == k) {
      if (!best || cost < *best) best = cost;
      return;
    }
    if (size + std::popcount(cand) < k) return;
    const int v = std::countr_zero(cand);
    self(self, cand & ~masks[static_cast<size_t>(v)] & ~bit(v), size + 1, cost + costs[static_cast<size_t>(v)]);
    self(self, cand & ~bit(v), size, cost);
  };
  go(go, all & ~board.walls, 0, 0.0);
  return best;
}

std::optional<int> brute_least_walls(Piece piece, const SmallBoard& board, int k) {
  const int n = board.squares();
  std::optional<int> best;
  // Every k-subset of open squares; for it, the fewest new walls that put a wall between every
  // two of its pieces on a common line (a minimum hitting set, by branching).
  auto hitting = [&](const std::vector<uint64_t>& needs, int limit) {
    int found = std::numeric_limits<int>::max();
    auto go = [&](auto&& self, uint64_t walls, int used) -> void {
      if (used >= found || used > limit) return;
      for (uint64_t need : needs)
        if ((need & walls) == 0) {
          for (uint64_t m = need; m; m &= m - 1) self(self, walls | (m & -m), used + 1);
          return;
        }
      found = used;
    };
    go(go, board.walls, 0);
    return found;
  };
  auto choose = [&](auto&& self, int from, int left, uint64_t placed) -> void {
    if (left == 0) {
      std::vector<uint64_t> needs;
      for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b) {
          if (!((placed >> a) & 1u) || !((placed >> b) & 1u)) continue;
          const auto mid = between(piece, board, a, b);
          if (!mid) continue;
          const uint64_t free_squares = *mid & ~placed;
          if ((*mid & board.walls) != 0) continue;  // a given wall already stands between
          if (free_squares == 0) return;            // adjacent on a line: no wall can help
          needs.push_back(free_squares);
        }
      const int limit = best ? *best - 1 : n;
      const int walls = hitting(needs, limit);
      if (walls <= limit) best = walls;
      return;
    }
    for (int s = from; s <= n - left; ++s)
      if (!board.wall(s / board.cols, s % board.cols)) self(self, s + 1, left - 1, placed | bit(s));
  };
  choose(choose, 0, k, 0);
  return best;
}

}  // namespace boardlp::test
