#include "wall_classes.hpp"

#include <algorithm>

#include "symmetry.hpp"

namespace boardlp::suite {

void for_each_class(int32_t rows, int32_t cols, int k, bool torus, const std::function<void(const std::vector<Square>&)>& visit) {
  const int32_t n = rows * cols;
  if (k < 0 || k > n) return;
  // Each symmetry as a table: index -> image index.
  std::vector<std::vector<int32_t>> images;
  for (const Symmetry& g : board_symmetries(rows, cols, {}, {}, {}, torus)) {
    if (g.id == 0 && g.shift_r == 0 && g.shift_c == 0) continue;
    std::vector<int32_t> image(static_cast<size_t>(n));
    for (int32_t i = 0; i < n; ++i) {
      const Square q = apply(g, {i / cols, i % cols}, rows, cols);
      image[static_cast<size_t>(i)] = q.r * cols + q.c;
    }
    images.push_back(std::move(image));
  }
  std::vector<int32_t> set(static_cast<size_t>(k)), moved(static_cast<size_t>(k));
  for (int i = 0; i < k; ++i) set[static_cast<size_t>(i)] = i;
  std::vector<Square> squares(static_cast<size_t>(k));
  while (true) {
    bool least = true;
    for (const auto& image : images) {
      for (int i = 0; i < k; ++i) moved[static_cast<size_t>(i)] = image[static_cast<size_t>(set[static_cast<size_t>(i)])];
      std::sort(moved.begin(), moved.end());
      if (moved < set) {
        least = false;
        break;
      }
    }
    if (least) {
      for (int i = 0; i < k; ++i) squares[static_cast<size_t>(i)] = {set[static_cast<size_t>(i)] / cols, set[static_cast<size_t>(i)] % cols};
      visit(squares);
    }
    // The next k-set in lexicographic order.
    int i = k - 1;
    while (i >= 0 && set[static_cast<size_t>(i)] == n - k + i) --i;
    if (i < 0) return;
    ++set[static_cast<size_t>(i)];
    for (int j = i + 1; j < k; ++j) set[static_cast<size_t>(j)] = set[static_cast<size_t>(j - 1)] + 1;
  }
}

}  // namespace boardlp::suite
