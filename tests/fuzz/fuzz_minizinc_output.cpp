// libFuzzer target: the parser of what minizinc prints (Gecode's solutions and status lines). Any
// input may be rejected with DriverError; none may crash, hang or trip a sanitizer.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "minizinc_output.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    const auto a = boardlp::parse_minizinc_output({reinterpret_cast<const char*>(data), size});
    if (a && !a->values.empty() && a->status != boardlp::SolveStatus::optimal && a->status != boardlp::SolveStatus::feasible)
      __builtin_trap();
  } catch (const boardlp::DriverError& e) {
    if (e.code() != boardlp::exit_solver_failed) __builtin_trap();
  }
  return 0;
}
