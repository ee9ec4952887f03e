#include "minizinc_output.hpp"

#include <charconv>
#include <string>

#include <fmt/format.h>

#include "status.hpp"
#include "text_lines.hpp"

namespace boardlp {

namespace {

// "----------" closes each solution; the others end the output. A solution with no line after
// it was stopped by a limit or a signal: feasible for a model with an objective.
constexpr StatusWord kWords[] = {
    {"==========", SolveStatus::optimal},
    {"=====UNSATISFIABLE=====", SolveStatus::infeasible},
    {"=====UNBOUNDED=====", SolveStatus::unbounded},
    {"=====UNKNOWN=====", SolveStatus::no_solution, true},
    {"----------", SolveStatus::feasible, true},
};

}  // namespace

std::span<const StatusWord> minizinc_status_words() { return kWords; }

std::optional<SolverAnswer> parse_minizinc_output(std::string_view text) {
  auto fail = [](int64_t line, const std::string& why) {
    return DriverError(exit_solver_failed, fmt::format("minizinc's output, line {}: {}", line, why));
  };
  SolverAnswer answer;
  std::vector<std::pair<std::string, double>> values;  // of the solution being read
  bool objective = false, any_line = false, solution = false;
  const StatusWord* last = nullptr;
  TextLines lines(text);
  std::string_view line;
  while (lines.next(line)) {
    const std::string_view t = trim(line);
    if (t.empty() || t[0] == '%') continue;  // statistics, warnings
    any_line = true;
    if (t.front() == '=' || t.front() == '-') {
      const StatusWord* word = nullptr;
      for (const StatusWord& w : kWords)
        if (t == w.word) word = &w;
      if (t == "=====ERROR=====") throw fail(lines.number(), "minizinc reports an error (=====ERROR=====)");
      if (!word) throw fail(lines.number(), fmt::format("'{}' is not a status minizinc writes", printable(t, 80)));
      if (solution && word->status != SolveStatus::feasible && word->status != SolveStatus::optimal)
        throw fail(lines.number(), fmt::format("'{}' after a solution: the output contradicts itself", t));
      if (word->status == SolveStatus::feasible) {  // a solution ends: it is the one kept
        answer.values.clear();
        for (auto& [name, v] : values)
          if (v != 0) answer.values.emplace_back(std::move(name), v);
        values.clear();
        solution = true;
      }
      last = word;
      continue;
    }
    // NAME = VALUE;
    const size_t eq = t.find(" = ");
    if (eq == std::string_view::npos || t.back() != ';')
      throw fail(lines.number(), fmt::format("'{}' is neither NAME = VALUE; nor a status line", printable(t, 80)));
    const std::string_view name = t.substr(0, eq), value = trim(t.substr(eq + 3, t.size() - eq - 4));
    int64_t v = 0;
    const auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), v);
    if (error != std::errc() || end != value.data() + value.size())
      throw fail(lines.number(), fmt::format("the value of {} is '{}', not a whole number", printable(name, 80), printable(value, 40)));
    if (name == "_objective") {
      objective = true;
      answer.objective = static_cast<double>(v);
    } else {
      values.emplace_back(std::string(name), static_cast<double>(v));
    }
  }
  if (!any_line) return std::nullopt;
  if (!last) throw DriverError(exit_solver_failed, "minizinc's output has values but no line that ends a solution or the search");
  if (last->status == SolveStatus::optimal && !solution)
    throw DriverError(exit_solver_failed, "minizinc's output says the search ended (==========) but holds no solution");
  answer.status_text = std::string(last->word);
  answer.status = last->status;
  // A satisfaction model (no _objective) is answered by any solution; a solution the search was
  // stopped after is the best found, not proved.
  if (last->status == SolveStatus::feasible && !objective) answer.status = SolveStatus::optimal;
  if (!objective) answer.objective.reset();
  return answer;
}

}  // namespace boardlp
