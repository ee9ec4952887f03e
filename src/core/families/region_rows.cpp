// Region puzzles (the Queens game, Star Battle): exactly K pieces in every row, every column and
// every region of a grid. The rows and columns are whole lines of the board (walls and holes left
// out of the sums); a region is any set of squares, written as its stretches along the board rows.
#include "families.hpp"

#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "mathml.hpp"

namespace boardlp {

namespace {

// ---------------------------------------------------------------------------------------------
class LineCountRows final : public RowFamily {
 public:
  LineCountRows(const Board& board, bool rows, int64_t k) : board_(board), rows_(rows), k_(k) {}

  Legend legend() const override {
    using namespace mathml;
    if (rows_)
      return {"row_R", fmt::format("sum over C of x_R_C = {}", k_), fmt::format("exactly {} in row R", k_),
              {{row_prefix({RowKind::whole_row}), sum("<mi>c</mi>", var('x')), text("for each row ") + "<mi>r</mi>",
                "one row for each row r of the board"}}};
    return {"col_C", fmt::format("sum over R of x_R_C = {}", k_), fmt::format("exactly {} in column C", k_),
            {{row_prefix({RowKind::whole_col}), sum("<mi>r</mi>", var('x')), text("for each column ") + "<mi>c</mi>",
              "one row for each column c of the board"}}};
  }
  bool has_rows() const override { return true; }
  int64_t units() const override { return rows_ ? board_.rows() : board_.cols(); }
  int64_t unit_weight(int64_t) const override { return (rows_ ? board_.cols() : board_.rows()) + 1; }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    for (int64_t u = first; u < end; ++u) {
      const auto i = static_cast<int32_t>(u);
      Row row;
      row.name = rows_ ? RowName{RowKind::whole_row, 0, i, 0} : RowName{RowKind::whole_col, 0, 0, i};
      row.sense = Sense::eq;
      row.rhs = k_;
      // One run per stretch of open squares.
      const int32_t len = rows_ ? board_.cols() : board_.rows();
      for (int32_t t = 0; t < len;) {
        auto at = [&](int32_t s) { return rows_ ? Square{i, s} : Square{s, i}; };
        if (board_.is_closed(at(t).r, at(t).c)) {
          ++t;
          continue;
        }
        int32_t e = t;
        while (e < len && !board_.is_closed(at(e).r, at(e).c)) ++e;
        row.add({Var::piece, 1, at(t).r, at(t).c, rows_ ? 0 : 1, rows_ ? 1 : 0, e - t});
        t = e;
      }
      visit(row);
    }
  }

  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    const Var var = col.var;
    const int32_t r = col.r, c = col.c;
    if (var != Var::piece) return;
    out.push_back({rows_ ? RowName{RowKind::whole_row, 0, r, 0} : RowName{RowKind::whole_col, 0, 0, c}, 1});
  }

 private:
  const Board& board_;
  bool rows_;
  int64_t k_;
};

// ---------------------------------------------------------------------------------------------
class RegionRows final : public RowFamily {
 public:
  RegionRows(const Board& board, const std::vector<char>& regions, int64_t k) : board_(board), regions_(regions), k_(k) {
    // The regions in the order of their first square, each as its stretches along the board rows.
    std::map<char, size_t> index;
    for (int32_t r = 0; r < board.rows(); ++r)
      for (int32_t c = 0; c < board.cols(); ++c) {
        const char id = region(r, c);
        if (board.is_closed(r, c) || id == '#') continue;
        auto [it, added] = index.emplace(id, runs_.size());
        if (added) {
          ids_.push_back(id);
          runs_.emplace_back();
        }
        std::vector<Run>& runs = runs_[it->second];
        if (!runs.empty() && runs.back().r == r && runs.back().c + runs.back().count == c) ++runs.back().count;
        else runs.push_back({Var::piece, 1, r, c, 0, 1, 1});
      }
  }

  Legend legend() const override {
    return {"rg_A", fmt::format("sum over the squares (R,C) of region A of x_R_C = {}", k_),
            fmt::format("exactly {} in region A (A: the region's letter or digit in the grid)", k_),
            {{row_prefix({RowKind::region}), mathml::sum(mathml::kSquare + mathml::kIn + "<mi>A</mi>", mathml::var('x')),
              mathml::text("for each region ") + "<mi>A</mi>" + mathml::text(" of the grid"),
              "a region puzzle: every region of the grid holds exactly K pieces, as every row and column does"}}};
  }
  bool has_rows() const override { return !ids_.empty(); }
  int64_t units() const override { return static_cast<int64_t>(ids_.size()); }
  int64_t unit_weight(int64_t u) const override {
    int64_t terms = 1;
    for (const Run& run : runs_[static_cast<size_t>(u)]) terms += run.count;
    return terms;
  }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    for (int64_t u = first; u < end; ++u) {
      Row row;
      row.name = {RowKind::region, static_cast<uint8_t>(ids_[static_cast<size_t>(u)])};
      row.sense = Sense::eq;
      row.rhs = k_;
      const std::vector<Run>& runs = runs_[static_cast<size_t>(u)];
      row.set_runs(runs.data(), runs.data() + runs.size());
      visit(row);
    }
  }

  void append_entries(const Column& col, std::vector<Entry>& out) const override {
    const Var var = col.var;
    const int32_t r = col.r, c = col.c;
    if (var == Var::piece && region(r, c) != '#') out.push_back({{RowKind::region, static_cast<uint8_t>(region(r, c))}, 1});
  }

 private:
  char region(int32_t r, int32_t c) const {
    return regions_[static_cast<size_t>(r) * static_cast<size_t>(board_.cols()) + static_cast<size_t>(c)];
  }

  const Board& board_;
  const std::vector<char>& regions_;
  int64_t k_;
  std::vector<char> ids_;
  std::vector<std::vector<Run>> runs_;
};

}  // namespace

std::unique_ptr<RowFamily> line_count_rows(const Board& board, bool rows, int64_t k) {
  return std::make_unique<LineCountRows>(board, rows, k);
}

std::unique_ptr<RowFamily> region_rows(const Board& board, const std::vector<char>& regions, int64_t k) {
  return std::make_unique<RegionRows>(board, regions, k);
}

}  // namespace boardlp
