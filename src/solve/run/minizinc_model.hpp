#pragma once
// A model as a MiniZinc solver is given it (Gecode through minizinc), written from the ModelData
// boardlp-solve holds (any file it read, plus --all's no-good rows): the subset boardlp's own
// MiniZinc files use (minizinc_reader.hpp), so the answer's names are the model's.
#include <string>

#include "model_data.hpp"

namespace boardlp {

// Writes `model` to `path`: a "var 0..1" per column, a linear constraint per row (a range is
// two), and "solve minimize" of the model's minimum, or "solve satisfy" without `keep_objective`
// or an objective. Throws DriverError(exit_bad_input), naming `solver` and what can solve it, for
// what the file cannot state: a column that is not 0-1, a coefficient or bound that is not a whole
// number, a name that is not a MiniZinc name.
void write_minizinc_model(const ModelData& model, const std::string& path, bool keep_objective, const std::string& solver);

}  // namespace boardlp
