// The rows of pieces that leap: a row per leap between two open squares, and the 2x2 blocks
// that cover a king's step (W and F together) in the clique form. On a torus both wrap.
#include "families.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace boardlp {

namespace {

// ---------------------------------------------------------------------------------------------
class KingBlockRows final : public RowFamily {
 public:
  explicit KingBlockRows(const Board& board)
      : board_(board), height_(std::min(board.rows(), 2)), width_(std::min(board.cols(), 2)),
        block_rows_(board.torus() ? board.rows() : board.rows() - height_ + 1),
        block_cols_(board.torus() ? board.cols() : board.cols() - width_ + 1) {}

  Legend legend() const override {
    return {"kb_R_C", "x_R_C + x_R_(C+1) + x_(R+1)_C + x_(R+1)_(C+1) <= 1",
            board_.torus() ? "at most one king in the 2x2 block with top-left square (R,C), around the edges too: any two "
                             "of its squares touch"
                           : "at most one king in the 2x2 block with top-left square (R,C): any two of its squares touch"};
  }

  bool has_rows() const override {
    for (int32_t r = 0; r < block_rows_; ++r)
      for (int32_t c = 0; c < block_cols_; ++c)
        if (open_in_block(r, c) >= 2) return true;
    return false;
  }

  int64_t units() const override { return block_rows_; }  // one a row of blocks
  int64_t unit_weight(int64_t) const override { return 5 * int64_t{board_.cols()}; }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    Row row;  // made once: each block changes its name and squares
    const bool torus = board_.torus();
    for (auto r = static_cast<int32_t>(first); r < end; ++r)
      for (int32_t c = 0; c < block_cols_; ++c) {
        Run terms[4];  // filled here, copied once: this loop is most of a kings file's work
        int n = 0;
        for (int32_t dr = 0; dr < height_; ++dr)
          for (int32_t dc = 0; dc < width_; ++dc) {
            const Square q = torus ? board_.wrap(r + dr, c + dc) : Square{r + dr, c + dc};
            if (!board_.is_closed(q.r, q.c)) terms[n++] = {Var::piece, 1, q.r, q.c, 0, 0, 1};
          }
        if (n < 2) continue;
        row.name = {RowKind::king_block, 0, r, c, 0};
        if (static_cast<size_t>(n) == row.runs.size()) {
          for (int i = 0; i < n; ++i) row.runs[static_cast<size_t>(i)] = terms[i];  // the usual block: in place
        } else {
          row.set_runs(terms, terms + n);
        }
        visit(row);
      }
  }

  void append_entries(Var var, int32_t r, int32_t c, std::vector<Entry>& out) const override {
    if (var != Var::piece) return;
    for (int32_t br = r - height_ + 1; br <= r; ++br)
      for (int32_t bc = c - width_ + 1; bc <= c; ++bc) {
        const Square b = board_.torus() ? board_.wrap(br, bc) : Square{br, bc};
        if (b.r >= 0 && b.c >= 0 && b.r < block_rows_ && b.c < block_cols_ && open_in_block(b.r, b.c) >= 2)
          out.push_back({{RowKind::king_block, 0, b.r, b.c, 0}, 1});
      }
  }

 private:
  int open_in_block(int32_t r, int32_t c) const {
    int n = 0;
    for (int32_t dr = 0; dr < height_; ++dr)
      for (int32_t dc = 0; dc < width_; ++dc) {
        const Square q = board_.torus() ? board_.wrap(r + dr, c + dc) : Square{r + dr, c + dc};
        n += !board_.is_closed(q.r, q.c);
      }
    return n;
  }

  const Board& board_;
  int32_t height_, width_, block_rows_, block_cols_;
};

// ---------------------------------------------------------------------------------------------
class LeapRows final : public RowFamily {
 public:
  LeapRows(const Board& board, Piece piece, uint16_t dirs) : board_(board), piece_(piece) {
    for (Dir d : kAllDirs)
      if (dirs & bit(d)) dirs_.push_back(d);
  }

