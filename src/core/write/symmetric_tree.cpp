#include "symmetric_tree.hpp"

#include <algorithm>
#include <array>
#include <tuple>

namespace boardlp {

namespace {

// The eight symmetries of a square box, by bits: 1 flips top-bottom, 2 flips left-right, then 4
// transposes (the last four only on a square box).
using BoxPoint = std::pair<int32_t, int32_t>;
BoxPoint apply(int g, BoxPoint p, int32_t h, int32_t w) {
  auto [i, j] = p;
  if (g & 1) i = h - i;
  if (g & 2) j = w - j;
  if (g & 4) std::swap(i, j);
  return {i, j};
}

// a after b, found from a point that no symmetry of a 4 x 4 box keeps.
int compose(int a, int b) {
  const BoxPoint probe{0, 1};
  const BoxPoint target = apply(a, apply(b, probe, 3, 3), 3, 3);
  for (int g = 0; g < 8; ++g)
    if (apply(g, probe, 3, 3) == target) return g;
  return 0;
}

bool closed(const std::vector<int>& set) {
  for (const int a : set)
    for (const int b : set)
      if (std::find(set.begin(), set.end(), compose(a, b)) == set.end()) return false;
  return true;
}

// The subgroups of `group` of half its order.
std::vector<std::vector<int>> halves(const std::vector<int>& group) {
  std::vector<std::vector<int>> out;
  const size_t n = group.size(), half = n / 2;
  for (uint32_t mask = 0; mask < (1u << n); ++mask) {
    if (static_cast<size_t>(__builtin_popcount(mask)) != half) continue;
    std::vector<int> set;
    for (size_t i = 0; i < n; ++i)
      if (mask & (1u << i)) set.push_back(group[i]);
    if (std::find(set.begin(), set.end(), 0) != set.end() && closed(set)) out.push_back(set);
  }
  return out;
}

struct RowSquares {
  std::vector<TermPoint> points;
  int32_t r0 = 0, c0 = 0, h = 0, w = 0;
  std::map<std::tuple<int32_t, int32_t, int32_t>, size_t> at;  // (kind, r, c) -> the literal

  // The literal g maps literal t to (the row must be kept by g).
  size_t image(int g, size_t t) const {
    const auto [i, j] = apply(g, {points[t].r - r0, points[t].c - c0}, h, w);
    return at.at({points[t].kind, i + r0, j + c0});
  }
  bool keeps(int g) const {
    if ((g & 4) && h != w) return false;
    for (size_t t = 0; t < points.size(); ++t) {
      const auto [i, j] = apply(g, {points[t].r - r0, points[t].c - c0}, h, w);
      if (!at.count({points[t].kind, i + r0, j + c0})) return false;
    }
    return true;
  }

  // The leaves of the orbit of s under `group` (transitive on it), in an order whose halving,
  // level by level, every element of the group keeps: the orbit of s under a subgroup M of index
  // 2 that does not reach all of it, then that half's image under an element outside M.
  std::vector<size_t> orbit_order(size_t s, const std::vector<int>& group) const {
    std::vector<size_t> orbit;
    for (const int g : group) orbit.push_back(image(g, s));
    std::sort(orbit.begin(), orbit.end());
    orbit.erase(std::unique(orbit.begin(), orbit.end()), orbit.end());
    if (orbit.size() == 1) return orbit;
    // A 2-group's proper subgroup (the stabiliser of s) lies in one of index 2, whose orbit of s
    // is half of this one.
    for (const std::vector<int>& m : halves(group)) {
      std::vector<size_t> part;
      for (const int g : m) part.push_back(image(g, s));
      std::sort(part.begin(), part.end());
      part.erase(std::unique(part.begin(), part.end()), part.end());
      if (part.size() * 2 != orbit.size()) continue;
      const int t = *std::find_if(group.begin(), group.end(), [&](int g) { return std::find(m.begin(), m.end(), g) == m.end(); });
      std::vector<size_t> out = orbit_order(s, m);
      const size_t first = out.size();
      for (size_t k = 0; k < first; ++k) out.push_back(image(t, out[k]));
      return out;
    }
    return {};  // not reached: the groups here are 2-groups
  }
};

// The inner nodes over blocks [b, e) of the leaves (each block a perfect tree): a block halves;
// blocks split where the leaves come nearest to half.
void add_nodes(const std::vector<size_t>& starts, size_t b, size_t e, CounterTree& tree) {
  const size_t first = starts[b], end = starts[e];
  if (end - first < 2) return;
  if (e - b == 1) {
    const size_t mid = first + (end - first) / 2;
    tree.splits[{first, end}] = mid;
    add_nodes({first, mid, end}, 0, 1, tree);
    add_nodes({first, mid, end}, 1, 2, tree);
    return;
  }
  size_t cut = b + 1;
  for (size_t k = b + 1; k < e; ++k)
    if (2 * starts[k] <= first + end) cut = k;
  tree.splits[{first, end}] = starts[cut];
  add_nodes(starts, b, cut, tree);
  add_nodes(starts, cut, e, tree);
}

}  // namespace

std::optional<CounterTree> symmetric_tree(std::span<const TermPoint> points) {
  if (points.size() < 2) return std::nullopt;
  RowSquares row;
  row.points.assign(points.begin(), points.end());
  int32_t r1 = points[0].r, c1 = points[0].c;
  row.r0 = r1;
  row.c0 = c1;
  for (size_t t = 0; t < points.size(); ++t) {
    const TermPoint& p = points[t];
    if (p.kind < 0 || !row.at.emplace(std::make_tuple(p.kind, p.r, p.c), t).second) return std::nullopt;
    row.r0 = std::min(row.r0, p.r);
    row.c0 = std::min(row.c0, p.c);
    r1 = std::max(r1, p.r);
    c1 = std::max(c1, p.c);
  }
  row.h = r1 - row.r0;
  row.w = c1 - row.c0;
  std::vector<int> group;
  for (int g = 0; g < 8; ++g)
    if (row.keeps(g)) group.push_back(g);
  if (group.size() == 1) return std::nullopt;

  CounterTree tree;
  std::vector<size_t> starts;
  std::vector<bool> placed(points.size(), false);
  for (size_t s = 0; s < points.size(); ++s) {
    if (placed[s]) continue;
    starts.push_back(tree.order.size());
    for (const size_t t : row.orbit_order(s, group)) {
      placed[t] = true;
      tree.order.push_back(t);
    }
  }
  starts.push_back(tree.order.size());
  add_nodes(starts, 0, starts.size() - 1, tree);
  return tree;
}

}  // namespace boardlp
