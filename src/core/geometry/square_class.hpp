#pragma once
// Named sets of squares a user can restrict a problem to: where pieces may stand (--pieces-on) and
// which squares need cover (--cover-on). A table, so that a new set is one row. Square (1,1), the
// top-left, is light (a8 on a chessboard), so a square is light when R + C is even (1-based).
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "board.hpp"

namespace boardlp {

enum class SquareClass : uint8_t { all, light, dark, border, interior };

struct SquareClassRow {
  SquareClass cls;
  std::string_view word;   // --pieces-on WORD, and its word in the header line
  std::string_view words;  // "the light squares (R + C even; (1,1) is light)"
  bool (*holds)(int32_t r, int32_t c, int32_t rows, int32_t cols);  // 0-based
};

std::span<const SquareClassRow> square_classes();
const SquareClassRow& square_class_row(SquareClass cls);
std::optional<SquareClass> square_class_from_word(std::string_view word);
std::string square_class_words();  // "all, light, dark, border or interior"

// The squares of the board outside the class, in board order.
std::vector<Square> squares_outside(SquareClass cls, int32_t rows, int32_t cols);

}  // namespace boardlp
