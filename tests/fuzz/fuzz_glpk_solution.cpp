// libFuzzer target: glpsol's -w and -o parsers. The input is split at the first NUL byte into
// the solution file and the report.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "glpk_output.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view all(reinterpret_cast<const char*>(data), size);
  const size_t cut = all.find('\0');
  const std::string_view solution = all.substr(0, cut), report = cut == std::string_view::npos ? "" : all.substr(cut + 1);
  try {
    boardlp::parse_glpk_solution(solution, report);
  } catch (const boardlp::DriverError& e) {
    if (e.code() != boardlp::exit_solver_failed) __builtin_trap();
  }
  return 0;
}
