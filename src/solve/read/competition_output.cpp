#include "competition_output.hpp"

#include <charconv>
#include <unordered_map>

#include <fmt/format.h>

#include "text_lines.hpp"

namespace boardlp {

namespace {

// SATISFIABLE: a solution, optimal for a satisfaction problem, not proved for an optimisation
// (a limit stopped the search). The same four words in every competition.
constexpr StatusWord kWords[] = {
    {"OPTIMUM FOUND", SolveStatus::optimal},
    {"SATISFIABLE", SolveStatus::feasible, true},
    {"UNSATISFIABLE", SolveStatus::infeasible},
    {"UNKNOWN", SolveStatus::no_solution, true},
};

DriverError damaged(int64_t line, const std::string& why) {
  return DriverError(exit_bad_input, fmt::format("line {}: {}", line, why));
}

// The text between <TAG> and </TAG>, or nullopt.
std::optional<std::string_view> element(std::string_view xml, std::string_view tag) {
  const std::string open = fmt::format("<{}>", tag), close = fmt::format("</{}>", tag);
  const size_t a = xml.find(open);
  if (a == std::string_view::npos) return std::nullopt;
  const size_t b = xml.find(close, a);
  if (b == std::string_view::npos) return std::nullopt;
  return xml.substr(a + open.size(), b - a - open.size());
}

int64_t whole(std::string_view text, int64_t line, const std::string& what) {
  int64_t v = 0;
  if (!parse_int(text, v)) throw damaged(line, fmt::format("{} is '{}', not a whole number", what, printable(text, 40)));
  return v;
}

// One solution as it is read: its values and, from an instantiation, its cost.
struct Solution {
  CompetitionValues values;
  std::optional<double> cost;
};

// <instantiation ... cost='C'> <list> NAMES </list> <values> VALUES </values> </instantiation>
Solution read_instantiation(std::string_view xml, int64_t line) {
  const auto list = element(xml, "list"), values = element(xml, "values");
  if (!list || !values) throw damaged(line, "an instantiation without its <list> and <values>");
  const std::vector<std::string_view> names = split_ws(*list), words = split_ws(*values);
  if (names.size() != words.size())
    throw damaged(line, fmt::format("an instantiation lists {} variables and {} values", names.size(), words.size()));
  Solution out;
  for (size_t i = 0; i < names.size(); ++i) {
    int64_t v = 0;  // (the message is made only for a bad value: a listing has millions of good ones)
    if (!parse_int(words[i], v))
      throw damaged(line, fmt::format("the value of {} is '{}', not a whole number", printable(names[i], 80),
                                      printable(words[i], 40)));
    if (v != 0) out.values.emplace_back(std::string(names[i]), static_cast<double>(v));
  }
  const size_t cost = xml.find("cost='");
  if (cost != std::string_view::npos && cost < xml.find('>')) {
    const std::string_view rest = xml.substr(cost + 6);
    out.cost = static_cast<double>(whole(rest.substr(0, rest.find('\'')), line, "an instantiation's cost"));
  }
  return out;
}

// The literals of "v" lines: a model ends at its 0 (or at an "o" line, before the next model an
// optimiser prints); each variable is set once in a model, true ones kept as "#N".
class LiteralModel {
 public:
  void add(std::string_view literal, int64_t line) {
    const std::string_view shown = literal;
    const bool negative = !literal.empty() && literal[0] == '-';
    if (negative) literal.remove_prefix(1);
    if (!literal.empty() && literal[0] == 'x') literal.remove_prefix(1);  // OPB's x3
    int64_t v = 0;
    const auto [end, error] = std::from_chars(literal.data(), literal.data() + literal.size(), v);
    if (error != std::errc() || end != literal.data() + literal.size() || v < 0 || literal.empty())
      throw damaged(line, fmt::format("'{}' is not a literal", printable(shown)));
    if (v == 0) {
      closed_ = true;
      return;
    }
    // (a vector where the numbers are a model's, a map past them)
    if (v < kDense && static_cast<int64_t>(set_.size()) <= v)
      set_.resize(static_cast<size_t>(std::max(v + 1, 2 * static_cast<int64_t>(set_.size()))), 0);
    uint8_t& was = v < kDense ? set_[static_cast<size_t>(v)] : far_[v];
    const uint8_t now = negative ? 2 : 1;
    if (was != 0 && was != now) throw damaged(line, fmt::format("variable {} is set both true and false", v));
    if (was == 0 && !negative) values_.emplace_back(fmt::format("#{}", v), 1.0);
    was = now;
  }
  bool closed() const { return closed_; }
  Solution take() {
    Solution out{std::move(values_), std::nullopt};
    *this = LiteralModel();
    return out;
  }

