#include "army_counter.hpp"

#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "attack_graph.hpp"
#include "symmetry_classes.hpp"

namespace boardlp::count {

namespace {

// Peaceable armies on the attack graph. Given the white pieces W, the black ones may stand on
// any square W neither holds nor attacks: free(W). So the largest army is the most of
// min(|W|, |free(W)|) over every W, and the optimal pairs of armies of size a number
// sum over |W| = a of C(|free(W)|, a). Both searches go through W square by square in board
// order; adding a square never grows free(W), which bounds them.
class Armies {
 public:
  Armies(const AttackGraph& graph, const Squares& fixed, const Limits& limits) : graph_(graph), limits_(limits) {
    graph.placeable().without(fixed).each([&](int s) { squares_.push_back(s); });
    free_ = graph.placeable().without(fixed);
    fixed.each([&](int s) { free_ = free_.without(graph.conflict(s)); });
    whites_ = fixed_ = fixed.size();
  }

  // The largest army, or -1 when none fits: every white army holds the fixed pieces, so an
  // army of a needs some W with |W| >= a >= |fixed| and room for a black ones.
  int maximum() {
    best_ = -1;
    grow(0, whites_, free_);
    return best_;
  }

  // The pairs (W, B) of exactly `a` pieces each.
  Big count(int a) {
    Big total = 0;
    each_white(0, whites_, free_, a, [&](const Squares&, const Squares& free) { total += choose(free.size(), a); });
    return total;
  }

  // Calls f(W, B) for each such pair (W without the fixed pieces).
  template <class F>
  void each(int a, F&& f) {
    each_white(0, whites_, free_, a, [&](const Squares& whites, const Squares& free) {
      std::vector<int> spots;
      free.each([&](int s) { spots.push_back(s); });
      Squares black;
      each_subset(spots, 0, a, black, [&](const Squares& b) { f(whites, b); });
    });
  }

 private:
  // Branch and bound for the largest army; no memo (the best so far prunes).
  void grow(size_t i, int whites, const Squares& free) {
    // W and min(|W|, |free(W)|) black: W less some of its chosen pieces makes the army that size.
    if (const int army = std::min(whites, free.size()); army >= fixed_) best_ = std::max(best_, army);
    const int rest = static_cast<int>(squares_.size() - i);
    if (rest == 0 || std::min(whites + rest, free.size()) <= best_) return;
    tick();
    const int s = squares_[i];
    const Squares& hit = graph_.conflict(s);
    // A square that is not free and attacks no free square costs black nothing: taking it is
    // never worse, so the search does not try leaving it out.
    const bool costless = !free.has(s) && !hit.meets(free);
    Squares taken = free.without(hit);
    taken.w[static_cast<size_t>(s) >> 6] &= ~(uint64_t{1} << (s & 63));
    grow(i + 1, whites + 1, taken);
    if (!costless) grow(i + 1, whites, free);
  }

  // Calls f(W, free(W)) for every W of exactly `a` pieces (the fixed ones and those chosen).
  template <class F>
  void each_white(size_t i, int whites, const Squares& free, int a, F&& f) {
    if (free.size() < a || whites > a) return;
    if (whites == a) return f(chosen_, free);
    if (whites + static_cast<int>(squares_.size() - i) < a) return;
    tick();
    const int s = squares_[i];
    Squares taken = free.without(graph_.conflict(s));
    taken.w[static_cast<size_t>(s) >> 6] &= ~(uint64_t{1} << (s & 63));
    chosen_.add(s);
    each_white(i + 1, whites + 1, taken, a, f);
    chosen_.w[static_cast<size_t>(s) >> 6] &= ~(uint64_t{1} << (s & 63));
    each_white(i + 1, whites, free, a, f);
  }

  template <class F>
  static void each_subset(const std::vector<int>& spots, size_t i, int need, Squares& chosen, F&& f) {
    if (need == 0) return f(chosen);
    if (spots.size() - i < static_cast<size_t>(need)) return;
    const int s = spots[i];
    chosen.add(s);
    each_subset(spots, i + 1, need - 1, chosen, f);
    chosen.w[static_cast<size_t>(s) >> 6] &= ~(uint64_t{1} << (s & 63));
    each_subset(spots, i + 1, need, chosen, f);
  }

  static Big choose(int n, int k) {
    if (k < 0 || k > n) return 0;
    Big c = 1;
    for (int i = 1; i <= k; ++i) c = c * (n - k + i) / i;
    return c;
  }

  void tick() {
    if (limits_.progress && (++nodes_ & ((uint64_t{1} << 24) - 1)) == 0)
      limits_.progress(fmt::format("{} million white armies tried", nodes_ >> 20));
  }

  const AttackGraph& graph_;
  const Limits& limits_;
  std::vector<int> squares_;  // the squares a white piece may take, board order
  Squares free_, chosen_;
  int whites_ = 0, fixed_ = 0, best_ = -1;
  uint64_t nodes_ = 0;
};

}  // namespace

Result count_armies(const Question& problem, bool unique, uint64_t unique_limit, const Limits& limits) {
  const AttackGraph graph(problem);
  Squares fixed;  // white, and free to attack each other
  for (auto [r, c] : problem.fixed) {
    const int square = r * problem.cols + c;
    if (!graph.placeable().has(square))
      throw std::invalid_argument(fmt::format("the fixed piece at {},{} is on a wall or a hole: move it or the wall", r + 1, c + 1));
    fixed.add(square);
  }
  Armies armies(graph, fixed, limits);
  Result result;
  result.pieces = armies.maximum();
  if (result.pieces < 0) return result;  // the fixed pieces leave black too little room: no pair
  result.count = armies.count(result.pieces);
  if (!unique || result.count > unique_limit) return result;
  // Classes up to the board's symmetries, the colours kept apart: white rows, then black rows.
  Burnside tally(problem);
  std::vector<uint64_t> rows(2 * static_cast<size_t>(problem.rows));
  armies.each(result.pieces, [&](const Squares& whites, const Squares& black) {
    std::fill(rows.begin(), rows.end(), 0);
    auto mark = [&](int square, size_t layer) {
      rows[layer * static_cast<size_t>(problem.rows) + static_cast<size_t>(square / problem.cols)] |= uint64_t{1} << (square % problem.cols);
    };
    whites.each([&](int s) { mark(s, 0); });
    fixed.each([&](int s) { mark(s, 0); });
    black.each([&](int s) { mark(s, 1); });
    tally.add(rows);
  });
  result.unique = tally.classes();
  return result;
}

}  // namespace boardlp::count
