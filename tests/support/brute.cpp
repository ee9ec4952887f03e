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



// For each ride of the piece that goes from a to z on a flat board (the squares between
// ignored), the squares strictly between them: a wall on one of them cuts that ride.
std::vector<uint64_t> rides_between(Piece piece, const SmallBoard& b, int a, int z) {
  const int ra = a / b.cols, ca = a % b.cols, rz = z / b.cols, cz = z % b.cols;
  const std::string letters = letters_of(word(piece));
  std::vector<uint64_t> out;
  for (size_t i = 0; i + 1 < letters.size(); ++i) {
    if (letters[i + 1] != letters[i]) continue;  // a doubled letter: a rider
    int la = 0, lb = 0;
    switch (letters[i]) {
      case 'W': la = 0, lb = 1; break;
      case 'F': la = 1, lb = 1; break;
      case 'D': la = 0, lb = 2; break;
      case 'N': la = 1, lb = 2; break;
      case 'A': la = 2, lb = 2; break;
      default: continue;
    }
    ++i;
    std::vector<std::pair<int, int>> steps;  // the eight orientations, each once
    for (const auto& [sr, sc] : {std::pair{la, lb}, std::pair{lb, la}})
      for (int gr : {1, -1})
        for (int gc : {1, -1})
          if (std::find(steps.begin(), steps.end(), std::pair{gr * sr, gc * sc}) == steps.end())
            steps.push_back({gr * sr, gc * sc});
    for (const auto& [er, ec] : steps) {
      uint64_t mid = 0;
      for (int r = ra + er, c = ca + ec; r >= 0 && r < b.rows && c >= 0 && c < b.cols; r += er, c += ec) {
        if (r == rz && c == cz) {
          out.push_back(mid);
          break;
        }
        mid |= bit(r * b.cols + c);
      }
    }
  }
  return out;
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

namespace {

// The least cost of k pieces no two attacking, and how many k-sets reach it (whole costs: exact).
std::pair<std::optional<double>, uint64_t> min_cost_sets(Piece piece, const SmallBoard& board, int k,
                                                         const std::vector<double>& costs) {
  const auto masks = attack_masks(piece, board);
  const uint64_t all = board.squares() == 64 ? ~uint64_t{0} : bit(board.squares()) - 1;
  std::optional<double> best;
  uint64_t sets = 0;
  auto go = [&](auto&& self, uint64_t cand, int size, double cost) -> void {
    if (size == k) {
      if (!best || cost < *best) best = cost, sets = 0;
      sets += cost == *best;
      return;
    }
    if (size + std::popcount(cand) < k) return;
    const int v = std::countr_zero(cand);
    self(self, cand & ~masks[static_cast<size_t>(v)] & ~bit(v), size + 1, cost + costs[static_cast<size_t>(v)]);
    self(self, cand & ~bit(v), size, cost);
  };
  go(go, all & ~board.walls & ~board.holes, 0, 0.0);
  return {best, sets};
}

}  // namespace

std::optional<double> brute_min_cost(Piece piece, const SmallBoard& board, int k, const std::vector<double>& costs) {
  return min_cost_sets(piece, board, k, costs).first;
}

uint64_t brute_min_cost_sets(Piece piece, const SmallBoard& board, int k, const std::vector<double>& costs) {
  return min_cost_sets(piece, board, k, costs).second;
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
  // The pieces: the fixed ones and k minus as many more on open squares (not walls, not holes).
  auto choose = [&](auto&& self, int from, int left, uint64_t placed) -> void {
    if (left == 0) {
      std::vector<uint64_t> needs;
      for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b) {
          if (!((placed >> a) & 1u) || !((placed >> b) & 1u)) continue;
          if (leaps_between(piece, board, a, b)) return;  // no wall stops a leap
          for (uint64_t mid : rides_between(piece, board, a, b)) {
            if ((mid & board.walls) != 0) continue;                      // a given wall already cuts this ride
            const uint64_t free_squares = mid & ~placed & ~board.holes;  // a new wall goes on an open square
            if (free_squares == 0) return;                               // nothing to put a wall on
            needs.push_back(free_squares);
          }
        }
      const int limit = best ? *best - 1 : n;
      const int walls = hitting(needs, limit);
      if (walls <= limit) best = walls;
      return;
    }
    for (int s = from; s <= n - left; ++s)
      if (!((board.walls | board.holes | board.fixed) >> s & 1u)) self(self, s + 1, left - 1, placed | bit(s));
  };
  const int given = std::popcount(board.fixed);
  if (given <= k) choose(choose, 0, k - given, board.fixed);
  return best;
}

}  // namespace boardlp::test

