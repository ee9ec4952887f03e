#include "graph_counter.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>

#include "symmetry_classes.hpp"

namespace boardlp::count {

namespace {

// A set of squares, square r * cols + c as one bit.
struct Squares {
  std::array<uint64_t, kGraphSquares / 64> w{};

  void add(int i) { w[static_cast<size_t>(i) >> 6] |= uint64_t{1} << (i & 63); }
  bool has(int i) const { return (w[static_cast<size_t>(i) >> 6] >> (i & 63)) & 1u; }
  bool empty() const { return (w[0] | w[1] | w[2] | w[3]) == 0; }
  int size() const { return std::popcount(w[0]) + std::popcount(w[1]) + std::popcount(w[2]) + std::popcount(w[3]); }
  bool meets(const Squares& o) const {
    return ((w[0] & o.w[0]) | (w[1] & o.w[1]) | (w[2] & o.w[2]) | (w[3] & o.w[3])) != 0;
  }
  Squares operator&(const Squares& o) const {
    Squares s;
    for (size_t i = 0; i < w.size(); ++i) s.w[i] = w[i] & o.w[i];
    return s;
  }
  Squares without(const Squares& o) const {
    Squares s;
    for (size_t i = 0; i < w.size(); ++i) s.w[i] = w[i] & ~o.w[i];
    return s;
  }
  // Calls f with each square in the set, in board order.
  template <class F>
  void each(F&& f) const {
    for (size_t i = 0; i < w.size(); ++i)
      for (uint64_t m = w[i]; m; m &= m - 1) f(static_cast<int>(i * 64) + std::countr_zero(m));
  }
  bool operator==(const Squares&) const = default;
};

struct Key {
  Squares open;
  int need;
  bool operator==(const Key&) const = default;
};
struct KeyHash {
  size_t operator()(const Key& k) const {
    uint64_t h = static_cast<uint64_t>(k.need) * 0x9E3779B97F4A7C15ull;
    for (uint64_t m : k.open.w) h = (h ^ m) * 0xBF58476D1CE4E5B9ull + (h >> 29);
    return static_cast<size_t>(h);
  }
};

// One way a piece moves: by (dr, dc), once (a leap) or repeated until the edge or a wall (a ride).
struct Move {
  int dr, dc;
  bool ride;
};

// The counter's own reading of the moves: each Betza atom is a leap (a, b) in its eight
// orientations; a doubled atom, and R, B, Q, is its rider.
std::vector<Move> moves_of(const Problem& p) {
  std::string letters = p.betza;
  switch (p.kind) {
    case Kind::queen: letters = "Q"; break;
    case Kind::rook: letters = "R"; break;
    case Kind::bishop: letters = "B"; break;
    case Kind::king: letters = "K"; break;
    case Kind::knight: letters = "N"; break;
    case Kind::amazon: letters = "QN"; break;
    case Kind::chancellor: letters = "RN"; break;
    case Kind::archbishop: letters = "BN"; break;
    case Kind::betza: break;
  }
  std::vector<Move> moves;
  auto atom = [&](char letter, bool ride) {
    const std::pair<char, std::pair<int, int>> atoms[] = {
        {'W', {0, 1}}, {'F', {1, 1}}, {'D', {0, 2}}, {'N', {1, 2}}, {'A', {2, 2}}};
    for (const auto& [name, ab] : atoms)
      if (name == letter) {
        for (int sa : {1, -1})
          for (int sb : {1, -1}) {
            moves.push_back({sa * ab.first, sb * ab.second, ride});
            moves.push_back({sb * ab.second, sa * ab.first, ride});
          }
        return;
      }
    throw std::invalid_argument(fmt::format("boardlp-count does not know the move letter '{}': use W F D N A "
                                            "(doubled: their rider) and R B Q K", letter));
  };
  for (size_t i = 0; i < letters.size(); ++i) {
    const char ch = letters[i];
    if (ch == 'R') atom('W', true);
    else if (ch == 'B') atom('F', true);
    else if (ch == 'Q') atom('W', true), atom('F', true);
    else if (ch == 'K') atom('W', false), atom('F', false);
    else if (i + 1 < letters.size() && letters[i + 1] == ch) atom(ch, true), ++i;
    else atom(ch, false);
  }
  if (moves.empty()) throw std::invalid_argument("the piece has no moves: give Betza letters, e.g. NN or WFN");
  return moves;
}

// The board's attack graph: which squares may hold a piece, and for each such square the others
// that a piece there attacks or is attacked from.
class AttackGraph {
 public:
  explicit AttackGraph(const Problem& p) : rows_(p.rows), cols_(p.cols) {
    const int n = rows_ * cols_;
    if (n > kGraphSquares)
      throw std::invalid_argument(fmt::format("boardlp-count counts pieces given by their moves and boards on a torus "
                                              "up to {} squares, not {} ({}x{}): count a smaller board",
                                              kGraphSquares, n, rows_, cols_));
    Squares walls;
    for (auto [r, c] : p.walls) walls.add(r * cols_ + c);
    for (int i = 0; i < n; ++i) open_.add(i);
    open_ = open_.without(walls);
    for (auto [r, c] : p.holes) placeable_.add(r * cols_ + c);
    placeable_ = open_.without(placeable_);
    conflict_.assign(static_cast<size_t>(n), {});
    sees_.assign(static_cast<size_t>(n), {});
    const std::vector<Move> moves = moves_of(p);
    placeable_.each([&](int from) {
      sees_[static_cast<size_t>(from)].add(from);
      for (const Move& m : moves) walk(from, m, p.torus);
    });
    for (int i = 0; i < n; ++i)  // a piece on j attacked from i attacks back or not: either way they conflict
      conflict_[static_cast<size_t>(i)].each([&](int j) { conflict_[static_cast<size_t>(j)].add(i); });
  }

