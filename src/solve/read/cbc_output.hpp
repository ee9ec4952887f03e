#pragma once
// Parses cbc's "solu" file: a status line, then "index name value reduced-cost" lines for the
// nonzero columns (all of them below 50 columns); a leading "**" marks a value outside its bounds.
#include <string_view>

#include "solution.hpp"

namespace boardlp {

// Throws DriverError(exit_solver_failed) for an empty, truncated or unknown file.
SolverAnswer parse_cbc_solution(std::string_view text);

}  // namespace boardlp
