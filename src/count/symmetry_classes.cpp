#include "symmetry_classes.hpp"

#include <algorithm>
#include <map>

#include <bit>
#include <set>

namespace boardlp::count {

std::vector<SquareMap> symmetries(const Question& p) {
  const int R = p.rows - 1, C = p.cols - 1;
  std::vector<SquareMap> all = {
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
  if (p.torus) {  // each of those, then a shift by (dr, dc) around the edges
    std::vector<SquareMap> shifted;
    for (const SquareMap& g : all)
      for (int dr = 0; dr < p.rows; ++dr)
        for (int dc = 0; dc < p.cols; ++dc)
          shifted.push_back([g, dr, dc, rows = p.rows, cols = p.cols](int r, int c) {
            const auto [gr, gc] = g(r, c);
            return std::pair{(gr + dr) % rows, (gc + dc) % cols};
          });
    all = std::move(shifted);
  }
  std::vector<SquareMap> keep;
  for (auto& g : all) {
    bool keeps = true;  // the walls, the holes, the fixed pieces and the squares that need no cover each onto themselves
    for (const auto* squares : {&p.walls, &p.holes, &p.fixed, &p.uncovered}) {
      const std::set<std::pair<int, int>> set(squares->begin(), squares->end());
      std::set<std::pair<int, int>> image;
      for (auto [r, c] : set) image.insert(g(r, c));
      keeps = keeps && image == set;
    }
    if (keeps && !p.regions.empty()) {  // a region grid: each region onto a whole region (names may change)
      std::map<char, char> to, from;
      for (int r = 0; r < p.rows && keeps; ++r)
        for (int c = 0; c < p.cols && keeps; ++c) {
          const auto [gr, gc] = g(r, c);
          const char a = p.regions[static_cast<size_t>(r * p.cols + c)], b = p.regions[static_cast<size_t>(gr * p.cols + gc)];
          keeps = to.emplace(a, b).first->second == b && from.emplace(b, a).first->second == a;
        }
    }
    if (keeps) keep.push_back(g);
  }
  return keep;
}

void Burnside::add(const std::vector<uint64_t>& rows) {
  ++visited_;
  for (const auto& g : syms_) {
    bool same = true;
    for (size_t i = 0; i < rows.size() && same; ++i) {
      const size_t layer = i - i % static_cast<size_t>(rows_);  // each layer (colour) onto itself
      for (uint64_t m = rows[i]; m && same; m &= m - 1) {
        const auto [gr, gc] = g(static_cast<int>(i % static_cast<size_t>(rows_)), std::countr_zero(m));
        same = (rows[layer + static_cast<size_t>(gr)] >> gc) & 1u;
      }
    }
    fixed_ += same ? 1 : 0;
  }
}

std::vector<OrbitClass> orbit_classes(const Question& p, const std::vector<Placement>& list) {
  const std::vector<SquareMap> syms = symmetries(p);
  std::map<Placement, OrbitClass> classes;
  for (const Placement& placement : list) {
    std::set<Placement> images;
    for (const SquareMap& g : syms) {
      Placement image;
      for (auto [r, c] : placement) image.push_back(g(r, c));
      std::sort(image.begin(), image.end());
      images.insert(std::move(image));
    }
    OrbitClass& k = classes[*images.begin()];
    k.least = *images.begin();
    k.orbit = images.size();
    ++k.seen;
  }
  std::vector<OrbitClass> out;
  for (auto& [least, k] : classes) out.push_back(std::move(k));
  return out;
}

}  // namespace boardlp::count
