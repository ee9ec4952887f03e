#pragma once
// A solver run as a separate process on a model file: the backend (backend.hpp) knows its command
// line, its output files and its parser; this runs it in a private folder with the time limit and
// the stop, and gives the caller a SolverAnswer or a DriverError that names what went wrong
// (missing binary, crash, no solution file, unreadable solution).
#include <functional>
#include <optional>
#include <string>

#include "backend.hpp"
#include "header.hpp"
#include "given_model.hpp"
#include "process.hpp"
#include "solution.hpp"

namespace boardlp {

struct Solver {
  const Backend* backend;
  std::string binary;  // absolute path
  std::string name() const { return std::string(backend->name()); }
};

// The solver to use: `backend` (default: the first of backends() that is ready), found at `path`
// or where the backend looks. Throws DriverError(exit_solver_missing) naming what to install.
Solver find_solver(const Backend* backend, const std::string& path);

struct RunOptions {
  double time_limit = 0;  // seconds of wall clock, 0: none
  int threads = 0;        // 0: the solver's default
  int64_t columns = 0, rows = 0;  // the model's size, for a licence's message
  std::string log_path;   // append the solver's own output here ("" : keep none)
  bool verbose = false;   // print the command line and the time to standard error
  // The model's objective is fixed by a row, so any feasible solution is optimal and the
  // objective in the file only steers the search: stop at the first solution found. cbc: no
  // preprocessing, cuts, heuristics or strong branching, and maxSolutions 1; glpsol: a relative
  // gap tolerance no gap exceeds (--mipgap 1e10). Measured in bench/RESULTS.md.
  bool first_solution = false;
  std::string enumeration;  // RunSettings::enumeration
  std::function<void()> while_running;  // called about every quarter of a second while the solver runs
  std::string proof;        // RunSettings::proof
  std::vector<SolverOption> solver_options;  // RunSettings::options
};

struct RunOutcome {
  SolverAnswer answer;
  std::string model_path;        // the file the solver was given (a proof refers to it)
  double seconds = 0;
  double cpu_seconds = 0;        // the solver process's CPU time (user + system)
  bool killed_at_limit = false;  // the solver overran the time limit and the driver stopped it
                                 // (its answer, if it wrote one, is read: at best feasible)
  int interrupted_by = 0;        // a signal asked boardlp to stop; the solver was stopped as at
                                 // the limit and its answer read (at best feasible)
};

// How long past its time limit a solver may run before the driver stops it: 1 s plus 5% of the
// limit, at most 10 s (then SIGINT for cbc, TERM for glpsol, KILL 3 s later).
double overrun_allowance(double limit);

// The model written anew for a backend, in the format it is given models in, by boardlp's writer
// (given_model.hpp): free MPS for a MIP solver, CNF, OPB, WCNF, MiniZinc or XCSP3 for the others
// (a numbered format's `numbered` says how its answer is named back). `keep_objective` false leaves a numbered file's objective out (rows fix
// it). Throws DriverError(exit_bad_input) for a model the format cannot state.
struct GivenModel {
  std::string path;
  FileFormat format;
  std::optional<NumberedFile> numbered;
};
GivenModel write_for_backend(const ModelData& model, const Solver& solver, const TempFolder& work, const std::string& stem,
                             bool keep_objective);

// How a solver's answer on a file of this format, given as it is, is named back (nullopt: by
// name already).
std::optional<NumberedFile> numbered_file(const ModelData& model, FileFormat format);

// Solves the model file (of the given format) in the folder `work`.
RunOutcome run_solver(const Solver& solver, const std::string& model_path, FileFormat format, const TempFolder& work,
                      const RunOptions& options);

}  // namespace boardlp
