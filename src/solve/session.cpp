#include "session.hpp"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <set>
#include <sstream>
#include <thread>

#include <coin/CoinFinite.hpp>
#include <fmt/format.h>

#include "cube_pool.hpp"
#include "errors.hpp"
#include "gzip_file.hpp"
#include "model_reader.hpp"
#include "wording.hpp"
#include "symmetry.hpp"
#include "text_lines.hpp"

namespace boardlp {

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }


// The model file to solve: the input as given, or standard input saved in the work folder.
std::string materialize_input(const SolveRequest& req, const TempFolder& work, FileFormat& format) {
  if (req.input == "-") {
    std::string text(std::istreambuf_iterator<char>(std::cin), {});
    if (text.empty()) throw DriverError(exit_bad_input, "standard input is empty: pipe a model into boardlp-solve -");
    format = req.format.value_or(detect_format("", text));
    const std::string path = work.file(format == FileFormat::lp ? "input.lp" : "input.mps");
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }
  std::error_code ec;
  if (!fs::exists(req.input, ec)) throw DriverError(exit_bad_input, fmt::format("{}: no such file", req.input));
  if (fs::is_directory(req.input, ec)) throw DriverError(exit_bad_input, fmt::format("{}: is a folder, not a model file", req.input));
  std::ifstream probe(req.input, std::ios::binary);
  if (!probe) throw DriverError(exit_bad_input, fmt::format("{}: cannot be read (check its permissions)", req.input));
  if (is_gzip_file(req.input)) {  // model.lp.gz: every later step reads the plain text
    const std::string text = gunzip_file(req.input);
    format = req.format.value_or(detect_format(strip_gz(req.input), text.substr(0, 4096)));
    const std::string path = work.file(format == FileFormat::lp ? "input.lp" : "input.mps");
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }
  format = req.format.value_or(detect_format(req.input, read_file_head(req.input)));
  return fs::absolute(req.input).string();
}

// Checks one answer: the board rules (when known) and the file's own rows; fills the solution.
FoundSolution checked_solution(const SolverAnswer& answer, const ModelData& model, const SolveReport& report,
                               std::optional<double> stated, std::vector<std::string>& faults) {
  FoundSolution found;
  found.values = answer.values;
  std::vector<std::string> board_faults, file_faults = check_against_file(model, answer);
  if (report.board) {  // the board's rules first: they name the squares
    found.placement = placement_of(answer);
    board_faults = check_placement(*report.board, found.placement, stated);
  }
  // The solver kept every row of the file, yet the board's rules fail: the rows do not say what
  // the header promises (an edited or damaged file), and the user should know it is the file.
  if (!board_faults.empty() && file_faults.empty())
    board_faults.front() += "; the file's own rows allow it, so they do not match its header's board (a row "
                              "missing or changed?): write the file anew with boardlp";
  for (auto* list : {&board_faults, &file_faults})
    for (std::string& p : *list) faults.push_back(std::move(p));
  return found;
}

// The columns a solution is told apart by: every column, except a segment's owner in armies'
// line form (an empty segment's owner may be either, and the placement is the same).
std::vector<char> placement_columns(const ModelData& model, const SolveReport& report) {
  const bool armies = report.board && report.board->problem_known && is_two_colour(report.board->spec.problem);
  std::vector<char> keep(model.col_names.size(), 1);
  for (size_t j = 0; j < keep.size() && armies; ++j) {
    ColumnKind kind{};
    Square q;
    keep[j] = !(parse_square_name(model.col_names[j], kind, q) && kind == ColumnKind::owner);
  }
  return keep;
}

// The placement columns at 1 in a solution.
std::vector<int> ones_of(const ModelData& model, const FoundSolution& s, const std::vector<char>& placement) {
  std::vector<int> ones;
  for (const auto& [name, value] : s.values) {
    const int j = model.column(name);
    if (std::abs(value - 1) < 1e-6 && placement[static_cast<size_t>(j)]) ones.push_back(j);
  }
  std::sort(ones.begin(), ones.end());
  return ones;
}

// A name no row of the model starts with, for the rows the enumeration adds: `base`, else base
// with 2, 3, ... (a cube file, or a file a user extended, may hold boardlp's own names already).
std::string fresh_prefix(const ModelData& model, const std::string& base) {
  for (int k = 1;; ++k) {
    const std::string name = k == 1 ? base : fmt::format("{}{}_", base, k);
    if (std::none_of(model.row_names.begin(), model.row_names.end(),
                     [&](const std::string& row) { return row.rfind(name, 0) == 0; }))
      return name;
  }
}

