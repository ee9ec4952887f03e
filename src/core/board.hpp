#pragma once
// A rectangular board with optional walls (blocked squares). Squares are 0-based inside the
// program (row from the top, column from the left) and 1-based in every name and message.
#include <cstdint>
#include <vector>

namespace boardlp {

struct Square {
  int32_t r = 0, c = 0;
  friend bool operator==(const Square&, const Square&) = default;
  friend auto operator<=>(const Square&, const Square&) = default;  // row-major: board order
};

class Board {
 public:
  // Throws UserError for a wall outside the board or given twice (messages are 1-based).
  Board(int32_t rows, int32_t cols, std::vector<Square> walls = {});

  int32_t rows() const { return rows_; }
  int32_t cols() const { return cols_; }
  bool on_board(int32_t r, int32_t c) const { return r >= 0 && r < rows_ && c >= 0 && c < cols_; }
  bool is_wall(int32_t r, int32_t c) const {
    const uint64_t i = static_cast<uint64_t>(r) * static_cast<uint64_t>(cols_) + static_cast<uint64_t>(c);
    return !walls_.empty() && ((wall_bits_[i >> 6] >> (i & 63)) & 1u);
  }
  // On the board and not a wall: a square a piece may stand on.
  bool is_open(int32_t r, int32_t c) const { return on_board(r, c) && !is_wall(r, c); }

  const std::vector<Square>& walls() const { return walls_; }  // sorted in board order
  int64_t open_squares() const { return int64_t{rows_} * cols_ - static_cast<int64_t>(walls_.size()); }

  // Position of an open square among the open squares in board order: its variable's column.
  int64_t open_index(int32_t r, int32_t c) const;

 private:
  int32_t rows_, cols_;
  std::vector<Square> walls_;
  std::vector<uint64_t> wall_bits_;       // one bit per square, empty when there are no walls
  std::vector<int64_t> walls_before_row_;  // walls in the rows above each row
};

}  // namespace boardlp
