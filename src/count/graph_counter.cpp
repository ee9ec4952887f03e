#include "graph_counter.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <array>
#include <bit>
#include <stdexcept>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>

#include "attack_graph.hpp"
#include "count_journal.hpp"
#include "symmetry_classes.hpp"

namespace boardlp::count {

namespace {

struct GraphKey {
  Squares open;
  int need;
  bool operator==(const GraphKey&) const = default;
};
struct GraphKeyHash {
  size_t operator()(const GraphKey& k) const {
    uint64_t h = static_cast<uint64_t>(k.need) * 0x9E3779B97F4A7C15ull;
    for (uint64_t m : k.open.w) h = (h ^ m) * 0xBF58476D1CE4E5B9ull + (h >> 29);
    return static_cast<size_t>(h);
  }
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
    const GraphKey key{open, need};
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
  static constexpr uint64_t kEntryBytes = 128;  // a GraphKey, a small Big and the hash node, loosely

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

  void remember(const GraphKey& key, const Big& value) {
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
  std::unordered_map<GraphKey, Big, GraphKeyHash> memo_;
  uint64_t memo_cap_ = 0;
  int best_ = 0;
};

// The fixed pieces as a set, checked: each on a square that may hold a piece and, when `apart`,
// none attacking another.
Squares fixed_pieces(const Question& problem, const AttackGraph& graph, bool apart) {
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
Big classes_of(const Question& problem, const Squares& fixed, Enumerate&& enumerate) {
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
// Once every square is covered, the set's other pieces (if any: `extend`, for sets larger than
// the fewest) are any k of the squares still allowed, which no earlier branch ruled out, so each
// set is still found once; apart (independent) they are an independent set of those squares.
// The search keeps no table of states: with the candidates ruled out along each branch, states
// rarely meet again, and a table cost time and memory (queens 14, independent: 18 s and 0.54 GB
// with one, 12.5 s and 5 MB without, measured).
// What is still to cover: `once`, the squares that need at least one more cover, and `twice`, the
// part of them that need two more (double domination: a piece on a square covers it once, each
// piece that attacks it once). Two sets, so that a piece's cover is two steps on the bits.
struct Need {
  Squares once, twice;
  bool empty() const { return once.empty(); }
  int size() const { return once.size() + twice.size(); }  // the covers still missing
  int met_by(const Squares& covered) const { return (covered & once).size() + (covered & twice).size(); }
  Need after(const Squares& covered) const { return {once.without(covered.without(twice)), twice.without(covered)}; }
  bool operator==(const Need&) const = default;
};

class Domination {
 public:
  // A part of the search: the pieces taken on the way to it, in the order taken, what is still to
  // cover and where pieces may still go. The parts of one split hold every set once between them.
  struct Cube {
    Squares chosen;
    Need uncovered;
    Squares allowed;
    int depth = 0;
  };

  // `total`: a piece covers the squares it attacks but not its own (total domination).
  Domination(const AttackGraph& graph, bool independent, bool total, bool extend, const Limits& limits)
      : graph_(graph), independent_(independent), extend_(extend), covers_(kGraphSquares), seen_by_(kGraphSquares),
        apart_(graph, limits) {
    const unsigned threads = limits.threads ? limits.threads : std::max(1u, std::thread::hardware_concurrency());
    memo_cap_ = limits.memory_bytes / kEntryBytes / threads;
    graph.placeable().each([&](int v) {
      Squares own;
      if (total) own.add(v);
      covers_[static_cast<size_t>(v)] = graph.sees(v).without(own);
      covers_[static_cast<size_t>(v)].each([&](int u) { seen_by_[static_cast<size_t>(u)].add(v); });
    });
  }

  // The sets of k more pieces on `allowed` that cover `uncovered`.
  Big ways(const Need& uncovered, const Squares& allowed, int k) {
    if (uncovered.empty()) return extensions(allowed, k);
    if (k == 0 || !could_cover(uncovered, allowed, k)) return 0;
    if (!memo_on_) {
      Big total = 0;
      branch(uncovered, allowed, [&](const Need& u, const Squares& a, int) { total += ways(u, a, k - 1); });
      return total;
    }
    const Key key{uncovered, allowed, k};
    ++lookups_;
    if (const auto it = memo_.find(key); it != memo_.end()) {
      ++hits_;
      return it->second;
    }
    Big total = 0;
    branch(uncovered, allowed, [&](const Need& u, const Squares& a, int) { total += ways(u, a, k - 1); });
    if (memo_.size() < memo_cap_) memo_.emplace(key, total);  // past the cap: exact still, slower
    if (lookups_ == kTrialLookups && hits_ * 100 < lookups_) {  // states rarely meet again: the table costs
      memo_on_ = false;
      memo_ = {};
    }
    return total;
  }

  // Calls f with each such set (the squares added to `chosen`).
  template <class F>
  void each(const Need& uncovered, const Squares& allowed, int k, Squares chosen, F& f) {
    if (uncovered.empty()) {
      if (k == 0) f(chosen);
      else if (extend_ && independent_) apart_.each(allowed, k, chosen, f);
      else if (extend_) each_subset(allowed, k, chosen, f);
      return;
    }
    if (k == 0 || !could_cover(uncovered, allowed, k)) return;
    branch(uncovered, allowed, [&](const Need& u, const Squares& a, int v) {
      Squares with = chosen;
      with.add(v);
      each(u, a, k - 1, with, f);
    });
  }

  // The search's parts `depth` pieces down (fewer where every square is covered sooner), in the
  // search's order: the same list on every run of the same question.
  std::vector<Cube> split(const Need& uncovered, const Squares& allowed, int depth) const {
    std::vector<Cube> cubes;
    const std::function<void(const Cube&)> grow = [&](const Cube& at) {
      if (at.depth == depth || at.uncovered.empty()) return cubes.push_back(at);
      branch(at.uncovered, at.allowed, [&](const Need& u, const Squares& a, int v) {
        Cube next{at.chosen, u, a, at.depth + 1};
        next.chosen.add(v);
        grow(next);
      });
    };
    grow(Cube{Squares{}, uncovered, allowed, 0});
    return cubes;
  }

  // The most squares one piece on an allowed square covers among those to cover.
  int best_single(const Need& uncovered, const Squares& allowed) const {
    int best = 0;
    allowed.each([&](int v) { best = std::max(best, uncovered.met_by(covers(v))); });
    return best;
  }

  // The squares a piece on `square` covers.
  const Squares& covers(int square) const { return covers_[static_cast<size_t>(square)]; }

 private:
  // The ways to add k more pieces on `allowed` to a set that covers everything already: none but
  // the empty way at the fewest; any k squares; apart, any k of them no two attacking.
  Big extensions(const Squares& allowed, int k) {
    if (k == 0) return 1;
    if (!extend_) return 0;  // (never asked at the fewest: fewer pieces would have done)
    if (independent_) return apart_.ways(allowed, k);
    Big choose = 1;  // C(n, k)
    const int n = allowed.size();
    for (int i = 0; i < k; ++i) choose = choose * (n - i) / (i + 1);
    return choose;
  }

  // Calls f with `chosen` and each k squares of `from` (in board order) added.
  template <class F>
  static void each_subset(const Squares& from, int k, Squares chosen, F& f) {
    if (k == 0) return f(chosen);
    if (from.size() < k) return;
    int first = -1;
    from.each([&](int v) { if (first < 0) first = v; });
    Squares rest = from;
    rest.w[static_cast<size_t>(first) >> 6] &= ~(uint64_t{1} << (first & 63));
    Squares with = chosen;
    with.add(first);
    each_subset(rest, k - 1, with, f);
    each_subset(rest, k, chosen, f);
  }

  // k pieces cannot cover more than the k that cover most, each counted alone.
  bool could_cover(const Need& uncovered, const Squares& allowed, int k) const {
    const int need = uncovered.size();
    std::vector<int>& most = most_;  // the k largest covers seen so far, least first (a min-heap)
    most.clear();
    allowed.each([&](int v) {
      const int c = uncovered.met_by(covers(v));
      if (static_cast<int>(most.size()) < k) {
        most.push_back(c);
        std::push_heap(most.begin(), most.end(), std::greater<>());
      } else if (c > most.front()) {
        std::pop_heap(most.begin(), most.end(), std::greater<>());
        most.back() = c;
        std::push_heap(most.begin(), most.end(), std::greater<>());
      }
    });
    int sum = 0;
    for (int c : most) sum += c;
    return sum >= need;
  }

  template <class F>
  void branch(const Need& uncovered, const Squares& allowed, F&& f) const {
    int pick = -1, fewest = INT32_MAX;
    uncovered.once.each([&](int u) {
      const int n = (seen_by_[static_cast<size_t>(u)] & allowed).size();
      if (n < fewest) fewest = n, pick = u;
    });
    Squares left = allowed;  // the candidates before the one taken are ruled out
    (seen_by_[static_cast<size_t>(pick)] & allowed).each([&](int v) {
      left.w[static_cast<size_t>(v) >> 6] &= ~(uint64_t{1} << (v & 63));
      const Squares a = independent_ ? left.without(graph_.conflict(v)) : left;
      f(uncovered.after(covers(v)), a, v);
    });
  }

  struct Key {
    Need uncovered;
    Squares allowed;
    int k;
    bool operator==(const Key&) const = default;
  };
  struct KeyHash {
    size_t operator()(const Key& key) const {
      uint64_t h = static_cast<uint64_t>(key.k) * 0x9E3779B97F4A7C15ull;
      for (uint64_t m : key.uncovered.once.w) h = (h ^ m) * 0xBF58476D1CE4E5B9ull + (h >> 29);
      for (uint64_t m : key.uncovered.twice.w) h = (h ^ m) * 0xD6E8FEB86659FD93ull + (h >> 27);
      for (uint64_t m : key.allowed.w) h = (h ^ m) * 0x94D049BB133111EBull + (h >> 31);
      return static_cast<size_t>(h);
    }
  };
  static constexpr uint64_t kEntryBytes = 224;  // a Key, a small Big and the hash node, loosely
  // The table pays where states meet again (12 independent rooks: 73% of lookups found, 1.0 s
  // with it, over 100 s without) and costs where they rarely do (queens 14 independent: 0.02%
  // found; 25 s and 0.6 GB with it, 12.5 s and 5 MB without): after this many lookups, a search
  // that found under 1% of its states in the table drops it.
  static constexpr uint64_t kTrialLookups = uint64_t{1} << 16;

  const AttackGraph& graph_;
  bool independent_;
  bool extend_;
  std::unordered_map<Key, Big, KeyHash> memo_;
  uint64_t memo_cap_ = 0;
  bool memo_on_ = true;
  uint64_t lookups_ = 0, hits_ = 0;
  std::vector<Squares> covers_;   // per placeable square: the squares its piece covers
  std::vector<Squares> seen_by_;  // per square: the placeable squares whose piece covers it
  Search apart_;                  // the independent sets of the extensions
  mutable std::vector<int> most_;  // could_cover's heap, kept to spare an allocation a node
};

Placement placement_of(const Squares& chosen, const Squares& fixed, int cols) {
  Placement p;
  (chosen | fixed).each([&](int square) { p.emplace_back(square / cols, square % cols); });
  return p;
}

// The sets of `pieces` pieces in all the cubes, the cubes searched `threads` at a time, each
// taken from the journal when it holds what is asked and written to it when decided. `classes`:
// each cube's sets are tallied for Burnside's count of the classes too; `list`: each cube's sets
// are kept while there are at most `list_limit` of them.
struct CubesCount {
  Big count = 0;
  std::vector<Big> per_cube;  // each cube's count, in the cubes' order
  std::optional<Big> fixed;  // Burnside's sum (symmetry_classes.hpp) over the sets
  std::optional<std::vector<Placement>> sets;
};

CubesCount count_cubes(const Domination& prototype, const std::vector<Domination::Cube>& cubes, int pieces, int extra,
                       const Squares& fixed, const Question& problem, bool classes, bool list, uint64_t class_limit,
                       uint64_t list_limit, const std::vector<Big>* counted, CountJournal* journal, const Limits& limits) {
  const unsigned threads = std::clamp(limits.threads ? limits.threads : std::thread::hardware_concurrency(), 1u,
                                      static_cast<unsigned>(std::max<size_t>(cubes.size(), 1)));
  // A verdict kept in the journal serves when it holds what is asked, or when its cube has too many sets for it.
  auto serves = [&](const CubeVerdict& v) {
    if (counted && v.count != (*counted)[v.cube]) return false;
    return v.count == 0 ||
           ((!classes || v.fixed || v.count > class_limit) && (!list || v.sets || v.count > list_limit));
  };
  std::vector<std::optional<CubeVerdict>> verdicts(cubes.size());
  std::atomic<size_t> next{0}, done{0}, kept{0};
  std::atomic<bool> failed{false};
  std::exception_ptr error;
  std::mutex error_mutex;
  auto work = [&](unsigned t) {
    try {
      Domination search = prototype;  // each thread its own scratch
      Burnside tally(problem);
      std::vector<uint64_t> rows(static_cast<size_t>(problem.rows));
      for (size_t i; !failed && (i = next++) < cubes.size();) {
        if (journal) verdicts[i] = journal->decided(pieces, i);
        if (verdicts[i] && serves(*verdicts[i])) {
          ++kept;
        } else {
          const auto start = std::chrono::steady_clock::now();
          const Domination::Cube& cube = cubes[i];
          CubeVerdict v;
          v.pieces = pieces;
          v.cube = i;
          const int k = extra - cube.depth;
          if (counted) v.count = (*counted)[i];  // the first pass's count
          else if (k >= 0) v.count = search.ways(cube.uncovered, cube.allowed, k);
          // The sets themselves a second time, one by one, only where there are some and few
          // enough to tally or list (most cubes of a hard optimum hold none).
          const bool tally_here = classes && v.count <= class_limit, list_here = list && v.count <= list_limit;
          if (tally_here || list_here) {
            std::vector<Placement> sets;
            const uint64_t fixed_before = tally.fixed();
            Big visited = 0;
            auto visit = [&](const Squares& chosen) {
              ++visited;
              if (list_here) sets.push_back(placement_of(chosen, fixed, problem.cols));
              if (!tally_here) return;
              std::fill(rows.begin(), rows.end(), 0);
              (chosen | fixed).each([&](int square) {
                rows[static_cast<size_t>(square / problem.cols)] |= uint64_t{1} << (square % problem.cols);
              });
              tally.add(rows);
            };
            if (v.count > 0) search.each(cube.uncovered, cube.allowed, k, cube.chosen, visit);
            if (visited != v.count)  // two searches of one cube that disagree: a bug, never a count
              throw std::logic_error(fmt::format("cube {} of {} pieces: counted {}, listed {}", i, pieces, v.count.str(), visited.str()));
            if (tally_here) v.fixed = Big(tally.fixed() - fixed_before);
            if (list_here) v.sets = std::move(sets);
          }
          v.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
          if (journal) journal->record(v);
          verdicts[i] = std::move(v);
        }
        ++done;
        if (t == 0 && limits.progress)
          limits.progress(fmt::format("{} pieces: {} of {} cubes decided{}", pieces, done.load(), cubes.size(),
                                      kept ? fmt::format(" ({} read from the journal)", kept.load()) : ""));
      }
    } catch (...) {
      const std::lock_guard lock(error_mutex);
      if (!error) error = std::current_exception();
      failed = true;
    }
  };
  std::vector<std::thread> pool;
  for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work, t);
  work(0);
  for (std::thread& th : pool) th.join();
  if (error) std::rethrow_exception(error);
  CubesCount total;
  if (classes) total.fixed = 0;
  if (list) total.sets.emplace();
  for (const auto& v : verdicts) {
    total.count += v->count;
    total.per_cube.push_back(v->count);
    if (v->count == 0) continue;  // nothing to tally or list
    if (total.fixed && v->fixed) *total.fixed += *v->fixed;
    else total.fixed.reset();  // a cube too full to tally: no classes
    if (total.sets && v->sets && total.sets->size() + v->sets->size() <= list_limit)
      total.sets->insert(total.sets->end(), v->sets->begin(), v->sets->end());
    else
      total.sets.reset();  // too many to list
  }
  return total;
}

// The cubes' depth: enough parts to share out and to lose little to a kill, few enough to list.
constexpr int kSplitDepth = 2;
// The most sets boardlp-count lists (Limits::keep_sets).
constexpr uint64_t kListLimit = 1'000'000;

Result count_dominating(const Question& problem, const AttackGraph& graph, bool unique, uint64_t unique_limit,
                        const Limits& limits) {
  const bool independent = problem.goal == Goal::independent_dominate;
  const Squares fixed = fixed_pieces(problem, graph, independent);
  Domination search(graph, independent, problem.goal == Goal::total_dominate, problem.at_most.has_value(), limits);
  Squares allowed = graph.placeable();
  Squares no_cover;  // --cover-on: squares that need no cover
  for (auto [r, c] : problem.uncovered) no_cover.add(r * problem.cols + c);
  Need uncovered;
  uncovered.once = graph.open().without(no_cover);
  if (problem.goal == Goal::double_dominate) uncovered.twice = uncovered.once;
  fixed.each([&](int square) {
    uncovered = uncovered.after(search.covers(square));
    if (independent) allowed = allowed.without(graph.conflict(square));
  });
  allowed = allowed.without(fixed);
  const std::vector<Domination::Cube> cubes = search.split(uncovered, allowed, kSplitDepth);
  std::optional<CountJournal> journal;
  if (!limits.journal.empty())
    journal.emplace(limits.journal, question_line(problem), fmt::format("depth {}, {} cubes", kSplitDepth, cubes.size()));
  // Without --at-most each set is one leaf of the search, and tallying the classes (or listing
  // the sets) as it counts costs little; with it the larger sets' extensions are counted by a
  // formula, and the classes take a second pass, only when there are at most `unique_limit` sets.
  // First each size's count; then, when the classes or the sets are asked and there are few
  // enough, a second pass that visits the sets one by one in the cubes that hold some (most cubes
  // of a hard optimum hold none). With --at-most the larger sets are counted by a formula in the
  // first pass, which the second cannot do: hence the limit.
  auto count_of = [&](int size, bool classes, bool list, const std::vector<Big>* counted) {
    return count_cubes(search, cubes, fixed.size() + size, size, fixed, problem, classes, list, unique_limit, kListLimit,
                       counted, journal ? &*journal : nullptr, limits);
  };
  Result result;
  result.pieces = -1;
  const int single = search.best_single(uncovered, allowed);
  int k = uncovered.empty() ? 0 : single == 0 ? allowed.size() + 1 : (uncovered.size() + single - 1) / single;
  std::vector<CubesCount> sizes;
  for (; k <= allowed.size(); ++k) {
    sizes.push_back(count_of(k, false, false, nullptr));
    if (sizes.back().count > 0) break;
    sizes.clear();
  }
  if (sizes.empty()) return result;  // no set of these pieces dominates the board
  result.pieces = fixed.size() + k;
  if (problem.at_most && result.pieces > *problem.at_most) {  // the fewest are more than K: no set of at most K
    result.count = 0;
    if (unique) result.unique = 0;
    if (limits.keep_sets) result.sets.emplace();
    return result;
  }
  result.count = sizes.front().count;
  const int most = problem.at_most ? *problem.at_most - fixed.size() : k;
  if (problem.at_most) {  // every set of at most K pieces (the fixed ones among them), each size in turn
    result.by_size.emplace_back(result.pieces, sizes.front().count);
    for (int size = k + 1; size <= most; ++size) {
      sizes.push_back(count_of(size, false, false, nullptr));
      result.by_size.emplace_back(fixed.size() + size, sizes.back().count);
      result.count += sizes.back().count;
    }
  }
  if ((!unique && !limits.keep_sets) || result.count > unique_limit) return result;
  std::optional<Big> fixed_sum;
  if (unique) fixed_sum = 0;
  std::optional<std::vector<Placement>> sets;
  if (limits.keep_sets) sets.emplace();
  for (int size = k; size <= most; ++size) {
    const CubesCount pass = count_of(size, unique, limits.keep_sets, &sizes[static_cast<size_t>(size - k)].per_cube);
    if (fixed_sum && pass.fixed) *fixed_sum += *pass.fixed;
    else fixed_sum.reset();
    if (sets && pass.sets && sets->size() + pass.sets->size() <= kListLimit)
      sets->insert(sets->end(), pass.sets->begin(), pass.sets->end());
    else
      sets.reset();
  }
  if (fixed_sum) result.unique = *fixed_sum / Burnside(problem).symmetry_count();
  result.sets = std::move(sets);
  return result;
}

}  // namespace

Result count_by_graph(const Question& problem, bool unique, uint64_t unique_limit, const Limits& limits) {
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
