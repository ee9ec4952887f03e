// Covering rows, for domination: a row per square that needs cover (an open square or a hole;
// a wall needs none, nor a square outside --cover-on's set), saying that a piece stands on it or on a square that attacks it; for total
// domination, only on a square that attacks it (a piece does not cover its own square); for
// double domination, that two do (the piece on it counting once, each attacker once). Attack is
// symmetric (every ride and leap goes both ways, and a wall cuts a line for both ends), so the
// squares of a square's row are also the rows a piece there appears in: the row view and the
// column view both come from one walk, reach() below.
#include "families.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "attacks.hpp"
#include "wording.hpp"

#include "mathml.hpp"

namespace boardlp {

namespace {

class CoverRows final : public RowFamily {
 public:
  CoverRows(const Board& board, Piece piece, bool self, int32_t times)
      : board_(board), piece_(piece), self_(self), times_(times) {}

  Legend legend() const override {
    if (!self_)
      return {"tc_R_C", "sum of x over the squares that attack (R,C) >= 1",
              fmt::format("square (R,C) is attacked by {} on another square, whether a piece stands on it or not",
                          with_article(singular(piece_))),
              {{row_prefix({RowKind::total_cover}), mathml::sum_over_set('x', "A"),
                mathml::text("for each square ") + mathml::kSquare + mathml::text(" but a wall"),
                "A(r,c) is the set of squares from which a piece attacks (r,c), the square itself not among them: a piece "
                "on another square attacks it, whether a piece stands on it or not (total domination)"}}};
    if (times_ > 1)
      return {"cv_R_C", fmt::format("x_R_C + sum of x over the squares that attack (R,C) >= {}", times_),
              fmt::format("square (R,C) is covered {}: {} on it counts once, each one that attacks it once; a hole "
                          "holds none and must be attacked {}", times_text(), with_article(singular(piece_)), times_text()),
              {{row_prefix({RowKind::cover}), mathml::var('x') + mathml::kPlus + mathml::sum_over_set('x', "A"),
                mathml::text("for each square ") + mathml::kSquare + mathml::text(" that needs cover"),
                fmt::format("A(r,c) is the set of squares from which a piece attacks (r,c): a piece on the square and each "
                            "piece that attacks it count once, and the square needs {} (double domination)", times_)}}};
    return {"cv_R_C", "x_R_C + sum of x over the squares that attack (R,C) >= 1",
            fmt::format("square (R,C) holds {} or is attacked by one; a hole holds none and must be attacked",
                        with_article(singular(piece_))),
            {{row_prefix({RowKind::cover}), mathml::var('x') + mathml::kPlus + mathml::sum_over_set('x', "A"),
              mathml::text("for each square ") + mathml::kSquare + mathml::text(" that needs cover"),
              "A(r,c) is the set of squares from which a piece attacks (r,c): the square holds a piece or is attacked by "
              "one (walls need no cover; a hole holds no piece but needs cover)"}}};
  }

  bool has_rows() const override { return true; }  // a board has an open square (checked before)
  int64_t units() const override { return board_.rows(); }
  int64_t unit_weight(int64_t) const override { return int64_t{board_.cols()} * (2 + 2 * (board_.rows() + board_.cols())); }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    Row row;
    row.sense = Sense::ge;
    row.rhs = times_;
    std::vector<Square> squares;
    for (auto r = static_cast<int32_t>(first); r < end; ++r)
      for (int32_t c = 0; c < board_.cols(); ++c) {
        if (!board_.needs_cover(r, c)) continue;
        reach({r, c}, squares, true);
        row.name = {kind(), 0, r, c, 0};
        row.runs.clear();
        row.terms = 0;
        // Consecutive squares of a board row make one run: the terms read in board order.
        for (size_t i = 0; i < squares.size();) {
          size_t j = i + 1;
          while (j < squares.size() && squares[j].r == squares[i].r && squares[j].c == squares[j - 1].c + 1) ++j;
          row.add({Var::piece, 1, squares[i].r, squares[i].c, 0, 1, static_cast<int32_t>(j - i)});
          i = j;
        }
        visit(row);
      }
  }

  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    const Var var = col.var;
    const int32_t r = col.r, c = col.c;
    if (var != Var::piece) return;
    thread_local std::vector<Square> squares;  // once per column of an MPS file: no allocation each time
    reach({r, c}, squares, false);
    for (const Square& q : squares)
      if (board_.needs_cover(q.r, q.c)) out.push_back({{kind(), 0, q.r, q.c, 0}, 1});
  }

 private:
  RowKind kind() const { return self_ ? RowKind::cover : RowKind::total_cover; }
  std::string times_text() const { return times_ == 2 ? "twice" : fmt::format("{} times", times_); }

  // The square itself (unless total domination) and every square a piece there attacks, in board order, each once: the open
  // ones (pieces = true: the squares whose pieces cover it) or every one that is not a wall (the
  // squares it covers).
  void reach(Square from, std::vector<Square>& out, bool pieces) const {
    out.clear();
    auto take = [&](Square q) {
      if (pieces ? !board_.is_closed(q.r, q.c) : !board_.is_wall(q.r, q.c)) out.push_back(q);
    };
    if (self_) take(from);
    each_attacked(piece_, board_, from, [&](Square q) {
      take(q);
      return true;
    });
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
  }

  const Board& board_;
  Piece piece_;
  bool self_;  // a piece covers its own square (domination), or not (total domination)
  int32_t times_;  // how many times each square is covered (2: double domination)
};

}  // namespace

std::unique_ptr<RowFamily> cover_rows(const Board& board, Piece piece, bool self, int32_t times) {
  return std::make_unique<CoverRows>(board, piece, self, times);
}

}  // namespace boardlp
