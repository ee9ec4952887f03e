#pragma once
// A solution file a solver wrote outside boardlp (boardlp-solve MODEL --solution FILE), its
// format told from its content: Gurobi's .sol (HiGHS writes it too), SCIP's solution file and
// the MIPLIB .sol (=obj=), CPLEX's XML .sol, Xpress's .slx, HiGHS's own solution file, cbc's
// solu file, glpsol's -o report, and the SAT, PB and MaxSAT competitions' s/v/o lines (values by
// number, "#N", which the caller maps to columns). Values are by name; a column a format leaves out is 0.
#include <optional>
#include <string>
#include <string_view>

#include "solution.hpp"

namespace boardlp {

struct SolutionFile {
  std::string format;   // "Gurobi .sol", "CPLEX XML", ...
  SolverAnswer answer;  // the status the file states ("optimal", "infeasible"), else feasible
  bool status_stated = false;
  // The competitions' "o" line states the objective of the file its solver read, as that file
  // minimizes it (OPB and WCNF minimize), not in the sense of the model it is checked against.
  bool objective_minimized = false;
};

// Throws DriverError(exit_bad_input) naming the line for a file of no known format, a value
// that is not a number, a variable given two values (or set true and false) or a damaged file;
// the file's own text in a message is a short printable excerpt.
SolutionFile parse_solution_file(std::string_view text);

// The competitions' s/v/o output alone (values "#N"); nullopt when the text has no 's' line and no
// solution, or other lines before its 's' line. Throws as above for a damaged one.
std::optional<SolutionFile> parse_competition_file(std::string_view text);

}  // namespace boardlp
