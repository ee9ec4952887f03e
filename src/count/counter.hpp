#pragma once
// An exact counter of placements: the one entry that sends each question (question.hpp) to the
// search that answers it, by its goal (goal.hpp), piece and board.
#include <cstdint>

#include "question.hpp"

namespace boardlp::count {

// A board wider than tall is counted as its transpose. Throws std::invalid_argument for a board
// past 64 columns both ways, BeyondCap, CountOverflow.
// `unique`: also classify up to symmetry (enumerates every placement: at most `unique_limit`).
// The maximum of rooks, bishops (each colour on its own), kings and knights is found row by row
// with the count of placements per state (MaxByRows); n queens on an open n x n board by the
// classic bitboard search; the rest (queens with walls, --place K) by a memoized search. Pieces
// given by their moves, boards on a torus and the dominations by the attack graph's search
// (graph_counter.hpp); armies, non-domination, region puzzles, colourings and points with no three
// in line by their own counters (army_counter.hpp and the others beside it).
Result count_placements(const Question& problem, bool unique, uint64_t unique_limit = 20'000'000,
                        const Limits& limits = {});

}  // namespace boardlp::count
