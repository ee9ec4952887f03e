#pragma once
// Running a suite on engines that exist: GNU parallel on this machine (or more, by ssh), and a
// Slurm job array on a cluster. boardlp only writes their command or script; they run the jobs.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "backend.hpp"

namespace boardlp::suite {

struct RunOptions {
  std::string solver = default_backend_name();  // a backend's name (backend.hpp)
  unsigned jobs = 0;            // at once (0: one per core)
  double time_limit = 60;       // seconds per instance (boardlp-solve --time-limit)
  std::string sshloginfile;     // GNU parallel's: more machines, sharing the suite's folder
  bool dry_run = false;         // print the command only
  bool proofs = false;          // a proof's cubes: keep and check each DRAT proof (results/SOLVER/proofs)
  // A random share of the instances only (0 < share <= 1), drawn from share_seed and listed in
  // results/SOLVER/share.test: a second solver's opinion on part of a proof.
  std::optional<double> share;
  uint64_t share_seed = 1;
};

// GNU parallel's command (run in the suite's folder) and where its output goes.
struct ParallelCommand {
  std::vector<std::string> argv;
  std::string output;           // results/SOLVER/results.jsonl, appended to
};
ParallelCommand parallel_command(const std::string& dir, const RunOptions& options);

// Prints the plain command, runs it with the suite's folder as working folder and collects.
// Returns the exit status: collect's, or 128 + the signal that stopped the run.
int run_suite(const std::string& dir, const RunOptions& options);

struct SlurmOptions {
  std::string solver = default_backend_name();
  int chunk = 100;              // instances per array task
  double time_limit = 60;
  std::string partition;        // empty: the cluster's default
  std::string script;           // where to write it (default DIR/slurm-SOLVER.sh)
  bool proofs = false;          // as RunOptions::proofs
};
// Writes the job-array script and returns its path.
std::string write_slurm_script(const std::string& dir, const SlurmOptions& options);

// This program's folder's boardlp-solve (an installed or built pair), else boardlp-solve in PATH.
std::string boardlp_solve_path();

// The time GNU parallel (or timeout(1) on Slurm) allows a job: its time limit and a grace period
// for reading, checking and writing, after which the job is killed.
double hard_timeout(double time_limit);
double job_timeout(double time_limit, bool proofs);

}  // namespace boardlp::suite
