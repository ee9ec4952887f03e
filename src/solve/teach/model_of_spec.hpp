#pragma once
// The model boardlp writes for a spec, held as the driver holds a model file (ModelData), built
// in memory from the generator's own families: the teaching page relaxes the other formulation
// of a file without writing it and reading it back.
#include "model.hpp"
#include "model_data.hpp"

namespace boardlp {

// Every column binary, in the writer's order with its names; every row with its name, terms and
// bound; a maximum held as the minimum of its negation (sign -1), as CoinLpIO reads one.
ModelData model_data_of(const Model& model);

}  // namespace boardlp
