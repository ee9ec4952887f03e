// The lex-leader rows (--cut lex): of each class of placements under the board's symmetries, keep
// the one whose pieces, read in board order as a 0/1 word, come first. For each symmetry g the
// word x must come no later than its image's word y (y_s = x_g(s)): along a chain of squares,
// lxG marks "x and y agree on every square of the chain so far", and where they agree the next
// square may not hold a piece that the image lacks. The lex-least placement of a class passes for
// every g, so each class keeps exactly that one. (Linear chain of Aloul, Markov and Sakallah,
// "Efficient symmetry breaking for Boolean satisfiability", 2003.)
#include <algorithm>
#include <numeric>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "families.hpp"

namespace boardlp {

Square symmetry_image(int g, Square q, int32_t rows, int32_t cols) {
  const int32_t r = q.r, c = q.c, n = rows;  // 4 to 7 are for square boards, so n is also the columns
  switch (g) {
    case 1: return {rows - 1 - r, c};
    case 2: return {r, cols - 1 - c};
    case 3: return {rows - 1 - r, cols - 1 - c};
    case 4: return {c, r};
    case 5: return {n - 1 - c, n - 1 - r};
    case 6: return {c, n - 1 - r};
    case 7: return {n - 1 - c, r};
    default: return q;
  }
}

std::string_view symmetry_word(int g) {
  constexpr std::string_view kWords[] = {"identity",      "top-bottom mirror",   "left-right mirror",
                                         "half turn",     "main-diagonal mirror", "other-diagonal mirror",
                                         "quarter turn",  "three-quarter turn"};
  return kWords[std::clamp(g, 0, 7)];
}

namespace {

bool involution(int g) { return g <= 5; }  // the mirrors and the half turn are their own inverse

// The squares of symmetry g's chain, in board order: the open squares its image differs on. For a
// mirror or the half turn, only the first of each pair: once a chain agrees on (s, g(s)) it agrees
// on (g(s), s) too.
std::vector<Square> chain_of(const Board& board, int g) {
  std::vector<Square> out;
  for (int32_t r = 0; r < board.rows(); ++r)
    for (int32_t c = 0; c < board.cols(); ++c) {
      const Square q{r, c}, m = symmetry_image(g, q, board.rows(), board.cols());
      if (board.is_closed(r, c) || m == q || (involution(g) && m < q)) continue;
      out.push_back(q);
    }
  return out;
}

class LexLeaderRows final : public RowFamily {
 public:
  LexLeaderRows(const Board& board, std::vector<int> kept) : board_(board), kept_(std::move(kept)) {
    const auto squares = static_cast<size_t>(board.rows()) * static_cast<size_t>(board.cols());
    for (const int g : kept_) {
      chains_.push_back(chain_of(board, g));
      at_.emplace_back(squares, -1);
      image_at_.emplace_back(squares, -1);
      const std::vector<Square>& chain = chains_.back();
      for (size_t t = 0; t < chain.size(); ++t) {
        at_.back()[index(chain[t])] = static_cast<int64_t>(t);
        image_at_.back()[index(image(g, chain[t]))] = static_cast<int64_t>(t);
      }
      first_unit_.push_back(units_);
      units_ += static_cast<int64_t>(chain.size());
    }
  }

  Legend legend() const override {
    std::vector<std::string> words;
    for (const int g : kept_) words.push_back(fmt::format("{} ({})", symmetry_word(g), g));
    return {"lxoG_R_C, lxaG_R_C, lxbG_R_C",
            "along symmetry G's chain of squares s_1, s_2, ... with images g(s): x_s - x_g(s) + lxG_prev <= 1; "
            "x_s + x_g(s) + lxG_s - lxG_prev >= 0; x_s + x_g(s) - lxG_s + lxG_prev <= 2 (lxG_prev = 1 before the first)",
            fmt::format("a named cut (--cut lex): of each class of placements under the symmetries the board keeps ({}), "
                        "keep only the one whose pieces, read square by square in board order, come first; lxG_R_C is 1 "
                        "while a placement and its image agree on every square of the chain up to (R,C), and then the "
                        "next square may not hold a piece that the image lacks",
                        fmt::join(words, ", "))};
  }
  bool has_rows() const override { return units_ > 0; }
  int64_t units() const override { return units_; }
  int64_t unit_weight(int64_t) const override { return 14; }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    for (int64_t u = first; u < end; ++u) {
      const size_t gi = chain_index(u);
      const auto t = static_cast<size_t>(u - first_unit_[gi]);
      for (const LexPart part : {LexPart::order, LexPart::both_absent, LexPart::both_present})
        if (part == LexPart::order || t + 1 < chains_[gi].size()) visit(row(gi, t, part));
    }
  }

  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    const Square q{col.r, col.c};
    for (size_t gi = 0; gi < kept_.size(); ++gi) {
      // The units (chain positions) whose rows hold this column, in order.
      int64_t units[3] = {-1, -1, -1};
      if (col.var == Var::piece) {
        units[0] = at_[gi][index(q)];
        units[1] = image_at_[gi][index(q)];
      } else if (col.var == lex_var(kept_[gi]) && at_[gi][index(q)] >= 0) {
        units[0] = at_[gi][index(q)];
        units[1] = units[0] + 1;
      } else {
        continue;
      }
      std::sort(units, units + 2);
      for (const int64_t t : units) {
        if (t < 0) continue;
        for (const LexPart part : {LexPart::order, LexPart::both_absent, LexPart::both_present}) {
          if (part != LexPart::order && static_cast<size_t>(t) + 1 >= chains_[gi].size()) continue;
          const Row r = row(gi, static_cast<size_t>(t), part);
          for_each_term(r, board_, [&](const Column& c, int8_t a) {
            if (c == col) out.push_back({r.name, a});
          });
        }
      }
    }
  }

