#include "symmetric_tree.hpp"

#include <algorithm>
#include <array>
#include <tuple>

namespace boardlp {

namespace {

// The eight symmetries of a box, by bits: 1 flips top-bottom, 2 flips left-right, then 4
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

// The subgroups of `group` of half its order, those of the lowest elements first (the flips
// before the transposes: the halves they cut are the board's own halves).
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
  std::sort(out.begin(), out.end());
  return out;
}

// A row's literals on their squares, in the bounding box of the squares.
struct RowSquares {
  std::vector<TermPoint> points;
  int32_t r0 = 0, c0 = 0, h = 0, w = 0;
  std::map<std::tuple<int32_t, int32_t, int32_t>, size_t> at;  // (kind, r, c) -> the literal

  bool keeps(int g) const {
    if ((g & 4) && h != w) return false;
    for (const TermPoint& p : points) {
      const auto [i, j] = apply(g, {p.r - r0, p.c - c0}, h, w);
      if (!at.count({p.kind, i + r0, j + c0})) return false;
    }
    return true;
  }
  // The literal g maps literal t to (g keeps the row).
  size_t image(int g, size_t t) const {
    const auto [i, j] = apply(g, {points[t].r - r0, points[t].c - c0}, h, w);
    return at.at({points[t].kind, i + r0, j + c0});
  }
  std::vector<size_t> orbit(size_t t, const std::vector<int>& group) const {
    std::vector<size_t> out;
    for (const int g : group) out.push_back(image(g, t));
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
  }
};

// A tree over some leaves, its inner nodes' ranges counted from its first leaf.
struct Subtree {
  std::vector<size_t> order;
  std::vector<std::array<size_t, 3>> nodes;  // first, end, split
};

Subtree joined(const Subtree& a, const Subtree& b) {
  if (a.order.empty()) return b;
  if (b.order.empty()) return a;
  Subtree out = a;
  const size_t shift = a.order.size();
  out.order.insert(out.order.end(), b.order.begin(), b.order.end());
  for (const auto& [first, end, split] : b.nodes) out.nodes.push_back({first + shift, end + shift, split + shift});
  out.nodes.push_back({0, out.order.size(), shift});
  return out;
}

// The balanced tree over leaves in board order, as the plain totalizer's.
Subtree balanced_over(std::vector<size_t> leaves) {
  std::sort(leaves.begin(), leaves.end());
  Subtree out{leaves, {}};
  const auto add = [&](auto&& self, size_t first, size_t end) -> void {
    if (end - first < 2) return;
    const size_t mid = first + ((end - first) - (end - first) / 2);
    out.nodes.push_back({first, end, mid});
    self(self, first, mid);
    self(self, mid, end);
  };
  add(add, 0, out.order.size());
  return out;
}

// A tree over `leaves` (a set `group` maps onto itself) that every element of the group maps onto
// itself, node onto node. A subgroup M of index 2 cuts each orbit it does not reach whole into two
// halves that an element t outside M swaps: the tree joins a tree over one half of each (made the
// same way for M) with its image under t, then a tree over the orbits M leaves whole. A group that
// moves no leaf takes the balanced tree. So the symmetries cut the board into regions near the
// root, and squares near each other meet low in the tree, as in the balanced tree (whose
// locality CaDiCaL needs: a tree of orbits, far squares paired at its leaves, was 2 to 3 times
// slower on A308632's cubes).
Subtree symmetric_over(const RowSquares& row, const std::vector<size_t>& leaves, const std::vector<int>& group) {
  if (group.size() > 1)
    for (const std::vector<int>& m : halves(group)) {
      std::vector<size_t> half, whole;
      std::vector<bool> seen(row.points.size(), false);
      for (const size_t s : leaves) {  // in board order: an orbit's first leaf picks its half
        if (seen[s]) continue;
        const std::vector<size_t> all = row.orbit(s, group), part = row.orbit(s, m);
        for (const size_t t : all) seen[t] = true;
        std::vector<size_t>& to = part.size() < all.size() ? half : whole;
        const std::vector<size_t>& these = part.size() < all.size() ? part : all;
        to.insert(to.end(), these.begin(), these.end());
      }
      if (half.empty()) continue;
      const int t = *std::find_if(group.begin(), group.end(), [&](int g) { return std::find(m.begin(), m.end(), g) == m.end(); });
      const Subtree one = symmetric_over(row, half, m);
      Subtree other = one;
      for (size_t& leaf : other.order) leaf = row.image(t, leaf);
      return joined(joined(one, other), symmetric_over(row, whole, group));
    }
  return balanced_over(leaves);
}

// The group the generators' bits generate, as a bit set of its elements.
uint32_t generated(uint8_t generators) {
  uint32_t group = 1;  // the identity
  for (bool grew = true; grew;) {
    grew = false;
    for (int a = 0; a < 8; ++a)
      for (int b = 0; b < 8; ++b)
        if ((group & (1u << a)) && ((group | generators) & (1u << b)) && !(group & (1u << compose(a, b)))) {
          group |= 1u << compose(a, b);
          grew = true;
        }
  }
  return group;
}

}  // namespace

std::optional<CounterTree> symmetric_tree(std::span<const TermPoint> points, uint8_t generators) {
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
  const uint32_t allowed = generators == 0 ? 0xFFu : generated(generators);
  for (int g = 0; g < 8; ++g)
    if ((allowed & (1u << g)) && row.keeps(g)) group.push_back(g);
  if (group.size() == 1) return std::nullopt;

  std::vector<size_t> leaves(points.size());
  for (size_t t = 0; t < leaves.size(); ++t) leaves[t] = t;
  const Subtree whole = symmetric_over(row, leaves, group);
  CounterTree tree;
  tree.order = whole.order;
  for (const auto& [first, end, split] : whole.nodes) tree.splits[{first, end}] = split;
  return tree;
}

}  // namespace boardlp
