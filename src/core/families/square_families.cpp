// Rows about squares and counts rather than attacks: the number of pieces, a piece or a wall
// per square (least-walls), the fixed pieces, and the trivial row of a model with no other.
#include "families.hpp"
#include "stencil_rows.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "mathml.hpp"

namespace boardlp {

namespace {

// ---------------------------------------------------------------------------------------------
class PieceCountRow final : public RowFamily {
 public:
  PieceCountRow(const Board& board, Piece piece, int64_t k, Sense sense) : board_(board), piece_(piece), k_(k), sense_(sense) {}

  Legend legend() const override {
    const bool at_most = sense_ == Sense::le;
    return {"pieces", fmt::format("sum over all squares of x_R_C {} {}", at_most ? "<=" : "=", k_),
            fmt::format("{} {} {}", at_most ? "at most" : "exactly", k_, k_ == 1 ? singular(piece_) : plural(piece_)),
            {{row_prefix({RowKind::pieces}), mathml::sum(mathml::kSquare, mathml::var('x')), mathml::text("one row"),
              "the number of pieces is fixed"}}};
  }

  bool has_rows() const override { return true; }
  int64_t units() const override { return 1; }
  int64_t unit_weight(int64_t) const override { return board_.open_squares() + 1; }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    if (first >= end) return;
    Row row;
    row.name = {RowKind::pieces};
    row.sense = sense_;
    row.rhs = k_;
    row.all_pieces = true;
    visit(row);
  }

  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    const Var var = col.var;
    if (var == Var::piece) out.push_back({{RowKind::pieces}, 1});
  }

 private:
  const Board& board_;
  Piece piece_;
  int64_t k_;
  Sense sense_;
};

// ---------------------------------------------------------------------------------------------
// --at-least M: the maximum's objective as a row, every column of its kind (a piece, a free
// square) summed, at least M, so that a file with no objective asks "can M be reached?".
class ObjectiveBoundRow final : public RowFamily {
 public:
  ObjectiveBoundRow(const Model& model, Var var, int64_t m) : model_(model), var_(var), m_(m) {}

  Legend legend() const override {
    const char v = var_kind(var_).prefix[0];
    return {"reach", fmt::format("sum over all squares of {}_R_C >= {}", v, m_),
            fmt::format("the objective reaches at least {}", m_),
            {{row_prefix({RowKind::bound}), mathml::sum(mathml::kSquare, mathml::var(v)), mathml::text("one row"),
              "the objective reaches the bound"}}};
  }

  bool has_rows() const override { return true; }
  int64_t units() const override { return 1; }
  int64_t unit_weight(int64_t) const override { return model_.board().open_squares() + 1; }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    if (first >= end) return;
    Row row;
    row.name = {RowKind::bound};
    row.sense = Sense::ge;
    row.rhs = m_;
    const Board& board = model_.board();
    for (int32_t r = 0; r < board.rows(); ++r)
      for (int32_t c = 0; c < board.cols(); ++c)
        if (model_.has_column(var_, r, c)) row.add(one_square(var_, 1, {r, c}));
    visit(row);
  }

  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    if (col.var == var_) out.push_back({{RowKind::bound}, 1});
  }

 private:
  const Model& model_;
  Var var_;
  int64_t m_;
};

// ---------------------------------------------------------------------------------------------
class SquareRows final : public StencilRows {
 public:
  SquareRows(const Board& board, Var other)
      : StencilRows(board, {{RowKind::square, 0, {{Var::piece, 0, 0}, {other, 0, 0}}}}, 2, 3), other_(other) {}

  Legend legend() const override {
    const std::string_view meaning = other_ == Var::black        ? "a square holds a white piece or a black one, not both"
                                     : other_ == Var::unattacked ? "a square that holds a piece is not an unattacked one"
                                                                 : "a square holds a piece or a wall, not both";
    const char other = var_kind(other_).prefix[0];
    return {"sq_R_C", fmt::format("x_R_C + {}_R_C <= 1", other), std::string(meaning),
            {{row_prefix({RowKind::square}), mathml::var('x') + mathml::kPlus + mathml::var(other),
              mathml::text("for each open square ") + mathml::kSquare, std::string(meaning)}}};
  }

