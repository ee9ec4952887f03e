#include "solver.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <utility>

#include <unistd.h>

#include <fmt/format.h>

#include "model_reader.hpp"
#include "text_lines.hpp"

namespace boardlp {

namespace {

namespace fs = std::filesystem;

// The last lines the solver printed, for an error message.
// The first line of a solver's output that says "error" or "fatal" (any case), if one does.
std::optional<std::string_view> error_line(const std::string& log) {
  TextLines it(log);
  std::string_view line;
  while (it.next(line)) {
    std::string lower(trim(line).substr(0, 400));
    for (char& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    if (lower.find("fatal") != std::string::npos) return trim(line);
    // "error", but not a count of none ("read with 0 errors", as CoinUtils says of every good file)
    for (size_t at = lower.find("error"); at != std::string::npos; at = lower.find("error", at + 5)) {
      const std::string_view before = std::string_view(lower).substr(0, at);
      if (!before.ends_with("0 ") && !before.ends_with("no ")) return trim(line);
    }
  }
  return std::nullopt;
}

std::string log_tail(const std::string& log) {
  // Its own error line, where it printed one (clasp's statistics come after it), else its last two.
  if (const auto error = error_line(log)) return "it said: " + printable(*error, 200);
  std::vector<std::string_view> lines;
  TextLines it(log);
  std::string_view line;
  while (it.next(line))
    if (!trim(line).empty()) lines.push_back(trim(line));
  std::string tail;
  for (size_t i = lines.size() > 2 ? lines.size() - 2 : 0; i < lines.size(); ++i)
    tail += (tail.empty() ? "" : " / ") + printable(lines[i], 200);
  return tail.empty() ? "it printed nothing" : "it said: " + tail;
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

GivenModel write_for_backend(const ModelData& model, const Solver& solver, const TempFolder& work, const std::string& stem,
                             bool keep_objective) {
  const FileFormat format = solver.backend->given_format();
  GivenModel out{work.file(input_name(stem, format)), format, std::nullopt};
  const NumberedFile numbered = write_given_model(model, {format, out.path, keep_objective, solver.name()});
  if (format_row(format).numbered_columns) out.numbered = numbered;
  return out;
}

std::optional<NumberedFile> numbered_file(const ModelData& model, FileFormat format) {
  if (!format_row(format).numbered_columns) return std::nullopt;
  return numbered_as_read(model, format);
}

double overrun_allowance(double limit) { return std::min(10.0, 1.0 + 0.05 * limit); }

Solver find_solver(const Backend* backend, const std::string& path) {
  if (!path.empty()) {  // --solver-path: the backend named, else the one whose program the name holds
    const Backend* b = backend;
    for (const Backend* each : backends())
      if (!b && fs::path(path).filename().string().find(each->program()) != std::string::npos) b = each;
    if (!b) b = backends().front();
    if (::access(path.c_str(), F_OK) != 0)
      throw DriverError(exit_solver_missing, fmt::format("--solver-path {}: no such file", path));
    if (fs::is_directory(path) || ::access(path.c_str(), X_OK) != 0)
      throw DriverError(exit_solver_missing, fmt::format("--solver-path {}: not an executable file", path));
    b->check_ready();
    return {b, fs::absolute(path).string()};
  }
  for (const Backend* b : backend ? std::vector<const Backend*>{backend} : backends()) {
    if (!backend && b->counts()) continue;  // the default finds solutions; a counter finds none
    const std::string found = b->locate();
    if (found.empty()) continue;
    if (::access(found.c_str(), X_OK) != 0)
      throw DriverError(exit_solver_missing, fmt::format("{} is not executable: check its permissions", found));
    if (backend) {
      b->check_ready();  // named: say what is missing
    } else {
      try {  // the default: the first that is ready
        b->check_ready();
      } catch (const DriverError&) {
        continue;
      }
    }
    return {b, fs::absolute(found).string()};
  }
  if (backend) {
    backend->check_ready();  // a Python solver: names its package and scripts/setup
    throw DriverError(exit_solver_missing, fmt::format("{} not found: install it with 'apt-get install {}' (or scripts/setup), "
                                                       "or give --solver-path",
                                                       backend->program(), backend->package()));
  }
  throw DriverError(exit_solver_missing,
                    fmt::format("no solver found ({}): run scripts/setup, or 'apt-get install coinor-cbc'", backend_names()));
}

namespace {

// One run of the solver on its private folder: the files it was given, how it ended, what it printed.
struct SolverRun {
  SolverFiles files;
  ChildEnd end;
  std::string log_text;
};

SolverRun start_and_wait(const Solver& solver, const std::string& model_path, FileFormat format, const TempFolder& work,
                         const RunOptions& options) {
  const Backend& backend = *solver.backend;
  // A name that says the format: cbc reads a file as LP only if its name contains ".lp".
  const SolverFiles files{work.path(), work.file(input_name("model", format)), work.file("solution.txt"),
                          work.file("report.txt"), work.file("solver.log"), options.enumeration};
  if (fs::absolute(model_path) != fs::path(files.model)) {
    std::error_code ec;
    fs::remove(files.model, ec);
    fs::create_symlink(fs::absolute(model_path), files.model);
  }
  for (const std::string& f : {files.solution, files.report}) fs::remove(f);
  backend.prepare(files);

  const double limit = options.time_limit;
  const std::vector<std::string> args =
      backend.arguments(files, RunSettings{format, limit, options.threads, options.first_solution, options.enumeration,
                                           options.proof, options.solver_options});
  if (options.verbose) {
    std::string line = solver.binary;
    for (const auto& a : args) line += " " + a;
    std::cerr << "boardlp-solve: running " << line << "\n";
  }

  // The solver keeps its own limit; the driver steps in only if it overruns it (cbc checks its
  // clock between nodes: 30-queens pairwise overran 1 s by 4.5 s at the root). Then it gets its
  // stop signal (cbc: SIGINT, which it answers by stopping the search and writing the best
  // solution found, so a 12x12 queens domination file keeps its 8 queens), and KILL only if it
  // has not ended 3 s later. Killing at the limit itself threw away every incumbent.
  const double deadline = limit > 0 ? limit + overrun_allowance(limit) : 0;
  // Ctrl-C stops it the same way, so cbc's incumbent is written and read, checked and shown.
  const StopPolicy stop{.signal = backend.stop_signal(), .grace_seconds = 3.0, .keep_answer_on_interrupt = true,
                        .while_waiting = options.while_running};
  std::vector<std::string> env = line_buffered_output();
  for (std::string& e : backend.environment()) env.push_back(std::move(e));
  const ChildEnd run = run_process(solver.binary, args, work.path(), files.log, deadline, env, stop);
  const std::string log_text = read_whole_file(files.log);
  if (!options.log_path.empty()) {
    std::ofstream keep(options.log_path, std::ios::app | std::ios::binary);
    keep << log_text;
    if (!keep) throw DriverError(exit_bad_input, fmt::format("cannot write the log file {}", options.log_path));
  }
  if (options.verbose) std::cerr << fmt::format("boardlp-solve: {} took {:.3f} s\n", solver.name(), run.seconds);
  return {files, run, log_text};
}

// A run that was stopped (Ctrl-C, the driver at the deadline) or ended at its own time limit: what
// it wrote on the way out, read and checked; an output cut short by the stop is no answer, not a
// failure. False for a run that ended by itself before any limit.
bool read_stopped_run(const Backend& backend, const SolverRun& solver_run, double limit, RunOutcome& out) {
  const SolverFiles& files = solver_run.files;
  const ChildEnd& run = solver_run.end;
  const std::string& log_text = solver_run.log_text;
  const std::string who(backend.who());
  if (run.interrupted) {  // asked to stop: what it wrote on the way out is the answer, not proven
    std::optional<SolverAnswer> answer;
    try {
      if (run.signal == 0) answer = backend.read_answer(files);
    } catch (const DriverError&) {  // a file cut short by the stop: no answer
    }
    if (!answer || (answer->status != SolveStatus::optimal && answer->status != SolveStatus::feasible))
      throw Interrupted{run.interrupted};
    out.answer = std::move(*answer);
    out.answer.status = SolveStatus::feasible;
    out.answer.status_text = "feasible, not proven optimal (interrupted)";
    return true;
  }
  // Stopped by the driver at the time limit, or ended by its own limit: whatever it wrote on the
  // way out is read and checked, and an output cut short by the stop is no answer, not a failure.
  const bool at_limit = limit > 0 && (run.timed_out || run.seconds >= limit);
  if (at_limit && !run.timed_out && run.signal == 0) {
    try {
      std::optional<SolverAnswer> answer = backend.read_answer(files);
      if (answer) {
        out.answer = std::move(*answer);
        backend.vet_answer(out.answer, log_text, run.seconds, limit);
        return true;
      }
    } catch (const DriverError&) {
    }
    out.killed_at_limit = true;  // its end is the time limit's, whatever it printed last
    out.answer.status = SolveStatus::no_solution;
    out.answer.status_text = fmt::format("{} stopped at the time limit ({:.1f} s) with no answer boardlp could read", who,
                                         run.seconds);
    return true;
  }
  if (run.timed_out) {  // stopped by the driver: whatever it wrote on the way out is read and checked
    std::optional<SolverAnswer> answer;
    try {
      if (run.signal == 0) answer = backend.read_answer(files);
    } catch (const DriverError&) {  // cut short by the stop
    }
    if (!answer) {
      out.answer.status = SolveStatus::no_solution;
      out.answer.status_text = fmt::format("{} did not stop at the time limit and was stopped after {:.1f} s, with no "
                                           "solution written", who, run.seconds);
      return true;
    }
    out.answer = std::move(*answer);
    if (out.answer.status == SolveStatus::optimal) out.answer.status = SolveStatus::feasible;  // not proven: stopped
    backend.vet_answer(out.answer, log_text, run.seconds, limit);
    return true;
  }
  return false;
}

// A run that ended by itself: a crash, an exit code, a refusal or an unreadable file is the
// solver's failure, in one line with its last words; else its answer.
void read_ended_run(const Backend& backend, const SolverRun& solver_run, const std::string& model_path,
                    const RunOptions& options, RunOutcome& out) {
  const SolverFiles& files = solver_run.files;
  const ChildEnd& run = solver_run.end;
  const std::string& log_text = solver_run.log_text;
  const double limit = options.time_limit;
  const std::string who(backend.who());
  if (run.signal != 0)
    throw DriverError(exit_solver_failed, fmt::format("{} crashed (signal {}); {}", who, run.signal, log_tail(log_text)));
  if (run.exit_code == 127 || run.exit_code == 126)
    throw DriverError(exit_solver_missing, fmt::format("{} could not be run (exit code {}); {}", who, run.exit_code, log_tail(log_text)));
  if (!options.solver_options.empty())
    if (const auto why = backend.refused_option(log_text, run.exit_code))
      throw DriverError(exit_bad_input, fmt::format("--solver-option: {} refused it: {} (--solver help says where "
                                                    "its names are listed)", who, *why));
  if (const auto why = backend.cannot_run(log_text, run.exit_code, options.columns, options.rows))
    throw DriverError(exit_solver_missing, *why);
  if (const auto where = backend.read_error(log_text, run.exit_code, files.model))
    throw DriverError(exit_bad_input, fmt::format("{}: {} cannot read it: {} (CoinUtils could: the readers differ "
                                                  "on this file; another solver may solve it)", model_path, who, *where));
  if (!backend.exit_ok(run.exit_code))
    throw DriverError(exit_solver_failed, fmt::format("{} failed (exit code {}); {}", who, run.exit_code, log_tail(log_text)));
  std::optional<SolverAnswer> answer = backend.read_answer(files);
  if (!answer)
    throw DriverError(exit_solver_failed, fmt::format("{} wrote no solution file (could it read the model?); {}", who, log_tail(log_text)));
  // No answer, on its own: with no time limit to stop it, or with an error line, it failed (sat4j
  // prints "s UNKNOWN" after "FATAL Parsing Error"): never a time limit that was not there.
  // (A listing's end holds no solution: its solutions are in their own file.)
  const bool listing_ended = answer->enumeration_end != EnumerationEnd::none && answer->enumeration_end != EnumerationEnd::exhausted;
  if (answer->status == SolveStatus::no_solution && !listing_ended && (limit <= 0 || error_line(log_text)))
    throw DriverError(exit_solver_failed, fmt::format("{} ended with no answer ('{}'){}; {}", who, printable(answer->status_text, 60),
                                                      limit <= 0 ? " and no time limit was given" : "", log_tail(log_text)));
  out.answer = std::move(*answer);
  backend.vet_answer(out.answer, log_text, run.seconds, limit);
}

}  // namespace

RunOutcome run_solver(const Solver& solver, const std::string& model_path, FileFormat format, const TempFolder& work,
                      const RunOptions& options) {
  const SolverRun run = start_and_wait(solver, model_path, format, work, options);
  RunOutcome out;
  out.model_path = model_path;
  out.seconds = run.end.seconds;
  out.cpu_seconds = run.end.cpu_seconds;
  out.killed_at_limit = run.end.timed_out;
  out.interrupted_by = run.end.interrupted;
  if (!read_stopped_run(*solver.backend, run, options.time_limit, out))
    read_ended_run(*solver.backend, run, model_path, options, out);
  return out;
}

}  // namespace boardlp
