#pragma once
// From a Spec to a Model: which families of rows each problem needs, and its objective.
#include <cstdint>
#include <memory>
#include <optional>

#include "families.hpp"
#include "model.hpp"
#include "parts.hpp"
#include "problem.hpp"

namespace boardlp {

// A rough upper bound of the memory boardlp needs for this spec, in bytes.
uint64_t estimated_memory(const Spec& spec);

// Checks the spec: throws UserError for K out of range, fixed pieces that cannot all stand, a
// problem the piece does not have, a board too large for `memory_limit` bytes or a file past the
// size cap... boardlp-count asks the same question of its input, so both refuse the same things.
void check_spec(const Spec& spec, uint64_t memory_limit);

// Checks the spec and builds the model.
std::unique_ptr<Model> build_model(const Spec& spec, uint64_t memory_limit);

// --pieces-on and --cover-on into squares: the squares outside spec.pieces_on (walls aside) join
// spec.holes, those outside spec.cover_on (walls aside) make spec.uncovered. Called once the walls
// are final (the region grid adds some), by the option reader and the header's.
void apply_square_classes(Spec& spec);
// The holes the user gave: spec.holes without those --pieces-on and --dominance made. --dominance's
// squares (spec.dominated) join spec.holes here too.
std::vector<Square> own_holes(const Spec& spec);
// The spec's board: its walls, holes and torus, and the squares that need no cover.
Board board_of(const Spec& spec);

// The spec that states one part of the model of `spec` (parts.hpp) on its own: the same problem
// with --pieces-on and --cover-on set to the part's squares. nullopt when no pair of the named
// sets gives exactly its pieces' and cover rows' squares (or the spec names sets already).
std::optional<Spec> part_spec(const Spec& spec, const Board& board, const ModelPart& part);

// The mirrors the spec's board looks the same in (--cut symmetry keeps the rows of those).
MirrorsKept mirrors_kept(const Spec& spec);
// The symmetries (by symmetry_image's numbers, 1 to 7) the spec's board looks the same under.
std::vector<int> symmetries_kept(const Spec& spec);

// The machine's physical memory in bytes.
uint64_t physical_memory();

}  // namespace boardlp
