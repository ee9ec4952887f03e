#include "model_of_spec.hpp"

#include <map>
#include <utility>

#include <coin/CoinFinite.hpp>

#include "names.hpp"

namespace boardlp {

ModelData model_data_of(const Model& model) {
  ModelData m;
  const Board& board = model.board();
  const bool maximize = model.objective().sense == ObjectiveSense::maximize;
  m.sign = maximize ? -1 : 1;
  m.objective_name = model.objective().name;
  // Column numbers by (kind, layer) and square, for the rows' terms.
  std::map<std::pair<Var, uint16_t>, std::vector<int>> index;
  const size_t squares = static_cast<size_t>(board.rows()) * static_cast<size_t>(board.cols());
  auto slot = [&](const Column& col) -> int& {
    std::vector<int>& of_kind = index[{col.var, col.layer}];
    if (of_kind.empty()) of_kind.assign(squares, -1);
    return of_kind[static_cast<size_t>(col.r) * static_cast<size_t>(board.cols()) + static_cast<size_t>(col.c)];
  };
  model.for_each_column([&](const Column& col) {
    slot(col) = static_cast<int>(m.col_names.size());
    m.col_names.push_back(col_name(col));
    m.col_lower.push_back(0);
    m.col_upper.push_back(1);
    m.integer.push_back(1);
    m.objective.push_back(m.sign * model.objective_coef(col));
  });
  m.rows = CoinPackedMatrix(false, 0, 0);
  m.rows.setDimensions(0, static_cast<int>(m.col_names.size()));
  std::vector<int> cols;
  std::vector<double> coefs;
  for (const auto& family : model.families()) {
    family->for_each_row_in(0, family->units(), [&](const Row& row) {
      cols.clear();
      coefs.clear();
      for_each_term(row, board, [&](const Column& col, int8_t coef) {
        cols.push_back(slot(col));
        coefs.push_back(coef);
      });
      m.rows.appendRow(static_cast<int>(cols.size()), cols.data(), coefs.data());
      m.row_names.push_back(boardlp::row_name(row.name));
      const auto rhs = static_cast<double>(row.rhs);
      m.row_lower.push_back(row.sense == Sense::le ? -COIN_DBL_MAX : rhs);
      m.row_upper.push_back(row.sense == Sense::ge ? COIN_DBL_MAX : rhs);
    });
  }
  m.build_column_index();
  return m;
}

}  // namespace boardlp
