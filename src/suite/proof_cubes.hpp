#pragma once
// A proof split into cubes (boardlp suite proof): "can K pieces (or fewer) do it?" asked once per
// cube, each a file a cluster runs on its own. With K below the board's rows and columns, every
// placement leaves a row and a column empty, and the first and last empty row and column (the
// cube, EmptyLines) are one per placement: the cubes are disjoint and cover every placement. Of
// the cubes that the board's rotations and reflections map onto each other only one is kept (a
// placement in one has its image in the kept one), so all kept cubes infeasible proves the bound.
#include <cstdint>
#include <optional>
#include <vector>

#include "instances.hpp"

namespace boardlp::suite {

// The cubes of `base` (its at_most set, below its rows and columns), one per class under the
// board's symmetries (8 on a square board, 4 on a rectangle; a torus has the same reflections),
// in a fixed order. Throws UserError when the bound leaves no empty line to split on.
std::vector<EmptyLines> proof_cube_list(const Spec& base);

// The image of a cube under symmetry number `g` (0 the identity; 0..3 flip rows and columns,
// 4..7 transpose after them, square boards only).
EmptyLines cube_image(const EmptyLines& cube, int32_t rows, int32_t cols, int g);

// One instance per cube, or `sample` of them drawn from `seed` (to project a proof's cost from
// part of it).
void proof_set(const Spec& base, std::optional<int> sample, uint64_t seed, const InstanceSink& sink);

}  // namespace boardlp::suite
