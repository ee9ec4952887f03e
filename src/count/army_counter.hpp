#pragma once
// The counter's search for peaceable armies (Goal::armies): the largest number a of white pieces
// that share the board with a black ones, no piece attacked by one of the other colour, and the
// number of such pairs of armies (the colours told apart: a pair and its swap count twice).
#include <cstdint>

#include "question.hpp"

namespace boardlp::count {

// Fixed pieces are white and may attack each other; when they leave black too little room for
// any pair of armies, pieces = -1 and count = 0. Throws std::invalid_argument for a board of
// more than kGraphSquares squares or a fixed piece on a wall or a hole.
Result count_armies(const Question& problem, bool unique, uint64_t unique_limit = 20'000'000, const Limits& limits = {});

}  // namespace boardlp::count
