#include "board.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "errors.hpp"

namespace boardlp {

Board::Board(int32_t rows, int32_t cols, std::vector<Square> walls)
    : rows_(rows), cols_(cols), walls_(std::move(walls)) {
  if (rows_ < 1 || cols_ < 1)
    throw UserError(fmt::format("the board must have at least one row and one column, not {}x{}", rows_, cols_));
  std::sort(walls_.begin(), walls_.end());
  for (size_t i = 0; i < walls_.size(); ++i) {
    const Square w = walls_[i];
    if (!on_board(w.r, w.c))
      throw UserError(fmt::format("wall {},{} is outside the {}x{} board: rows are 1..{} and columns 1..{}",
                                  w.r + 1, w.c + 1, rows_, cols_, rows_, cols_));
    if (i > 0 && walls_[i - 1] == w)
      throw UserError(fmt::format("wall {},{} is given twice: give each wall once", w.r + 1, w.c + 1));
  }
  if (walls_.empty()) return;
  const uint64_t squares = static_cast<uint64_t>(rows_) * static_cast<uint64_t>(cols_);
  wall_bits_.assign((squares + 63) / 64, 0);
  walls_before_row_.assign(static_cast<size_t>(rows_) + 1, 0);
  for (const Square& w : walls_) {
    const uint64_t i = static_cast<uint64_t>(w.r) * static_cast<uint64_t>(cols_) + static_cast<uint64_t>(w.c);
    wall_bits_[i >> 6] |= uint64_t{1} << (i & 63);
    ++walls_before_row_[static_cast<size_t>(w.r) + 1];
  }
  for (size_t r = 1; r < walls_before_row_.size(); ++r) walls_before_row_[r] += walls_before_row_[r - 1];
}

int64_t Board::open_index(int32_t r, int32_t c) const {
  const int64_t plain = int64_t{r} * cols_ + c;
  if (walls_.empty()) return plain;
  // Walls in this row left of c: the walls of row r are a contiguous sorted run of walls_.
  const auto first = walls_.begin() + walls_before_row_[static_cast<size_t>(r)];
  const auto last = walls_.begin() + walls_before_row_[static_cast<size_t>(r) + 1];
  const auto left = std::lower_bound(first, last, Square{r, c}) - first;
  return plain - walls_before_row_[static_cast<size_t>(r)] - left;
}

}  // namespace boardlp
