#pragma once
// One run of boardlp-solve: read the file, solve it, check the answer; with --all, enumerate
// every optimal solution and, with --unique, count them up to the board's symmetries. The stages,
// in the order run_session (session.cpp) calls them, each returning its own result:
//   read      the file (or standard input, or a .gz), its header and its model   ReadFile (read_file.hpp)
//   solve     the first solve, its status and exit code                          session.cpp
//   check     an answer against the board's rules and the file's own rows        FoundSolution (check_answer.hpp)
//   enumerate the model of every other optimum, then the search for them         Enumeration (enumeration.hpp)
//   classify  the placements behind symmetry rows, and the classes (--unique)   Classes (enumeration.hpp)
//   teach     the LP relaxations, the header and the formulas for --html        Teaching (teaching.hpp)
// The report is assembled from them.
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "board_info.hpp"
#include "check_answer.hpp"
#include "enumeration.hpp"
#include "model_data.hpp"
#include "proof_check.hpp"
#include "solver.hpp"
#include "teaching.hpp"
#include "writer.hpp"

namespace boardlp {

struct SolveRequest {
  std::string input;                 // a path, or "-" for standard input
  std::optional<FileFormat> format;  // forced with --format
  const Backend* solver = nullptr;   // --solver; nullptr: the first found in PATH
  std::string solver_path;
  double time_limit = 0;             // wall seconds for the whole run; 0: none
  int threads = 0;                   // --threads: the solver's threads; 0: its default
  std::string solution_file;         // --solution: check this file's answer instead of solving ("-": stdin)
  std::string log_path;
  bool verbose = false;
  bool all = false;
  EnumerateRequest search;           // with --all: --limit, --engine, --jobs and the progress line
  bool unique = false;
  std::string cubes_dir;             // --cubes: write the cubes as files here instead of solving them
  std::optional<BoardInfo> board;    // --piece/--board/--walls, for a file without a header
  bool teaching = false;             // --html: keep the model, the header and the LP relaxations
  std::string proof_dir;             // --proof: keep the CNF and its DRAT proof here, checked
  std::vector<SolverOption> solver_options;  // --solver-option: the solver's own parameters, as given
  bool count = false;                // --count: the optimal placements, counted by a model counter
};

struct SolveReport {
  std::string input;  // the model file as given ("-": standard input)
  std::string solver;
  std::vector<SolverOption> solver_options;  // what the solver was given beyond boardlp's settings
  // The file's independent parts (file_parts.hpp), columns each, when its rows fall into two or more.
  std::vector<int64_t> parts;
  SolveStatus status = SolveStatus::no_solution;
  std::string status_text;
  std::optional<double> objective;  // as the problem states it
  std::optional<double> bound;      // the solver's best bound, as the problem states it
  // The objective as the file states it, where the problem's is its negation (a maximum written
  // in MPS as the minimum of its negation); else nullopt.
  std::optional<double> file_objective;
  std::vector<FoundSolution> solutions;
  std::optional<int64_t> unique;    // classes up to the board's symmetries (of every placement)
  // --count: the optimal placements a model counter counted (decimal, any size), who counted them,
  // and what the count was checked against ("boardlp-count", or "" where it does not answer).
  std::optional<std::string> counted;
  std::string counted_by, count_checked_by;
  bool counted_feasibility = false;  // the file has no objective: every placement is counted
  bool counted_representatives = false;  // the file keeps one placement a class (--cut symmetry, lex)
  double count_seconds = 0;
  std::map<int64_t, int64_t> orbits;  // with unique: classes by orbit size (Classes::orbits)
  // A file with symmetry rows (--cut symmetry) keeps at least one placement of each class (often more), not every
  // placement: the solutions listed are those, and `placements` counts every optimal placement,
  // their images under the board's symmetries (and the exchange of the armies).
  bool representatives = false;
  std::optional<int64_t> placements;
  bool enumerated = false;          // --all ran
  bool complete = false;            // the enumeration proved there is no other solution
  // An enumeration by number of pieces (solutions that can hold one another): each number
  // searched, and how many solutions have it.
  std::vector<std::pair<int64_t, int64_t>> by_size;
  bool partial() const { return enumerated && !complete; }  // stopped by a limit, the clock or a signal
  bool time_limit_hit = false;
  int interrupted_by = 0;           // the signal that stopped an enumeration (exit 128 + it)
  std::string licence_stop;         // an enumeration stopped by the solver's licence: its message (exit 4)
  // --solution FILE: the answer is a file's, whose status (optimal, infeasible) is its claim, which
  // the checker cannot test; `status_stated`: the file states one.
  bool from_file = false, status_stated = false;
  int solves = 0;
  std::optional<ListingEngine> engine;  // when --all ran
  int jobs = 0, cubes = 0;          // the library engine's
  std::vector<std::string> cube_files;  // --cubes: the files written
  double seconds = 0, solver_seconds = 0;
  double solver_cpu_seconds = 0;    // the solver processes' CPU time (the process engine's runs)
  std::optional<BoardInfo> board;
  FileFormat format = FileFormat::lp;
  std::vector<std::string> faults;  // the independent check's findings (JSON "problems")
  Teaching teaching;  // --html: the model as read, its header, relaxations and formulas
  std::optional<ProofReport> proof;  // --proof, when the solver proved there is no solution
  ExitCode exit_code = exit_ok;
};

// Throws DriverError for bad input, a missing or failing solver.
SolveReport run_session(const SolveRequest& request);

// boardlp-solve FILE --write OUT: the model the read stage holds, written by boardlp's writer of
// the format asked (writer.hpp), to OUT (empty or "-": standard output). The rows are the file's,
// never rebuilt from its header; the header's words are its spec's. Throws DriverError.
void convert_model(const SolveRequest& request, const std::string& out_path, const FileChoice& choice);

}  // namespace boardlp
