#pragma once
// An exact counter of non-attacking placements, by backtracking over the board row by row on
// bitmasks. It re-derives every rule of attack from the chessboard and shares no code with the
// model builder, so that a bug in one cannot hide in the other.
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <optional>
#include <string>
#include <vector>

#include <boost/multiprecision/cpp_int.hpp>

namespace boardlp::count {

using Big = boost::multiprecision::cpp_int;

// Amazons, chancellors and archbishops attack as a queen, rook or bishop and as a knight; a
// piece of kind `betza` moves as Question::betza says (nightriders: "NN").
enum class Kind { queen, rook, bishop, king, knight, amazon, chancellor, archbishop, betza };

// What is counted: placements with no two attacking (the maximum, or --place K), the smallest
// sets that occupy or attack every square but the walls (domination), independent or not, the
// smallest sets that attack every square but the walls, their own squares too (total
// domination), the largest peaceable armies (army_counter.hpp), or K pieces that leave the most
// squares free (non-dominating, unattacked_counter.hpp), or the solutions of a region puzzle
// (region_counter.hpp), or the fewest colours of the board (colouring_counter.hpp), or the most
// points with no three in line (no_three_counter.hpp).
enum class Goal { pack, dominate, independent_dominate, total_dominate, armies, non_dominating, regions, colour,
                  no_three_in_line };

// The counter's question (boardlp's Problem is what the user asked; count_bridge.hpp turns one into the other).
struct Question {
  Goal goal = Goal::pack;
  Kind kind = Kind::queen;
  int rows = 8, cols = 8;                   // cols <= 64
  std::vector<std::pair<int, int>> walls;   // 0-based (row, col): no piece, and they cut lines
  std::vector<std::pair<int, int>> holes;   // no piece, but lines pass over them
  std::vector<std::pair<int, int>> fixed;   // pieces every placement counted must have
  std::optional<int> pieces;                // exactly this many; none: the maximum
  bool torus = false;                       // lines and leaps wrap around the edges
  std::string betza;                        // Kind::betza: the atoms W F D N A (doubled: a rider), R B Q K
  std::vector<char> regions;                // Goal::regions: each square's region, row-major ('#' a wall)
};

struct Result {
  int pieces = 0;          // the answer: the maximum, the number asked for, the minimum, the army;
                           // non-dominating: the most free squares
  Big count = 0;           // placements of that many pieces
  std::optional<Big> unique;  // up to the symmetries of the board and its walls, when asked
  bool count_stopped = false;  // the count reached its cap (colourings): `count` is a lower bound
};

struct Limits {
  // What the counter's tables may hold. The maximum's row-by-row search and the memo of the
  // K-piece count are measured against it; past it the count stops with BeyondCap.
  uint64_t memory_bytes = uint64_t{4} << 30;
  // Called now and then, from one thread, with where the search is ("row 9 of 16, 2584 states").
  std::function<void(const std::string& where)> progress;
};

// The board needs more memory than Limits::memory_bytes allows.
class BeyondCap : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};
// A count past 2^128 (the maximum's row-by-row search counts in 128-bit integers).
class CountOverflow : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Throws std::invalid_argument for a board wider than 64 columns, BeyondCap, CountOverflow.
// `unique`: also classify up to symmetry (enumerates every placement: at most `unique_limit`).
// The maximum of rooks, bishops (each colour on its own), kings and knights is found row by row
// with the count of placements per state (MaxByRows); n queens on an open n x n board by the
// classic bitboard search; the rest (queens with walls, --place K) by a memoized search. Pieces
// given by their moves and boards on a torus (at most kGraphSquares squares) by the attack graph's
// search (graph_counter.hpp).
Result count_placements(const Question& problem, bool unique, uint64_t unique_limit = 20'000'000,
                        const Limits& limits = {});

}  // namespace boardlp::count
