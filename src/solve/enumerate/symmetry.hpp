#pragma once
// The symmetries of a board: the rotations and reflections that map the board and its walls onto
// themselves (8 for an empty square board, 4 for a rectangle), and a canonical form of a
// placement under them, to tell unique solutions apart.
#include <cstdint>
#include <set>
#include <vector>

#include "checker.hpp"

namespace boardlp {

struct Symmetry {
  int id;                       // 0..7: identity, three rotations, four reflections
  int32_t shift_r = 0, shift_c = 0;  // then, on a torus, a translation (wrapping)
};
Square turn(int id, Square q, int32_t rows, int32_t cols);  // the rotation or reflection alone

// Those that map the walls, the holes and the fixed pieces each onto themselves, and a region
// grid's regions each onto a region (rows * cols characters; empty: no grid).
std::vector<Symmetry> board_symmetries(int32_t rows, int32_t cols, const std::vector<Square>& walls,
                                       const std::vector<Square>& holes = {}, const std::vector<Square>& fixed = {},
                                       bool torus = false,  // on a torus, with every translation too
                                       const std::vector<char>& regions = {});
Square apply(Symmetry s, Square q, int32_t rows, int32_t cols);

// The least image of the placement (pieces, then added walls, then black pieces) under the
// symmetries: the colours are kept apart (swapping them is not one of the board's symmetries).
std::vector<int64_t> canonical_form(const Placement& p, int32_t rows, int32_t cols, const std::vector<Symmetry>& syms);

// Every placement in the orbits of `found` under the symmetries (and, with swap_colours, the
// exchange of the two armies): from the representatives a file with symmetry rows allows, all
// the placements, each once.
std::vector<Placement> orbit_union(const std::vector<Placement>& found, int32_t rows, int32_t cols,
                                           const std::vector<Symmetry>& syms, bool swap_colours);

}  // namespace boardlp
