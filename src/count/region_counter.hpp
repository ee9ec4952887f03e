#pragma once
// The counter's search for region puzzles (Goal::regions): the placements with exactly K pieces
// in every row, every column and every region of a grid, no two attacking each other.
#include <cstdint>
#include <vector>

#include "question.hpp"

namespace boardlp::count {

// Result::pieces is the number of pieces of a solution (K x rows), count the solutions (0: none).
// Throws std::invalid_argument for a board of more than kGraphSquares squares or a grid that does
// not match the board.
Result count_regions(const Question& problem, bool unique, uint64_t unique_limit = 20'000'000, const Limits& limits = {});

// The first `limit` solutions the search meets (each its squares r * cols + c, board order), and
// no more: the search stops there (a puzzle maker's "is it unique?" needs two at most).
std::vector<std::vector<int>> region_solutions(const Question& problem, size_t limit);

}  // namespace boardlp::count