namespace boardlp::test {

namespace {

// The dominating sets of the fixed pieces and exactly k more (see brute_dominate); `twice`: every
// square covered twice (brute_double_dominate).
uint64_t dominating_sets(Piece piece, const SmallBoard& board, bool independent, bool total, int k, bool twice = false) {
  const auto masks = attack_masks(piece, board);
  const uint64_t all = board.squares() == 64 ? ~uint64_t{0} : bit(board.squares()) - 1;
  const uint64_t need = all & ~board.walls & ~board.free;       // squares to cover
  const uint64_t spots = all & ~board.walls & ~board.holes & ~board.fixed;  // where more pieces may go
  auto dominates = [&](uint64_t pieces) {
    // A piece covers the squares it attacks and its own (total domination: not its own); a
    // square covered by a second piece is seen twice.
    uint64_t seen = 0, seen_twice = 0;
    for (uint64_t p = pieces; p; p &= p - 1) {
      const uint64_t cover = masks[static_cast<size_t>(std::countr_zero(p))] | (total ? 0 : p & (~p + 1));
      seen_twice |= seen & cover;
      seen |= cover;
    }
    if ((seen & need) != need) return false;
    if (twice && (seen_twice & need) != need) return false;
    if (independent)
      for (uint64_t p = pieces; p; p &= p - 1)
        if (masks[static_cast<size_t>(std::countr_zero(p))] & pieces) return false;
    return true;
  };
  uint64_t sets = 0;
  auto choose = [&](auto&& self, uint64_t from, int left, uint64_t chosen) -> void {
    if (left == 0) {
      sets += dominates(chosen | board.fixed);
      return;
    }
    for (uint64_t m = from; m; m &= m - 1) {
      const uint64_t low = m & (~m + 1);
      if (std::popcount(m) < left) return;
      self(self, m & ~low, left - 1, chosen | low);
    }
  };
  choose(choose, spots, k, 0);
  return sets;
}

int spots_for_more(const SmallBoard& board) {
  const uint64_t all = board.squares() == 64 ? ~uint64_t{0} : bit(board.squares()) - 1;
  return std::popcount(all & ~board.walls & ~board.holes & ~board.fixed);
}

}  // namespace

std::optional<Domination> brute_dominate(Piece piece, const SmallBoard& board, bool independent, bool total) {
  for (int k = 0; k <= spots_for_more(board); ++k)
    if (const uint64_t sets = dominating_sets(piece, board, independent, total, k); sets > 0)
      return Domination{k + std::popcount(board.fixed), sets};
  return std::nullopt;
}

std::optional<Domination> brute_double_dominate(Piece piece, const SmallBoard& board) {
  for (int k = 0; k <= spots_for_more(board); ++k)
    if (const uint64_t sets = dominating_sets(piece, board, false, false, k, true); sets > 0)
      return Domination{k + std::popcount(board.fixed), sets};
  return std::nullopt;
}

std::vector<uint64_t> brute_dominating_by_size(Piece piece, const SmallBoard& board, bool independent, bool total,
                                               int most, bool twice) {
  std::vector<uint64_t> by_size(static_cast<size_t>(std::max(most + 1, 0)), 0);
  const int fixed = std::popcount(board.fixed);
  for (int k = 0; fixed + k <= most && k <= spots_for_more(board); ++k)
    by_size[static_cast<size_t>(fixed + k)] = dominating_sets(piece, board, independent, total, k, twice);
  return by_size;
}

}  // namespace boardlp::test