  Legend legend() const override {
    const bool knight = dirs_ == std::vector<Dir>{Dir::n4, Dir::n5, Dir::n7, Dir::n8};
    if (knight)  // the knight's own words, for knights and for the knight's move of amazons and the like
      return {"n4_R_C, n5_R_C, n7_R_C, n8_R_C",
              "x_R_C + x_(R+1)_(C+2) <= 1 (n4); +2,+1 (n5); +2,-1 (n7); +1,-2 (n8)",
              fmt::format("two {} a knight's move apart attack each other; the move from (R,C) points to 4, 5, 7 or 8 o'clock",
                          plural(piece_))};
    std::string pattern, algebra;
    for (Dir d : dirs_) {
      const std::string name = row_name({RowKind::leap, static_cast<uint8_t>(d), 0, 0, 0});
      const std::string prefix = name.substr(0, name.find('_'));
      pattern += (pattern.empty() ? "" : ", ") + prefix + "_R_C";
      algebra += fmt::format("{}x_R_C + x_{} <= 1 ({})", algebra.empty() ? "" : "; ", square_text(d, "1"), prefix);
    }
    return {pattern, algebra, fmt::format("two {} one leap apart attack each other, whatever stands between", plural(piece_))};
  }

  bool has_rows() const override {
    for (int32_t r = 0; r < board_.rows(); ++r)
      for (int32_t c = 0; c < board_.cols(); ++c)
        for (Dir d : dirs_)
          if (board_.is_open(r, c) && open_target(r, c, d, 1)) return true;
    return false;
  }

  int64_t units() const override { return board_.rows(); }  // one a board row of first squares
  int64_t unit_weight(int64_t) const override { return 3 * static_cast<int64_t>(dirs_.size()) * board_.cols(); }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    Row row;  // made once: each leap changes only its name and squares
    row.add({Var::piece, 1, 0, 0, 0, 0, 1});
    row.add({Var::piece, 1, 0, 0, 0, 0, 1});
    for (auto r = static_cast<int32_t>(first); r < end; ++r)
      for (int32_t c = 0; c < board_.cols(); ++c) {
        if (board_.is_closed(r, c)) continue;
        for (Dir d : dirs_) {
          const Step m = step_of(d);
          const Square to = board_.torus() ? board_.wrap(r + m.dr, c + m.dc) : Square{r + m.dr, c + m.dc};
          if (!board_.is_open(to.r, to.c)) continue;
          row.name = {RowKind::leap, static_cast<uint8_t>(d), r, c, 0};
          row.runs[0].r = r, row.runs[0].c = c;
          row.runs[1].r = to.r, row.runs[1].c = to.c;
          visit(row);
        }
      }
  }

  void append_entries(Var var, int32_t r, int32_t c, std::vector<Entry>& out) const override {
    if (var != Var::piece) return;
    for (Dir d : dirs_) {  // leaps that land here
      const Step m = step_of(d);
      const Square from = board_.torus() ? board_.wrap(r - m.dr, c - m.dc) : Square{r - m.dr, c - m.dc};
      if (board_.is_open(from.r, from.c)) out.push_back({{RowKind::leap, static_cast<uint8_t>(d), from.r, from.c, 0}, 1});
    }
    for (Dir d : dirs_)  // leaps that start here
      if (open_target(r, c, d, 1)) out.push_back({{RowKind::leap, static_cast<uint8_t>(d), r, c, 0}, 1});
  }

  // Whether the square one leap along d (sign 1) or back (-1) from (r,c) is open; on a torus,
  // around the edges.
  bool open_target(int32_t r, int32_t c, Dir d, int32_t sign) const {
    const Step m = step_of(d);
    const Square to = board_.torus() ? board_.wrap(r + sign * m.dr, c + sign * m.dc) : Square{r + sign * m.dr, c + sign * m.dc};
    return board_.is_open(to.r, to.c);
  }

 private:
  const Board& board_;
  Piece piece_;
  std::vector<Dir> dirs_;
};


}  // namespace

std::unique_ptr<RowFamily> king_block_rows(const Board& board) { return std::make_unique<KingBlockRows>(board); }
std::unique_ptr<RowFamily> leap_rows(const Board& board, Piece piece, uint16_t dirs) {
  return std::make_unique<LeapRows>(board, piece, dirs);
}

}  // namespace boardlp
