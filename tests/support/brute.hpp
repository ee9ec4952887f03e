#pragma once
// Exhaustive answers on small boards (at most 64 squares), computed from the rules of chess
// alone: no code is shared with the model builder, so a bug in one cannot hide in the other.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "piece.hpp"

namespace boardlp::test {

struct SmallBoard {
  int rows, cols;
  uint64_t walls = 0;  // bit r*cols+c: no piece, cuts lines
  uint64_t holes = 0;  // no piece, lines pass
  uint64_t fixed = 0;  // pieces every placement has (brute_max and brute_count)
  uint64_t free = 0;   // the dominations: squares that need no cover (--cover-on)
  bool torus = false;  // lines and leaps wrap around the edges
  int squares() const { return rows * cols; }
  bool wall(int r, int c) const { return (walls >> (r * cols + c)) & 1u; }
};

// Whether pieces on squares a and b (indices r*cols+c) attack each other; walls block lines.
bool attacks(Piece piece, const SmallBoard& board, int a, int b);

// For each square, the squares a piece there attacks.
std::vector<uint64_t> attack_masks(Piece piece, const SmallBoard& board);

// The most non-attacking pieces (0 when the fixed pieces attack each other... never asked).
int brute_max(Piece piece, const SmallBoard& board);

// How many sets of exactly k non-attacking pieces there are.
uint64_t brute_count(Piece piece, const SmallBoard& board, int k);

// The least total cost of k non-attacking pieces; nullopt if k do not fit.
std::optional<double> brute_min_cost(Piece piece, const SmallBoard& board, int k, const std::vector<double>& costs);
// The sets of k pieces at that least cost (whole costs), none if no k fit.
uint64_t brute_min_cost_sets(Piece piece, const SmallBoard& board, int k, const std::vector<double>& costs);

// The fewest walls to add so that k non-attacking pieces (the fixed ones among them) fit, new
// walls going on open squares only (not on holes); nullopt if no walls suffice.
std::optional<int> brute_least_walls(Piece piece, const SmallBoard& board, int k);

}  // namespace boardlp::test

namespace boardlp::test {

// The fewest pieces that occupy or attack every square but the walls and the free ones (holes need cover, hold no
// piece; fixed pieces are among them), independent: no two attacking; total: every square but the
// walls attacked by a piece on another square, occupied or not; and how many such sets.
// nullopt when no set dominates. Every k-subset in turn: for boards of a few dozen squares.
struct Domination {
  int pieces;
  uint64_t sets;
};
std::optional<Domination> brute_dominate(Piece piece, const SmallBoard& board, bool independent, bool total = false);
// Double domination: every square but the walls and the free ones covered twice, a piece on it
// counting once and each piece that attacks it once (holes: attacked twice).
std::optional<Domination> brute_double_dominate(Piece piece, const SmallBoard& board);
// The feasibility form at a bound (--at-most K): every dominating set of at most `most` pieces (the
// fixed ones among them), not the fewest alone; element s: the sets of s pieces. Sets of different
// sizes hold one another here, which a count of the fewest never meets.
// `twice`: double domination (independent and total false).
std::vector<uint64_t> brute_dominating_by_size(Piece piece, const SmallBoard& board, bool independent, bool total,
                                               int most, bool twice = false);

}  // namespace boardlp::test

namespace boardlp::test {

// Peaceable armies: the largest a such that a white and a black pieces stand on distinct open
// squares with no white attacking a black one (fixed pieces are white), and the number of such
// pairs, colours told apart; army -1 when none fits (the fixed pieces leave black no room). Every
// set of white squares in turn: for boards of up to ~20 squares.
struct Armies {
  int army;
  uint64_t pairs;
};
Armies brute_armies(Piece piece, const SmallBoard& board);

}  // namespace boardlp::test

namespace boardlp::test {

// Non-dominating: k pieces (the fixed ones among them) on open squares, and the most open squares
// they leave free (neither occupied nor attacked; walls and holes are not counted), with the
// number of placements that leave that many. Every k-set of squares in turn.
struct FreeSquares {
  int most;
  uint64_t placements;
};
FreeSquares brute_non_dominating(Piece piece, const SmallBoard& board, int k);
// --at-least M: the placements of k pieces that leave at least m open squares free.
uint64_t brute_non_dominating_at_least(Piece piece, const SmallBoard& board, int k, int m);
// The maximum's --at-least M: the sets of no two attacking pieces (the fixed ones among them) of
// each size from m up; element s is the number of sets of s pieces.
std::vector<uint64_t> brute_independent_by_size(Piece piece, const SmallBoard& board, int m);

}  // namespace boardlp::test

namespace boardlp::test {

// Region puzzles: the placements with exactly k pieces in every row, every column and every
// region ('#' a wall in `regions`, rows * cols), no two attacking; their number. Every set of
// rows * k open squares in turn: for boards of up to ~20 squares.
uint64_t brute_regions(Piece piece, const SmallBoard& board, const std::string& regions, int k);

}  // namespace boardlp::test

namespace boardlp::test {

// Colouring: the fewest colours of the open squares (walls and holes get none) such that no two
// squares of one colour attack each other, and how many such colourings there are up to renaming
// the colours. Each square in board order takes a colour already used or the next new one, so
// each partition is met once. The count stops at `stop_at`.
struct Colourings {
  int colours;
  uint64_t colourings;
};
Colourings brute_colour(Piece piece, const SmallBoard& board, uint64_t stop_at);

}  // namespace boardlp::test

namespace boardlp::test {

// No-three-in-line: the most points on the open squares (the fixed ones among them) with no three
// on one line of any slope, unless a wall stands on that line between them; and the number of
// sets of that many. Every set of open squares in turn: for boards of up to ~20 open squares.
struct PointSets {
  int most;
  uint64_t sets;
};
PointSets brute_no_three(const SmallBoard& board);

}  // namespace boardlp::test

namespace boardlp::test {

// --weights: the best total weight of a set of pieces on open squares (the fixed ones among them)
// that the problem allows, and how many sets reach it. Every set of open squares in turn, each
// judged by counting, square by square, the pieces on it and those that attack it: for boards of
// up to ~20 open squares. Weights are whole numbers, so "reach it" is exact.
enum class Weighed { max, dominate, independent_dominate, total_dominate, double_dominate };
struct WeightedBest {
  std::optional<int64_t> weight;  // nullopt: no set is allowed
  uint64_t sets = 0;
};
WeightedBest brute_weighted(Piece piece, const SmallBoard& board, Weighed problem, const std::vector<int64_t>& weights);

}  // namespace boardlp::test
