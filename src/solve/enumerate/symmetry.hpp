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
                                       const std::vector<char>& regions = {},
                                       const std::vector<Square>& uncovered = {});
Square apply(Symmetry s, Square q, int32_t rows, int32_t cols);

// The image of a solution's columns under g (and, with swap_colours, the exchange of the armies):
// each column that stands for something on a square stands for the same on the image square, as
// its name says (a piece, a black piece, an added wall, a free square, a square's colour); a
// colour's indicator w_k has no square and stays. A segment's owner is left out: it follows from
// the pieces on its segment, and no rule reads it.
ColumnsAtOne image(const ColumnsAtOne& columns, Symmetry g, int32_t rows, int32_t cols, bool swap_colours = false);

// Whether an image of a solution carries a column of this kind: every kind but a segment's owner
// and an encoding's counter, which have no image of their own (an owner's value depends on the
// line's direction). A free square and a colour used map as they are.
bool has_image(ColumnKind kind);

// The columns of a solution that tell solutions apart (tells_solutions_apart): its placement.
ColumnsAtOne placement_part(const ColumnsAtOne& columns);

// The least image of a solution's placement under the symmetries (the colours of armies kept
// apart: swapping them is not one of the board's symmetries).
ColumnsAtOne canonical_form(const ColumnsAtOne& columns, int32_t rows, int32_t cols, const std::vector<Symmetry>& syms);

// Every solution in the orbits of `found` under the symmetries (and, with swap_colours, the
// exchange of the two armies): from the representatives a file with symmetry rows allows, all
// the solutions, each placement once.
std::vector<ColumnsAtOne> orbit_union(const std::vector<ColumnsAtOne>& found, int32_t rows, int32_t cols,
                                      const std::vector<Symmetry>& syms, bool swap_colours);

}  // namespace boardlp
