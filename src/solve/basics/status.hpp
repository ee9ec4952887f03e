#pragma once
// What a solver run ends in, and the driver's exit codes. Statuses come from explicit tables in
// the parsers; anything a table does not list is an error, never a success.
#include <stdexcept>
#include <string>
#include <string_view>

namespace boardlp {

enum class SolveStatus {
  optimal,      // proven optimal
  feasible,     // a limit was hit with an integer solution (checked, never trusted)
  infeasible,   // proven to have no solution
  unbounded,
  no_solution,  // a limit was hit before any integer solution was found
};
std::string_view status_word(SolveStatus s);  // "optimal", "feasible", ...

// One of a solver's own status words, as it writes it, and what it means. `limit`: stopped early,
// so the answer is feasible with values and no_solution without.
struct StatusWord {
  std::string_view word;
  SolveStatus status;
  bool limit = false;
};

enum ExitCode : int {
  exit_ok = 0,             // optimal, or every solution found
  exit_infeasible = 1,
  exit_bad_input = 2,
  exit_time_limit = 3,     // stopped by the time limit (with or without a solution)
  exit_solver_missing = 4, // the solver binary is missing or not executable
  exit_solver_failed = 5,  // crashed, exited non-zero, wrote no or an unreadable solution, unknown status
  exit_check_failed = 6,   // the solution breaks the rules of the board or the file's constraints
  exit_unbounded = 7,
};

// The exit code of a first solve that ended with `status` (a wrong answer is decided later).
ExitCode exit_code_of(SolveStatus status);

// An error with the exit code it ends the program with.
class DriverError : public std::runtime_error {
 public:
  DriverError(ExitCode code, const std::string& message) : std::runtime_error(message), code_(code) {}
  ExitCode code() const { return code_; }

 private:
  ExitCode code_;
};

}  // namespace boardlp