// The no-good cut that removes one solution, over the placement columns. When every
// solution has the same number of ones, "the ones of S sum to at most |S|-1" is enough; else the
// general form also counts the zeros: sum over S of x - sum over the rest of x <= |S| - 1.
void add_no_good(ModelData& model, const std::vector<int>& ones, const std::vector<char>& placement, bool same_count,
                 const std::string& prefix, int index) {
  std::vector<int> cols;
  std::vector<double> coefs;
  size_t next = 0;  // ones is sorted
  for (int j = 0; j < static_cast<int>(model.col_names.size()); ++j) {
    const bool one = next < ones.size() && ones[next] == j;
    if (one) ++next;
    if (one || (!same_count && placement[static_cast<size_t>(j)])) {
      cols.push_back(j);
      coefs.push_back(one ? 1 : -1);
    }
  }
  model.add_row(fmt::format("{}{}", prefix, index), cols, coefs, -COIN_DBL_MAX, static_cast<double>(ones.size()) - 1);
}

// The objective of the next enumeration solve: the number of ones it shares with the solution
// just found. Minimizing it sends the search away from the part of the tree it just exhausted
// instead of back through it, so a solve grows far less with the cuts before it. With the
// solver stopping at its first solution, --all on queens 8, bishops 8, rooks 5, knights 4 and
// bishops 6 took glpsol 11.0 -> 3.2 s and cbc 15.6 -> 5.9 s, end to end, against no objective.
void steer_away_from(ModelData& model, const std::vector<int>& ones) {
  std::fill(model.objective.begin(), model.objective.end(), 0.0);
  for (int j : ones) model.objective[static_cast<size_t>(j)] = 1;
}

// After each solution: cut it off and steer the next solve away from it.
void exclude(ModelData& model, const FoundSolution& s, const std::vector<char>& placement, bool same_count,
             const std::string& prefix, int index) {
  const std::vector<int> ones = ones_of(model, s, placement);
  add_no_good(model, ones, placement, same_count, prefix, index);
  steer_away_from(model, ones);
}

// When every solution has `ones` ones, a set of "<= 1" rows of unit coefficients that are
// pairwise disjoint, cover every column and number exactly `ones` must each hold exactly one:
// they are made "= 1", which is the same model with a tighter LP relaxation (for 8 queens: the
// classic form, whose enumeration measured about 1.5x faster). Rows are taken greedily in file
// order, one partition after another. Returns how many rows were tightened.
int tighten_partitions(ModelData& model, size_t ones) {
  const int ncols = static_cast<int>(model.col_names.size());
  std::vector<char> used_row(model.row_names.size(), 0);
  int tightened = 0;
  while (true) {
    std::vector<char> covered(static_cast<size_t>(ncols), 0);
    std::vector<int> taken;
    int covered_count = 0;
    for (int i = 0; i < model.rows.getNumRows(); ++i) {
      const auto iu = static_cast<size_t>(i);
      if (used_row[iu] || model.row_upper[iu] != 1 || model.row_lower[iu] > 0) continue;
      const CoinShallowPackedVector row = model.rows.getVector(i);
      bool fits = row.getNumElements() > 0;
      for (int k = 0; k < row.getNumElements() && fits; ++k)
        fits = row.getElements()[k] == 1 && !covered[static_cast<size_t>(row.getIndices()[k])];
      if (!fits) continue;
      for (int k = 0; k < row.getNumElements(); ++k) covered[static_cast<size_t>(row.getIndices()[k])] = 1;
      covered_count += row.getNumElements();
      taken.push_back(i);
    }
    if (taken.empty() || covered_count != ncols || taken.size() != ones) return tightened;
    for (int i : taken) {
      model.row_lower[static_cast<size_t>(i)] = 1;
      used_row[static_cast<size_t>(i)] = 1;
    }
    tightened += static_cast<int>(taken.size());
  }
}

void print_progress(size_t n, double seconds, bool final) {
  std::cerr << fmt::format("\r{}, {:.1f}/s, {:.1f} s", counted(n, "solution", "solutions"),
                           seconds > 0 ? static_cast<double>(n) / seconds : 0.0,
                           seconds)
            << (final ? "\n" : "") << std::flush;
}

