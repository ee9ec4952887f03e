// After the search: the placements behind a file's symmetry rows, and the classes up to the
// board's symmetries (--unique).
#include <set>

#include "enumeration.hpp"
#include "symmetry.hpp"

namespace boardlp {

namespace {

// The images of the solutions of a file with symmetry rows under the board's rotations and
// reflections and, for armies, the exchange of the colours: the rows keep at least one placement
// of each such orbit, so the union is every optimal placement.
std::vector<ColumnsAtOne> every_placement(const Spec& s, const std::vector<FoundSolution>& solutions) {
  const auto syms = board_symmetries(s.rows, s.cols, s.walls, s.holes, s.fixed, s.torus, s.regions, s.uncovered);
  std::vector<ColumnsAtOne> found;
  for (const FoundSolution& f : solutions) found.push_back(columns_at_one(f.values));
  return orbit_union(found, s.rows, s.cols, syms, is_two_colour(s.problem) && s.fixed.empty());
}

}  // namespace

Classes classify_stage(const ReadFile& file, const std::vector<FoundSolution>& solutions, std::optional<double> objective,
                       bool enumerated, bool unique) {
  Classes out;
  if (!file.board) return out;
  const Spec& s = file.board->spec;
  // Every placement behind the representatives, each checked by the board's own rules.
  if (enumerated && file.board->problem_known && s.cut_symmetry) {
    out.representatives = true;
    const std::vector<ColumnsAtOne> all = every_placement(s, solutions);
    const bool stated = format_row(file.format).syntax != Syntax::cnf;  // CNF states no objective
    for (const ColumnsAtOne& p : all) {
      const auto faults = check_placement(*file.board, placement_of(p), stated ? objective : std::nullopt);
      if (!faults.empty()) {
        out.fault = "an image of a solution under the board's symmetries breaks the rules: " + faults.front();
        return out;
      }
    }
    out.placements = static_cast<int64_t>(all.size());
  }
  if (!unique) return out;
  const auto syms = board_symmetries(s.rows, s.cols, s.walls, s.holes, s.fixed, s.torus, s.regions, s.uncovered);
  std::set<ColumnsAtOne> forms;
  if (out.representatives) {  // the classes of every placement, colours kept apart
    for (const ColumnsAtOne& p : every_placement(s, solutions)) forms.insert(canonical_form(p, s.rows, s.cols, syms));
  } else {
    for (const FoundSolution& f : solutions) forms.insert(canonical_form(columns_at_one(f.values), s.rows, s.cols, syms));
  }
  out.unique = static_cast<int64_t>(forms.size());
  return out;
}

}  // namespace boardlp
