#include "sparse_model.hpp"

#include <algorithm>
#include <cmath>
#include <unordered_map>
#include <unordered_set>

#include <fmt/format.h>

#include "errors.hpp"
#include "file_slices.hpp"
#include "formulation.hpp"
#include "header.hpp"
#include "writer.hpp"

namespace boardlp {

namespace {

bool finite(double v) { return std::abs(v) < 1e20; }

// The header's words rest on the spec's compact model; a spec that cannot be built leaves the
// header to the file's own counts. The weights a header line does not carry are the
// file's objective's, square by square (its x_R_C), named as such.
std::unique_ptr<Model> describe(std::optional<Spec> spec, const std::vector<std::string>& names,
                                const std::vector<double>& objective) {
  if (!spec) return nullptr;
  auto attempt = [&]() -> std::unique_ptr<Model> {
    try {
      return build_model(*spec, uint64_t{1} << 30);
    } catch (const std::exception&) {
      return nullptr;
    }
  };
  if (!spec->weighted)
    if (std::unique_ptr<Model> model = attempt()) return model;
  if (!spec->weights.empty()) return nullptr;
  // The weights the spec wants and its header line does not carry.
  spec->weights.assign(static_cast<size_t>(spec->rows) * static_cast<size_t>(spec->cols), 0);
  for (size_t j = 0; j < names.size(); ++j)
    for (int32_t r = 0; r < spec->rows; ++r)  // only the columns of pieces count: x_R_C
      if (names[j].rfind(fmt::format("x_{}_", r + 1), 0) == 0) {
        const std::string rest = names[j].substr(fmt::format("x_{}_", r + 1).size());
        if (!rest.empty() && rest.find_first_not_of("0123456789") == std::string::npos) {
          const int64_t c = std::stoll(rest) - 1;
          if (c >= 0 && c < spec->cols)
            spec->weights[static_cast<size_t>(r) * static_cast<size_t>(spec->cols) + static_cast<size_t>(c)] = std::abs(objective[j]);
        }
      }
  spec->weights_file = "the file's objective";
  return attempt();
}

}  // namespace

void SparseRows::add(std::string_view name, double lower, double upper, const int* indices, const double* values,
                     int length) {
  auto one = [&](std::string row_name, Sense sense, double rhs) {
    names.push_back(std::move(row_name));
    senses.push_back(sense);
    this->rhs.push_back(rhs);
    for (int k = 0; k < length; ++k) {
      if (values[k] == 0) continue;
      cols.push_back(indices[k]);
      coefs.push_back(values[k]);
    }
    starts.push_back(static_cast<int64_t>(cols.size()));
  };
  // ">=" of a negation, as OPB states "<=" rows: the row itself again.
  if (length > 0 && std::all_of(values, values + length, [](double v) { return v <= 0; }) && finite(lower) && !finite(upper)) {
    std::vector<double> negated(values, values + length);
    for (double& v : negated) v = -v;
    return add(name, -upper, -lower, indices, negated.data(), length);
  }
  const bool lo = finite(lower), hi = finite(upper);
  if (lo && hi && lower == upper) one(std::string(name), Sense::eq, lower);
  else if (lo && hi) {
    one(std::string(name) + "_lo", Sense::ge, lower);
    one(std::string(name) + "_hi", Sense::le, upper);
  } else if (lo) one(std::string(name), Sense::ge, lower);
  else if (hi) one(std::string(name), Sense::le, upper);
}

SparseModel::SparseModel(std::vector<std::string> col_names, std::vector<double> col_lower, std::vector<double> col_upper,
                         std::vector<char> integer, std::vector<double> objective, ObjectiveSense sense,
                         std::string objective_name, SparseRows rows, std::optional<Spec> spec)
    : col_names_(std::move(col_names)),
      col_lower_(std::move(col_lower)),
      col_upper_(std::move(col_upper)),
      objective_coefs_(std::move(objective)),
      rows_(std::move(rows)),
      spec_(std::move(spec)),
      described_(describe(spec_, col_names_, objective_coefs_)) {
  for (const std::vector<std::string>* names : {&col_names_, &rows_.names})
    for (const std::string& name : *names)
      if (name.size() > kLongestName)
        throw UserError(fmt::format("the name '{}...' has {} characters, and boardlp writes names of at most {}: "
                                    "shorten it in the file",
                                    name.substr(0, 20), name.size(), kLongestName));
  // A 0-1 column its bounds fix (a cube's, a fixed piece's) is a 0-1 column and a row that fixes
  // it, which every format states: the formats of 0-1 variables have no bounds.
  std::string fix = "fix";
  for (int n = 2; std::any_of(rows_.names.begin(), rows_.names.end(),
                              [&](const std::string& r) { return r.rfind(fix + "_", 0) == 0; });
       ++n)
    fix = "fix" + std::to_string(n);
  types_.resize(col_names_.size());
  for (size_t j = 0; j < col_names_.size(); ++j) {
    double& lo = col_lower_[j];
    double& hi = col_upper_[j];
    if ((lo == 0 || lo == 1) && lo == hi) {
      const int index = static_cast<int>(j);
      const double one = 1;
      rows_.add(fix + "_" + col_names_[j], lo, lo, &index, &one, 1);
      lo = 0;
      hi = 1;
      integer[j] = 1;
    }
    types_[j] = integer[j] && lo == 0 && hi == 1 ? ColumnType::binary : integer[j] ? ColumnType::integer : ColumnType::continuous;
    all_binary_ = all_binary_ && types_[j] == ColumnType::binary;
  }
  // The objective's names are the header's problem's, so a file converted back is the file
  // boardlp writes; a file of another origin keeps its own (MPS: the minimum of a maximum's negation).
  const std::string mps_name = sense == ObjectiveSense::maximize ? "neg_" + objective_name : objective_name;
  objective_ = {objective_name, mps_name, sense, ObjectiveKind::weights};
  if (described_) {
    objective_.name = described_->objective().name;
    objective_.mps_name = described_->objective().mps_name;
    // A maximum a format states as the minimum of its negation (OPB, WCNF) is the header's
    // maximum again; the constant a MaxSAT cost adds is left out, as the header says what counts.
    if (described_->objective().sense != sense) {
      for (double& c : objective_coefs_) c = -c;
      objective_.sense = described_->objective().sense;
    }
  }
  // The order the files state the columns in: the header's problem's, the others after them.
  order_.resize(col_names_.size());
  for (size_t j = 0; j < order_.size(); ++j) order_[j] = static_cast<int32_t>(j);
  if (described_) {
    std::unordered_map<std::string, int64_t> rank;
    int64_t next = 0;
    described_->for_each_column([&](const Column& col) { rank.emplace(boardlp::col_name(col), next++); });
    auto key = [&](int32_t j) {
      const auto it = rank.find(col_names_[static_cast<size_t>(j)]);
      return it == rank.end() ? next + j : it->second;
    };
    std::stable_sort(order_.begin(), order_.end(), [&](int32_t a, int32_t b) { return key(a) < key(b); });
  }
  position_.resize(order_.size());
  for (size_t p = 0; p < order_.size(); ++p) position_[static_cast<size_t>(order_[p])] = static_cast<int32_t>(p);
  std::unordered_map<std::string, bool> described_starts;
  if (described_)
    for (const ColumnBlock& block : column_blocks(*described_))
      for_each_column_by_line(*described_, block,
                              [&](const Column& col, bool new_line) { described_starts.emplace(boardlp::col_name(col), new_line); });
  line_starts_.assign(order_.size(), 0);
  std::string_view stem_before;
  for (size_t p = 0; p < order_.size(); ++p) {
    const std::string& name = col_names_[static_cast<size_t>(order_[p])];
    const size_t cut = name.rfind('_');
    const std::string_view stem = cut == std::string::npos ? std::string_view() : std::string_view(name).substr(0, cut);
    const auto it = described_starts.find(name);
    line_starts_[p] = it != described_starts.end() ? it->second : p == 0 || stem != stem_before;
    stem_before = stem;
  }
  placement_.assign(col_names_.size(), 1);
  if (described_) {
    std::unordered_set<std::string> told_apart;
    described_->for_each_column([&](const Column& col) {
      if (var_kind(col.var).placement) told_apart.insert(boardlp::col_name(col));
    });
    for (size_t j = 0; j < col_names_.size(); ++j) placement_[j] = told_apart.count(col_names_[j]) ? 1 : 0;
  }
  // The column view, for MPS.
  col_starts_.assign(col_names_.size() + 1, 0);
  for (int32_t c : rows_.cols) ++col_starts_[static_cast<size_t>(c) + 1];
  for (size_t j = 0; j < col_names_.size(); ++j) col_starts_[j + 1] += col_starts_[j];
  col_rows_.resize(rows_.cols.size());
  col_coefs_.resize(rows_.cols.size());
  std::vector<int64_t> next(col_starts_.begin(), col_starts_.end() - 1);
  for (size_t i = 0; i + 1 < rows_.starts.size(); ++i)
    for (int64_t k = rows_.starts[i]; k < rows_.starts[i + 1]; ++k) {
      const auto c = static_cast<size_t>(rows_.cols[static_cast<size_t>(k)]);
      col_rows_[static_cast<size_t>(next[c])] = static_cast<int64_t>(i);
      col_coefs_[static_cast<size_t>(next[c]++)] = rows_.coefs[static_cast<size_t>(k)];
    }
  if (described_) order_entries_as_described();
}

// A column's entries in the order the header's problem lists them (family by family, as boardlp
// writes MPS), the rows it does not have after them in row order.
void SparseModel::order_entries_as_described() {
  std::unordered_map<std::string, Column> columns;
  described_->for_each_column([&](const Column& col) { columns.emplace(boardlp::col_name(col), col); });
  std::vector<Entry> entries;
  std::unordered_map<std::string, size_t> rank;
  std::vector<std::pair<size_t, int64_t>> keyed;  // (rank, entry index)
  std::vector<int64_t> rows_before;
  std::vector<double> coefs_before;
  for (size_t j = 0; j < col_names_.size(); ++j) {
    const auto it = columns.find(col_names_[j]);
    if (it == columns.end()) continue;
    entries.clear();
    for (const auto& family : described_->families()) family->append_entries(it->second, entries);
    rank.clear();
    for (size_t e = 0; e < entries.size(); ++e) rank.emplace(boardlp::row_name(entries[e].row), e);
    keyed.clear();
    for (int64_t k = col_starts_[j]; k < col_starts_[j + 1]; ++k) {
      const auto r = rank.find(rows_.names[static_cast<size_t>(col_rows_[static_cast<size_t>(k)])]);
      keyed.emplace_back(r == rank.end() ? entries.size() : r->second, k);
    }
    std::stable_sort(keyed.begin(), keyed.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    rows_before.assign(col_rows_.begin() + col_starts_[j], col_rows_.begin() + col_starts_[j + 1]);
    coefs_before.assign(col_coefs_.begin() + col_starts_[j], col_coefs_.begin() + col_starts_[j + 1]);
    for (size_t n = 0; n < keyed.size(); ++n) {
      const auto from = static_cast<size_t>(keyed[n].second - col_starts_[j]);
      col_rows_[static_cast<size_t>(col_starts_[j]) + n] = rows_before[from];
      col_coefs_[static_cast<size_t>(col_starts_[j]) + n] = coefs_before[from];
    }
  }
}

SparseRow SparseModel::row(int64_t i) const {
  const auto s = static_cast<size_t>(i);
  return {rows_.names[s], rows_.senses[s], rows_.rhs[s], rows_.starts[s], rows_.starts[s + 1]};
}

void SparseModel::append_entries(const SparseCol& col, std::vector<SparseEntry>& out) const {
  const auto j = static_cast<size_t>(col.j);
  for (int64_t k = col_starts_[j]; k < col_starts_[j + 1]; ++k)
    out.push_back({rows_.names[static_cast<size_t>(col_rows_[static_cast<size_t>(k)])], col_coefs_[static_cast<size_t>(k)]});
}

std::vector<SparseBlock> column_blocks(const SparseModel& model) {
  std::vector<SparseBlock> blocks;
  const auto n = static_cast<int32_t>(model.columns());
  for (int32_t j = 0; j < n; j += static_cast<int32_t>(kTermsPerSlice / 2))
    blocks.push_back({&model, j, std::min<int32_t>(n, j + static_cast<int32_t>(kTermsPerSlice / 2))});
  return blocks;
}

std::vector<SparseSlice> row_slices(const SparseModel& model) {
  std::vector<SparseSlice> slices;
  const std::vector<int64_t>& starts = model.row_table().starts;
  int64_t first = 0;
  for (int64_t i = 0; i < model.rows(); ++i)
    if (starts[static_cast<size_t>(i) + 1] - starts[static_cast<size_t>(first)] + (i - first) >= kTermsPerSlice) {
      slices.push_back({&model, first, i + 1});
      first = i + 1;
    }
  if (first < model.rows()) slices.push_back({&model, first, model.rows()});
  return slices;
}

void for_each_row_of(const SparseSlice& slice, const std::function<void(const SparseRow&)>& visit) {
  for (int64_t i = slice.first; i < slice.end; ++i) visit(slice.model->row(i));
}

std::vector<std::string> header_lines(const SparseModel& model, const Sizes& sizes, FileFormat format) {
  if (model.described()) return header_lines(*model.described(), sizes, format);
  std::vector<std::string> lines{"A model without boardlp's header line, as boardlp-solve holds it:", ""};
  lines.push_back(fmt::format("{} columns, {} rows with {} nonzeros; the rows as the file states them, a range as two rows", sizes.columns,
                              sizes.rows, sizes.nonzeros));
  lines.push_back("(NAME_lo and NAME_hi), a 0-1 column its bounds fix as a row fix_NAME.");
  return lines;
}

}  // namespace boardlp
