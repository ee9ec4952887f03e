#pragma once
// Readers for the input files (a cost table; lists of walls, holes or fixed pieces) and for the
// numbers and boards of the command lines. Each error names the file, the line and what is wrong.
#include <cstdint>
#include <optional>
#include <utility>
#include <string>
#include <string_view>
#include <vector>

#include "board.hpp"

namespace boardlp {

// `rows` lines of `cols` numbers, separated by spaces, tabs or commas. Blank lines and lines
// starting with '#' are skipped. Every number must be finite. Returns rows*cols weights, row-major.
std::vector<double> parse_weights(std::string_view text, const std::string& source, int32_t rows, int32_t cols);
std::vector<double> read_weights(const std::string& path, int32_t rows, int32_t cols);

// A region puzzle's grid (--regions FILE): `rows` lines of `cols` characters, each a letter or a
// digit naming the square's region, or '.' or '#' for a wall. Trailing spaces and a last empty
// line are allowed; nothing else (no comments: '#' is a wall). Errors name the line and column.
struct RegionGrid {
  std::vector<char> cells;   // rows * cols, row-major: the region's character, '#' on a wall
  std::vector<Square> walls;  // the '.' and '#' squares, board order
};
RegionGrid parse_regions(std::string_view text, const std::string& source, int32_t rows, int32_t cols);
RegionGrid read_regions(const std::string& path, int32_t rows, int32_t cols);

// One square a line, "R,C" or "R C", 1-based; blank lines and '#' comments are skipped. `what`
// names the squares in messages ("wall", "hole", "fixed piece"). Returns 0-based squares; range
// and duplicate checks are the Board's.
std::vector<Square> parse_squares(std::string_view text, const std::string& source, std::string_view what);
std::vector<Square> read_squares(const std::string& path, std::string_view what);
inline std::vector<Square> parse_walls(std::string_view text, const std::string& source) {
  return parse_squares(text, source, "wall");
}
inline std::vector<Square> read_walls(const std::string& path) { return read_squares(path, "wall"); }

// "R,C" (1-based) as given to an option (--wall, --hole, --fix); throws UserError naming it.
Square parse_square_option(std::string_view text, std::string_view option, std::string_view what);
inline Square parse_wall_option(std::string_view text) { return parse_square_option(text, "--wall", "wall"); }

// The whole number `text` spells, nothing before or after it; nullopt for anything else.
std::optional<int64_t> whole_number(std::string_view text);

// "8" -> 8x8, "4x7" (or 4X7) -> 4 rows, 7 columns; throws UserError naming the board and the form.
std::pair<int32_t, int32_t> parse_board(const std::string& text);

// Whole file as text; throws UserError if it cannot be read.
std::string read_text_file(const std::string& path, std::string_view what);

}  // namespace boardlp
