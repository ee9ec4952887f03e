#pragma once
// The order in which the numbered formats (OPB, CNF, WCNF) number the squares' columns: a SAT
// solver's first decisions follow the variables' numbers, and Rostami & Bright ("Queen Domination
// by SAT Solving", arXiv 2508.11945) measured one proof taking 27x longer by the order alone. The
// files name every variable in their own table, so any order reads back the same.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "file_format.hpp"

namespace boardlp {

enum class LiteralOrder : unsigned char { board, hilbert, occurrence };

struct LiteralOrderRow {
  LiteralOrder order;
  std::string_view name;  // --literal-order NAME
  std::string_view what;  // for --help and the header
};

std::span<const LiteralOrderRow> literal_order_rows();
const LiteralOrderRow& literal_order_row(LiteralOrder order);
// "board|hilbert|occurrence" for --help.
std::string literal_order_choices();
// --literal-order TEXT for files of `format`: UserError naming the choices, or naming the formats
// that number their variables when `format` names them (LP, MPS).
LiteralOrder literal_order_for(FileFormat format, std::string_view text);

// The rank of each square of a rows x cols board (row-major index) along the Hilbert curve of the
// smallest power-of-two square that holds the board: neighbours on the curve are neighbours on the
// board.
std::vector<int64_t> hilbert_ranks(int32_t rows, int32_t cols);

}  // namespace boardlp
