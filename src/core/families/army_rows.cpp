// Peaceable armies: white pieces x_R_C and black pieces y_R_C, no piece attacked by one of the
// other colour (a colour's own pieces may attack each other). Two ways to say "no white and
// black piece attack each other":
//  - colour pairs (pairwise form): each attacking pair of squares a, b of a packing family gives
//    two rows, x_a + y_b <= 1 ("w" + its name) and y_a + x_b <= 1 ("b" + its name);
//  - segment owners (line form): every segment of a line that two pieces could share has a
//    binary o that says which colour holds it; x_R_C <= o and y_R_C <= 1 - o for each of its
//    squares. Along one segment the two say the same thing, with 2L rows instead of L^2 - L.
#include "families.hpp"

#include <fmt/format.h>

namespace boardlp {

namespace {

Run one(Var var, int8_t coef, Square q) { return {var, coef, q.r, q.c, 0, 0, 1}; }

// The square of a segment's owner: its first open square, when it has two (a piece alone on its
// segment attacks nobody along it, and the square rows keep one piece to a square).
std::optional<Square> owner_square(const Board& board, Dir d, const Segment& s) {
  std::optional<Square> first;
  for (int32_t i = 0; i < s.len; ++i) {
    const Square q = along(board, s.first, d, i);
    if (board.is_closed(q.r, q.c)) continue;
    if (first) return first;
    first = q;
  }
  return std::nullopt;
}

// "a + b <= rhs" with two terms of one square each.
Row two_terms(RowName name, Run a, Run b, int64_t rhs) {
  Row row;
  row.name = name;
  row.rhs = rhs;
  row.add(a);
  row.add(b);
  return row;
}

// ---------------------------------------------------------------------------------------------
class ColourPairs final : public RowFamily {
 public:
  explicit ColourPairs(std::unique_ptr<RowFamily> pairs) : pairs_(std::move(pairs)) {}

  Legend legend() const override {
    const Legend l = pairs_->legend();
    // "x_R_C + x_S <= 1" -> "x_R_C + y_S <= 1" for w, "y_R_C + x_S <= 1" for b.
    std::string w = l.algebra, b = l.algebra;
    if (const size_t second = w.find(" x_"); second != std::string::npos) w[second + 1] = 'y';
    if (b.rfind("x_", 0) == 0) b[0] = 'y';
    return {fmt::format("w{0}, b{0}", l.pattern), fmt::format("w: {}; b: {}", w, b),
            fmt::format("no white and black piece on two such squares: {}", l.meaning)};
  }
  bool has_rows() const override { return pairs_->has_rows(); }
  int64_t units() const override { return pairs_->units(); }
  int64_t unit_weight(int64_t u) const override { return 2 * pairs_->unit_weight(u); }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    pairs_->for_each_row_in(first, end, [&](const Row& pair) {
      Square sq[2];  // a pair row's two squares, as runs of one or two terms
      int n = 0;
      for (const Run& run : pair.runs)
        for (int32_t t = 0; t < run.count && n < 2; ++t) sq[n++] = {run.r + t * run.dr, run.c + t * run.dc};
      RowName name = pair.name;
      name.side = Side::white;
      visit(two_terms(name, one(Var::piece, 1, sq[0]), one(Var::black, 1, sq[1]), 1));
      name.side = Side::black;
      visit(two_terms(name, one(Var::black, 1, sq[0]), one(Var::piece, 1, sq[1]), 1));
    });
  }

  // A square is the first of a pair row exactly when the row is named by it (pairs and leaps are
  // named by their first square): x there is in the w row, y in the b row; on the second, the other.
  void append_entries(Var var, int32_t r, int32_t c, std::vector<Entry>& out) const override {
    if (var != Var::piece && var != Var::black) return;
    scratch_.clear();
    pairs_->append_entries(Var::piece, r, c, scratch_);
    for (Entry e : scratch_) {
      const bool first = e.row.r == r && e.row.c == c;
      e.row.side = (first == (var == Var::piece)) ? Side::white : Side::black;
      out.push_back(e);
    }
  }

 private:
  std::unique_ptr<RowFamily> pairs_;
  static thread_local std::vector<Entry> scratch_;
};
thread_local std::vector<Entry> ColourPairs::scratch_;

// ---------------------------------------------------------------------------------------------
class OwnerRows final : public RowFamily {
 public:
  OwnerRows(const Board& board, const Lines& lines) : board_(board), lines_(lines) {}

