#include <charconv>
#include "solution_file.hpp"

#include <algorithm>
#include <functional>
#include <optional>
#include <unordered_map>

#include <fmt/format.h>

#include "cbc_output.hpp"
#include "competition_output.hpp"
#include "glpk_output.hpp"
#include "highs_output.hpp"
#include "text_lines.hpp"

namespace boardlp {

namespace {

DriverError damaged(std::string_view format, size_t line, const std::string& why) {
  return DriverError(exit_bad_input, fmt::format("the {} solution file, line {}: {}", format, line, why));
}

double number(std::string_view format, size_t line, std::string_view text) {
  double v = 0;
  if (!parse_double(text, v)) throw damaged(format, line, fmt::format("'{}' is not a number", printable(text)));
  return v;
}

// The values a file gives, by name: each name once (given twice with two values, the file
// contradicts itself, and no value of the two can be taken).
class Values {
 public:
  Values(std::string_view format, SolverAnswer& answer) : format_(format), answer_(answer) {}
  void add(std::string_view name, double value, size_t line) {  // by its integer within 1e-6
    value = snapped(value);
    const auto [at, fresh] = seen_.emplace(std::string(name), value);
    if (!fresh && at->second != value)
      throw damaged(format_, line, fmt::format("'{}' is given twice, as {} and as {}", printable(name), at->second, value));
    if (fresh && value != 0) answer_.values.emplace_back(std::string(name), value);
  }

