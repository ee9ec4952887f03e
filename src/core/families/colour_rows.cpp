// Colouring (--colour): K colour layers of the pieces' variables, x_R_C_k = 1 if square (R,C)
// has colour k. The squares of one colour hold pieces that do not attack each other, so each
// packing row is written once per colour, with w_k (colour k is used) on the right: a row of
// colour k binds only if colour k is used, and sum_k w_k counts the colours.
#include "families.hpp"

#include <algorithm>
#include <regex>
#include <stdexcept>

#include <fmt/format.h>

#include "mathml.hpp"

namespace boardlp {

namespace {

// "x_R_C" -> "x_R_C_k" in a legend's algebra: every piece variable of the text, in colour k.
std::string in_colour_k(const std::string& algebra) {
  static const std::regex variable(R"(\bx_(\([^)]*\)|[A-Za-z0-9+-]+)_(\([^)]*\)|[A-Za-z0-9+-]+))");
  std::string out = std::regex_replace(algebra, variable, "$&_k");
  const size_t le = out.find("<= 1");
  if (le != std::string::npos) out.replace(le, 4, "- w_k <= 0");
  return out;
}

// ---------------------------------------------------------------------------------------------
class ColourLayers final : public RowFamily {
 public:
  ColourLayers(std::unique_ptr<RowFamily> packing, int32_t colours) : packing_(std::move(packing)), colours_(colours) {}

  Legend legend() const override {
    const Legend l = packing_->legend();
    std::string pattern;
    for (size_t at = 0; at <= l.pattern.size();) {  // "rt_R_C, dn_R_C" -> "rt_R_Cck, dn_R_Cck"
      const size_t comma = std::min(l.pattern.find(", ", at), l.pattern.size());
      pattern += (pattern.empty() ? "" : ", ") + l.pattern.substr(at, comma - at) + "ck";
      at = comma + 2;
    }
    Legend out{pattern, in_colour_k(l.algebra),
               fmt::format("{}: for the squares of colour k, and none of them unless w_k = 1", l.meaning)};
    // Each packing formula in colour k: every x_(r,c) gains the colour, and w_k is subtracted.
    for (Formula f : l.formulas) {
      for (size_t at = 0; (at = f.math.find("<msub><mi>x</mi><mrow>", at)) != std::string::npos;) {
        const size_t close = f.math.find("</mrow></msub>", at);
        f.math.insert(close, "<mo>,</mo><mi>k</mi>");
        at = close;
      }
      f.math += mathml::kMinus + mathml::kUsed;
      f.index += mathml::text(", for each colour ") + "<mi>k</mi>";
      f.words += "; in colour k: the squares of one colour hold pieces that do not attack each other, and none unless "
                 "colour k is used (w_k = 1)";
      out.formulas.push_back(std::move(f));
    }
    return out;
  }

  bool has_rows() const override { return packing_->has_rows(); }
  int64_t units() const override { return colours_ * packing_->units(); }
  int64_t unit_weight(int64_t u) const override { return packing_->unit_weight(u % packing_->units()) * 3 / 2; }

  // Colour by colour: the units of colour k are [(k-1) * units, k * units) of the packing's.
  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    const int64_t per = packing_->units();
    Row out;
    for (int64_t u = first; u < end;) {
      const auto colour = static_cast<uint16_t>(u / per + 1);
      const int64_t stop = std::min(end, (u / per + 1) * per);
      packing_->for_each_row_in(u % per, (stop - 1) % per + 1, [&](const Row& row) {
        if (row.sense != Sense::le || row.rhs != 1 || row.all_pieces)
          throw std::logic_error("a packing row to colour is not 'sum <= 1'");
        out.name = row.name;
        out.name.layer = colour;
        out.sense = Sense::le;
        out.rhs = 0;
        out.set_runs(row.runs.data(), row.runs.data() + row.runs.size());
        for (Run& run : out.runs) run.layer = colour;
        out.add(one_square(Var::colour_used, -1, {0, 0}, colour));
        visit(out);
      });
      u = stop;
    }
  }

  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    if (col.layer == 0) return;
    const size_t from = out.size();
    if (col.var == Var::piece) {
      packing_->append_entries(Column{Var::piece, 0, col.r, col.c}, out);
    } else if (col.var == Var::colour_used) {  // every row of its colour
      packing_->for_each_row([&](const Row& row) { out.push_back({row.name, -1}); });
    }
    for (size_t i = from; i < out.size(); ++i) out[i].row.layer = col.layer;
  }

