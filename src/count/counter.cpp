#include "counter.hpp"
#include "army_counter.hpp"
#include "no_three_counter.hpp"
#include "unattacked_counter.hpp"
#include "region_counter.hpp"
#include "colouring_counter.hpp"
#include "graph_counter.hpp"
#include "symmetry_classes.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <functional>
#include <set>
#include <stdexcept>
#include <thread>
#include <unordered_map>

#include <fmt/format.h>

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
  // colour -1: every open square; 0 or 1: only the squares with (row + column) % 2 == colour take
  // pieces (the others stay open lines: bishops of one colour never meet the other's).
  explicit Counter(const Question& p, int colour = -1) : p_(p), R_(p.rows), C_(p.cols) {
    if (C_ < 1 || C_ > 64 || R_ < 1) throw std::invalid_argument("boardlp-count takes boards of 1 to 64 columns");
    full_ = C_ == 64 ? ~Mask{0} : (Mask{1} << C_) - 1;
    wall_.assign(static_cast<size_t>(R_) + 2, 0);
    for (auto [r, c] : p.walls) wall_[static_cast<size_t>(r)] |= Mask{1} << c;
    allow_.assign(static_cast<size_t>(R_) + 2, full_);
    if (colour >= 0) {
      Mask even = 0;  // columns 0, 2, 4, ...
      for (int c = 0; c < C_; c += 2) even |= Mask{1} << c;
      for (int r = 0; r < R_; ++r) allow_[static_cast<size_t>(r)] = (r + colour) % 2 == 0 ? even : full_ & ~even;
    }
    colour_ = allow_;
    for (auto [r, c] : p.holes) allow_[static_cast<size_t>(r)] &= ~(Mask{1} << c);  // no piece; lines pass
    fixed_.assign(static_cast<size_t>(R_) + 2, 0);
    for (auto [r, c] : p.fixed) fixed_[static_cast<size_t>(r)] |= Mask{1} << c;
    for (int r = 0; r < R_; ++r) fixed_[static_cast<size_t>(r)] &= allow_[static_cast<size_t>(r)];  // this colour's
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
      fresh_col_[i] = fresh_col_[i + 1] + std::popcount(lined(r) & ~above);
      fresh_dr_[i] = fresh_dr_[i + 1] + std::popcount(lined(r) & ~((above << 1) & full_));
      fresh_dl_[i] = fresh_dl_[i + 1] + std::popcount(lined(r) & ~(above >> 1));
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

  // The rules the row-by-row searches share (and MaxByRows uses).
  int rows() const { return R_; }
  bool has_fixed() const { return !p_.fixed.empty(); }
  int cols() const { return C_; }
  Kind kind() const { return p_.kind; }
  bool lines() const { return straight() || diagonal(); }
  bool straight() const {
    return p_.kind == Kind::queen || p_.kind == Kind::rook || p_.kind == Kind::amazon || p_.kind == Kind::chancellor;
  }
  bool diagonal() const {
    return p_.kind == Kind::queen || p_.kind == Kind::bishop || p_.kind == Kind::amazon || p_.kind == Kind::archbishop;
  }
  bool knight_moves() const {
    return p_.kind == Kind::knight || p_.kind == Kind::amazon || p_.kind == Kind::chancellor || p_.kind == Kind::archbishop;
  }
  // A queen's (or amazon's) states rarely repeat: searched without a memo.
  bool memoize() const { return p_.kind != Kind::queen && p_.kind != Kind::amazon; }
  Mask open(int r) const { return full_ & ~wall_[static_cast<size_t>(r)]; }
  Mask placeable(int r) const { return open(r) & allow_[static_cast<size_t>(r)]; }
  // The squares of the lines this search counts (its colour's, for bishops), holes included: a
  // segment that crosses a row at a hole may still take a piece further on.
  Mask lined(int r) const { return open(r) & colour_[static_cast<size_t>(r)]; }
  State initial() const { return {}; }

  int row_capacity(int r) const {
    const Mask o = placeable(r);
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
    Mask a = placeable(r);
    if (lines()) a &= ~(s.col | s.dr | s.dl);
    if (p_.kind == Kind::king) a &= ~(s.prev | (s.prev << 1) | (s.prev >> 1));
    if (knight_moves()) a &= ~((s.prev << 2) | (s.prev >> 2) | (s.prev2 << 1) | (s.prev2 >> 1));
    return a & full_;
  }

  // The most pieces rows r.. can still take: by the rows, and for line pieces by the segments of
  // each line direction, which hold one piece each: the unattacked open squares of row r (one
  // per segment crossing it) plus the segments that start further down.
  int bound(int r, const State& s) const {
    int b = cap_[static_cast<size_t>(r)];
    const Mask o = lined(r);
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
    if (p_.kind == Kind::king || knight_moves()) {
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
    const Mask must = fixed_[static_cast<size_t>(r)];
    if (must) {  // a fixed piece in this row: only the choices that keep it
      if ((avail & must) != must) return;
      for_each_free_choice(r, avail, [&](Mask place) {
        if ((place & must) == must) f(place);
      });
      return;
    }
    for_each_free_choice(r, avail, f);
  }

  template <class F>
  void for_each_free_choice(int r, Mask avail, F&& f) const {
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
    if (memoize()) remember(best_, key, best);
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
    if (memoize()) remember(ways_, key, total);
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

  const Question& p_;
  int R_, C_;
  Mask full_ = 0;
  std::vector<Mask> wall_, allow_, colour_, fixed_;
  std::vector<std::vector<Mask>> runs_;  // each row's runs of open squares between walls
  std::vector<int> cap_;
  std::vector<int> fresh_col_, fresh_dr_, fresh_dl_;  // segments starting in rows > r
  std::unordered_map<Key, int, KeyHash> best_;
  std::unordered_map<Key, Big, KeyHash> ways_;

 public:
  static constexpr uint64_t kMemoEntryBytes = 160;  // a Key, a small Big and the hash node, measured loosely
  uint64_t memo_cap_entries_ = UINT64_MAX;
  std::function<void(const std::string&)> progress_;

  template <class Map, class Value>
  void remember(Map& memo, const Key& key, const Value& value) {
    memo.emplace(key, value);
    const size_t entries = best_.size() + ways_.size();
    if (progress_ && entries % 65536 == 0) progress_(fmt::format("{} states remembered", entries));
    if (entries > memo_cap_entries_)
      throw BeyondCap(fmt::format("counting needs more than the memory cap of {} MB ({} states remembered); raise it "
                                  "with --memory-cap MB or count a smaller board",
                                  memo_cap_entries_ * kMemoEntryBytes >> 20, best_.size() + ways_.size()));
  }
};

// ---- the maximum and its count, row by row (a profile DP) -----------------------------------

__extension__ using Count = unsigned __int128;  // counts past 2^128 are beyond this counter (CountOverflow)

Count add_checked(Count a, Count b) {
  const Count c = a + b;
  if (c < a) throw CountOverflow("the count exceeds 2^128, beyond this counter's integers");
  return c;
}

Count mul_checked(Count a, Count b) {
  if (a != 0 && b > ~Count{0} / a) throw CountOverflow("the count exceeds 2^128, beyond this counter's integers");
  return a * b;
}

Big to_big(Count c) {
  Big b = static_cast<uint64_t>(c >> 64);
  b <<= 64;
  b += static_cast<uint64_t>(c);
  return b;
}

struct StateHash {
  size_t operator()(const State& s) const {
    uint64_t h = 0x9E3779B97F4A7C15ull;
    for (Mask m : {s.col, s.dr, s.dl, s.prev, s.prev2}) h = (h ^ m) * 0xBF58476D1CE4E5B9ull + (h >> 29);
    return static_cast<size_t>(h);
  }
};

// Goes down the board one row at a time, keeping for every state passed to the next row (what
// the rows above attack there) the most pieces any placement of the rows above can have that
// ends in it, and how many placements have that many. The state decides everything below, so a
// placement that is not the best for its state is never part of a maximum one, and the maximum
// is the best over the last row's states. A state is dropped when even the most the rows below
// could hold leaves it short of a placement known to exist (the lower bound), which keeps
// knights and kings to a few states a row. With `keep_edges`, each state remembers which states
// and row masks reached its best, a graph whose paths are exactly the maximum placements.
class MaxByRows {
 public:
  MaxByRows(const Counter& rules, const Limits& limits, bool keep_edges)
      : rules_(rules), limits_(limits), keep_edges_(keep_edges) {}

  void run() {
    const int R = rules_.rows();
    const int lower = lower_bound();
    layers_.assign(static_cast<size_t>(R) + 1, {});
    layers_[0].add(rules_.initial(), 0, 1);
    for (int r = 0; r < R; ++r) {
      Layer& here = layers_[static_cast<size_t>(r)];
      Layer& next = layers_[static_cast<size_t>(r) + 1];
      const int below = rows_cap(r + 1);
      uint64_t choices = 0;  // a wide row's choices are many (knights 30: 2^30 a state): progress within the row
      for (uint32_t i = 0; i < here.states.size(); ++i) {
        const State s = here.states[i];
        const int best = here.best[i];
        const Count ways = here.ways[i];
        rules_.for_each_choice(r, rules_.available(r, s), [&](Mask place) {
          if ((++choices & ((uint64_t{1} << 22) - 1)) == 0 && limits_.progress)
            limits_.progress(fmt::format("row {} of {}, state {} of {}, {} placements of its row tried", r + 1, R, i + 1,
                                         here.states.size(), choices));
          const int b = best + std::popcount(place);
          const State t = rules_.next(r, s, place);
          if (b + std::min(below, r + 1 < R ? rules_.bound(r + 1, t) : 0) < lower) return;
          if (window_bound(r, t, b) < lower) return;
          next.offer(t, b, ways, i, place, keep_edges_);
        });
        if ((i & 1023) == 0) check(r);
      }
      if (keep_edges_ && r > 0) here.index.clear();  // edges keep indices; the map is only for merging
      check(r + 1);
      if (!keep_edges_) layers_[static_cast<size_t>(r)] = {};
    }
    const Layer& last = layers_.back();
    for (uint32_t i = 0; i < last.states.size(); ++i) max_ = std::max(max_, last.best[i]);
    for (uint32_t i = 0; i < last.states.size(); ++i)
      if (last.best[i] == max_) count_ = add_checked(count_, last.ways[i]);
  }

  int maximum() const { return max_; }
  Count count() const { return count_; }

  // Calls f with every maximum placement (row masks, top row first); needs keep_edges.
  void enumerate(const std::function<void(const std::vector<Mask>&)>& f) const {
    std::vector<Mask> rows(static_cast<size_t>(rules_.rows()), 0);
    const Layer& last = layers_.back();
    for (uint32_t i = 0; i < last.states.size(); ++i)
      if (last.best[i] == max_) back(rules_.rows(), i, rows, f);
  }

 private:
  struct Edge {
    uint32_t from;
    Mask place;
  };
  struct Layer {
    std::unordered_map<State, uint32_t, StateHash> index;
    std::vector<State> states;
    std::vector<int> best;
    std::vector<Count> ways;
    std::vector<std::vector<Edge>> edges;
    size_t edge_count = 0;

    void add(const State& s, int b, Count w) {
      index.emplace(s, static_cast<uint32_t>(states.size()));
      states.push_back(s);
      best.push_back(b);
      ways.push_back(w);
      edges.emplace_back();
    }
    void offer(const State& t, int b, Count w, uint32_t from, Mask place, bool keep_edges) {
      const auto [it, fresh] = index.emplace(t, static_cast<uint32_t>(states.size()));
      if (fresh) {
        states.push_back(t);
        best.push_back(b);
        ways.push_back(w);
        edges.emplace_back();
      }
      const uint32_t j = it->second;
      if (b < best[j]) return;
      if (b > best[j]) {
        best[j] = b;
        ways[j] = w;
        edge_count -= edges[j].size();
        edges[j].clear();
      } else if (!fresh) {
        ways[j] = add_checked(ways[j], w);
      }
      if (keep_edges) {
        edges[j].push_back({from, place});
        ++edge_count;
      }
    }
    size_t bytes() const {
      return states.size() * (sizeof(State) + sizeof(int) + sizeof(Count) + sizeof(std::vector<Edge>) + 64) +
             edge_count * sizeof(Edge);
    }
  };

  void back(int r, uint32_t i, std::vector<Mask>& rows, const std::function<void(const std::vector<Mask>&)>& f) const {
    if (r == 0) {
      f(rows);
      return;
    }
    for (const Edge& e : layers_[static_cast<size_t>(r)].edges[i]) {
      rows[static_cast<size_t>(r) - 1] = e.place;
      back(r - 1, e.from, rows, f);
    }
  }

  // A placement that exists: row by row, the largest legal set of each row given the rows above;
  // for knights also every open square of one colour (a knight always lands on the other colour).
  int lower_bound() const {
    if (rules_.has_fixed()) return 0;  // the greedy rows may strand a fixed piece: no bound, no pruning
    State s = rules_.initial();
    int total = 0;
    for (int r = 0; r < rules_.rows(); ++r) {
      Mask best = 0;
      rules_.for_each_choice(r, rules_.available(r, s), [&](Mask place) {
        if (std::popcount(place) > std::popcount(best)) best = place;
      });
      total += std::popcount(best);
      s = rules_.next(r, s, best);
    }
    if (rules_.kind() == Kind::knight) {
      int colour[2] = {0, 0};
      for (int r = 0; r < rules_.rows(); ++r)
        for (int c = 0; c < rules_.cols(); ++c) colour[(r + c) % 2] += (rules_.placeable(r) >> c) & 1;
      total = std::max({total, colour[0], colour[1]});
    }
    return total;
  }

  // The most pieces rows r.. of an open board of this width can hold (walls only lower it), for
  // the pieces where a known formula beats the row-by-row bound.
  int rows_cap(int r) const {
    const int k = rules_.rows() - r, C = rules_.cols();
    int cap = rules_.cap_[static_cast<size_t>(r)];
    if (k <= 0) return 0;
    if (rules_.kind() == Kind::king) cap = std::min(cap, ((k + 1) / 2) * ((C + 1) / 2));
    if (rules_.kind() == Kind::knight) {
      const int a = std::min(k, C), b = std::max(k, C);
      const int knights = a == 1 ? b : a == 2 ? 4 * (b / 4) + 2 * std::min(b % 4, 2) : (k * C + 1) / 2;
      cap = std::min(cap, knights);
    }
    return cap;
  }

  // Kings and knights: the rows the state remembers (one for kings, two for knights) and the rows
  // below form a board of their own, so the pieces above them plus that board's most are a bound;
  // it stops a first row of 24 knights from looking as good as half of it.
  int window_bound(int r, const State& t, int b) const {
    if (rules_.kind() == Kind::king) return b - std::popcount(t.prev) + rows_cap(r);
    if (rules_.kind() == Kind::knight)
      return b - std::popcount(t.prev) - std::popcount(t.prev2) + rows_cap(std::max(0, r - 1));
    return INT32_MAX;
  }

  void check(int r) {
    size_t bytes = 0;
    for (const Layer& l : layers_) bytes += l.bytes();
    if (bytes > limits_.memory_bytes)
      throw BeyondCap(fmt::format("counting needs more than the memory cap of {} MB (at row {} of {}, {} states); "
                                  "raise it with --memory-cap MB or count a smaller board",
                                  limits_.memory_bytes >> 20, r, rules_.rows(), layers_[static_cast<size_t>(r)].states.size()));
    if (limits_.progress)
      limits_.progress(fmt::format("row {} of {}, {} states", r, rules_.rows(), layers_[static_cast<size_t>(r)].states.size()));
  }

  const Counter& rules_;
  const Limits& limits_;
  bool keep_edges_;
  std::vector<Layer> layers_;
  int max_ = 0;
  Count count_ = 0;
};

// ---- queens on an open square board: the classic bitboard search ------------------------------

// The placements of n queens, one in every row, on an open n x n board whose first-row queen is in
// column c, counted (and, with visit, each visited).
class OpenQueens {
 public:
  explicit OpenQueens(int n) : n_(n), full_(n == 64 ? ~Mask{0} : (Mask{1} << n) - 1), rows_(static_cast<size_t>(n)) {}

  uint64_t from_column(int c, const std::function<void(const std::vector<Mask>&)>* visit) {
    visit_ = visit;
    const Mask q = Mask{1} << c;
    rows_[0] = q;
    return search(1, q, (q << 1) & full_, q >> 1);
  }

 private:
  uint64_t search(int r, Mask cols, Mask dr, Mask dl) {
    if (r == n_) {
      if (visit_) (*visit_)(rows_);
      return 1;
    }
    uint64_t total = 0;
    for (Mask free = full_ & ~(cols | dr | dl); free; free &= free - 1) {
      const Mask q = free & (~free + 1);
      rows_[static_cast<size_t>(r)] = q;
      total += search(r + 1, cols | q, ((dr | q) << 1) & full_, (dl | q) >> 1);
    }
    return total;
  }

  int n_;
  Mask full_;
  std::vector<Mask> rows_;
  const std::function<void(const std::vector<Mask>&)>* visit_ = nullptr;
};

// The maximum of rooks, kings and knights (and of one colour of bishops), by rows.
Result max_by_rows(const Question& problem, bool unique, uint64_t unique_limit, const Limits& limits) {
  Result result;
  if (problem.kind == Kind::bishop) {  // the two colours never meet: count each and multiply
    const Counter white(problem, 0), black(problem, 1);
    MaxByRows w(white, limits, unique), b(black, limits, unique);
    w.run();
    b.run();
    result.pieces = w.maximum() + b.maximum();
    const Count total = mul_checked(w.count(), b.count());
    result.count = to_big(total);
    if (unique && total <= unique_limit) {
      std::vector<std::vector<Mask>> whites;
      w.enumerate([&](const std::vector<Mask>& rows) { whites.push_back(rows); });
      Burnside tally(problem);
      std::vector<Mask> both(static_cast<size_t>(problem.rows));
      b.enumerate([&](const std::vector<Mask>& rows) {
        for (const auto& wr : whites) {
          for (size_t r = 0; r < both.size(); ++r) both[r] = wr[r] | rows[r];
          tally.add(both);
        }
      });
      result.unique = tally.classes();
    }
    return result;
  }
  const Counter rules(problem);
  MaxByRows dp(rules, limits, unique);
  dp.run();
  result.pieces = dp.maximum();
  result.count = to_big(dp.count());
  if (unique && dp.count() <= unique_limit) {
    Burnside tally(problem);
    dp.enumerate([&](const std::vector<Mask>& rows) { tally.add(rows); });
    result.unique = tally.classes();
  }
  return result;
}

// n queens on an open n x n board, the first row's columns shared out to the cores (the sums do
// not depend on how). Without the classes, the columns left of the middle count twice: each such
// placement has its mirror image to the right.
Result open_queens(const Question& problem, bool unique, const Limits& limits) {
  const int n = problem.rows;
  const int columns = unique ? n : (n + 1) / 2;
  const unsigned threads = std::clamp(std::thread::hardware_concurrency(), 1u, static_cast<unsigned>(columns));
  std::atomic<int> next{0}, done{0};
  std::vector<uint64_t> counts(threads, 0);
  std::vector<Burnside> tallies(threads, Burnside(problem));
  auto work = [&](unsigned t) {
    OpenQueens queens(n);
    const std::function<void(const std::vector<Mask>&)> visit = [&](const std::vector<Mask>& rows) { tallies[t].add(rows); };
    for (int c; (c = next++) < columns;) {
      const uint64_t k = queens.from_column(c, unique ? &visit : nullptr);
      counts[t] += !unique && 2 * c + 1 != n ? 2 * k : k;
      ++done;
      if (t == 0 && limits.progress) limits.progress(fmt::format("{} of {} first-row columns searched", done.load(), columns));
    }
  };
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work, t);
  work(0);
  for (std::thread& th : pool) th.join();
  Result result;
  result.pieces = n;
  uint64_t count = 0;
  for (uint64_t k : counts) count += k;
  result.count = count;
  if (unique) {
    Big classes = 0;
    for (const Burnside& b : tallies) classes += b.fixed();
    result.unique = classes / tallies.front().symmetry_count();
  }
  return result;
}

}  // namespace

