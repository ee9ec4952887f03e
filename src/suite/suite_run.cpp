#include "suite_run.hpp"

#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <random>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "atomic_output.hpp"
#include "collect.hpp"
#include "instances.hpp"
#include "errors.hpp"
#include "ordered_chunks.hpp"
#include "process.hpp"
#include "solver.hpp"
#include "suite_files.hpp"


namespace boardlp::suite {

namespace fs = std::filesystem;

namespace {

// A word as a POSIX shell reads it back: bare when it is plain, else in single quotes.
std::string shell_word(const std::string& w) {
  if (!w.empty() && w.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-+./:=,{}@%") == std::string::npos)
    return w;
  std::string out = "'";
  for (char ch : w) out += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
  return out + "'";
}

std::string seconds_text(double s) { return fmt::format("{:g}", s); }

// The arguments of one boardlp-solve job after the file. With proofs, each infeasible cube's CNF
// and DRAT proof are kept in results/SOLVER/proofs and checked there.
std::vector<std::string> solve_args(const SuiteInfo& info, const std::string& solver, double time_limit, bool proofs) {
  std::vector<std::string> args = {"--solver", solver, "--time-limit", seconds_text(time_limit), "--json"};
  if (proofs) {
    if (info.kind != SuiteKind::proof)
      throw UserError(fmt::format("--proofs keeps the DRAT proofs of a proof's cubes, and {} is a {} set: leave out --proofs",
                                  info.name, kind_word(info.kind)));
    if (!backend_named(solver)->writes_proofs())
      throw UserError(fmt::format("--proofs: {} writes no DRAT proof; --solver {} does (write the set with --format cnf)",
                                  solver, proof_backend_names()));
    args.insert(args.end(), {"--proof", "results/" + solver + "/proofs"});
  }
  // A wall sweep keeps the boards with one optimal placement: a second one is enough to say no.
  // One job each: GNU parallel already keeps every core busy.
  if (info.unique_check) args.insert(args.end(), {"--limit", "2", "--jobs", "1"});
  return args;
}

void check_solver(const std::string& solver) {
  const Backend* b = backend_named(solver);
  if (!b || b->name() != solver) throw UserError(fmt::format("--solver {}: use {}", solver, backend_names()));
}

// A results file a killed run left without its last newline: the next line must not join it.
void end_with_newline(const std::string& path) {
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  if (!in || in.tellg() == 0) return;
  in.seekg(-1, std::ios::end);
  if (in.get() != '\n') std::ofstream(path, std::ios::binary | std::ios::app) << '\n';
}

// GNU parallel's --resume skips every job its joblog lists. The jobs of the instances with no
// decisive answer yet (stopped by the time limit, killed, failed) leave the joblog, so this run
// runs them again, with the limit given now (with `proofs`, also the infeasible ones whose kept
// proof is missing or changed). Returns how many.
size_t forget_undecided_jobs(const std::string& dir, const std::string& solver, bool proofs) {
  const std::string joblog = dir + "/results/" + solver + "/joblog";
  std::ifstream in(joblog);
  if (!in) return 0;
  std::set<std::string> undecided;
  for (const std::string& file : undecided_files(dir, solver, proofs)) undecided.insert(instance_of_file(file));
  std::string kept, line;
  size_t dropped = 0;
  if (std::getline(in, line)) kept += line + "\n";  // the header
  while (std::getline(in, line)) {
    std::string instance;
    std::istringstream words(line);
    for (std::string w; words >> w;)
      if (w.find("instances/") != std::string::npos) instance = instance_of_file(w);
    if (!instance.empty() && undecided.count(instance)) {
      ++dropped;
      continue;
    }
    kept += line + "\n";
  }
  if (dropped > 0) write_whole_file(joblog, kept);
  return dropped;
}

}  // namespace

// Past boardlp-solve's own end at the worst (the limit, the overrun allowance, the stop signal's
// 3 s before KILL), with 10 s to spare: GNU parallel and timeout(1) never cut a job that is
// writing its incumbent.
double hard_timeout(double time_limit) {
  return std::ceil(time_limit + std::max(10.0, time_limit / 10) + overrun_allowance(time_limit) + 3);
}

// A job's kill: with proofs, the check after the solve gets twice the solve's limit (rate took
// about as long as CaDiCaL on the cubes measured: bench/RESULTS.md).
double job_timeout(double time_limit, bool proofs) { return hard_timeout(proofs ? 3 * time_limit : time_limit); }

std::string boardlp_solve_path() {
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const fs::path beside = self.parent_path() / "boardlp-solve";
    if (::access(beside.c_str(), X_OK) == 0) return beside.string();
  }
  return "boardlp-solve";
}

ParallelCommand parallel_command(const std::string& dir, const RunOptions& options) {
  check_solver(options.solver);
  const SuiteInfo info = read_suite_conf(dir);
  const std::string results = "results/" + options.solver;
  ParallelCommand cmd;
  cmd.output = results + "/results.jsonl";
  const unsigned jobs = options.jobs ? options.jobs : available_cores();
  cmd.argv = {"parallel", "--joblog", results + "/joblog", "--resume", "--jobs", std::to_string(jobs),
              "--timeout", seconds_text(job_timeout(options.time_limit, options.proofs)), "--arg-file",
              options.share ? results + "/" + kShareList : info.name + ".test"};
  if (!options.sshloginfile.empty()) {
    // Other machines run the jobs in the same folder, which they must share (NFS and the like). A
    // job whose machine fails (ssh exits 255) runs again on another (--retries); boardlp-solve
    // exits 0 once its report is written (--exit-zero), so an answer such as "infeasible" is not
    // taken for a failure.
    cmd.argv.insert(cmd.argv.end(), {"--sshloginfile", fs::absolute(options.sshloginfile).string(), "--workdir",
                                     fs::absolute(dir).string(), "--retries", "3"});
  }
  // On a terminal, GNU parallel's progress bar (jobs done, the estimated time left) on standard
  // error; nothing when the output is piped.
  if (::isatty(STDERR_FILENO)) cmd.argv.push_back("--bar");
  cmd.argv.insert(cmd.argv.end(), {"-q", boardlp_solve_path(), "{}"});
  for (const std::string& a : solve_args(info, options.solver, options.time_limit, options.proofs)) cmd.argv.push_back(a);
  if (!options.sshloginfile.empty()) cmd.argv.push_back("--exit-zero");
  return cmd;
}

// The share's list, drawn once: a run with another share or seed than the list's is refused (its
// answers would mix two draws).
void write_share(const std::string& dir, const RunOptions& options) {
  const double share = *options.share;
  if (!(share > 0 && share <= 1)) throw UserError(fmt::format("--share {:g}: give a fraction above 0 and at most 1, e.g. 0.1", share));
  const std::string folder = dir + "/results/" + options.solver;
  const std::string conf = fmt::format("share={:g}\nseed={}\n", share, options.share_seed);
  if (std::ifstream old(folder + "/share.conf"); old) {
    const std::string was((std::istreambuf_iterator<char>(old)), {});
    if (was != conf) {
      std::string shown = was;
      std::replace(shown.begin(), shown.end(), '\n', ' ');
      throw UserError(fmt::format("{} holds the answers of another share ({}): give the same --share and --seed, or move it away",
                                  folder, shown.substr(0, shown.find_last_not_of(' ') + 1)));
    }
    return;
  }
  if (std::error_code ec; fs::file_size(folder + "/results.jsonl", ec) > 0 && !ec)
    throw UserError(fmt::format("{} holds a run of the whole set: a share is a second solver's opinion, so give another "
                                "--solver, or move {} away", folder, folder));
  const SuiteInfo info = read_suite_conf(dir);
  std::ifstream test(dir + "/" + info.name + ".test");
  std::vector<std::string> files;
  for (std::string line; std::getline(test, line);)
    if (!line.empty()) files.push_back(line);
  std::vector<size_t> order(files.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  const auto m = std::max<size_t>(1, static_cast<size_t>(std::ceil(share * static_cast<double>(files.size()))));
  std::mt19937_64 rng(options.share_seed);
  for (size_t i = 0; i < m && i < order.size(); ++i) std::swap(order[i], order[i + draw(rng, order.size() - i)]);
  order.resize(std::min(m, order.size()));
  std::sort(order.begin(), order.end());
  std::string list;
  for (const size_t i : order) list += files[i] + "\n";
  write_whole_file(folder + "/" + kShareList, list);
  write_whole_file(folder + "/share.conf", conf);
}

int run_suite(const std::string& dir, const RunOptions& options) {
  const ParallelCommand cmd = parallel_command(dir, options);
  std::string shown = "cd " + shell_word(dir) + " &&";
  for (const std::string& a : cmd.argv) shown.append(" ").append(shell_word(a));
  shown += " >> " + cmd.output;
  std::cout << "boardlp suite run: " << shown << "\n" << std::flush;
  if (options.dry_run) return 0;
  if (!options.sshloginfile.empty() && !fs::exists(options.sshloginfile))
    throw UserError(fmt::format("--sshloginfile {}: no such file (GNU parallel's list of machines, one a line)", options.sshloginfile));

  std::error_code ec;
  fs::create_directories(dir + "/results/" + options.solver, ec);
  if (ec) throw UserError(fmt::format("cannot make {}/results/{}: {}", dir, options.solver, ec.message()));
  if (options.share) write_share(dir, options);
  const std::string output = dir + "/" + cmd.output;
  end_with_newline(output);
  const size_t again = forget_undecided_jobs(dir, options.solver, options.proofs);
  std::cout << fmt::format("boardlp suite run: {} s a job (--time-limit of each boardlp-solve; give --timeout S for "
                           "another); {}a job stopped by it is run again by the same command, with the limit given then\n",
                           seconds_text(options.time_limit),
                           again ? fmt::format("{} undecided from the runs before run again now; ", again) : std::string())
            << std::flush;

  install_interrupt_handlers();
  const Started parallel = start_process(ProcessStart{.program = "parallel", .search_path = true,
                                                      .args = std::vector<std::string>(cmd.argv.begin() + 1, cmd.argv.end()),
                                                      .cwd = dir, .output = cmd.output, .append = true, .errors_to_output = false,
                                                      .extra_env = {}});
  if (parallel.error != 0)
    throw UserError(fmt::format("GNU parallel could not be started ({}): install it (Debian: apt install parallel, or run scripts/setup)",
                                std::strerror(parallel.error)));
  try {
    const ChildEnd end = wait_for_child(parallel.pid, 0, StopPolicy{SIGTERM, 0});
    // parallel's status counts the jobs that exited non-zero; an infeasible instance is one of
    // them, so the verdicts are collect's. Only parallel's own failures (255) stop here.
    if (end.exit_code == 255 || end.signal != 0)
      throw UserError(fmt::format("GNU parallel failed ({}): see its message above", end.signal ? "killed by a signal" : "exit 255"));
  } catch (const Interrupted& stop) {
    std::cerr << fmt::format("boardlp suite run: stopped (signal {}); the same command again resumes where it stopped\n", stop.signal);
    return 128 + stop.signal;
  }
  return collect_suite(dir);
}

std::string write_slurm_script(const std::string& dir, const SlurmOptions& options) {
  check_solver(options.solver);
  if (options.chunk < 1) throw UserError("--chunk must be 1 or more instances per array task");
  const SuiteInfo info = read_suite_conf(dir);
  const std::string results = "results/" + options.solver;
  // The first round runs every instance and writes task-K.jsonl. When results are there, the
  // script is a rerun: round R runs the instances with no decisive answer yet (listed in
  // results/SOLVER/round-R.test) and writes round-R-task-K.jsonl beside the earlier files.
  std::string test_list = info.name + ".test", task_prefix = "task-";
  size_t instances = 0;
  bool earlier_results = false;
  std::error_code ec;
  if (fs::is_directory(dir + "/" + results, ec))
    for (const auto& entry : fs::directory_iterator(dir + "/" + results))
      earlier_results = earlier_results || entry.path().extension() == ".jsonl";
  if (earlier_results) {
    const std::vector<std::string> undecided = undecided_files(dir, options.solver, options.proofs);
    if (undecided.empty())
      throw UserError(fmt::format("every instance of {} has a decisive answer from {}: nothing to run again (boardlp suite "
                                  "collect {} merges them)", dir, options.solver, dir));
    int round = 2;
    while (fs::exists(fmt::format("{}/{}/round-{}.test", dir, results, round))) ++round;
    test_list = fmt::format("{}/round-{}.test", results, round);
    task_prefix = fmt::format("round-{}-task-", round);
    std::string lines;
    for (const std::string& f : undecided) lines += f + "\n";
    write_whole_file(dir + "/" + test_list, lines);
    instances = undecided.size();
  } else {
    std::ifstream test(dir + "/" + info.name + ".test");
    if (!test) throw UserError(fmt::format("{}/{}.test is missing: write the suite anew", dir, info.name));
    for (std::string line; std::getline(test, line);) instances += !line.empty();
  }
  if (instances == 0) throw UserError(fmt::format("{}/{}.test lists no instance", dir, info.name));
  const size_t tasks = (instances + static_cast<size_t>(options.chunk) - 1) / static_cast<size_t>(options.chunk);
  const double per_job = job_timeout(options.time_limit, options.proofs);
  const long minutes = static_cast<long>(std::ceil(static_cast<double>(options.chunk) * per_job / 60)) + 5;
  std::string solve;
  for (const std::string& a : solve_args(info, options.solver, options.time_limit, options.proofs)) solve.append(" ").append(shell_word(a));

  std::string s = "#!/bin/bash\n";
  s += fmt::format(
      "# boardlp suite {name} on Slurm: {instances} instances{rerun} in {tasks} array tasks of up to {chunk}, each solved\n"
      "# by boardlp-solve with {solver} ({limit} s each, killed at {hard} s). Task K writes its results to one file,\n"
      "# {results}/{prefix}K.jsonl, when it is done; `boardlp suite collect {dir}` merges them. An instance left\n"
      "# undecided (time limit, killed) runs again in the script `boardlp suite slurm` writes next (give a larger --timeout).\n"
      "# Submit with: sbatch {script}\n",
      fmt::arg("rerun", earlier_results ? " (those with no decisive answer yet)" : ""), fmt::arg("prefix", task_prefix),
      fmt::arg("name", info.name), fmt::arg("instances", instances), fmt::arg("tasks", tasks), fmt::arg("chunk", options.chunk),
      fmt::arg("solver", options.solver), fmt::arg("limit", seconds_text(options.time_limit)),
      fmt::arg("hard", seconds_text(per_job)), fmt::arg("results", results), fmt::arg("dir", dir),
      fmt::arg("script", options.script.empty() ? dir + "/slurm-" + options.solver + ".sh" : options.script));
  s += fmt::format("#SBATCH --job-name=boardlp-{}-{}\n", info.name, options.solver);
  s += fmt::format("#SBATCH --array=0-{}\n", tasks - 1);
  s += fmt::format("#SBATCH --chdir={}\n", fs::absolute(dir).string());
  s += fmt::format("#SBATCH --output={}/slurm-%A_%a.log\n", results);
  s += "#SBATCH --ntasks=1\n#SBATCH --cpus-per-task=1\n";
  // A task whose node fails runs again on another: its results file is renamed into place only
  // when it is whole, so each instance is reported once.
  s += "#SBATCH --requeue\n";
  s += fmt::format("#SBATCH --time={}\n", minutes);
  if (!options.partition.empty()) s += fmt::format("#SBATCH --partition={}\n", options.partition);
  s += fmt::format(
      "set -u\n"
      "solve={solve_path}\n"
      "chunk={chunk}\n"
      "first=$(( SLURM_ARRAY_TASK_ID * chunk + 1 ))\n"
      "out={results}/{prefix}$(printf %05d \"$SLURM_ARRAY_TASK_ID\").jsonl\n"
      "mkdir -p {results}\n"
      ": > \"$out.part\"\n"
      "sed -n \"${{first}},$(( first + chunk - 1 ))p\" {test} | while IFS= read -r file; do\n"
      "  line=$(timeout -k 10 {hard} \"$solve\" \"$file\"{args})\n"
      "  rc=$?\n"
      "  if [ -n \"$line\" ]; then\n"
      "    printf '%s\\n' \"$line\"\n"
      "  else  # no report: killed at the hard limit (124, 137) or an error before any (see the task's log)\n"
      "    if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then status=killed; else status=error; fi\n"
      "    printf '{{\"file\":\"%s\",\"status\":\"%s\",\"exit\":%d}}\\n' \"$file\" \"$status\" \"$rc\"\n"
      "  fi >> \"$out.part\"\n"
      "done\n"
      "mv \"$out.part\" \"$out\"  # whole or not at all: a task that did not finish runs again\n",
      fmt::arg("solve_path", shell_word(boardlp_solve_path())),
      fmt::arg("chunk", options.chunk), fmt::arg("results", results), fmt::arg("test", shell_word(test_list)),
      fmt::arg("prefix", task_prefix),
      fmt::arg("hard", seconds_text(per_job)), fmt::arg("args", solve));
  // Slurm opens the tasks' logs there before the script runs.
  fs::create_directories(dir + "/" + results, ec);
  if (ec) throw UserError(fmt::format("cannot make {}/{}: {}", dir, results, ec.message()));
  const std::string path = options.script.empty() ? dir + "/slurm-" + options.solver + ".sh" : options.script;
  write_whole_file(path, s);
  ::chmod(path.c_str(), 0755);
  return path;
}

}  // namespace boardlp::suite
