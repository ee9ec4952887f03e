#pragma once
// A solver as a row and the few behaviours that differ (as PuLP's apis/ keeps a class per
// solver): the row says its names, package, formats, threads, status table and stop signal; the
// behaviours are its command line, how its answer is read and what it needs beyond its program.
// One registry lists them (backends/registry.cpp); nothing else names a solver. What a new one
// touches beyond its row and its line there (its output's parser, its runner, its tests and
// package): docs/guide-add-a-backend.md.
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

// How --all runs without a library engine: one process per solution, or one run that keeps the
// model and adds each no-good in memory (RunSettings::enumeration; a Python solver's runner), or
// one run of the solver's own listing of every assignment, which lists a placement once per
// assignment of the other columns, so only where those are segment owners at most (ACE: a lex
// chain's or an encoding's counters, or a free square's column, could repeat it 2^k times).
enum class OneRunListing { none, every_model, few_repeats_only };

// The formats of a MIP solver that reads LP and MPS (it is given MPS), and of one that reads MPS only.
inline constexpr FileFormat kLpAndMps[] = {FileFormat::mps, FileFormat::fixed_mps, FileFormat::lp};
inline constexpr FileFormat kMpsOnly[] = {FileFormat::mps, FileFormat::fixed_mps};

// What a backend is, as data: its names, its package, what it reads and how it is driven. Every
// backend is a row and the few behaviours below that differ (its arguments, how it is stopped and
// read); the row's fields are the same questions for every solver.
struct BackendRow {
  std::string_view name = {};     // --solver NAME; the JSON's "solver"; results/NAME
  std::string_view program = {};  // looked up in PATH ("glpsol")
  std::string_view package = {};  // the package that installs it (Debian's, or PyPI's)
  std::string_view library = {};  // its library's name in messages ("CBC")
  std::string about = {};         // one line for --solver help and the README: what it is, where it comes from
  std::string limits = {};   // what it needs said beyond that: a licence's size limit, a format it cannot read
  std::string_view default_threads = "1";
  int max_threads = 0;       // how many threads it can use (0: any number)
  NumberLimit number_limit = {};  // the numbers it takes (past them: a wrong verdict or an abort)
  // The formats it reads, the first the one a model of another format is written in for it
  // (MPS for a MIP solver; CNF, OPB or WCNF for the SAT, PB and MaxSAT solvers).
  std::span<const FileFormat> formats = kLpAndMps;
  // Its status words and what each means, where it states its status as one word of a table;
  // --solver help --json publishes them, for scripts and tests to read.
  std::span<const StatusWord> status_words = {};
  std::string_view who = {};      // who the messages say ran or failed: "" is the program
  bool answers_to_program = true;  // --solver also takes the program's name (glpsol for glpk)
  // --solver-option: how it takes its own parameters, in words for --solver help ("" : none here).
  std::string option_form = {};
  bool writes_proofs = false;  // a DRAT proof of "no solution" where RunSettings::proof says (--proof)
  // A model counter: its run counts a CNF file's models, projected on its "c p show" line, and
  // answers with SolverAnswer::count, never a solution (--count runs it; --solver does not take it).
  bool counts = false;
  const LibraryEngine* engine = nullptr;  // its library engine (library_engine.hpp), where boardlp links it
  OneRunListing one_run = OneRunListing::none;
  int stop_signal = 0;  // the signal that asks it to stop at a deadline and write what it has (KILL follows)
};

class Backend {
 public:
  explicit Backend(BackendRow row) : row_(std::move(row)) {}
  virtual ~Backend() = default;

  const BackendRow& row() const { return row_; }
  std::string_view name() const { return row_.name; }
  std::string_view program() const { return row_.program; }
  std::string_view package() const { return row_.package; }
  std::string_view library() const { return row_.library; }
  const std::string& about() const { return row_.about; }
  const std::string& limits() const { return row_.limits; }
  int max_threads() const { return row_.max_threads; }
  NumberLimit number_limit() const { return row_.number_limit; }
  std::string_view default_threads() const { return row_.default_threads; }
  bool reads(FileFormat format) const;
  FileFormat given_format() const { return row_.formats.front(); }
  std::span<const StatusWord> status_words() const { return row_.status_words; }
  bool writes_proofs() const { return row_.writes_proofs; }
  std::string_view who() const { return row_.who.empty() ? row_.program : row_.who; }
  bool answers_to(std::string_view word) const { return word == name() || (row_.answers_to_program && word == program()); }
  const std::string& option_form() const { return row_.option_form; }
  bool counts() const { return row_.counts; }
  const LibraryEngine* engine() const { return row_.engine; }
  int stop_signal() const { return row_.stop_signal; }
  // --all in one run (OneRunListing), for a model whose columns beyond the placement's are segment
  // owners at most (`few_repeats`) or not.
  bool enumerates_in_one_run(bool few_repeats) const {
    return row_.one_run == OneRunListing::every_model || (row_.one_run == OneRunListing::few_repeats_only && few_repeats);
  }

  // The behaviours that differ from solver to solver.
  //
  // The program's absolute path, or "" when it is not there (default: program() in PATH).
  virtual std::string locate() const;
  // The installed solver's own version, for --solver help ("" when it cannot tell).
  virtual std::string version() const { return {}; }
  // The version of the package that brings it, where that is another number (a PyPI package that
  // bundles the solver: PySCIPOpt 6.3.0 brings SCIP 10.0); "" where it is the same.
  virtual std::string package_version() const { return {}; }
  // Whether its exit code says it ran to an answer (a SAT solver's 10 and 20 do).
  virtual bool exit_ok(int exit_code) const { return exit_code == 0; }
  // What the program needs beyond itself (a Python solver: its package in boardlp's virtual
  // environment): throws DriverError(exit_solver_missing) naming what to install.
  virtual void check_ready() const {}
  // Before each run: files it needs in the run's folder (a Python solver: its runner scripts).
  virtual void prepare(const SolverFiles&) const {}
  // NAME=VALUE entries added to its environment.
  virtual std::vector<std::string> environment() const { return {}; }
  // Its own words for a --solver-option it refused (an unknown name, a value it cannot take), from
  // its log and exit code, or nullopt.
  virtual std::optional<std::string> refused_option(const std::string& /*log*/, int /*exit_code*/) const { return std::nullopt; }
  // The arguments after the program (settings.options among them, where option_form says).
  virtual std::vector<std::string> arguments(const SolverFiles& files, const RunSettings& settings) const = 0;
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
  // The solutions an --all in one run wrote (OneRunListing), each whole.
  virtual std::vector<SolverAnswer> read_found(const std::string& path) const;

 private:
  BackendRow row_;
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
