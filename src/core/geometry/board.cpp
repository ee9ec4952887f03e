#include "board.hpp"

#include <algorithm>
#include <iterator>

#include <fmt/format.h>

#include "errors.hpp"

namespace boardlp {

namespace {

// Sorts the squares and checks each is on the board and given once.
void check_squares(std::vector<Square>& squares, const char* what, int32_t rows, int32_t cols) {
  std::sort(squares.begin(), squares.end());
  for (size_t i = 0; i < squares.size(); ++i) {
    const Square w = squares[i];
    if (w.r < 0 || w.r >= rows || w.c < 0 || w.c >= cols)
      throw UserError(fmt::format("{} {},{} is outside the {}x{} board: rows are 1..{} and columns 1..{}", what, w.r + 1,
                                  w.c + 1, rows, cols, rows, cols));
    if (i > 0 && squares[i - 1] == w)
      throw UserError(fmt::format("{} {},{} is given twice: give each {} once", what, w.r + 1, w.c + 1, what));
  }
}

std::vector<uint64_t> bits_of(const std::vector<Square>& squares, int32_t cols, uint64_t count) {
  std::vector<uint64_t> bits((count + 63) / 64, 0);
  for (const Square& w : squares) {
    const uint64_t i = static_cast<uint64_t>(w.r) * static_cast<uint64_t>(cols) + static_cast<uint64_t>(w.c);
    bits[i >> 6] |= uint64_t{1} << (i & 63);
  }
  return bits;
}

}  // namespace

Board::Board(int32_t rows, int32_t cols, std::vector<Square> walls, std::vector<Square> holes, bool torus)
    : rows_(rows), cols_(cols), torus_(torus), walls_(std::move(walls)), holes_(std::move(holes)) {
  if (rows_ < 1 || cols_ < 1)
    throw UserError(fmt::format("the board must have at least one row and one column, not {}x{}", rows_, cols_));
  check_squares(walls_, "wall", rows_, cols_);
  check_squares(holes_, "hole", rows_, cols_);
  std::set_union(walls_.begin(), walls_.end(), holes_.begin(), holes_.end(), std::back_inserter(closed_));
  if (closed_.size() != walls_.size() + holes_.size()) {
    std::vector<Square> both;
    std::set_intersection(walls_.begin(), walls_.end(), holes_.begin(), holes_.end(), std::back_inserter(both));
    throw UserError(fmt::format("square {},{} is both a wall and a hole: a wall cuts lines, a hole does not; give it once",
                                both.front().r + 1, both.front().c + 1));
  }
  if (closed_.empty()) return;
  const uint64_t squares = static_cast<uint64_t>(rows_) * static_cast<uint64_t>(cols_);
  closed_bits_ = bits_of(closed_, cols_, squares);
  if (!holes_.empty() && !walls_.empty()) wall_bits_ = bits_of(walls_, cols_, squares);
  closed_before_row_.assign(static_cast<size_t>(rows_) + 1, 0);
  for (const Square& w : closed_) ++closed_before_row_[static_cast<size_t>(w.r) + 1];
  for (size_t r = 1; r < closed_before_row_.size(); ++r) closed_before_row_[r] += closed_before_row_[r - 1];
}

void Board::set_uncovered(std::vector<Square> squares) {
  std::sort(squares.begin(), squares.end());
  uncovered_ = std::move(squares);
  uncovered_bits_ = uncovered_.empty() ? std::vector<uint64_t>{}
                                       : bits_of(uncovered_, cols_, static_cast<uint64_t>(rows_) * static_cast<uint64_t>(cols_));
}

int64_t Board::open_index(int32_t r, int32_t c) const {
  const int64_t plain = int64_t{r} * cols_ + c;
  if (closed_.empty()) return plain;
  // Closed squares in this row left of c: those of row r are a contiguous sorted run of closed_.
  const auto first = closed_.begin() + closed_before_row_[static_cast<size_t>(r)];
  const auto last = closed_.begin() + closed_before_row_[static_cast<size_t>(r) + 1];
  const auto left = std::lower_bound(first, last, Square{r, c}) - first;
  return plain - closed_before_row_[static_cast<size_t>(r)] - left;
}

}  // namespace boardlp
