// The line cover of domination (--cover lines). A rider attacks every square of a segment it
// stands on, so a square is covered when it holds a piece, when a segment through it holds one,
// or when a piece stands a leap away. One indicator o<line>_S per segment (on its first open
// square S, as the armies' owners) says "this segment holds a piece", allowed only if one does:
// h<line>_S: o - sum of the segment's x <= 0. Each square's row then names its lines, not every
// square that sees it: a few terms a row, O(n^2) nonzeros for queens where the square cover has
// O(n^3). A segment with one open square has no indicator: its x stands in the rows instead.
#include "families.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "wording.hpp"

#include "mathml.hpp"

namespace boardlp {

namespace {

// ---------------------------------------------------------------------------------------------
class SegmentHoldsRows final : public RowFamily {
 public:
  SegmentHoldsRows(const Board& board, const Lines& lines) : board_(board), lines_(lines) {}

  Legend legend() const override {
    const std::string_view code = dir_code(lines_.dir());
    return {fmt::format("h{}_S", code), fmt::format("o{}_S - sum of x over the segment from S <= 0", code),
            fmt::format("the segment of the {} that starts at S holds a piece (o{}_S = 1) only if one stands on it",
                        line_words(lines_.dir()), code),
            {{row_prefix({RowKind::segment, static_cast<uint8_t>(lines_.dir()), 0, 0, 0, Side::holds}),
              "<msub><mi>o</mi><mi>s</mi></msub>" + mathml::kMinus +
                  mathml::sum(mathml::kSquare + mathml::kIn + "<mi>s</mi>", mathml::var('x')),
              mathml::text("for each segment ") + "<mi>s</mi>" + mathml::text(" of a " + std::string(line_words(lines_.dir()))),
              "the segment's indicator o_s is 1 only if a piece stands on the segment"}}};
  }
  bool has_rows() const override {
    return std::any_of(lines_.segments().begin(), lines_.segments().end(), [&](const Segment& s) { return owner(s).has_value(); });
  }
  int64_t units() const override { return static_cast<int64_t>(lines_.segments().size()); }
  int64_t unit_weight(int64_t u) const override { return 2 + lines_.segments()[static_cast<size_t>(u)].len; }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    const Dir d = lines_.dir();
    Row row;
    for (int64_t u = first; u < end; ++u) {
      const Segment& s = lines_.segments()[static_cast<size_t>(u)];
      const std::optional<Square> o = owner(s);
      if (!o) continue;
      row.name = {RowKind::segment, static_cast<uint8_t>(d), o->r, o->c, 0, Side::holds};
      row.sense = Sense::le;
      row.rhs = 0;
      row.runs.clear();
      row.terms = 0;
      row.add(one_square(owner_var(d), 1, *o));
      for (int32_t i = 0; i < s.len; ++i) {
        const Square q = along(board_, s.first, d, i);
        if (!board_.is_closed(q.r, q.c)) row.add(one_square(Var::piece, -1, q));
      }
      visit(row);
    }
  }

  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    const Dir d = lines_.dir();
    if (col.var != Var::piece && col.var != owner_var(d)) return;
    const std::optional<Square> o = owner(lines_.segments()[lines_.spot(col.r, col.c).segment]);
    if (!o || (col.var == owner_var(d) && *o != Square{col.r, col.c})) return;
    out.push_back({{RowKind::segment, static_cast<uint8_t>(d), o->r, o->c, 0, Side::holds},
                   static_cast<int8_t>(col.var == Var::piece ? -1 : 1)});
  }

 private:
  std::optional<Square> owner(const Segment& s) const { return owner_square(board_, lines_.dir(), s); }

  const Board& board_;
  const Lines& lines_;
};

// ---------------------------------------------------------------------------------------------
class LineCoverRows final : public RowFamily {
 public:
  LineCoverRows(const Board& board, Piece piece, std::vector<const Lines*> ride_lines)
      : board_(board), piece_(piece), ride_lines_(std::move(ride_lines)) {}