  const Squares& placeable() const { return placeable_; }
  const Squares& open() const { return open_; }  // every square but the walls: what domination covers
  // The squares a piece on `square` occupies or attacks, holes included (walls never).
  const Squares& sees(int square) const { return sees_[static_cast<size_t>(square)]; }
  const Squares& conflict(int square) const { return conflict_[static_cast<size_t>(square)]; }
  int cols() const { return cols_; }
  int rows() const { return rows_; }

 private:
  // From `from` along m: a leap lands once; a ride goes on over holes until the edge, a wall or,
  // on a torus, its own start.
  void walk(int from, const Move& m, bool torus) {
    int r = from / cols_, c = from % cols_;
    for (int steps = 0; steps < rows_ * cols_; ++steps) {
      r += m.dr;
      c += m.dc;
      if (torus) r = (r % rows_ + rows_) % rows_, c = (c % cols_ + cols_) % cols_;
      if (r < 0 || r >= rows_ || c < 0 || c >= cols_) return;
      const int to = r * cols_ + c;
      if (to == from || !open_.has(to)) return;  // back at the start, or a wall
      if (placeable_.has(to)) conflict_[static_cast<size_t>(from)].add(to);
      sees_[static_cast<size_t>(from)].add(to);
      if (!m.ride) return;
    }
  }

  int rows_, cols_;
  Squares open_, placeable_;
  std::vector<Squares> conflict_, sees_;
};

// Counts independent sets of the attack graph. The placeable squares are covered once by
// cliques (greedily, in board order: for line pieces mostly the rows), so a placement has at
// most one piece a clique: the cliques that still have an open square bound what fits, and the
// search takes one clique at a time, trying each of its open squares and none of them.
class Search {
 public:
  Search(const AttackGraph& graph, const Limits& limits) : graph_(graph), limits_(limits) {
    graph.placeable().each([&](int square) {
      for (Squares& clique : cliques_)
        if (clique.without(graph.conflict(square)).empty()) {
          clique.add(square);
          return;
        }
      cliques_.emplace_back().add(square);
    });
    memo_cap_ = limits.memory_bytes / kEntryBytes;
  }

  int maximum(const Squares& open) {
    best_ = 0;
    grow(open, 0);
    return best_;
  }

  // Sets of exactly `need` squares of `open`, no two in conflict.
  Big ways(const Squares& open, int need) {
    if (need == 0) return 1;
    if (need > bound(open)) return 0;
    const Key key{open, need};
    if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
    const Squares members = open & cliques_[fewest(open)];
    Big total = ways(open.without(members), need);
    members.each([&](int square) { total += ways(taking(open, square), need - 1); });
    remember(key, total);
    return total;
  }

  // Calls f with each such set (as the squares added to `chosen`).
  template <class F>
  void each(const Squares& open, int need, Squares chosen, F& f) {
    if (need == 0) return f(chosen);
    if (ways(open, need) == 0) return;
    const Squares members = open & cliques_[fewest(open)];
    each(open.without(members), need, chosen, f);
    members.each([&](int square) {
      Squares with = chosen;
      with.add(square);
      each(taking(open, square), need - 1, with, f);
    });
  }

 private:
  static constexpr uint64_t kEntryBytes = 128;  // a Key, a small Big and the hash node, loosely

  Squares taking(const Squares& open, int square) const {
    Squares left = open.without(graph_.conflict(square));
    left.w[static_cast<size_t>(square) >> 6] &= ~(uint64_t{1} << (square & 63));
    return left;
  }

  int bound(const Squares& open) const {
    int b = 0;
    for (const Squares& clique : cliques_) b += clique.meets(open) ? 1 : 0;
    return b;
  }