 private:
  std::unique_ptr<RowFamily> packing_;
  int32_t colours_;
};

// ---------------------------------------------------------------------------------------------
class OneColourRows final : public RowFamily {
 public:
  OneColourRows(const Board& board, int32_t colours) : board_(board), colours_(colours) {}

  Legend legend() const override {
    using namespace mathml;
    return {"sq_R_C", "x_R_C_1 + x_R_C_2 + ... + x_R_C_K = 1", "square (R,C) has exactly one colour",
            {{row_prefix({RowKind::square}), sum("<mi>k</mi>", coloured_var('x')), text("for each open square ") + kSquare,
              "every square has exactly one colour"}}};
  }
  bool has_rows() const override { return true; }
  int64_t units() const override { return board_.rows(); }
  int64_t unit_weight(int64_t) const override { return int64_t{board_.cols()} * (colours_ + 1); }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    Row row;
    row.sense = Sense::eq;
    row.rhs = 1;
    for (auto r = static_cast<int32_t>(first); r < end; ++r)
      for (int32_t c = 0; c < board_.cols(); ++c) {
        if (board_.is_closed(r, c)) continue;
        row.name = {RowKind::square, 0, r, c, 0};
        row.runs.clear();
        row.terms = 0;
        for (int32_t k = 1; k <= colours_; ++k) row.add(one_square(Var::piece, 1, {r, c}, static_cast<uint16_t>(k)));
        visit(row);
      }
  }

  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    if (col.var == Var::piece && col.layer > 0) out.push_back({{RowKind::square, 0, col.r, col.c, 0}, 1});
  }

 private:
  const Board& board_;
  int32_t colours_;
};

// ---------------------------------------------------------------------------------------------
class ColourLinkRows final : public RowFamily {
 public:
  ColourLinkRows(std::vector<Square> squares, int32_t colours) : squares_(std::move(squares)), colours_(colours) {}

  Legend legend() const override {
    return {"lk_R_Cck", "x_R_C_k - w_k <= 0",
            "square (R,C) attacks no other square, so no packing row holds it: it takes colour k only if colour k is used",
            {{row_prefix({RowKind::colour_link}), mathml::coloured_var('x') + mathml::kMinus + mathml::kUsed,
              mathml::text("for each colour ") + "<mi>k</mi>" + mathml::text(" and each square ") + mathml::kSquare +
                  mathml::text(" no other square attacks"),
              "a square in no packing row takes colour k only if colour k is used"}}};
  }
  bool has_rows() const override { return !squares_.empty(); }
  int64_t units() const override { return colours_; }
  int64_t unit_weight(int64_t) const override { return 3 * static_cast<int64_t>(squares_.size()); }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    Row row;
    for (int64_t u = first; u < end; ++u) {
      const auto k = static_cast<uint16_t>(u + 1);
      for (const Square& q : squares_) {
        row.name = {RowKind::colour_link, 0, q.r, q.c, 0, Side::none, k};
        row.sense = Sense::le;
        row.rhs = 0;
        const Run terms[] = {one_square(Var::piece, 1, q, k), one_square(Var::colour_used, -1, {0, 0}, k)};
        row.set_runs(std::begin(terms), std::end(terms));
        visit(row);
      }
    }
  }

  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    if (col.layer == 0) return;
    for (const Square& q : squares_)
      if (col.var == Var::colour_used || (col.var == Var::piece && q == Square{col.r, col.c}))
        out.push_back({{RowKind::colour_link, 0, q.r, q.c, 0, Side::none, col.layer}, static_cast<int8_t>(col.var == Var::piece ? 1 : -1)});
  }

 private:
  std::vector<Square> squares_;
  int32_t colours_;
};

// ---------------------------------------------------------------------------------------------
class ColourOrderRows final : public RowFamily {
 public:
  explicit ColourOrderRows(int32_t colours) : colours_(colours) {}

