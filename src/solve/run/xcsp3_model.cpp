#include "xcsp3_model.hpp"

#include <cmath>
#include <fstream>

#include <fmt/format.h>

#include "numbered_model.hpp"
#include "status.hpp"

namespace boardlp {

void write_xcsp3_model(const ModelData& model, const std::string& path, bool keep_objective, const std::string& solver) {
  auto refuse = [&](const std::string& why) {
    return DriverError(exit_bad_input, fmt::format("{} is given the model as XCSP3, which boardlp writes with 0-1 variables "
                                                   "and whole-number rows only, and {}: solve it with a MIP solver (--solver cbc)",
                                                   solver, why));
  };
  std::string objective_list, objective_coeffs;
  for (size_t j = 0; j < model.objective.size() && keep_objective; ++j) {
    const double c = model.objective[j];
    if (c == 0) continue;
    if (!is_whole_number(c)) throw refuse(fmt::format("the cost of {} is {}", model.col_names[j], c));
    objective_list += " " + model.col_names[j];
    objective_coeffs += fmt::format(" {}", static_cast<int64_t>(c));
  }
  std::string text = fmt::format("<!-- The model boardlp-solve read, as XCSP3 for {} -->\n", solver);
  text += fmt::format("<instance format=\"XCSP3\" type=\"{}\">\n  <variables>\n", objective_list.empty() ? "CSP" : "COP");
  for (size_t j = 0; j < model.col_names.size(); ++j) {
    const std::string& name = model.col_names[j];
    const double lo = model.col_lower[j], hi = model.col_upper[j];
    if (!model.integer[j] || lo < 0 || hi > 1 || lo > hi)
      throw refuse(fmt::format("column {} is {} in [{}, {}]", name, model.integer[j] ? "integer" : "continuous", lo, hi));
    if (!is_plain_identifier(name)) throw refuse(fmt::format("the column name '{}' is not an XCSP3 name", name));
    text += lo == hi ? fmt::format("    <var id=\"{}\"> {} </var>\n", name, lo) : fmt::format("    <var id=\"{}\"> 0 1 </var>\n", name);
  }
  text += "  </variables>\n  <constraints>\n";
  for (int i = 0; i < model.rows.getNumRows(); ++i) {
    const CoinShallowPackedVector row = model.rows.getVector(i);
    const std::string& row_name = model.row_names[static_cast<size_t>(i)];
    std::string list, coeffs;
    for (int k = 0; k < row.getNumElements(); ++k) {
      const double a = row.getElements()[k];
      if (!is_whole_number(a)) throw refuse(fmt::format("row {} has the coefficient {}", row_name, a));
      if (a == 0) continue;
      list += " " + model.col_names[static_cast<size_t>(row.getIndices()[k])];
      coeffs += fmt::format(" {}", static_cast<int64_t>(a));
    }
    const double lo = model.row_lower[static_cast<size_t>(i)], hi = model.row_upper[static_cast<size_t>(i)];
    for (double b : {lo, hi})
      if (is_finite_bound(b) && !is_whole_number(b)) throw refuse(fmt::format("row {} has the bound {}", row_name, b));
    if (!is_finite_bound(lo) && !is_finite_bound(hi)) continue;  // a free row binds nothing
    if (list.empty()) {  // a sum needs a variable: the first column, with coefficient 0
      if (model.col_names.empty()) throw refuse(fmt::format("row {} has no column", row_name));
      list = " " + model.col_names.front();
      coeffs = " 0";
    }
    std::string condition;
    if (is_finite_bound(lo) && is_finite_bound(hi))
      condition = lo == hi ? fmt::format("(eq,{})", static_cast<int64_t>(lo)) : fmt::format("(in,{}..{})", static_cast<int64_t>(lo), static_cast<int64_t>(hi));
    else
      condition = is_finite_bound(lo) ? fmt::format("(ge,{})", static_cast<int64_t>(lo)) : fmt::format("(le,{})", static_cast<int64_t>(hi));
    // (a foreign file's row name that is no XCSP3 name goes by its number)
    text += fmt::format("    <sum id=\"{}\"> <list>{} </list> <coeffs>{} </coeffs> <condition> {} </condition> </sum>\n",
                        is_plain_identifier(row_name) ? row_name : fmt::format("row_{}", i + 1), list, coeffs, condition);
  }
  text += "  </constraints>\n";
  if (!objective_list.empty())
    text += fmt::format("  <objectives>\n    <minimize type=\"sum\"> <list>{} </list> <coeffs>{} </coeffs> </minimize>\n  </objectives>\n",
                        objective_list, objective_coeffs);
  text += "</instance>\n";
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out.flush()) throw DriverError(exit_solver_failed, fmt::format("cannot write the model {}", path));
}

}  // namespace boardlp
