#pragma once
// The counter's colouring (Goal::colour): the chromatic number of the board's attack graph, the
// fewest colours such that no two squares of one colour attack each other, and the number of
// colourings in that many colours up to renaming the colours (the partitions of the squares into
// that many sets of pieces that do not attack each other).
#include <cstdint>

#include "question.hpp"

namespace boardlp::count {

// Result::pieces is the chromatic number (-1 when it is more than problem.pieces, the most
// colours allowed, if given); Result::count the colourings up to renaming, at most 20,000,000
// (Result::count_stopped past that: each colouring is a leaf of the search). `unique` is not
// offered (the classes would mix the board's symmetries with renamings). Throws
// std::invalid_argument for a board of more than kGraphSquares squares or fixed pieces.
Result count_colourings(const Question& problem, const Limits& limits = {});

}  // namespace boardlp::count
