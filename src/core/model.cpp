#include "model.hpp"

namespace boardlp {

const Lines& Model::lines(Dir d) {
  auto& slot = lines_[static_cast<size_t>(d)];
  if (!slot) slot = std::make_unique<Lines>(board_, d);
  return *slot;
}

double Model::objective_coef(Var var, int32_t r, int32_t c) const {
  switch (objective_.kind) {
    case ObjectiveKind::none: return 0;
    case ObjectiveKind::count_pieces: return var == Var::piece ? 1 : 0;
    case ObjectiveKind::count_walls: return var == Var::wall ? 1 : 0;
    case ObjectiveKind::count_unattacked: return var == Var::unattacked ? 1 : 0;
    case ObjectiveKind::costs:
      return var == Var::piece ? spec_.costs[static_cast<size_t>(r) * static_cast<size_t>(board_.cols()) +
                                                  static_cast<size_t>(c)]
                               : 0;
  }
  return 0;
}


void Model::restrict_columns(Var var, std::vector<bool> on_square) { only_on_[static_cast<size_t>(var)] = std::move(on_square); }

int64_t Model::columns() const {
  int64_t n = 0;
  for (Var var : variables_) {
    if (only_on_[static_cast<size_t>(var)].empty()) {
      n += board_.open_squares();
      continue;
    }
    for (int32_t r = 0; r < board_.rows(); ++r)
      for (int32_t c = 0; c < board_.cols(); ++c) n += has_column(var, r, c);
  }
  return n;
}

Sizes Model::sizes() const {
  Sizes s;
  s.columns = columns();
  for (const auto& family : families_)
    family->for_each_row([&](const Row& row) {
      ++s.rows;
      s.nonzeros += row_length(row, board_);
    });
  for_each_column([&](Var v, int32_t r, int32_t c) { s.objective_nonzeros += objective_coef(v, r, c) != 0; });
  return s;
}

}  // namespace boardlp
