#include "formulation.hpp"
#include "solve_options.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <limits>
#include <sstream>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "errors.hpp"
#include "cli_common.hpp"
#include "options.hpp"
#include "program_doc.hpp"
#include "text_lines.hpp"

namespace po = boost::program_options;

namespace boardlp {

namespace {

po::options_description visible_options() {
  po::options_description o("Options");
  o.add_options()
      ("solver", po::value<std::string>()->value_name(backend_choices()),
       ("the solver: " + backend_names() + " (default: the first that is ready); --solver help lists them, "
        "ready or not, with what each can do").c_str())
      ("solver-path", po::value<std::string>()->value_name("PATH"),
       "the solver's program (default: found in PATH, or boardlp's Python environment for a Python solver)")
      ("solution", po::value<std::string>()->value_name("FILE"),
       "check, draw and report the solution in FILE (- for standard input) instead of solving: Gurobi's .sol, "
       "SCIP's, MIPLIB's, CPLEX's XML, Xpress's .slx, HiGHS's, cbc's, glpsol's -o report, or a SAT, PB or MaxSAT "
       "solver's s, v and o lines, told from the content")
      ("threads", po::value<std::string>()->value_name("N"),
       "the solver's threads (default: the solver's own; --solver help says each one's)")
      ("time-limit", po::value<std::string>()->value_name("SECONDS"), "wall-clock limit for the whole run")
      ("solver-option", po::value<std::vector<std::string>>()->value_name("NAME=VALUE")->composing(),
       "one of the solver's own parameters, given to it as it is, after boardlp's settings (repeatable; NAME alone for "
       "a switch): --solver gurobi --solver-option DegenMoves=6; --solver help says each solver's form")
      ("log", po::value<std::string>()->value_name("FILE"), "append the solver's own output to FILE")
      ("verbose,v", "print each solver command line and its time to standard error")
      ("all", "every optimal solution (each cut off by a no-good row as it is found)")
      ("engine", po::value<std::string>()->value_name("library|process|counter"),
       "how --all searches: library (default): in one search tree per cube, on the solver's library (a "
       "Python solver: its runner keeps the model and adds each no-good row in memory); "
       "process: one solver process per solution, each reading the model and the cuts so far; counter: the "
       "dominations in a file of boardlp's, listed by boardlp-count's search after the solver's optimum, each set "
       "checked against the file's rows and by the checker")
      ("jobs,j", po::value<std::string>()->value_name("N"), "cubes searched at once by --engine library (default: the cores)")
      ("cubes", po::value<std::string>()->value_name("DIR"),
       "with --all: write the disjoint parts of the search (cubes) as MPS files in DIR, for a cluster, instead of solving them")
      ("limit", po::value<std::string>()->value_name("K"), "stop after K solutions (implies --all)")
      ("proof", po::value<std::string>()->value_name("DIR"),
       "with --solver cadical: when the model has no solution, keep the CNF solved and its DRAT proof in DIR "
       "(named as the input) and check the proof with rate")
      ("unique", "also count the solutions up to the board's rotations and reflections (implies --all)")
      ("json", "one JSON document on standard output instead of text")
      ("exit-zero", "with --json: exit 0 once the report is written, whatever it says (for job runners that retry a "
                    "failed job, as GNU parallel --retries does, and read the answer from the report)")
      ("svg", po::value<std::string>()->value_name("FILE"), "draw the boards to FILE")
      ("html", po::value<std::string>()->value_name("PAGE"),
       "write a teaching page to PAGE: the model in algebra, the board, each constraint linked to its squares, the LP "
       "relaxation of both formulations (one HTML file, works offline)")
      ("playground", po::value<std::string>()->value_name("DIR"),
       "write the playground to DIR instead of solving: one offline page where a student edits a board, watches "
       "its model change and solves it with HiGHS in the browser, checked by boardlp's checker (no FILE; needs "
       "scripts/build-wasm's WebAssembly)")
      ("ascii", "ASCII board: Q R B K N, # wall, + added wall, . empty")
      ("format", po::value<std::string>()->value_name(format_choices(true)), "the file's format (default: from the header, extension or content)")
      ("piece", po::value<std::string>()->value_name("PIECE"), "for a file without boardlp's header: the piece")
      ("board", po::value<std::string>()->value_name("N|RxC"), "for a file without boardlp's header: the board");
  add_square_options(o, "for a file without boardlp's header: ");
  o.add_options()
      ("torus", "for a file without boardlp's header: the board is a torus")
      ("help,h", "show this help")
      ("version", "show the version");
  return o;
}

DriverError bad(const std::string& message) { return DriverError(exit_bad_input, message); }

}  // namespace

ProgramDoc solve_doc() {
  ProgramDoc doc;
  doc.name = "boardlp-solve";
  doc.summary = "solve a model file with " + backend_names() + ", check the answer, show the board";
  doc.usage = "Usage: boardlp-solve FILE [options]      (FILE may be - for standard input)\n\n";
  doc.sections = {doc_section("Options", visible_options())};
  doc.epilogue =
      "\nExamples:\n"
       "  boardlp queens 8 -o q.lp && boardlp-solve q.lp\n"
       "  boardlp queens 8 | boardlp-solve -\n"
       "  boardlp-solve q.lp --all --unique          92 solutions, 12 unique\n"
       "  boardlp-solve q.lp --all --jobs 2          the cubes searched two at a time\n"
       "  boardlp-solve q.lp --all --cubes DIR       the cubes written as files, for a cluster\n"
       "  boardlp-solve q.lp --solver glpk --json\n"
       "  boardlp-solve puzzle.lp --limit 2          is the answer unique?\n\n"
       "Exit status:\n"
       "  0 optimal (with --all: every solution found, or --limit reached)\n"
       "  1 infeasible\n"
       "  2 bad input (arguments, unreadable or malformed file, a header that does not match)\n"
       "  3 the time limit stopped the run (with or without a solution)\n"
       "  4 the solver is missing or not executable\n"
       "  5 the solver failed (crashed, exited non-zero, no or unreadable solution, unknown status)\n"
       "  6 the solution failed the independent check\n"
       "  7 unbounded\n";
  doc.first_words = {"FILE"};
  doc.see_also = {"boardlp", "boardlp-count", "boardlp-suite"};
  return doc;
}

std::string solve_help() { return help_text(solve_doc()); }

SolveCommand parse_solve_args(int argc, const char* const* argv) {
  const OptionValues vm = parse_program_line(argc, argv, visible_options(), {{"file"}}, "boardlp-solve",
                                                  "too many arguments: give one model FILE");
  SolveCommand cmd;
  if (vm.count("help")) {
    cmd.help = true;
    return cmd;
  }
  if (cmd.doc = doc_asked(vm, solve_doc()); !cmd.doc.empty()) return cmd;
  if (vm.count("version")) {
    cmd.version = true;
    return cmd;
  }
  if (vm.count("solver") && vm.text("solver") == "help") {
    cmd.solver_help = true;
    cmd.json = vm.count("json") > 0;
    return cmd;
  }
  if (vm.count("playground")) {
    cmd.playground_dir = vm.text("playground");
    if (cmd.playground_dir.empty()) throw bad("--playground needs a folder, e.g. --playground playground");
    for (const auto& [name, values] : vm.all())
      if (name != "playground")
        throw bad(fmt::format("--playground writes the page and solves nothing: leave out {}",
                              name == "file" ? "the FILE " + vm.text("file") : "--" + name));
    return cmd;
  }
  if (!vm.count("file")) throw bad("no model FILE given: write boardlp-solve FILE, or - for standard input");
  SolveRequest& req = cmd.request;
  req.input = vm.text("file");
  if (vm.count("solver")) {
    const std::string s = vm.text("solver");
    req.solver = backend_named(s);
    if (!req.solver) throw bad(fmt::format("--solver {}: use {} (--solver help lists them)", s, backend_names()));
  }
  if (vm.count("solver-path")) req.solver_path = vm.text("solver-path");
  if (const auto seconds = seconds_option(vm, "time-limit")) req.time_limit = *seconds;
  if (vm.count("solution")) {
    req.solution_file = vm.text("solution");
    if (req.solution_file.empty()) throw bad("--solution needs a FILE (or - for standard input)");
    if (req.solution_file == "-" && req.input == "-") throw bad("--solution - and the model - cannot both be standard input");
    for (const char* solving : {"solver", "solver-path", "solver-option", "threads", "time-limit", "all", "limit", "engine", "jobs",
                                "cubes", "proof"})
      if (vm.count(solving)) throw bad(fmt::format("--solution checks a solution already found: leave out --{}", solving));
  }
  for (const std::string& given : vm.texts("solver-option")) {
    const size_t eq = given.find('=');
    SolverOption o{given.substr(0, eq), eq == std::string::npos ? std::string() : given.substr(eq + 1)};
    const bool name_ok = !o.name.empty() && std::all_of(o.name.begin(), o.name.end(), [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '/' || c == '-' || c == ':';
    });
    if (!name_ok || (eq != std::string::npos && o.value.empty()))
      throw bad(fmt::format("--solver-option '{}': write NAME=VALUE (letters, digits and _ . / - : in the name), or NAME "
                            "alone for a switch, e.g. --solver-option DegenMoves=6",
                            printable(given, 60)));
    if (o.value.find_first_of("\n\r") != std::string::npos)
      throw bad(fmt::format("--solver-option {}: a value is one line", o.name));
    req.solver_options.push_back(std::move(o));
  }
  if (const auto threads = threads_option(vm)) req.threads = static_cast<int>(*threads);
  if (vm.count("log")) req.log_path = vm.text("log");
  req.verbose = vm.count("verbose") > 0;
  req.all = vm.count("all") || vm.count("limit") || vm.count("unique");
  req.unique = vm.count("unique") > 0;
  if (const auto limit = whole_option(vm, "limit", 1, std::numeric_limits<int64_t>::max())) req.search.limit = *limit;
  if (vm.count("engine")) {
    const std::string e = vm.text("engine");
    if (e == "library") req.search.engine = EngineKind::library;
    else if (e == "process") req.search.engine = EngineKind::process;
    else if (e == "counter") req.search.engine = EngineKind::counter;
    else throw bad(fmt::format("--engine {}: use library, process or counter", e));
  }
  if (const auto jobs = whole_option(vm, "jobs", 1, 1024)) req.search.jobs = static_cast<int>(*jobs);
  if (vm.count("proof")) {
    req.proof_dir = vm.text("proof");
    if (req.proof_dir.empty()) throw bad("--proof needs a DIR for the proofs");
    if (req.all) throw bad("--proof keeps a proof that the model has no solution; --all's last run proves only that no other remains: leave out --all, --limit and --unique");
  }
  if (vm.count("cubes")) {
    req.cubes_dir = vm.text("cubes");
    if (!req.all) throw bad("--cubes splits the search of --all: give --all too");
    if (req.search.engine == EngineKind::process && vm.count("engine")) throw bad("--cubes is the library engine's split: drop --engine process");
  }
  if (req.search.engine == EngineKind::counter) {
    if (vm.count("cubes")) throw bad("--cubes is the library engine's split: drop --engine counter");
    if (vm.count("time-limit"))
      throw bad("--engine counter lists in one search with no time limit of its own: leave out --time-limit, or use "
                "--engine library");
  }
  if ((vm.count("jobs")) && req.search.engine == EngineKind::process)
    throw bad("--jobs is for --engine library; the process engine runs one solver at a time");
  if ((vm.count("engine") || vm.count("jobs")) && !req.all)
    throw bad("--engine and --jobs choose how --all searches: give --all (or --limit, --unique) too");
  if (vm.count("format")) {
    req.format = format_from(vm.text("format"), true);
  }
  cmd.json = vm.count("json") > 0;
  cmd.exit_zero = vm.count("exit-zero") > 0;
  if (cmd.exit_zero && !cmd.json) throw bad("--exit-zero leaves the answer to the report: give --json too");
  cmd.ascii = vm.count("ascii") > 0;
  if (vm.count("svg")) cmd.svg_path = vm.text("svg");
  if (vm.count("html")) {
    cmd.html_path = vm.text("html");
    if (cmd.html_path.empty() || cmd.html_path == "-") throw bad("--html needs a file name for the page, e.g. --html queens8.html");
    cmd.request.teaching = true;
  }

  const bool board_given = vm.count("piece") || vm.count("board") || vm.count("walls") || vm.count("wall") ||
                           vm.count("holes") || vm.count("hole") || vm.count("fixed") || vm.count("fix") || vm.count("torus") ||
                           vm.count("pieces-on") || vm.count("cover-on");
  if (board_given) {
    if (!vm.count("piece") || !vm.count("board"))
      throw bad("--piece and --board go together (and --walls, --hole, --fix, --torus with them)");
    BoardInfo info;
    read_board_into(vm, info.spec);
    apply_square_classes(info.spec);
    req.board = info;
  }
  return cmd;
}

}  // namespace boardlp
