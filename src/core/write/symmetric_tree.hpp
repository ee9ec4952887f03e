#pragma once
// A counter's tree that the board's rotations and reflections keep: when a symmetry of the board
// maps a row's squares onto themselves, it maps the tree's leaves onto leaves and each node onto
// a node, so the totalizer's clauses over the tree map onto themselves and a certificate can prune
// the cubes the symmetry maps onto each other (certify/cubes.cpp extends the permutation to the
// tree's auxiliaries). The balanced tree over the squares in board order is kept by none of them.
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace boardlp {

// Where a row's literal stands: its variable's kind and square; kind < 0 for one on no square.
struct TermPoint {
  int32_t kind = -1;
  int32_t r = 0, c = 0;
};

struct CounterTree {
  std::vector<size_t> order;                           // the literals, leaf by leaf
  std::map<std::pair<size_t, size_t>, size_t> splits;  // each inner node [first, end): where it splits
};

// The tree for literals at `points`, kept by the symmetries that keep the row (the rotations and
// reflections of the squares' bounding box, which are the board's that keep the row): cut by them
// into regions near the root, balanced in board order within a region. None when no symmetry but
// the identity keeps the row, or a literal is on no square or shares its square and kind with
// another.
// `generators` (bit g for element g, as encoding.hpp's TreeSymmetryRow numbers them; 0 for all)
// limits the symmetries kept to the group they generate.
std::optional<CounterTree> symmetric_tree(std::span<const TermPoint> points, uint8_t generators = 0);

}  // namespace boardlp
