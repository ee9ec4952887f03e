#include "region_counter.hpp"

#include <map>
#include <vector>

#include <fmt/format.h>

#include "attack_graph.hpp"
#include "symmetry_classes.hpp"

namespace boardlp::count {

namespace {

// Row by row: each row takes K of its free squares in column order, every column and region
// counting up to K; a square is free when no piece placed so far attacks it. A column or a
// region that can no longer reach K (too few rows left below) ends the branch.
class Regions {
 public:
  Regions(const Question& p, const AttackGraph& graph, const Limits& limits)
      : p_(p), graph_(graph), limits_(limits), k_(*p.pieces), col_(static_cast<size_t>(p.cols)) {
    std::map<char, int> index;
    region_.assign(static_cast<size_t>(p.rows * p.cols), -1);
    for (int s = 0; s < p.rows * p.cols; ++s) {
      const char id = p.regions[static_cast<size_t>(s)];
      if (id == '#') continue;
      const auto [it, added] = index.emplace(id, static_cast<int>(index.size()));
      region_[static_cast<size_t>(s)] = it->second;
    }
    in_region_.assign(index.size(), 0);
    last_row_.assign(index.size(), -1);  // the last row that holds a placeable square of the region
    graph.placeable().each([&](int s) {
      if (region_[static_cast<size_t>(s)] >= 0) last_row_[static_cast<size_t>(region_[static_cast<size_t>(s)])] = s / p.cols;
    });
  }

  void stop() { stopped_ = true; }

  template <class F>
  void each(F&& f) {
    Squares free = graph_.placeable();
    for (int s = 0; s < p_.rows * p_.cols; ++s)
      if (region_[static_cast<size_t>(s)] < 0) free = free.without(one(s));
    row(0, free, f);
  }

 private:
  static Squares one(int s) {
    Squares q;
    q.add(s);
    return q;
  }

  template <class F>
  void row(int r, const Squares& free, F& f) {
    if (r == p_.rows) {
      for (int n : in_region_)
        if (n != k_) return;
      for (int n : col_)
        if (n != k_) return;
      return f(chosen_);
    }
    // Every region that ends above this row must be full.
    for (size_t i = 0; i < in_region_.size(); ++i)
      if (last_row_[i] < r && in_region_[i] != k_) return;
    for (int n : col_)
      if (k_ - n > p_.rows - r) return;
    if (limits_.progress && (++nodes_ & ((uint64_t{1} << 22) - 1)) == 0)
      limits_.progress(fmt::format("{} million partial grids tried", nodes_ >> 20));
    pick(r, 0, k_, free, f);
  }

  // Chooses `need` more squares of row r from column c on, then goes to the next row.
  template <class F>
  void pick(int r, int c, int need, const Squares& free, F& f) {
    if (need == 0) return row(r + 1, free, f);
    for (int cc = c; cc + need <= p_.cols && !stopped_; ++cc) {
      const int s = r * p_.cols + cc;
      if (!free.has(s)) continue;
      const auto reg = static_cast<size_t>(region_[static_cast<size_t>(s)]);
      if (col_[static_cast<size_t>(cc)] == k_ || in_region_[reg] == k_) continue;
      ++col_[static_cast<size_t>(cc)];
      ++in_region_[reg];
      chosen_.add(s);
      pick(r, cc + 1, need - 1, free.without(graph_.conflict(s)).without(one(s)), f);
      chosen_.w[static_cast<size_t>(s) >> 6] &= ~(uint64_t{1} << (s & 63));
      --in_region_[reg];
      --col_[static_cast<size_t>(cc)];
    }
  }

  const Question& p_;
  const AttackGraph& graph_;
  const Limits& limits_;
  int k_;
  std::vector<int> region_, in_region_, last_row_, col_;
  Squares chosen_;
  uint64_t nodes_ = 0;
  bool stopped_ = false;
};

}  // namespace

Result count_regions(const Question& problem, bool unique, uint64_t unique_limit, const Limits& limits) {
  if (problem.regions.size() != static_cast<size_t>(problem.rows) * static_cast<size_t>(problem.cols))
    throw std::invalid_argument("a region puzzle needs a region grid of the board's size");
  const AttackGraph graph(problem);
  Question q = problem;
  if (!q.pieces) q.pieces = 1;
  for (auto [r, c] : problem.fixed)
    if (!graph.placeable().has(r * problem.cols + c))
      throw std::invalid_argument(fmt::format("the fixed piece at {},{} is on a wall or a hole: move it or the wall", r + 1, c + 1));
  Regions search(q, graph, limits);
  Result result;
  result.pieces = *q.pieces * problem.rows;
  Burnside tally(problem);
  uint64_t count = 0;
  std::vector<uint64_t> rows(static_cast<size_t>(problem.rows));
  search.each([&](const Squares& chosen) {
    for (auto [r, c] : problem.fixed)  // a fixed piece is part of every placement counted
      if (!chosen.has(r * problem.cols + c)) return;
    ++count;
    if (!unique || count > unique_limit) return;
    std::fill(rows.begin(), rows.end(), 0);
    chosen.each([&](int s) { rows[static_cast<size_t>(s / problem.cols)] |= uint64_t{1} << (s % problem.cols); });
    tally.add(rows);
  });
  result.count = count;
  if (unique && count <= unique_limit) result.unique = tally.classes();
  return result;
}

std::vector<std::vector<int>> region_solutions(const Question& problem, size_t limit) {
  const AttackGraph graph(problem);
  Question q = problem;
  if (!q.pieces) q.pieces = 1;
  const Limits limits;
  Regions search(q, graph, limits);
  std::vector<std::vector<int>> out;
  if (limit == 0) return out;
  search.each([&](const Squares& chosen) {
    for (auto [r, c] : problem.fixed)
      if (!chosen.has(r * problem.cols + c)) return;
    std::vector<int> squares;
    chosen.each([&](int s) { squares.push_back(s); });
    out.push_back(std::move(squares));
    if (out.size() >= limit) search.stop();
  });
  return out;
}

}  // namespace boardlp::count
