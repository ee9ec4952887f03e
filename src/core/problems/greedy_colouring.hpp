#pragma once
// A colouring of the board's attack graph by DSATUR (Brélaz 1979: colour next the square whose
// neighbours already show the most colours, the smallest colour they do not show). Its count is
// the default number of colours of a colouring model (--colour without --colours K): an upper
// bound that every model can meet, stated in the header.
#include <cstdint>
#include <vector>

#include "problem.hpp"

namespace boardlp {

// The colour (1, 2, ...) of each open square, row-major, 0 on walls and holes.
std::vector<int32_t> greedy_colouring(const Spec& spec);

// The number of colours greedy_colouring uses (cached: the header and the checks ask more than
// once). Throws UserError when the board has too many attacking pairs to colour quickly.
int64_t greedy_colour_count(const Spec& spec);

// Squares that all attack each other (a clique of the attack graph), found greedily: from each
// square, the neighbour with the most neighbours among those left, in turn. Board order.
std::vector<Square> greedy_clique(const Spec& spec);

// The most attacking pairs greedy_colouring takes on (a few seconds' work).
inline constexpr double kMaxGreedyPairs = 6e7;

}  // namespace boardlp
