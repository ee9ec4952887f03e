#pragma once
// An exact counter of non-attacking placements, by backtracking over the board row by row on
// bitmasks. It re-derives every rule of attack from the chessboard and shares no code with the
// model builder, so that a bug in one cannot hide in the other.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <boost/multiprecision/cpp_int.hpp>

namespace boardlp::count {

using Big = boost::multiprecision::cpp_int;

enum class Kind { queen, rook, bishop, king, knight };

struct Problem {
  Kind kind = Kind::queen;
  int rows = 8, cols = 8;                   // cols <= 64
  std::vector<std::pair<int, int>> walls;   // 0-based (row, col)
  std::optional<int> pieces;                // exactly this many; none: the maximum
};

struct Result {
  int pieces = 0;          // the maximum, or the number asked for
  Big count = 0;           // placements of that many pieces
  std::optional<Big> unique;  // up to the symmetries of the board and its walls, when asked
};

// Throws std::invalid_argument for a board wider than 64 columns.
// `unique`: also classify up to symmetry (enumerates every placement: at most `unique_limit`).
Result count_placements(const Problem& problem, bool unique, uint64_t unique_limit = 20'000'000);

}  // namespace boardlp::count
