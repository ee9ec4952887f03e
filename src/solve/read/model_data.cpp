#include "model_data.hpp"

#include <cctype>
#include <optional>

#include <coin/CoinFinite.hpp>
#include <coin/CoinMessageHandler.hpp>
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

void finish_zero_one_model(ModelData& model) {
  if (model.objective_name.empty()) model.objective_name = "objective";
  const size_t n = model.col_names.size();
  model.col_lower.assign(n, 0);
  model.col_upper.assign(n, 1);
  model.integer.assign(n, 1);
  model.objective.resize(n, 0);
  model.rows.setDimensions(static_cast<int>(model.row_names.size()), static_cast<int>(n));
}

void set_objective(ModelData& model, bool maximize, const std::vector<int>& cols, const std::vector<double>& coefs) {
  model.objective.assign(model.col_names.size(), 0);
  model.sign = maximize ? -1 : 1;
  for (size_t k = 0; k < cols.size(); ++k) model.objective[static_cast<size_t>(cols[k])] = model.sign * coefs[k];
}

std::unique_ptr<SparseModel> sparse_model_of(const ModelData& model, const std::optional<Spec>& spec, ObjectiveForm form,
                                             bool keep_objective) {
  SparseRows rows;
  for (int i = 0; i < model.rows.getNumRows(); ++i) {
    const CoinShallowPackedVector row = model.rows.getVector(i);
    rows.add(model.row_names[static_cast<size_t>(i)], model.row_lower[static_cast<size_t>(i)],
             model.row_upper[static_cast<size_t>(i)], row.getIndices(), row.getElements(), row.getNumElements());
  }
  std::vector<double> objective(model.objective.size());
  const double sign = form == ObjectiveForm::as_read ? model.sign : 1;
  for (size_t j = 0; j < objective.size() && keep_objective; ++j) objective[j] = sign * model.objective[j];
  return std::make_unique<SparseModel>(model.col_names, model.col_lower, model.col_upper, model.integer, std::move(objective),
                                       sign < 0 ? ObjectiveSense::maximize : ObjectiveSense::minimize,
                                       model.objective_name.empty() ? "obj" : model.objective_name, std::move(rows), spec);
}

}  // namespace boardlp
