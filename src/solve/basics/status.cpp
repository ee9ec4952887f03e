#include "status.hpp"

namespace boardlp {

std::string_view status_word(SolveStatus s) {
  switch (s) {
    case SolveStatus::optimal: return "optimal";
    case SolveStatus::feasible: return "feasible";
    case SolveStatus::infeasible: return "infeasible";
    case SolveStatus::unbounded: return "unbounded";
    case SolveStatus::no_solution: return "no solution";
  }
  return "?";
}

ExitCode exit_code_of(SolveStatus status) {
  switch (status) {
    case SolveStatus::optimal: return exit_ok;
    case SolveStatus::infeasible: return exit_infeasible;
    case SolveStatus::unbounded: return exit_unbounded;
    case SolveStatus::no_solution:
    case SolveStatus::feasible: return exit_time_limit;  // stopped by the clock, with or without a solution
  }
  return exit_solver_failed;
}

}  // namespace boardlp
