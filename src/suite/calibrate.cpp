#include "calibrate.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <random>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "atomic_output.hpp"
#include "errors.hpp"
#include "instances.hpp"
#include "process.hpp"
#include "projection.hpp"
#include "solver.hpp"
#include "status.hpp"
#include "suite_files.hpp"
#include "suite_run.hpp"
#include "wording.hpp"

namespace boardlp::suite {

namespace fs = std::filesystem;

namespace {

// One boardlp-solve run of the calibration, as its JSON answer says.
struct CalibrationRun {
  std::string file, status;  // boardlp-solve's status word, or "exit N" / "killed" without an answer
  double cpu_seconds = 0, seconds = 0;
  bool placement = false;     // a checked placement that meets the bound: the claim is false
  bool check_failed = false;
  bool decided() const { return status == "infeasible" || placement; }
};

CalibrationRun run_one(const std::string& dir, const std::string& file, const std::string& solver, double limit,
                       const std::string& log) {
  const std::vector<std::string> args = {file, "--solver", solver, "--time-limit", fmt::format("{:g}", limit),
                                         "--threads", "1", "--json"};
  const ChildEnd p = run_process(boardlp_solve_path(), args, dir, log, hard_timeout(limit));
  CalibrationRun r;
  r.file = file;
  r.seconds = p.seconds;
  r.cpu_seconds = p.cpu_seconds;
  std::ifstream in(log);
  nlohmann::json answer;
  for (std::string line; std::getline(in, line);)  // the answer is the last line that is a JSON object
    if (!line.empty() && line.front() == '{')
      if (nlohmann::json j = nlohmann::json::parse(line, nullptr, false); j.is_object()) answer = std::move(j);
  if (!answer.is_object()) {
    r.status = p.timed_out ? "killed" : fmt::format("exit {}", p.exit_code);
    r.check_failed = p.exit_code == exit_check_failed;
    return r;
  }
  r.status = answer.value("status", "unknown");
  r.cpu_seconds = answer.value("solver_cpu_seconds", p.cpu_seconds);
  r.check_failed = (answer.contains("problems") && !answer["problems"].empty()) || p.exit_code == exit_check_failed;
  const bool found = answer.contains("objective") && answer["objective"].is_number();
  r.placement = found && !r.check_failed && r.status != "infeasible";
  return r;
}

// Seconds as a person reads them: 0.65, 12.3, 5417.
std::string secs(double s) { return s < 10 ? fmt::format("{:.2f}", s) : s < 100 ? fmt::format("{:.1f}", s) : fmt::format("{:.0f}", s); }

std::vector<std::string> test_lines(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UserError(fmt::format("{} is missing: write the set again", path));
  std::vector<std::string> out;
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) out.push_back(line);
  return out;
}

std::string verdict_text(const std::vector<CalibrationRun>& sample, const CalibrationRun& whole, const Projection& p, bool at_least,
                         const std::string& dir, const std::string& solver, std::string& verdict) {
  const auto refuting = std::find_if(sample.begin(), sample.end(), [](const CalibrationRun& r) { return r.placement; });
  if (refuting != sample.end() || whole.placement) {
    verdict = "refuted";
    return fmt::format("  REFUTED: {} has a placement that meets the bound (checked by boardlp-solve): no proof to run\n",
                       refuting != sample.end() ? refuting->file : whole.file);
  }
  const std::string run_cubes = fmt::format("boardlp suite run {} --solver {}, or boardlp suite slurm", dir, solver);
  if (whole.status == "infeasible" && (whole.cpu_seconds <= p.total || at_least)) {
    verdict = "one_run";
    return fmt::format("  one run wins: the whole model was proved infeasible in {} s of CPU, against the cubes' projected {}{} "
                       "s; prove it as one model (boardlp-solve {}/{} --solver {}), not as cubes\n",
                       secs(whole.cpu_seconds), at_least ? "at least " : "", secs(p.total), dir, whole.file, solver);
  }
  verdict = "cubes";
  if (whole.status == "infeasible")
    return fmt::format("  the cubes win: projected {} s of CPU ({} to {}) against the {} s one run of the whole model took to "
                       "prove it; run them ({})\n",
                       secs(p.total), secs(p.low), secs(p.high), secs(whole.cpu_seconds), run_cubes);
  if (whole.cpu_seconds >= p.high)
    return fmt::format("  the cubes win: one run of the whole model was undecided after {} s of CPU, past the cubes' projected "
                       "{} s; run them ({})\n", secs(whole.cpu_seconds), secs(p.high), run_cubes);
  return fmt::format("  undecided at this budget: one run of the whole model did not decide it in {} s of CPU, less than the "
                     "cubes' projected {} s; run the cubes ({}), or give the whole model as long as the projection "
                     "(--whole-seconds {:.0f}) to compare at the same cost\n",
                     secs(whole.cpu_seconds), secs(p.total), run_cubes, std::ceil(p.high));
}

}  // namespace

