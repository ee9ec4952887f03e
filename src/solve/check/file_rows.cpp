#include "file_rows.hpp"

#include "checker.hpp"  // kCheckTolerance

#include <cmath>

#include <fmt/format.h>

#include "numbers.hpp"

namespace boardlp {

std::vector<std::string> check_against_file(const ModelData& model, const SolverAnswer& answer) {
  std::vector<std::string> faults;
  std::vector<double> x(model.col_names.size(), 0.0);
  for (const auto& [name, value] : answer.values) {
    const int j = model.column(name);
    if (j < 0) {
      faults.push_back(fmt::format("the solution names a column the file does not have: {}", name));
      continue;
    }
    x[static_cast<size_t>(j)] = value;
  }
  for (size_t j = 0; j < x.size(); ++j) {
    const double tol = kCheckTolerance * (1 + std::abs(x[j]));
    if (x[j] < model.col_lower[j] - tol || x[j] > model.col_upper[j] + tol)
      faults.push_back(fmt::format("{} = {} breaks its bounds: {} {}", model.col_names[j], number_text(x[j]), model.col_names[j],
                                   bounds_text(model.col_lower[j], model.col_upper[j])));
    if (model.integer[j] && std::abs(x[j] - std::round(x[j])) > kCheckTolerance)
      faults.push_back(fmt::format("{} = {} is not a whole number", model.col_names[j], number_text(x[j])));
  }
  for (int i = 0; i < model.rows.getNumRows(); ++i) {
    const CoinShallowPackedVector row = model.rows.getVector(i);
    double activity = 0;
    for (int k = 0; k < row.getNumElements(); ++k) activity += row.getElements()[k] * x[static_cast<size_t>(row.getIndices()[k])];
    const double tol = kCheckTolerance * (1 + std::abs(activity));
    const auto iu = static_cast<size_t>(i);
    if (activity < model.row_lower[iu] - tol || activity > model.row_upper[iu] + tol)
      faults.push_back(fmt::format("row {} is broken: its value is {}, and the row says {}", model.row_names[iu],
                                   number_text(activity), bounds_text(model.row_lower[iu], model.row_upper[iu])));
  }
  if (answer.objective) {
    double obj = 0;
    for (size_t j = 0; j < x.size(); ++j) obj += model.objective[j] * x[j];
    obj *= model.sign;
    if (std::abs(obj - *answer.objective) > kCheckTolerance * (1 + std::abs(obj)))
      faults.push_back(fmt::format("the solver says the objective is {} but the values give {}", number_text(*answer.objective),
                                   number_text(obj)));
  }
  return faults;
}

}  // namespace boardlp
