// The rows of pieces that leap: a row per leap between two open squares, and the 2x2 blocks
// that cover a king's step (W and F together) in the clique form. On a torus both wrap.
#include "families.hpp"
#include "stencil_rows.hpp"

#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "mathml.hpp"

namespace boardlp {

namespace {

// ---------------------------------------------------------------------------------------------
// The 2x2 block below and right of each square (1x2 or 2x1 on a board one square wide); on a
// flat board only the blocks inside it, on a torus every square's, around the edges.
Stencil king_block(const Board& board) {
  Stencil s{RowKind::king_block, 0, {}};
  for (int32_t dr = 0; dr < std::min(board.rows(), 2); ++dr)
    for (int32_t dc = 0; dc < std::min(board.cols(), 2); ++dc) s.terms.push_back({Var::piece, dr, dc});
  return s;
}

class KingBlockRows final : public StencilRows {
 public:
  explicit KingBlockRows(const Board& board) : StencilRows(board, {king_block(board)}, 2, 5) {}

  Legend legend() const override {
    using namespace mathml;
    return {"kb_R_C", "x_R_C + x_R_(C+1) + x_(R+1)_C + x_(R+1)_(C+1) <= 1",
            board_.torus() ? "at most one king in the 2x2 block with top-left square (R,C), around the edges too: any two "
                             "of its squares touch"
                           : "at most one king in the 2x2 block with top-left square (R,C): any two of its squares touch",
            {{row_prefix({RowKind::king_block}),
              var('x') + kPlus + var('x', "r", "c+1") + kPlus + var('x', "r+1", "c") + kPlus + var('x', "r+1", "c+1"),
              text("for each 2\u00D72 block with top-left square ") + kSquare,
              "any two squares of a 2x2 block touch, so a block holds at most one king"}}};
  }
};

// ---------------------------------------------------------------------------------------------
// A row per leap in one of the directions between two open squares: from the anchor, one leap on.
std::vector<Stencil> leaps(const std::vector<Dir>& dirs) {
  std::vector<Stencil> out;
  for (Dir d : dirs) {
    const Step m = step_of(d);
    out.push_back({RowKind::leap, static_cast<uint8_t>(d), {{Var::piece, 0, 0}, {Var::piece, m.dr, m.dc}}});
  }
  return out;
}

std::vector<Dir> dirs_of(uint16_t bits) {
  std::vector<Dir> dirs;
  for (Dir d : kAllDirs)
    if (bits & bit(d)) dirs.push_back(d);
  return dirs;
}

class LeapRows final : public StencilRows {
 public:
  LeapRows(const Board& board, Piece piece, uint16_t dirs)
      : StencilRows(board, leaps(dirs_of(dirs)), 2, 3 * std::popcount(dirs)), piece_(piece), dirs_(dirs_of(dirs)) {}

  Legend legend() const override {
    Legend l = words();
    for (Dir d : dirs_) l.formulas.push_back(formula(d));
    return l;
  }

 private:
  Legend words() const {
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

  // A knight's move toward 4, 5, 7 or 8 o'clock, or another leap.
  static Formula formula(Dir d) {
    using namespace mathml;
    const std::string name = row_name({RowKind::leap, static_cast<uint8_t>(d), 0, 0, 0});
    const std::string prefix = name.substr(0, name.find('_'));
    const std::string math = var('x') + kPlus + var_moved('x', d, "1");
    if (d == Dir::n4 || d == Dir::n5 || d == Dir::n7 || d == Dir::n8)
      return {prefix, math, text("for each knight's move from ") + kSquare + text(fmt::format(" toward {} o'clock", prefix[1])),
              "two pieces a knight's move apart attack each other"};
    return {prefix, math, text("for each leap from ") + kSquare,
            fmt::format("two pieces one leap apart on a {} attack each other", line_words(d))};
  }

  Piece piece_;
  std::vector<Dir> dirs_;
};

}  // namespace

std::unique_ptr<RowFamily> king_block_rows(const Board& board) { return std::make_unique<KingBlockRows>(board); }
std::unique_ptr<RowFamily> leap_rows(const Board& board, Piece piece, uint16_t dirs) {
  return std::make_unique<LeapRows>(board, piece, dirs);
}

}  // namespace boardlp
