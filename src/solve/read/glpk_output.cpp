#include "glpk_output.hpp"

#include <array>

#include <fmt/format.h>

#include "text_lines.hpp"

namespace boardlp {

namespace {

struct GlpkStatus {
  char letter;               // in "s mip R C LETTER OBJ"
  std::string_view report;   // "Status:     INTEGER ..." in the -o report
  SolveStatus status;
};

// GLPK 5.0 (glpk_write_mip, glp_print_mip): GLP_OPT, GLP_FEAS, GLP_NOFEAS, GLP_UNDEF.
constexpr std::array<GlpkStatus, 4> kGlpkStatuses{{
    {'o', "INTEGER OPTIMAL", SolveStatus::optimal},
    {'f', "INTEGER NON-OPTIMAL", SolveStatus::feasible},
    {'n', "INTEGER EMPTY", SolveStatus::infeasible},
    {'u', "INTEGER UNDEFINED", SolveStatus::no_solution},
}};

DriverError unreadable(std::string_view what, const std::string& why) {
  return DriverError(exit_solver_failed, fmt::format("glpsol's {} is unreadable: {}", what, why));
}

}  // namespace

std::vector<std::string> parse_glpk_report_columns(std::string_view report) {
  TextLines lines(report);
  std::string_view line;
  bool found = false;
  while (lines.next(line))
    if (line.find("No. Column name") != std::string_view::npos) {
      found = true;
      break;
    }
  if (!found || !lines.next(line) || line.rfind("------", 0) != 0)
    throw unreadable("report (-o)", "it has no column list");
  std::vector<std::string> names;
  // An entry: the index right-aligned in columns 1-6, a space, the name from column 8. A name
  // longer than 12 characters stands alone and its values follow on the next line, which starts
  // with spaces where the index would be.
  while (lines.next(line)) {
    if (trim(line).empty()) break;
    if (line.size() < 8 || line[6] != ' ' || line[7] == ' ') continue;
    int64_t index = 0;
    if (!parse_int(trim(line.substr(0, 6)), index)) continue;
    if (index != static_cast<int64_t>(names.size()) + 1)
      throw unreadable("report (-o)", fmt::format("column {} follows column {}", index, names.size()));
    const std::string_view rest = line.substr(7);
    names.emplace_back(rest.substr(0, rest.find(' ')));
  }
  return names;
}

SolverAnswer parse_glpk_solution(std::string_view write_file, std::string_view report) {
  // The -o report's status line.
  std::string_view report_status;
  {
    TextLines lines(report);
    std::string_view line;
    while (lines.next(line))
      if (line.rfind("Status:", 0) == 0) {
        report_status = trim(line.substr(7));
        break;
      }
  }
  if (report_status.empty()) throw unreadable("report (-o)", "it has no Status line");

  TextLines lines(write_file);
  std::string_view line;
  SolverAnswer answer;
  int64_t rows = -1, cols = -1;
  std::vector<double> values;
  bool ended = false;
  while (lines.next(line)) {
    const auto t = split_ws(line);
    if (t.empty() || t[0] == "c") continue;
    if (t[0] == "s") {
      if (t.size() != 6 || t[1] != "mip") throw unreadable("solution (-w)", fmt::format("'{}' is not an 's mip' line", printable(line, 80)));
      double objective = 0;
      if (!parse_int(t[2], rows) || !parse_int(t[3], cols) || t[4].size() != 1 || !parse_double(t[5], objective))
        throw unreadable("solution (-w)", fmt::format("bad line '{}'", printable(line, 80)));
      const GlpkStatus* known = nullptr;
      for (const GlpkStatus& s : kGlpkStatuses)
        if (s.letter == t[4][0]) known = &s;
      if (!known) throw unreadable("solution (-w)", fmt::format("unknown status '{}'", printable(t[4])));
      if (report_status != known->report)
        throw DriverError(exit_solver_failed, fmt::format("glpsol's two files disagree: status '{}' in -w, '{}' in -o",
                                                          t[4], report_status));
      answer.status = known->status;
      answer.status_text = std::string(known->report);
      if (answer.status == SolveStatus::optimal || answer.status == SolveStatus::feasible) answer.objective = objective;
    } else if (t[0] == "i") {
      continue;
    } else if (t[0] == "j") {
      int64_t j = 0;
      double v = 0;
      if (t.size() != 3 || !parse_int(t[1], j) || !parse_double(t[2], v) || j != static_cast<int64_t>(values.size()) + 1)
        throw unreadable("solution (-w)", fmt::format("line {}: '{}' is not column {}", lines.number(), printable(line, 80), values.size() + 1));
      values.push_back(v);
    } else if (t[0] == "e") {
      ended = true;
      break;
    } else {
      throw unreadable("solution (-w)", fmt::format("line {}: '{}'", lines.number(), printable(line, 80)));
    }
  }
  if (rows < 0) throw unreadable("solution (-w)", "it has no 's mip' line");
  if (!ended) throw unreadable("solution (-w)", "it is truncated (no 'e' line)");
  if (static_cast<int64_t>(values.size()) != cols)
    throw unreadable("solution (-w)", fmt::format("{} column values for {} columns", values.size(), cols));
  const std::vector<std::string> names = parse_glpk_report_columns(report);
  if (static_cast<int64_t>(names.size()) != cols)
    throw DriverError(exit_solver_failed, fmt::format("glpsol's two files disagree: {} columns in -w, {} names in -o",
                                                      cols, names.size()));
  if (answer.objective)
    for (size_t j = 0; j < values.size(); ++j)
      if (values[j] != 0) answer.values.emplace_back(names[j], values[j]);
  return answer;
}

}  // namespace boardlp
