#pragma once
// boardlp ... --split components -o DIR: one file per independent part of the model (parts.hpp),
// each a boardlp model of its own (the same problem with --pieces-on and --cover-on), so that each
// part is solved, proven and checked alone and the optimum is the sum of the parts' optima.
#include <string>

#include "model.hpp"
#include "options.hpp"

namespace boardlp {

// Writes DIR/part-1.EXT ... (all or none) and returns what it says on standard output. A model
// with one part is written whole as part-1 and says so. Throws UserError for a part no pair of
// named square sets states, or a model too large to analyse.
std::string write_parts(const GenerateRequest& req, const Model& model, unsigned threads);

}  // namespace boardlp
