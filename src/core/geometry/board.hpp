#pragma once
// A rectangular board with optional walls and holes. A wall holds no piece and cuts every line
// through it; a hole holds no piece but lines pass over it (CSPLib prob080's "blocked" squares).
// Squares are 0-based inside the program (row from the top, column from the left) and 1-based
// in every name and message.
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
  // Throws UserError for a wall or hole outside the board or given twice, or a square that is
  // both (messages are 1-based).
  // A torus: a step off one edge comes back on the opposite one (for lines and leaps alike).
  Board(int32_t rows, int32_t cols, std::vector<Square> walls = {}, std::vector<Square> holes = {}, bool torus = false);

  int32_t rows() const { return rows_; }
  bool torus() const { return torus_; }
  // The square (r,c) names: itself on the board; on a torus, wrapped around the edges; else none
  // (returned as {-1, -1}). Steps of lines and leaps go through here.
  Square wrap(int32_t r, int32_t c) const {
    if (!torus_) return on_board(r, c) ? Square{r, c} : Square{-1, -1};
    r %= rows_;
    c %= cols_;
    return {r < 0 ? r + rows_ : r, c < 0 ? c + cols_ : c};
  }
  bool exists(Square q) const { return q.r >= 0; }  // for a result of wrap
  int32_t cols() const { return cols_; }
  bool on_board(int32_t r, int32_t c) const { return r >= 0 && r < rows_ && c >= 0 && c < cols_; }
  // A wall: it cuts the lines through it (and holds no piece).
  bool is_wall(int32_t r, int32_t c) const {
    return !walls_.empty() && bit_at(holes_.empty() ? closed_bits_ : wall_bits_, r, c);
  }
  // A wall or a hole: no piece stands there, so it has no variable.
  bool is_closed(int32_t r, int32_t c) const { return !closed_.empty() && bit_at(closed_bits_, r, c); }
  // On the board and neither a wall nor a hole: a square a piece may stand on.
  bool is_open(int32_t r, int32_t c) const { return on_board(r, c) && !is_closed(r, c); }
  // On the board and not a wall: a line goes on through it (an open square or a hole).
  bool passes(int32_t r, int32_t c) const { return on_board(r, c) && !is_wall(r, c); }

  const std::vector<Square>& walls() const { return walls_; }  // sorted in board order
  const std::vector<Square>& holes() const { return holes_; }  // sorted in board order
  int64_t open_squares() const { return int64_t{rows_} * cols_ - static_cast<int64_t>(closed_.size()); }

  // Squares that need no cover (--cover-on): the dominations leave them out of their cover rows.
  // Each on the board and not a wall (checked by the caller); sorted here.
  void set_uncovered(std::vector<Square> squares);
  const std::vector<Square>& uncovered() const { return uncovered_; }
  // A square a covering problem must cover: not a wall, and not one that needs no cover.
  bool needs_cover(int32_t r, int32_t c) const {
    return !is_wall(r, c) && (uncovered_.empty() || !bit_at(uncovered_bits_, r, c));
  }

  // Position of an open square among the open squares in board order: its variable's column.
  int64_t open_index(int32_t r, int32_t c) const;

 private:
  bool bit_at(const std::vector<uint64_t>& bits, int32_t r, int32_t c) const {
    const uint64_t i = static_cast<uint64_t>(r) * static_cast<uint64_t>(cols_) + static_cast<uint64_t>(c);
    return (bits[i >> 6] >> (i & 63)) & 1u;
  }

  int32_t rows_, cols_;
  bool torus_ = false;
  std::vector<Square> walls_, holes_, closed_;  // closed: walls and holes, in board order
  std::vector<uint64_t> wall_bits_;             // one bit per square; kept only when there are holes
  std::vector<uint64_t> closed_bits_;           // one bit per square, empty when nothing is closed
  std::vector<int64_t> closed_before_row_;      // closed squares in the rows above each row
  std::vector<Square> uncovered_;
  std::vector<uint64_t> uncovered_bits_;        // one bit per square, empty when every square needs cover
};

}  // namespace boardlp
