// The enumeration's search: every other optimal solution, on the library engine or one solver
// process per solution.
#include "enumeration.hpp"

#include <fstream>
#include <iostream>
#include <thread>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cube_pool.hpp"
#include "errors.hpp"
#include "model_reader.hpp"
#include "wording.hpp"

namespace boardlp {

namespace {

// What each answer found is checked against: the file's board and format, and the optimum.
struct Checked {
  const ReadFile& file;
  std::optional<double> objective;
};

// "of 243,856 expected (boardlp-count)" when the count is known, else nothing.
std::string expected_text(std::optional<uint64_t> expected) {
  return expected ? fmt::format(" of {} expected (boardlp-count)", *expected) : std::string();
}

void print_progress(size_t n, std::optional<uint64_t> expected, double seconds, bool final) {
  std::cerr << fmt::format("\r{}{}, {:.1f}/s, {:.1f} s", counted(n, "solution", "solutions"), expected_text(expected),
                           seconds > 0 ? static_cast<double>(n) / seconds : 0.0, seconds)
            << (final ? "\n" : "") << std::flush;
}

// --engine process: one solver process per solution, on the model file and every cut so far.
void enumerate_with_processes(ModelData& fixed, const std::vector<char>& placement, bool same_count, const Solver& solver,
                              RunOptions options, const EnumerateRequest& req, const TempFolder& work,
                              const RunClock& clock, std::optional<uint64_t> expected, const Checked& check, Enumeration& out) {
  out.engine = "process";
  const std::string prefix = fresh_prefix(fixed, "cut_");
  exclude(fixed, out.solutions.front(), placement, same_count, prefix, 1);
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
    exclude(fixed, out.solutions.back(), placement, same_count, prefix, static_cast<int>(out.solutions.size()));
    if (req.progress) print_progress(out.solutions.size(), expected, clock.elapsed(), false);
  }
}

// --engine library on a backend whose run keeps the model (a Python solver's runner): one run
// finds every solution, adding each no-good row in memory (bench/RESULTS.md: 8 queens' 92).
void enumerate_in_one_run(ModelData& fixed, const std::vector<char>& placement, bool same_count, const Solver& solver,
                          RunOptions options, const EnumerateRequest& req, const TempFolder& work,
                          const RunClock& clock, const Checked& check, Enumeration& out) {
  out.engine = "runner";
  exclude(fixed, out.solutions.front(), placement, same_count, fresh_prefix(fixed, "cut_"), 1);
  const std::string found_path = work.file("found.jsonl");
  const GivenModel given = write_for_backend(fixed, solver, work, "enumerate", false);
  nlohmann::json spec{{"placement", nlohmann::json::array()}, {"same_count", same_count},
                      {"limit", req.limit > 0 ? req.limit - 1 : 0}, {"found", found_path}};
  for (size_t j = 0; j < placement.size(); ++j)  // a numbered file's columns by number, as its runner names them
    if (placement[j]) spec["placement"].push_back(given.numbered ? fmt::format("#{}", j + 1) : fixed.col_names[j]);
  options.enumeration = work.file("enumerate.json");
  std::ofstream(options.enumeration) << spec.dump() << "\n";  // the run's private folder: read by the runner only
  options.time_limit = clock.remaining();
  RunOutcome last;
  try {
    last = run_solver(solver, given.path, given.format, work, options);
    out.solver_seconds += last.seconds;
    out.solver_cpu_seconds += last.cpu_seconds;
    out.interrupted_by = last.interrupted_by;
  } catch (const Interrupted& stop) {  // keep what was found: it is printed, marked partial
    out.interrupted_by = stop.signal;
  }
  std::vector<SolverAnswer> found = solver.backend->read_found(found_path);
  if (given.numbered)
    for (SolverAnswer& answer : found) name_numbered_answer(answer, fixed, *given.numbered, solver.name());
  out.solves += static_cast<int>(found.size()) + 1;
  for (const SolverAnswer& answer : found) {
    out.solutions.push_back(checked_solution(answer, fixed, check.file, check.objective, out.faults));
    if (!out.faults.empty()) return;
  }
  if (out.interrupted_by) return;
  const bool limit_reached = req.limit > 0 && static_cast<int64_t>(out.solutions.size()) >= req.limit;
  if (last.answer.status == SolveStatus::infeasible) out.complete = true;
  else if (!limit_reached) out.time_limit_hit = true;
}

// --engine library: the cubes searched in one tree each, on the solver's library, --jobs at a time.
void enumerate_with_library(const ModelData& fixed, const std::vector<char>& placement, bool same_count,
                            const Solver& solver, const EnumerateRequest& req, const TempFolder& work,
                            const RunClock& clock, std::optional<uint64_t> expected, const Checked& check, Enumeration& out) {
  out.engine = "library";
  const std::vector<Cube> cubes = split_into_cubes(fixed, placement);
  PoolRequest pool;
  pool.solver = solver.backend;
  pool.jobs = req.jobs > 0 ? req.jobs : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  pool.limit = req.limit;
  pool.same_count = same_count;
  if (clock.limited()) pool.deadline = clock.deadline();
  if (req.progress)
    pool.progress = [&](int64_t found, int done, int all) {
      const double seconds = clock.elapsed();
      std::cerr << fmt::format("\r{}{}, {:.1f}/s, {} of {} cubes done, {:.1f} s   ",
                               counted(static_cast<uint64_t>(found), "solution", "solutions"), expected_text(expected),
                               seconds > 0 ? static_cast<double>(found) / seconds : 0.0, done, all, seconds)
                << std::flush;
    };
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

}  // namespace

Enumeration enumerate_stage(EnumerationModel& em, const Solver& solver, const RunOptions& options,
                            const EnumerateRequest& req, const TempFolder& work, const RunClock& clock,
                            const ReadFile& file, const FoundSolution& first, std::optional<double> objective) {
  Enumeration out;
  const Checked check{file, objective};
  // A backend without a library engine (HiGHS) enumerates one solver process per solution.
  const bool library = req.engine == EngineKind::library && solver.backend->has_library();
  const bool one_run = req.engine == EngineKind::library && !library && solver.backend->enumerates_in_one_run();
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
      !check.file.board->spec.cut_symmetry && !is_colouring(check.file.board->spec.problem))
    expected = req.expected_count(check.file.board->spec);
  if (!library) out.solutions.push_back(first);  // the library engine finds it again in its cube
  if (library)
    enumerate_with_library(em.fixed, em.placement, em.same_count, solver, req, work, clock, expected, check, out);
  else if (one_run)
    enumerate_in_one_run(em.fixed, em.placement, em.same_count, solver, first_only, req, work, clock, check, out);
  else
    enumerate_with_processes(em.fixed, em.placement, em.same_count, solver, first_only, req, work, clock, expected, check, out);
  if (req.progress) print_progress(out.solutions.size(), expected, clock.elapsed(), true);
  if (!out.faults.empty()) out.exit_code = exit_check_failed;
  else if (out.interrupted_by) out.exit_code = static_cast<ExitCode>(128 + out.interrupted_by);
  else if (out.time_limit_hit) out.exit_code = exit_time_limit;
  return out;
}

}  // namespace boardlp
