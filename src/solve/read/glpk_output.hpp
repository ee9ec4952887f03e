#pragma once
// Parses glpsol's two files. The exact values are in the -w file ("s mip ROWS COLS STATUS OBJ",
// then "i" rows and "j" columns), which has no names; the names are in the column list of the -o
// report, in the same order. Both give the status, and they must agree.
#include <string>
#include <string_view>
#include <vector>

#include "solution.hpp"

namespace boardlp {

// The column names of an -o report, in column order (index 1 first).
std::vector<std::string> parse_glpk_report_columns(std::string_view report);

// Throws DriverError(exit_solver_failed) for an empty, truncated, unknown or inconsistent file.
SolverAnswer parse_glpk_solution(std::string_view write_file, std::string_view report);

}  // namespace boardlp
