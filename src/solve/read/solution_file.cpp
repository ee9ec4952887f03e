#include <charconv>
#include "solution_file.hpp"

#include <algorithm>
#include <functional>
#include <optional>
#include <unordered_map>

#include <fmt/format.h>

#include "cbc_output.hpp"
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

// The SAT, pseudo-Boolean and MaxSAT competitions' output (CaDiCaL, Kissat, clasp, sat4j, RC2):
// "s STATUS", "v" lines of literals (3 -4 ... 0, or x3 -x4 in OPB), "o COST" lines, "c" comments.
// Values are by the variable's number: the names are "#N" (the caller maps them to columns).
std::optional<SolutionFile> parse_competition_output(std::string_view text) {
  SolutionFile out;
  out.format = "SAT/PB/MaxSAT competition output";
  std::optional<std::string_view> status;
  std::optional<double> objective;
  TextLines lines(text);
  std::string_view line;
  size_t at = 0;
  // An optimiser may print each better model (clasp on WCNF, after each "o" line): the last is the
  // answer, so a "v" line after a model's closing 0, or after an "o" line, starts anew.
  bool model_closed = false;
  // Each variable's literal in this model (1 true, 2 false), by number: a vector where the numbers
  // are those of a model (this parser reads every SAT solve's answer), a map past them.
  constexpr int64_t kDense = int64_t{1} << 26;
  std::vector<uint8_t> set;
  std::unordered_map<int64_t, uint8_t> set_far;
  while (lines.next(line)) {
    ++at;
    const std::vector<std::string_view> w = split_ws(trim(line));
    if (w.empty() || w[0] == "c") continue;
    if (w[0] == "s" && w.size() >= 2 && (w[1] == "mip" || w[1] == "bas" || w[1] == "ipt"))
      throw DriverError(exit_bad_input, "it is glpsol's -w file, which gives the columns by number in glpsol's own order, "
                                        "not by name: give glpsol's report (glpsol -o FILE) instead");
    if (w[0] == "s" && w.size() >= 2) {
      if (status) throw DriverError(exit_bad_input, fmt::format("line {}: a second 's' line", at));
      status = trim(trim(line).substr(1));
    } else if (w[0] == "o" && w.size() == 2) {
      objective = number(out.format, at, w[1]);
      model_closed = true;
    } else if (w[0] == "v") {
      if (model_closed) {
        out.answer.values.clear();
        set.clear();
        set_far.clear();
      }
      model_closed = false;
      for (size_t i = 1; i < w.size(); ++i) {
        std::string_view lit = w[i];
        const bool negative = !lit.empty() && lit[0] == '-';
        if (negative) lit.remove_prefix(1);
        if (!lit.empty() && lit[0] == 'x') lit.remove_prefix(1);
        int64_t v = 0;
        auto [end, error] = std::from_chars(lit.data(), lit.data() + lit.size(), v);
        if (error != std::errc() || end != lit.data() + lit.size() || v < 0)
          throw DriverError(exit_bad_input, fmt::format("line {}: '{}' is not a literal", at, printable(w[i])));
        if (v != 0) {
          if (v < kDense && static_cast<int64_t>(set.size()) <= v) set.resize(static_cast<size_t>(std::max(v + 1, 2 * static_cast<int64_t>(set.size()))), 0);
          uint8_t& was = v < kDense ? set[static_cast<size_t>(v)] : set_far[v];
          const uint8_t now = negative ? 2 : 1;
          if (was != 0 && was != now)
            throw DriverError(exit_bad_input, fmt::format("line {}: variable {} is set both true and false", at, v));
          if (was == 0 && !negative) out.answer.values.emplace_back(fmt::format("#{}", v), 1.0);
          was = now;
        }
        if (v == 0) model_closed = true;
      }
    } else if (status) {  // after the status, only these lines
      throw DriverError(exit_bad_input, fmt::format("line {}: '{}' is not an 's', 'v', 'o' or 'c' line", at,
                                                    printable(w[0])));
    } else {
      return std::nullopt;
    }
  }
  if (!status) return std::nullopt;
  out.status_stated = true;
  out.objective_minimized = true;
  out.answer.objective = objective;
  out.answer.status_text = std::string(*status);
  if (*status == "OPTIMUM FOUND") out.answer.status = SolveStatus::optimal;
  else if (*status == "SATISFIABLE") out.answer.status = objective ? SolveStatus::feasible : SolveStatus::optimal;
  else if (*status == "UNSATISFIABLE") out.answer.status = SolveStatus::infeasible;
  else if (*status == "UNKNOWN") out.answer.status = SolveStatus::no_solution;
  else throw DriverError(exit_bad_input, fmt::format("the 's' line says '{}', not SATISFIABLE, UNSATISFIABLE, OPTIMUM "
                                                     "FOUND or UNKNOWN", printable(*status)));
  if (out.answer.status != SolveStatus::infeasible && out.answer.status != SolveStatus::no_solution && objective)
    out.answer.objective = objective;
  return out;
}

SolutionFile parse_solution_file(std::string_view text) {
  if (std::optional<SolutionFile> sat = parse_competition_output(text)) return std::move(*sat);
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
