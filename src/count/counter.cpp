#include "counter.hpp"

#include <algorithm>
#include <bit>
#include <functional>
#include <set>
#include <stdexcept>
#include <unordered_map>

namespace boardlp::count {

namespace {

using Mask = uint64_t;

// The state passed from one row to the next: what the rows above attack in the next row.
struct State {
  Mask col = 0, dr = 0, dl = 0;   // queens, rooks, bishops: attacked columns and diagonals
  Mask prev = 0, prev2 = 0;       // kings, knights: the pieces of the one or two rows above
  bool operator==(const State&) const = default;
};

struct Key {
  int row, need;
  State s;
  bool operator==(const Key&) const = default;
};
struct KeyHash {
  size_t operator()(const Key& k) const {
    uint64_t h = static_cast<uint64_t>(k.row) * 0x9E3779B97F4A7C15ull ^ static_cast<uint64_t>(k.need + 1);
    for (Mask m : {k.s.col, k.s.dr, k.s.dl, k.s.prev, k.s.prev2}) h = (h ^ m) * 0xBF58476D1CE4E5B9ull + (h >> 29);
    return static_cast<size_t>(h);
  }
};

class Counter {
 public:
  explicit Counter(const Problem& p) : p_(p), R_(p.rows), C_(p.cols) {
    if (C_ < 1 || C_ > 64 || R_ < 1) throw std::invalid_argument("boardlp-count takes boards of 1 to 64 columns");
    full_ = C_ == 64 ? ~Mask{0} : (Mask{1} << C_) - 1;
    wall_.assign(static_cast<size_t>(R_) + 2, 0);
    for (auto [r, c] : p.walls) wall_[static_cast<size_t>(r)] |= Mask{1} << c;
    runs_.resize(static_cast<size_t>(R_));
    for (int r = 0; r < R_; ++r)
      for (int c = 0; c < C_;) {
        if (!((open(r) >> c) & 1)) { ++c; continue; }
        Mask run = 0;
        while (c < C_ && ((open(r) >> c) & 1)) run |= Mask{1} << c++;
        runs_[static_cast<size_t>(r)].push_back(run);
      }
    // Segments of each line direction that start below each row: for the line bound.
    fresh_col_.assign(static_cast<size_t>(R_) + 1, 0);
    fresh_dr_.assign(static_cast<size_t>(R_) + 1, 0);
    fresh_dl_.assign(static_cast<size_t>(R_) + 1, 0);
    for (int r = R_ - 1; r >= 0; --r) {
      const Mask above = r > 0 ? open(r - 1) : 0;
      const size_t i = static_cast<size_t>(r);
      // A segment starts at an open square whose neighbour above (on its line) is not open.
      fresh_col_[i] = fresh_col_[i + 1] + std::popcount(open(r) & ~above);
      fresh_dr_[i] = fresh_dr_[i + 1] + std::popcount(open(r) & ~((above << 1) & full_));
      fresh_dl_[i] = fresh_dl_[i + 1] + std::popcount(open(r) & ~(above >> 1));
    }
    // The most pieces rows r.. can hold by the row rule alone: a bound that prunes the search.
    cap_.assign(static_cast<size_t>(R_) + 1, 0);
    for (int r = R_ - 1; r >= 0; --r) cap_[static_cast<size_t>(r)] = cap_[static_cast<size_t>(r) + 1] + row_capacity(r);
  }

  int maximum() {
    best_.clear();
    return max_from(0, initial());
  }

  // Placements of exactly `need` pieces.
  Big count(int need) { return memoize() ? ways(0, initial(), need) : Big(plain_ways(0, initial(), need)); }

  // Calls f with every placement of exactly `need` pieces (as row masks), in board order.
  void enumerate(int need, const std::function<void(const std::vector<Mask>&)>& f) {
    std::vector<Mask> rows(static_cast<size_t>(R_), 0);
    walk(0, initial(), need, rows, f);
  }

 private:
  bool lines() const { return p_.kind == Kind::queen || p_.kind == Kind::rook || p_.kind == Kind::bishop; }
  bool straight() const { return p_.kind == Kind::queen || p_.kind == Kind::rook; }
  bool diagonal() const { return p_.kind == Kind::queen || p_.kind == Kind::bishop; }
  bool memoize() const { return p_.kind != Kind::queen; }  // a queen's states rarely repeat
  Mask open(int r) const { return full_ & ~wall_[static_cast<size_t>(r)]; }
  State initial() const { return {}; }

  int row_capacity(int r) const {
    const Mask o = open(r);
    if (straight()) {  // one piece per run of open squares between walls
      return std::popcount(o & ~(o << 1));
    }
    if (p_.kind == Kind::king) {  // no two side by side: ceil(run / 2) per run
      int n = 0, run = 0;
      for (int c = 0; c <= C_; ++c) {
        if (c < C_ && ((o >> c) & 1)) ++run;
        else { n += (run + 1) / 2; run = 0; }
      }
      return n;
    }
    return std::popcount(o);
  }

