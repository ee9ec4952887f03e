#pragma once
// How the writers cut a file into slices for OrderedChunks: the columns in blocks of whole board
// rows, the constraint rows in spans of the families' groups. A slice holds a few tens of
// thousands of terms, enough to make the hand-over cheap and few enough to keep every core busy.
// The cuts depend on the model alone, never on the thread count, so the bytes do not either.
#include <cstdint>
#include <functional>
#include <type_traits>
#include <utility>
#include <vector>

#include "model.hpp"
#include "sparse_model.hpp"

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

// Calls f(column, new_line) for the columns of a block, new_line true on the first column of
// each board row (of each group of squares) and on the first of a run of columns without squares.
// The loops of for_each_column_in, with the line breaks where the rows start: no per-column compare.
template <class F>
void for_each_column_by_line(const Model& model, const ColumnBlock& block, F&& f) {
  const Board& board = model.board();
  for (size_t g = block.first_group; g < block.end_group; ++g) {
    const ColumnGroup& group = model.variables()[g];
    if (!var_kind(group.var).on_square) {
      f(Column{group.var, group.layer, 0, 0}, g == block.first_group);
      continue;
    }
    for (int32_t r = block.first_row; r < block.end_row; ++r) {
      bool first = true;
      for (int32_t c = 0; c < board.cols(); ++c)
        if (model.has_column(group.var, r, c)) {
          f(Column{group.var, group.layer, r, c}, first);
          first = false;
        }
    }
  }
}

// The writers' calls, the same for both models (sparse_model.hpp has the read model's).
template <class F>
void for_each_term(const Row& row, const Model& model, F&& f) {
  for_each_term(row, model.board(), std::forward<F>(f));
}
inline int64_t row_length(const Row& row, const Model& model) { return row_length(row, model.board()); }

// A writer's handle on one column of model M, its blocks of columns and slices of rows.
template <class M>
using ColumnOf = std::conditional_t<std::is_same_v<M, Model>, Column, SparseCol>;
template <class M>
using BlockOf = std::conditional_t<std::is_same_v<M, Model>, ColumnBlock, SparseBlock>;
template <class M>
using SliceOf = std::conditional_t<std::is_same_v<M, Model>, RowSlice, SparseSlice>;

}  // namespace boardlp
