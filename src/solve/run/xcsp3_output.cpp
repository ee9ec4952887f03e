#include "xcsp3_output.hpp"

#include <charconv>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "status.hpp"
#include "text_lines.hpp"

namespace boardlp {

namespace {

// SATISFIABLE: a solution, optimal for a CSP, not proved for a COP (a limit stopped the search).
constexpr StatusWord kXcsp3Words[] = {
    {"OPTIMUM FOUND", SolveStatus::optimal},
    {"SATISFIABLE", SolveStatus::feasible, true},
    {"UNSATISFIABLE", SolveStatus::infeasible},
    {"UNKNOWN", SolveStatus::no_solution, true},
};

DriverError output_error(int64_t line, const std::string& why) {
  return DriverError(exit_solver_failed, fmt::format("the XCSP3 solver's output, line {}: {}", line, why));
}

// The text between <TAG> and </TAG> in an instantiation, or nullopt.
std::optional<std::string_view> element(std::string_view xml, std::string_view tag) {
  const std::string open = fmt::format("<{}>", tag), close = fmt::format("</{}>", tag);
  const size_t a = xml.find(open);
  if (a == std::string_view::npos) return std::nullopt;
  const size_t b = xml.find(close, a);
  if (b == std::string_view::npos) return std::nullopt;
  return xml.substr(a + open.size(), b - a - open.size());
}

// One <instantiation ...> <list> NAMES </list> <values> VALUES </values> </instantiation>: the
// variables that are not 0, and whether it states a cost (a COP's solution does).
struct Instantiation {
  std::vector<std::pair<std::string, double>> values;
  std::optional<double> cost;
};

Instantiation read_instantiation(std::string_view xml, int64_t line) {
  const auto list = element(xml, "list"), values = element(xml, "values");
  if (!list || !values) throw output_error(line, "an instantiation without its <list> and <values>");
  const std::vector<std::string_view> names = split_ws(*list), words = split_ws(*values);
  if (names.size() != words.size())
    throw output_error(line, fmt::format("an instantiation lists {} variables and {} values", names.size(), words.size()));
  Instantiation out;
  for (size_t i = 0; i < names.size(); ++i) {
    int64_t v = 0;
    const std::string_view w = words[i];
    const auto [end, error] = std::from_chars(w.data(), w.data() + w.size(), v);
    if (error != std::errc() || end != w.data() + w.size())
      throw output_error(line, fmt::format("the value of {} is '{}', not a whole number", printable(names[i], 80), printable(w, 40)));
    if (v != 0) out.values.emplace_back(std::string(names[i]), static_cast<double>(v));
  }
  const size_t cost = xml.find("cost='");
  if (cost != std::string_view::npos && cost < xml.find('>')) {
    int64_t c = 0;
    const std::string_view rest = xml.substr(cost + 6);
    const auto [end, error] = std::from_chars(rest.data(), rest.data() + rest.size(), c);
    if (error != std::errc() || end == rest.data() + rest.size() || *end != '\'')
      throw output_error(line, "an instantiation's cost is not a whole number");
    out.cost = static_cast<double>(c);
  }
  return out;
}

}  // namespace

std::span<const StatusWord> xcsp3_status_words() { return kXcsp3Words; }

namespace {

// What the output says: the last whole instantiation (every one, in order, into `every` when
// asked), the status line, and whether the instance is a COP (an "o" line or a cost). One pass;
// only the instantiation being read and the last are kept otherwise.
struct Scanned {
  std::optional<Instantiation> last;
  const StatusWord* status = nullptr;
  int64_t status_line = 0;
  bool objective = false;
};

Scanned scan(std::string_view text, std::vector<std::vector<std::pair<std::string, double>>>* every) {
  Scanned out;
  std::string open;  // the "v" lines of one being read
  int64_t open_line = 0;
  TextLines lines(text);
  std::string_view line;
  while (lines.next(line)) {
    // (from the line's first column: the statistics' indented lines may start with any word)
    const std::string_view t = line;
    if (t.size() < 2 || (t[1] != ' ' && t[1] != '\t') || (t[0] != 's' && t[0] != 'v' && t[0] != 'o')) continue;
    const std::string_view rest = trim(t.substr(2));
    if (t[0] == 'o') {
      out.objective = true;
      continue;
    }
    if (t[0] == 's') {
      if (out.status) throw output_error(lines.number(), fmt::format("a second status line, '{}'", printable(rest, 60)));
      if (rest == "UNSUPPORTED") throw output_error(lines.number(), "the solver does not support this instance (s UNSUPPORTED)");
      for (const StatusWord& w : kXcsp3Words)
        if (rest == w.word) out.status = &w;
      if (!out.status) throw output_error(lines.number(), fmt::format("'{}' is not a status an XCSP3 solver writes", printable(rest, 60)));
      out.status_line = lines.number();
      continue;
    }
    if (open.empty()) {
      if (rest.rfind("<instantiation", 0) != 0)
        throw output_error(lines.number(), fmt::format("'{}' where a solution's <instantiation> starts", printable(rest, 60)));
      open_line = lines.number();
    }
    open.append(rest).push_back(' ');
    if (rest.find("</instantiation>") != std::string_view::npos) {
      out.last = read_instantiation(open, open_line);
      if (out.last->cost) out.objective = true;
      if (every) every->push_back(out.last->values);
      open.clear();
    }
  }
  if (!open.empty() && !out.status && !out.last) throw output_error(open_line, "an instantiation is cut short (no </instantiation>)");
  return out;
}

}  // namespace

std::optional<SolverAnswer> parse_xcsp3_output(std::string_view text,
                                               std::vector<std::vector<std::pair<std::string, double>>>* every) {
  Scanned scanned = scan(text, every);
  const StatusWord* status = scanned.status;
  std::optional<Instantiation>& last = scanned.last;
  if (!status && !last) return std::nullopt;
  SolverAnswer answer;
  if (!status) {  // stopped by a signal before its status line: the last solution, not proved
    answer.status = SolveStatus::feasible;
    answer.status_text = "stopped with a solution (no status line)";
  } else {
    if (last && (status->status == SolveStatus::infeasible || status->status == SolveStatus::no_solution))
      throw output_error(scanned.status_line, fmt::format("'s {}' after a solution: the output contradicts itself", status->word));
    if (!last && (status->status == SolveStatus::optimal || status->status == SolveStatus::feasible))
      throw output_error(scanned.status_line, fmt::format("'s {}' but no solution's values", status->word));
    answer.status = status->status;
    answer.status_text = std::string(status->word);
    // A CSP (no cost) is answered by any solution.
    if (status->status == SolveStatus::feasible && !scanned.objective) answer.status = SolveStatus::optimal;
  }
  if (last) {
    answer.values = std::move(last->values);
    if (last->cost) answer.objective = last->cost;
  }
  return answer;
}

}  // namespace boardlp
