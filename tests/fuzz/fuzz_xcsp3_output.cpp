// libFuzzer target: the parser of what the XCSP3 solvers print (ACE's and Choco's s, o and v lines). Any
// input may be rejected with DriverError; none may crash, hang or trip a sanitizer.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "xcsp3_output.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    const auto a = boardlp::parse_xcsp3_output({reinterpret_cast<const char*>(data), size});
    if (a && !a->values.empty() && a->status != boardlp::SolveStatus::optimal && a->status != boardlp::SolveStatus::feasible)
      __builtin_trap();
  } catch (const boardlp::DriverError& e) {
    if (e.code() != boardlp::exit_solver_failed) __builtin_trap();
  }
  return 0;
}