 private:
  static constexpr int64_t kDense = int64_t{1} << 26;
  std::vector<uint8_t> set_;  // 1 true, 2 false
  std::unordered_map<int64_t, uint8_t> far_;
  CompetitionValues values_;
  bool closed_ = false;
};

// What the output says, in one pass.
struct Scanned {
  std::optional<Solution> last;
  const StatusWord* status = nullptr;
  int64_t status_line = 0;
  std::optional<double> last_o;
  bool other_format = false;
};

Scanned scan(std::string_view text, ValueLines values, OtherLines other, std::vector<CompetitionValues>* every) {
  Scanned out;
  std::string open;  // an instantiation's "v" lines being read
  int64_t open_line = 0;
  LiteralModel model;
  bool model_open = false;
  auto finish_model = [&] {
    if (!model_open) return;
    out.last = model.take();
    if (every) every->push_back(out.last->values);
    model_open = false;
  };
  TextLines lines(text);
  std::string_view line;
  while (lines.next(line)) {
    // An XCSP3 solver's statistics are indented lines that may start with any word: its lines
    // are read from the first column. Literal lines may be indented.
    const std::string_view t = values == ValueLines::literals ? trim(line) : line;
    const bool tagged = !t.empty() && (t.size() == 1 || t[1] == ' ' || t[1] == '\t');
    const char tag = tagged ? t[0] : '\0';
    if (t.empty() || tag == 'c') continue;
    const std::string_view rest = tagged ? trim(t.substr(1)) : t;
    // (the words only where a line is read word by word: an instantiation's lines are long)
    const std::string_view first = rest.substr(0, rest.find_first_of(" \t"));
    if (tag == 's') {
      if (other == OtherLines::another_format && (first == "mip" || first == "bas" || first == "ipt"))
        throw DriverError(exit_bad_input, "it is glpsol's -w file, which gives the columns by number in glpsol's own order, "
                                          "not by name: give glpsol's report (glpsol -o FILE) instead");
      if (out.status) throw damaged(lines.number(), fmt::format("a second status line, '{}'", printable(rest, 60)));
      if (rest == "UNSUPPORTED") throw damaged(lines.number(), "the solver does not support this instance (s UNSUPPORTED)");
      for (const StatusWord& w : kWords)
        if (rest == w.word) out.status = &w;
      if (!out.status)
        throw damaged(lines.number(), fmt::format("'{}' is not a status the competitions' solvers write (SATISFIABLE, "
                                                  "UNSATISFIABLE, OPTIMUM FOUND, UNKNOWN)", printable(rest, 60)));
      out.status_line = lines.number();
    } else if (tag == 'o') {
      if (first.empty()) throw damaged(lines.number(), "an 'o' line without its cost");
      double cost = 0;
      if (!parse_double(first, cost)) throw damaged(lines.number(), fmt::format("the cost '{}' is not a number", printable(first, 40)));
      out.last_o = cost;
      if (values == ValueLines::literals) finish_model();  // the next "v" line starts a new model
    } else if (tag == 'v' && values == ValueLines::literals) {
      model_open = true;
      for (std::string_view literal : split_ws(rest)) {
        if (model.closed()) finish_model();  // a model ends at its 0: what follows starts the next one
        model_open = true;
        model.add(literal, lines.number());
      }
      if (model.closed()) finish_model();
    } else if (tag == 'v') {
      if (rest.empty()) continue;
      if (open.empty()) {
        if (rest.rfind("<instantiation", 0) != 0)
          throw damaged(lines.number(), fmt::format("'{}' where a solution's <instantiation> starts", printable(rest, 60)));
        open_line = lines.number();
      }
      open.append(rest).push_back(' ');
      if (rest.find("</instantiation>") != std::string_view::npos) {
        out.last = read_instantiation(open, open_line);
        if (every) every->push_back(out.last->values);
        open.clear();
      }
    } else if (other == OtherLines::another_format) {
      if (!out.status) {
        out.other_format = true;
        return out;
      }
      throw damaged(lines.number(), fmt::format("'{}' is not an 's', 'v', 'o' or 'c' line", printable(first, 60)));
    }
  }
  finish_model();  // a model of OPB's literals has no closing 0
  if (!open.empty() && !out.status && !out.last) throw damaged(open_line, "an instantiation is cut short (no </instantiation>)");
  return out;
}

}  // namespace

std::span<const StatusWord> competition_status_words() { return kWords; }

std::optional<CompetitionAnswer> parse_competition_output(std::string_view text, ValueLines values, OtherLines other,
                                                          std::vector<CompetitionValues>* every) {
  Scanned scanned = scan(text, values, other, every);
  if (scanned.other_format || (!scanned.status && !scanned.last)) return std::nullopt;
  CompetitionAnswer out;
  SolverAnswer& answer = out.answer;
  const std::optional<Solution>& last = scanned.last;
  const std::optional<double> objective = last && last->cost ? last->cost : scanned.last_o;
  if (const StatusWord* status = scanned.status) {
    if (last && (status->status == SolveStatus::infeasible || status->status == SolveStatus::no_solution))
      throw damaged(scanned.status_line, fmt::format("'s {}' after a solution: the output contradicts itself", status->word));
    if (!last && (status->status == SolveStatus::optimal || status->status == SolveStatus::feasible))
      throw damaged(scanned.status_line, fmt::format("'s {}' but no solution's values", status->word));
    out.status_stated = true;
    answer.status = status->status;
    answer.status_text = std::string(status->word);
    if (status->status == SolveStatus::feasible && !objective) answer.status = SolveStatus::optimal;  // a satisfaction problem
  } else {  // stopped by a signal before its status line: the last solution, not proved
    answer.status = SolveStatus::feasible;
    answer.status_text = "stopped with a solution (no status line)";
  }
  if (last) {
    answer.values = last->values;
    answer.objective = objective;
  }
  return out;
}

}  // namespace boardlp
