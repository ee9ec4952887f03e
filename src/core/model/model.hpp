#pragma once
// The compact model: columns are squares, rows are families that generate their rows (and the
// rows of any one column) from the board geometry when a writer asks. Nothing per nonzero or per
// name is held in memory, so memory grows with the board, not with the nonzeros.
#include <array>
#include <cstdint>
#include <functional>
#include <iterator>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "board.hpp"
#include "lines.hpp"
#include "names.hpp"
#include "piece.hpp"
#include "spec.hpp"

namespace boardlp {

enum class Sense : char { le = 'L', eq = 'E', ge = 'G' };

// What a column's bounds are, as the formats state them: the compact model's are all 0-1; a
// model read from a file (sparse_model.hpp) may have the others.
enum class ColumnType : uint8_t { binary, integer, continuous };

// `count` variables of one kind along a line: (r,c), (r+dr,c+dc), ..., each with coefficient coef,
// in colour layer `layer` (0: the model has no layers). A kind without a square has count 1.
struct Run {
  Var var;
  int8_t coef;
  int32_t r, c, dr, dc, count;
  uint16_t layer = 0;
};

// One variable: the run of one square.
inline Run one_square(Var var, int8_t coef, Square q, uint16_t layer = 0) { return {var, coef, q.r, q.c, 0, 0, 1, layer}; }

struct Row {
  RowName name;
  Sense sense = Sense::le;
  int64_t rhs = 1;
  // Most rows have one to four runs, kept inline; a line broken by holes has one per stretch.
  boost::container::small_vector<Run, 4> runs;
  int64_t terms = 0;        // the runs' counts, summed as they are added (the sizes pass reads it)
  bool all_pieces = false;  // the terms are every piece variable, in board order
  void add(const Run& run) {
    runs.push_back(run);
    terms += run.count;
  }
  void set_runs(const Run* first, const Run* last) {  // in place of clear() and add()s
    runs.assign(first, last);
    terms = 0;
    for (const Run* r = first; r != last; ++r) terms += r->count;
  }
};

// One nonzero of a column: the row it is in and its coefficient.
struct Entry {
  RowName row;
  int8_t coef;
};

// The teaching page's formula for the rows of a family that share a name's prefix, in MathML
// (mathml.hpp): the general row's left side, its index set, and what the rows say.
struct Formula {
  std::string rows;   // the rows' names up to the first '_' ("row", "dr", "n4", "wrt"): the page's family
  std::string math;   // the left side; the page adds the sense and bound the file's rows have
  std::string index;  // "for each ...": the index set in symbols
  std::string words;  // the index set and what the rows say, in words
};

// What a family contributes to the header, and to the teaching page.
struct Legend {
  std::string pattern;  // "row_R"
  std::string algebra;  // "sum_C x_R_C <= 1"
  std::string meaning;  // "at most one queen in row R"
  std::vector<Formula> formulas = {};  // one per name prefix; none: the page writes a row's general form
};

class RowFamily {
 public:
  virtual ~RowFamily() = default;
  virtual Legend legend() const = 0;
  // Whether the family has any row at all (cheaply, without generating them).
  virtual bool has_rows() const = 0;
  // The rows come in units() consecutive groups (the rows of one segment of a line, or of one
  // board row of squares), so that a writer can cut them into pieces without making them.
  virtual int64_t units() const = 0;
  // About how much text group u makes, counted in terms plus rows: it decides the cuts only.
  virtual int64_t unit_weight(int64_t u) const = 0;
  // The rows of groups [first, end), in board order.
  virtual void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const = 0;
  // Every row of the family, in board order.
  void for_each_row(const std::function<void(const Row&)>& visit) const { for_each_row_in(0, units(), visit); }
  // Appends the rows that contain column `col`: the column view of the same rows, for MPS,
  // which is written column by column.
  virtual void append_entries(const Column& col, std::vector<Entry>& out) const = 0;
};

enum class ObjectiveSense { minimize, maximize };
enum class ObjectiveKind { none, count_pieces, weights, count_walls, count_unattacked, count_colours };

struct Objective {
  std::string name;      // the objective row's name in LP files ("npieces", "cost", ...)
  std::string mps_name;  // in MPS files, where a maximum is written as the minimum of its negation
  ObjectiveSense sense = ObjectiveSense::minimize;
  ObjectiveKind kind = ObjectiveKind::none;  // weights: the spec's, one per square, row-major
};

struct Sizes {
  int64_t columns = 0, rows = 0, nonzeros = 0, objective_nonzeros = 0;
};

// A kind of variable in one colour layer (0: no layers): on every square that may hold a piece,
// or one column if the kind has no square.
struct ColumnGroup {
  Var var;
  uint16_t layer = 0;
};

class Model {
 public:
  // `spec`: what was asked, which the header states and the weights come from. `variables`: the
  // kinds of variable, in column order.
  Model(Spec spec, Board board, std::vector<ColumnGroup> variables)
      : spec_(std::move(spec)), board_(std::move(board)), variables_(std::move(variables)) {}
  // Families keep references to the board and lines: a model stays where it was built.
  Model(const Model&) = delete;
  Model& operator=(const Model&) = delete;

