#include "model.hpp"

#include <algorithm>

namespace boardlp {

const Lines& Model::lines(Dir d) {
  auto& slot = lines_[static_cast<size_t>(d)];
  if (!slot) slot = std::make_unique<Lines>(board_, d);
  return *slot;
}

double Model::objective_coef(const Column& col) const {
  const Var var = col.var;
  const int32_t r = col.r, c = col.c;
  switch (objective_.kind) {
    case ObjectiveKind::none: return 0;
    case ObjectiveKind::count_pieces: return var == Var::piece ? 1 : 0;
    case ObjectiveKind::count_walls: return var == Var::wall ? 1 : 0;
    case ObjectiveKind::count_unattacked: return var == Var::unattacked ? 1 : 0;
    case ObjectiveKind::count_colours: return var == Var::colour_used ? 1 : 0;
    case ObjectiveKind::weights:
      return var == Var::piece ? spec_.weights[static_cast<size_t>(r) * static_cast<size_t>(board_.cols()) +
                                                  static_cast<size_t>(c)]
                               : 0;
  }
  return 0;
}


void Model::restrict_columns(Var var, std::vector<bool> on_square) { only_on_[static_cast<size_t>(var)] = std::move(on_square); }

int32_t Model::layers() const {
  int32_t most = 0;
  for (const ColumnGroup& g : variables_) most = std::max<int32_t>(most, g.layer);
  return most;
}

int64_t Model::columns() const {
  int64_t n = 0;
  for (const auto& [var, layer] : variables_) {
    if (!var_kind(var).on_square) {
      ++n;
      continue;
    }
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
  for_each_column([&](const Column& col) { s.objective_nonzeros += objective_coef(col) != 0; });
  return s;
}

}  // namespace boardlp
