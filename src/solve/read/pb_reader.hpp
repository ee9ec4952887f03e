#pragma once
// OPB, CNF and WCNF files as models (boardlp's own parser: the formats are simple, and CoinUtils
// reads none of them). A clause is the row "its positive literals minus its negative ones >= 1
// minus the negatives"; a WCNF soft unit clause of weight w is w x (for -x) or -w x (for x) in the
// objective, the MaxSAT cost up to a constant, as MPS states a maximum by its negation. Variables
// take their names from the files' tables ("c var 17 x_3_4", "* x17 is x_3_4"); the others are
// the encodings' auxiliaries, aux_N.
#include <string>

#include "file_format.hpp"
#include "model_data.hpp"

namespace boardlp {

// Throws DriverError(exit_bad_input) naming the line and what is wrong with it.
ModelData read_pb_model(const std::string& path, FileFormat format);

}  // namespace boardlp
