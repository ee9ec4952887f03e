// libFuzzer target: the Python runners' JSON answer, read through one solver's status table
// (SCIP's words). Any input may be rejected with DriverError; none may crash, hang or trip a
// sanitizer, and no answer may hold an objective without a solution.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "python_backend.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using boardlp::SolveStatus;
  static constexpr std::array<boardlp::StatusWord, 4> statuses{{{"optimal", SolveStatus::optimal},
                                                                    {"infeasible", SolveStatus::infeasible},
                                                                    {"timelimit", SolveStatus::feasible, true},
                                                                    {"userinterrupt", SolveStatus::feasible, true}}};
  try {
    const boardlp::SolverAnswer a =
        boardlp::parse_runner_answer({reinterpret_cast<const char*>(data), size}, statuses, "SCIP");
    if (a.objective && a.status != SolveStatus::optimal && a.status != SolveStatus::feasible) __builtin_trap();
  } catch (const boardlp::DriverError& e) {
    if (e.code() != boardlp::exit_solver_failed) __builtin_trap();
  }
  return 0;
}
