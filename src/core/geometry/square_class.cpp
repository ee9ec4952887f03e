#include "square_class.hpp"

#include <algorithm>
#include <array>

namespace boardlp {

namespace {
bool on_border(int32_t r, int32_t c, int32_t rows, int32_t cols) { return r == 0 || c == 0 || r == rows - 1 || c == cols - 1; }

constexpr std::array kClasses{
    SquareClassRow{SquareClass::all, "all", "every square", [](int32_t, int32_t, int32_t, int32_t) { return true; }},
    SquareClassRow{SquareClass::light, "light", "the light squares (R + C even: (1,1) is light)",
                   [](int32_t r, int32_t c, int32_t, int32_t) { return (r + c) % 2 == 0; }},
    SquareClassRow{SquareClass::dark, "dark", "the dark squares (R + C odd)",
                   [](int32_t r, int32_t c, int32_t, int32_t) { return (r + c) % 2 != 0; }},
    SquareClassRow{SquareClass::border, "border", "the squares of the border (the first and last row and column)",
                   on_border},
    SquareClassRow{SquareClass::interior, "interior", "the squares off the border",
                   [](int32_t r, int32_t c, int32_t rows, int32_t cols) { return !on_border(r, c, rows, cols); }},
};
}  // namespace

std::span<const SquareClassRow> square_classes() { return kClasses; }

const SquareClassRow& square_class_row(SquareClass cls) { return kClasses[static_cast<size_t>(cls)]; }

std::optional<SquareClass> square_class_from_word(std::string_view word) {
  for (const SquareClassRow& row : kClasses)
    if (row.word == word) return row.cls;
  return std::nullopt;
}

std::string square_class_words() {
  std::string out;
  for (size_t i = 0; i < kClasses.size(); ++i)
    out += std::string(i == 0 ? "" : i + 1 == kClasses.size() ? " or " : ", ") + std::string(kClasses[i].word);
  return out;
}

std::vector<Square> squares_outside(SquareClass cls, int32_t rows, int32_t cols) {
  std::vector<Square> out;
  const SquareClassRow& row = square_class_row(cls);
  for (int32_t r = 0; r < rows; ++r)
    for (int32_t c = 0; c < cols; ++c)
      if (!row.holds(r, c, rows, cols)) out.push_back({r, c});
  return out;
}

// A loop, not std::ranges::all_of: the playground's libc++ (clang 14) lacks it.
constexpr bool classes_in_enum_order() {
  for (std::size_t i = 0; i < kClasses.size(); ++i)
    if (static_cast<std::size_t>(kClasses[i].cls) != i) return false;
  return true;
}
static_assert(classes_in_enum_order(), "kClasses goes in the order of SquareClass");

}  // namespace boardlp