namespace boardlp::test {

Armies brute_armies(Piece piece, const SmallBoard& board) {
  const auto masks = attack_masks(piece, board);
  const int n = board.squares();
  const uint64_t all = n == 64 ? ~uint64_t{0} : bit(n) - 1;
  const uint64_t spots = all & ~board.walls & ~board.holes;
  auto binomial = [](int m, int k) {
    uint64_t c = 1;
    for (int i = 1; i <= k; ++i) c = c * static_cast<uint64_t>(m - k + i) / static_cast<uint64_t>(i);
    return k < 0 || k > m ? uint64_t{0} : c;
  };
  // For each white set W (a subset of the spots, with the fixed pieces): black may take any spot
  // W neither holds nor attacks, in either direction.
  std::vector<std::pair<int, int>> sizes;  // (|W|, room for black)
  for (uint64_t w = spots;; w = (w - 1) & spots) {
    if ((w & board.fixed) == board.fixed) {
      uint64_t hit = w;
      for (int s = 0; s < n; ++s)
        if ((spots >> s) & 1u)
          for (uint64_t p = w; p; p &= p - 1)
            if (((masks[static_cast<size_t>(std::countr_zero(p))] >> s) & 1u) || ((masks[static_cast<size_t>(s)] >> std::countr_zero(p)) & 1u))
              hit |= bit(s);
      sizes.emplace_back(std::popcount(w), std::popcount(spots & ~hit));
    }
    if (w == 0) break;
  }
  Armies best{-1, 0};  // an army of a: some W of exactly a whites (the fixed among them) with room for a
  for (const auto& [white, room] : sizes)
    if (room >= white) best.army = std::max(best.army, white);
  for (const auto& [white, room] : sizes)
    if (white == best.army) best.pairs += binomial(room, best.army);
  return best;
}

namespace {

// Calls f with each set of exactly k of the squares in `spots` (a bit mask), as a bit mask.
template <class F>
void each_k_set(uint64_t spots, int k, F&& f) {
  std::vector<int> where;
  for (uint64_t p = spots; p; p &= p - 1) where.push_back(std::countr_zero(p));
  const int m = static_cast<int>(where.size());
  if (k > m || k < 0) return;
  std::vector<int> pick(static_cast<size_t>(k));
  for (int i = 0; i < k; ++i) pick[static_cast<size_t>(i)] = i;
  while (true) {  // each k-set of indices into `where`, in lexicographic order
    uint64_t set = 0;
    for (int i : pick) set |= bit(where[static_cast<size_t>(i)]);
    f(set);
    int i = k - 1;
    while (i >= 0 && pick[static_cast<size_t>(i)] == m - k + i) --i;
    if (i < 0) return;
    ++pick[static_cast<size_t>(i)];
    for (int j = i + 1; j < k; ++j) pick[static_cast<size_t>(j)] = pick[static_cast<size_t>(j - 1)] + 1;
  }
}

}  // namespace

FreeSquares brute_non_dominating(Piece piece, const SmallBoard& board, int k) {
  const auto masks = attack_masks(piece, board);
  const int n = board.squares();
  const uint64_t spots = (n == 64 ? ~uint64_t{0} : bit(n) - 1) & ~board.walls & ~board.holes;
  FreeSquares best{-1, 0};
  each_k_set(spots, k, [&](uint64_t w) {
    if ((w & board.fixed) != board.fixed) return;
    uint64_t hit = w;
    for (uint64_t p = w; p; p &= p - 1) hit |= masks[static_cast<size_t>(std::countr_zero(p))];
    const int free = std::popcount(spots & ~hit);
    if (free > best.most) best = {free, 0};
    if (free == best.most) ++best.placements;
  });
  return best;
}

uint64_t brute_non_dominating_at_least(Piece piece, const SmallBoard& board, int k, int m) {
  const auto masks = attack_masks(piece, board);
  const int n = board.squares();
  const uint64_t spots = (n == 64 ? ~uint64_t{0} : bit(n) - 1) & ~board.walls & ~board.holes;
  uint64_t placements = 0;
  each_k_set(spots, k, [&](uint64_t w) {
    if ((w & board.fixed) != board.fixed) return;
    uint64_t hit = w;
    for (uint64_t p = w; p; p &= p - 1) hit |= masks[static_cast<size_t>(std::countr_zero(p))];
    placements += std::popcount(spots & ~hit) >= m;
  });
  return placements;
}

std::vector<uint64_t> brute_independent_by_size(Piece piece, const SmallBoard& board, int m) {
  const auto masks = attack_masks(piece, board);
  const int n = board.squares();
  const uint64_t spots = (n == 64 ? ~uint64_t{0} : bit(n) - 1) & ~board.walls & ~board.holes;
  std::vector<uint64_t> by_size(static_cast<size_t>(n) + 1, 0);
  for (int k = m; k <= std::popcount(spots); ++k)
    each_k_set(spots, k, [&](uint64_t set) {
      if ((set & board.fixed) != board.fixed) return;
      for (uint64_t p = set; p; p &= p - 1)
        if (masks[static_cast<size_t>(std::countr_zero(p))] & set & ~(p & -p)) return;
      ++by_size[static_cast<size_t>(k)];
    });
  while (!by_size.empty() && by_size.back() == 0) by_size.pop_back();
  return by_size;
}

uint64_t brute_regions(Piece piece, const SmallBoard& board, const std::string& regions, int k) {
  const auto masks = attack_masks(piece, board);
  const int n = board.squares();
  uint64_t spots = 0;
  for (int s = 0; s < n; ++s)
    if (!((board.walls | board.holes) >> s & 1u) && regions[static_cast<size_t>(s)] != '#') spots |= bit(s);
  std::string names;
  for (char ch : regions)
    if (ch != '#' && names.find(ch) == std::string::npos) names += ch;
  uint64_t found = 0;
  each_k_set(spots, board.rows * k, [&](uint64_t set) {
    std::vector<int> rows(static_cast<size_t>(board.rows)), cols(static_cast<size_t>(board.cols)), in(names.size());
    for (uint64_t p = set; p; p &= p - 1) {
      const int s = std::countr_zero(p);
      ++rows[static_cast<size_t>(s / board.cols)];
      ++cols[static_cast<size_t>(s % board.cols)];
      ++in[names.find(regions[static_cast<size_t>(s)])];
    }
    bool ok = (set & board.fixed) == board.fixed;
    for (int v : rows) ok = ok && v == k;
    for (int v : cols) ok = ok && v == k;
    for (int v : in) ok = ok && v == k;
    for (uint64_t p = set; p && ok; p &= p - 1) ok = (masks[static_cast<size_t>(std::countr_zero(p))] & set & ~(p & -p)) == 0;
    found += ok;
  });
  return found;
}

Colourings brute_colour(Piece piece, const SmallBoard& board, uint64_t stop_at) {
  const auto masks = attack_masks(piece, board);
  std::vector<int> squares;
  for (int s = 0; s < board.squares(); ++s)
    if (!((board.walls | board.holes) >> s & 1u)) squares.push_back(s);
  std::vector<uint64_t> colour_sets;  // the squares of each colour so far
  for (int k = 1;; ++k) {
    uint64_t found = 0;
    auto colour = [&](auto&& self, size_t i) -> void {
      if (found >= stop_at) return;
      if (i == squares.size()) {
        ++found;
        return;
      }
      const int s = squares[i];
      for (size_t c = 0; c < colour_sets.size(); ++c)
        if ((masks[static_cast<size_t>(s)] & colour_sets[c]) == 0) {
          colour_sets[c] |= bit(s);
          self(self, i + 1);
          colour_sets[c] &= ~bit(s);
        }
      if (static_cast<int>(colour_sets.size()) < k) {
        colour_sets.push_back(bit(s));
        self(self, i + 1);
        colour_sets.pop_back();
      }
    };
    colour(colour, 0);
    if (found > 0 || squares.empty()) return {squares.empty() ? 0 : k, squares.empty() ? 1 : found};
  }
}

PointSets brute_no_three(const SmallBoard& board) {
  const int n = board.squares();
  std::vector<int> open;
  for (int i = 0; i < n; ++i)
    if (!((board.walls | board.holes) >> i & 1u)) open.push_back(i);
  // Three squares are in line when b - a and c - a are parallel; a wall w cuts them when it lies on
  // that line strictly between the outermost two (its projection inside their span).
  auto in_line = [&](int a, int b, int c) {
    const int ar = a / board.cols, ac = a % board.cols, br = b / board.cols, bc = b % board.cols;
    const int cr = c / board.cols, cc = c % board.cols;
    if ((br - ar) * (cc - ac) != (bc - ac) * (cr - ar)) return false;
    const int lo = std::min({a, b, c}), hi = std::max({a, b, c});
    const int lr = lo / board.cols, lc = lo % board.cols, hr = hi / board.cols, hc = hi % board.cols;
    for (int w = 0; w < n; ++w) {
      if (!board.wall(w / board.cols, w % board.cols)) continue;
      const int wr = w / board.cols, wc = w % board.cols;
      const int along = (wr - lr) * (hr - lr) + (wc - lc) * (hc - lc), span = (hr - lr) * (hr - lr) + (hc - lc) * (hc - lc);
      if ((wr - lr) * (hc - lc) == (wc - lc) * (hr - lr) && along > 0 && along < span) return false;
    }
    return true;
  };
  // For each pair of open squares, the squares that would make three in line with them.
  std::vector<uint64_t> third(static_cast<size_t>(n) * static_cast<size_t>(n), 0);
  for (int a : open)
    for (int b : open)
      for (int c : open)
        if (a != b && b != c && a != c && in_line(a, b, c)) third[static_cast<size_t>(a * n + b)] |= bit(c);
  const int m = static_cast<int>(open.size());
  PointSets best{-1, 0};
  for (uint64_t pick = 0; pick < (uint64_t{1} << m); ++pick) {
    uint64_t set = 0;
    for (int i = 0; i < m; ++i)
      if (pick >> i & 1u) set |= bit(open[static_cast<size_t>(i)]);
    if ((set & board.fixed) != board.fixed) continue;
    bool ok = true;
    for (uint64_t p = set; p && ok; p &= p - 1)
      for (uint64_t q = p & (p - 1); q && ok; q &= q - 1)
        ok = (third[static_cast<size_t>(std::countr_zero(p) * n + std::countr_zero(q))] & set) == 0;
    if (!ok) continue;
    const int size = std::popcount(set);
    if (size > best.most) best = {size, 0};
    if (size == best.most) ++best.sets;
  }
  return best;
}

}  // namespace boardlp::test

