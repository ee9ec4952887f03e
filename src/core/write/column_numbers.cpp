#include "column_numbers.hpp"

#include <stdexcept>

namespace boardlp {

ColumnNumbers::ColumnNumbers(const Model& model) : cols_(model.board().cols()) {
  const Board& board = model.board();
  for (const ColumnGroup& g : model.variables()) {
    Group group{g.var, g.layer, var_kind(g.var).on_square, count_ + 1, {}};
    if (!group.on_square) {
      ++count_;
    } else {
      group.on_board.assign(static_cast<size_t>(board.rows()) * static_cast<size_t>(board.cols()), 0);
      for (int32_t r = 0; r < board.rows(); ++r)
        for (int32_t c = 0; c < board.cols(); ++c)
          if (model.has_column(g.var, r, c))
            group.on_board[static_cast<size_t>(r) * static_cast<size_t>(board.cols()) + static_cast<size_t>(c)] = ++count_;
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

}  // namespace boardlp
