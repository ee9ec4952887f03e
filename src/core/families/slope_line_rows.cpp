// No-three-in-line's rows: at most `limit` points on every line of every slope. A line is a step
// (dr, dc) in lowest terms, dr > 0 or dr == 0 < dc, from a first square: walls cut it into
// segments as they cut a queen's lines, and holes hold no point but the line passes over them.
// Only a segment with more than `limit` open squares can break the rule, so only those make rows.
#include "families.hpp"

#include <algorithm>
#include <cstdlib>
#include <numeric>

#include <fmt/format.h>

#include "mathml.hpp"

namespace boardlp {

namespace {

// The steps along which a line meets three squares of the board (two steps fit: 2 dr < rows,
// 2 |dc| < cols), the simplest first: rows, columns, the diagonals, then by length.
std::vector<Step> line_steps(const Board& board) {
  std::vector<Step> steps;
  for (int32_t dr = 0; 2 * int64_t{dr} < board.rows(); ++dr)
    for (int32_t dc = -(board.cols() - 1) / 2; dc <= (board.cols() - 1) / 2; ++dc)
      if ((dr > 0 || dc > 0) && std::gcd(dr, std::abs(dc)) == 1) steps.push_back({dr, dc});
  auto rank = [](const Step& s) {
    const int64_t lines_first = s.dr == 0 ? 0 : s.dc == 0 ? 1 : 2;  // rows, then columns
    return std::tuple(lines_first, int64_t{s.dr} * s.dr + int64_t{s.dc} * s.dc, s.dr, -s.dc);
  };
  std::stable_sort(steps.begin(), steps.end(), [&](const Step& a, const Step& b) { return rank(a) < rank(b); });
  return steps;
}

class SlopeLineRows final : public RowFamily {
 public:
  SlopeLineRows(const Board& board, int32_t limit) : board_(board), limit_(limit), steps_(line_steps(board)) {}

  Legend legend() const override {
    return {"ln_R_C_R2_C2",
            fmt::format("x_R_C + x_R2_C2 + x_(2 R2 - R)_(2 C2 - C) + ... <= {}", limit_),
            fmt::format("at most {} points on the line from square (R,C) through (R2,C2), of any slope, to the next wall "
                        "or edge (a line through {} or more open squares)", limit_, limit_ + 1),
            {{row_prefix({RowKind::through}), mathml::sum(mathml::kSquare + mathml::kIn + "<mi>&#x2113;</mi>", mathml::var('x')),
              mathml::text("for each line ") + "<mi>&#x2113;</mi>" +
                  mathml::text(" of any slope through three or more open squares"),
              "no three points in line: a line runs from (R,C), the name's first square, through (R2,C2) in steps of "
              "(R2 - R, C2 - C) to the next wall or edge, and holds at most two points"}}};
  }

  bool has_rows() const override {
    Row row;
    for (const Step& s : steps_)
      for (int32_t r = 0; r < board_.rows(); ++r)
        for (int32_t c = 0; c < board_.cols(); ++c)
          if (starts_segment(r, c, s) && fill(row, {r, c}, s)) return true;
    return false;
  }

  int64_t units() const override { return static_cast<int64_t>(steps_.size()); }  // one a step

  // The nonzeros of a step's lines of three squares or more on an open board, 3 P(2) - 2 P(3),
  // P(j) the squares from which j steps stay on the board (an exact count without walls).
  int64_t unit_weight(int64_t u) const override {
    const Step& s = steps_[static_cast<size_t>(u)];
    auto from = [&](int64_t j) {
      return std::max<int64_t>(0, board_.rows() - j * s.dr) * std::max<int64_t>(0, board_.cols() - j * std::abs(s.dc));
    };
    return 3 * from(2) - 2 * from(3);
  }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    Row row;
    for (int64_t u = first; u < end; ++u) {
      const Step& s = steps_[static_cast<size_t>(u)];
      for (int32_t r = 0; r < board_.rows(); ++r)
        for (int32_t c = 0; c < board_.cols(); ++c)
          if (starts_segment(r, c, s) && fill(row, {r, c}, s)) visit(row);
    }
  }

  // The rows through (r,c): for each step, the segment it lies on, named by its first square.
  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    if (col.var != Var::piece) return;
    Row row;
    for (const Step& s : steps_) {
      Square first{col.r, col.c};
      while (board_.passes(first.r - s.dr, first.c - s.dc)) first = {first.r - s.dr, first.c - s.dc};
      if (fill(row, first, s)) out.push_back({row.name, 1});
    }
  }

 private:
  // Whether a segment of step s begins on (r,c): a square a line passes, with none before it.
  bool starts_segment(int32_t r, int32_t c, const Step& s) const {
    return board_.passes(r, c) && !board_.passes(r - s.dr, c - s.dc);
  }

  // The row of the segment from `first` along s, when it has more than limit_ open squares: one
  // run per stretch of open squares between holes.
  bool fill(Row& row, Square first, const Step& s) const {
    row.runs.clear();
    row.terms = 0;
    int32_t open = 0, run_start = -1, i = 0;
    Square q = first;
    auto close_run = [&](int32_t end) {
      if (run_start < 0) return;
      row.add({Var::piece, 1, first.r + run_start * s.dr, first.c + run_start * s.dc, s.dr, s.dc, end - run_start});
      run_start = -1;
    };
    for (; board_.passes(q.r, q.c); ++i, q = {q.r + s.dr, q.c + s.dc}) {
      if (board_.is_closed(q.r, q.c)) {
        close_run(i);
        continue;
      }
      ++open;
      if (run_start < 0) run_start = i;
    }
    close_run(i);
    if (open <= limit_) return false;
    row.name = {.kind = RowKind::through, .r = first.r, .c = first.c, .k = s.dr, .k2 = s.dc};
    row.sense = Sense::le;
    row.rhs = limit_;
    return true;
  }

  const Board& board_;
  int32_t limit_;
  std::vector<Step> steps_;
};

}  // namespace

std::unique_ptr<RowFamily> slope_line_rows(const Board& board, int32_t limit) {
  return std::make_unique<SlopeLineRows>(board, limit);
}

}  // namespace boardlp
