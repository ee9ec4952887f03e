#pragma once
// From a Spec to a Model: which families of rows each problem needs, and its objective.
#include <cstdint>
#include <memory>

#include "model.hpp"
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

// The machine's physical memory in bytes.
uint64_t physical_memory();

}  // namespace boardlp
