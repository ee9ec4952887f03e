// The rows of pieces that ride along lines: one per segment (clique), per pair on a segment
// (pairwise), per span between two pieces (least-walls). Holes leave gaps in a row's terms; on a
// torus a run of terms stops at the edge it wraps over.
#include "families.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "mathml.hpp"

namespace boardlp {

namespace {

std::string op_text(Sense s) { return s == Sense::eq ? "=" : s == Sense::le ? "<=" : ">="; }

Run line_run(Var var, int8_t coef, Square from, Dir d, int32_t count) {
  const Step s = step_of(d);
  return {var, coef, from.r, from.c, s.dr, s.dc, count};
}

bool any_pair(const Lines& lines) {
  for (const Segment& s : lines.segments())
    if (s.len >= 2) return true;
  return false;
}

int64_t segment_count(const Lines& lines) { return static_cast<int64_t>(lines.segments().size()); }
const Segment& segment_at(const Lines& lines, int64_t u) { return lines.segments()[static_cast<size_t>(u)]; }

// Holes: squares a line passes over that hold no piece. On a board without them a segment is
// one run of variables; with them, one run per stretch of open squares between holes.
template <class F>
void for_each_open_run(const Board& board, Square from, Dir d, int32_t len, F&& f) {
  if (board.holes().empty() && !board.torus()) {
    f(0, len);
    return;
  }
  int32_t start = -1;
  Square last{-1, -1};
  const Step s = step_of(d);
  for (int32_t i = 0; i <= len; ++i) {
    const Square q = i < len ? along(board, from, d, i) : Square{-1, -1};
    const bool open = i < len && !board.is_closed(q.r, q.c);
    // A run is a straight stretch of variables: it ends at a hole, and on a torus where the line
    // comes back over an edge.
    const bool wrapped = start >= 0 && open && (q.r != last.r + s.dr || q.c != last.c + s.dc);
    if (start >= 0 && (!open || wrapped)) {
      f(start, i - start);
      start = -1;
    }
    if (open && start < 0) start = i;
    last = q;
  }
}

int32_t open_count(const Board& board, Square from, Dir d, int32_t len) {
  int32_t n = 0;
  for_each_open_run(board, from, d, len, [&](int32_t, int32_t count) { n += count; });
  return n;
}

bool open_at(const Board& board, Square q) { return !board.is_closed(q.r, q.c); }

// ---------------------------------------------------------------------------------------------
class SegmentRows final : public RowFamily {
 public:
  SegmentRows(const Board& board, const Lines& lines, Piece piece, Sense sense, bool keep_single)
      : board_(board), lines_(lines), piece_(piece), sense_(sense), min_len_(keep_single ? 1 : 2) {}

