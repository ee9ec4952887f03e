#pragma once
// How big a file gets before it is written: the models whose rows list a square's attackers
// (covering) or every attacking pair (the pairwise form) grow as n^3 on an n x n board of
// riders, so boardlp estimates them from the piece's moves and refuses past a cap.
#include <cstdint>

#include "problem.hpp"

namespace boardlp {

// The number of (square, attacker) pairs on the board with no walls: exact for an open board,
// an upper bound with walls or holes (they only cut lines). Counted per direction in O(n).
double attacking_pairs(Piece piece, int32_t rows, int32_t cols, bool torus);

// About how many bytes the LP file of this spec takes, from its nonzeros (0 for the forms whose
// rows grow with the board's squares only: their size is the memory check's business).
double estimated_file_bytes(const Spec& spec);

// The cap: 4 GB. A 400x400 queens domination file is 2.5 GB and takes 45 s to write; 450x450,
// the largest under the cap, 27 s to /dev/null on this 2-core machine.
inline constexpr double kMaxFileBytes = 4e9;

}  // namespace boardlp
