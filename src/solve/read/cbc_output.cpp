#include "cbc_output.hpp"

#include <array>
#include <charconv>
#include <fmt/format.h>

#include "text_lines.hpp"

namespace boardlp {

namespace {

struct CbcStatus {
  std::string_view prefix;  // the status line starts with it, then " - objective value X"
  SolveStatus status;
};

// Cbc 2.10's status words (CbcSolver.cpp), the no-solution forms first: they start the same way.
constexpr std::array<CbcStatus, 13> kCbcStatuses{{
    {"Optimal", SolveStatus::optimal},
    {"Integer infeasible", SolveStatus::infeasible},
    {"Infeasible", SolveStatus::infeasible},
    {"Integer unbounded", SolveStatus::unbounded},
    {"Unbounded", SolveStatus::unbounded},
    {"Stopped on time (no integer solution - continuous used)", SolveStatus::no_solution},
    {"Stopped on iterations (no integer solution - continuous used)", SolveStatus::no_solution},
    {"Stopped on difficulties (no integer solution - continuous used)", SolveStatus::no_solution},
    {"Stopped on ctrl-c (no integer solution - continuous used)", SolveStatus::no_solution},
    {"Stopped on time", SolveStatus::feasible},
    {"Stopped on iterations", SolveStatus::feasible},
    {"Stopped on difficulties", SolveStatus::feasible},
    {"Stopped on ctrl-c", SolveStatus::feasible},
}};

constexpr std::string_view kObjectiveMark = " - objective value ";

}  // namespace

SolverAnswer parse_cbc_solution(std::string_view text) {
  auto fail = [](const std::string& why) {
    return DriverError(exit_solver_failed, "cbc's solution file is unreadable: " + why);
  };
  TextLines lines(text);
  std::string_view first;
  if (!lines.next(first) || first.empty()) throw fail("it is empty");
  SolverAnswer answer;
  const size_t mark = first.find(kObjectiveMark);
  if (mark == std::string_view::npos) throw fail(fmt::format("the first line '{}' has no objective value", printable(first, 80)));
  const std::string_view words = first.substr(0, mark);
  bool known = false;
  for (const CbcStatus& s : kCbcStatuses)
    if (words == s.prefix) {
      answer.status = s.status;
      known = true;
      break;
    }
  if (!known) throw fail(fmt::format("unknown status '{}'", printable(words, 80)));
  answer.status_text = std::string(words);
  double objective = 0;
  if (!parse_double(trim(first.substr(mark + kObjectiveMark.size())), objective))
    throw fail(fmt::format("the objective in '{}' is not a number", printable(first, 80)));
  const bool has_solution = answer.status == SolveStatus::optimal || answer.status == SolveStatus::feasible;
  if (has_solution) answer.objective = objective;

  std::string_view line;
  while (lines.next(line)) {
    if (trim(line).empty()) continue;
    const auto tokens = split_ws(line);
    // "index name value reduced-cost", or "** index name value reduced-cost"
    const size_t at = !tokens.empty() && tokens[0] == "**" ? 1 : 0;
    int64_t index = 0;
    double value = 0, reduced = 0;
    if (tokens.size() != at + 4 || !parse_int(tokens[at], index) || !parse_double(tokens[at + 2], value) ||
        !parse_double(tokens[at + 3], reduced))
      throw fail(fmt::format("line {}: '{}' is not 'index name value reduced-cost'", lines.number(), printable(line, 80)));
    if (has_solution && value != 0) answer.values.emplace_back(std::string(tokens[at + 1]), value);
  }
  return answer;
}

}  // namespace boardlp
