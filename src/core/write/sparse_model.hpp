#pragma once
// A model as a file states it, read back (boardlp-solve's ModelData makes one): named columns
// with bounds, rows with one sense each and their terms. The writers take it as they take the
// compact model (writer.hpp), through the same few functions (column blocks, row slices, a row's
// terms, a name), so each format has one writer: a file boardlp-solve writes for a solver, and a
// file `--write` converts, is written by the code that writes boardlp's own.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model.hpp"

namespace boardlp {

// One column of a SparseModel, as the writers hold it: its index and name.
struct SparseCol {
  int32_t j = 0;
  const std::string* name = nullptr;
  bool operator==(const SparseCol& o) const { return j == o.j; }
};

// One row: its name, sense, right-hand side and terms [first, end) of the model's term arrays.
struct SparseRow {
  std::string_view name;
  Sense sense = Sense::le;
  double rhs = 0;
  int64_t first = 0, end = 0;
};

// One nonzero of a column (the column view MPS is written from).
struct SparseEntry {
  std::string_view row;
  double coef;
};

// The rows a file states, as read: ranges (both bounds finite and apart) are two rows, NAME_lo
// (>=) and NAME_hi (<=), and a row with no finite bound is left out (it binds nothing).
struct SparseRows {
  std::vector<std::string> names;
  std::vector<Sense> senses;
  std::vector<double> rhs;
  std::vector<int64_t> starts{0};  // row i's terms are [starts[i], starts[i + 1])
  std::vector<int32_t> cols;
  std::vector<double> coefs;
  // Adds one row, or two for a range, or none for a free row; lower/upper past 1e20 are infinite.
  void add(std::string_view name, double lower, double upper, const int* indices, const double* values, int length);
};

class SparseModel {
 public:
  // `objective`: the file's own coefficients, to be minimized or maximized as `sense` says.
  // `spec`: the boardlp header line's, if the file has one (the header's words come from it).
  SparseModel(std::vector<std::string> col_names, std::vector<double> col_lower, std::vector<double> col_upper,
              std::vector<char> integer, std::vector<double> objective, ObjectiveSense sense, std::string objective_name,
              SparseRows rows, std::optional<Spec> spec);
  SparseModel(const SparseModel&) = delete;
  SparseModel& operator=(const SparseModel&) = delete;

  const std::optional<Spec>& spec() const { return spec_; }
  const Objective& objective() const { return objective_; }
  int64_t columns() const { return static_cast<int64_t>(col_names_.size()); }
  int64_t rows() const { return static_cast<int64_t>(rows_.senses.size()); }
  const SparseRows& row_table() const { return rows_; }
  SparseCol column(int32_t j) const { return {j, &col_names_[static_cast<size_t>(j)]}; }
  const std::string& col_name(int32_t j) const { return col_names_[static_cast<size_t>(j)]; }
  double lower(int32_t j) const { return col_lower_[static_cast<size_t>(j)]; }
  double upper(int32_t j) const { return col_upper_[static_cast<size_t>(j)]; }
  ColumnType column_type(const SparseCol& col) const { return types_[static_cast<size_t>(col.j)]; }
  bool all_binary() const { return all_binary_; }
  double objective_coef(const SparseCol& col) const { return objective_coefs_[static_cast<size_t>(col.j)]; }
  SparseRow row(int64_t i) const;

  // The columns in the order the files state them: the header's problem's (its board order: a
  // reader lists the columns as they first appear, a square of cost 0 late), else the file's.
  SparseCol column_at(int32_t position) const { return column(order_[static_cast<size_t>(position)]); }
  int32_t position(const SparseCol& col) const { return position_[static_cast<size_t>(col.j)]; }
  // Whether the column at `position` starts a line of the LP file's objective and Binaries: where
  // the header's problem starts one (a board row of a kind of column), else where a name's stem
  // (up to its last '_') changes.
  bool starts_line(int32_t position) const { return line_starts_[static_cast<size_t>(position)] != 0; }
  template <class F>
  void for_each_column(F&& f) const {
    for (int32_t p = 0; p < static_cast<int32_t>(col_names_.size()); ++p) f(column_at(p));
  }
  // The columns that tell solutions apart (a model counter's projection, "c p show"): the header's
  // problem's placement columns, or every column of a file without one, unless set.
  bool placement(const SparseCol& col) const { return placement_[static_cast<size_t>(col.j)] != 0; }
  void set_placement(std::vector<char> placement) { placement_ = std::move(placement); }
  // The rows that hold a column (the column view), in row order.
  void append_entries(const SparseCol& col, std::vector<SparseEntry>& out) const;

  // The compact model of the header's spec, for the header's words only (its legends, its
  // objective's names): nullptr when the file has no header line or its spec cannot be built.
  const Model* described() const { return described_.get(); }

 private:
  void order_entries_as_described();

  std::vector<std::string> col_names_;
  std::vector<double> col_lower_, col_upper_, objective_coefs_;
  std::vector<ColumnType> types_;
  bool all_binary_ = true;
  Objective objective_;
  SparseRows rows_;
  std::vector<int64_t> col_starts_;  // the column view: column j's entries are [col_starts_[j], col_starts_[j + 1])
  std::vector<int64_t> col_rows_;
  std::vector<double> col_coefs_;
  std::optional<Spec> spec_;
  std::unique_ptr<Model> described_;
  std::vector<char> placement_;
  std::vector<int32_t> order_, position_;
  std::vector<char> line_starts_;
};

// The writers' view of a SparseModel: blocks of columns, slices of rows, a row's terms.
struct SparseBlock {
  const SparseModel* model;
  int32_t first, end;
};
struct SparseSlice {
  const SparseModel* model;
  int64_t first, end;
};
std::vector<SparseBlock> column_blocks(const SparseModel& model);
std::vector<SparseSlice> row_slices(const SparseModel& model);

template <class F>
void for_each_column_in(const SparseModel& model, const SparseBlock& block, F&& f) {
  for (int32_t p = block.first; p < block.end; ++p) f(model.column_at(p));
}
void for_each_row_of(const SparseSlice& slice, const std::function<void(const SparseRow&)>& visit);

template <class F>
void for_each_term(const SparseRow& row, const SparseModel& model, F&& f) {
  const SparseRows& t = model.row_table();
  for (int64_t k = row.first; k < row.end; ++k)
    f(model.column(t.cols[static_cast<size_t>(k)]), t.coefs[static_cast<size_t>(k)]);
}
inline int64_t row_length(const SparseRow& row, const SparseModel&) { return row.end - row.first; }

// Calls f(column, new_line) for the columns of a block, new_line true where a line of the LP
// file's objective and Binaries starts (SparseModel::starts_line).
template <class F>
void for_each_column_by_line(const SparseModel& model, const SparseBlock& block, F&& f) {
  for (int32_t p = block.first; p < block.end; ++p) f(model.column_at(p), p == block.first || model.starts_line(p));
}

inline char* put_col_name(char* p, const SparseCol& col) {
  for (char ch : *col.name) *p++ = ch;
  return p;
}
inline char* put_row_name(char* p, std::string_view name) {
  for (char ch : name) *p++ = ch;
  return p;
}
inline std::string col_name(const SparseCol& col) { return *col.name; }
inline std::string row_name(std::string_view name) { return std::string(name); }

// The longest name a SparseModel may hold: the writers format names into buffers of kNameBuffer.
inline constexpr size_t kLongestName = kNameBuffer - 1;

}  // namespace boardlp
