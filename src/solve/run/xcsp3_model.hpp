#pragma once
// A model as an XCSP3 solver is given it (ACE, Choco), written from the ModelData boardlp-solve
// holds (any file it read, plus --all's no-good rows): the subset boardlp's own XCSP3 files use
// (xcsp3_reader.hpp), so the answer's names are the model's.
#include <string>

#include "model_data.hpp"

namespace boardlp {

// Writes `model` to `path`: a 0-1 <var> per column, a <sum> per row (a range as (in,A..B)), and
// <minimize> of the model's minimum, or a CSP without `keep_objective` or an objective. Throws
// DriverError(exit_bad_input), naming `solver` and what can solve it, for what the file cannot
// state: a column that is not 0-1, a coefficient or bound that is not a whole number, a name that
// is not an XCSP3 identifier.
void write_xcsp3_model(const ModelData& model, const std::string& path, bool keep_objective, const std::string& solver);

}  // namespace boardlp