// --engine process: one solver process per solution, on the model file and every cut so far.
void enumerate_with_processes(ModelData& fixed, const std::vector<char>& placement, bool same_count, const Solver& solver,
                              RunOptions options, const SolveRequest& req, const TempFolder& work,
                              Clock::time_point start, SolveReport& report) {
  report.engine = "process";
  auto remaining = [&] { return req.time_limit > 0 ? std::max(1e-3, req.time_limit - since(start)) : 0.0; };
  const std::string prefix = fresh_prefix(fixed, "cut_");
  exclude(fixed, report.solutions.front(), placement, same_count, prefix, 1);
  const std::string enum_path = work.file("enumerate.mps");
  while (req.limit == 0 || static_cast<int64_t>(report.solutions.size()) < req.limit) {
    if (req.time_limit > 0 && req.time_limit - since(start) <= 0) {
      report.time_limit_hit = true;
      break;
    }
    fixed.write_mps(enum_path);
    options.time_limit = remaining();
    RunOutcome next;
    try {
      next = run_solver(solver, enum_path, detect_format(enum_path, read_file_head(enum_path)), work, options);
    } catch (const Interrupted& stop) {  // keep what was found: it is printed, marked partial
      report.interrupted_by = stop.signal;
      break;
    }
    ++report.solves;
    report.solver_seconds += next.seconds;
    if (next.answer.status == SolveStatus::infeasible) {
      report.complete = true;
      break;
    }
    if (next.answer.status != SolveStatus::optimal && next.answer.status != SolveStatus::feasible) {
      report.time_limit_hit = true;
      break;
    }
    report.solutions.push_back(checked_solution(next.answer, fixed, report, report.objective, report.faults));
    if (!report.faults.empty()) break;
    exclude(fixed, report.solutions.back(), placement, same_count, prefix, static_cast<int>(report.solutions.size()));
    if (req.progress) print_progress(report.solutions.size(), since(start), false);
  }
}

// --engine library: the cubes searched in one tree each, on the solver's library, --jobs at a time.
void enumerate_with_library(const ModelData& fixed, const std::vector<char>& placement, bool same_count,
                            const Solver& solver, const SolveRequest& req, const TempFolder& work,
                            Clock::time_point start, SolveReport& report) {
  report.engine = "library";
  const std::vector<Cube> cubes = split_into_cubes(fixed, placement);
  PoolRequest pool;
  pool.solver = solver.backend;
  pool.jobs = req.jobs > 0 ? req.jobs : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  pool.limit = req.limit;
  pool.same_count = same_count;
  if (req.time_limit > 0)
    pool.deadline = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(req.time_limit));
  if (req.progress)
    pool.progress = [&](int64_t found, int done, int all) {
      std::cerr << fmt::format("\r{}, {} of {} cubes, {:.1f} s", counted(static_cast<uint64_t>(found), "solution", "solutions"),
                               done, all, since(start)) << std::flush;
    };
  report.jobs = pool.jobs;
  report.cubes = static_cast<int>(cubes.size());
  report.solutions.clear();  // the first solve's solution is found again in its cube
  const auto t = Clock::now();
  const PoolEnd end = enumerate_cubes(fixed, placement, cubes, pool, work, [&](const std::vector<int>& ones) {
    if (!report.faults.empty()) return;
    SolverAnswer answer;
    answer.status = SolveStatus::optimal;
    double objective = 0;  // in the extended model's own sense, as a solver would state it
    for (int j : ones) {
      answer.values.emplace_back(fixed.col_names[static_cast<size_t>(j)], 1.0);
      objective += fixed.objective[static_cast<size_t>(j)];
    }
    answer.objective = objective * fixed.sign;
    report.solutions.push_back(checked_solution(answer, fixed, report, report.objective, report.faults));
  });
  report.solver_seconds += since(t);
  report.solves += 1;
  report.complete = end.complete;
  report.time_limit_hit = end.time_limit_hit;
  report.interrupted_by = end.interrupted_by;
}

// The images of the solutions of a file with symmetry rows under the board's rotations and
// reflections and, for armies, the exchange of the colours: the rows keep at least one placement
// of each such orbit, so the union is every optimal placement.
std::vector<Placement> every_placement(const SolveReport& report) {
  const Spec& s = report.board->spec;
  const auto syms = board_symmetries(s.rows, s.cols, s.walls, s.holes, s.fixed, s.torus);
  std::vector<Placement> found;
  for (const FoundSolution& f : report.solutions) found.push_back(f.placement);
  return orbit_union(found, s.rows, s.cols, syms, is_two_colour(s.problem) && s.fixed.empty());
}