 private:
  const Board& board_;
  std::vector<int> kept_;
  std::vector<std::vector<Square>> chains_;
  std::vector<std::vector<int64_t>> at_, image_at_;  // per chain: the position of a square, and of the square it is the image of
  std::vector<int64_t> first_unit_;
  int64_t units_ = 0;

  size_t index(Square q) const { return static_cast<size_t>(q.r) * static_cast<size_t>(board_.cols()) + static_cast<size_t>(q.c); }
  Square image(int g, Square q) const { return symmetry_image(g, q, board_.rows(), board_.cols()); }
  size_t chain_index(int64_t u) const {
    return static_cast<size_t>(std::upper_bound(first_unit_.begin(), first_unit_.end(), u) - first_unit_.begin() - 1);
  }

  // Position t of chain gi: x the square, y its image, e_t and e_(t-1) the chain's columns (none
  // past the last position, and 1 before the first, moved to the right-hand side).
  Row row(size_t gi, size_t t, LexPart part) const {
    const int g = kept_[gi];
    const Square x = chains_[gi][t], y = image(g, x);
    Row r;
    r.name = {RowKind::lex, static_cast<uint8_t>(g | (static_cast<int>(part) << 4)), x.r, x.c, 0};
    const Var e = lex_var(g);
    const bool first = t == 0;
    switch (part) {
      case LexPart::order:  // x - y + e_(t-1) <= 1
        r.sense = Sense::le;
        r.rhs = first ? 0 : 1;
        r.add(one_square(Var::piece, 1, x));
        r.add(one_square(Var::piece, -1, y));
        if (!first) r.add(one_square(e, 1, chains_[gi][t - 1]));
        break;
      case LexPart::both_absent:  // x + y + e_t - e_(t-1) >= 0
        r.sense = Sense::ge;
        r.rhs = first ? 1 : 0;
        r.add(one_square(Var::piece, 1, x));
        r.add(one_square(Var::piece, 1, y));
        r.add(one_square(e, 1, x));
        if (!first) r.add(one_square(e, -1, chains_[gi][t - 1]));
        break;
      case LexPart::both_present:  // x + y - e_t + e_(t-1) <= 2
        r.sense = Sense::le;
        r.rhs = first ? 1 : 2;
        r.add(one_square(Var::piece, 1, x));
        r.add(one_square(Var::piece, 1, y));
        r.add(one_square(e, -1, x));
        if (!first) r.add(one_square(e, 1, chains_[gi][t - 1]));
        break;
    }
    return r;
  }
};

}  // namespace

std::vector<bool> lex_chain_squares(const Board& board, int g) {
  std::vector<bool> on(static_cast<size_t>(board.rows()) * static_cast<size_t>(board.cols()), false);
  const std::vector<Square> chain = chain_of(board, g);
  for (size_t t = 0; t + 1 < chain.size(); ++t)  // the last position needs no column after it
    on[static_cast<size_t>(chain[t].r) * static_cast<size_t>(board.cols()) + static_cast<size_t>(chain[t].c)] = true;
  return on;
}

std::unique_ptr<RowFamily> lex_leader_rows(const Board& board, std::vector<int> kept) {
  return std::make_unique<LexLeaderRows>(board, std::move(kept));
}

}  // namespace boardlp
