// After the search: the placements behind a file's symmetry rows, and the classes up to the
// board's symmetries (--unique).
#include <set>

#include "stages.hpp"
#include "symmetry.hpp"

namespace boardlp {

namespace {

// The images of the solutions of a file with symmetry rows under the board's rotations and
// reflections and, for armies, the exchange of the colours: the rows keep at least one placement
// of each such orbit, so the union is every optimal placement.
std::vector<ColumnsAtOne> every_placement(const SolveReport& report) {
  const Spec& s = report.board->spec;
  const auto syms = board_symmetries(s.rows, s.cols, s.walls, s.holes, s.fixed, s.torus, s.regions);
  std::vector<ColumnsAtOne> found;
  for (const FoundSolution& f : report.solutions) found.push_back(columns_at_one(f.values));
  return orbit_union(found, s.rows, s.cols, syms, is_two_colour(s.problem) && s.fixed.empty());
}

// Counts every placement behind the representatives, each checked by the board's own rules.
void count_placements_behind_representatives(SolveReport& report) {
  report.representatives = true;
  const std::vector<ColumnsAtOne> all = every_placement(report);
  for (const ColumnsAtOne& p : all) {
    const bool objective = format_row(report.format).syntax != Syntax::cnf;  // CNF states none
    const auto faults = check_placement(*report.board, placement_of(p), objective ? report.objective : std::nullopt);
    if (!faults.empty()) {
      report.faults.push_back("an image of a solution under the board's symmetries breaks the rules: " + faults.front());
      report.exit_code = exit_check_failed;
      return;
    }
  }
  report.placements = static_cast<int64_t>(all.size());
}

}  // namespace

void classify_stage(const SolveRequest& req, SolveReport& report) {
  if (report.enumerated && report.board && report.board->problem_known && report.board->spec.cut_symmetry &&
      report.faults.empty())
    count_placements_behind_representatives(report);
  if (!req.unique || !report.board || !report.faults.empty()) return;
  const Spec& s = report.board->spec;
  const auto syms = board_symmetries(s.rows, s.cols, s.walls, s.holes, s.fixed, s.torus, s.regions);
  std::set<ColumnsAtOne> forms;
  if (report.representatives) {  // the classes of every placement, colours kept apart
    for (const ColumnsAtOne& p : every_placement(report)) forms.insert(canonical_form(p, s.rows, s.cols, syms));
  } else {
    for (const FoundSolution& f : report.solutions) forms.insert(canonical_form(columns_at_one(f.values), s.rows, s.cols, syms));
  }
  report.unique = static_cast<int64_t>(forms.size());
}

}  // namespace boardlp
