#include "colouring_counter.hpp"

#include <vector>

#include "attack_graph.hpp"

namespace boardlp::count {

namespace {

// Colours the squares one at a time, next the square with the fewest colours left to it (the
// most colours among its neighbours: DSATUR's order, Brélaz 1979), each time into one of the
// colour classes it does not attack or into a new class. The branches put the square in
// different classes, so every partition into classes is reached once: counting the leaves
// counts the colourings up to renaming, and the first leaf proves the number of colours.
class Colouring {
 public:
  Colouring(const AttackGraph& graph, int colours, const Limits& limits) : graph_(graph), most_(colours), limits_(limits) {
    uncoloured_ = graph.placeable();
  }

  // The number of colourings into at most `most_` classes, stopping at `stop` of them.
  Big count(Big stop) {
    stop_ = stop;
    found_ = 0;
    classes_.clear();
    search();
    return found_;
  }

 private:
  void search() {
    if (found_ >= stop_) return;
    if (uncoloured_.empty()) {
      found_ += 1;
      return;
    }
    if ((++nodes_ & 0xFFFFF) == 0 && limits_.progress)
      limits_.progress(fmt::format("{} colours: {} nodes, {} squares coloured", most_, nodes_,
                                   graph_.placeable().size() - uncoloured_.size()));
    // The square with the fewest classes open to it (ties: the most uncoloured neighbours).
    int best = -1, best_options = 1 << 30, best_degree = -1;
    uncoloured_.each([&](int s) {
      if (best_options == 0) return;
      int options = static_cast<int>(classes_.size()) < most_ ? 1 : 0;
      for (const Squares& c : classes_) options += !c.meets(graph_.conflict(s));
      const int degree = (graph_.conflict(s) & uncoloured_).size();
      if (options < best_options || (options == best_options && degree > best_degree)) {
        best = s;
        best_options = options;
        best_degree = degree;
      }
    });
    if (best_options == 0) return;
    const Squares& hit = graph_.conflict(best);
    uncoloured_.w[static_cast<size_t>(best) >> 6] &= ~(uint64_t{1} << (best & 63));
    for (size_t i = 0; i < classes_.size() && found_ < stop_; ++i) {
      if (classes_[i].meets(hit)) continue;
      classes_[i].add(best);
      search();
      classes_[i].w[static_cast<size_t>(best) >> 6] &= ~(uint64_t{1} << (best & 63));
    }
    if (static_cast<int>(classes_.size()) < most_ && found_ < stop_) {
      classes_.emplace_back();
      classes_.back().add(best);
      search();
      classes_.pop_back();
    }
    uncoloured_.add(best);
  }

  const AttackGraph& graph_;
  int most_;
  const Limits& limits_;
  Squares uncoloured_;
  std::vector<Squares> classes_;
  Big found_ = 0, stop_ = 0;
  uint64_t nodes_ = 0;
};

// A clique found greedily (squares that all attack each other): its size bounds the colours below.
int greedy_clique(const AttackGraph& graph) {
  int best = graph.placeable().empty() ? 0 : 1;
  graph.placeable().each([&](int s) {
    Squares candidates = graph.conflict(s) & graph.placeable();
    int size = 1;
    while (!candidates.empty()) {
      int pick = -1, most = -1;  // the candidate with the most candidates among its neighbours
      candidates.each([&](int t) {
        const int n = (graph.conflict(t) & candidates).size();
        if (n > most) pick = t, most = n;
      });
      ++size;
      candidates = candidates & graph.conflict(pick);
    }
    best = std::max(best, size);
  });
  return best;
}

}  // namespace

// Each colouring is a leaf of the search: past this many the count stops.
constexpr uint64_t kMostColourings = 20'000'000;

Result count_colourings(const Question& problem, const Limits& limits) {
  if (!problem.fixed.empty()) throw std::invalid_argument("a colouring places no pieces: leave out the fixed pieces");
  const AttackGraph graph(problem);
  const int squares = graph.placeable().size();
  const int most = problem.pieces ? std::min(*problem.pieces, squares) : squares;
  Result result;
  result.pieces = -1;
  for (int k = std::max(1, greedy_clique(graph)); k <= most; ++k) {  // the first k that colours the board
    Colouring colouring(graph, k, limits);
    if (colouring.count(1) == 0) continue;
    result.pieces = k;
    result.count = colouring.count(kMostColourings + 1);
    result.count_stopped = result.count > kMostColourings;
    if (result.count_stopped) result.count = kMostColourings;
    break;
  }
  if (squares == 0) result.pieces = 0, result.count = 1;
  return result;
}

}  // namespace boardlp::count