  Legend legend() const override {
    return {"ord_ck", "w_k - w_(k+1) >= 0",
            "colour k+1 is used only if colour k is: of the K! renamings of a colouring's colours, the ones that use "
            "colours 1, 2, ... first (a cut, --cut colour-order)",
            {{row_prefix({RowKind::colour_order}),
              mathml::kUsed + mathml::kMinus + "<msub><mi>w</mi><mrow><mi>k</mi><mo>+</mo><mn>1</mn></mrow></msub>",
              mathml::text("for each colour ") + "<mi>k</mi>" + mathml::text(" but the last"),
              "a cut: colour k+1 only if colour k, so that of the renamings of a colouring only those that use the "
              "first colours first are left"}}};
  }
  bool has_rows() const override { return colours_ > 1; }
  int64_t units() const override { return colours_ > 1 ? colours_ - 1 : 0; }
  int64_t unit_weight(int64_t) const override { return 3; }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    Row row;
    for (int64_t u = first; u < end; ++u) {
      const auto k = static_cast<uint16_t>(u + 1);
      row.name = {RowKind::colour_order, 0, 0, 0, 0, Side::none, k};
      row.sense = Sense::ge;
      row.rhs = 0;
      const Run terms[] = {{Var::colour_used, 1, 0, 0, 0, 0, 1, k},
                           {Var::colour_used, -1, 0, 0, 0, 0, 1, static_cast<uint16_t>(k + 1)}};
      row.set_runs(std::begin(terms), std::end(terms));
      visit(row);
    }
  }

  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    if (col.var != Var::colour_used) return;
    if (col.layer > 1) out.push_back({{RowKind::colour_order, 0, 0, 0, 0, Side::none, static_cast<uint16_t>(col.layer - 1)}, -1});
    if (col.layer < colours_) out.push_back({{RowKind::colour_order, 0, 0, 0, 0, Side::none, col.layer}, 1});
  }

 private:
  int32_t colours_;
};

// ---------------------------------------------------------------------------------------------
class CliqueColourRows final : public RowFamily {
 public:
  explicit CliqueColourRows(std::vector<Square> clique) : clique_(std::move(clique)) {}

  Legend legend() const override {
    return {"fx_R_Cck", "x_R_C_k = 1",
            fmt::format("the {} squares of a clique (they all attack each other, so they need {} colours) take colours "
                        "1, 2, ... in board order: any colouring can be renamed so (a cut, --cut clique)",
                        clique_.size(), clique_.size()),
            {{row_prefix({RowKind::fixed}), mathml::coloured_var('x'),
              mathml::text("for the k-th square ") + mathml::kSquare + mathml::text(" of a clique"),
              "a cut: the squares of a clique, which all attack each other, take colours 1, 2, ... (any colouring can be "
              "renamed so)"}}};
  }
  bool has_rows() const override { return !clique_.empty(); }
  int64_t units() const override { return 1; }
  int64_t unit_weight(int64_t) const override { return 3 * static_cast<int64_t>(clique_.size()); }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    if (first >= end) return;
    Row row;
    row.sense = Sense::eq;
    row.rhs = 1;
    for (size_t i = 0; i < clique_.size(); ++i) {
      const Square q = clique_[i];
      const auto k = static_cast<uint16_t>(i + 1);
      row.name = {RowKind::fixed, 0, q.r, q.c, 0, Side::none, k};
      const Run term = one_square(Var::piece, 1, q, k);
      row.set_runs(&term, &term + 1);
      visit(row);
    }
  }

  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    if (col.var != Var::piece || col.layer == 0) return;
    const auto at = std::find(clique_.begin(), clique_.end(), Square{col.r, col.c});
    if (at != clique_.end() && static_cast<size_t>(at - clique_.begin()) + 1 == col.layer)
      out.push_back({{RowKind::fixed, 0, col.r, col.c, 0, Side::none, col.layer}, 1});
  }

 private:
  std::vector<Square> clique_;
};

}  // namespace

std::unique_ptr<RowFamily> clique_colour_rows(std::vector<Square> clique) {
  return std::make_unique<CliqueColourRows>(std::move(clique));
}

std::unique_ptr<RowFamily> colour_layers(std::unique_ptr<RowFamily> packing, int32_t colours) {
  return std::make_unique<ColourLayers>(std::move(packing), colours);
}
std::unique_ptr<RowFamily> one_colour_rows(const Board& board, int32_t colours) {
  return std::make_unique<OneColourRows>(board, colours);
}
std::unique_ptr<RowFamily> colour_link_rows(std::vector<Square> squares, int32_t colours) {
  return std::make_unique<ColourLinkRows>(std::move(squares), colours);
}
std::unique_ptr<RowFamily> colour_order_rows(int32_t colours) { return std::make_unique<ColourOrderRows>(colours); }

}  // namespace boardlp