  Legend legend() const override {
    using namespace mathml;
    const Dir d = lines_.dir();
    bool whole = false, cut = false;
    for (const Segment& s : lines_.segments()) (s.whole_line ? whole : cut) = true;
    const std::string op = op_text(sense_);
    const std::string many = sense_ == Sense::eq ? "exactly one" : "at most one";
    Legend l;
    auto add = [&](std::string p, std::string a, std::string m, Formula f) {
      l.pattern += (l.pattern.empty() ? "" : ", ") + p;
      l.algebra += (l.algebra.empty() ? "" : "; ") + a;
      l.meaning += (l.meaning.empty() ? "" : "; ") + m;
      l.formulas.push_back(std::move(f));
    };
    const std::string x = var('x');
    if (d == Dir::right && whole)
      add("row_R", "sum over C of x_R_C " + op + " 1", fmt::format("{} {} in row R", many, singular(piece_)),
          {row_prefix({RowKind::whole_row}), sum("<mi>c</mi>", x), text("for each row ") + "<mi>r</mi>",
           "one row for each row r of the board"});
    if (d == Dir::down && whole)
      add("col_C", "sum over R of x_R_C " + op + " 1", fmt::format("{} {} in column C", many, singular(piece_)),
          {row_prefix({RowKind::whole_col}), sum("<mi>r</mi>", x), text("for each column ") + "<mi>c</mi>",
           "one row for each column c of the board"});
    if ((d == Dir::right || d == Dir::down) ? cut : (whole || cut)) {
      const std::string line(line_words(d)), prefix = row_prefix({RowKind::segment, static_cast<uint8_t>(d)});
      const std::string algebra = fmt::format("x_R_C + x_{} + ... {} 1", square_text(d, "1"), op);
      const std::string meaning = fmt::format("{} {} on the {} from square (R,C) to the next {}", many, singular(piece_),
                                              line, board_.torus() ? "wall, around the torus" : "wall or edge");
      // With no wall to cut them and no torus to wrap them, the diagonals are whole: r - c = d.
      if (board_.walls().empty() && !board_.torus() && (d == Dir::down_right || d == Dir::down_left))
        add(fmt::format("{}_R_C", dir_code(d)), algebra, meaning,
            {prefix,
             sum(d == Dir::down_right ? "<mi>r</mi><mo>&#x2212;</mo><mi>c</mi><mo>=</mo><mi>d</mi>"
                                      : "<mi>r</mi><mo>+</mo><mi>c</mi><mo>=</mo><mi>s</mi>",
                 x),
             text(d == Dir::down_right ? "for each diagonal " : "for each anti-diagonal ") +
                 (d == Dir::down_right ? "<mi>d</mi>" : "<mi>s</mi>"),
             d == Dir::down_right ? "the squares with r - c = d form a diagonal running down and right"
                                  : "the squares with r + c = s form a diagonal running down and left"});
      else
        add(fmt::format("{}_R_C", dir_code(d)), algebra, meaning,
            {prefix, sum(kSquare + kIn + "<mi>s</mi>", x), text("for each segment ") + "<mi>s</mi>" + text(" of a " + line),
             fmt::format("a segment runs along a {} from (R,C), the name's square, to the next {}; any two squares on it "
                         "attack each other",
                         line, board_.torus() ? "wall, around the torus" : "wall or edge")});
    }
    return l;
  }

  bool has_rows() const override {
    for (const Segment& s : lines_.segments())
      if (open_of(s) >= min_len_) return true;
    return false;
  }

  int64_t units() const override { return segment_count(lines_); }  // one a segment
  int64_t unit_weight(int64_t u) const override {
    const int32_t len = open_of(segment_at(lines_, u));
    return len >= min_len_ ? len + 1 : 0;
  }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    for (int64_t u = first; u < end; ++u) {
      const Segment& s = segment_at(lines_, u);
      if (open_of(s) < min_len_) continue;
      Row row;
      row.name = name_of(s);
      row.sense = sense_;
      row.rhs = 1;
      for_each_open_run(board_, s.first, lines_.dir(), s.len, [&](int32_t start, int32_t count) {
        row.add(line_run(Var::piece, 1, along(board_, s.first, lines_.dir(), start), lines_.dir(), count));
      });
      visit(row);
    }
  }

  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    const Var var = col.var;
    const int32_t r = col.r, c = col.c;
    if (var != Var::piece) return;
    const Segment& s = lines_.segments()[lines_.spot(r, c).segment];
    if (open_of(s) >= min_len_) out.push_back({name_of(s), 1});
  }

 private:
  int32_t open_of(const Segment& s) const { return board_.holes().empty() ? s.len : open_count(board_, s.first, lines_.dir(), s.len); }

  RowName name_of(const Segment& s) const {
    const Dir d = lines_.dir();
    if (s.whole_line && d == Dir::right) return {RowKind::whole_row, 0, s.first.r, 0, 0};
    if (s.whole_line && d == Dir::down) return {RowKind::whole_col, 0, 0, s.first.c, 0};
    return {RowKind::segment, static_cast<uint8_t>(d), s.first.r, s.first.c, 0};
  }

  const Board& board_;
  const Lines& lines_;
  Piece piece_;
  Sense sense_;
  int32_t min_len_;
};

// ---------------------------------------------------------------------------------------------
class PairRows final : public RowFamily {
 public:
  PairRows(const Board& board, const Lines& lines, Piece piece, int32_t max_step)
      : board_(board), lines_(lines), piece_(piece), max_step_(max_step) {}

