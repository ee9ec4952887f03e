#include "pieces_of_file.hpp"

#include <algorithm>

namespace boardlp {

std::vector<ColumnBlock> column_blocks(const Model& model) {
  const Board& board = model.board();
  // About kTermsPerPiece / 2 squares a block (the LP objective and Binaries have one term a
  // square; an MPS column has a few), and never part of a board row.
  const int32_t rows_per_block = static_cast<int32_t>(std::max<int64_t>(1, kTermsPerPiece / 2 / board.cols()));
  std::vector<ColumnBlock> blocks;
  const Var kinds[2] = {Var::piece, Var::wall};
  for (int k = 0; k < (model.has_wall_variables() ? 2 : 1); ++k)
    for (int32_t r = 0; r < board.rows(); r += rows_per_block)
      blocks.push_back({kinds[k], r, std::min(board.rows(), r + rows_per_block)});
  return blocks;
}

void for_each_row_batch(const Model& model, const std::function<void(std::vector<Row>&&)>& f) {
  std::vector<Row> batch;
  int64_t terms = 0;
  for (const auto& family : model.families())
    family->for_each_row([&](const Row& row) {
      batch.push_back(row);
      terms += row_length(row, model.board());
      if (terms >= kTermsPerPiece || batch.size() >= kRowsPerPiece) {
        f(std::move(batch));
        batch = {};
        terms = 0;
      }
    });
  if (!batch.empty()) f(std::move(batch));
}

}  // namespace boardlp
