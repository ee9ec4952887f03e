// The model every other optimal solution is searched in, and the cuts that remove each one found.
#include "enumeration.hpp"

#include <algorithm>
#include <cmath>

#include <coin/CoinFinite.hpp>
#include <fmt/format.h>

#include "errors.hpp"
#include "library_engine.hpp"

namespace boardlp {

namespace {

// The columns a solution is told apart by: in a file boardlp wrote or numbered, the placement's
// (tells_solutions_apart); in any other file, every column.
std::vector<char> placement_columns(const ModelData& model, const ReadFile& file) {
  const bool owners = (file.board && file.board->problem_known) || format_row(file.format).clausal;
  std::vector<char> keep(model.col_names.size(), 1);
  for (size_t j = 0; j < keep.size() && owners; ++j) {
    ColumnKind kind{};
    Square q;
    keep[j] = !parse_square_name(model.col_names[j], kind, q) || tells_solutions_apart(kind);
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

// The no-good cut that removes one solution S, over the placement columns: "the ones of S sum to
// at most |S| - 1". It removes every set that holds S, so it is exact only where no solution's
// placement holds another's, which the search guarantees (level by level where they could). The
// empty placement has no one to cut on: "some placement column at 1".
void add_no_good(ModelData& model, const std::vector<int>& ones, const std::vector<char>& placement,
                 const std::string& prefix, int index) {
  const bool short_form = !ones.empty();
  std::vector<int> cols;
  std::vector<double> coefs;
  size_t next = 0;  // ones is sorted
  for (int j = 0; j < static_cast<int>(model.col_names.size()); ++j) {
    const bool one = next < ones.size() && ones[next] == j;
    if (one) ++next;
    if (one || (!short_form && placement[static_cast<size_t>(j)])) {
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

void exclude(ModelData& model, const FoundSolution& s, const std::vector<char>& placement, const std::string& prefix,
             int index) {
  const std::vector<int> ones = ones_of(model, s, placement);
  add_no_good(model, ones, placement, prefix, index);
  steer_away_from(model, ones);
}

namespace {

bool fixed_column(const ModelData& model, size_t j) { return model.col_lower[j] == model.col_upper[j]; }

// A row that one more placement one always breaks: over placement columns only (fixed columns
// are constants), its coefficients of one sign, and its range narrower than the smallest of them.
// `equal`: its coefficients are also all the same. The placement columns it holds, else nothing.
std::vector<int> breaking_row(const ModelData& model, const std::vector<char>& placement, int i, bool& equal) {
  const auto iu = static_cast<size_t>(i);
  const double range = model.row_upper[iu] - model.row_lower[iu];
  if (!std::isfinite(range) || model.row_upper[iu] >= COIN_DBL_MAX || model.row_lower[iu] <= -COIN_DBL_MAX) return {};
  const CoinShallowPackedVector row = model.rows.getVector(i);
  std::vector<int> held;
  double first = 0, smallest = COIN_DBL_MAX;
  equal = true;
  for (int k = 0; k < row.getNumElements(); ++k) {
    const auto j = static_cast<size_t>(row.getIndices()[k]);
    const double a = row.getElements()[k];
    if (a == 0 || fixed_column(model, j)) continue;
    if (!placement[j] || (first != 0 && (a > 0) != (first > 0))) return {};
    if (first == 0) first = a;
    equal = equal && a == first;
    smallest = std::min(smallest, std::abs(a));
    held.push_back(static_cast<int>(j));
  }
  if (held.empty() || !(smallest > range + 1e-9)) return {};
  return held;
}

}  // namespace

SolutionShape solution_shape(const ModelData& model, const std::vector<char>& placement) {
  std::vector<char> broken(placement.size(), 0);  // the placement columns one more of breaks a row
  std::vector<char> counted(placement.size(), 0);  // those in a row of equal coefficients taken (each fixes its count)
  size_t free_placement = 0, counted_columns = 0;
  for (size_t j = 0; j < placement.size(); ++j) free_placement += placement[j] && !fixed_column(model, j);
  for (int i = 0; i < model.rows.getNumRows(); ++i) {
    bool equal = false;
    const std::vector<int> held = breaking_row(model, placement, i, equal);
    for (int j : held) broken[static_cast<size_t>(j)] = 1;
    // Rows of equal coefficients, pairwise disjoint, each fix how many of their columns are 1
    // (the objective's row at the optimum, "= 1" per square of a colouring): together all of them.
    if (equal && std::none_of(held.begin(), held.end(), [&](int j) { return counted[static_cast<size_t>(j)]; })) {
      for (int j : held) counted[static_cast<size_t>(j)] = 1;
      counted_columns += held.size();
    }
  }
  SolutionShape shape;
  shape.same_count = counted_columns == free_placement && free_placement > 0;
  shape.nest = false;
  for (size_t j = 0; j < placement.size(); ++j)
    if (placement[j] && !fixed_column(model, j) && !broken[j]) shape.nest = true;
  return shape;
}

namespace {

bool every_column(const EnumerationModel& em) {
  return std::find(em.placement.begin(), em.placement.end(), 0) == em.placement.end();
}

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
  // What the rows say of the solutions, read from the model itself (with the objective's row), not
  // from the problem the header names: a file may be any file, and one problem's forms differ
  // (--at-most K allows solutions that hold one another; the optimum of the same problem does not).
  em.placement = placement_columns(fixed, file);
  em.shape = solution_shape(fixed, em.placement);
  if (em.shape.same_count && every_column(em)) {
    size_t ones = 0;
    for (const auto& [name, value] : first.values) ones += std::abs(value - 1) < 1e-6;
    em.tightened = tighten_partitions(fixed, ones);
  }
  return em;
}

std::pair<int64_t, int64_t> level_range(const EnumerationModel& em) {
  int64_t fixed_ones = 0, free = 0;
  std::vector<int> cols;
  for (size_t j = 0; j < em.placement.size(); ++j) {
    if (!em.placement[j]) continue;
    if (fixed_column(em.fixed, j)) fixed_ones += em.fixed.col_lower[j] == 1;
    else ++free;
    cols.push_back(static_cast<int>(j));
  }
  std::pair<int64_t, int64_t> range{fixed_ones, fixed_ones + free};
  // The LP relaxation narrows it: the fewest and the most placement ones it allows, rounded in.
  ModelData count = em.fixed;
  count.sign = 1;
  count.objective.assign(count.col_names.size(), 0.0);
  for (int j : cols) count.objective[static_cast<size_t>(j)] = 1;
  if (const std::optional<double> least = lp_relaxation_cbc(count))
    range.first = std::max(range.first, static_cast<int64_t>(std::ceil(*least - 1e-6)));
  for (int j : cols) count.objective[static_cast<size_t>(j)] = -1;
  if (const std::optional<double> most = lp_relaxation_cbc(count))
    range.second = std::min(range.second, static_cast<int64_t>(std::floor(-*most + 1e-6)));
  return range;
}

EnumerationModel level_model(const EnumerationModel& em, int64_t k) {
  EnumerationModel level;
  level.fixed = em.fixed;
  level.placement = em.placement;
  std::vector<int> cols;
  for (size_t j = 0; j < em.placement.size(); ++j)
    if (em.placement[j]) cols.push_back(static_cast<int>(j));
  level.fixed.add_row(fresh_prefix(level.fixed, "level"), cols, std::vector<double>(cols.size(), 1.0),
                      static_cast<double>(k), static_cast<double>(k));
  level.shape = solution_shape(level.fixed, level.placement);
  if (level.shape.same_count && every_column(level)) level.tightened = tighten_partitions(level.fixed, static_cast<size_t>(k));
  return level;
}

}  // namespace boardlp