  const Spec& spec() const { return spec_; }
  const Board& board() const { return board_; }
  const std::vector<ColumnGroup>& variables() const { return variables_; }
  // The number of colour layers (0: none): the largest layer of a group.
  int32_t layers() const;
  Objective& objective() { return objective_; }
  const Objective& objective() const { return objective_; }

  // The lines of one direction, built once and shared by the families that need them.
  const Lines& lines(Dir d);
  void add_family(std::unique_ptr<RowFamily> family) { families_.push_back(std::move(family)); }
  const std::vector<std::unique_ptr<RowFamily>>& families() const { return families_; }
  // Hands the families added so far back (colouring wraps the packing rows in colour layers).
  std::vector<std::unique_ptr<RowFamily>> take_families() { return std::exchange(families_, {}); }

  // Objective coefficient of a variable, as the problem states it (not negated for MPS).
  double objective_coef(const Column& col) const;
  // Every column is 0-1 (the writers' question to either model: sparse_model.hpp).
  bool all_binary() const { return true; }
  ColumnType column_type(const Column&) const { return ColumnType::binary; }

  // A kind of variable that lives on some open squares only (a segment's owner, on the segment's
  // first open square): on_square[r * cols + c] says where. Other kinds are on every open square.
  void restrict_columns(Var var, std::vector<bool> on_square);
  // Whether a kind of variable (one of the model's, on a square) has a column on square (r,c).
  bool has_column(Var var, int32_t r, int32_t c) const {
    const std::vector<bool>& only = only_on_[static_cast<size_t>(var)];
    return !board_.is_closed(r, c) &&
           (only.empty() || only[static_cast<size_t>(r) * static_cast<size_t>(board_.cols()) + static_cast<size_t>(c)]);
  }

  // Columns: one group after the other (pieces, then least-walls' walls, ...; colouring: the
  // pieces of colour 1, of colour 2, ..., then w_1, w_2, ...), each on its squares in board order.
  template <class F>
  void for_each_column(F&& f) const {
    for (const ColumnGroup& g : variables_) {
      if (!var_kind(g.var).on_square) {
        f(Column{g.var, g.layer, 0, 0});
        continue;
      }
      for (int32_t r = 0; r < board_.rows(); ++r)
        for (int32_t c = 0; c < board_.cols(); ++c)
          if (has_column(g.var, r, c)) f(Column{g.var, g.layer, r, c});
    }
  }
  int64_t columns() const;

  // Counts every row and nonzero (walks the rows, not the terms).
  Sizes sizes() const;

 private:
  Spec spec_;
  Board board_;
  std::vector<ColumnGroup> variables_;
  std::array<std::vector<bool>, std::size(kVarKinds)> only_on_;  // empty: every open square
  Objective objective_;
  std::array<std::unique_ptr<Lines>, kDirCount> lines_;
  std::vector<std::unique_ptr<RowFamily>> families_;
};

// Number of terms in a row.
inline int64_t row_length(const Row& row, const Board& board) {
  return row.all_pieces ? board.open_squares() : row.terms;
}

// Calls f(column, coef) for every term of a row, in order.
template <class F>
void for_each_term(const Row& row, const Board& board, F&& f) {
  if (row.all_pieces) {
    for (int32_t r = 0; r < board.rows(); ++r)
      for (int32_t c = 0; c < board.cols(); ++c)
        if (!board.is_closed(r, c)) f(Column{Var::piece, 0, r, c}, int8_t{1});
    return;
  }
  for (const Run& run : row.runs) {
    for (int32_t t = 0; t < run.count; ++t)
      f(Column{run.var, run.layer, run.r + t * run.dr, run.c + t * run.dc}, run.coef);
  }
}

}  // namespace boardlp