  // Squares of row r a piece may take, given what the rows above attack.
  Mask available(int r, const State& s) const {
    Mask a = open(r);
    if (lines()) a &= ~(s.col | s.dr | s.dl);
    if (p_.kind == Kind::king) a &= ~(s.prev | (s.prev << 1) | (s.prev >> 1));
    if (p_.kind == Kind::knight) a &= ~((s.prev << 2) | (s.prev >> 2) | (s.prev2 << 1) | (s.prev2 >> 1));
    return a & full_;
  }

  // The most pieces rows r.. can still take: by the rows, and for line pieces by the segments of
  // each line direction, which hold one piece each: the unattacked open squares of row r (one
  // per segment crossing it) plus the segments that start further down.
  int bound(int r, const State& s) const {
    int b = cap_[static_cast<size_t>(r)];
    const Mask o = open(r);
    const size_t below = static_cast<size_t>(r) + 1;
    if (straight()) b = std::min(b, std::popcount(o & ~s.col) + fresh_col_[below]);
    if (diagonal()) {
      b = std::min(b, std::popcount(o & ~s.dr) + fresh_dr_[below]);
      b = std::min(b, std::popcount(o & ~s.dl) + fresh_dl_[below]);
    }
    return b;
  }

  // The bound the search prunes with. Queens are searched without a memo: one node a placement
  // prefix, where the row bound (one queen a run) is as good and far cheaper to compute.
  int prune_bound(int r, const State& s) const {
    return memoize() ? bound(r, s) : cap_[static_cast<size_t>(r)];
  }

  State next(int r, const State& s, Mask place) const {
    State t;
    const Mask below_open = r + 1 < R_ ? open(r + 1) : 0;
    if (straight()) t.col = (s.col | place) & below_open;  // a wall below cuts the column
    if (diagonal()) {
      t.dr = ((s.dr | place) << 1) & below_open;
      t.dl = ((s.dl | place) >> 1) & below_open;
    }
    if (p_.kind == Kind::king || p_.kind == Kind::knight) {
      t.prev = place;
      t.prev2 = s.prev;
    }
    return t;
  }

  // Calls f with every legal set of pieces for row r among the squares `avail`: for rooks and
  // queens at most one per run of open squares between walls; for kings no two side by side;
  // for bishops and knights any subset (they do not attack along a row).
  template <class F>
  void for_each_choice(int r, Mask avail, F&& f) const {
    if (straight()) {
      const std::vector<Mask>& runs = runs_[static_cast<size_t>(r)];
      choose_per_run(runs, 0, avail, 0, f);
    } else if (p_.kind == Kind::king) {
      choose_apart(avail, 0, f);
    } else {
      Mask sub = 0;
      while (true) {
        f(sub);
        if (sub == avail) break;
        sub = (sub - avail) & avail;  // the next subset of avail
      }
    }
  }

  template <class F>
  static void choose_per_run(const std::vector<Mask>& runs, size_t i, Mask avail, Mask chosen, F& f) {
    if (i == runs.size()) {
      f(chosen);
      return;
    }
    choose_per_run(runs, i + 1, avail, chosen, f);
    for (Mask m = runs[i] & avail; m; m &= m - 1) choose_per_run(runs, i + 1, avail, chosen | (m & (~m + 1)), f);
  }

  template <class F>
  static void choose_apart(Mask avail, Mask chosen, F& f) {
    if (avail == 0) {
      f(chosen);
      return;
    }
    const Mask low = avail & (~avail + 1);
    choose_apart(avail & ~low, chosen, f);                 // not this square
    choose_apart(avail & ~low & ~(low << 1), chosen | low, f);  // this square, not its right neighbour
  }

  int max_from(int r, const State& s) {
    if (r == R_) return 0;
    const Key key{r, -1, s};
    if (memoize()) {
      const auto it = best_.find(key);
      if (it != best_.end()) return it->second;
    }
    int best = 0;
    for_each_choice(r, available(r, s), [&](Mask place) {
      const int here = std::popcount(place);
      const State t = next(r, s, place);
      if (r + 1 < R_ && here + bound(r + 1, t) <= best) return;
      best = std::max(best, here + max_from(r + 1, t));
    });
    if (memoize()) best_.emplace(key, best);
    return best;
  }

