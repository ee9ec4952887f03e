// The model every other optimal solution is searched in, and the cuts that remove each one found.
#include "enumeration.hpp"

#include <algorithm>
#include <cmath>

#include <coin/CoinFinite.hpp>
#include <fmt/format.h>

#include "errors.hpp"

namespace boardlp {

namespace {

// The columns a solution is told apart by: every column, except a segment's owner in the line
// form of armies and non-dominating and the line cover (an empty segment's owner may be either, and the placement
// is the same).
std::vector<char> placement_columns(const ModelData& model, const ReadFile& file) {
  const bool owners = (file.board && file.board->problem_known &&
                       (has_opposed(file.board->spec.problem) || file.board->spec.cover == CoverForm::lines)) ||
                      format_row(file.format).syntax == Syntax::cnf || format_row(file.format).syntax == Syntax::wcnf;
  std::vector<char> keep(model.col_names.size(), 1);
  for (size_t j = 0; j < keep.size() && owners; ++j) {
    ColumnKind kind{};
    Square q;
    keep[j] = !(parse_square_name(model.col_names[j], kind, q) && (kind == ColumnKind::owner || kind == ColumnKind::auxiliary));
  }
  return keep;
}

// The placement columns at 1 in a solution.
std::vector<int> ones_of(const ModelData& model, const FoundSolution& s, const std::vector<char>& placement) {
  std::vector<int> ones;
  for (const auto& [name, value] : s.values) {
    const int j = model.column(name);
    if (std::abs(value - 1) < 1e-6 && placement[static_cast<size_t>(j)]) ones.push_back(j);
  }
  std::sort(ones.begin(), ones.end());
  return ones;
}

// A name no row of the model starts with, for the rows the enumeration adds: `base`, else base
// with 2, 3, ... (a cube file, or a file a user extended, may hold boardlp's own names already).
}  // namespace

std::string fresh_prefix(const ModelData& model, const std::string& base) {
  for (int k = 1;; ++k) {
    const std::string name = k == 1 ? base : fmt::format("{}{}_", base, k);
    if (std::none_of(model.row_names.begin(), model.row_names.end(),
                     [&](const std::string& row) { return row.rfind(name, 0) == 0; }))
      return name;
  }
}

namespace {

// The no-good cut that removes one solution, over the placement columns. When every
// solution has the same number of ones, "the ones of S sum to at most |S|-1" is enough; else the
// general form also counts the zeros: sum over S of x - sum over the rest of x <= |S| - 1.
void add_no_good(ModelData& model, const std::vector<int>& ones, const std::vector<char>& placement, bool same_count,
                 const std::string& prefix, int index) {
  std::vector<int> cols;
  std::vector<double> coefs;
  size_t next = 0;  // ones is sorted
  for (int j = 0; j < static_cast<int>(model.col_names.size()); ++j) {
    const bool one = next < ones.size() && ones[next] == j;
    if (one) ++next;
    if (one || (!same_count && placement[static_cast<size_t>(j)])) {
      cols.push_back(j);
      coefs.push_back(one ? 1 : -1);
    }
  }
  model.add_row(fmt::format("{}{}", prefix, index), cols, coefs, -COIN_DBL_MAX, static_cast<double>(ones.size()) - 1);
}

// The objective of the next enumeration solve: the number of ones it shares with the solution
// just found. Minimizing it sends the search away from the part of the tree it just exhausted
// instead of back through it, so a solve grows far less with the cuts before it. With the
// solver stopping at its first solution, --all on queens 8, bishops 8, rooks 5, knights 4 and
// bishops 6 took glpsol 11.0 -> 3.2 s and cbc 15.6 -> 5.9 s, end to end, against no objective.
void steer_away_from(ModelData& model, const std::vector<int>& ones) {
  std::fill(model.objective.begin(), model.objective.end(), 0.0);
  for (int j : ones) model.objective[static_cast<size_t>(j)] = 1;
}

}  // namespace

void exclude(ModelData& model, const FoundSolution& s, const std::vector<char>& placement, bool same_count,
             const std::string& prefix, int index) {
  const std::vector<int> ones = ones_of(model, s, placement);
  add_no_good(model, ones, placement, same_count, prefix, index);
  steer_away_from(model, ones);
}

namespace {

// When every solution has `ones` ones, a set of "<= 1" rows of unit coefficients that are
// pairwise disjoint, cover every column and number exactly `ones` must each hold exactly one:
// they are made "= 1", which is the same model with a tighter LP relaxation (for 8 queens: the
// classic form, whose enumeration measured about 1.5x faster). Rows are taken greedily in file
// order, one partition after another. Returns how many rows were tightened.
int tighten_partitions(ModelData& model, size_t ones) {
  const int ncols = static_cast<int>(model.col_names.size());
  std::vector<char> used_row(model.row_names.size(), 0);
  int tightened = 0;
  while (true) {
    std::vector<char> covered(static_cast<size_t>(ncols), 0);
    std::vector<int> taken;
    int covered_count = 0;
    for (int i = 0; i < model.rows.getNumRows(); ++i) {
      const auto iu = static_cast<size_t>(i);
      if (used_row[iu] || model.row_upper[iu] != 1 || model.row_lower[iu] > 0) continue;
      const CoinShallowPackedVector row = model.rows.getVector(i);
      bool fits = row.getNumElements() > 0;
      for (int k = 0; k < row.getNumElements() && fits; ++k)
        fits = row.getElements()[k] == 1 && !covered[static_cast<size_t>(row.getIndices()[k])];
      if (!fits) continue;
      for (int k = 0; k < row.getNumElements(); ++k) covered[static_cast<size_t>(row.getIndices()[k])] = 1;
      covered_count += row.getNumElements();
      taken.push_back(i);
    }
    if (taken.empty() || covered_count != ncols || taken.size() != ones) return tightened;
    for (int i : taken) {
      model.row_lower[static_cast<size_t>(i)] = 1;
      used_row[static_cast<size_t>(i)] = 1;
    }
    tightened += static_cast<int>(taken.size());
  }
}

}  // namespace

EnumerationModel enumeration_model(const ReadFile& file, double optimum, const FoundSolution& first) {
  EnumerationModel em;
  ModelData& fixed = em.fixed;
  fixed = file.model;
  fixed.sign = 1;  // the extended model is written as a minimization
  for (size_t j = 0; j < fixed.col_names.size(); ++j)
    // (a column fixed at 0 or 1 is binary too: MPS writers give it an FX bound, which drops
    // its integer mark)
    if (!(fixed.integer[j] && fixed.col_lower[j] >= 0 && fixed.col_upper[j] <= 1) &&
        !(fixed.col_lower[j] == fixed.col_upper[j] && (fixed.col_lower[j] == 0 || fixed.col_lower[j] == 1)))
      throw DriverError(exit_bad_input, fmt::format("--all needs a model of binary variables; {} is not binary", fixed.col_names[j]));
  std::vector<int> cols;
  std::vector<double> coefs;
  bool whole = true;
  for (int j = 0; j < static_cast<int>(fixed.objective.size()); ++j)
    if (fixed.objective[static_cast<size_t>(j)] != 0) {
      cols.push_back(j);
      coefs.push_back(fixed.objective[static_cast<size_t>(j)]);
      whole = whole && fixed.objective[static_cast<size_t>(j)] == std::round(fixed.objective[static_cast<size_t>(j)]);
    }
  if (!cols.empty()) {
    const double tol = whole ? 0 : 1e-6 * (1 + std::abs(optimum));
    const double z = whole ? std::round(optimum) : optimum;
    fixed.add_row(fresh_prefix(fixed, "fix_objective"), cols, coefs, z - tol, z + tol);
  }
  // Every solution has as many ones as the first when the problem fixes the count (all of
  // boardlp's problems do once the objective is fixed).
  // (Armies' owners are not counted: their ones vary from solution to solution.)
  em.same_count = file.board && file.board->problem_known;
  em.placement = placement_columns(fixed, file);
  const bool every_column = std::find(em.placement.begin(), em.placement.end(), 0) == em.placement.end();
  if (em.same_count && every_column) {
    size_t ones = 0;
    for (const auto& [name, value] : first.values) ones += std::abs(value - 1) < 1e-6;
    em.tightened = tighten_partitions(fixed, ones);
  }
  return em;
}

}  // namespace boardlp
