#include "solver.hpp"

#include <algorithm>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include <unistd.h>

#include <fmt/format.h>

#include "cbc_output.hpp"
#include "glpk_output.hpp"
#include "text_lines.hpp"

namespace boardlp {

namespace {

namespace fs = std::filesystem;

std::string find_in_path(const std::string& program) {
  const char* path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "/usr/local/bin:/usr/bin:/bin");
  for (std::string dir; std::getline(dirs, dir, ':');) {
    const std::string candidate = (dir.empty() ? "." : dir) + "/" + program;
    if (::access(candidate.c_str(), F_OK) == 0) return candidate;
  }
  return {};
}

std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The last lines the solver printed, for an error message.
std::string log_tail(const std::string& log) {
  std::vector<std::string_view> lines;
  TextLines it(log);
  std::string_view line;
  while (it.next(line))
    if (!trim(line).empty()) lines.push_back(trim(line));
  std::string tail;
  for (size_t i = lines.size() > 2 ? lines.size() - 2 : 0; i < lines.size(); ++i)
    tail += (tail.empty() ? "" : " / ") + std::string(lines[i]);
  return tail.empty() ? "it printed nothing" : "it said: " + tail;
}

std::string read_or_empty(const std::string& path) { return fs::exists(path) ? read_all(path) : std::string(); }

// glpsol stops on a file it cannot read with "FILE:LINE: what" and then "... file processing error":
// "line LINE: what", or nullopt when the log says something else.
std::optional<std::string> glpsol_read_error(const std::string& log, const std::string& model) {
  if (log.find("file processing error") == std::string::npos) return std::nullopt;
  TextLines lines(log);
  std::string_view line;
  while (lines.next(line))
    if (line.rfind(model + ":", 0) == 0) return "line " + std::string(line.substr(model.size() + 1));
  return std::string("its reader stopped");
}

// The solvers' stdout is a file, so their C library buffers it in 4 KB blocks and a solver killed
// at the time limit leaves an empty log. coreutils' stdbuf library (what `stdbuf -oL` preloads)
// makes it line-buffered, so the log keeps every line printed before the kill.
std::vector<std::string> line_buffered_output() {
  for (const char* lib : {"/usr/libexec/coreutils/libstdbuf.so", "/usr/lib/coreutils/libstdbuf.so"})
    if (::access(lib, R_OK) == 0) return {std::string("LD_PRELOAD=") + lib, "_STDBUF_O=L", "_STDBUF_E=L"};
  return {};
}

}  // namespace

double overrun_allowance(double limit) { return std::min(10.0, 1.0 + 0.05 * limit); }

Solver find_solver(std::optional<SolverKind> kind, const std::string& path) {
  auto package = [](SolverKind k) { return k == SolverKind::cbc ? "coinor-cbc" : "glpk-utils"; };
  auto program = [](SolverKind k) { return k == SolverKind::cbc ? "cbc" : "glpsol"; };
  if (!path.empty()) {
    const SolverKind k = kind.value_or(fs::path(path).filename().string().find("glpsol") != std::string::npos
                                           ? SolverKind::glpk
                                           : SolverKind::cbc);
    if (::access(path.c_str(), F_OK) != 0)
      throw DriverError(exit_solver_missing, fmt::format("--solver-path {}: no such file", path));
    if (fs::is_directory(path) || ::access(path.c_str(), X_OK) != 0)
      throw DriverError(exit_solver_missing, fmt::format("--solver-path {}: not an executable file", path));
    return {k, fs::absolute(path).string()};
  }
  for (SolverKind k : kind ? std::vector<SolverKind>{*kind} : std::vector<SolverKind>{SolverKind::cbc, SolverKind::glpk}) {
    const std::string found = find_in_path(program(k));
    if (found.empty()) continue;
    if (::access(found.c_str(), X_OK) != 0)
      throw DriverError(exit_solver_missing, fmt::format("{} is not executable: check its permissions", found));
    return {k, fs::absolute(found).string()};
  }
  if (kind)
    throw DriverError(exit_solver_missing, fmt::format("{} not found in PATH: install it with 'apt-get install {}', "
                                                       "or give --solver-path",
                                                       program(*kind), package(*kind)));
  throw DriverError(exit_solver_missing, "neither cbc nor glpsol found in PATH: install one with "
                                         "'apt-get install coinor-cbc' or 'apt-get install glpk-utils'");
}