namespace {

// Each square (r, c) as (c, r): the board turned about its main diagonal.
void transpose_squares(std::vector<std::pair<int, int>>& squares) {
  for (auto& [r, c] : squares) std::swap(r, c);
  std::sort(squares.begin(), squares.end());
}

// The same question on the transposed board: every piece moves the same in all eight directions
// of its moves, so the count, the optimum and the classes are the transposed board's.
Question transposed(const Question& q) {
  Question t = q;
  std::swap(t.rows, t.cols);
  for (auto* squares : {&t.walls, &t.holes, &t.fixed, &t.uncovered}) transpose_squares(*squares);
  if (!q.regions.empty())
    for (int r = 0; r < t.rows; ++r)
      for (int c = 0; c < t.cols; ++c)
        t.regions[static_cast<size_t>(r * t.cols + c)] = q.regions[static_cast<size_t>(c * q.cols + r)];
  return t;
}

Result count_as_asked(const Question& problem, bool unique, uint64_t unique_limit, const Limits& limits);

}  // namespace

// The search goes row by row, its work growing with the width: a board wider than tall is
// counted as its transpose (kings 2x64 as 64x2), its sets turned back.
Result count_placements(const Question& problem, bool unique, uint64_t unique_limit, const Limits& limits) {
  if (problem.cols <= problem.rows) return count_as_asked(problem, unique, unique_limit, limits);
  Result r = count_as_asked(transposed(problem), unique, unique_limit, limits);
  if (r.sets)
    for (Placement& set : *r.sets) transpose_squares(set);
  return r;
}

