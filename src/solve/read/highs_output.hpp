#pragma once
// Parses HiGHS's machine-readable solution file (what `highs --solution_file` and the npm
// package's exportSolution write): "Model status", its status line, "# Primal solution values",
// Feasible or None, "Objective X", "# Columns N" and N lines "name value".
#include <string_view>

#include "solution.hpp"

namespace boardlp {

// Throws DriverError(exit_solver_failed) for an empty or truncated file, or a status its table
// does not list (an unknown status is an error, never a success).
SolverAnswer parse_highs_solution(std::string_view text);

}  // namespace boardlp
