#include "unattacked_counter.hpp"

#include <algorithm>
#include <vector>

#include <fmt/format.h>

#include "attack_graph.hpp"
#include "symmetry_classes.hpp"

namespace boardlp::count {

namespace {

// Branch and bound over the squares in board order, each taken or left. free(W), the squares
// that no piece of W holds or attacks, only shrinks as W grows: its size bounds every placement
// below a node, which prunes both the search for the most and the count of those that reach it.
class Unattacked {
 public:
  Unattacked(const AttackGraph& graph, const Squares& fixed, int pieces, const Limits& limits)
      : graph_(graph), limits_(limits) {
    graph.placeable().without(fixed).each([&](int s) { squares_.push_back(s); });
    free_ = graph.placeable().without(fixed);
    fixed.each([&](int s) { free_ = free_.without(graph.conflict(s)); });
    need_ = pieces - fixed.size();
  }

  // The most free squares K pieces leave; -1 when the board has too few squares for them.
  int maximum() {
    best_ = -1;
    grow(0, need_, free_);
    return best_;
  }

  // Calls f(W) for every placement W (the fixed pieces left out) that leaves `most` free squares.
  template <class F>
  void each(int most, F&& f) {
    each_from(0, need_, free_, most, f);
  }

 private:
  static Squares taking(const Squares& free, int s, const Squares& hit) {
    Squares next = free.without(hit);
    next.w[static_cast<size_t>(s) >> 6] &= ~(uint64_t{1} << (s & 63));
    return next;
  }

  void grow(size_t i, int need, const Squares& free) {
    if (free.size() <= best_) return;
    if (need == 0) {
      best_ = free.size();
      return;
    }
    if (squares_.size() - i < static_cast<size_t>(need)) return;
    tick();
    const int s = squares_[i];
    const Squares& hit = graph_.conflict(s);
    grow(i + 1, need - 1, taking(free, s, hit));
    // A square that is not free and attacks no free square costs nothing: any placement that
    // leaves it out does no better than the one that takes it in place of a later square.
    if (free.has(s) || hit.meets(free)) grow(i + 1, need, free);
  }

  template <class F>
  void each_from(size_t i, int need, const Squares& free, int most, F& f) {
    if (free.size() < most) return;
    if (need == 0) return f(chosen_);
    if (squares_.size() - i < static_cast<size_t>(need)) return;
    tick();
    const int s = squares_[i];
    chosen_.add(s);
    each_from(i + 1, need - 1, taking(free, s, graph_.conflict(s)), most, f);
    chosen_.w[static_cast<size_t>(s) >> 6] &= ~(uint64_t{1} << (s & 63));
    each_from(i + 1, need, free, most, f);
  }

  void tick() {
    if (limits_.progress && (++nodes_ & ((uint64_t{1} << 24) - 1)) == 0)
      limits_.progress(fmt::format("{} million placements tried", nodes_ >> 20));
  }

  const AttackGraph& graph_;
  const Limits& limits_;
  std::vector<int> squares_;  // the squares a piece may take, board order
  Squares free_, chosen_;
  int need_ = 0, best_ = -1;
  uint64_t nodes_ = 0;
};

}  // namespace

Result count_unattacked(const Question& problem, bool unique, uint64_t unique_limit, const Limits& limits) {
  if (!problem.pieces) throw std::invalid_argument("non-dominating needs the number of pieces");
  const AttackGraph graph(problem);
  Squares fixed;
  for (auto [r, c] : problem.fixed) {
    const int square = r * problem.cols + c;
    if (!graph.placeable().has(square))
      throw std::invalid_argument(fmt::format("the fixed piece at {},{} is on a wall or a hole: move it or the wall", r + 1, c + 1));
    fixed.add(square);
  }
  Unattacked search(graph, fixed, *problem.pieces, limits);
  Result result;
  result.pieces = search.maximum();
  if (result.pieces < 0) return result;  // fewer squares than pieces (boardlp refuses this first)
  // Counted while classified: one visit of every best placement does both.
  Burnside tally(problem);
  uint64_t count = 0;
  std::vector<uint64_t> rows(static_cast<size_t>(problem.rows));
  search.each(result.pieces, [&](const Squares& chosen) {
    ++count;
    if (!unique || count > unique_limit) return;
    std::fill(rows.begin(), rows.end(), 0);
    auto mark = [&](int s) { rows[static_cast<size_t>(s / problem.cols)] |= uint64_t{1} << (s % problem.cols); };
    chosen.each(mark);
    fixed.each(mark);
    tally.add(rows);
  });
  result.count = count;
  if (unique && count <= unique_limit) result.unique = tally.classes();
  return result;
}

}  // namespace boardlp::count
