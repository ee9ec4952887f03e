#include "highs_output.hpp"

#include <array>
#include <cmath>

#include <fmt/format.h>

#include "text_lines.hpp"

namespace boardlp {

namespace {

// HiGHS's model statuses (HighsModelStatus's words). A limit gives a solution when the file has
// primal values ("Feasible"), else none.
struct HighsStatus {
  std::string_view words;
  SolveStatus status;
  bool limit;  // stopped early: feasible with a solution, no_solution without
};
constexpr std::array<HighsStatus, 8> kHighsStatuses{{
    {"Optimal", SolveStatus::optimal, false},
    {"Infeasible", SolveStatus::infeasible, false},
    {"Unbounded", SolveStatus::unbounded, false},
    {"Time limit reached", SolveStatus::feasible, true},
    {"Iteration limit reached", SolveStatus::feasible, true},
    {"Solution limit reached", SolveStatus::feasible, true},
    {"Interrupted by user", SolveStatus::feasible, true},
    {"Empty", SolveStatus::optimal, false},  // no row, no column: whatever it holds is optimal
}};


}  // namespace

SolverAnswer parse_highs_solution(std::string_view text) {
  auto fail = [](const std::string& why) { return DriverError(exit_solver_failed, "HiGHS's solution file is unreadable: " + why); };
  TextLines lines(text);
  std::string_view line;
  if (!lines.next(line) || trim(line) != "Model status") throw fail("it does not start with 'Model status'");
  if (!lines.next(line)) throw fail("it ends before the status");
  const std::string_view words = trim(line);
  const HighsStatus* known = nullptr;
  for (const HighsStatus& s : kHighsStatuses)
    if (words == s.words) known = &s;
  if (!known) throw fail(fmt::format("unknown status '{}'", printable(words, 80)));
  SolverAnswer answer;
  answer.status_text = std::string(words);
  // The primal values: "Feasible" (or "Infeasible", values that break rows) then the objective
  // and the columns; "None" when there are none.
  while (lines.next(line) && trim(line) != "# Primal solution values") {
  }
  std::string_view primal;
  if (!lines.next(primal)) throw fail("it has no primal solution section");
  const bool has_values = trim(primal) == "Feasible";
  if (known->limit) answer.status = has_values ? SolveStatus::feasible : SolveStatus::no_solution;
  else answer.status = known->status;
  if ((answer.status == SolveStatus::optimal || answer.status == SolveStatus::feasible) && !has_values)
    throw fail(fmt::format("the status is '{}' but there are no primal values", printable(words, 80)));
  // An answer without a solution (infeasible, unbounded) keeps no objective or values, whatever
  // the file lists after it (as cbc's "Integer infeasible" lists the LP's fractional values).
  if (!has_values || (answer.status != SolveStatus::optimal && answer.status != SolveStatus::feasible)) return answer;
  double objective = 0;
  if (!lines.next(line) || trim(line).rfind("Objective ", 0) != 0 || !parse_double(trim(trim(line).substr(10)), objective))
    throw fail("no 'Objective X' line after the primal values");
  answer.objective = snapped(objective);
  int64_t columns = 0;
  if (!lines.next(line) || trim(line).rfind("# Columns ", 0) != 0 || !parse_int(trim(trim(line).substr(10)), columns) ||
      columns < 0)
    throw fail("no '# Columns N' line");
  for (int64_t j = 0; j < columns; ++j) {
    if (!lines.next(line)) throw fail(fmt::format("it ends after {} of its {} columns", j, columns));
    const auto tokens = split_ws(line);
    double value = 0;
    if (tokens.size() != 2 || !parse_double(tokens[1], value))
      throw fail(fmt::format("line {}: '{}' is not 'name value'", lines.number(), printable(line, 80)));
    if (snapped(value) != 0) answer.values.emplace_back(std::string(tokens[0]), snapped(value));
  }
  return answer;
}

}  // namespace boardlp
