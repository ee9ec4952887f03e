#include "model_of_spec.hpp"

#include <coin/CoinFinite.hpp>

#include "names.hpp"

namespace boardlp {

ModelData model_data_of(const Model& model) {
  ModelData m;
  const Board& board = model.board();
  const bool maximize = model.objective().sense == ObjectiveSense::maximize;
  m.sign = maximize ? -1 : 1;
  m.objective_name = model.objective().name;
  // Column numbers by (kind, square), for the rows' terms.
  std::vector<std::vector<int>> index(std::size(kVarKinds));
  const size_t squares = static_cast<size_t>(board.rows()) * static_cast<size_t>(board.cols());
  model.for_each_column([&](Var var, int32_t r, int32_t c) {
    auto& of_kind = index[static_cast<size_t>(var)];
    if (of_kind.empty()) of_kind.assign(squares, -1);
    of_kind[static_cast<size_t>(r) * static_cast<size_t>(board.cols()) + static_cast<size_t>(c)] =
        static_cast<int>(m.col_names.size());
    m.col_names.push_back(col_name(var, r, c));
    m.col_lower.push_back(0);
    m.col_upper.push_back(1);
    m.integer.push_back(1);
    m.objective.push_back(m.sign * model.objective_coef(var, r, c));
  });
  m.rows = CoinPackedMatrix(false, 0, 0);
  m.rows.setDimensions(0, static_cast<int>(m.col_names.size()));
  std::vector<int> cols;
  std::vector<double> coefs;
  for (const auto& family : model.families()) {
    family->for_each_row_in(0, family->units(), [&](const Row& row) {
      cols.clear();
      coefs.clear();
      for_each_term(row, board, [&](Var var, int32_t r, int32_t c, int8_t coef) {
        cols.push_back(index[static_cast<size_t>(var)][static_cast<size_t>(r) * static_cast<size_t>(board.cols()) +
                                                       static_cast<size_t>(c)]);
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
