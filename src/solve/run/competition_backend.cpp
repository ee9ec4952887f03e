#include "competition_backend.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>

#include <fmt/format.h>

#include "competition_output.hpp"
#include "status.hpp"
#include "text_lines.hpp"

namespace boardlp {

namespace {

BackendRow with_competition_words(BackendRow row) {
  row.status_words = competition_status_words();
  return row;
}

}  // namespace

CompetitionBackend::CompetitionBackend(BackendRow row) : Backend(with_competition_words(std::move(row))) {}

// 10 satisfiable, 20 unsatisfiable, 30 both (an optimum proven), 0 unknown; clasp adds 1 when a
// limit or a signal stopped it.
bool CompetitionBackend::exit_ok(int exit_code) const {
  return exit_code == 0 || exit_code == 10 || exit_code == 20 || exit_code == 30 || exit_code == 1 ||
         exit_code == 11 || exit_code == 31;
}

// Its s, v and o lines among whatever else it printed (its statistics, a JVM's warnings). CaDiCaL
// says "c UNKNOWN" at its time limit.
std::optional<SolverAnswer> CompetitionBackend::read_answer(const SolverFiles& files) const {
  std::error_code ec;
  if (!std::filesystem::exists(files.log, ec)) return std::nullopt;
  const std::string log = read_whole_file(files.log);
  std::string answer_lines;
  TextLines lines(log);
  std::string_view line;
  while (lines.next(line)) answer_lines.append(trim(line) == "c UNKNOWN" ? "s UNKNOWN" : line) += "\n";
  std::optional<CompetitionAnswer> out;
  try {
    out = parse_competition_output(answer_lines, ValueLines::literals, OtherLines::skip);
  } catch (const DriverError& e) {
    throw DriverError(exit_solver_failed, fmt::format("{}'s answer is unreadable: {}", who(), e.what()));
  }
  if (!out) return std::nullopt;
  return std::move(out->answer);
}

int whole_seconds(double limit) { return std::max(1, static_cast<int>(std::ceil(limit))); }

}  // namespace boardlp
