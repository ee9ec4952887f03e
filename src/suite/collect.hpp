#pragma once
// Judging a suite's runs, as SCIP's check scripts do: every result against the known answer
// (ok, wrong, timeout, error), merged into DIR/results.csv with a summary on standard output.
#include <string>
#include <vector>

namespace boardlp::suite {

// Returns the exit status: 1 when any answer is wrong (or two solvers disagree where no answer is
// known), 0 otherwise. Answers that were unknown and that the runs found are filled into the
// .solu file as =best= lines (found by a solver, not counted independently).
int collect_suite(const std::string& dir);

// The instances of the set (their files, as the .test file lists them) that have no decisive
// answer from `solver` yet: never run, or stopped by the time limit, killed, interrupted or failed.
// A rerun runs these again; a decisive answer (optimal, infeasible, a proof's placement, a failed
// check) stands.
std::vector<std::string> undecided_files(const std::string& dir, const std::string& solver);

}  // namespace boardlp::suite
