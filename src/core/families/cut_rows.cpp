// Named cuts: inequalities every optimal placement (or one of each class of them) meets, which
// the model does not need but a solver may use. formulation.cpp says when each is valid.
#include "families.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "mathml.hpp"

namespace boardlp {

namespace {

// The coefficient of x_R_C in a cut with one coefficient per square.
using Coefficient = int8_t (*)(const Board& board, CutRow cut, int32_t r, int32_t c);

// Rows of one coefficient per square, on the pieces; with two colours, on both (the black
// pieces' own coefficient: the same, or its negation for a row that compares the colours).
class SquareCuts final : public RowFamily {
 public:
  SquareCuts(const Board& board, std::vector<CutRow> cuts, Sense sense, int64_t rhs, Coefficient coef, Legend legend,
             bool two_colour = false)
      : board_(board), cuts_(std::move(cuts)), sense_(sense), rhs_(rhs), coef_(coef), legend_(std::move(legend)),
        two_colour_(two_colour) {}

  Legend legend() const override { return legend_; }
  bool has_rows() const override { return true; }
  int64_t units() const override { return static_cast<int64_t>(cuts_.size()); }
  int64_t unit_weight(int64_t) const override { return board_.open_squares() + 1; }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    for (int64_t u = first; u < end; ++u) {
      const CutRow cut = cuts_[static_cast<size_t>(u)];
      Row row;
      row.name = {RowKind::cut, static_cast<uint8_t>(cut)};
      row.sense = sense_;
      row.rhs = rhs_;
      for (const Var var : {Var::piece, Var::black}) {
        if (var == Var::black && !two_colour_) break;
        for (int32_t r = 0; r < board_.rows(); ++r)
          for (int32_t c = 0; c < board_.cols(); ++c)
            if (const int8_t a = coefficient(var, cut, r, c); a != 0 && !board_.is_closed(r, c))
              row.add({var, a, r, c, 0, 0, 1});
      }
      visit(row);
    }
  }
  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    const Var var = col.var;
    const int32_t r = col.r, c = col.c;
    if (var != Var::piece && (var != Var::black || !two_colour_)) return;
    for (const CutRow cut : cuts_)
      if (const int8_t a = coefficient(var, cut, r, c); a != 0) out.push_back({{RowKind::cut, static_cast<uint8_t>(cut)}, a});
  }

 private:
  const Board& board_;
  std::vector<CutRow> cuts_;
  Sense sense_;
  int64_t rhs_;
  Coefficient coef_;
  Legend legend_;
  bool two_colour_;

  int8_t coefficient(Var var, CutRow cut, int32_t r, int32_t c) const {
    const int8_t a = coef_(board_, cut, r, c);
    return var == Var::black && cut == CutRow::sym_army ? static_cast<int8_t>(-a) : a;
  }
};

int8_t every_square(const Board&, CutRow, int32_t, int32_t) { return 1; }

// Top half minus bottom half (sym_tb), left minus right (sym_lr), and the first minus the second
// (sym_diag); a middle row or column (odd n) is in neither half.
int8_t half_excess(const Board& board, CutRow cut, int32_t r, int32_t c) {
  const int32_t rows = board.rows(), cols = board.cols();
  const int8_t tb = r < rows / 2 ? 1 : r >= rows - rows / 2 ? -1 : 0;
  const int8_t lr = c < cols / 2 ? 1 : c >= cols - cols / 2 ? -1 : 0;
  if (cut == CutRow::sym_army) return static_cast<int8_t>(r + 1);  // row numbers; black's negated
  return cut == CutRow::sym_tb ? tb : cut == CutRow::sym_lr ? lr : static_cast<int8_t>(tb - lr);
}

}  // namespace

std::unique_ptr<RowFamily> spencer_row(const Board& board) {
  const int64_t bound = board.rows() / 2;  // ceil((n - 1) / 2)
  return std::make_unique<SquareCuts>(
      board, std::vector<CutRow>{CutRow::spencer}, Sense::ge, bound, every_square,
      Legend{"spencer", fmt::format("sum over all squares of x_R_C >= {}", bound),
             fmt::format("a named cut (--cut spencer): at least ceil((n - 1) / 2) = {} queens dominate an n x n board "
                         "(Spencer's bound, in E. J. Cockayne, \"Chessboard domination problems\", Discrete Math. 86, 1990)",
                         bound),
             {{row_prefix({RowKind::cut, static_cast<uint8_t>(CutRow::spencer)}), mathml::sum(mathml::kSquare, mathml::var('x')),
               mathml::text("one row"),
               "Spencer's lower bound: at least ceil((n-1)/2) queens are needed to dominate an n x n board"}}});
}

