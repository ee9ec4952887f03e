#include "session.hpp"

#include <algorithm>
#include <cmath>

#include "file_parts.hpp"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>

#include <fmt/format.h>

#include "clock.hpp"
#include "counting.hpp"
#include "cube_pool.hpp"
#include "errors.hpp"
#include "file_parts.hpp"
#include "gzip_file.hpp"
#include "model_reader.hpp"
#include "numbers.hpp"
#include "solution_file.hpp"
#include "text_lines.hpp"
#include "wording.hpp"

namespace boardlp {

namespace {

// A cost, coefficient or finite bound the solver cannot take is refused before the solve (cbc
// answers "infeasible" on a feasible model with a coefficient of 1e308, and aborts on a cost of
// 1e300), naming the number, where it stands, and the solver's limit.
void refuse_numbers_past(const ModelData& m, const Backend& backend) {
  const NumberLimit limit = backend.number_limit();
  if (limit.below <= 0) return;
  auto refuse = [&](double v, const std::string& where) {
    throw DriverError(exit_bad_input, fmt::format("{} is {:g}, and {}: scale the model's numbers down, or choose another "
                                                  "--solver (glpk takes it)",
                                                  where, v, limit.says));
  };
  // CoinUtils' readers give an infinite bound as COIN_DBL_MAX (and read 1e30 and more as infinite).
  auto finite = [](double v) { return std::isfinite(v) && std::abs(v) < 1e30; };
  for (size_t j = 0; j < m.objective.size(); ++j)
    if (std::abs(m.objective[j]) >= limit.below) refuse(m.objective[j], fmt::format("the cost of {}", m.col_names[j]));
  const CoinPackedMatrix& a = m.rows;
  for (int i = 0; i < a.getNumRows(); ++i) {
    const CoinShallowPackedVector row = a.getVector(i);
    for (int k = 0; k < row.getNumElements(); ++k)
      if (std::abs(row.getElements()[k]) >= limit.below)
        refuse(row.getElements()[k], fmt::format("the coefficient of {} in row {}",
                                                 m.col_names[static_cast<size_t>(row.getIndices()[k])],
                                                 m.row_names[static_cast<size_t>(i)]));
    for (const double b : {m.row_lower[static_cast<size_t>(i)], m.row_upper[static_cast<size_t>(i)]})
      if (finite(b) && std::abs(b) >= limit.below)
        refuse(b, fmt::format("the right-hand side of row {}", m.row_names[static_cast<size_t>(i)]));
  }
  for (size_t j = 0; j < m.col_names.size(); ++j)
    for (const double b : {m.col_lower[j], m.col_upper[j]})
      if (finite(b) && std::abs(b) >= limit.below) refuse(b, fmt::format("the bound of {}", m.col_names[j]));
}


namespace fs = std::filesystem;

// The model file to solve: the input as given, or standard input (or a pipe or device given by
// name, as <(boardlp queens 8) is) saved in the work folder: the readers need a file they can seek.
std::string materialize_input(const SolveRequest& req, const TempFolder& work, FileFormat& format) {
  std::error_code ec;
  const bool stream = req.input == "-" || (fs::exists(req.input, ec) && !fs::is_regular_file(req.input, ec) &&
                                           !fs::is_directory(req.input, ec));
  if (stream) {
    std::ifstream named;
    if (req.input != "-") named.open(req.input, std::ios::binary);
    std::istream& in = req.input == "-" ? std::cin : named;
    std::string text(std::istreambuf_iterator<char>(in), {});
    if (text.empty())
      throw DriverError(exit_bad_input, req.input == "-" ? std::string("standard input is empty: pipe a model into boardlp-solve -")
                                                         : fmt::format("{}: gave no bytes (it is no regular file, and it is "
                                                                       "empty): give a model file", req.input));
    format = req.format.value_or(detect_format(req.input == "-" ? "" : req.input, text));
    const std::string path = work.file(input_name("input", format));
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }
  if (!fs::exists(req.input, ec)) throw DriverError(exit_bad_input, fmt::format("{}: no such file", req.input));
  if (fs::is_directory(req.input, ec)) throw DriverError(exit_bad_input, fmt::format("{}: is a folder, not a model file", req.input));
  std::ifstream probe(req.input, std::ios::binary);
  if (!probe) throw DriverError(exit_bad_input, fmt::format("{}: cannot be read (check its permissions)", req.input));
  if (is_gzip_file(req.input)) {  // model.lp.gz: every later step reads the plain text
    const std::string text = gunzip_file(req.input);
    format = req.format.value_or(detect_format(strip_gz(req.input), text.substr(0, 4096)));
    const std::string path = work.file(input_name("input", format));
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }
  format = req.format.value_or(detect_format(req.input, read_file_head(req.input)));
  return fs::absolute(req.input).string();
}

// read: the file the user gave, its header's board (or the one given on the command line) and
// its model, checked against each other.
ReadFile read_stage(const SolveRequest& req, const TempFolder& work, double time_left) {
  ReadFile read;
  read.path = materialize_input(req, work, read.format);
  const std::string& path = read.path;
  const std::optional<BoardInfo> from_header = read_header(read_file_head(path));
  read.board = from_header ? from_header : req.board;
  try {
    read.model = read_model_file(path, read.format, work, time_left);
  } catch (const DriverError& e) {  // name the file the user gave, not its unpacked copy
    if (path == fs::absolute(req.input).string()) throw;
    std::string message = e.what();
    const std::string given = req.input == "-" ? "standard input" : req.input + " (unpacked)";
    for (size_t at; (at = message.find(path)) != std::string::npos;) message.replace(at, path.size(), given);
    throw DriverError(e.code(), message);
  }
  if (read.board) check_header_matches(*read.board, read.model.col_names);
  if ((req.all || req.count) && read.board && read.board->spec.dominance)
    throw DriverError(exit_bad_input, fmt::format("{} leaves the dominated squares empty (--dominance: dominance= in its header), "
                                                  "which keeps the optimum but not every optimal placement: write it without "
                                                  "--dominance to {}", req.input, req.count ? "count them" : "list them"));
  if (req.unique && !read.board)
    throw DriverError(exit_bad_input, "--unique needs the board: solve a boardlp file, or give --piece and --board");
  if (req.unique && answer_view(read.board->spec.problem).colours)
    throw DriverError(exit_bad_input, "--unique classes placements of pieces, and a colouring places none (its classes "
                                      "would also rename the colours): leave out --unique; boardlp-count --colour counts "
                                      "colourings up to renaming");
  return read;
}

// solve: the file as it is; an MPS file that maximizes by OBJSENSE as the minimization it was
// read as (cbc ignores the section and glpsol refuses it in fixed MPS), written anew. Its answer
// is checked; its objective is returned in the model's own sense.
RunOutcome solve_stage(const ReadFile& read, const Solver& solver, const RunOptions& options, const TempFolder& work,
                       bool verbose, SolveReport& report) {
  const ModelData& model = read.model;
  std::string solve_path = read.path;
  FileFormat solve_format = read.format;
  // Written anew as MPS: a file with OBJSENSE (cbc ignores it, glpsol refuses it) and a file of a
  // format the solver cannot read (OR-Tools reads MPS only). It holds the minimization.
  const bool anew = model.objsense_section || !solver.backend->reads(solve_format);
  std::optional<NumberedFile> numbered = numbered_file(model, solve_format);
  if (anew) {
    const GivenModel given = write_for_backend(model, solver, work, "as-min", true);
    solve_path = given.path;
    solve_format = given.format;
    numbered = given.numbered;
    if (verbose)
      std::cerr << fmt::format("boardlp-solve: {} is given the model as {}{}\n", solver.name(),
                               format_row(solve_format).what,
                               model.sign < 0 ? ", the minimum of the negated objective" : "");
  }
  RunOutcome first = run_solver(solver, solve_path, solve_format, work, options);
  if (numbered) name_numbered_answer(first.answer, model, *numbered, solver.name());
  if (anew && model.sign < 0) {
    if (first.answer.objective) first.answer.objective = -*first.answer.objective;
    if (first.answer.bound) first.answer.bound = -*first.answer.bound;
  }
  // A solver that states no objective (a MiniZinc satisfaction model): the file's, from the values.
  if (!first.answer.objective && (first.answer.status == SolveStatus::optimal || first.answer.status == SolveStatus::feasible))
    first.answer.objective = objective_of(model, first.answer);
  ++report.solves;
  report.solver_seconds += first.seconds;
  report.solver_cpu_seconds += first.cpu_seconds;
  report.status = first.answer.status;
  report.status_text = first.answer.status_text;
  report.exit_code = exit_code_of(first.answer.status);
  report.time_limit_hit = !first.interrupted_by &&
                          (first.answer.status == SolveStatus::no_solution || first.answer.status == SolveStatus::feasible);
  if (first.interrupted_by) {
    report.interrupted_by = first.interrupted_by;
    report.exit_code = static_cast<ExitCode>(128 + first.interrupted_by);
  }
  if (first.answer.status == SolveStatus::optimal || first.answer.status == SolveStatus::feasible) {
    report.objective = stated_objective(read.board ? &*read.board : nullptr, read.format, *first.answer.objective);
    if (*report.objective != *first.answer.objective) report.file_objective = *first.answer.objective;
    if (first.answer.bound)
      report.bound = stated_objective(read.board ? &*read.board : nullptr, read.format, *first.answer.bound);
    report.solutions.push_back(checked_solution(first.answer, model, read, report.objective, report.faults));
  }
  if (!report.faults.empty()) report.exit_code = exit_check_failed;
  return first;
}

// --cubes DIR: the enumeration's cubes written as files for a cluster, instead of searched here.
// A solution a solver wrote outside boardlp (--solution FILE): read, matched to the model's
// columns by name (a column the file leaves out is 0), checked and reported as a solve's answer.
void solution_file_stage(const ReadFile& read, const SolveRequest& req, SolveReport& report) {
  std::string text;
  if (req.solution_file == "-") {
    text.assign(std::istreambuf_iterator<char>(std::cin), {});
  } else {
    std::error_code ec;
    if (!fs::exists(req.solution_file, ec))
      throw DriverError(exit_bad_input, fmt::format("--solution {}: no such file", req.solution_file));
    if (fs::is_directory(req.solution_file, ec))
      throw DriverError(exit_bad_input, fmt::format("--solution {}: is a folder, not a solution file", req.solution_file));
    text = is_gzip_file(req.solution_file) ? gunzip_file(req.solution_file) : read_whole_file(req.solution_file);
  }
  const std::string given = req.solution_file == "-" ? "standard input" : req.solution_file;
  SolutionFile file;
  try {
    file = parse_solution_file(text);
  } catch (const DriverError& e) {
    throw DriverError(e.code(), fmt::format("--solution {}: {}", given, e.what()));
  }
  const ModelData& model = read.model;
  // The competitions' output numbers the variables: "#N" is the model's column N (OPB, CNF and WCNF
  // number them in column order).
  for (auto& [name, value] : file.answer.values) {
    if (name.empty() || name[0] != '#') continue;
    const size_t n = std::stoull(name.substr(1));
    if (n < 1 || n > model.col_names.size())
      throw DriverError(exit_bad_input, fmt::format("--solution {}: variable {} is not one of the {} of {} (is it the "
                                                    "answer for another file?)",
                                                    given, n, model.col_names.size(), req.input));
    name = model.col_names[n - 1];
  }
  double dot = 0;
  for (const auto& [name, value] : file.answer.values) {
    const int j = model.column(name);
    if (j < 0)
      throw DriverError(exit_bad_input, fmt::format("--solution {}: {} is not a column of {} (is it the solution of "
                                                    "another model?)",
                                                    given, name, req.input));
    dot += model.objective[static_cast<size_t>(j)] * value;
  }
  report.solver = "file (" + file.format + ")";
  report.from_file = true;
  report.status_stated = file.status_stated;
  SolverAnswer answer = std::move(file.answer);
  const bool has_values = answer.status != SolveStatus::infeasible && answer.status != SolveStatus::no_solution &&
                          answer.status != SolveStatus::unbounded;
  if (has_values && !file.status_stated) answer.status = SolveStatus::feasible;
  report.status = answer.status;
  report.status_text = has_values && !file.status_stated ? "a solution (the file states no status)"
                       : answer.status_text.empty()   ? std::string(status_word(answer.status))
                                                      : answer.status_text + " (as the file says)";
  report.exit_code = has_values ? exit_ok : exit_code_of(answer.status);
  if (has_values) {
    const double objective = model.sign * dot;  // the file's own sense, from the values
    report.objective = stated_objective(read.board ? &*read.board : nullptr, read.format, objective);
    if (*report.objective != objective) report.file_objective = objective;
    // The file's objective against its values, each with the constant of a model read from OPB or
    // WCNF (a MaxSAT cost): the competitions' "o" line in the minimization form of the file its
    // solver read, the others in the model's own sense.
    const double from_values = (file.objective_minimized ? dot : objective) + model.objective_constant;
    const std::optional<double> stated = answer.objective;
    answer.objective.reset();  // compared here, in its own sense, not by the file's rows below
    report.solutions.push_back(checked_solution(answer, model, read, report.objective, report.faults));
    if (stated && std::abs(*stated - from_values) > 1e-6 * std::max(1.0, std::abs(from_values)))
      report.faults.push_back(fmt::format("the file states the objective {}{}, but its values give {}", number_text(*stated),
                                          file.objective_minimized ? " (its 'o' line, minimized)" : "", number_text(from_values)));
  }
  if (!report.faults.empty()) report.exit_code = exit_check_failed;
}

// --proof DIR: the CNF the solver proved has no solution and its DRAT proof, kept in DIR under the
// input's name (each written whole, then renamed), and checked by rate. A proof rate rejects is a
// failed check.
void proof_stage(const RunOutcome& run, const SolveRequest& req, const TempFolder& work, SolveReport& report) {
  std::error_code ec;
  if (run.answer.status != SolveStatus::infeasible) {
    fs::remove(work.file("proof.drat"), ec);
    return;
  }
  fs::create_directories(req.proof_dir, ec);
  if (ec) throw DriverError(exit_bad_input, fmt::format("--proof {}: cannot make the folder: {}", req.proof_dir, ec.message()));
  std::string stem = req.input == "-" ? std::string("stdin") : fs::path(req.input).filename().string();
  if (stem.size() > 3 && stem.ends_with(".gz")) stem.resize(stem.size() - 3);
  if (const size_t dot = stem.rfind('.'); dot != std::string::npos && dot > 0) stem.resize(dot);
  const std::string cnf = (fs::path(req.proof_dir) / (stem + ".cnf")).string();
  const std::string drat = (fs::path(req.proof_dir) / (stem + ".drat")).string();
  for (const auto& [from, to] : {std::pair{run.model_path, cnf}, std::pair{work.file("proof.drat"), drat}}) {
    const std::string part = to + ".part";
    fs::copy_file(from, part, fs::copy_options::overwrite_existing, ec);
    if (!ec) fs::rename(part, to, ec);
    if (ec) {
      fs::remove(part);
      throw DriverError(exit_bad_input, fmt::format("--proof {}: cannot write {}: {}", req.proof_dir, to, ec.message()));
    }
  }
  report.proof = check_drat(cnf, drat, work.file("proof-check.log"));
  if (report.proof->verdict == "rejected") {
    report.faults.push_back(fmt::format("the DRAT proof {} is rejected by {}: {}", drat, report.proof->checker, report.proof->why));
    report.exit_code = exit_check_failed;
  }
}

void write_cubes_stage(const ReadFile& read, const EnumerationModel& em, const SolveRequest& req, const TempFolder& work,
                       SolveReport& report) {
  const std::string head = read_file_head(read.path);
  std::string header_line;
  if (read_header(head))
    header_line = std::string(trim(head.substr(1, head.find('\n') == std::string::npos ? std::string::npos : head.find('\n') - 1)));
  report.cube_files = write_cube_files(em.fixed, split_into_cubes(em.fixed, em.placement), req.cubes_dir, header_line, work);
  report.cubes = static_cast<int>(report.cube_files.size());
  report.engine = ListingEngine::library;
}

// The search's solutions (the first solve's among them) in place of the first solve's alone.
void add_enumeration(Enumeration e, SolveReport& report) {
  report.solutions = std::move(e.solutions);
  report.faults = std::move(e.faults);
  report.engine = e.engine;
  report.jobs = e.jobs;
  report.cubes = e.cubes;
  report.solves += e.solves;
  report.solver_seconds += e.solver_seconds;
  report.solver_cpu_seconds += e.solver_cpu_seconds;
  report.complete = e.complete;
  report.by_size = std::move(e.by_level);
  report.time_limit_hit = report.time_limit_hit || e.time_limit_hit;
  if (e.interrupted_by) report.interrupted_by = e.interrupted_by;
  report.licence_stop = std::move(e.licence_stop);
  if (e.exit_code != exit_ok) report.exit_code = e.exit_code;
}

// classify, on an answer the check passed.
void classify(const ReadFile& read, const SolveRequest& req, SolveReport& report) {
  if (!report.faults.empty()) return;
  const Classes c = classify_stage(read, report.solutions, report.objective, report.enumerated, req.unique, report.complete);
  report.representatives = c.representatives;
  report.placements = c.placements;
  report.unique = c.unique;
  report.orbits = c.orbits;
  if (!c.fault.empty()) {
    report.faults.push_back(c.fault);
    report.exit_code = exit_check_failed;
  }
}

}  // namespace

void convert_model(const SolveRequest& req, const std::string& out_path, const FileChoice& choice) {
  const RunClock clock{Clock::now(), req.time_limit};
  TempFolder work;
  const ReadFile read = read_stage(req, work, clock.remaining());
  std::optional<Spec> spec;
  if (read.board && read.board->problem_known) spec = read.board->spec;
  try {
    const std::unique_ptr<SparseModel> model = sparse_model_of(read.model, spec);
    write_output(out_path == "-" ? std::string() : out_path, [&](OutBuffer& out) { write_model(*model, choice, out); });
  } catch (const UserError& e) {
    throw DriverError(exit_bad_input, e.what());
  }
}

namespace {

// What the request asks of the solver that it cannot do (options of its own, a proof, threads,
// numbers past its limits), refused in one line before it runs.
void refuse_what_solver_cannot(const SolveRequest& req, const Solver& solver, const ReadFile& read) {
  if (!req.solver_options.empty()) {
    if (solver.backend->option_form().empty())
      throw DriverError(exit_bad_input, fmt::format("--solver-option: {} takes no options here; leave it out (--solver help "
                                                    "says which solvers take them, and how)",
                                                    solver.backend->library()));
    if (req.all && req.search.engine == EngineKind::library && solver.backend->engine())
      throw DriverError(exit_bad_input, fmt::format("--solver-option reaches {}'s program, and --all's library engine searches "
                                                    "in boardlp's own tree: add --engine process, or leave out --solver-option",
                                                    solver.backend->library()));
  }
  if (!req.proof_dir.empty() && !solver.backend->writes_proofs())
    throw DriverError(exit_bad_input, fmt::format("--proof: {} writes no DRAT proof; --solver {} does (on CNF)",
                                                  solver.name(), proof_backend_names()));
  if (req.threads > 1 && solver.backend->max_threads() == 1)
    throw DriverError(exit_bad_input, fmt::format("--threads {}: {} runs on one thread; leave out --threads, or choose "
                                                  "another --solver",
                                                  req.threads, solver.backend->library()));
  refuse_numbers_past(read.model, *solver.backend);
  if (const int most = solver.backend->max_threads(); most > 1 && req.threads > most)
    throw DriverError(exit_bad_input, fmt::format("--threads {}: {} runs at most {} threads; give --threads 1 to {}",
                                                  req.threads, solver.backend->library(), most, most));
}

RunOptions run_options_of(const SolveRequest& req, const ReadFile& read, const RunClock& clock, const TempFolder& work) {
  RunOptions options;
  options.solver_options = req.solver_options;
  options.time_limit = clock.remaining();
  options.log_path = req.log_path;
  options.verbose = req.verbose;
  options.threads = req.threads;
  options.columns = static_cast<int64_t>(read.model.col_names.size());
  options.rows = static_cast<int64_t>(read.model.row_names.size());
  if (!req.proof_dir.empty()) options.proof = work.file("proof.drat");
  return options;
}

// --count's answer in the report: the count, who counted it and checked it, a stop or a fault.
void add_count(const Counted& c, const ReadFile& read, SolveReport& report) {
  report.counted = c.count;
  report.counted_by = c.counter;
  report.count_checked_by = c.checked_by;
  report.counted_representatives = c.representatives;
  report.counted_feasibility =
      std::all_of(read.model.objective.begin(), read.model.objective.end(), [](double a) { return a == 0; });
  report.count_seconds = c.seconds;
  if (c.interrupted_by) {
    report.interrupted_by = c.interrupted_by;
    report.exit_code = static_cast<ExitCode>(128 + c.interrupted_by);
  } else if (!c.count) {
    report.time_limit_hit = true;
    report.exit_code = exit_time_limit;
  }
  if (!c.fault.empty()) {
    report.faults.push_back(c.fault);
    report.exit_code = exit_check_failed;
  }
}

}  // namespace

SolveReport run_session(const SolveRequest& req) {
  const RunClock clock{Clock::now(), req.time_limit};
  TempFolder work;
  SolveReport report;
  report.input = req.input;

  const ReadFile read = read_stage(req, work, clock.remaining());
  report.format = read.format;
  report.board = read.board;
  if (std::vector<int64_t> parts = file_part_sizes(read.model); parts.size() >= 2) report.parts = std::move(parts);
  if (!req.solution_file.empty()) {
    solution_file_stage(read, req, report);
    classify(read, req, report);
    if (req.teaching) report.teaching = teaching_stage(read, *find_solver(nullptr, "").backend);
    report.seconds = clock.elapsed();
    return report;
  }
  if (req.solver && req.solver->counts())
    throw DriverError(exit_bad_input, fmt::format("--solver {0}: {0} counts placements and finds none; give --count (it counts "
                                                  "with {0}), and --solver a solver that finds the optimum",
                                                  req.solver->name()));
  const Solver solver = find_solver(req.solver, req.solver_path);
  report.solver = solver.name();
  refuse_what_solver_cannot(req, solver, read);
  if (!req.solver_options.empty()) report.solver_options = req.solver_options;
  const RunOptions options = run_options_of(req, read, clock, work);
  const RunOutcome first = solve_stage(read, solver, options, work, req.verbose, report);
  if (!req.proof_dir.empty()) proof_stage(first, req, work, report);

  // --count: the model with its objective fixed at the optimum, counted by a model counter.
  if (req.count && first.answer.status == SolveStatus::optimal && report.faults.empty()) {
    const EnumerationModel em = enumeration_model(read, *first.answer.objective * read.model.sign, report.solutions.front());
    const Counted c = count_stage(em, read, req.search, work, clock, options);
    add_count(c, read, report);
  }
  // Every optimal solution: fix the objective to its optimum (the solution pool's two steps),
  // then cut off each solution found until the solver says there is no other.
  if (req.all && first.answer.status == SolveStatus::optimal && report.faults.empty()) {
    report.enumerated = true;
    EnumerationModel em = enumeration_model(read, *first.answer.objective * read.model.sign, report.solutions.front());
    if (req.verbose && em.tightened > 0)
      std::cerr << fmt::format("boardlp-solve: {} of one piece each made \"= 1\" for the enumeration\n",
                               counted(static_cast<uint64_t>(em.tightened), "row", "rows"));
    if (!req.cubes_dir.empty()) {
      write_cubes_stage(read, em, req, work, report);
      report.seconds = clock.elapsed();
      return report;
    }
    add_enumeration(enumerate_stage(em, solver, options, req.search, work, clock, read, report.solutions.front(),
                                    report.objective),
                    report);
  }
  classify(read, req, report);
  if (req.teaching) report.teaching = teaching_stage(read, *solver.backend);
  report.seconds = clock.elapsed();
  return report;
}

}  // namespace boardlp