  // The clique with the fewest open squares (but some): the search branches least there.
  size_t fewest(const Squares& open) const {
    size_t pick = 0;
    int least = INT32_MAX;
    for (size_t k = 0; k < cliques_.size(); ++k) {
      const int n = (cliques_[k] & open).size();
      if (n > 0 && n < least) least = n, pick = k;
    }
    return pick;
  }

  // Branch and bound for the most pieces, no memo (the best found so far prunes).
  void grow(const Squares& open, int have) {
    best_ = std::max(best_, have);
    if (open.empty() || have + bound(open) <= best_) return;
    const Squares members = open & cliques_[fewest(open)];
    members.each([&](int square) { grow(taking(open, square), have + 1); });
    grow(open.without(members), have);
  }

  void remember(const Key& key, const Big& value) {
    memo_.emplace(key, value);
    if (limits_.progress && memo_.size() % 65536 == 0) limits_.progress(fmt::format("{} states remembered", memo_.size()));
    if (memo_.size() > memo_cap_)
      throw BeyondCap(fmt::format("counting needs more than the memory cap of {} MB ({} states remembered); raise it "
                                  "with --memory-cap MB or count a smaller board",
                                  limits_.memory_bytes >> 20, memo_.size()));
  }

  const AttackGraph& graph_;
  const Limits& limits_;
  std::vector<Squares> cliques_;
  std::unordered_map<Key, Big, KeyHash> memo_;
  uint64_t memo_cap_ = 0;
  int best_ = 0;
};

// The fixed pieces as a set, checked: each on a square that may hold a piece and, when `apart`,
// none attacking another.
Squares fixed_pieces(const Problem& problem, const AttackGraph& graph, bool apart) {
  Squares fixed;
  for (auto [r, c] : problem.fixed) {
    const int square = r * problem.cols + c;
    if (!graph.placeable().has(square))
      throw std::invalid_argument(fmt::format("the fixed piece at {},{} is on a wall or a hole: move it or the wall", r + 1, c + 1));
    if (apart && graph.conflict(square).meets(fixed))
      throw std::invalid_argument(fmt::format("the fixed piece at {},{} attacks another fixed piece: remove one of them", r + 1, c + 1));
    fixed.add(square);
  }
  return fixed;
}

// The classes up to symmetry of the sets that `enumerate(visit)` visits, each with the fixed pieces.
template <class Enumerate>
Big classes_of(const Problem& problem, const Squares& fixed, Enumerate&& enumerate) {
  Burnside tally(problem);
  std::vector<uint64_t> rows(static_cast<size_t>(problem.rows));
  auto visit = [&](const Squares& chosen) {
    std::fill(rows.begin(), rows.end(), 0);
    auto mark = [&](int square) { rows[static_cast<size_t>(square / problem.cols)] |= uint64_t{1} << (square % problem.cols); };
    chosen.each(mark);
    fixed.each(mark);
    tally.add(rows);
  };
  enumerate(visit);
  return tally.classes();
}

// Counts the dominating sets of exactly k pieces: sets of allowed squares whose pieces occupy or
// attack every square still to cover. Each set is counted once: the search takes the square to
// cover with the fewest candidates, and for its i-th candidate (in board order) puts a piece
// there and rules out the candidates before it, so a set is found through its first candidate.
class Domination {
 public:
  Domination(const AttackGraph& graph, bool independent, const Limits& limits)
      : graph_(graph), independent_(independent), limits_(limits), seen_by_(kGraphSquares) {
    graph.placeable().each([&](int v) { graph.sees(v).each([&](int u) { seen_by_[static_cast<size_t>(u)].add(v); }); });
    memo_cap_ = limits.memory_bytes / kEntryBytes;
  }

  Big ways(const Squares& uncovered, const Squares& allowed, int k) {
    if (uncovered.empty()) return k == 0 ? 1 : 0;  // (k > 0 never happens at the minimum)
    if (k == 0 || !could_cover(uncovered, allowed, k)) return 0;
    const Key2 key{uncovered, allowed, k};
    if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
    Big total = 0;
    branch(uncovered, allowed, [&](const Squares& u, const Squares& a, int) { total += ways(u, a, k - 1); });
    memo_.emplace(key, total);
    if (limits_.progress && memo_.size() % 65536 == 0) limits_.progress(fmt::format("{} states remembered", memo_.size()));
    if (memo_.size() > memo_cap_)
      throw BeyondCap(fmt::format("counting needs more than the memory cap of {} MB ({} states remembered); raise it "
                                  "with --memory-cap MB or count a smaller board",
                                  limits_.memory_bytes >> 20, memo_.size()));
    return total;
  }