RunOutcome run_solver(const Solver& solver, const std::string& model_path, FileFormat format, const TempFolder& work,
                      const RunOptions& options) {
  // cbc reads a file as LP only if its name contains ".lp": give it a name that says the format.
  const std::string model = work.file(format == FileFormat::lp ? "model.lp" : "model.mps");
  if (fs::absolute(model_path) != fs::path(model)) {
    std::error_code ec;
    fs::remove(model, ec);
    fs::create_symlink(fs::absolute(model_path), model);
  }
  const std::string log = work.file("solver.log"), solution = work.file("solution.txt"),
                    report = work.file("report.txt");
  for (const std::string& f : {solution, report}) fs::remove(f);

  std::vector<std::string> args;
  const double limit = options.time_limit;
  if (solver.kind == SolverKind::cbc) {
    args = {model};
    if (limit > 0) {  // cbc's own limit is CPU time unless timeMode elapsed comes first
      args.insert(args.end(), {"timeMode", "elapsed", "sec", fmt::format("{:.3f}", limit)});
    }
    if (options.first_solution)
      args.insert(args.end(),
                  {"preprocess", "off", "cuts", "off", "heuristics", "off", "strong", "0", "maxSolutions", "1"});
    args.insert(args.end(), {"solve", "solu", solution});
  } else {
    args = {format == FileFormat::lp ? "--lp" : format == FileFormat::mps ? "--freemps" : "--mps", model};
    if (limit > 0) args.insert(args.end(), {"--tmlim", std::to_string(std::max(1, static_cast<int>(std::ceil(limit))))});
    if (options.first_solution) args.insert(args.end(), {"--mipgap", "1e10"});
    args.insert(args.end(), {"-o", report, "-w", solution});
  }
  if (options.verbose) {
    std::string line = solver.binary;
    for (const auto& a : args) line += " " + a;
    std::cerr << "boardlp-solve: running " << line << "\n";
  }

  // The solver keeps its own limit; the driver steps in only if it overruns it (cbc checks its
  // clock between nodes: 30-queens pairwise overran 1 s by 4.5 s at the root). Then cbc gets
  // SIGINT, which its handler answers by stopping the search and writing the best solution found
  // (a 12x12 queens domination file: 8 queens, kept); glpsol has no such handler and gets TERM.
  // KILL comes only if it has not ended 3 s later. Killing at the limit itself threw away every
  // incumbent cbc was about to write.
  const double deadline = limit > 0 ? limit + overrun_allowance(limit) : 0;
  const StopPolicy stop{solver.kind == SolverKind::cbc ? SIGINT : SIGTERM, 3.0};
  const ProcessResult run = run_process(solver.binary, args, work.path(), log, deadline, line_buffered_output(), stop);
  const std::string log_text = read_or_empty(log);
  if (!options.log_path.empty()) {
    std::ofstream keep(options.log_path, std::ios::app | std::ios::binary);
    keep << log_text;
    if (!keep) throw DriverError(exit_bad_input, fmt::format("cannot write the log file {}", options.log_path));
  }
  if (options.verbose) std::cerr << fmt::format("boardlp-solve: {} took {:.3f} s\n", solver.name(), run.seconds);

  RunOutcome out;
  out.seconds = run.seconds;
  out.killed_at_limit = run.timed_out;
  const std::string who = solver.kind == SolverKind::cbc ? "cbc" : "glpsol";
  // Stopped by the driver: whatever solution it wrote on the way out is read (and checked like
  // any other); without one, there is no solution.
  if (run.timed_out && (run.signal != 0 || !fs::exists(solution) || (solver.kind == SolverKind::glpk && !fs::exists(report)))) {
    out.answer.status = SolveStatus::no_solution;
    out.answer.status_text = fmt::format("{} did not stop at the time limit and was stopped after {:.1f} s, with no solution written",
                                         who, run.seconds);
    return out;
  }
  if (run.signal != 0)
    throw DriverError(exit_solver_failed, fmt::format("{} crashed (signal {}); {}", who, run.signal, log_tail(log_text)));
  if (run.exit_code == 127 || run.exit_code == 126)
    throw DriverError(exit_solver_missing, fmt::format("{} could not be run (exit code {}); {}", who, run.exit_code, log_tail(log_text)));
  if (run.exit_code != 0 && solver.kind == SolverKind::glpk)
    if (const auto where = glpsol_read_error(log_text, model))
      throw DriverError(exit_bad_input, fmt::format("{}: glpsol cannot read it: {} (CoinUtils could: the readers differ "
                                                    "on this file; cbc may solve it)", model_path, *where));
  if (run.exit_code != 0)
    throw DriverError(exit_solver_failed, fmt::format("{} failed (exit code {}); {}", who, run.exit_code, log_tail(log_text)));
  if (!fs::exists(solution))
    throw DriverError(exit_solver_failed, fmt::format("{} wrote no solution file (could it read the model?); {}", who, log_tail(log_text)));
  if (solver.kind == SolverKind::cbc) {
    out.answer = parse_cbc_solution(read_all(solution));
    // cbc answered the driver's SIGINT: a solution found is feasible, not proven optimal.
    if (run.timed_out && out.answer.status == SolveStatus::optimal) out.answer.status = SolveStatus::feasible;
  } else {
    if (!fs::exists(report)) throw DriverError(exit_solver_failed, fmt::format("glpsol wrote no report (-o); {}", log_tail(log_text)));
    out.answer = parse_glpk_solution(read_all(solution), read_all(report));
  }
  return out;
}

}  // namespace boardlp