namespace {

Result count_as_asked(const Question& problem, bool unique, uint64_t unique_limit, const Limits& limits) {
  if (problem.cols < 1 || problem.cols > 64 || problem.rows < 1)
    throw std::invalid_argument("boardlp-count takes boards of 1 to 64 columns");
  if (problem.goal == Goal::armies) return count_armies(problem, unique, unique_limit, limits);
  if (problem.goal == Goal::non_dominating) return count_unattacked(problem, unique, unique_limit, limits);
  if (problem.goal == Goal::regions) return count_regions(problem, unique, unique_limit, limits);
  if (problem.goal == Goal::colour) return count_colourings(problem, limits);
  if (problem.goal == Goal::no_three_in_line) return count_no_three_in_line(problem, unique, unique_limit, limits);
  if (problem.kind == Kind::betza || problem.torus || problem.goal != Goal::pack)
    return count_by_graph(problem, unique, unique_limit, limits);
  if (!problem.pieces && problem.kind != Kind::queen && problem.kind != Kind::amazon)
    return max_by_rows(problem, unique, unique_limit, limits);
  if (!problem.pieces && problem.kind == Kind::queen && problem.walls.empty() && problem.holes.empty() &&
      problem.fixed.empty() && problem.rows == problem.cols && problem.rows >= 4)
    return open_queens(problem, unique, limits);  // n >= 4 always has a placement of n
  Counter counter(problem);
  counter.memo_cap_entries_ = limits.memory_bytes / Counter::kMemoEntryBytes;
  counter.progress_ = limits.progress;
  Result result;
  result.pieces = problem.pieces ? *problem.pieces : counter.maximum();
  // Queens are counted by visiting every placement; when they are classified too, that one
  // visit does both. The other pieces are counted from the memo first, which also bounds the work.
  const bool count_while_classifying = unique && (problem.kind == Kind::queen || problem.kind == Kind::amazon);
  if (!count_while_classifying) {
    result.count = counter.count(result.pieces);
    if (!unique) return result;
    if (result.count > unique_limit) return result;  // too many to classify one by one
  }
  Burnside tally(problem);
  counter.enumerate(result.pieces, [&](const std::vector<Mask>& rows) { tally.add(rows); });
  if (count_while_classifying) result.count = tally.visited();
  result.unique = tally.classes();
  return result;
}

}  // namespace

}  // namespace boardlp::count
