#pragma once
// The enumerate stage (--all): the model of every other optimum, then the search for them, on the
// library engine (cubes searched --jobs at a time) or one solver process per solution. It returns
// what it found; the session puts it into the report.
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "backend.hpp"
#include "check_answer.hpp"
#include "clock.hpp"
#include "process.hpp"
#include "read_file.hpp"
#include "solver.hpp"

namespace boardlp {

// How --all searches: in one tree per cube on the solver's library, or one solver process per
// solution (the file-and-process loop).
enum class EngineKind { library, process };

// What a model's rows say of its solutions' placements (the columns they are told apart by).
struct SolutionShape {
  // One solution's placement may hold another's and more (an --at-most model, a piece of cost 0):
  // the search then goes level by level (level_model). False when every placement column lies in a
  // row that one more piece breaks (the objective's row at the optimum, "exactly K", "= 1" per region).
  bool nest = true;
  // Every solution has as many placement ones: disjoint rows of equal coefficients, each fixing
  // its count, hold them all between them.
  bool same_count = false;
};
SolutionShape solution_shape(const ModelData& model, const std::vector<char>& placement);

// 1: the file with its objective fixed to the optimum (`optimum`, in the minimization form), where
// every solution is an optimum; its placement columns (a segment's owner is not one) and what its
// rows say of them. Throws DriverError when a column is not binary.
struct EnumerationModel {
  ModelData fixed;
  std::vector<char> placement;  // per column: 1 if solutions are told apart by it
  SolutionShape shape;
  int tightened = 0;            // "<= 1" rows of a partition made "= 1" (see tighten_partitions)
};
EnumerationModel enumeration_model(const ReadFile& file, double optimum, const FoundSolution& first);
// A name no row of the model starts with: `base`, else base with 2, 3, ...
std::string fresh_prefix(const ModelData& model, const std::string& base);
// After each solution: cut it off (row PREFIX + index) and steer the next solve away from it.
// The cut lists the solution's ones alone: exact in a model whose solutions never nest.
void exclude(ModelData& model, const FoundSolution& s, const std::vector<char>& placement, const std::string& prefix,
             int index);
// A model whose solutions can nest (SolutionShape::nest) is searched level by level: the number of
// placement ones each level holds, from the fewest to the most the LP relaxation allows, and
// the model of one level (a row "level": the placement ones sum to k), whose solutions cannot.
std::pair<int64_t, int64_t> level_range(const EnumerationModel& em);
EnumerationModel level_model(const EnumerationModel& em, int64_t k);

// What the user asked of the search.
struct EnumerateRequest {
  EngineKind engine = EngineKind::library;
  int jobs = 0;           // cubes searched at once by the library engine; 0: the cores
  int64_t limit = 0;      // stop after this many solutions (0: no limit)
  bool progress = false;  // a progress line on standard error
  // With progress: the number of solutions to expect for a board's problem, if an exact count
  // answers quickly; nullopt: not known.
  std::function<std::optional<uint64_t>(const Spec&)> expected_count;
};

// How a search ran, as the report says it (JSON's "engine"): in trees on the solver's library, by
// a Python solver's runner in one process, a solver process per solution, or boardlp-count's search.
enum class ListingEngine { library, runner, process };
std::string_view engine_word(ListingEngine engine);

// 2: what the search found. The solutions are every optimum found, the first solve's among them;
// the faults are the check's (the search stops at the first).
struct Enumeration {
  std::vector<FoundSolution> solutions;
  std::vector<std::string> faults;
  ListingEngine engine = ListingEngine::process;
  int jobs = 0, cubes = 0; // the library engine's
  int solves = 0;
  double solver_seconds = 0, solver_cpu_seconds = 0;
  bool complete = false;   // no other solution exists
  // Searched level by level (solutions that can hold one another): each number of placement ones
  // searched, and the solutions found with it, in order.
  std::vector<std::pair<int64_t, int64_t>> by_level;
  bool time_limit_hit = false;
  int interrupted_by = 0;  // the signal that stopped it
  std::string licence_stop;  // the solver's licence refused the model grown by the no-good rows (why)
  ExitCode exit_code = exit_ok;
};
// The search spends what is left of the run's time limit (`clock`) and is as verbose as the run
// (`options.verbose`).
Enumeration enumerate_stage(EnumerationModel& em, const Solver& solver, const RunOptions& options,
                            const EnumerateRequest& req, const TempFolder& work, const RunClock& clock,
                            const ReadFile& file, const FoundSolution& first, std::optional<double> objective);

// classify: behind a file with symmetry rows, every placement the representatives stand for
// (each checked by the board's rules); with `unique`, the classes up to the board's symmetries.
struct Classes {
  bool representatives = false;      // the solutions stand for their images under the symmetries
  std::optional<int64_t> placements; // every placement behind them
  std::optional<int64_t> unique;     // classes up to the board's symmetries
  // With unique, after a complete search whose solutions every symmetry maps onto solutions: how
  // many classes have each orbit size (8: 90, 4: 1); the sizes times the classes add up to the
  // count. Empty where the file's rows are not symmetric (weights, a cube of a proof), or cannot tell.
  std::map<int64_t, int64_t> orbits;
  std::string fault;                 // an image that breaks the rules, or one the search missed
};
// `complete`: the search found every solution (no --limit, time limit or stop).
Classes classify_stage(const ReadFile& file, const std::vector<FoundSolution>& solutions, std::optional<double> objective,
                       bool enumerated, bool unique, bool complete = false);

}  // namespace boardlp