 private:
  Var other_;
};

// ---------------------------------------------------------------------------------------------
class FixedRows final : public RowFamily {
 public:
  explicit FixedRows(std::vector<Square> fixed) : fixed_(std::move(fixed)) {
    std::sort(fixed_.begin(), fixed_.end());  // board order, for the rows and the lookups
  }

  Legend legend() const override {
    return {"fx_R_C", "x_R_C = 1", "a piece already stands on square (R,C)",
            {{row_prefix({RowKind::fixed}), mathml::var('x'), mathml::text("for each fixed piece ") + mathml::kSquare,
              "a piece placed in advance stays"}}};
  }
  bool has_rows() const override { return !fixed_.empty(); }
  int64_t units() const override { return static_cast<int64_t>(fixed_.size()); }
  int64_t unit_weight(int64_t) const override { return 2; }
  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    for (int64_t u = first; u < end; ++u) {
      const Square f = fixed_[static_cast<size_t>(u)];
      Row row;
      row.name = {RowKind::fixed, 0, f.r, f.c, 0};
      row.sense = Sense::eq;
      row.rhs = 1;
      row.add({Var::piece, 1, f.r, f.c, 0, 0, 1});
      visit(row);
    }
  }
  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    const Var var = col.var;
    const int32_t r = col.r, c = col.c;
    if (var == Var::piece && std::binary_search(fixed_.begin(), fixed_.end(), Square{r, c}))
      out.push_back({{RowKind::fixed, 0, r, c, 0}, 1});
  }

 private:
  std::vector<Square> fixed_;  // board order
};

// ---------------------------------------------------------------------------------------------
class TrivialRow final : public RowFamily {
 public:
  explicit TrivialRow(const Board& board) : first_(first_open(board)) {}

  Legend legend() const override {
    return {"trivial", fmt::format("x_{}_{} >= 0", first_.r + 1, first_.c + 1),
            "always true: no two squares attack each other here, and LP readers need one constraint",
            {{row_prefix({RowKind::trivial}), mathml::var('x'), mathml::text("one row"),
              "a row that never binds, for readers that need one"}}};
  }
  bool has_rows() const override { return true; }
  int64_t units() const override { return 1; }
  int64_t unit_weight(int64_t) const override { return 2; }
  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    if (first >= end) return;
    Row row;
    row.name = {RowKind::trivial};
    row.sense = Sense::ge;
    row.rhs = 0;
    row.add({Var::piece, 1, first_.r, first_.c, 0, 0, 1});
    visit(row);
  }
  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    const Var var = col.var;
    const int32_t r = col.r, c = col.c;
    if (var == Var::piece && Square{r, c} == first_) out.push_back({{RowKind::trivial}, 1});
  }

 private:
  static Square first_open(const Board& board) {
    for (int32_t r = 0; r < board.rows(); ++r)
      for (int32_t c = 0; c < board.cols(); ++c)
        if (!board.is_closed(r, c)) return {r, c};
    return {0, 0};
  }
  Square first_;
};


}  // namespace

std::unique_ptr<RowFamily> trivial_row(const Board& board) { return std::make_unique<TrivialRow>(board); }
std::unique_ptr<RowFamily> objective_bound_row(const Model& model, Var var, int64_t m) {
  return std::make_unique<ObjectiveBoundRow>(model, var, m);
}

std::unique_ptr<RowFamily> piece_count_row(const Board& board, Piece piece, int64_t k, Sense sense) {
  return std::make_unique<PieceCountRow>(board, piece, k, sense);
}
std::unique_ptr<RowFamily> square_rows(const Board& board, Var other) { return std::make_unique<SquareRows>(board, other); }
std::unique_ptr<RowFamily> fixed_rows(const std::vector<Square>& fixed) {
  return std::make_unique<FixedRows>(fixed);
}

}  // namespace boardlp
