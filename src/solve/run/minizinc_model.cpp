#include "minizinc_model.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <fstream>

#include <fmt/format.h>

#include "numbered_model.hpp"
#include "status.hpp"

namespace boardlp {

namespace {


// A name MiniZinc takes as an identifier: a letter, then letters, digits and '_' (boardlp's
// x_3_4 are; the keywords have no '_' and no digit, and boardlp's names all do).
bool minizinc_name(const std::string& name) {
  if (!is_plain_identifier(name)) return false;
  return name.find('_') != std::string::npos || std::any_of(name.begin(), name.end(), [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); });
}

// " + 2*x_1_1", or "x_1_1" first.
void put_term(std::string& out, double coef, const std::string& name, bool first) {
  const auto size = static_cast<int64_t>(std::abs(coef));
  if (!first) out += coef < 0 ? " - " : " + ";
  else if (coef < 0) out += '-';
  if (size != 1) out += fmt::format("{}*", size);
  out += name;
}

}  // namespace

void write_minizinc_model(const ModelData& model, const std::string& path, bool keep_objective, const std::string& solver) {
  auto refuse = [&](const std::string& why) {
    return DriverError(exit_bad_input, fmt::format("{} is given the model as MiniZinc, which boardlp writes with 0-1 variables "
                                                   "and whole-number rows only, and {}: solve it with a MIP solver (--solver cbc)",
                                                   solver, why));
  };
  std::string text = "% The model boardlp-solve read, as MiniZinc for " + solver + "\n";
  for (size_t j = 0; j < model.col_names.size(); ++j) {
    const std::string& name = model.col_names[j];
    const double lo = model.col_lower[j], hi = model.col_upper[j];
    if (!model.integer[j] || lo < 0 || hi > 1 || lo > hi)
      throw refuse(fmt::format("column {} is {} in [{}, {}]", name, model.integer[j] ? "integer" : "continuous", lo, hi));
    if (!minizinc_name(name)) throw refuse(fmt::format("the column name '{}' is not a MiniZinc name", name));
    text += fmt::format("var {}..{}: {};\n", lo, hi, name);
  }
  for (int i = 0; i < model.rows.getNumRows(); ++i) {
    const CoinShallowPackedVector row = model.rows.getVector(i);
    const std::string& row_name = model.row_names[static_cast<size_t>(i)];
    std::string terms;
    for (int k = 0; k < row.getNumElements(); ++k) {
      const double a = row.getElements()[k];
      if (!is_whole_number(a)) throw refuse(fmt::format("row {} has the coefficient {}", row_name, a));
      if (a != 0) put_term(terms, a, model.col_names[static_cast<size_t>(row.getIndices()[k])], terms.empty());
    }
    if (terms.empty()) terms = "0";
    const double lo = model.row_lower[static_cast<size_t>(i)], hi = model.row_upper[static_cast<size_t>(i)];
    for (double b : {lo, hi})
      if (is_finite_bound(b) && !is_whole_number(b)) throw refuse(fmt::format("row {} has the bound {}", row_name, b));
    // (a foreign file's row name that a MiniZinc string cannot hold as it is goes by its number)
    const bool plain = row_name.find_first_of("\"\\\n") == std::string::npos;
    const std::string named = fmt::format("constraint :: \"{}\" {}", plain ? row_name : fmt::format("row_{}", i + 1), terms);
    if (is_finite_bound(lo) && is_finite_bound(hi) && lo == hi) {
      text += fmt::format("{} = {};\n", named, static_cast<int64_t>(lo));
      continue;
    }
    if (is_finite_bound(lo)) text += fmt::format("{} >= {};\n", named, static_cast<int64_t>(lo));
    if (is_finite_bound(hi)) text += fmt::format("{} <= {};\n", named, static_cast<int64_t>(hi));
  }
  std::string objective;
  for (size_t j = 0; j < model.objective.size() && keep_objective; ++j) {
    const double c = model.objective[j];
    if (c == 0) continue;
    if (!is_whole_number(c)) throw refuse(fmt::format("the cost of {} is {}", model.col_names[j], c));
    put_term(objective, c, model.col_names[j], objective.empty());
  }
  text += objective.empty() ? "solve satisfy;\n" : "solve minimize " + objective + ";\n";
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out.flush()) throw DriverError(exit_solver_failed, fmt::format("cannot write the model {}", path));
}

}  // namespace boardlp
