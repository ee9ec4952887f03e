#include "model_data.hpp"

#include <cctype>
#include <optional>

#include <coin/CoinFinite.hpp>
#include <coin/CoinMessageHandler.hpp>
#include <coin/CoinMpsIO.hpp>
#include <fmt/format.h>

#include "status.hpp"
#include "text_lines.hpp"

namespace boardlp {

void ModelData::build_column_index() {
  column_index_.clear();
  column_index_.reserve(col_names.size());
  for (size_t j = 0; j < col_names.size(); ++j) column_index_.emplace(col_names[j], static_cast<int>(j));
}

void ModelData::add_row(const std::string& name, const std::vector<int>& cols, const std::vector<double>& coefs,
                        double lower, double upper) {
  rows.appendRow(static_cast<int>(cols.size()), cols.data(), coefs.data());
  row_lower.push_back(lower);
  row_upper.push_back(upper);
  row_names.push_back(name);
}

void ModelData::write_mps(const std::string& path) const {
  CoinMpsIO mps;
  CoinMessageHandler quiet;
  quiet.setLogLevel(0);
  mps.passInMessageHandler(&quiet);
  mps.setMpsData(rows, COIN_DBL_MAX, col_lower.data(), col_upper.data(), objective.data(), integer.data(),
                 row_lower.data(), row_upper.data(), col_names, row_names);
  mps.setObjectiveName(objective_name.empty() ? "obj" : objective_name.c_str());
  if (mps.writeMps(path.c_str(), 0, 1, 2) != 0)
    throw DriverError(exit_solver_failed, fmt::format("cannot write the model {}", path));
}

int ModelData::column(const std::string& name) const {
  const auto it = column_index_.find(name);
  return it == column_index_.end() ? -1 : it->second;
}

double objective_of(const ModelData& model, const SolverAnswer& answer) {
  double sum = 0;
  for (const auto& [name, value] : answer.values)
    if (const int j = model.column(name); j >= 0) sum += model.objective[static_cast<size_t>(j)] * value;
  return model.sign * sum;
}

}  // namespace boardlp
