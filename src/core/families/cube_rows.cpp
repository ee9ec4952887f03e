// A proof's cube (boardlp suite proof): which rows and columns are the first and the last to hold
// no piece. Every placement with fewer pieces than the board has rows and columns has an empty
// row and an empty column, so it falls in exactly one cube; a cube pins down lines, and its
// covering problem is small (queens 14x14 at 7: 210 cubes, each under 10 s with cbc).
#include "families.hpp"

#include <fmt/format.h>

namespace boardlp {

namespace {

class EmptyLineRows final : public RowFamily {
 public:
  EmptyLineRows(const Board& board, const EmptyLines& cube) : board_(board) {
    auto add = [&](LineUse use, int32_t line) { lines_.push_back({use, line}); };
    for (int32_t r = 0; r < board.rows(); ++r) {
      if (r < cube.first_row || r > cube.last_row) add(LineUse::used_row, r);
      if (r == cube.first_row || r == cube.last_row) add(LineUse::empty_row, r);
    }
    for (int32_t c = 0; c < board.cols(); ++c) {
      if (c < cube.first_col || c > cube.last_col) add(LineUse::used_col, c);
      if (c == cube.first_col || c == cube.last_col) add(LineUse::empty_col, c);
    }
    legend_ = Legend{"zr_R, zc_C, pr_R, pc_C",
                     "sum over row R (column C) of x_R_C = 0 (zr, zc), >= 1 (pr, pc)",
                     fmt::format("this file is one cube of a proof: row {} is the first row with no piece and row {} the last, "
                                 "column {} the first column with no piece and column {} the last, so every row before the "
                                 "first and after the last holds a piece, and so does every such column",
                                 cube.first_row + 1, cube.last_row + 1, cube.first_col + 1, cube.last_col + 1)};
  }

  Legend legend() const override { return legend_; }
  bool has_rows() const override { return !lines_.empty(); }
  int64_t units() const override { return static_cast<int64_t>(lines_.size()); }
  int64_t unit_weight(int64_t) const override { return std::max(board_.rows(), board_.cols()) + 1; }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    for (int64_t u = first; u < end; ++u) {
      const Line& line = lines_[static_cast<size_t>(u)];
      const bool row_line = line.use == LineUse::empty_row || line.use == LineUse::used_row;
      const bool empty = line.use == LineUse::empty_row || line.use == LineUse::empty_col;
      Row row;
      row.name = {RowKind::line_use, static_cast<uint8_t>(line.use), row_line ? line.index : 0, row_line ? 0 : line.index};
      row.sense = empty ? Sense::eq : Sense::ge;
      row.rhs = empty ? 0 : 1;
      // The whole line: a cube is on an open board (check_spec refuses walls and holes with it).
      row.add(row_line ? Run{Var::piece, 1, line.index, 0, 0, 1, board_.cols()} : Run{Var::piece, 1, 0, line.index, 1, 0, board_.rows()});
      visit(row);
    }
  }

  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    if (col.var != Var::piece) return;
    for (const Line& line : lines_) {  // board order: the rows' lines first, as for_each_row_in
      const bool row_line = line.use == LineUse::empty_row || line.use == LineUse::used_row;
      if ((row_line ? col.r : col.c) == line.index)
        out.push_back({{RowKind::line_use, static_cast<uint8_t>(line.use), row_line ? line.index : 0, row_line ? 0 : line.index}, 1});
    }
  }

 private:
  struct Line {
    LineUse use;
    int32_t index;
  };
  const Board& board_;
  std::vector<Line> lines_;  // the rows' lines in order, then the columns'
  Legend legend_;
};

}  // namespace

std::unique_ptr<RowFamily> empty_line_rows(const Board& board, const EmptyLines& cube) {
  return std::make_unique<EmptyLineRows>(board, cube);
}

}  // namespace boardlp