 private:
  std::string_view format_;
  SolverAnswer& answer_;
  std::unordered_map<std::string, double> seen_;
};

bool starts(std::string_view line, std::string_view prefix) { return line.rfind(prefix, 0) == 0; }

// Gurobi's .sol: "# Objective value = X" among "#" comments, then "name value" lines.
SolutionFile gurobi_sol(std::string_view text) {
  SolutionFile out{"Gurobi .sol", {}, false};
  out.answer.status = SolveStatus::feasible;  // a solution, unless the file says otherwise
  Values values(out.format, out.answer);
  TextLines lines(text);
  std::string_view line;
  while (lines.next(line)) {
    const std::string_view t = trim(line);
    if (t.empty()) continue;
    if (t[0] == '#') {
      if (const size_t at = t.find("Objective value ="); at != std::string_view::npos)
        out.answer.objective = number(out.format, lines.number(), trim(t.substr(at + 17)));
      continue;
    }
    const auto tokens = split_ws(t);
    if (tokens.size() != 2) throw damaged(out.format, lines.number(), fmt::format("'{}' is not 'name value'", printable(t, 80)));
    values.add(tokens[0], number(out.format, lines.number(), tokens[1]), lines.number());
  }
  return out;
}

// SCIP's "write solution" ("solution status: ...", "objective value: X", "name value (obj:c)"),
// and the MIPLIB .sol ("=obj= X", "name value"; "=infeas=" for none).
SolutionFile scip_or_miplib(std::string_view text, bool miplib) {
  SolutionFile out{miplib ? "MIPLIB .sol" : "SCIP", {}, false};
  out.answer.status = SolveStatus::feasible;  // a solution, unless the file says otherwise
  Values values(out.format, out.answer);
  TextLines lines(text);
  std::string_view line;
  while (lines.next(line)) {
    const std::string_view t = trim(line);
    if (t.empty()) continue;
    if (starts(t, "solution status:")) {
      const std::string_view words = trim(t.substr(16));
      out.status_stated = true;
      out.answer.status_text = std::string(words);
      if (words.find("infeasible") != std::string_view::npos && words.find("optimal") == std::string_view::npos)
        out.answer.status = SolveStatus::infeasible;
      else if (words.find("optimal solution found") != std::string_view::npos)
        out.answer.status = SolveStatus::optimal;
      else
        out.status_stated = false;  // a limit: a solution, not proven
      continue;
    }
    if (starts(t, "no solution available")) {
      out.answer.status = SolveStatus::no_solution;
      out.status_stated = true;
      continue;
    }
    if (starts(t, "objective value:")) {
      out.answer.objective = number(out.format, lines.number(), trim(t.substr(16)));
      continue;
    }
    if (starts(t, "=obj=")) {
      out.answer.objective = number(out.format, lines.number(), trim(t.substr(5)));
      continue;
    }
    if (starts(t, "=infeas=")) {
      out.answer.status = SolveStatus::infeasible;
      out.answer.status_text = "infeasible";
      out.status_stated = true;
      continue;
    }
    const auto tokens = split_ws(t);
    const bool obj_note = tokens.size() == 3 && starts(tokens[2], "(obj:");
    if (tokens.size() != 2 && !obj_note) throw damaged(out.format, lines.number(), fmt::format("'{}' is not 'name value'", printable(t, 80)));
    values.add(tokens[0], number(out.format, lines.number(), tokens[1]), lines.number());
  }
  return out;
}

// An attribute's value in an XML element: name="value".
std::optional<std::string_view> attribute(std::string_view element, std::string_view name) {
  const std::string key = fmt::format(" {}=\"", name);
  size_t at = element.find(key);
  if (at == std::string_view::npos) {  // also at the start of a line
    const std::string key2 = fmt::format("\n{}=\"", name);
    at = element.find(key2);
    if (at == std::string_view::npos) return std::nullopt;
  }
  at += key.size();
  const size_t end = element.find('"', at);
  if (end == std::string_view::npos) return std::nullopt;
  return element.substr(at, end - at);
}

// CPLEX's XML .sol: <header objectiveValue="X" solutionStatusValue="S" .../> and
// <variable name="N" index="I" value="V"/>.
SolutionFile cplex_xml(std::string_view text) {
  SolutionFile out{"CPLEX XML", {}, false};
  out.answer.status = SolveStatus::feasible;  // a solution, unless the file says otherwise
  Values values(out.format, out.answer);
  const size_t header = text.find("<header");
  if (header == std::string_view::npos) throw damaged(out.format, 1, "it has no <header>");
  const size_t header_end = text.find("/>", header);
  if (header_end == std::string_view::npos) throw damaged(out.format, 1, "its <header> is not closed");
  const std::string_view head = text.substr(header, header_end - header);
  if (const auto v = attribute(head, "objectiveValue")) out.answer.objective = number(out.format, 1, *v);
  if (const auto s = attribute(head, "solutionStatusValue")) {
    const std::string_view words = attribute(head, "solutionStatusString").value_or(*s);
    out.answer.status_text = std::string(words);
    if (*s == "101" || *s == "102" || *s == "1") {  // MIP optimal, within tolerance; LP optimal
      out.answer.status = SolveStatus::optimal;
      out.status_stated = true;
    }
  }
  size_t at = header_end, count = 0;
  while ((at = text.find("<variable ", at)) != std::string_view::npos) {
    const size_t end = text.find("/>", at);
    if (end == std::string_view::npos) throw damaged(out.format, 1, fmt::format("variable {} is not closed", count + 1));
    const std::string_view element = text.substr(at, end - at);
    const auto name = attribute(element, "name");
    const auto value = attribute(element, "value");
    if (!name || !value || name->empty())
      throw damaged(out.format, 1, fmt::format("variable {} has no name or no value", count + 1));
    values.add(*name, number(out.format, 1, *value), 1);
    at = end;
    ++count;
  }
  if (text.find("</CPLEXSolution>") == std::string_view::npos) throw damaged(out.format, 1, "it is cut short (no </CPLEXSolution>)");
  return out;
}

// Xpress's .slx: "NAME", then "  C name value" lines, then ENDATA.
SolutionFile xpress_slx(std::string_view text) {
  SolutionFile out{"Xpress .slx", {}, false};
  out.answer.status = SolveStatus::feasible;  // a solution, unless the file says otherwise
  Values values(out.format, out.answer);
  TextLines lines(text);
  std::string_view line;
  bool ended = false;
  while (lines.next(line)) {
    const auto tokens = split_ws(line);
    if (tokens.empty() || tokens[0] == "NAME") continue;
    if (tokens[0] == "ENDATA") {
      ended = true;
      break;
    }
    if (tokens.size() != 3 || tokens[0] != "C")
      throw damaged(out.format, lines.number(), fmt::format("'{}' is not 'C name value'", printable(trim(line), 80)));
    values.add(tokens[1], number(out.format, lines.number(), tokens[2]), lines.number());
  }
  if (!ended) throw damaged(out.format, lines.number(), "it is cut short (no ENDATA)");
  return out;
}

// glpsol's -o report, read by the driver's own reader (glpk_output.cpp).
SolutionFile glpk_report(std::string_view text) {
  SolutionFile out{"glpsol -o report", {}, true};
  const GlpkReport report = parse_glpk_report(text, [&](size_t line, const std::string& why) { return damaged(out.format, line, why); });
  out.answer.status = report.meaning;
  out.answer.status_text = report.status;
  out.status_stated = report.meaning != SolveStatus::feasible;  // a solution, not said to be the best
  out.answer.objective = report.objective;
  Values values(out.format, out.answer);
  for (size_t j = 0; j < report.columns.size(); ++j) values.add(report.columns[j].first, report.columns[j].second, report.column_lines[j]);
  return out;
}

SolutionFile from_driver_parser(std::string_view format, const std::function<SolverAnswer()>& parse) {
  try {
    SolutionFile out{std::string(format), parse(), true};
    if (out.answer.status == SolveStatus::feasible) out.status_stated = false;
    return out;
  } catch (const DriverError& e) {
    throw DriverError(exit_bad_input, fmt::format("the {} solution file: {}", format, e.what()));
  }
}

}  // namespace

// A SAT, pseudo-Boolean or MaxSAT solver's s, v and o lines (competition_output.hpp), values by
// the variable's number ("#N").
std::optional<SolutionFile> parse_competition_file(std::string_view text) {
  std::optional<CompetitionAnswer> read = parse_competition_output(text, ValueLines::literals, OtherLines::another_format);
  if (!read) return std::nullopt;
  SolutionFile out{"SAT/PB/MaxSAT competition output", std::move(read->answer), read->status_stated};
  out.objective_minimized = true;
  return out;
}

SolutionFile parse_solution_file(std::string_view text) {
  if (std::optional<SolutionFile> sat = parse_competition_file(text)) return std::move(*sat);
  TextLines lines(text);
  std::string_view first;
  while (lines.next(first) && trim(first).empty()) {
  }
  first = trim(first);
  if (text.find("<CPLEXSolution") != std::string_view::npos) return cplex_xml(text);
  if (first == "Model status") return from_driver_parser("HiGHS", [&] { return parse_highs_solution(text); });
  if (starts(first, "Problem:") || text.find("\nStatus:") != std::string_view::npos) return glpk_report(text);
  if (starts(first, "NAME") && text.find("\n  C ") != std::string_view::npos) return xpress_slx(text);
  if (starts(first, "solution status:") || starts(first, "objective value:") || starts(first, "no solution available"))
    return scip_or_miplib(text, false);
  if (text.find("=obj=") != std::string_view::npos || starts(first, "=infeas=")) return scip_or_miplib(text, true);
  if (starts(first, "#")) return gurobi_sol(text);
  for (std::string_view cbc : {"Optimal - objective value", "Stopped on", "Integer infeasible", "Infeasible - objective value",
                               "Unbounded", "Optimal (within gap tolerance)"})
    if (starts(first, cbc)) return from_driver_parser("cbc", [&] { return parse_cbc_solution(text); });
  if (first.empty()) throw DriverError(exit_bad_input, "the solution file is empty");
  throw DriverError(exit_bad_input,
                    fmt::format("the solution file is of no format boardlp-solve reads (its first line: '{}'): give Gurobi's "
                                ".sol, SCIP's, MIPLIB's, CPLEX's XML, Xpress's .slx, HiGHS's, cbc's, glpsol's -o report, or a SAT, PB or MaxSAT solver's s and v lines",
                                printable(first, 60)));
}

}  // namespace boardlp