  Legend legend() const override {
    std::string lines;
    for (const Lines* l : ride_lines_) lines += fmt::format("{}o{}", lines.empty() ? "" : " + ", dir_code(l->dir()));
    return {"cv_R_C",
            fmt::format("x_R_C{}{} >= 1", lines.empty() ? "" : " + " + lines + " of the segments through (R,C)",
                        piece_.leaps() ? " + x of the squares a leap away" : ""),
            fmt::format("square (R,C) holds {}, or a line through it holds one{}; a hole holds none and must be attacked",
                        with_article(singular(piece_)), piece_.leaps() ? ", or one stands a leap away" : ""),
            {{row_prefix({RowKind::cover}),
              mathml::var('x') + mathml::kPlus +
                  mathml::sum("<mi>&#x2113;</mi><mo>&#x220B;</mo>" + mathml::kSquare, "<msub><mi>o</mi><mi>&#x2113;</mi></msub>") +
                  (piece_.leaps() ? mathml::kPlus + mathml::sum_over_set('x', "L") : std::string()),
              mathml::text("for each square ") + mathml::kSquare + mathml::text(" that needs cover"),
              "the line cover: the square holds a piece, or a segment \u2113 of a line through it holds one (its indicator "
              "o), or a piece stands a leap away (L(r,c)); a segment with one open square stands as its x"}}};
  }
  bool has_rows() const override { return true; }
  int64_t units() const override { return board_.rows(); }
  int64_t unit_weight(int64_t) const override { return int64_t{board_.cols()} * (3 + static_cast<int64_t>(ride_lines_.size()) + 8); }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    Row row;
    row.sense = Sense::ge;
    row.rhs = 1;
    std::vector<Column> terms;
    for (auto r = static_cast<int32_t>(first); r < end; ++r)
      for (int32_t c = 0; c < board_.cols(); ++c) {
        if (!board_.needs_cover(r, c)) continue;
        terms_of({r, c}, terms);
        row.name = {RowKind::cover, 0, r, c, 0};
        row.runs.clear();
        row.terms = 0;
        for (const Column& t : terms) row.add(one_square(t.var, 1, {t.r, t.c}));
        visit(row);
      }
  }

  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    // The squares whose rows hold this column: a segment's indicator is in the row of every square
    // of its segment; a piece in its own square's row, in the rows of the squares a leap away, and
    // in those of its segment where the segment has no indicator. Each row once, in board order.
    std::vector<Square> rows;
    const Square at{col.r, col.c};
    if (col.var == Var::piece) {
      rows.push_back(at);
      for_each_leap(at, [&](Square q) { rows.push_back(q); });
    }
    for (const Lines* lines : ride_lines_) {
      const Dir d = lines->dir();
      if (col.var != Var::piece && col.var != owner_var(d)) continue;
      const Segment& s = lines->segments()[lines->spot(at.r, at.c).segment];
      const std::optional<Square> o = owner_square(board_, d, s);
      if (col.var == Var::piece ? o.has_value() : (!o || *o != at)) continue;
      for (int32_t i = 0; i < s.len; ++i) rows.push_back(along(board_, s.first, d, i));
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    for (const Square& q : rows)
      if (board_.needs_cover(q.r, q.c)) out.push_back({{RowKind::cover, 0, q.r, q.c, 0}, 1});
  }

 private:
  // Calls f(q) for each square other than a wall a leap from `from` (leaps go both ways).
  template <class F>
  void for_each_leap(Square from, F&& f) const {
    for (Dir d : kAllDirs) {
      if (!piece_.leaps(d)) continue;
      const Step s = step_of(d);
      for (const int sign : {1, -1}) {
        const Square q = board_.wrap(from.r + sign * s.dr, from.c + sign * s.dc);
        if (board_.exists(q) && q != from && !board_.is_wall(q.r, q.c)) f(q);
      }
    }
  }

  // The row's terms for square q (not a wall): x_q if q may hold a piece, each segment's indicator
  // (or its one open square's x), and the x a leap away; x's in board order first, each once, then
  // the indicators in the order of the directions.
  void terms_of(Square q, std::vector<Column>& out) const {
    std::vector<Square> pieces;
    std::vector<Column> owners;
    if (!board_.is_closed(q.r, q.c)) pieces.push_back(q);
    for_each_leap(q, [&](Square p) {
      if (!board_.is_closed(p.r, p.c)) pieces.push_back(p);
    });
    for (const Lines* lines : ride_lines_) {
      const Dir d = lines->dir();
      const Segment& s = lines->segments()[lines->spot(q.r, q.c).segment];
      if (const std::optional<Square> o = owner_square(board_, d, s)) {
        owners.push_back({owner_var(d), 0, o->r, o->c});
        continue;
      }
      for (int32_t i = 0; i < s.len; ++i)  // no indicator: at most one open square, named itself
        if (const Square p = along(board_, s.first, d, i); !board_.is_closed(p.r, p.c)) pieces.push_back(p);
    }
    std::sort(pieces.begin(), pieces.end());
    pieces.erase(std::unique(pieces.begin(), pieces.end()), pieces.end());
    out.clear();
    for (const Square& p : pieces) out.push_back({Var::piece, 0, p.r, p.c});
    out.insert(out.end(), owners.begin(), owners.end());
  }

  const Board& board_;
  Piece piece_;
  std::vector<const Lines*> ride_lines_;
};

}  // namespace

std::unique_ptr<RowFamily> segment_holds_rows(const Board& board, const Lines& lines) {
  return std::make_unique<SegmentHoldsRows>(board, lines);
}

std::unique_ptr<RowFamily> line_cover_rows(const Board& board, Piece piece, std::vector<const Lines*> ride_lines) {
  return std::make_unique<LineCoverRows>(board, piece, std::move(ride_lines));
}

}  // namespace boardlp
