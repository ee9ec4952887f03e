#pragma once
// A solver that has only a Python API (highspy, pyscipopt, ortools, gurobipy, cplex, xpress), run
// as a child process: the virtual environment's Python runs boardlp's own runner for it
// (templates/solvers/NAME_runner.py on boardlp_runner.py), which reads the model through the
// package, solves it and writes the answer as JSON with the solver's own status word. Each
// solver is one PythonSolver row (its file in backends/) with its explicit status table; this
// class does the rest the same way for all of them.
#include <span>
#include <string>
#include <string_view>

#include "backend.hpp"

namespace boardlp {

struct PythonSolver {
  std::string_view name;      // --solver NAME
  std::string_view library;   // in messages ("SCIP")
  std::string_view pip;       // the PyPI package, pinned in scripts/requirements.txt
  std::string_view module;    // what it installs in site-packages: a folder, or an extension module's file
  std::string_view about;     // for --solver help
  std::span<const StatusWord> statuses;
  std::string_view default_threads;
  int max_threads = 0;        // 0: any
  NumberLimit numbers{};      // the numbers it takes (Backend::number_limit)
  bool reads_lp = true;       // false: it is given MPS
  // A SAT or MaxSAT solver: the formats it reads, the first the one it is given any other in.
  std::span<const FileFormat> formats = {};
  // A licence that stops past a size: the limit in words ("" for none), and where the solver
  // looks for a full licence of the user's own.
  std::string_view size_limit = {};
  std::string_view full_licence = {};
  // --solver-option: how its runner sets NAME=VALUE, in words for --solver help ("" : it takes none).
  std::string_view option_form = {};
  // A model counter (GANAK): its answer is a count of placements, not a solution (--count).
  bool counts = false;
};

class PythonBackend final : public Backend {
 public:
  explicit PythonBackend(const PythonSolver& solver);
  std::string locate() const override;
  std::string version() const override;  // the runner's --version: the solver's own
  std::string package_version() const override;  // the PyPI package's, from its dist-info
  void check_ready() const override;
  void prepare(const SolverFiles& files) const override;
  std::vector<std::string> environment() const override;
  std::optional<std::string> refused_option(const std::string& log, int exit_code) const override;
  std::vector<std::string> arguments(const SolverFiles& files, const RunSettings& settings) const override;
  std::optional<SolverAnswer> read_answer(const SolverFiles& files) const override;
  std::optional<std::string> read_error(const std::string& log, int exit_code, const std::string& model) const override;
  std::optional<std::string> cannot_run(const std::string& log, int exit_code, int64_t columns, int64_t rows) const override;
  std::vector<SolverAnswer> read_found(const std::string& path) const override;

 private:
  const PythonSolver& s_;
};

// The virtual environment scripts/setup makes: $BOARDLP_VENV, else /usr/local/lib/boardlp/venv.
std::string python_venv();
// Its site-packages folder (lib/python3.X/site-packages), or "" when there is none.
std::string python_site_packages();
// The version of the PyPI package `pip` installed there (from its dist-info folder), or "".
std::string installed_pip_version(std::string_view pip);

// The runner's answer (boardlp_runner.py's JSON), its status read through `statuses`: an unknown
// status, a missing field or a damaged file throws DriverError(exit_solver_failed).
SolverAnswer parse_runner_answer(std::string_view text, std::span<const StatusWord> statuses, std::string_view library);

}  // namespace boardlp