// Counts every placement behind the representatives, each checked by the board's own rules.
void count_placements_behind_representatives(SolveReport& report) {
  report.representatives = true;
  const std::vector<Placement> all = every_placement(report);
  for (const Placement& p : all) {
    const auto faults = check_placement(*report.board, p, report.objective);
    if (!faults.empty()) {
      report.faults.push_back("an image of a solution under the board's symmetries breaks the rules: " + faults.front());
      report.exit_code = exit_check_failed;
      return;
    }
  }
  report.placements = static_cast<int64_t>(all.size());
}

}  // namespace

SolveReport run_session(const SolveRequest& req) {
  const auto start = Clock::now();
  TempFolder work;
  SolveReport report;
  report.input = req.input;
  const std::string path = materialize_input(req, work, report.format);

  const std::optional<BoardInfo> from_header = read_header(read_file_head(path));
  report.board = from_header ? from_header : req.board;
  auto remaining = [&] { return req.time_limit > 0 ? std::max(1e-3, req.time_limit - since(start)) : 0.0; };
  const ModelData model = [&] {
    try {
      return read_model_file(path, report.format, work, remaining());
    } catch (const DriverError& e) {  // name the file the user gave, not its unpacked copy
      if (path == fs::absolute(req.input).string()) throw;
      std::string message = e.what();
      const std::string given = req.input == "-" ? "standard input" : req.input + " (unpacked)";
      for (size_t at; (at = message.find(path)) != std::string::npos;) message.replace(at, path.size(), given);
      throw DriverError(e.code(), message);
    }
  }();
  if (report.board) check_header_matches(*report.board, model);
  if (req.unique && !report.board)
    throw DriverError(exit_bad_input, "--unique needs the board: solve a boardlp file, or give --piece and --board");

  const Solver solver = find_solver(req.solver, req.solver_path);
  report.solver = solver.name();
  RunOptions options{req.time_limit, req.log_path, req.verbose};

  // 1. Solve the file as it is; an MPS file that maximizes by OBJSENSE as the minimization it
  //    was read as (cbc ignores the section and glpsol refuses it in fixed MPS), written anew.
  std::string solve_path = path;
  FileFormat solve_format = report.format;
  if (model.objsense_section) {
    solve_path = work.file("objsense-as-min.mps");
    model.write_mps(solve_path);
    solve_format = detect_format(solve_path, read_file_head(solve_path));
    if (req.verbose && model.sign < 0) std::cerr << "boardlp-solve: OBJSENSE MAX: solving the minimum of the negated objective\n";
  }
  options.time_limit = remaining();
  RunOutcome first = run_solver(solver, solve_path, solve_format, work, options);
  if (model.objsense_section && model.sign < 0 && first.answer.objective) first.answer.objective = -*first.answer.objective;
  ++report.solves;
  report.solver_seconds += first.seconds;
  report.status = first.answer.status;
  report.status_text = first.answer.status_text;
  switch (first.answer.status) {
    case SolveStatus::infeasible: report.exit_code = exit_infeasible; break;
    case SolveStatus::unbounded: report.exit_code = exit_unbounded; break;
    case SolveStatus::no_solution: report.exit_code = exit_time_limit; report.time_limit_hit = true; break;
    case SolveStatus::feasible: report.exit_code = exit_time_limit; report.time_limit_hit = true; [[fallthrough]];
    case SolveStatus::optimal: {
      report.objective = stated_objective(report.board ? &*report.board : nullptr, report.format, *first.answer.objective);
      report.solutions.push_back(checked_solution(first.answer, model, report, report.objective, report.faults));
      break;
    }
  }
  if (!report.faults.empty()) report.exit_code = exit_check_failed;

  // 2. Every optimal solution: fix the objective to its optimum (the solution pool's two steps), then cut
  //    off each solution found until the solver says there is no other.
  if (req.all && first.answer.status == SolveStatus::optimal && report.faults.empty()) {
    report.enumerated = true;
    ModelData fixed = model;
    fixed.sign = 1;  // the extended model is written as a minimization
    for (size_t j = 0; j < fixed.col_names.size(); ++j)
      // (a column fixed at 0 or 1 is binary too: MPS writers give it an FX bound, which drops
      // its integer mark)
      if (!(fixed.integer[j] && fixed.col_lower[j] >= 0 && fixed.col_upper[j] <= 1) &&
          !(fixed.col_lower[j] == fixed.col_upper[j] && (fixed.col_lower[j] == 0 || fixed.col_lower[j] == 1)))
        throw DriverError(exit_bad_input, fmt::format("--all needs a model of binary variables; {} is not binary", fixed.col_names[j]));
    const double z_min = *first.answer.objective * model.sign;  // the optimum of the minimization form
    std::vector<int> cols;
    std::vector<double> coefs;
    bool whole = true;
    for (int j = 0; j < static_cast<int>(fixed.objective.size()); ++j)
      if (fixed.objective[static_cast<size_t>(j)] != 0) {
        cols.push_back(j);
        coefs.push_back(fixed.objective[static_cast<size_t>(j)]);
        whole = whole && fixed.objective[static_cast<size_t>(j)] == std::round(fixed.objective[static_cast<size_t>(j)]);
      }
    if (!cols.empty()) {
      const double tol = whole ? 0 : 1e-6 * (1 + std::abs(z_min));
      const double z = whole ? std::round(z_min) : z_min;
      fixed.add_row(fresh_prefix(fixed, "fix_objective"), cols, coefs, z - tol, z + tol);
    }
    // The row holds the optimum now, so any solution the solver finds is one: the objective is
    // free to steer the search, and the solver stops at its first solution.
    options.first_solution = true;
    // Every solution has as many ones as the first when the problem fixes the count (all of
    // boardlp's problems do once the objective is fixed).
    // (Armies' owners are not counted: their ones vary from solution to solution.)
    const bool same_count = report.board && report.board->problem_known;
    const std::vector<char> placement = placement_columns(fixed, report);
    const bool every_column = std::find(placement.begin(), placement.end(), 0) == placement.end();
    if (same_count && every_column) {
      size_t ones = 0;
      for (const auto& [name, value] : report.solutions.front().values) ones += std::abs(value - 1) < 1e-6;
      const int tightened = tighten_partitions(fixed, ones);
      if (req.verbose && tightened > 0)
        std::cerr << fmt::format("boardlp-solve: {} of one piece each made \"= 1\" for the enumeration\n",
                                 counted(static_cast<uint64_t>(tightened), "row", "rows"));
    }
    if (!req.cubes_dir.empty()) {
      const std::string head = read_file_head(path);
      const std::optional<BoardInfo> has_header = read_header(head);
      std::string header_line;
      if (has_header) header_line = std::string(trim(head.substr(1, head.find('\n') == std::string::npos ? std::string::npos : head.find('\n') - 1)));
      report.cube_files = write_cube_files(fixed, split_into_cubes(fixed, placement), req.cubes_dir, header_line, work);
      report.cubes = static_cast<int>(report.cube_files.size());
      report.engine = "library";
      report.seconds = since(start);
      return report;
    }
    if (req.verbose)  // (also the event the tests wait for before they interrupt an enumeration)
      std::cerr << fmt::format("boardlp-solve: enumerating every optimal solution on the {} engine\n",
                               req.engine == EngineKind::library && solver.backend->has_library() ? "library" : "process");
    // A backend without a library engine (HiGHS) enumerates one solver process per solution.
    const bool library = req.engine == EngineKind::library && solver.backend->has_library();
    if (req.verbose && req.engine == EngineKind::library && !library)
      std::cerr << fmt::format("boardlp-solve: {} has no library engine here: --all runs on the process engine\n", solver.name());
    if (library)
      enumerate_with_library(fixed, placement, same_count, solver, req, work, start, report);
    else
      enumerate_with_processes(fixed, placement, same_count, solver, options, req, work, start, report);
    if (req.progress) print_progress(report.solutions.size(), since(start), true);
    if (!report.faults.empty()) report.exit_code = exit_check_failed;
    else if (report.interrupted_by) report.exit_code = static_cast<ExitCode>(128 + report.interrupted_by);
    else if (report.time_limit_hit) report.exit_code = exit_time_limit;
  }

  if (report.enumerated && report.board && report.board->problem_known && report.board->spec.cut_symmetry &&
      report.faults.empty())
    count_placements_behind_representatives(report);
  if (req.unique && report.board && report.faults.empty()) {
    const Spec& s = report.board->spec;
    const auto syms = board_symmetries(s.rows, s.cols, s.walls, s.holes, s.fixed, s.torus);
    std::set<std::vector<int64_t>> forms;
    if (report.representatives) {  // the classes of every placement, colours kept apart
      for (const Placement& p : every_placement(report)) forms.insert(canonical_form(p, s.rows, s.cols, syms));
    } else {
      for (const FoundSolution& f : report.solutions) forms.insert(canonical_form(f.placement, s.rows, s.cols, syms));
    }
    report.unique = static_cast<int64_t>(forms.size());
  }
  if (req.teaching) add_teaching(model, path, *solver.backend, report);
  report.seconds = since(start);
  return report;
}

}  // namespace boardlp
