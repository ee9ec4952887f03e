// The enumeration's search: every other optimal solution, on the library engine or one solver
// process per solution.
#include "enumeration.hpp"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <iostream>
#include <thread>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cube_pool.hpp"
#include "cuts.hpp"
#include "errors.hpp"
#include "model_reader.hpp"
#include "wording.hpp"

namespace boardlp {

std::string_view engine_word(ListingEngine engine) {
  constexpr std::pair<ListingEngine, std::string_view> kWords[] = {{ListingEngine::library, "library"},
                                                                   {ListingEngine::runner, "runner"},
                                                                   {ListingEngine::process, "process"}};
  for (const auto& [e, word] : kWords)
    if (e == engine) return word;
  return "process";
}

namespace {

// What each answer found is checked against: the file's board and format, and the optimum.
struct Checked {
  const ReadFile& file;
  std::optional<double> objective;
};

// The progress line on standard error (--progress), across the levels of a search by level:
// "1,234 solutions of 4,860 expected (boardlp-count), 310.2/s, 3 of 9 cubes done, 3 pieces, 4.0 s".
class Progress {
 public:
  Progress(bool shown, std::optional<uint64_t> expected, const RunClock& clock)
      : shown_(shown), expected_(expected), clock_(clock) {}
  // The solutions of the levels done before, and the level now searched ("3 pieces").
  void set_level(int64_t found_before, std::string level) {
    before_ = found_before;
    level_ = std::move(level);
  }
  // `found`: in the search now running; `extra`: what its engine adds (", 3 of 9 cubes done").
  void operator()(int64_t found, const std::string& extra = "") const { print(before_ + found, extra, false); }
  void finish(int64_t total) const { print(total, "", true); }

