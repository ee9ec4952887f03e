#pragma once
// How the writers cut a file into slices for OrderedChunks: the columns in blocks of whole board
// rows, the constraint rows in spans of the families' groups. A slice holds a few tens of
// thousands of terms, enough to make the hand-over cheap and few enough to keep every core busy.
// The cuts depend on the model alone, never on the thread count, so the bytes do not either.
#include <cstdint>
#include <functional>
#include <vector>

#include "model.hpp"

namespace boardlp {

// Board rows [first_row, end_row) of the column groups [first_group, end_group): one group of
// kind on squares, or a run of groups of a kind without squares (w_1, w_2, ...: one column each,
// the block's rows [0, 1)).
struct ColumnBlock {
  size_t first_group, end_group;
  int32_t first_row, end_row;
};

// The model's columns, in column order (pieces, then walls), as blocks of whole board rows.
std::vector<ColumnBlock> column_blocks(const Model& model);

// Calls f(column) for every column of the block, in column order.
template <class F>
void for_each_column_in(const Model& model, const ColumnBlock& block, F&& f) {
  const Board& board = model.board();
  for (size_t g = block.first_group; g < block.end_group; ++g) {
    const ColumnGroup& group = model.variables()[g];
    if (!var_kind(group.var).on_square) {
      f(Column{group.var, group.layer, 0, 0});
      continue;
    }
    for (int32_t r = block.first_row; r < block.end_row; ++r)
      for (int32_t c = 0; c < board.cols(); ++c)
        if (model.has_column(group.var, r, c)) f(Column{group.var, group.layer, r, c});
  }
}

// Groups [first, end) of one family's rows (see RowFamily::units).
struct RowSpan {
  const RowFamily* family;
  int64_t first, end;
};

// A slice of the constraint rows: consecutive spans, in family order. A worker makes the rows
// itself, so no row is copied or held between the model and the text.
using RowSlice = std::vector<RowSpan>;

// Every row of the model (every family, in order) cut into slices of about kTermsPerSlice
// terms, by the families' unit weights.
std::vector<RowSlice> row_slices(const Model& model);

// Calls visit(row) for every row of the slice, in order.
void for_each_row_of(const RowSlice& slice, const std::function<void(const Row&)>& visit);

inline constexpr int64_t kTermsPerSlice = 32768;

}  // namespace boardlp