  Legend legend() const override {
    const std::string_view code = dir_code(lines_.dir());
    return {fmt::format("w{0}_R_C, b{0}_R_C", code),
            fmt::format("x_R_C - o{0}_S <= 0; y_R_C + o{0}_S <= 1, S the first square of the segment through (R,C)", code),
            fmt::format("the segment of the {} through (R,C) is white's (o{} = 1: no black piece on it) or black's (0: "
                        "no white piece)",
                        line_words(lines_.dir()), code)};
  }
  bool has_rows() const override {
    for (const Segment& s : lines_.segments())
      if (owner(s)) return true;
    return false;
  }
  int64_t units() const override { return static_cast<int64_t>(lines_.segments().size()); }
  int64_t unit_weight(int64_t u) const override { return 6 * lines_.segments()[static_cast<size_t>(u)].len; }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    const Dir d = lines_.dir();
    const Var own = owner_var(d);
    for (int64_t u = first; u < end; ++u) {
      const Segment& s = lines_.segments()[static_cast<size_t>(u)];
      const std::optional<Square> o = owner(s);
      if (!o) continue;
      for (int32_t i = 0; i < s.len; ++i) {
        const Square q = along(board_, s.first, d, i);
        if (board_.is_closed(q.r, q.c)) continue;
        const auto code = static_cast<uint8_t>(d);
        visit(two_terms({RowKind::segment, code, q.r, q.c, 0, Side::white}, one(Var::piece, 1, q), one(own, -1, *o), 0));
        visit(two_terms({RowKind::segment, code, q.r, q.c, 0, Side::black}, one(Var::black, 1, q), one(own, 1, *o), 1));
      }
    }
  }

  void append_entries(Var var, int32_t r, int32_t c, std::vector<Entry>& out) const override {
    const Dir d = lines_.dir();
    const Segment& s = lines_.segments()[lines_.spot(r, c).segment];
    const std::optional<Square> o = owner(s);
    if (!o) return;
    const auto code = static_cast<uint8_t>(d);
    if (var == Var::piece) out.push_back({{RowKind::segment, code, r, c, 0, Side::white}, 1});
    if (var == Var::black) out.push_back({{RowKind::segment, code, r, c, 0, Side::black}, 1});
    if (var != owner_var(d) || *o != Square{r, c}) return;
    for (int32_t i = 0; i < s.len; ++i) {
      const Square q = along(board_, s.first, d, i);
      if (board_.is_closed(q.r, q.c)) continue;
      out.push_back({{RowKind::segment, code, q.r, q.c, 0, Side::white}, -1});
      out.push_back({{RowKind::segment, code, q.r, q.c, 0, Side::black}, 1});
    }
  }

 private:
  std::optional<Square> owner(const Segment& s) const { return owner_square(board_, lines_.dir(), s); }

  const Board& board_;
  const Lines& lines_;
};

// ---------------------------------------------------------------------------------------------
class BalanceRow final : public RowFamily {
 public:
  explicit BalanceRow(const Board& board) : board_(board) {}

  Legend legend() const override {
    return {"balance", "sum over all squares of x_R_C - sum over all squares of y_R_C = 0",
            "as many black pieces as white ones"};
  }
  bool has_rows() const override { return true; }
  int64_t units() const override { return 1; }
  int64_t unit_weight(int64_t) const override { return 2 * board_.open_squares() + 1; }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    if (first >= end) return;
    Row row;
    row.name = {RowKind::balance};
    row.sense = Sense::eq;
    row.rhs = 0;
    for (const auto& [var, coef] : {std::pair{Var::piece, int8_t{1}}, std::pair{Var::black, int8_t{-1}}})
      for (int32_t r = 0; r < board_.rows(); ++r)
        for (int32_t c = 0; c < board_.cols(); ++c)
          if (!board_.is_closed(r, c)) row.add(one(var, coef, {r, c}));
    visit(row);
  }
  void append_entries(Var var, int32_t, int32_t, std::vector<Entry>& out) const override {
    if (var == Var::piece) out.push_back({{RowKind::balance}, 1});
    if (var == Var::black) out.push_back({{RowKind::balance}, -1});
  }

 private:
  const Board& board_;
};

}  // namespace

std::unique_ptr<RowFamily> colour_pairs(std::unique_ptr<RowFamily> pairs) {
  return std::make_unique<ColourPairs>(std::move(pairs));
}

std::unique_ptr<RowFamily> owner_rows(const Board& board, const Lines& lines) {
  return std::make_unique<OwnerRows>(board, lines);
}

std::vector<bool> owner_squares(const Board& board, const Lines& lines) {
  std::vector<bool> on(static_cast<size_t>(board.rows()) * static_cast<size_t>(board.cols()), false);
  for (const Segment& s : lines.segments())
    if (const std::optional<Square> o = owner_square(board, lines.dir(), s))
      on[static_cast<size_t>(o->r) * static_cast<size_t>(board.cols()) + static_cast<size_t>(o->c)] = true;
  return on;
}

std::unique_ptr<RowFamily> balance_row(const Board& board) { return std::make_unique<BalanceRow>(board); }

}  // namespace boardlp