 private:
  void print(int64_t n, const std::string& extra, bool final) const {
    if (!shown_) return;
    const double seconds = clock_.elapsed();
    std::cerr << fmt::format("\r{}{}, {:.1f}/s{}{}, {:.1f} s   ", counted(static_cast<uint64_t>(n), "solution", "solutions"),
                             expected_ ? fmt::format(" of {} expected (boardlp-count)", *expected_) : std::string(),
                             seconds > 0 ? static_cast<double>(n) / seconds : 0.0, extra,
                             level_.empty() || final ? "" : ", " + level_, seconds)
              << (final ? "\n" : "") << std::flush;
  }
  bool shown_;
  std::optional<uint64_t> expected_;
  const RunClock& clock_;
  int64_t before_ = 0;
  std::string level_;
};

// --engine process: one solver process per solution, on the model file and every cut so far.
// `seed`: a solution found already (the first solve's), counted and cut off before the first run.
void enumerate_with_processes(ModelData& fixed, const std::vector<char>& placement, const FoundSolution* seed,
                              const Solver& solver, RunOptions options, const EnumerateRequest& req,
                              const TempFolder& work, const RunClock& clock, const Progress& progress,
                              const Checked& check, Enumeration& out) {
  out.engine = ListingEngine::process;
  const std::string prefix = fresh_prefix(fixed, "cut_");
  if (seed) {
    out.solutions.push_back(*seed);
    exclude(fixed, *seed, placement, prefix, 1);
  }
  while (req.limit == 0 || static_cast<int64_t>(out.solutions.size()) < req.limit) {
    if (clock.expired()) {
      out.time_limit_hit = true;
      break;
    }
    const GivenModel given = write_for_backend(fixed, solver, work, "enumerate", false);
    options.time_limit = clock.remaining();
    RunOutcome next;
    try {
      next = run_solver(solver, given.path, given.format, work, options);
      if (given.numbered) name_numbered_answer(next.answer, fixed, *given.numbered, solver.name());
    } catch (const Interrupted& stop) {  // keep what was found: it is printed, marked partial
      out.interrupted_by = stop.signal;
      break;
    }
    ++out.solves;
    out.solver_seconds += next.seconds;
    out.solver_cpu_seconds += next.cpu_seconds;
    if (next.answer.status == SolveStatus::infeasible) {
      out.complete = true;
      break;
    }
    if (next.answer.status != SolveStatus::optimal && next.answer.status != SolveStatus::feasible) {
      out.time_limit_hit = true;
      break;
    }
    // (A solve stopped by Ctrl-C with a solution gives a real one: the fixed row holds the optimum.)
    out.solutions.push_back(checked_solution(next.answer, fixed, check.file, check.objective, out.faults));
    if (next.interrupted_by) out.interrupted_by = next.interrupted_by;
    if (!out.faults.empty() || out.interrupted_by) break;
    exclude(fixed, out.solutions.back(), placement, prefix, static_cast<int>(out.solutions.size()));
    progress(static_cast<int64_t>(out.solutions.size()));
  }
}

// --engine library on a backend whose run keeps the model (a Python solver's runner): one run
// finds every solution, adding each no-good row in memory (bench/RESULTS.md: 8 queens' 92).
void enumerate_in_one_run(ModelData& fixed, const std::vector<char>& placement, const FoundSolution* seed,
                          const Solver& solver, RunOptions options, const EnumerateRequest& req,
                          const TempFolder& work, const RunClock& clock, const Progress& progress,
                          const Checked& check, Enumeration& out) {
  out.engine = ListingEngine::runner;
  if (seed) {
    out.solutions.push_back(*seed);
    exclude(fixed, *seed, placement, fresh_prefix(fixed, "cut_"), 1);
  }
  if (req.limit > 0 && static_cast<int64_t>(out.solutions.size()) >= req.limit) return;
  const std::string found_path = work.file("found.jsonl");
  const GivenModel given = write_for_backend(fixed, solver, work, "enumerate", false);
  nlohmann::json spec{{"placement", nlohmann::json::array()},
                      {"limit", req.limit > 0 ? req.limit - static_cast<int64_t>(out.solutions.size()) : 0},
                      {"found", found_path},
                      {"columns", fixed.col_names.size()}};
  for (size_t j = 0; j < placement.size(); ++j)  // a numbered file's columns by number, as its runner names them
    if (placement[j]) spec["placement"].push_back(given.numbered ? fmt::format("#{}", j + 1) : fixed.col_names[j]);
  options.enumeration = work.file("enumerate.json");
  std::ofstream(options.enumeration) << spec.dump() << "\n";  // the run's private folder: read by the runner only
  options.time_limit = clock.remaining();
  options.columns = static_cast<int64_t>(fixed.col_names.size());  // the model it is given, for a licence's message
  options.rows = static_cast<int64_t>(fixed.row_names.size());
  // The progress line counts the runner's lines as it writes them (one a solution, whole).
  int64_t lines = 0;
  std::streamoff read_to = 0;
  options.while_running = [&] {
    std::ifstream found(found_path, std::ios::binary);
    if (!found || !found.seekg(read_to)) return;
    const std::string chunk((std::istreambuf_iterator<char>(found)), std::istreambuf_iterator<char>());
    read_to += static_cast<std::streamoff>(chunk.size());
    lines += std::count(chunk.begin(), chunk.end(), '\n');
    progress(static_cast<int64_t>(out.solutions.size()) + lines);
  };
  RunOutcome last;
  try {
    last = run_solver(solver, given.path, given.format, work, options);
    out.solver_seconds += last.seconds;
    out.solver_cpu_seconds += last.cpu_seconds;
    out.interrupted_by = last.interrupted_by;
  } catch (const Interrupted& stop) {  // keep what was found: it is printed, marked partial
    out.interrupted_by = stop.signal;
  } catch (const DriverError& e) {
    // The licence refused the model grown by the no-good rows: what was found stands, marked partial.
    // A failure once boardlp's own time limit has passed is the time limit's: what was found stands.
    if (e.code() == exit_solver_missing) out.licence_stop = e.what();
    else if (clock.expired() && e.code() == exit_solver_failed) out.time_limit_hit = true;
    else throw;
  }
  std::vector<SolverAnswer> found = solver.backend->read_found(found_path);
  if (given.numbered)
    for (SolverAnswer& answer : found) name_numbered_answer(answer, fixed, *given.numbered, solver.name());
  out.solves += static_cast<int>(found.size()) + 1;
  for (const SolverAnswer& answer : found) {
    out.solutions.push_back(checked_solution(answer, fixed, check.file, check.objective, out.faults));
    if (!out.faults.empty()) return;
  }
  if (out.interrupted_by || !out.licence_stop.empty() || out.time_limit_hit) return;
  if (last.killed_at_limit || clock.expired()) {  // stopped at boardlp's limit, whatever it printed last
    if (last.answer.enumeration_end == EnumerationEnd::complete) out.complete = true;
    else if (last.answer.enumeration_end != EnumerationEnd::limit) out.time_limit_hit = true;  // (--limit K: partial, exit 0)
    return;
  }
  switch (last.answer.enumeration_end) {
    case EnumerationEnd::complete: out.complete = true; break;
    case EnumerationEnd::exhausted:  // complete only where the last solve proved there is no other
      if (last.answer.status == SolveStatus::infeasible) out.complete = true;
      else out.time_limit_hit = true;
      break;
    case EnumerationEnd::limit: break;
    case EnumerationEnd::stopped: out.time_limit_hit = true; break;
    case EnumerationEnd::none:
      throw DriverError(exit_solver_failed, fmt::format("{}'s runner did not say how its listing ended", solver.name()));
  }
}

// --engine library: the cubes searched in one tree each, on the solver's library, --jobs at a time.
void enumerate_with_library(const ModelData& fixed, const std::vector<char>& placement, const Solver& solver,
                            const EnumerateRequest& req, const TempFolder& work, const RunClock& clock,
                            const Progress& progress, const Checked& check, Enumeration& out) {
  out.engine = ListingEngine::library;
  const std::vector<Cube> cubes = split_into_cubes(fixed, placement);
  PoolRequest pool;
  pool.solver = solver.backend;
  pool.jobs = req.jobs > 0 ? req.jobs : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  pool.limit = req.limit;
  if (clock.limited()) pool.deadline = clock.deadline();
  pool.progress = [&](int64_t found, int done, int all) { progress(found, fmt::format(", {} of {} cubes done", done, all)); };
  out.jobs = pool.jobs;
  out.cubes = static_cast<int>(cubes.size());
  const auto t = Clock::now();
  const PoolEnd end = enumerate_cubes(fixed, placement, cubes, pool, work, [&](const std::vector<int>& ones) {
    if (!out.faults.empty()) return;
    SolverAnswer answer;
    answer.status = SolveStatus::optimal;
    double objective = 0;  // in the extended model's own sense, as a solver would state it
    for (int j : ones) {
      answer.values.emplace_back(fixed.col_names[static_cast<size_t>(j)], 1.0);
      objective += fixed.objective[static_cast<size_t>(j)];
    }
    answer.objective = objective * fixed.sign;
    out.solutions.push_back(checked_solution(answer, fixed, check.file, check.objective, out.faults));
  });
  out.solver_seconds += since(t);
  out.solves += 1;
  out.complete = end.complete;
  out.time_limit_hit = end.time_limit_hit;
  out.interrupted_by = end.interrupted_by;
}

// One search of every solution of `em` (whose solutions never nest) on the chosen engine; `seed`: a
// solution of it found already.
Enumeration search_all(EnumerationModel& em, const FoundSolution* seed, const Solver& solver, const RunOptions& first_only,
                       const EnumerateRequest& req, bool library, bool one_run, const TempFolder& work,
                       const RunClock& clock, const Progress& progress, const Checked& check) {
  Enumeration out;
  if (library)  // (it finds the seed again in its cube)
    enumerate_with_library(em.fixed, em.placement, solver, req, work, clock, progress, check, out);
  else if (one_run)
    enumerate_in_one_run(em.fixed, em.placement, seed, solver, first_only, req, work, clock, progress, check, out);
  else
    enumerate_with_processes(em.fixed, em.placement, seed, solver, first_only, req, work, clock, progress, check, out);
  return out;
}

// The placement ones of a solution (the level it belongs to).
int64_t placement_ones(const EnumerationModel& em, const FoundSolution& s) {
  int64_t n = 0;
  for (const auto& [name, value] : s.values) {
    const int j = em.fixed.column(name);
    n += j >= 0 && em.placement[static_cast<size_t>(j)] && std::abs(value - 1) < 1e-6;
  }
  return n;
}

// What one search (a level's) adds to the whole.
void add_search(Enumeration part, Enumeration& out) {
  out.solutions.insert(out.solutions.end(), std::make_move_iterator(part.solutions.begin()),
                       std::make_move_iterator(part.solutions.end()));
  out.faults.insert(out.faults.end(), part.faults.begin(), part.faults.end());
  out.engine = part.engine;
  out.jobs = part.jobs;
  out.cubes += part.cubes;
  out.solves += part.solves;
  out.solver_seconds += part.solver_seconds;
  out.solver_cpu_seconds += part.solver_cpu_seconds;
  out.complete = part.complete;
  out.time_limit_hit = part.time_limit_hit;
  out.interrupted_by = part.interrupted_by;
  out.licence_stop = part.licence_stop;
}

}  // namespace

Enumeration enumerate_stage(EnumerationModel& em, const Solver& solver, const RunOptions& options,
                            const EnumerateRequest& req, const TempFolder& work, const RunClock& clock,
                            const ReadFile& file, const FoundSolution& first, std::optional<double> objective) {
  Enumeration out;
  const Checked check{file, objective};
  // A backend without a library engine (HiGHS) enumerates one solver process per solution.
  const bool library = req.engine == EngineKind::library && solver.backend->engine();
  // A placement's other assignments: a segment's owner is one of its pieces, anything else may vary.
  bool few_repeats = true;
  for (size_t j = 0; j < em.placement.size() && few_repeats; ++j) {
    ColumnKind kind{};
    Square s;
    few_repeats = em.placement[j] || (parse_square_name(em.fixed.col_names[j], kind, s) && kind == ColumnKind::owner);
  }
  const bool one_run = req.engine == EngineKind::library && !library && solver.backend->enumerates_in_one_run(few_repeats);
  if (options.verbose)  // (also the event the tests wait for before they interrupt an enumeration)
    std::cerr << fmt::format("boardlp-solve: enumerating every optimal solution on the {} engine\n",
                             library ? "library" : one_run ? "runner" : "process");
  if (options.verbose && one_run)
    std::cerr << fmt::format("boardlp-solve: {} has no library engine here: its runner keeps the model and adds each "
                             "no-good row in memory, in one search (no cubes)\n", solver.name());
  else if (options.verbose && req.engine == EngineKind::library && !library)
    std::cerr << fmt::format("boardlp-solve: {} has no library engine here: --all runs on the process engine\n", solver.name());
  // The row holds the optimum now, so any solution the solver finds is one: the objective is
  // free to steer the search, and the solver stops at its first solution.
  RunOptions first_only = options;
  first_only.first_solution = true;
  // The total to expect, where the counter gives it quickly and it is the enumeration's count: not
  // behind symmetry rows (representatives), nor for colourings (the counter's are up to renaming).
  std::optional<uint64_t> expected;
  if (req.progress && req.expected_count && check.file.board && check.file.board->problem_known &&
      !keeps_one_image(check.file.board->spec) && !answer_view(check.file.board->spec.problem).colours)
    expected = req.expected_count(check.file.board->spec);
  Progress progress(req.progress, expected, clock);
  if (!em.shape.nest) {
    add_search(search_all(em, &first, solver, first_only, req, library, one_run, work, clock, progress, check), out);
  } else {
    // Solutions that can hold one another (an --at-most model): one search per number of
    // placement ones, in each of which they cannot, so each no-good removes its solution alone.
    const int64_t first_level = placement_ones(em, first);
    // (the first solution's level among them whatever the LP's rounding says)
    const auto [lp_fewest, lp_most] = level_range(em);
    int64_t fewest = std::min(lp_fewest, first_level), most = std::max(lp_most, first_level);
    // A clausal file's LP relaxation hardly bounds the count (--at-most 5 as CNF: up to 22); the
    // header's K does, and a solution past it would fail the checker's own rules anyway.
    if (check.file.board && check.file.board->problem_known && check.file.board->spec.at_most >= 0)
      most = std::max(first_level, std::min(most, check.file.board->spec.at_most));
    if (options.verbose)
      std::cerr << fmt::format("boardlp-solve: a solution may hold another here: searching each number of pieces from {} "
                               "to {} in turn\n", fewest, most);
    out.complete = true;
    for (int64_t k = fewest; k <= most && out.complete; ++k) {
      EnumerationModel level = level_model(em, k);
      EnumerateRequest level_req = req;
      if (req.limit > 0) {
        level_req.limit = req.limit - static_cast<int64_t>(out.solutions.size());
        if (level_req.limit <= 0) {
          out.complete = false;  // the limit came first: more may remain
          break;
        }
      }
      progress.set_level(static_cast<int64_t>(out.solutions.size()), counted(static_cast<uint64_t>(k), "piece", "pieces"));
      const size_t before = out.solutions.size();
      add_search(search_all(level, k == first_level ? &first : nullptr, solver, first_only, level_req, library, one_run,
                            work, clock, progress, check),
                 out);
      out.by_level.emplace_back(k, static_cast<int64_t>(out.solutions.size() - before));
      if (!out.faults.empty()) out.complete = false;
    }
  }
  progress.finish(static_cast<int64_t>(out.solutions.size()));
  if (!out.faults.empty()) out.exit_code = exit_check_failed;
  else if (out.interrupted_by) out.exit_code = static_cast<ExitCode>(128 + out.interrupted_by);
  else if (!out.licence_stop.empty()) out.exit_code = exit_solver_missing;
  else if (out.time_limit_hit) out.exit_code = exit_time_limit;
  return out;
}

}  // namespace boardlp
