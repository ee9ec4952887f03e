#pragma once
// The stages of one boardlp-solve run, in the order run_session (session.cpp) calls them, each a
// function of typed inputs and outputs that a test can call without a solver process where it
// needs none:
//   read      the file (or standard input, or a .gz), its header and its model   session.cpp
//   solve     the first solve, its status and exit code                          session.cpp
//   check     an answer against the board's rules and the file's own rows        check_answer.cpp
//   enumerate the model of every other optimum, then the search for them         enumeration_model.cpp,
//                                                                                enumerate.cpp
//   classify  the placements behind symmetry rows, and the classes (--unique)   classify.cpp
//   teach     the LP relaxations and the header for --html                       teaching.cpp
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "session.hpp"
#include "solver.hpp"

namespace boardlp {

using Clock = std::chrono::steady_clock;
inline double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// check: one answer, by the board's rules (when the board is known) and the file's own rows. Its
// faults are appended to `faults`; the solution is returned either way.
FoundSolution checked_solution(const SolverAnswer& answer, const ModelData& model, const SolveReport& report,
                               std::optional<double> stated, std::vector<std::string>& faults);
// The exit code of a first solve that ended with `status` (a wrong answer is decided later).
ExitCode exit_code_of(SolveStatus status);

// enumerate, 1: the file with its objective fixed to the optimum (`optimum`, in the minimization
// form), where every solution is an optimum; its placement columns (a segment's owner is not
// one) and whether every solution has as many ones as the first. Throws DriverError when a
// column is not binary.
struct EnumerationModel {
  ModelData fixed;
  std::vector<char> placement;  // per column: 1 if solutions are told apart by it
  bool same_count = false;
  int tightened = 0;            // "<= 1" rows of a partition made "= 1" (see tighten_partitions)
};
EnumerationModel enumeration_model(const ModelData& model, double optimum, const SolveReport& report);
// A name no row of the model starts with: `base`, else base with 2, 3, ...
std::string fresh_prefix(const ModelData& model, const std::string& base);
// After each solution: cut it off (row PREFIX + index) and steer the next solve away from it.
void exclude(ModelData& model, const FoundSolution& s, const std::vector<char>& placement, bool same_count,
             const std::string& prefix, int index);

// enumerate, 2: every other optimum, on the library engine (cubes searched --jobs at a time) or
// one solver process per solution; fills the solutions, the engine and the exit code.
void enumerate_stage(EnumerationModel& em, const Solver& solver, const RunOptions& options, const SolveRequest& req,
                     const TempFolder& work, Clock::time_point start, SolveReport& report);

// classify: behind a file with symmetry rows, every placement the representatives stand for
// (each checked by the board's rules); with --unique, the classes up to the board's symmetries.
void classify_stage(const SolveRequest& req, SolveReport& report);

}  // namespace boardlp
