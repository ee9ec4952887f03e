#include "column_numbers.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "errors.hpp"

#include "file_slices.hpp"

namespace boardlp {

ColumnNumbers::ColumnNumbers(const Model& model, LiteralOrder order) : cols_(model.board().cols()) {
  const Board& board = model.board();
  const size_t squares = static_cast<size_t>(board.rows()) * static_cast<size_t>(board.cols());
  const std::vector<ColumnGroup>& groups = model.variables();
  // Each square's key in the order: its board index, its Hilbert rank, or minus the rows its
  // column occurs in (each kind of column counted on its own).
  std::vector<int64_t> hilbert;
  if (order == LiteralOrder::hilbert) hilbert = hilbert_ranks(board.rows(), board.cols());
  std::vector<std::vector<int64_t>> occurs(order == LiteralOrder::occurrence ? groups.size() : 0);
  if (order == LiteralOrder::occurrence) {
    for (size_t g = 0; g < groups.size(); ++g)
      if (var_kind(groups[g].var).on_square) occurs[g].assign(squares, 0);
    for (const RowSlice& slice : row_slices(model))
      for_each_row_of(slice, [&](const Row& row) {
        for_each_term(row, board, [&](const Column& col, int8_t) {
          for (size_t g = 0; g < groups.size(); ++g)
            if (groups[g].var == col.var && groups[g].layer == col.layer && !occurs[g].empty()) {
              ++occurs[g][static_cast<size_t>(col.r) * static_cast<size_t>(board.cols()) + static_cast<size_t>(col.c)];
              break;
            }
        });
      });
  }
  for (size_t gi = 0; gi < groups.size(); ++gi) {
    const ColumnGroup& g = groups[gi];
    Group group{g.var, g.layer, var_kind(g.var).on_square, count_ + 1, {}};
    if (!group.on_square) {
      ++count_;
    } else {
      group.on_board.assign(squares, 0);
      std::vector<std::pair<int64_t, int64_t>> keyed;  // (key, square)
      for (int32_t r = 0; r < board.rows(); ++r)
        for (int32_t c = 0; c < board.cols(); ++c)
          if (model.has_column(g.var, r, c)) {
            const int64_t s = int64_t{r} * board.cols() + c;
            const int64_t key = order == LiteralOrder::hilbert      ? hilbert[static_cast<size_t>(s)]
                                : order == LiteralOrder::occurrence ? -occurs[gi][static_cast<size_t>(s)]
                                                                    : s;
            keyed.emplace_back(key, s);
          }
      if (order != LiteralOrder::board) std::sort(keyed.begin(), keyed.end());  // ties: board order (built in it)
      for (const auto& [key, s] : keyed) group.on_board[static_cast<size_t>(s)] = ++count_;
    }
    groups_.push_back(std::move(group));
  }
}

int64_t ColumnNumbers::operator()(const Column& col) const {
  for (const Group& g : groups_) {
    if (g.var != col.var || g.layer != col.layer) continue;
    if (!g.on_square) return g.first;
    const int64_t n = g.on_board[static_cast<size_t>(col.r) * static_cast<size_t>(cols_) + static_cast<size_t>(col.c)];
    if (n > 0) return n;
    break;
  }
  throw std::logic_error("a row names a column the model does not have");
}

SparseNumbers::SparseNumbers(const SparseModel& model, LiteralOrder order) : model_(model), count_(model.columns()) {
  if (order != LiteralOrder::board)
    throw UserError(fmt::format("--literal-order {} numbers a board's squares, and a model read from a file is "
                                "numbered in its own column order: leave --literal-order out, or write the file with "
                                "boardlp --literal-order {}",
                                literal_order_row(order).name, literal_order_row(order).name));
}

}  // namespace boardlp
