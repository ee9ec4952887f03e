#include "literal_order.hpp"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "errors.hpp"

namespace boardlp {

namespace {

constexpr std::array<LiteralOrderRow, 3> kRows{{
    {LiteralOrder::board, "board", "square by square in board order, row by row (the default)"},
    {LiteralOrder::hilbert, "hilbert", "along a Hilbert curve over the board (squares numbered in turn lie close together)"},
    {LiteralOrder::occurrence, "occurrence",
     "the squares in the most rows first (ties in board order), as Rostami and Bright's occurrence order"},
}};

// The distance along the Hilbert curve of a side x side square (side a power of two) of cell (x, y):
// the classic iterative rotation (Hilbert 1891, in the form of Warren's "Hacker's Delight").
int64_t hilbert_distance(int64_t side, int64_t x, int64_t y) {
  int64_t d = 0;
  for (int64_t s = side / 2; s > 0; s /= 2) {
    const int64_t rx = (x & s) > 0 ? 1 : 0, ry = (y & s) > 0 ? 1 : 0;
    d += s * s * ((3 * rx) ^ ry);
    if (ry == 0) {  // rotate the quadrant
      if (rx == 1) {
        x = s - 1 - x;
        y = s - 1 - y;
      }
      std::swap(x, y);
    }
  }
  return d;
}

}  // namespace

std::span<const LiteralOrderRow> literal_order_rows() { return kRows; }

const LiteralOrderRow& literal_order_row(LiteralOrder order) {
  for (const LiteralOrderRow& row : kRows)
    if (row.order == order) return row;
  throw std::logic_error("a literal order without its row");
}

std::string literal_order_choices() {
  std::string out;
  for (const LiteralOrderRow& row : kRows) out += (out.empty() ? "" : "|") + std::string(row.name);
  return out;
}

LiteralOrder literal_order_for(FileFormat format, std::string_view text) {
  const LiteralOrderRow* found = nullptr;
  for (const LiteralOrderRow& row : kRows)
    if (row.name == text) found = &row;
  if (!found) throw UserError(fmt::format("--literal-order {}: use {}", text, literal_order_choices()));
  if (!format_row(format).numbered_columns)
    throw UserError(fmt::format("--literal-order numbers the variables of opb, cnf and wcnf files; {} names them: leave it "
                                "out, or write --format cnf",
                                format_row(format).name));
  return found->order;
}

std::vector<int64_t> hilbert_ranks(int32_t rows, int32_t cols) {
  int64_t side = 1;
  while (side < std::max(rows, cols)) side *= 2;
  std::vector<std::pair<int64_t, int64_t>> by_distance;  // (distance, square)
  by_distance.reserve(static_cast<size_t>(rows) * static_cast<size_t>(cols));
  for (int32_t r = 0; r < rows; ++r)
    for (int32_t c = 0; c < cols; ++c)
      by_distance.emplace_back(hilbert_distance(side, c, r), int64_t{r} * cols + c);
  std::sort(by_distance.begin(), by_distance.end());
  std::vector<int64_t> rank(by_distance.size());
  for (size_t i = 0; i < by_distance.size(); ++i) rank[static_cast<size_t>(by_distance[i].second)] = static_cast<int64_t>(i);
  return rank;
}

}  // namespace boardlp
