// Two kinds of variable that no attack may join (opposed kinds, families.hpp): peaceable armies'
// white pieces x_R_C and black pieces y_R_C, or non-dominating's pieces x_R_C and unattacked
// squares u_R_C (pieces of one kind may attack each other). Two ways to say "no x and y attack
// each other" (y standing for the second kind):
//  - colour pairs (pairwise form): each attacking pair of squares a, b of a packing family gives
//    two rows, x_a + y_b <= 1 ("w" + its name) and y_a + x_b <= 1 ("b" + its name);
//  - segment owners (line form): every segment of a line that two squares could share has a
//    binary o that says which kind holds it; x_R_C <= o and y_R_C <= 1 - o for each of its
//    squares. Along one segment the two say the same thing, with 2L rows instead of L^2 - L.
// Non-dominating writes "p" and "u" where armies write "w" and "b".
#include "families.hpp"

#include <fmt/format.h>

#include "mathml.hpp"

namespace boardlp {

Opposed opposed_to(Var second) {
  if (second == Var::unattacked)
    return {Var::unattacked, Side::piece, Side::unattacked, "u", "piece and unattacked square",
            "holds a piece (o{} = 1: no square on it is unattacked) or none (0)"};
  return {Var::black, Side::white, Side::black, "y", "white and black piece",
          "is white's (o{} = 1: no black piece on it) or black's (0: no white piece)"};
}

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

namespace {

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
  ColourPairs(std::unique_ptr<RowFamily> pairs, Opposed kinds) : pairs_(std::move(pairs)), kinds_(kinds) {}

  Legend legend() const override {
    const Legend l = pairs_->legend();
    // "x_R_C + x_S <= 1" -> "x_R_C + y_S <= 1" for w, "y_R_C + x_S <= 1" for b (y: the second kind).
    std::string w = l.algebra, b = l.algebra;
    if (const size_t second = w.find(" x_"); second != std::string::npos) w.replace(second + 1, 1, kinds_.prefix);
    if (b.rfind("x_", 0) == 0) b.replace(0, 1, kinds_.prefix);
    const char fs = side_letter(kinds_.first_side), ss = side_letter(kinds_.second_side);
    Legend out{fmt::format("{1}{0}, {2}{0}", l.pattern, fs, ss), fmt::format("{}: {}; {}: {}", fs, w, ss, b),
               fmt::format("no {} on two such squares: {}", kinds_.pair_words, l.meaning)};
    // The pair's formula with the second kind on its second square (fs) or its first (ss).
    const std::string x = "<msub><mi>x</mi>", other = fmt::format("<msub><mi>{}</mi>", kinds_.prefix);
    const std::string words = fmt::format("no {} on two squares so placed: {}", kinds_.pair_words,
                                          kinds_.second == Var::unattacked ? "the piece would attack the square"
                                                                           : "they would attack each other");
    for (const Formula& f : l.formulas) {
      const size_t first = f.math.find(x), second = f.math.find(x, first + 1);
      if (second == std::string::npos) continue;
      out.formulas.push_back({fs + f.rows, std::string(f.math).replace(second, x.size(), other), f.index, words});
      out.formulas.push_back({ss + f.rows, std::string(f.math).replace(first, x.size(), other), f.index, words});
    }
    return out;
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
      name.side = kinds_.first_side;
      visit(two_terms(name, one_square(Var::piece, 1, sq[0]), one_square(kinds_.second, 1, sq[1]), 1));
      name.side = kinds_.second_side;
      visit(two_terms(name, one_square(kinds_.second, 1, sq[0]), one_square(Var::piece, 1, sq[1]), 1));
    });
  }

  // A square is the first of a pair row exactly when the row is named by it (pairs and leaps are
  // named by their first square): x there is in the w row, y in the b row; on the second, the other.
  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    const Var var = col.var;
    const int32_t r = col.r, c = col.c;
    if (var != Var::piece && var != kinds_.second) return;
    scratch_.clear();
    pairs_->append_entries(Column{Var::piece, 0, r, c}, scratch_);
    for (Entry e : scratch_) {
      const bool first = e.row.r == r && e.row.c == c;
      e.row.side = (first == (var == Var::piece)) ? kinds_.first_side : kinds_.second_side;
      out.push_back(e);
    }
  }

 private:
  std::unique_ptr<RowFamily> pairs_;
  Opposed kinds_;
  static thread_local std::vector<Entry> scratch_;
};
thread_local std::vector<Entry> ColourPairs::scratch_;

// ---------------------------------------------------------------------------------------------
class OwnerRows final : public RowFamily {
 public:
  OwnerRows(const Board& board, const Lines& lines, Opposed kinds) : board_(board), lines_(lines), kinds_(kinds) {}