  Big ways(int r, const State& s, int need) {
    if (r == R_) return need == 0 ? 1 : 0;
    if (need < 0 || need > bound(r, s)) return 0;
    const Key key{r, need, s};
    if (memoize()) {
      const auto it = ways_.find(key);
      if (it != ways_.end()) return it->second;
    }
    Big total = 0;
    for_each_choice(r, available(r, s), [&](Mask place) {
      const int here = std::popcount(place);
      if (here <= need) total += ways(r + 1, next(r, s, place), need - here);
    });
    if (memoize()) ways_.emplace(key, total);
    return total;
  }

  // Without memoization every solution is visited once, so a 64-bit count is exact and cheaper.
  uint64_t plain_ways(int r, const State& s, int need) const {
    if (r == R_) return need == 0 ? 1 : 0;
    if (need < 0 || need > prune_bound(r, s)) return 0;
    uint64_t total = 0;
    for_each_choice(r, available(r, s), [&](Mask place) {
      const int here = std::popcount(place);
      if (here <= need) total += plain_ways(r + 1, next(r, s, place), need - here);
    });
    return total;
  }

  void walk(int r, const State& s, int need, std::vector<Mask>& rows,
            const std::function<void(const std::vector<Mask>&)>& f) {
    if (r == R_) {
      if (need == 0) f(rows);
      return;
    }
    if (need < 0 || need > prune_bound(r, s)) return;
    if (memoize() && ways(r, s, need) == 0) return;
    for_each_choice(r, available(r, s), [&](Mask place) {
      rows[static_cast<size_t>(r)] = place;
      walk(r + 1, next(r, s, place), need - std::popcount(place), rows, f);
    });
    rows[static_cast<size_t>(r)] = 0;
  }

  const Problem& p_;
  int R_, C_;
  Mask full_ = 0;
  std::vector<Mask> wall_;
  std::vector<std::vector<Mask>> runs_;  // each row's runs of open squares between walls
  std::vector<int> cap_;
  std::vector<int> fresh_col_, fresh_dr_, fresh_dl_;  // segments starting in rows > r
  std::unordered_map<Key, int, KeyHash> best_;
  std::unordered_map<Key, Big, KeyHash> ways_;
};

// The rotations and reflections that map the board and its walls onto themselves.
std::vector<std::function<std::pair<int, int>(int, int)>> symmetries(const Problem& p) {
  const int R = p.rows - 1, C = p.cols - 1;
  std::vector<std::function<std::pair<int, int>(int, int)>> all = {
      [](int r, int c) { return std::pair{r, c}; },
      [=](int r, int c) { return std::pair{R - r, C - c}; },
      [=](int r, int c) { return std::pair{r, C - c}; },
      [=](int r, int c) { return std::pair{R - r, c}; },
  };
  if (p.rows == p.cols) {
    all.push_back([=](int r, int c) { return std::pair{c, R - r}; });
    all.push_back([=](int r, int c) { return std::pair{C - c, r}; });
    all.push_back([](int r, int c) { return std::pair{c, r}; });
    all.push_back([=](int r, int c) { return std::pair{C - c, R - r}; });
  }
  std::set<std::pair<int, int>> walls(p.walls.begin(), p.walls.end());
  std::vector<std::function<std::pair<int, int>(int, int)>> keep;
  for (auto& g : all) {
    std::set<std::pair<int, int>> image;
    for (auto [r, c] : walls) image.insert(g(r, c));
    if (image == walls) keep.push_back(g);
  }
  return keep;
}

}  // namespace

Result count_placements(const Problem& problem, bool unique, uint64_t unique_limit) {
  Counter counter(problem);
  Result result;
  result.pieces = problem.pieces ? *problem.pieces : counter.maximum();
  // Queens are counted by visiting every placement; when they are classified too, that one
  // visit does both. The other pieces are counted from the memo first, which also bounds the work.
  const bool count_while_classifying = unique && problem.kind == Kind::queen;
  if (!count_while_classifying) {
    result.count = counter.count(result.pieces);
    if (!unique) return result;
    if (result.count > unique_limit) return result;  // too many to classify one by one
  }
  // Burnside's lemma: the number of classes is the average, over the symmetries g, of the number
  // of placements g maps onto themselves. It needs no table of the placements seen.
  const auto syms = symmetries(problem);
  Big fixed = 0;
  uint64_t visited = 0;
  counter.enumerate(result.pieces, [&](const std::vector<uint64_t>& rows) {
    ++visited;
    for (const auto& g : syms) {
      bool same = true;
      for (int r = 0; r < problem.rows && same; ++r)
        for (uint64_t m = rows[static_cast<size_t>(r)]; m && same; m &= m - 1) {
          const auto [gr, gc] = g(r, std::countr_zero(m));
          same = (rows[static_cast<size_t>(gr)] >> gc) & 1u;
        }
      fixed += same ? 1 : 0;
    }
  });
  if (count_while_classifying) result.count = visited;
  result.unique = fixed / syms.size();
  return result;
}

}  // namespace boardlp::count