bool whole_proof_set(const std::string& dir, const SuiteInfo& info) {
  return info.kind == SuiteKind::proof && static_cast<int64_t>(test_lines(dir + "/" + info.name + ".test").size()) >= info.proof_cubes;
}

std::string calibration_text(const std::string& dir) {
  std::ifstream in(dir + "/calibration.txt");
  return in ? std::string(std::istreambuf_iterator<char>(in), {}) : std::string();
}

int calibrate_suite(const std::string& dir, const CalibrateOptions& o) {
  const Backend* backend = backend_named(o.solver);
  if (!backend || backend->name() != o.solver) throw UserError(fmt::format("--solver {}: use {}", o.solver, backend_names()));
  const SuiteInfo info = read_suite_conf(dir);
  if (info.kind != SuiteKind::proof)
    throw UserError(fmt::format("{} is a {} set: calibrate takes a proof's cubes (boardlp suite proof ... -o DIR)", dir, kind_word(info.kind)));
  const std::vector<std::string> files = test_lines(dir + "/" + info.name + ".test");
  if (files.empty()) throw UserError(fmt::format("{} lists no cube: write the set again with {}", dir, info.command));
  if (!whole_proof_set(dir, info))
    throw UserError(fmt::format("{} holds a sample of {} of the proof's {} cubes: calibrate draws its own sample, from the whole "
                                "set (write it without --sample)", dir, files.size(), info.proof_cubes));
  if (info.whole_file.empty() || !fs::exists(dir + "/" + info.whole_file))
    throw UserError(fmt::format("{} has no whole model to compare with (a set written by an older boardlp): write it again "
                                "with {}", dir, info.command));

  // The sample: `sample` cubes drawn by a partial Fisher-Yates shuffle, then in the set's order.
  std::vector<size_t> order(files.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  const size_t m = std::min(order.size(), static_cast<size_t>(o.sample));
  std::mt19937_64 rng(o.seed);
  for (size_t i = 0; i < m; ++i) std::swap(order[i], order[i + draw(rng, order.size() - i)]);
  order.resize(m);
  std::sort(order.begin(), order.end());

  const fs::path logs = fs::path(dir) / "calibration" / o.solver;
  std::error_code ec;
  fs::create_directories(logs, ec);
  if (ec) throw UserError(fmt::format("cannot make the folder {}: {}", logs.string(), ec.message()));
  std::vector<CalibrationRun> sample;
  std::vector<double> cpu;
  double sample_cpu = 0;
  for (size_t i = 0; i < m; ++i) {
    const std::string& file = files[order[i]];
    const std::string name = instance_of_file(file);
    sample.push_back(run_one(dir, file, o.solver, o.time_limit, (logs / (name + ".json")).string()));
    cpu.push_back(sample.back().cpu_seconds);
    sample_cpu += sample.back().cpu_seconds;
    std::cerr << fmt::format("boardlp suite calibrate: cube {} of {}, {}: {}, {:.2f} s of CPU\n", i + 1, m, name,
                             sample.back().status, sample.back().cpu_seconds);
  }
  const double whole_limit = o.whole_seconds.value_or(std::max(1.0, std::ceil(sample_cpu)));
  std::cerr << fmt::format("boardlp suite calibrate: the whole model, {}, for {:g} s\n", info.whole_file, whole_limit);
  const CalibrationRun whole = run_one(dir, info.whole_file, o.solver, whole_limit, (logs / "whole.json").string());

  const size_t infeasible = static_cast<size_t>(std::count_if(sample.begin(), sample.end(), [](const auto& r) { return r.status == "infeasible"; }));
  const size_t placements = static_cast<size_t>(std::count_if(sample.begin(), sample.end(), [](const auto& r) { return r.placement; }));
  const size_t failed = static_cast<size_t>(std::count_if(sample.begin(), sample.end(), [](const auto& r) { return r.check_failed; }));
  const size_t open = m - infeasible - placements;
  const auto largest = std::max_element(sample.begin(), sample.end(), [](const auto& a, const auto& b) { return a.cpu_seconds < b.cpu_seconds; });
  const Projection p = project_proof(cpu, info.proof_cubes, o.seed);
  std::string verdict;
  std::string text = fmt::format("calibration of {} ({}), {}, one thread a run:\n", info.name, info.claim, o.solver);
  text += fmt::format("  the sample: {} of the {} cubes (seed {}), {:g} s a cube: {} infeasible, {} with a placement, {} "
                      "undecided; {} s of CPU in all (the largest {} s, {})\n",
                      m, info.proof_cubes, o.seed, o.time_limit, infeasible, placements, open, secs(sample_cpu),
                      secs(largest->cpu_seconds), instance_of_file(largest->file));
  text += fmt::format("  the projection: the whole proof takes {}{} s of CPU ({} to {} s over {} resamples of the "
                      "sample{})\n",
                      open > 0 ? "at least " : "about ", secs(p.total), secs(p.low), secs(p.high), p.resamples,
                      open > 0 ? "; undecided cubes count their limit only" : "");
  text += fmt::format("  one run of the whole model ({}) for {:g} s{}: {}, {} s of CPU\n", info.whole_file, whole_limit,
                      o.whole_seconds ? "" : ", the sample's CPU time (at least 1 s)", whole.status, secs(whole.cpu_seconds));
  text += failed > 0 || whole.check_failed
              ? (verdict = "check_failed", fmt::format("  WRONG: boardlp-solve's check failed on {} run(s): see {}\n",
                                                       failed + whole.check_failed, logs.string()))
              : verdict_text(sample, whole, p, open > 0, dir, o.solver, verdict);

  nlohmann::json j;
  j["suite"] = info.name;
  j["claim"] = info.claim;
  j["solver"] = o.solver;
  j["seed"] = o.seed;
  j["time_limit"] = o.time_limit;
  j["cubes"] = info.proof_cubes;
  for (const CalibrationRun& r : sample)
    j["sample"].push_back({{"file", r.file}, {"status", r.status}, {"cpu_seconds", r.cpu_seconds}, {"seconds", r.seconds}});
  j["projection"] = {{"cpu_seconds", p.total}, {"low", p.low}, {"high", p.high}, {"resamples", p.resamples},
                     {"at_least", open > 0}};
  j["whole"] = {{"file", whole.file}, {"time_limit", whole_limit}, {"status", whole.status},
                {"cpu_seconds", whole.cpu_seconds}, {"seconds", whole.seconds}};
  j["verdict"] = verdict;
  write_whole_file(dir + "/calibration.json", j.dump(2) + "\n");
  write_whole_file(dir + "/calibration.txt", text);
  std::cout << text;
  return verdict == "check_failed" ? 1 : 0;
}

}  // namespace boardlp::suite
