#pragma once
// The counter's search for non-dominating pieces (Goal::non_dominating): K pieces that leave the
// most squares free (neither occupied nor attacked), and the number of placements that do.
#include <cstdint>

#include "question.hpp"

namespace boardlp::count {

// Result::pieces is the most free squares (only squares that may hold a piece count: walls and
// holes do not); count the placements of K = problem.pieces pieces (fixed ones included) that
// leave that many. Throws std::invalid_argument for a board of more than kGraphSquares squares,
// a missing K, or a fixed piece on a wall or a hole.
Result count_unattacked(const Question& problem, bool unique, uint64_t unique_limit = 20'000'000, const Limits& limits = {});

}  // namespace boardlp::count
