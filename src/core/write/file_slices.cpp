#include "file_slices.hpp"

#include <algorithm>

namespace boardlp {

std::vector<ColumnBlock> column_blocks(const Model& model) {
  const Board& board = model.board();
  // About kTermsPerSlice / 2 squares a block (the LP objective and Binaries have one term a
  // square; an MPS column has a few), and never part of a board row.
  const int32_t rows_per_block = static_cast<int32_t>(std::max<int64_t>(1, kTermsPerSlice / 2 / board.cols()));
  std::vector<ColumnBlock> blocks;
  const std::vector<ColumnGroup>& groups = model.variables();
  for (size_t g = 0; g < groups.size(); ++g) {
    if (!var_kind(groups[g].var).on_square) {  // this group and the next ones without squares: one block
      size_t end = g + 1;
      while (end < groups.size() && !var_kind(groups[end].var).on_square) ++end;
      blocks.push_back({g, end, 0, 1});
      g = end - 1;
      continue;
    }
    for (int32_t r = 0; r < board.rows(); r += rows_per_block)
      blocks.push_back({g, g + 1, r, std::min(board.rows(), r + rows_per_block)});
  }
  return blocks;
}

std::vector<RowSlice> row_slices(const Model& model) {
  std::vector<RowSlice> slices;
  RowSlice slice;
  int64_t weight = 0;
  for (const auto& family : model.families()) {
    const int64_t units = family->units();
    int64_t first = 0;
    for (int64_t u = 0; u < units; ++u) {
      weight += family->unit_weight(u);
      if (weight < kTermsPerSlice) continue;
      slice.push_back({family.get(), first, u + 1});
      slices.push_back(std::move(slice));
      slice = {};
      first = u + 1;
      weight = 0;
    }
    if (first < units) slice.push_back({family.get(), first, units});
  }
  if (!slice.empty()) slices.push_back(std::move(slice));
  return slices;
}

void for_each_row_of(const RowSlice& slice, const std::function<void(const Row&)>& visit) {
  for (const RowSpan& span : slice) span.family->for_each_row_in(span.first, span.end, visit);
}

}  // namespace boardlp