  // Calls f with each set (the squares added to `chosen`).
  template <class F>
  void each(const Squares& uncovered, const Squares& allowed, int k, Squares chosen, F& f) {
    if (uncovered.empty()) {
      if (k == 0) f(chosen);
      return;
    }
    if (ways(uncovered, allowed, k) == 0) return;
    branch(uncovered, allowed, [&](const Squares& u, const Squares& a, int v) {
      Squares with = chosen;
      with.add(v);
      each(u, a, k - 1, with, f);
    });
  }

  // The most squares one piece on an allowed square sees among those to cover.
  int best_single(const Squares& uncovered, const Squares& allowed) const {
    int best = 0;
    allowed.each([&](int v) { best = std::max(best, (graph_.sees(v) & uncovered).size()); });
    return best;
  }

 private:
  static constexpr uint64_t kEntryBytes = 160;
  struct Key2 {
    Squares uncovered, allowed;
    int k;
    bool operator==(const Key2&) const = default;
  };
  struct Key2Hash {
    size_t operator()(const Key2& key) const {
      uint64_t h = static_cast<uint64_t>(key.k) * 0x9E3779B97F4A7C15ull;
      for (uint64_t m : key.uncovered.w) h = (h ^ m) * 0xBF58476D1CE4E5B9ull + (h >> 29);
      for (uint64_t m : key.allowed.w) h = (h ^ m) * 0x94D049BB133111EBull + (h >> 31);
      return static_cast<size_t>(h);
    }
  };

  // k pieces cannot cover more than k times the most one piece covers.
  bool could_cover(const Squares& uncovered, const Squares& allowed, int k) const {
    return int64_t{best_single(uncovered, allowed)} * k >= uncovered.size();
  }

  template <class F>
  void branch(const Squares& uncovered, const Squares& allowed, F&& f) const {
    int pick = -1, fewest = INT32_MAX;
    uncovered.each([&](int u) {
      const int n = (seen_by_[static_cast<size_t>(u)] & allowed).size();
      if (n < fewest) fewest = n, pick = u;
    });
    Squares left = allowed;  // the candidates before the one taken are ruled out
    (seen_by_[static_cast<size_t>(pick)] & allowed).each([&](int v) {
      left.w[static_cast<size_t>(v) >> 6] &= ~(uint64_t{1} << (v & 63));
      const Squares a = independent_ ? left.without(graph_.conflict(v)) : left;
      f(uncovered.without(graph_.sees(v)), a, v);
    });
  }

  const AttackGraph& graph_;
  bool independent_;
  const Limits& limits_;
  std::vector<Squares> seen_by_;  // per square: the placeable squares whose piece sees it
  std::unordered_map<Key2, Big, Key2Hash> memo_;
  uint64_t memo_cap_ = 0;
};

Result count_dominating(const Problem& problem, const AttackGraph& graph, bool unique, uint64_t unique_limit,
                        const Limits& limits) {
  const bool independent = problem.goal == Goal::independent_dominate;
  const Squares fixed = fixed_pieces(problem, graph, independent);
  Squares uncovered = graph.open(), allowed = graph.placeable();
  fixed.each([&](int square) {
    uncovered = uncovered.without(graph.sees(square));
    if (independent) allowed = allowed.without(graph.conflict(square));
  });
  allowed = allowed.without(fixed);
  Domination search(graph, independent, limits);
  Result result;
  result.pieces = -1;
  const int single = search.best_single(uncovered, allowed);
  int k = uncovered.empty() ? 0 : single == 0 ? allowed.size() + 1 : (uncovered.size() + single - 1) / single;
  for (; k <= allowed.size(); ++k) {
    result.count = search.ways(uncovered, allowed, k);
    if (result.count > 0) break;
  }
  if (result.count == 0) return result;  // no set of these pieces dominates the board
  result.pieces = fixed.size() + k;
  if (!unique || result.count > unique_limit) return result;
  result.unique = classes_of(problem, fixed, [&](auto& visit) { search.each(uncovered, allowed, k, Squares{}, visit); });
  return result;
}

}  // namespace

Result count_by_graph(const Problem& problem, bool unique, uint64_t unique_limit, const Limits& limits) {
  const AttackGraph graph(problem);
  if (problem.goal != Goal::pack) return count_dominating(problem, graph, unique, unique_limit, limits);
  const Squares fixed = fixed_pieces(problem, graph, true);
  Squares open = graph.placeable().without(fixed);
  fixed.each([&](int square) { open = open.without(graph.conflict(square)); });
  const int given = fixed.size();
  Search search(graph, limits);
  Result result;
  result.pieces = problem.pieces ? *problem.pieces : given + search.maximum(open);
  const int need = result.pieces - given;
  result.count = need < 0 ? Big(0) : search.ways(open, need);
  if (!unique || result.count > unique_limit || need < 0) return result;
  result.unique = classes_of(problem, fixed, [&](auto& visit) { search.each(open, need, Squares{}, visit); });
  return result;
}

}  // namespace boardlp::count
