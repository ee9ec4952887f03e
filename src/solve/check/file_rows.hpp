#pragma once
// The second half of the check: the file's own rows, bounds and integrality at the solution's
// values, as CoinUtils read them (ModelData), and the objective they give against the solver's.
#include <string>
#include <vector>

#include "model_data.hpp"
#include "solution.hpp"

namespace boardlp {

// Its faults as text, empty when sound.
std::vector<std::string> check_against_file(const ModelData& model, const SolverAnswer& answer);

}  // namespace boardlp
