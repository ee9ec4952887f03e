#include "formulation.hpp"
#include "solve_options.hpp"
#include "model_options.hpp"

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
#include "option_table.hpp"
#include "program_doc.hpp"
#include "text_lines.hpp"

namespace po = boost::program_options;

namespace boardlp {

namespace {

using Option = OptionRecord<SolveCommand>;
using Kind = OptionKind;

void fill_solver(const Option& o, const OptionValues& vm, SolveCommand& cmd) {
  const std::string s = o.text(vm);
  cmd.request.solver = backend_named(s);
  if (!cmd.request.solver) throw UserError(fmt::format("--solver {}: use {} (--solver help lists them)", s, backend_names()));
}

void fill_solution(const Option& o, const OptionValues& vm, SolveCommand& cmd) {
  cmd.request.solution_file = o.text(vm);
  if (cmd.request.solution_file.empty()) throw UserError("--solution needs a FILE (or - for standard input)");
  if (cmd.request.solution_file == "-" && cmd.request.input == "-")
    throw UserError("--solution - and the model - cannot both be standard input");
}

void fill_solver_option(const Option& o, const OptionValues& vm, SolveCommand& cmd) {
  for (const std::string& given : o.texts(vm)) {
    const size_t eq = given.find('=');
    SolverOption o{given.substr(0, eq), eq == std::string::npos ? std::string() : given.substr(eq + 1)};
    const bool name_ok = !o.name.empty() && std::all_of(o.name.begin(), o.name.end(), [](char c) {
      return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '/' || c == '-' || c == ':';
    });
    if (!name_ok || (eq != std::string::npos && o.value.empty()))
      throw UserError(fmt::format("--solver-option '{}': write NAME=VALUE (letters, digits and _ . / - : in the name), or NAME "
                                  "alone for a switch, e.g. --solver-option DegenMoves=6",
                                  printable(given, 60)));
    if (o.value.find_first_of("\n\r") != std::string::npos)
      throw UserError(fmt::format("--solver-option {}: a value is one line", o.name));
    cmd.request.solver_options.push_back(std::move(o));
  }
}

void fill_engine(const Option& o, const OptionValues& vm, SolveCommand& cmd) {
  const std::string e = o.text(vm);
  if (e == "library") cmd.request.search.engine = EngineKind::library;
  else if (e == "process") cmd.request.search.engine = EngineKind::process;
  else throw UserError(fmt::format("--engine {}: use library or process", e));
}

void fill_proof(const Option& o, const OptionValues& vm, SolveCommand& cmd) {
  cmd.request.proof_dir = o.text(vm);
  if (cmd.request.proof_dir.empty()) throw UserError("--proof needs a DIR for the proofs");
}

void fill_cubes(const Option& o, const OptionValues& vm, SolveCommand& cmd) { cmd.request.cubes_dir = o.text(vm); }

void fill_html(const Option& o, const OptionValues& vm, SolveCommand& cmd) {
  cmd.html_path = o.text(vm);
  if (cmd.html_path.empty() || cmd.html_path == "-") throw UserError("--html needs a file name for the page, e.g. --html queens8.html");
  cmd.request.teaching = true;
}

void fill_write(const Option& o, const OptionValues& vm, SolveCommand& cmd) {
  cmd.write_path = o.text(vm);
  if (cmd.write_path.empty()) throw UserError("--write needs a file, e.g. --write model.mps (- for standard output)");
  if (vm.count("write-format")) return;
  const std::optional<FileFormat> format = format_from_extension(cmd.write_path);
  if (!format || !format_row(*format).model)
    throw UserError(fmt::format("--write {}: its extension names no format of a model; end it in {}, or give "
                                "--write-format",
                                cmd.write_path, format_extensions(true)));
  cmd.write.format = *format;
}

void fill_write_format(const Option& o, const OptionValues& vm, SolveCommand& cmd) {
  cmd.write.format = format_from(o.text(vm), true);
}

// --encoding and --literal-order, as boardlp takes them (its records' words).
const ModelOption& model_record(std::string_view name) { return *model_option(name); }

// boardlp-solve's own options (the board's, for a file without boardlp's header, are every
// program's: add_square_options), in the order --help lists them and the command is filled.
OptionTable<SolveCommand> make_table() {
  OptionTable<SolveCommand> t;
  t.records = {
      {.name = "solver", .value = backend_choices(),
       .help = "the solver: " + backend_names() + " (default: the first that is ready); --solver help lists them, "
               "ready or not, with what each can do",
       .fill = fill_solver},
      {.name = "solver-path", .value = "PATH",
       .help = "the solver's program (default: found in PATH, or boardlp's Python environment for a Python solver)",
       .fill = [](const Option& o, const OptionValues& vm, SolveCommand& c) { c.request.solver_path = o.text(vm); }},
      {.name = "solution", .value = "FILE",
       .help = "check, draw and report the solution in FILE (- for standard input) instead of solving: Gurobi's .sol, "
               "SCIP's, MIPLIB's, CPLEX's XML, Xpress's .slx, HiGHS's, cbc's, glpsol's -o report, or a SAT, PB or MaxSAT "
               "solver's s, v and o lines, told from the content",
       .file = FileRole::input, .fill = fill_solution},
      {.name = "threads", .value = "N", .kind = Kind::whole,
       .help = "the solver's threads (default: the solver's own; --solver help says each one's)", .lo = 1, .hi = kMostThreads,
       .fill = [](const Option& o, const OptionValues& vm, SolveCommand& c) { c.request.threads = static_cast<int>(o.whole(vm)); }},
      {.name = "time-limit", .value = "SECONDS", .kind = Kind::seconds, .help = "wall-clock limit for the whole run",
       .fill = [](const Option& o, const OptionValues& vm, SolveCommand& c) { c.request.time_limit = o.seconds(vm); }},
      {.name = "solver-option", .value = "NAME=VALUE", .kind = Kind::texts,
       .help = "one of the solver's own parameters, given to it as it is, after boardlp's settings (repeatable; NAME alone "
               "for a switch): --solver gurobi --solver-option DegenMoves=6; --solver help says each solver's form",
       .fill = fill_solver_option},
      {.name = "log", .value = "FILE", .help = "append the solver's own output to FILE",
       .file = FileRole::output, .fill = [](const Option& o, const OptionValues& vm, SolveCommand& c) { c.request.log_path = o.text(vm); }},
      {.name = "verbose,v", .kind = Kind::flag, .help = "print each solver command line and its time to standard error",
       .fill = [](const Option&, const OptionValues&, SolveCommand& c) { c.request.verbose = true; }},
      {.name = "all", .kind = Kind::flag, .help = "every optimal solution (each cut off by a no-good row as it is found)",
       .fill = [](const Option&, const OptionValues&, SolveCommand& c) { c.request.all = true; }},
      {.name = "engine", .value = "library|process",
       .help = "how --all searches: library (default): in one search tree per cube, on the solver's library (a "
               "Python solver: its runner keeps the model and adds each no-good row in memory; ACE: its own listing, each placement once, where no column beyond the placement's but a segment's owner can vary); "
               "process: one solver process per solution, each reading the model and the cuts so far (boardlp-count "
               "--list lists the dominations of a board by its own search)",
       .fill = fill_engine},
      {.name = "jobs,j", .value = "N", .kind = Kind::whole,
       .help = "cubes searched at once by --engine library (default: the cores)", .lo = 1, .hi = kMostThreads,
       .fill = [](const Option& o, const OptionValues& vm, SolveCommand& c) { c.request.search.jobs = static_cast<int>(o.whole(vm)); }},
      {.name = "cubes", .value = "DIR",
       .help = "with --all: write the disjoint parts of the search (cubes) as MPS files in DIR, for a cluster, instead of "
               "solving them",
       .fill = fill_cubes},
      {.name = "limit", .value = "K", .kind = Kind::whole, .help = "stop after K solutions (implies --all)", .lo = 1,
       .fill = [](const Option& o, const OptionValues& vm, SolveCommand& c) {
         c.request.all = true;
         c.request.search.limit = o.whole(vm);
       }},
      {.name = "proof", .value = "DIR",
       .help = "with --solver cadical: when the model has no solution, keep the CNF solved and its DRAT proof in DIR "
               "(named as the input) and check the proof with rate",
       .fill = fill_proof},
      {.name = "count", .kind = Kind::flag,
       .help = "count the optimal placements (a feasibility model's: every placement) with a model counter, GANAK: the "
               "model with its objective fixed at the optimum --solver finds, as CNF projected on the placement's columns; "
               "checked against boardlp-count where it answers",
       .fill = [](const Option&, const OptionValues&, SolveCommand& c) { c.request.count = true; }},
      {.name = "unique", .kind = Kind::flag,
       .help = "also count the solutions up to the board's rotations and reflections (implies --all)",
       .fill = [](const Option&, const OptionValues&, SolveCommand& c) { c.request.all = c.request.unique = true; }},
      {.name = "json", .kind = Kind::flag, .help = "one JSON document on standard output instead of text",
       .fill = [](const Option&, const OptionValues&, SolveCommand& c) { c.json = true; }},
      {.name = "exit-zero", .kind = Kind::flag,
       .help = "with --json: exit 0 once the report is written, whatever it says (for job runners that retry a failed "
               "job, as GNU parallel --retries does, and read the answer from the report)",
       .fill = [](const Option&, const OptionValues&, SolveCommand& c) { c.exit_zero = true; }},
      {.name = "svg", .value = "FILE", .help = "draw the boards to FILE",
       .file = FileRole::output, .fill = [](const Option& o, const OptionValues& vm, SolveCommand& c) { c.svg_path = o.text(vm); }},
      {.name = "html", .value = "PAGE",
       .help = "write a teaching page to PAGE: the model in algebra, the board, each constraint linked to its squares, the "
               "LP relaxation of both formulations (one HTML file, works offline)",
       .file = FileRole::output, .fill = fill_html},
      {.name = "write", .value = "OUT",
       .help = "convert the file instead of solving it: the model read, rows as the file states them, written to OUT "
               "(- for standard output) by boardlp's own writer of OUT's format (its extension, or --write-format), with "
               "the header the file's boardlp header line describes",
       .file = FileRole::output, .fill = fill_write},
      {.name = "write-format", .value = format_choices(true), .help = "--write's format (default: from OUT's extension)",
       .fill = fill_write_format},
      {.name = "encoding", .value = model_record("encoding").value,
       .help = "with --write to cnf or wcnf, as boardlp takes it: " + model_record("encoding").help,
       .fill = [](const Option& o, const OptionValues& vm, SolveCommand& c) { c.write.encodings = encodings_for(c.write.format, o.text(vm)); }},
      {.name = "literal-order", .value = model_record("literal-order").value,
       .help = "with --write, as boardlp takes it: " + model_record("literal-order").help,
       .fill = [](const Option& o, const OptionValues& vm, SolveCommand& c) {
         c.write.order = literal_order_for(c.write.format, o.text(vm));
       }},
      {.name = "ascii", .kind = Kind::flag, .help = "ASCII board: Q R B K N, # wall, + added wall, . empty",
       .fill = [](const Option&, const OptionValues&, SolveCommand& c) { c.ascii = true; }},
      {.name = "format", .value = format_choices(true), .help = "the file's format (default: from the header, extension or content)",
       .fill = [](const Option& o, const OptionValues& vm, SolveCommand& c) { c.request.format = format_from(o.text(vm), true); }},
      {.name = "piece", .value = "PIECE", .help = "for a file without boardlp's header: the piece"},
      {.name = "board", .value = "N|RxC", .help = "for a file without boardlp's header: the board"},
  };
  t.excludes("solution",
             {"solver", "solver-path", "solver-option", "threads", "time-limit", "all", "limit", "engine", "jobs", "cubes", "proof",
              "count"},
             "--solution checks a solution already found: leave out --{}");
  t.excludes("count", {"all", "limit", "unique", "cubes", "engine", "jobs"},
             "--count counts the placements without listing them; --{} lists them: give one of the two");
  t.excludes("proof", {"all", "limit", "unique"},
             "--proof keeps a proof that the model has no solution; --all's last run proves only that no other remains: "
             "leave out --all, --limit and --unique");
  t.needs("cubes", {"all", "limit", "unique"}, "--cubes splits the search of --all: give --all too");
  t.needs("engine", {"all", "limit", "unique"}, "--engine and --jobs choose how --all searches: give --all (or --limit, --unique) too");
  t.needs("jobs", {"all", "limit", "unique"}, "--engine and --jobs choose how --all searches: give --all (or --limit, --unique) too");
  t.needs("exit-zero", {"json"}, "--exit-zero leaves the answer to the report: give --json too");
  t.needs("write-format", {"write"}, "--write-format is the format --write converts to: give --{} OUT too");
  t.needs("encoding", {"write"}, "--encoding shapes the CNF or WCNF file --write converts to: give --{} OUT too");
  t.needs("literal-order", {"write"}, "--literal-order numbers the file --write converts to: give --{} OUT too");
  return t;
}

const OptionTable<SolveCommand>& solve_table() {
  static const OptionTable<SolveCommand> table = make_table();
  return table;
}

po::options_description visible_options() {
  po::options_description o("Options");
  declare_options<SolveCommand>(o, solve_table().records);
  add_square_options(o, "for a file without boardlp's header: ");
  add_program_options(o);
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
  if (vm.count("write"))
    for (const auto& [name, values] : vm.all())
      if (!(name == "file" || name == "write" || name == "write-format" || name == "encoding" || name == "literal-order" ||
            name == "format" || name == "time-limit"))
        throw bad(fmt::format("--write converts the file and solves nothing: leave out --{}", name));
  if (!vm.count("file"))
    throw bad("no model FILE given: write boardlp-solve FILE, or - for standard input");
  SolveRequest& req = cmd.request;
  req.input = vm.text("file");
  solve_table().fill(vm, cmd);
  std::vector<NamedPath> inputs = shared_input_files(vm);
  for (const NamedPath& f : solve_table().files(vm, FileRole::input)) inputs.push_back(f);
  if (req.input != "-") inputs.emplace_back("the model file", req.input);
  refuse_output_onto_input(inputs, solve_table().files(vm, FileRole::output));
  // The rules that depend on the engine chosen, not only on which options were given.
  if (vm.count("cubes") && vm.count("engine") && req.search.engine == EngineKind::process)
    throw bad("--cubes is the library engine's split: drop --engine process");
  if (vm.count("jobs") && req.search.engine == EngineKind::process)
    throw bad("--jobs is for --engine library; the process engine runs one solver at a time");

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
