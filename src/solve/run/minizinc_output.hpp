#pragma once
// What minizinc prints for a model without an output item (--output-to-file): each solution as
// "NAME = VALUE;" lines closed by "----------", then one of its status lines ("==========": the
// search finished; "=====UNSATISFIABLE=====", "=====UNKNOWN=====" ...), or none when a limit or a
// signal stopped it after a solution. `_objective = N;` (--output-objective) says the model has an
// objective: without it, any solution is an answer.
#include <optional>
#include <span>
#include <string_view>

#include "backend.hpp"
#include "solution.hpp"

namespace boardlp {

// The status lines and what each means (a line it does not list is an error, never a success).
std::span<const StatusWord> minizinc_status_words();

// The last solution and the status; nullopt for empty output. Throws DriverError
// (exit_solver_failed) for a line it cannot read, or "=====ERROR=====".
std::optional<SolverAnswer> parse_minizinc_output(std::string_view text);

}  // namespace boardlp
