#pragma once
// Reads glpsol's files. Its -o report (glp_print_mip, or glp_print_sol for an LP) gives the
// status in words, the objective and the column list with names; the driver's run adds the -w
// file ("s mip ROWS COLS STATUS OBJ", then "i" rows and "j" columns), whose exact values have no
// names: they are paired with the report's, in the same order, and the two statuses must agree.
// One reader of the report serves both the driver and a report a user gives as --solution.
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "solution.hpp"
#include "status.hpp"

namespace boardlp {

struct GlpkReport {
  std::string status;               // the Status line's words ("INTEGER OPTIMAL")
  SolveStatus meaning = SolveStatus::no_solution;  // what they mean
  std::optional<double> objective;  // the Objective line's value
  std::vector<std::pair<std::string, double>> columns;  // every column's name and activity, in order
  std::vector<size_t> column_lines;                     // the line each column's activity is on
};

// How a caller words a fault of the report: the line (1 first) and what is wrong there.
using GlpkReportFault = std::function<DriverError(size_t line, const std::string& why)>;

// Reads an -o report; throws fault(...) for a missing status or column list, an unknown status
// or a damaged column line. A name longer than 12 characters stands alone on its line, its
// values on the next.
GlpkReport parse_glpk_report(std::string_view report, const GlpkReportFault& fault);

// The driver's run: throws DriverError(exit_solver_failed) for an empty, truncated, unknown or
// inconsistent file.
SolverAnswer parse_glpk_solution(std::string_view write_file, std::string_view report);

}  // namespace boardlp
