#pragma once
// The model's independent parts: the connected parts of the graph whose nodes are the columns and
// where a row joins the columns it holds. No row holds columns of two parts, and the objective is
// a sum over the columns, so the optimum is the sum of the parts' optima and each part can be
// solved, and proven, alone (total domination by a knight: the knights on light squares cover the
// dark ones, those on dark squares the light ones).
#include <cstdint>
#include <optional>
#include <vector>

#include "model.hpp"

namespace boardlp {

struct ModelPart {
  int64_t columns = 0, rows = 0;     // rows: counted only when there are two parts or more
  Column first;                      // its first column in the model's column order (two parts or more)
  std::vector<Square> piece_squares;  // the squares of its x_R_C, board order (two parts or more)
  std::vector<Square> cover_squares;  // the squares of its cover rows (cv_R_C, tc_R_C), board order
};

struct ModelParts {
  std::vector<ModelPart> parts;  // in the order of their first column; one when the model is connected
};

// The models with more column slots (kinds x layers x squares) than this are not analysed: a
// header says nothing of their parts (boardlp's large boards are connected riders).
inline constexpr int64_t kMaxPartSlots = int64_t{1} << 22;

// The parts, or nullopt past kMaxPartSlots. Stops at the first row that joins the last two parts
// (most models: after a few board rows), so a connected model costs little; a split one is walked
// once, row by row.
std::optional<ModelParts> model_parts(const Model& model);

}  // namespace boardlp