// The rows of a board with all 8 symmetries.
static std::unique_ptr<RowFamily> all_mirror_rows(const Board& board, bool armies) {
  const std::string keep =
      "of the 8 images of a placement under the board's rotations and reflections, keep those with at least as many "
      "pieces above the middle as below, as many left as right, and the first excess at least the second; one "
      "always does (flip top-bottom, then left-right, then transpose), so the optimum stays and most of its "
      "mirror images go";
  if (!armies)
    return std::make_unique<SquareCuts>(
        board, std::vector<CutRow>{CutRow::sym_tb, CutRow::sym_lr, CutRow::sym_diag}, Sense::ge, 0, half_excess,
        Legend{"sym_tb, sym_lr, sym_diag",
               "T = top half - bottom half >= 0; L = left half - right half >= 0; T - L >= 0 (sums of x_R_C)",
               "a named cut (--cut symmetry): " + keep});
  return std::make_unique<SquareCuts>(
      board, std::vector<CutRow>{CutRow::sym_tb, CutRow::sym_lr, CutRow::sym_diag, CutRow::sym_army}, Sense::ge, 0,
      half_excess,
      Legend{"sym_tb, sym_lr, sym_diag, sym_army",
             "T >= 0, L >= 0, T - L >= 0 as sums of x_R_C + y_R_C; sum over all squares of R (x_R_C - y_R_C) >= 0",
             "a named cut (--cut symmetry): " + keep +
                 " (counting both colours); then of a placement and its colours swapped, keep the one whose white "
                 "pieces' row numbers add up to at least the black ones' (swapping moves none of the counts before)"},
      true);
}

std::string mirrors_text(MirrorsKept kept) {
  if (kept.all()) return "every rotation and reflection (the 8 symmetries)";
  std::vector<std::string> names;
  if (kept.top_bottom) names.emplace_back("top-bottom");
  if (kept.left_right) names.emplace_back("left-right");
  if (kept.transpose) names.emplace_back("main-diagonal");
  if (names.empty()) return "no mirror";
  const int count = kept.top_bottom && kept.left_right ? 4 : 2;  // the two flips make the half turn too
  return fmt::format("the {} mirror{} only ({} of the 8 symmetries)", fmt::join(names, " and "), names.size() > 1 ? "s" : "",
                     count);
}

std::unique_ptr<RowFamily> symmetry_rows(const Board& board, MirrorsKept kept, bool armies) {
  if (kept.all()) return all_mirror_rows(board, armies);
  std::vector<CutRow> cuts;
  std::vector<std::string> names, parts;
  if (kept.top_bottom) cuts.push_back(CutRow::sym_tb), names.emplace_back("sym_tb"), parts.emplace_back("T = top half - bottom half >= 0");
  if (kept.left_right) cuts.push_back(CutRow::sym_lr), names.emplace_back("sym_lr"), parts.emplace_back("L = left half - right half >= 0");
  if (kept.transpose) cuts.push_back(CutRow::sym_diag), names.emplace_back("sym_diag"), parts.emplace_back("T - L >= 0");
  std::vector<std::string> keep;
  if (kept.top_bottom) keep.emplace_back("at least as many pieces above the middle as below");
  if (kept.left_right) keep.emplace_back("as many left as right");
  if (kept.transpose) keep.emplace_back("the excess above the middle at least the excess on the left");
  const std::string why = fmt::format(
      "a named cut (--cut symmetry): the board looks the same under {}; of a placement's images under them, keep those "
      "with {}; one always does (flip top-bottom, then left-right, then transpose, where each is kept), so the optimum "
      "stays and most of its mirror images go",
      mirrors_text(kept), fmt::join(keep, ", "));
  if (!armies)
    return std::make_unique<SquareCuts>(
        board, cuts, Sense::ge, 0, half_excess,
        Legend{fmt::format("{}", fmt::join(names, ", ")), fmt::format("{} (sums of x_R_C)", fmt::join(parts, "; ")), why});
  cuts.push_back(CutRow::sym_army);
  names.emplace_back("sym_army");
  parts.emplace_back("sum over all squares of R (x_R_C - y_R_C) >= 0");
  return std::make_unique<SquareCuts>(
      board, cuts, Sense::ge, 0, half_excess,
      Legend{fmt::format("{}", fmt::join(names, ", ")), fmt::format("{} (the halves' sums of x_R_C + y_R_C)", fmt::join(parts, "; ")),
             why + (kept.any() ? " (counting both colours)" : "") +
                 "; then of a placement and its colours swapped, keep the one whose white pieces' row numbers add up "
                 "to at least the black ones' (swapping moves none of the counts before)"},
      true);
}

}  // namespace boardlp