  Legend legend() const override {
    using namespace mathml;
    const Dir d = lines_.dir();
    const bool adjacent = max_step_ == 1;
    // A piece that leaps this way (kings, a Betza W or F) attacks one step only: its pairs are
    // side by side, where a rider's are any k apart with nothing between.
    const std::string line(line_words(d)), k = piece_.rides(d) ? "k" : "1";
    return {fmt::format("{}_R_C_{}", dir_code(d), adjacent ? "1" : "K"),
            fmt::format("x_R_C + x_{} <= 1", square_text(d, adjacent ? "1" : "K")),
            fmt::format("two {} {} apart on a {} attack each other", plural(piece_),
                        adjacent ? "side by side" : "K squares", line_words(d)),
            {{row_prefix({RowKind::span, static_cast<uint8_t>(d)}), var('x') + kPlus + var_moved('x', d, k),
              k == "1" ? text("for each pair of squares side by side on a " + line)
                       : text("for each pair of squares ") + "<mi>k</mi>" + text(" apart on a " + line),
              "one row per attacking pair: the textbook (pairwise) form"}}};
  }

  bool has_rows() const override { return any_pair(lines_); }

  int64_t units() const override { return segment_count(lines_); }  // one a segment
  int64_t unit_weight(int64_t u) const override {  // 3 for each pair (two terms and a row)
    const int64_t len = segment_at(lines_, u).len, m = max_step_;
    const int64_t pairs = len - 1 <= m ? len * (len - 1) / 2 : m * (m + 1) / 2 + (len - 1 - m) * m;
    return 3 * pairs;
  }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    const Dir d = lines_.dir();
    for (int64_t u = first; u < end; ++u) {
      const Segment& s = segment_at(lines_, u);
      for (int32_t i = 0; i + 1 < s.len; ++i)
        for (int32_t k = 1; k <= max_step_ && i + k < s.len; ++k) {
          Row row;
          const Square a = along(board_, s.first, d, i);
          if (!open_at(board_, a) || !open_at(board_, along(board_, a, d, k))) continue;  // a hole: no piece there
          row.name = {RowKind::span, static_cast<uint8_t>(d), a.r, a.c, k};
          row.add(line_run(Var::piece, 1, a, d, 1));
          row.add(line_run(Var::piece, 1, along(board_, a, d, k), d, 1));
          visit(row);
        }
    }
  }

  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    const Var var = col.var;
    const int32_t r = col.r, c = col.c;
    if (var != Var::piece) return;
    const Dir d = lines_.dir();
    const SegmentSpot spot = lines_.spot(r, c);
    const Segment& s = lines_.segments()[spot.segment];
    for (int32_t k = std::min(spot.offset, max_step_); k >= 1; --k) {  // pairs that end here
      const Square a = along(board_, s.first, d, spot.offset - k);
      if (open_at(board_, a)) out.push_back({{RowKind::span, static_cast<uint8_t>(d), a.r, a.c, k}, 1});
    }
    for (int32_t k = 1; k <= max_step_ && spot.offset + k < s.len; ++k)  // pairs that start here
      if (open_at(board_, along(board_, Square{r, c}, d, k))) out.push_back({{RowKind::span, static_cast<uint8_t>(d), r, c, k}, 1});
  }

 private:
  const Board& board_;
  const Lines& lines_;
  Piece piece_;
  int32_t max_step_;
};

// ---------------------------------------------------------------------------------------------
class SpanRows final : public RowFamily {
 public:
  SpanRows(const Board& board, const Lines& lines, Piece piece, bool ends_only)
      : board_(board), lines_(lines), piece_(piece), ends_only_(ends_only) {}

  Legend legend() const override {
    using namespace mathml;
    const Dir d = lines_.dir();
    const std::string pieces = ends_only_ ? fmt::format("x_R_C + x_{}", square_text(d, "K"))
                                          : fmt::format("x_R_C + ... + x_{}", square_text(d, "K"));
    const std::string walls = kMinus + sum_range("<mi>j</mi><mo>=</mo><mn>1</mn>", "<mi>k</mi><mo>&#x2212;</mo><mn>1</mn>",
                                                 var_moved('w', d, "j"));
    return {fmt::format("{}_R_C_K", dir_code(d)),
            fmt::format("{} - (w_{} + ... + w_{}) <= 1", pieces, square_text(d, "1"), square_text(d, "(K-1)")),
            fmt::format("{} from (R,C) to K squares along the {}: one more {} for each wall between",
                        ends_only_ ? "two " + std::string(plural(piece_)) : std::string(plural(piece_)),
                        line_words(d), singular(piece_)),
            {{row_prefix({RowKind::span, static_cast<uint8_t>(d)}),
              (ends_only_ ? var('x') + kPlus + var_moved('x', d, "k")
                          : sum_range("<mi>j</mi><mo>=</mo><mn>0</mn>", "<mi>k</mi>", var_moved('x', d, "j"))) +
                  walls,
              text("for each pair of squares ") + "<mi>k</mi>" + text(" apart on a " + std::string(line_words(d))),
              ends_only_ ? "two pieces on one line attack each other unless a wall stands between: each wall allows one more"
                         : "the pieces from one square to another on a line are at most one more than the walls between"}}};
  }