  Legend legend() const override {
    const std::string_view code = dir_code(lines_.dir());
    const char fs = side_letter(kinds_.first_side), ss = side_letter(kinds_.second_side);
    return {fmt::format("{1}{0}_R_C, {2}{0}_R_C", code, fs, ss),
            fmt::format("x_R_C - o{0}_S <= 0; {1}_R_C + o{0}_S <= 1, S the first square of the segment through (R,C)",
                        code, kinds_.prefix),
            fmt::format("the segment of the {} through (R,C) {}", line_words(lines_.dir()),
                        fmt::format(fmt::runtime(kinds_.owner_words), code)),
            formulas()};
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
        visit(two_terms({RowKind::segment, code, q.r, q.c, 0, kinds_.first_side}, one_square(Var::piece, 1, q), one_square(own, -1, *o), 0));
        visit(two_terms({RowKind::segment, code, q.r, q.c, 0, kinds_.second_side}, one_square(kinds_.second, 1, q), one_square(own, 1, *o), 1));
      }
    }
  }

  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    const Var var = col.var;
    const int32_t r = col.r, c = col.c;
    const Dir d = lines_.dir();
    const Segment& s = lines_.segments()[lines_.spot(r, c).segment];
    const std::optional<Square> o = owner(s);
    if (!o) return;
    const auto code = static_cast<uint8_t>(d);
    if (var == Var::piece) out.push_back({{RowKind::segment, code, r, c, 0, kinds_.first_side}, 1});
    if (var == kinds_.second) out.push_back({{RowKind::segment, code, r, c, 0, kinds_.second_side}, 1});
    if (var != owner_var(d) || *o != Square{r, c}) return;
    for (int32_t i = 0; i < s.len; ++i) {
      const Square q = along(board_, s.first, d, i);
      if (board_.is_closed(q.r, q.c)) continue;
      out.push_back({{RowKind::segment, code, q.r, q.c, 0, kinds_.first_side}, -1});
      out.push_back({{RowKind::segment, code, q.r, q.c, 0, kinds_.second_side}, 1});
    }
  }

 private:
  // x - o_s <= 0 (the first side) and y + o_s <= 1 (the second), o_s the segment's owner.
  std::vector<Formula> formulas() const {
    using namespace mathml;
    const std::string line(line_words(lines_.dir())), o = "<msub><mi>o</mi><mi>s</mi></msub>";
    const std::string index = text("for each square ") + kSquare + text(" of each segment ") + "<mi>s</mi>" + text(" of a " + line);
    const bool unattacked = kinds_.second == Var::unattacked;
    const auto name = [&](Side side) { return row_prefix({RowKind::segment, static_cast<uint8_t>(lines_.dir()), 0, 0, 0, side}); };
    return {{name(kinds_.first_side), var('x') + kMinus + o, index,
             unattacked ? "a piece on a segment says so (o_s = 1)" : "a white piece only on a segment white owns (o_s = 1)"},
            {name(kinds_.second_side), var(kinds_.prefix[0]) + kPlus + o, index,
             unattacked ? "an unattacked square only on a segment with no piece (o_s = 0)"
                        : "a black piece only on a segment black owns (o_s = 0)"}};
  }

  std::optional<Square> owner(const Segment& s) const { return owner_square(board_, lines_.dir(), s); }

  const Board& board_;
  const Lines& lines_;
  Opposed kinds_;
};

// ---------------------------------------------------------------------------------------------
class BalanceRow final : public RowFamily {
 public:
  explicit BalanceRow(const Board& board) : board_(board) {}

  Legend legend() const override {
    using namespace mathml;
    return {"balance", "sum over all squares of x_R_C - sum over all squares of y_R_C = 0",
            "as many black pieces as white ones",
            {{row_prefix({RowKind::balance}), sum(kSquare, var('x')) + kMinus + sum(kSquare, var('y')), text("one row"),
              "as many black pieces as white ones"}}};
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
          if (!board_.is_closed(r, c)) row.add(one_square(var, coef, {r, c}));
    visit(row);
  }
  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    const Var var = col.var;
    if (var == Var::piece) out.push_back({{RowKind::balance}, 1});
    if (var == Var::black) out.push_back({{RowKind::balance}, -1});
  }

 private:
  const Board& board_;
};

}  // namespace

std::unique_ptr<RowFamily> colour_pairs(std::unique_ptr<RowFamily> pairs, Opposed kinds) {
  return std::make_unique<ColourPairs>(std::move(pairs), kinds);
}

std::unique_ptr<RowFamily> owner_rows(const Board& board, const Lines& lines, Opposed kinds) {
  return std::make_unique<OwnerRows>(board, lines, kinds);
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
