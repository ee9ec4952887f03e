#pragma once
// A solver as one object (as PuLP's apis/ keeps a class per solver): its name, its program and the
// package that installs it, how it is called on a model file with a time limit and threads, how
// it is asked to stop, how its answer is read, and its library engine for --all's cubes and
// --html's LP relaxations, where it has one. One registry lists them (backends/registry.cpp);
// nothing else names a solver. What a new one touches beyond its class and its line there (its
// output's parser, its runner, its tests and package): docs/guide-add-a-backend.md.
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "header.hpp"
#include "library_engine.hpp"
#include "model_data.hpp"
#include "solution.hpp"

namespace boardlp {

// The files of one run, in the run's private folder.
struct SolverFiles {
  std::string folder;    // the run's private folder
  std::string model;     // the model, under a name that says its format (cbc reads .lp by name)
  std::string solution;  // what the solver writes for programs
  std::string report;    // what it writes for people, where it writes one
  std::string log;       // what it printed (standard output and error)
  std::string listing;   // --all in this one run: the enumeration's spec file (RunSettings::enumeration), else ""
};

// --solver-option NAME=VALUE: one of the solver's own parameters, given to it as it is ("" value:
// a switch, as glpsol's --pcost).
struct SolverOption {
  std::string name, value;
};

// How one run is asked for.
struct RunSettings {
  FileFormat format = FileFormat::lp;
  double time_limit = 0;        // seconds, 0: none
  int threads = 0;              // 0: the solver's default
  // The objective is fixed by a row, so any solution is optimal: stop at the first one.
  bool first_solution = false;
  // --all in this one run (enumerates_in_one_run): the enumeration's spec file, "" for none.
  std::string enumeration;
  // --proof: where a solver that writes proofs (writes_proofs) writes its DRAT proof, "" for none.
  std::string proof;
  // --solver-option: set after boardlp's own settings, so a user's value of the same one wins.
  std::vector<SolverOption> options;
};

// The largest number a solver takes in a cost, a coefficient or a finite bound, as it states it:
// every number's magnitude must stay below `below` (0: none stated); `says` is where it says so.
struct NumberLimit {
  double below = 0;
  std::string_view says;
};

class Backend {
 public:
  virtual ~Backend() = default;
  virtual std::string_view name() const = 0;        // --solver NAME; the JSON's "solver"; results/NAME
  virtual std::string_view program() const = 0;     // looked up in PATH ("glpsol")
  virtual std::string_view package() const = 0;     // the package that installs it (Debian's, or PyPI's)
  virtual std::string_view library() const = 0;     // its library's name in messages ("CBC")
  // One line for --solver help and the README: what it is and where it comes from.
  virtual std::string about() const = 0;
  // What it needs said beyond that: a licence's size limit, a format it cannot read.
  virtual std::string limits() const { return {}; }
  // How many threads it can use (0: any number) and what it uses by default.
  virtual int max_threads() const { return 0; }
  // The numbers it takes (a model past them gets a wrong verdict or an abort, not an error).
  virtual NumberLimit number_limit() const { return {}; }
  virtual std::string_view default_threads() const = 0;
  // The program's absolute path, or "" when it is not there (default: program() in PATH).
  virtual std::string locate() const;
  // The installed solver's own version, for --solver help ("" when it cannot tell).
  virtual std::string version() const { return {}; }
  // The version of the package that brings it, where that is another number (a PyPI package that
  // bundles the solver: PySCIPOpt 6.3.0 brings SCIP 10.0); "" where it is the same.
  virtual std::string package_version() const { return {}; }
  // Whether it reads files of this format (a model it cannot read is given to it anew in
  // given_format(): MPS for a MIP solver, CNF, OPB or WCNF for the SAT, PB and MaxSAT solvers).
  virtual bool reads(FileFormat format) const { return format == FileFormat::lp || is_mps(format); }
  virtual FileFormat given_format() const { return FileFormat::mps; }
  // Whether its exit code says it ran to an answer (a SAT solver's 10 and 20 do).
  virtual bool exit_ok(int exit_code) const { return exit_code == 0; }
  // Its status words and what each means, where it states its status as one word of a table (a
  // Python solver's runner); --solver help --json publishes them, for scripts and tests to read.
  virtual std::span<const StatusWord> status_words() const { return {}; }
  // Whether it writes a DRAT proof of "no solution" where RunSettings::proof says (--proof).
  virtual bool writes_proofs() const { return false; }
  // Who the messages say ran or failed: the program ("glpsol"), or the library a runner drives.
  virtual std::string_view who() const { return program(); }
  // --solver also takes the program's name (glpsol for glpk).
  virtual bool answers_to(std::string_view word) const { return word == name() || word == program(); }
  // What the program needs beyond itself (a Python solver: its package in boardlp's virtual
  // environment): throws DriverError(exit_solver_missing) naming what to install.
  virtual void check_ready() const {}
  // Before each run: files it needs in the run's folder (a Python solver: its runner scripts).
  virtual void prepare(const SolverFiles&) const {}
  // NAME=VALUE entries added to its environment.
  virtual std::vector<std::string> environment() const { return {}; }

