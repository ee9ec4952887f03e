// --engine counter: the listing of every solution handed to boardlp-count's search, which
// answers the dominations in seconds where the solver's no-good loop takes hours (A002568 n = 12:
// 840 sets). Nothing is taken on trust: each set listed must meet the file's own rows and the
// checker's rules, and the solver's first solution must be among them.
#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "checker.hpp"
#include "enumeration.hpp"
#include "errors.hpp"

namespace boardlp {

namespace {

DriverError refused(const std::string& why) {
  return DriverError(exit_bad_input, "--engine counter: " + why + "; use --engine library or process");
}

}  // namespace

Enumeration counter_stage(const EnumerateRequest& req, const ReadFile& file, const FoundSolution& first,
                          std::optional<double> objective) {
  if (!file.board || !file.board->problem_known)
    throw refused("the counter lists what boardlp's header says the file asks, and this file has no such header");
  if (!req.counter_listing) throw refused("this program has no counter");
  const ModelData& model = file.model;
  // The columns by square: every column of the file must be a piece's, since the listing gives the
  // pieces alone (an encoding's counters or a segment's owners would have no value).
  std::map<Square, std::string> column_of;
  for (const std::string& name : model.col_names) {
    ColumnKind kind{};
    Square s;
    if (!parse_square_name(name, kind, s) || kind != ColumnKind::piece)
      throw refused(fmt::format("the file has columns beyond the pieces' (such as {}), which the counter gives no value",
                                name));
    column_of[s] = name;
  }
  const std::optional<CounterListing> listing = req.counter_listing(file.board->spec, static_cast<unsigned>(std::max(0, req.jobs)));
  if (!listing) throw refused(fmt::format("boardlp-count lists the dominations only ({})", covering_options()));

  Enumeration out;
  out.engine = ListingEngine::counter;
  out.complete = true;
  const bool at_most = file.board->spec.at_most >= 0;  // every set of at most K: sizes differ
  if (!at_most && objective && static_cast<int>(std::lround(*objective)) != listing->pieces)
    out.faults.push_back(fmt::format("the solver's optimum is {} and boardlp-count's {}: one of them is wrong", *objective,
                                     listing->pieces));
  std::vector<std::pair<std::string, double>> first_values = first.values;
  std::sort(first_values.begin(), first_values.end());
  bool first_listed = false;
  std::map<int64_t, int64_t> by_size;
  for (const auto& set : listing->sets) {
    if (!out.faults.empty()) break;
    if (req.limit > 0 && static_cast<int64_t>(out.solutions.size()) >= req.limit) {
      out.complete = false;
      break;
    }
    SolverAnswer answer;
    answer.status = SolveStatus::optimal;
    for (const auto& [r, c] : set) {
      const auto it = column_of.find(Square{r, c});
      if (it == column_of.end()) {
        out.faults.push_back(fmt::format("boardlp-count listed a piece on ({},{}), which has no column in the file", r + 1, c + 1));
        break;
      }
      answer.values.emplace_back(it->second, 1.0);
    }
    if (!out.faults.empty()) break;
    std::sort(answer.values.begin(), answer.values.end());
    first_listed = first_listed || answer.values == first_values;
    // No objective claimed: the rows are checked, and the checker counts the pieces against the optimum.
    const double size = static_cast<double>(set.size());
    if (!at_most && set.size() != static_cast<size_t>(listing->pieces)) {
      out.faults.push_back(fmt::format("boardlp-count listed a set of {} pieces at its minimum of {}", set.size(), listing->pieces));
      break;
    }
    FoundSolution found = checked_solution(answer, model, file, at_most ? std::nullopt : std::optional<double>(size), out.faults);
    if (!out.faults.empty()) {
      out.faults.front() = "a set boardlp-count listed fails: " + out.faults.front();
      break;
    }
    ++by_size[static_cast<int64_t>(set.size())];
    out.solutions.push_back(std::move(found));
  }
  if (out.faults.empty() && out.complete && !first_listed)
    out.faults.push_back("the solver's solution is not among the sets boardlp-count listed: one of them is wrong");
  if (at_most)
    for (const auto& [size, count] : by_size) out.by_level.emplace_back(size, count);
  if (!out.faults.empty()) {
    out.exit_code = exit_check_failed;
    out.complete = false;
  }
  return out;
}

}  // namespace boardlp
