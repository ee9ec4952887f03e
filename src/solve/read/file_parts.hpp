#pragma once
// A model file's independent parts, from its own rows (any file, with boardlp's header or not): two
// columns are in one part when a row holds both. Parts with rows only; a column in no row is no
// part. When there are two or more, the optimum is the sum of the parts' optima, and each can be
// solved and proven alone (boardlp --split components writes boardlp's models part by part).
#include <cstdint>
#include <vector>

#include "model_data.hpp"

namespace boardlp {

// The columns of each part, largest part first (ties: the part of the lowest column first).
std::vector<int64_t> file_part_sizes(const ModelData& model);

}  // namespace boardlp
