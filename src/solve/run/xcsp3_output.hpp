#pragma once
// What the XCSP3 competition's solvers (ACE, Choco) print: "s" a status, "o" each better cost,
// "v" lines that hold each solution as an <instantiation> (<list> of variables, <values> of
// theirs; one line in ACE's, several in Choco's), "d" and "c" lines of statistics and comments,
// and anything else a JVM prints, which is skipped. The last whole instantiation is the answer.
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "backend.hpp"
#include "solution.hpp"

namespace boardlp {

// The "s" lines' words and what each means (a word it does not list is an error, never a success).
std::span<const StatusWord> xcsp3_status_words();

// The last solution and the status; nullopt for output with no "s" or "v" line. Output stopped
// by a signal before its "s" line (ACE prints none then) is a solution found, not proved. With
// `every`, each whole instantiation is added to it too, in the order printed (a listing's
// solutions, -s=all): the variables that are not 0. Throws DriverError (exit_solver_failed) for
// a line it cannot read, "s UNSUPPORTED", or a status that contradicts a solution.
std::optional<SolverAnswer> parse_xcsp3_output(std::string_view text,
                                               std::vector<std::vector<std::pair<std::string, double>>>* every = nullptr);

}  // namespace boardlp
