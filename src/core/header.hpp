#pragma once
// The comment that opens every file: first the machine-readable line the driver reads back,
// then the model in words and symbols, rendered from templates/PROBLEM.txt.
#include <string>
#include <vector>

#include "model.hpp"
#include "problem.hpp"

namespace boardlp {

enum class FileFormat { lp, mps, fixed_mps };

// "boardlp 1 piece=queens board=8x8 problem=max formulation=clique walls=none"
std::string header_line(const Spec& spec);

// The header's lines, without comment markers (the writer adds "\ " or "* ").
std::vector<std::string> header_lines(const Spec& spec, const Model& model, const Sizes& sizes, FileFormat format);

}  // namespace boardlp
