// libFuzzer target: HiGHS's solution-file parser. Any input may be rejected with DriverError; none
// may crash, hang or trip a sanitizer.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "highs_output.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    const boardlp::SolverAnswer a = boardlp::parse_highs_solution({reinterpret_cast<const char*>(data), size});
    if (a.objective && a.status != boardlp::SolveStatus::optimal && a.status != boardlp::SolveStatus::feasible) __builtin_trap();
  } catch (const boardlp::DriverError& e) {
    if (e.code() != boardlp::exit_solver_failed) __builtin_trap();
  }
  return 0;
}