  // --solver-option: how it takes its own parameters, in words for --solver help ("" : it takes
  // none here), and its own words for one it refused (an unknown name, a value it cannot take),
  // from its log and exit code, or nullopt.
  virtual std::string option_form() const { return {}; }
  virtual std::optional<std::string> refused_option(const std::string& /*log*/, int /*exit_code*/) const { return std::nullopt; }

  // The arguments after the program (settings.options among them, where option_form says).
  virtual std::vector<std::string> arguments(const SolverFiles& files, const RunSettings& settings) const = 0;
  // The signal that asks it to stop at a deadline and write what it has (KILL follows).
  virtual int stop_signal() const = 0;
  // Its answer from the files it wrote; nullopt when it wrote none. Throws DriverError for a file
  // it cannot make sense of (an unknown status is an error, never a success).
  virtual std::optional<SolverAnswer> read_answer(const SolverFiles& files) const = 0;
  // Its own words for a model it could not read, from its log and exit code; nullopt otherwise.
  virtual std::optional<std::string> read_error(const std::string& log, int exit_code, const std::string& model) const;
  // Its own words when it cannot run the model at all (a licence, or a licence's size limit),
  // from its log and exit code; nullopt otherwise. The model has `columns` and `rows`.
  virtual std::optional<std::string> cannot_run(const std::string& log, int exit_code, int64_t columns, int64_t rows) const;
  // Takes back a claim the solver is known to make without proof, from its log and the run's
  // wall time (cbc: "Infeasible" when its time limit cuts its preprocessing short).
  virtual void vet_answer(SolverAnswer&, const std::string& /*log*/, double /*seconds*/, double /*time_limit*/) const {}

  // A model counter: its run counts a CNF file's models, projected on its "c p show" line, and
  // answers with SolverAnswer::count, never a solution (boardlp-solve --count runs it; --solver
  // does not take it).
  virtual bool counts() const { return false; }

  // Its library engine (library_engine.hpp), where boardlp links it; nullptr: none.
  virtual const LibraryEngine* engine() const { return nullptr; }

  // --all without a library engine: a backend whose run can keep the model and add each no-good
  // row in memory (RunSettings::enumeration; a Python solver's runner) finds every solution in one
  // run, and read_found reads them, each a solution the run wrote whole. The others run one
  // process per solution. `few_repeats`: the model's columns beyond the placement's are segment
  // owners at most, so a placement has a handful of assignments (a solver that lists every
  // assignment, as ACE does, repeats a placement once for each; a lex chain's or an encoding's
  // counters, or a free square's column, could repeat it 2^k times).
  virtual bool enumerates_in_one_run(bool /*few_repeats*/) const { return false; }
  virtual std::vector<SolverAnswer> read_found(const std::string& path) const;
};

// Every backend, in the order `--solver` is chosen by default (the first that is ready).
const std::vector<const Backend*>& backends();
// The name of the registry's first backend (cbc): the suites' solver when none is named.
std::string default_backend_name();
// The backend --solver WORD names (its name or its program's), or nullptr.
const Backend* backend_named(std::string_view word);
// "cbc, glpk or highs": the names, for messages.
std::string backend_names();
// "cadical": the backends that write DRAT proofs (--proof), for messages.
std::string proof_backend_names();
// "cbc|glpk|highs": the names, for an option's value in --help.
std::string backend_choices();
// The program in PATH, or "".
std::string find_in_path(const std::string& program);
// The first line of `log` that holds one of `markers`, trimmed (a solver's words for an option it
// refused), or nullopt.
std::optional<std::string> line_with(const std::string& log, std::initializer_list<std::string_view> markers);
// The word after `marker` in what `command` prints (its version, for --solver help), or "".
std::string word_after(const std::string& command, std::string_view marker);

}  // namespace boardlp