  bool has_rows() const override { return any_pair(lines_); }

  int64_t units() const override { return segment_count(lines_); }  // one a segment
  int64_t unit_weight(int64_t u) const override {  // len^2 / 2 rows of up to len + 1 terms each
    const int64_t len = segment_at(lines_, u).len;
    return len * (len - 1) / 2 * (len + 1);
  }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    const Dir d = lines_.dir();
    for (int64_t u = first; u < end; ++u) {
      const Segment& s = segment_at(lines_, u);
      for (int32_t i = 0; i + 1 < s.len; ++i)
        for (int32_t k = 1; i + k < s.len; ++k) {
          const Square a = along(board_, s.first, d, i);
          if (!open_at(board_, a) || !open_at(board_, along(board_, a, d, k))) continue;  // pieces only on open squares
          Row row;
          row.name = {RowKind::span, static_cast<uint8_t>(d), a.r, a.c, k};
          if (ends_only_) {
            row.add(line_run(Var::piece, 1, a, d, 1));
            row.add(line_run(Var::piece, 1, along(board_, a, d, k), d, 1));
          } else {
            for_each_open_run(board_, a, d, k + 1, [&](int32_t start, int32_t count) {
              row.add(line_run(Var::piece, 1, along(board_, a, d, start), d, count));
            });
          }
          if (k >= 2)  // a new wall can stand on an open square only
            for_each_open_run(board_, along(board_, a, d, 1), d, k - 1, [&](int32_t start, int32_t count) {
              row.add(line_run(Var::wall, -1, along(board_, a, d, 1 + start), d, count));
            });
          visit(row);
        }
    }
  }

  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    const Var var = col.var;
    const int32_t r = col.r, c = col.c;
    const Dir d = lines_.dir();
    const SegmentSpot spot = lines_.spot(r, c);
    const Segment& s = lines_.segments()[spot.segment];
    const int32_t p = spot.offset;
    auto add = [&](int32_t i, int32_t j, int8_t coef) {
      const Square a = along(board_, s.first, d, i);
      out.push_back({{RowKind::span, static_cast<uint8_t>(d), a.r, a.c, j - i}, coef});
    };
    // Rows in the order for_each_row makes them: by first square i, then by length.
    for (int32_t i = 0; i + 1 < s.len; ++i)
      for (int32_t j = i + 1; j < s.len; ++j) {
        if (!open_at(board_, along(board_, s.first, d, i)) || !open_at(board_, along(board_, s.first, d, j))) continue;
        if (var == Var::wall) {
          if (i < p && p < j) add(i, j, -1);
        } else if (ends_only_ ? (i == p || j == p) : (i <= p && p <= j)) {
          add(i, j, 1);
        }
      }
  }

 private:
  const Board& board_;
  const Lines& lines_;
  Piece piece_;
  bool ends_only_;
};


}  // namespace

std::unique_ptr<RowFamily> segment_rows(const Board& board, const Lines& lines, Piece piece, Sense sense, bool keep_single) {
  return std::make_unique<SegmentRows>(board, lines, piece, sense, keep_single);
}
std::unique_ptr<RowFamily> pair_rows(const Board& board, const Lines& lines, Piece piece, int32_t max_step) {
  return std::make_unique<PairRows>(board, lines, piece, max_step);
}
std::unique_ptr<RowFamily> span_rows(const Board& board, const Lines& lines, Piece piece, bool ends_only) {
  return std::make_unique<SpanRows>(board, lines, piece, ends_only);
}

}  // namespace boardlp