namespace boardlp::test {

WeightedBest brute_weighted(Piece piece, const SmallBoard& board, Weighed problem, const std::vector<int64_t>& weights) {
  const int n = board.squares();
  std::vector<int> spots;  // the open squares a chosen set may add to the fixed ones
  for (int s = 0; s < n; ++s)
    if (!((board.walls | board.holes | board.fixed) >> s & 1u)) spots.push_back(s);
  const bool apart = problem == Weighed::max || problem == Weighed::independent_dominate;
  const bool maximize = problem == Weighed::max;
  const int need = problem == Weighed::double_dominate ? 2 : problem == Weighed::max ? 0 : 1;
  WeightedBest best;
  std::vector<int> covers(static_cast<size_t>(n));
  for (uint64_t subset = 0; subset < (uint64_t{1} << spots.size()); ++subset) {
    std::vector<int> pieces;
    for (int s = 0; s < n; ++s)
      if (board.fixed >> s & 1u) pieces.push_back(s);
    for (size_t i = 0; i < spots.size(); ++i)
      if (subset >> i & 1u) pieces.push_back(spots[i]);
    bool allowed = true;
    std::fill(covers.begin(), covers.end(), 0);
    for (size_t i = 0; i < pieces.size() && allowed; ++i)
      for (int q = 0; q < n; ++q) {
        if (q == pieces[i]) {
          covers[static_cast<size_t>(q)] += problem != Weighed::total_dominate;  // a piece covers its own square but in total domination
          continue;
        }
        if (!attacks(piece, board, pieces[i], q)) continue;
        ++covers[static_cast<size_t>(q)];
        if (apart && std::find(pieces.begin(), pieces.end(), q) != pieces.end()) allowed = false;
      }
    for (int q = 0; q < n && allowed; ++q)
      if (!board.wall(q / board.cols, q % board.cols) && !(board.free >> q & 1u) && covers[static_cast<size_t>(q)] < need)
        allowed = false;
    if (!allowed) continue;
    int64_t weight = 0;
    for (int s : pieces) weight += weights[static_cast<size_t>(s)];
    if (!best.weight || (maximize ? weight > *best.weight : weight < *best.weight)) best = {weight, 0};
    best.sets += weight == *best.weight;
  }
  return best;
}

}  // namespace boardlp::test
