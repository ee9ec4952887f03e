#pragma once
// The counter's question and answer: what is counted, on which board, and the count. The counter
// (counter.hpp) answers it; boardlp's problems pose it (core/problems/count_question.cpp). It
// re-derives every rule of attack from the chessboard and shares no code with the model builder,
// so that a bug in one cannot hide in the other.
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <boost/multiprecision/cpp_int.hpp>

#include "goal.hpp"

namespace boardlp::count {

using Big = boost::multiprecision::cpp_int;

// A set of pieces as 0-based (row, column) squares, in board order.
using Placement = std::vector<std::pair<int, int>>;

// Amazons, chancellors and archbishops attack as a queen, rook or bishop and as a knight; a
// piece of kind `betza` moves as Question::betza says (nightriders: "NN").
enum class Kind { queen, rook, bishop, king, knight, amazon, chancellor, archbishop, betza };

// The counter's question (boardlp's Problem is what the user asked; count_question.hpp turns one into the other).
struct Question {
  Goal goal = Goal::pack;
  Kind kind = Kind::queen;
  int rows = 8, cols = 8;                   // cols <= 64
  std::vector<std::pair<int, int>> walls;   // 0-based (row, col): no piece, and they cut lines
  std::vector<std::pair<int, int>> holes;   // no piece, but lines pass over them
  std::vector<std::pair<int, int>> fixed;   // pieces every placement counted must have
  std::vector<std::pair<int, int>> uncovered;  // the dominations: squares that need no cover
  std::optional<int> pieces;                // exactly this many; none: the maximum
  std::optional<int> at_most;               // the dominations: every dominating set of at most this many
  bool torus = false;                       // lines and leaps wrap around the edges
  std::string betza;                        // Kind::betza: the atoms W F D N A (doubled: a rider), R B Q K
  std::vector<char> regions;                // Goal::regions: each square's region, row-major ('#' a wall)
};

struct Result {
  int pieces = 0;          // the answer: the maximum, the number asked for, the minimum, the army;
                           // non-dominating: the most free squares
  Big count = 0;           // placements of that many pieces; with Question::at_most, of at most that many
  std::vector<std::pair<int, Big>> by_size;  // with Question::at_most: each size from the fewest, and its sets
  std::optional<Big> unique;  // up to the symmetries of the board and its walls, when asked
  bool count_stopped = false;  // the count reached its cap (colourings): `count` is a lower bound
  // Every placement counted, when Limits::keep_sets asked for them and the counter keeps them (the
  // dominations) and there were at most the classification's limit.
  std::optional<std::vector<Placement>> sets;
};

struct Limits {
  // What the counter's tables may hold. The maximum's row-by-row search and the memo of the
  // K-piece count are measured against it; past it the count stops with BeyondCap.
  uint64_t memory_bytes = uint64_t{4} << 30;
  // Called now and then, from one thread, with where the search is ("row 9 of 16, 2584 states").
  std::function<void(const std::string& where)> progress;
  // The dominations: keep every placement counted in Result::sets.
  bool keep_sets = false;
  // The dominations: a file that keeps each decided cube of the search as it is decided, and is
  // read back on a rerun (count_journal.hpp); empty: none.
  std::string journal;
  // The dominations: cubes searched at once (0: one a core).
  unsigned threads = 0;
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

}  // namespace boardlp::count
