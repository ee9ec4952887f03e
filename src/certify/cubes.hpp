#pragma once
// A 0-1 model's CNF split into cubes over variables the user names, and the cubes a symmetry of
// the formula maps onto a cube already in the set: those need no proof of their own, only the
// permutation, which must map the formula's clauses onto themselves (checked by maps_onto_itself).
#include <cstdint>
#include <string>
#include <vector>

#include "clauses.hpp"

namespace boardlp::certify {

// A permutation of the variables: image[v] for v = 1..variables (image[0] unused).
using Permutation = std::vector<int32_t>;

// Every assignment of `on` that unit propagation over the formula does not refute, as a cube of
// all of `on`'s literals (a variable the earlier ones imply is not branched on, but is in the
// cube). The cubes and the refuted branches together cover every assignment: the cover proof.
// No variable: one empty cube (one run of the whole formula, which needs no cover proof).
// Throws UserError past `most` cubes.
std::vector<Clause> split_cubes(const Cnf& cnf, const std::vector<int32_t>& on, uint64_t most);

// The variables a user names: NAME (from the "c var" table), a pattern with one * (x_6_*: row 6's
// x), or a number. UserError for a name that matches none.
std::vector<int32_t> variables_named(const Cnf& cnf, const std::vector<std::string>& names);

// The board's rotations and reflections as permutations of the formula's variables, only those
// that map the formula onto itself (symmetries.cpp).
std::vector<Permutation> board_symmetries(const Cnf& cnf);

bool maps_onto_itself(const Cnf& cnf, const Permutation& p);
Clause image_of(const Clause& lits, const Permutation& p);  // sorted by variable

struct Pruned {
  size_t cube = 0, onto = 0;  // cube numbers from 1: `cube` is mapped onto `onto`, a decided one
  Permutation by;
};
// Each cube that some permutation maps onto an earlier decided cube.
std::vector<Pruned> prune(const std::vector<Clause>& cubes, const std::vector<Permutation>& symmetries);

std::string permutation_text(const Permutation& p);  // "v:w v:w ..." (the moved variables)
Permutation permutation_from_text(const std::string& text, int32_t variables);  // UserError if not a permutation

}  // namespace boardlp::certify
