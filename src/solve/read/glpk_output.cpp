#include "glpk_output.hpp"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "text_lines.hpp"

namespace boardlp {

namespace {

struct GlpkStatus {
  char letter;               // in "s mip R C LETTER OBJ" ('\0': an LP's report only)
  std::string_view report;   // "Status:     INTEGER ..." in the -o report
  SolveStatus status;
};

// GLPK 5.0 (glpk_write_mip, glp_print_mip): GLP_OPT, GLP_FEAS, GLP_NOFEAS, GLP_UNDEF; and the
// words of an LP's report (glp_print_sol) that a user may give as --solution.
constexpr std::array<GlpkStatus, 7> kGlpkStatuses{{
    {'o', "INTEGER OPTIMAL", SolveStatus::optimal},
    {'f', "INTEGER NON-OPTIMAL", SolveStatus::feasible},
    {'n', "INTEGER EMPTY", SolveStatus::infeasible},
    {'u', "INTEGER UNDEFINED", SolveStatus::no_solution},
    {'\0', "OPTIMAL", SolveStatus::optimal},
    {'\0', "FEASIBLE", SolveStatus::feasible},
    {'\0', "INFEASIBLE (FINAL)", SolveStatus::infeasible},
}};

DriverError unreadable(std::string_view what, const std::string& why) {
  return DriverError(exit_solver_failed, fmt::format("glpsol's {} is unreadable: {}", what, why));
}

}  // namespace

GlpkReport parse_glpk_report(std::string_view report, const GlpkReportFault& fault) {
  GlpkReport out;
  TextLines lines(report);
  std::string_view line;
  bool listed = false;
  while (lines.next(line)) {
    if (line.rfind("Status:", 0) == 0 && out.status.empty()) {
      out.status = std::string(trim(line.substr(7)));
      const auto known = std::find_if(kGlpkStatuses.begin(), kGlpkStatuses.end(), [&](const GlpkStatus& s) { return s.report == out.status; });
      if (known == kGlpkStatuses.end()) throw fault(lines.number(), fmt::format("unknown status '{}'", printable(out.status)));
      out.meaning = known->status;
    } else if (line.rfind("Objective:", 0) == 0) {
      const size_t eq = line.find('=');
      const auto tokens = split_ws(line.substr(eq == std::string_view::npos ? line.size() : eq + 1));
      double v = 0;
      if (!tokens.empty() && !parse_double(tokens[0], v)) throw fault(lines.number(), fmt::format("'{}' is not a number", printable(tokens[0])));
      if (!tokens.empty()) out.objective = v;
    } else if (line.find("No. Column name") != std::string_view::npos) {
      listed = true;
      break;
    }
  }
  if (out.status.empty()) throw fault(lines.number(), "it has no Status line");
  if (!listed || !lines.next(line) || line.rfind("------", 0) != 0) throw fault(lines.number(), "it has no column list");
  // An entry: the index right-aligned in columns 1-6, a space, the name from column 8, then an
  // integer column's '*' and the activity. A long name's values are on the next line, which starts
  // with spaces where the index would be.
  std::string pending;
  while (lines.next(line)) {
    if (trim(line).empty()) break;
    auto tokens = split_ws(line);
    size_t first = 0;
    std::string name;
    if (!pending.empty()) {
      name = std::move(pending);
      pending.clear();
    } else {
      int64_t index = 0;
      if (line.size() < 8 || line[6] != ' ' || line[7] == ' ' || tokens.size() < 2 || !parse_int(trim(line.substr(0, 6)), index))
        throw fault(lines.number(), fmt::format("'{}' is not a column's line", printable(trim(line), 80)));
      if (index != static_cast<int64_t>(out.columns.size()) + 1)
        throw fault(lines.number(), fmt::format("column {} follows column {}", index, out.columns.size()));
      name = std::string(tokens[1]);
      first = 2;
      if (tokens.size() == 2) {  // the name alone: its values follow
        pending = std::move(name);
        continue;
      }
    }
    if (first < tokens.size() && tokens[first] == "*") ++first;  // an integer column
    double activity = 0;
    if (first >= tokens.size()) throw fault(lines.number(), fmt::format("column {} has no activity", printable(name)));
    if (!parse_double(tokens[first], activity))
      throw fault(lines.number(), fmt::format("'{}' is not a number", printable(tokens[first])));
    out.columns.emplace_back(std::move(name), activity);
    out.column_lines.push_back(lines.number());
  }
  if (!pending.empty()) throw fault(lines.number(), fmt::format("column {} has no activity", printable(pending)));
  return out;
}

SolverAnswer parse_glpk_solution(std::string_view write_file, std::string_view report) {
  const GlpkReport parsed = parse_glpk_report(report, [](size_t line, const std::string& why) {
    return unreadable("report (-o)", fmt::format("line {}: {}", line, why));
  });
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
      if (parsed.status != known->report)
        throw DriverError(exit_solver_failed, fmt::format("glpsol's two files disagree: status '{}' in -w, '{}' in -o",
                                                          t[4], parsed.status));
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
  if (static_cast<int64_t>(parsed.columns.size()) != cols)
    throw DriverError(exit_solver_failed, fmt::format("glpsol's two files disagree: {} columns in -w, {} names in -o",
                                                      cols, parsed.columns.size()));
  if (answer.objective)  // the -w file's exact values, the report's names
    for (size_t j = 0; j < values.size(); ++j)
      if (values[j] != 0) answer.values.emplace_back(parsed.columns[j].first, values[j]);
  return answer;
}

}  // namespace boardlp
