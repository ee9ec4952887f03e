// libFuzzer target: --solution's reader of other solvers' solution files (Gurobi, SCIP, MIPLIB,
// CPLEX XML, Xpress, HiGHS, cbc, glpsol). Any input may be rejected with DriverError (exit 2, a
// damaged file); none may crash, hang or trip a sanitizer.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "solution_file.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    const boardlp::SolutionFile f = boardlp::parse_solution_file({reinterpret_cast<const char*>(data), size});
    for (const auto& [name, value] : f.answer.values)
      if (name.empty() || value == 0) __builtin_trap();
  } catch (const boardlp::DriverError& e) {
    if (e.code() != boardlp::exit_bad_input) __builtin_trap();
  }
  return 0;
}
