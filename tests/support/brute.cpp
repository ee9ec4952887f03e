#include "brute.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <limits>

namespace boardlp::test {

namespace {

uint64_t bit(int i) { return uint64_t{1} << i; }

// The tests' own reading of a piece's name: Betza letters, each a leap (a, b) in all directions,
// doubled (or R, B, Q) its rider.
std::string letters_of(const std::string& name) {
  if (name == "queens") return "WWFF";  // the riders of W and F
  if (name == "rooks") return "WW";
  if (name == "bishops") return "FF";
  if (name == "kings") return "WF";
  if (name == "knights") return "N";
  if (name == "amazons") return "WWFFN";
  if (name == "chancellors") return "WWN";
  if (name == "archbishops") return "FFN";
  if (name == "nightriders") return "NN";
  std::string out;
  for (char ch : name) {
    if (ch == 'R') out += "WW";
    else if (ch == 'B') out += "FF";
    else if (ch == 'Q') out += "WWFF";
    else if (ch == 'K') out += "WF";
    else out += ch;
  }
  return out;
}



// Squares strictly between a and b if they share a line the piece moves along; nullopt if not.
std::optional<uint64_t> between(Piece piece, const SmallBoard& b, int a, int z) {
  const int ra = a / b.cols, ca = a % b.cols, rz = z / b.cols, cz = z % b.cols;
  const int dr = rz - ra, dc = cz - ca;
  const bool straight = dr == 0 || dc == 0, diagonal = std::abs(dr) == std::abs(dc);
  const std::string letters = letters_of(word(piece));
  const bool moves_straight = letters.find("WW") != std::string::npos;
  const bool moves_diagonal = letters.find("FF") != std::string::npos;
  if (!((straight && moves_straight) || (diagonal && moves_diagonal))) return std::nullopt;
  const int sr = (dr > 0) - (dr < 0), sc = (dc > 0) - (dc < 0);
  uint64_t mask = 0;
  for (int r = ra + sr, c = ca + sc; r != rz || c != cz; r += sr, c += sc) mask |= bit(r * b.cols + c);
  return mask;
}

}  // namespace

namespace {

// Whether b is one leap (a, b) from a, or, for a rider, a whole number of them along a line with
// no wall on the squares in between.
bool reaches(const SmallBoard& board, int from, int to, int la, int lb, bool rider) {
  const int fr = from / board.cols, fc = from % board.cols, tr = to / board.cols, tc = to % board.cols;
  for (const auto& [sr, sc] : {std::pair{la, lb}, std::pair{lb, la}}) {
    for (int gr : {1, -1})
      for (int gc : {1, -1}) {
        const int er = gr * sr, ec = gc * sc;
        for (int t = 1; t <= (rider ? 64 : 1); ++t) {
          int r = fr + t * er, c = fc + t * ec;
          if (board.torus) {  // around the edges, until the line comes back
            r = ((r % board.rows) + board.rows) % board.rows;
            c = ((c % board.cols) + board.cols) % board.cols;
            if (r == fr && c == fc) break;
          }
          if (r < 0 || r >= board.rows || c < 0 || c >= board.cols) break;
          if (r == tr && c == tc) return true;
          if (board.wall(r, c)) break;  // a wall stops a rider
        }
      }
  }
  return false;
}

}  // namespace

namespace {

// The atom's leap (a, b), or nullopt for a letter that is not one.
std::optional<std::pair<int, int>> leap_of(char letter) {
  switch (letter) {
    case 'W': return std::pair{0, 1};
    case 'F': return std::pair{1, 1};
    case 'D': return std::pair{0, 2};
    case 'N': return std::pair{1, 2};
    case 'A': return std::pair{2, 2};
    default: return std::nullopt;
  }
}

// Whether a piece on a attacks b by one of its (undoubled) leaps.
bool leaps_between(Piece piece, const SmallBoard& board, int a, int b) {
  const std::string letters = letters_of(word(piece));
  for (size_t i = 0; i < letters.size(); ++i) {
    if (i + 1 < letters.size() && letters[i + 1] == letters[i]) {  // a rider
      ++i;
      continue;
    }
    const auto leap = leap_of(letters[i]);
    if (leap && reaches(board, a, b, leap->first, leap->second, false)) return true;
  }
  return false;
}

}  // namespace

bool attacks(Piece piece, const SmallBoard& board, int a, int b) {
  if (a == b) return false;
  const std::string letters = letters_of(word(piece));
  for (size_t i = 0; i < letters.size(); ++i) {
    const bool rider = i + 1 < letters.size() && letters[i + 1] == letters[i];
    const auto leap = leap_of(letters[i]);
    if (leap && reaches(board, a, b, leap->first, leap->second, rider)) return true;
    if (rider) ++i;
  }
  return false;
}

std::vector<uint64_t> attack_masks(Piece piece, const SmallBoard& board) {
  std::vector<uint64_t> masks(static_cast<size_t>(board.squares()), 0);
  for (int a = 0; a < board.squares(); ++a)
    for (int b = 0; b < board.squares(); ++b)
      if (attacks(piece, board, a, b)) masks[static_cast<size_t>(a)] |= bit(b);
  return masks;
}

// The squares still free once the fixed pieces stand: open, not fixed, not attacked by a fixed one.
uint64_t free_after_fixed(const SmallBoard& board, const std::vector<uint64_t>& masks) {
  const uint64_t all = board.squares() == 64 ? ~uint64_t{0} : bit(board.squares()) - 1;
  uint64_t cand = all & ~board.walls & ~board.holes & ~board.fixed;
  for (uint64_t f = board.fixed; f; f &= f - 1) cand &= ~masks[static_cast<size_t>(std::countr_zero(f))];
  return cand;
}

uint64_t brute_count(Piece piece, const SmallBoard& board, int k) {
  const auto masks = attack_masks(piece, board);
  const uint64_t open = free_after_fixed(board, masks);
  k -= std::popcount(board.fixed);
  if (k < 0) return 0;
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
  best = -1;
  go(go, free_after_fixed(board, masks), 0);
  return best + std::popcount(board.fixed);
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
  go(go, all & ~board.walls & ~board.holes, 0, 0.0);
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
          if (leaps_between(piece, board, a, b)) return;  // no wall stops a leap
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
