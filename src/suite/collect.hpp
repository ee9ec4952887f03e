#pragma once
// Judging a suite's runs, as SCIP's check scripts do: every result against the known answer
// (ok, wrong, timeout, error), merged into DIR/results.csv with a summary on standard output.
#include <string>
#include <vector>

namespace boardlp::suite {

// results/SOLVER/share.test: the instances a run with --share ran (a second opinion on part of a set).
inline constexpr const char* kShareList = "share.test";

// Returns the exit status: 1 when any answer is wrong (or two solvers disagree where no answer is
// known) or a kept proof is missing, changed or (`recheck`) rejected, 0 otherwise. Answers that were unknown and that the runs found are filled into the
// .solu file as =best= lines (found by a solver, not counted independently).
// `recheck`: a proof's kept DRAT proofs are checked again by rate (else collect checks that their
// files are there, with the size and CRC-32 they had when rate checked them at the run).
int collect_suite(const std::string& dir, bool recheck = false);

// The instances of the set (their files, as the .test file lists them) that have no decisive
// answer from `solver` yet: never run, or stopped by the time limit, killed, interrupted or failed.
// A rerun runs these again; a decisive answer (optimal, infeasible, a proof's placement, a failed
// check) stands.
// `proofs`: a run that keeps DRAT proofs (--proofs), which runs again the infeasible cubes whose
// proof is missing or not as rate checked it.
std::vector<std::string> undecided_files(const std::string& dir, const std::string& solver, bool proofs = false);

}  // namespace boardlp::suite
