#pragma once
// An exact counter of placements, by backtracking over the board row by row on bitmasks: the one
// entry that sends each question (question.hpp) to the search that answers it.
#include <cstdint>

#include "question.hpp"

namespace boardlp::count {

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
