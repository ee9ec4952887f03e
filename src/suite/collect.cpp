#include "collect.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "atomic_output.hpp"
#include "errors.hpp"
#include "numbers.hpp"
#include "process.hpp"
#include "projection.hpp"
#include "proof_check.hpp"
#include "problem_unit.hpp"
#include "status.hpp"
#include "suite_files.hpp"
#include "wording.hpp"

namespace boardlp::suite {

namespace fs = std::filesystem;

namespace {

struct ManifestRow {
  std::string name, problem, expected, placements;  // expected: a number, "infeasible" or ""
  std::string tier;                                 // a tiered set's easy, hard or open (else empty)
};

// How one run ended: boardlp-solve's JSON status, a job that exited without a report (its exit
// code), one the runner killed, or no run at all.
enum class RunEnd { optimal, infeasible, unbounded, feasible, no_solution, time_limit, interrupted, killed, exited,
                    unknown, not_run };

// boardlp-solve's status words (its JSON "status") and the runner's "killed".
struct StatusWord {
  std::string_view word;
  RunEnd end;
};
constexpr StatusWord kStatusWords[] = {
    {"optimal", RunEnd::optimal},         {"infeasible", RunEnd::infeasible},   {"unbounded", RunEnd::unbounded},
    {"feasible", RunEnd::feasible},       {"no_solution", RunEnd::no_solution}, {"time_limit", RunEnd::time_limit},
    {"interrupted", RunEnd::interrupted}, {"killed", RunEnd::killed},           {"not_run", RunEnd::not_run}};

RunEnd run_end_of(std::string_view word) {
  for (const StatusWord& s : kStatusWords)
    if (s.word == word) return s.end;
  return RunEnd::unknown;
}

// What one solver's runs said about one instance.
struct Outcome {
  RunEnd end = RunEnd::not_run;
  std::string status;           // the words results.csv shows: boardlp-solve's status, killed, exit N, not_run
  std::optional<double> value;  // the objective found
  double seconds = 0;
  double cpu_seconds = 0;       // the solver process's CPU time (boardlp-solve's solver_cpu_seconds)
  std::optional<int64_t> solutions;  // found by the uniqueness check (1 or 2)
  bool complete = false;        // the check finished (so 1 means unique)
  bool check_failed = false;    // boardlp-solve's independent check found a problem (or it exited 6)
  bool objective_is_zero = false;  // a feasibility question's answer: any placement found decides it
  std::string proof;            // boardlp-solve --proof's verdict on the DRAT proof: verified, not checked, ...
  std::string proof_cnf, proof_drat;  // the files it kept, as named (relative to the suite's folder)
  std::optional<FileFingerprint> cnf_print, drat_print;  // as they were checked (older reports: none)

  bool proved() const { return end == RunEnd::optimal || end == RunEnd::infeasible; }
  // Stopped before a proof: boardlp-solve's time limit ("feasible" with the best placement found,
  // "no_solution" without one; "time_limit" for --all), a signal, or the runner's hard kill.
  bool stopped() const {
    return end == RunEnd::feasible || end == RunEnd::no_solution || end == RunEnd::time_limit ||
           end == RunEnd::interrupted || end == RunEnd::killed;
  }
  // Stopped with a placement found (and checked by boardlp-solve).
  bool stopped_with_placement() const {
    return (end == RunEnd::feasible || end == RunEnd::time_limit || end == RunEnd::interrupted) && value;
  }
};

Outcome not_run() {
  Outcome o;
  o.status = "not_run";
  return o;
}

// An exit without a report: 6 is boardlp-solve's failed check.
Outcome exited(int exit_code, double seconds) {
  Outcome o;
  o.end = RunEnd::exited;
  o.status = fmt::format("exit {}", exit_code);
  o.check_failed = exit_code == exit_check_failed;
  o.seconds = seconds;
  return o;
}

enum class Verdict { ok, wrong, timeout, error };
std::string_view verdict_word(Verdict v) {
  switch (v) {
    case Verdict::ok: return "ok";
    case Verdict::wrong: return "wrong";
    case Verdict::timeout: return "timeout";
    case Verdict::error: break;
  }
  return "error";
}

std::vector<ManifestRow> read_manifest(const std::string& dir) {
  std::ifstream in(dir + "/manifest.csv");
  if (!in) throw UserError(fmt::format("{}/manifest.csv is missing: write the suite anew", dir));
  std::string line;
  std::getline(in, line);
  const std::vector<std::string> header = parse_csv_line(line);
  auto column = [&](const char* name) {
    const auto at = std::find(header.begin(), header.end(), name);
    if (at == header.end()) throw UserError(fmt::format("{}/manifest.csv has no column {}: write the suite anew", dir, name));
    return static_cast<size_t>(at - header.begin());
  };
  const size_t name = column("instance"), problem = column("problem"), expected = column("expected"),
               placements = column("placements");
  const auto tier_at = std::find(header.begin(), header.end(), "tier");  // sets written before tiers have none
  const size_t tier = static_cast<size_t>(tier_at - header.begin());
  std::vector<ManifestRow> rows;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    const std::vector<std::string> f = parse_csv_line(line);
    if (f.size() != header.size()) throw UserError(fmt::format("{}/manifest.csv: a line with {} fields, not {}: write the suite anew", dir, f.size(), header.size()));
    rows.push_back({f[name], f[problem], f[expected], f[placements], tier < f.size() ? f[tier] : std::string()});
  }
  return rows;
}

// Whether an answer settles its instance, so a rerun leaves it: an optimum, infeasibility, a
// failed check, or (a proof's cube, a feasibility question) a placement found before the limit.
bool decisive(const Outcome& o) {
  if (o.check_failed || o.proved()) return true;
  return o.stopped_with_placement() && o.objective_is_zero;
}

// Every line of the solver's results files (parallel's results.jsonl and Slurm's task files): per
// instance the last decisive answer, else the last line (a rerun's).
void read_reports(const fs::path& folder, std::map<std::string, Outcome>& out, size_t& unreadable) {
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(folder))
    if (entry.path().extension() == ".jsonl") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  for (const fs::path& file : files) {
    std::ifstream in(file);
    for (std::string line; std::getline(in, line);) {
      if (line.empty()) continue;
      const nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
      if (j.is_discarded() || !j.is_object() || !j.contains("file") || !j["file"].is_string()) {
        ++unreadable;  // a line cut short by a killed run
        continue;
      }
      Outcome o;
      o.status = j.value("status", "error");
      o.end = run_end_of(o.status);
      if (j.contains("exit") && o.end != RunEnd::killed) o = exited(j["exit"].get<int>(), 0);
      if (j.contains("objective") && j["objective"].is_number()) o.value = j["objective"].get<double>();
      o.seconds = j.value("seconds", 0.0);
      o.cpu_seconds = j.value("solver_cpu_seconds", 0.0);
      if (j.contains("problems") && !j["problems"].empty()) o.check_failed = true;
      if (j.contains("complete")) {
        o.complete = j["complete"].get<bool>();
        o.solutions = j.value("count", int64_t{0});
      }
      o.objective_is_zero = o.value && *o.value == 0;
      if (j.contains("proof") && j["proof"].is_object()) {
        const nlohmann::json& p = j["proof"];
        o.proof = p.value("verdict", "");
        o.proof_cnf = p.value("cnf", "");
        o.proof_drat = p.value("drat", "");
        auto print = [&](const std::string& key) -> std::optional<FileFingerprint> {
          if (!p.contains(key + "_bytes") || !p[key + "_bytes"].is_number_unsigned() || !p.contains(key + "_crc32")) return std::nullopt;
          const std::string hex = p[key + "_crc32"].is_string() ? p[key + "_crc32"].get<std::string>() : "";
          uint32_t crc = 0;
          const auto [end, error] = std::from_chars(hex.data(), hex.data() + hex.size(), crc, 16);
          if (error != std::errc() || end != hex.data() + hex.size()) return std::nullopt;
          return FileFingerprint{p[key + "_bytes"].get<uint64_t>(), crc};
        };
        o.cnf_print = print("cnf");
        o.drat_print = print("drat");
      }
      Outcome& kept = out[instance_of_file(j["file"].get<std::string>())];
      if (decisive(o) || !decisive(kept)) kept = o;
    }
  }
}

// GNU parallel's joblogs: the jobs that left no report (killed at --timeout, or failed early).
void read_joblogs(const fs::path& folder, std::map<std::string, Outcome>& out) {
  for (const auto& entry : fs::directory_iterator(folder)) {
    if (entry.path().filename().string().rfind("joblog", 0) != 0) continue;
    std::ifstream in(entry.path());
    std::string line;
    std::getline(in, line);  // Seq Host Starttime JobRuntime Send Receive Exitval Signal Command
    while (std::getline(in, line)) {
      std::vector<std::string> f;
      std::istringstream fields(line);
      for (std::string x; std::getline(fields, x, '\t');) f.push_back(x);
      if (f.size() < 9) continue;
      std::string instance;
      std::istringstream words(f[8]);
      for (std::string w; words >> w;)
        if (w.find("instances/") != std::string::npos) instance = instance_of_file(w);
      if (instance.empty() || out.count(instance)) continue;
      const double seconds = std::atof(f[3].c_str());
      const int exit_value = std::atoi(f[6].c_str()), signal = std::atoi(f[7].c_str());
      Outcome o = exited(exit_value, seconds);
      if (signal != 0 || exit_value == -1) {
        o.end = RunEnd::killed;
        o.status = "killed";
        o.check_failed = false;
      }
      out[instance] = o;
    }
  }
}

bool same_value(double a, double b) { return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b)); }

// Whether the problem maximizes or minimizes its objective, from its unit (nullopt: a
// feasibility problem, or a word no problem has).
std::optional<ObjectiveSense> sense_of(const std::string& word) {
  const std::optional<Problem> problem = problem_from_word(word);
  if (!problem || !answer_view(*problem).optimizes) return std::nullopt;
  return unit_of(*problem).objective(Spec{}).sense;
}

// SCIP's verdicts, with boardlp's check and the uniqueness check added.
Verdict verdict(const Outcome& o, const ManifestRow& m, bool unique_check) {
  if (o.check_failed) return Verdict::wrong;  // the solution broke the board's rules
  const bool known_opt = !m.expected.empty() && m.expected != "infeasible";
  const double want = known_opt ? std::atof(m.expected.c_str()) : 0;
  if (o.end == RunEnd::optimal) {
    if (m.expected == "infeasible") return Verdict::wrong;
    if (known_opt && (!o.value || !same_value(*o.value, want))) return Verdict::wrong;
    if (unique_check && o.solutions && !m.placements.empty()) {
      // The counter's count, capped at 2 like the check (a count of 10 digits is still "2 or more").
      const int64_t placements = m.placements.size() > 1 ? 2 : std::min<int64_t>(2, std::atoll(m.placements.c_str()));
      if (*o.solutions > placements || (o.complete && *o.solutions < placements)) return Verdict::wrong;
    }
    return Verdict::ok;
  }
  if (o.end == RunEnd::infeasible) return known_opt ? Verdict::wrong : Verdict::ok;
  if (o.stopped()) {
    // A solution better than the proven optimum is wrong even when the run did not finish.
    const std::optional<ObjectiveSense> sense = sense_of(m.problem);
    if (known_opt && o.value && sense &&
        ((*sense == ObjectiveSense::maximize && *o.value > want + 1e-6) ||
         (*sense == ObjectiveSense::minimize && *o.value < want - 1e-6)))
      return Verdict::wrong;
    if (m.expected == "infeasible" && o.value) return Verdict::wrong;
    return Verdict::timeout;
  }
  return Verdict::error;
}

// The shifted geometric mean of times, the benchmarkers' average (shift 1 s: short runs do not
// dominate it).
double shifted_geometric_mean(const std::vector<double>& seconds, double shift = 1) {
  if (seconds.empty()) return 0;
  double log_sum = 0;
  for (double s : seconds) log_sum += std::log(std::max(s, 0.0) + shift);
  return std::exp(log_sum / static_cast<double>(seconds.size())) - shift;
}

// What collect finds of a kept proof now: its two files where the run named them, each with the
// size and CRC-32 it had when rate checked it; with --recheck, rate's verdict now.
enum class ProofNow { intact, missing, changed, unrecorded };

ProofNow look_at_proof(const fs::path& dir, const Outcome& o) {
  bool missing = false, changed = false;
  for (const auto& [name, recorded] : {std::pair{o.proof_cnf, o.cnf_print}, std::pair{o.proof_drat, o.drat_print}}) {
    const fs::path path = fs::path(name).is_absolute() ? fs::path(name) : dir / name;
    const std::optional<FileFingerprint> now = fingerprint_of(path.string());
    if (!now) missing = true;
    else if (recorded && !(*now == *recorded)) changed = true;
  }
  if (missing || changed) return missing ? ProofNow::missing : ProofNow::changed;
  return o.cnf_print && o.drat_print ? ProofNow::intact : ProofNow::unrecorded;  // a report from before the fingerprints
}

// A proof's merge: all cubes infeasible proves the claim; one with a checked placement refutes it.
struct ProofTally {
  size_t infeasible = 0, found = 0, open = 0, wrong = 0;
  size_t proofs_kept = 0, proofs_verified = 0;  // infeasible cubes with a DRAT proof, and those rate verified at the run
  size_t intact = 0, missing = 0, changed = 0, unrecorded = 0;  // what collect finds of them now
  size_t rechecked = 0, verified_now = 0;                       // --recheck: rate again, on the intact ones
  std::string missing_cube, changed_cube, rejected_cube;
  bool proofs_stand() const { return missing + changed == 0 && verified_now == rechecked; }
  double cpu = 0, wall = 0, largest = 0;
  std::vector<double> cube_cpu;  // each cube's, for a sample's projection
  std::string largest_cube, found_cube, open_cube;
  void add(const std::string& cube, const Outcome& o, Verdict verdict, const fs::path& dir, bool recheck) {
    cpu += o.cpu_seconds;
    cube_cpu.push_back(o.cpu_seconds);
    wall += o.seconds;
    if (o.cpu_seconds > largest) largest = o.cpu_seconds, largest_cube = cube;
    if (verdict == Verdict::wrong) ++wrong;
    else if (o.end == RunEnd::infeasible) {
      ++infeasible;
      if (o.proof.empty()) return;
      ++proofs_kept;
      proofs_verified += o.proof == "verified";
      switch (look_at_proof(dir, o)) {
        case ProofNow::intact: ++intact; break;
        case ProofNow::missing: if (missing++ == 0) missing_cube = cube; return;
        case ProofNow::changed: if (changed++ == 0) changed_cube = cube; return;
        case ProofNow::unrecorded: ++unrecorded; break;
      }
      if (!recheck) return;
      ++rechecked;
      const auto at = [&](const std::string& name) { return (fs::path(name).is_absolute() ? fs::path(name) : dir / name).string(); };
      const TempFolder work;
      const ProofReport now = check_drat(at(o.proof_cnf), at(o.proof_drat), work.file("rate.log"));
      if (now.verdict == "verified") ++verified_now;
      else if (rejected_cube.empty()) rejected_cube = cube;
    }
    else if (o.end == RunEnd::optimal || o.stopped_with_placement()) {
      if (found++ == 0) found_cube = cube;  // a placement, checked by boardlp-solve: it meets the bound
    } else if (open++ == 0) open_cube = cube;
  }
};

std::string proof_summary(const SuiteInfo& info, const std::string& solver, const ProofTally& t, size_t cubes,
                          const std::optional<std::set<std::string>>& share) {
  if (share) {  // a second opinion on a random share of the cubes
    std::string out = fmt::format("second opinion on the proof that {} ({}): a share of {} of the {} cubes "
                                  "(results/{}/{}): {} infeasible, {} with a placement, {} undecided; CPU {:.1f} s in all\n",
                                  info.claim, solver, share->size(), cubes, solver, kShareList, t.infeasible, t.found,
                                  t.open + t.wrong, t.cpu);
    if (t.wrong > 0) return out + "  a cube's answer is wrong (see WRONG below)\n";
    if (t.found > 0) return out + fmt::format("  REFUTED: cube {} has a placement that meets the bound (checked)\n", t.found_cube);
    if (t.open > 0) return out + fmt::format("  not all decided yet: {} (first {}); run the share again with a larger --timeout\n",
                                             counted(t.open, "cube", "cubes"), t.open_cube);
    return out + "  every cube of the share infeasible\n";
  }
  const bool sample = info.proof_cubes > static_cast<int64_t>(cubes);
  std::string out = fmt::format("proof that {} ({}): {} of {} cubes infeasible, {} with a placement, {} undecided; "
                                "CPU {:.1f} s in all ({:.1f} s the largest cube, {}), run time {:.1f} s summed\n",
                                info.claim, solver, t.infeasible, cubes, t.found, t.open + t.wrong, t.cpu, t.largest,
                                t.largest_cube.empty() ? "-" : t.largest_cube, t.wall);
  if (t.proofs_kept > 0) {
    // What was checked when: rate at the run, and the files as collect finds them now.
    out += fmt::format("  DRAT proofs (results/{}/proofs): {} of the {} infeasible cubes carry one; at the run rate verified {}; "
                       "now {} present as checked",
                       solver, t.proofs_kept, t.infeasible, t.proofs_verified, t.intact);
    if (t.unrecorded > 0) out += fmt::format(", {} from runs that recorded no size and CRC (present, unproven the same)", t.unrecorded);
    if (t.missing > 0) out += fmt::format(", {} missing (first: {})", t.missing, t.missing_cube);
    if (t.changed > 0) out += fmt::format(", {} changed since the check (first: {})", t.changed, t.changed_cube);
    out += t.rechecked > 0 ? fmt::format("; --recheck: rate verified {} of {} again now{}\n", t.verified_now, t.rechecked,
                                         t.rejected_cube.empty() ? "" : fmt::format(" (NOT {})", t.rejected_cube))
                           : "\n";
    if (!t.proofs_stand())
      out += fmt::format("  PROOFS NOT VERIFIED: {} of the {} proofs are not as rate checked them; restore the files, or run "
                         "those cubes again with their proofs (boardlp suite run DIR --proofs, which runs them alone)\n",
                         t.missing + t.changed + (t.rechecked - t.verified_now), t.proofs_kept);
  }
  if (t.wrong > 0) return out + "  NOT PROVED: a cube's answer is wrong (see WRONG below)\n";
  if (t.found > 0) return out + fmt::format("  REFUTED: cube {} has a placement that meets the bound (checked)\n", t.found_cube);
  if (t.open > 0)
    return out + fmt::format("  not proved yet: {} undecided (first {}): run the set again with a larger limit "
                             "(boardlp suite run DIR --timeout S, or boardlp suite slurm): it runs the undecided cubes only\n",
                             counted(t.open, "cube", "cubes"), t.open_cube);
  if (sample) {
    const Projection p = project_proof(t.cube_cpu, info.proof_cubes);
    return out + fmt::format("  a sample of {} of the proof's {} cubes, all infeasible: the whole proof would take about "
                             "{:.0f} s of CPU ({} x the mean {:.2f} s; {:.0f} to {:.0f} s over {} resamples of the sample; "
                             "a few slow cubes the sample missed can make it longer)\n",
                             cubes, info.proof_cubes, p.total, info.proof_cubes, t.cpu / static_cast<double>(cubes), p.low,
                             p.high, p.resamples);
  }
  if (t.proofs_kept > 0 && !t.proofs_stand())
    return out + fmt::format("  PROVED by {}'s answers alone: {} (every cube infeasible, one per symmetry class); its DRAT "
                             "proofs do not all stand (above)\n", solver, info.claim);
  return out + fmt::format("  PROVED: {} (every cube infeasible, one per symmetry class)\n", info.claim);
}

// The results folder as the runs left it: each solver's outcomes by instance, and the instances
// a solver run on a share of the set was given.
struct RunResults {
  std::vector<std::string> solvers;  // sorted
  std::map<std::string, std::map<std::string, Outcome>> by_solver;
  std::map<std::string, std::optional<std::set<std::string>>> shares;
  size_t unreadable = 0;  // result lines cut short (a killed run)
};

RunResults read_run_results(const std::string& dir) {
  RunResults out;
  if (fs::is_directory(dir + "/results"))
    for (const auto& entry : fs::directory_iterator(dir + "/results"))
      if (entry.is_directory()) out.solvers.push_back(entry.path().filename().string());
  std::sort(out.solvers.begin(), out.solvers.end());
  if (out.solvers.empty()) throw UserError(fmt::format("{}: no results yet: run boardlp suite run {} (or the Slurm script) first", dir, dir));
  for (const std::string& s : out.solvers) {
    read_reports(dir + "/results/" + s, out.by_solver[s], out.unreadable);
    read_joblogs(dir + "/results/" + s, out.by_solver[s]);
    if (std::ifstream list(dir + "/results/" + s + "/" + kShareList); list) {
      std::set<std::string>& names = out.shares[s].emplace();
      for (std::string line; std::getline(list, line);)
        if (!line.empty()) names.insert(instance_of_file(line));
    }
  }
  return out;
}

// One solver's (or one tier's) runs, counted by verdict.
struct Tally {
  size_t runs = 0, solved = 0, ok = 0, wrong = 0, timeout = 0, error = 0, not_run = 0;
  std::vector<double> seconds;

  void add(const Outcome& o, Verdict v) {
    const bool ran = o.end != RunEnd::not_run;
    ++runs;
    if (ran) seconds.push_back(o.seconds);
    if (o.proved()) ++solved;
    ++(!ran                    ? not_run
       : v == Verdict::ok      ? ok
       : v == Verdict::wrong   ? wrong
       : v == Verdict::timeout ? timeout
                               : error);
  }
};

// A proof's cube as the solvers decided it: whether two or more did, and where they disagree.
struct CubeDecision {
  bool decided_twice = false;
  std::optional<std::string> disagreement;
};

CubeDecision cube_decision(const ManifestRow& m, const RunResults& results) {
  std::vector<std::string> infeasible_by, placement_by;
  for (const std::string& s : results.solvers) {
    const auto& outcomes = results.by_solver.at(s);
    const auto at = outcomes.find(m.name);
    if (at == outcomes.end() || at->second.check_failed) continue;
    if (at->second.end == RunEnd::infeasible) infeasible_by.push_back(s);
    else if (at->second.end == RunEnd::optimal || at->second.stopped_with_placement()) placement_by.push_back(s);
  }
  CubeDecision d;
  d.decided_twice = infeasible_by.size() + placement_by.size() >= 2;
  if (!infeasible_by.empty() && !placement_by.empty())
    d.disagreement = fmt::format("{}: infeasible by {}, a placement by {}", m.name, fmt::join(infeasible_by, ", "),
                                 fmt::join(placement_by, ", "));
  return d;
}

// Unknown answers the runs found go into the .solu file as =best= (a solver's, not a count's).
void fill_solu(const std::string& solu_path, const std::map<std::string, double>& filled) {
  std::ifstream in(solu_path);
  std::string solu, line;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string tag, name;
    words >> tag >> name;
    const auto f = filled.find(name);
    if ((tag == "=unkn=" || tag == "=best=") && f != filled.end()) line = fmt::format("=best= {} {}", name, number_text(f->second));
    solu += line + '\n';
  }
  write_if_changed(solu_path, solu);
}

void print_tallies(const std::vector<std::string>& solvers, std::map<std::string, Tally>& tally,
                   const std::map<std::pair<std::string, std::string>, Tally>& by_tier) {
  std::cout << fmt::format("{:<8} {:>7} {:>7} {:>7} {:>6} {:>8} {:>6} {:>8} {:>12}\n", "solver", "runs", "solved", "ok", "wrong",
                           "timeout", "error", "not run", "sgm seconds");
  for (const std::string& s : solvers) {
    const Tally& t = tally[s];
    std::cout << fmt::format("{:<8} {:>7} {:>7} {:>7} {:>6} {:>8} {:>6} {:>8} {:>12.3f}\n", s, t.runs, t.solved, t.ok, t.wrong,
                             t.timeout, t.error, t.not_run, shifted_geometric_mean(t.seconds));
  }
  if (!by_tier.empty()) {
    std::cout << fmt::format("by tier (easy: a reference cbc run proved it within an hour; hard: known, not within the hour; open: unknown)\n");
    for (const char* tier : {"easy", "hard", "open"})
      for (const std::string& s : solvers)
        if (const auto at = by_tier.find({tier, s}); at != by_tier.end()) {
          const Tally& t = at->second;
          std::cout << fmt::format("{:<4} {:<8} {:>3} {:>7} {:>7} {:>6} {:>8} {:>6} {:>8} {:>12.3f}\n", tier, s, t.runs, t.solved, t.ok,
                                   t.wrong, t.timeout, t.error, t.not_run, shifted_geometric_mean(t.seconds));
        }
  }
  std::cout << "(sgm: the shifted geometric mean of the seconds of the runs, shift 1 s)\n";
}

// A wall sweep's best value and the boards that reach it, the unique optima first.
void print_best(double best, std::vector<std::pair<std::string, std::string>> best_at, const std::string& solver) {
  std::stable_sort(best_at.begin(), best_at.end(), [](const auto& a, const auto& b) { return a.second == "unique" && b.second != "unique"; });
  const size_t unique = static_cast<size_t>(std::count_if(best_at.begin(), best_at.end(), [](const auto& b) { return b.second == "unique"; }));
  std::cout << fmt::format("best value {} ({}), reached by {} of the boards, {} of them with a unique optimal placement:\n",
                           number_text(best), solver, best_at.size(), unique);
  for (size_t i = 0; i < best_at.size() && i < 20; ++i) std::cout << fmt::format("  {} ({})\n", best_at[i].first, best_at[i].second);
  if (best_at.size() > 20) std::cout << fmt::format("  ... and {} more (results.csv)\n", best_at.size() - 20);
}

}  // namespace

int collect_suite(const std::string& dir, bool recheck) {
  const SuiteInfo info = read_suite_conf(dir);
  const std::vector<ManifestRow> manifest = read_manifest(dir);
  RunResults results = read_run_results(dir);
  const std::vector<std::string>& solvers = results.solvers;
  // A proof's cubes decided by two solvers or more, and any where they disagree.
  size_t decided_twice = 0;
  std::vector<std::string> disagreements;

  std::string csv = csv_line({"instance", "solver", "status", "seconds", "value", "expected", "verdict", "solutions", "cpu_seconds"});
  std::map<std::string, ProofTally> proofs;  // kind proof: per solver
  std::map<std::string, Tally> tally;
  std::map<std::pair<std::string, std::string>, Tally> by_tier;  // (tier, solver)
  std::vector<std::string> wrong_lines;
  std::map<std::string, double> filled;  // unknown answers the runs found, agreed by every solver
  std::optional<double> best;            // wall sweeps: the best value and where it is reached
  std::vector<std::pair<std::string, std::string>> best_at;
  for (const ManifestRow& m : manifest) {
    std::set<std::string> values_found;  // where nothing is known: the solvers must agree
    for (const std::string& s : solvers) {
      const auto at = results.by_solver[s].find(m.name);
      const Outcome o = at != results.by_solver[s].end() ? at->second : not_run();
      const Verdict v = o.end != RunEnd::not_run ? verdict(o, m, info.unique_check) : Verdict::error;
      if (v == Verdict::ok && o.end == RunEnd::optimal && m.expected.empty() && o.value) values_found.insert(number_text(*o.value));
      tally[s].add(o, v);
      if (!m.tier.empty()) by_tier[{m.tier, s}].add(o, v);
      if (v == Verdict::wrong) wrong_lines.push_back(fmt::format("{} ({}): {} {}, expected {}", m.name, s, o.status,
                                                          o.value ? number_text(*o.value) : "-", m.expected.empty() ? "unknown" : m.expected));
      std::string solutions = o.solutions ? std::to_string(*o.solutions) : "";
      csv += csv_line({m.name, s, o.status, fmt::format("{:.3f}", o.seconds), o.value ? number_text(*o.value) : "",
                       m.expected, std::string(verdict_word(v)), solutions, fmt::format("{:.3f}", o.cpu_seconds)});
      const auto& share = results.shares[s];
      if (info.kind == SuiteKind::proof && (!share || share->count(m.name))) proofs[s].add(m.name, o, v, dir, recheck);
      if (info.unique_check && v == Verdict::ok && o.end == RunEnd::optimal && o.value && s == solvers.front()) {
        if (!best || *o.value > *best + 1e-9) {
          best = *o.value;
          best_at.clear();
        }
        if (same_value(*o.value, *best))
          best_at.emplace_back(m.name, o.solutions == 1 && o.complete ? "unique"
                                       : o.solutions && *o.solutions >= 2 ? "not unique"
                                                                          : "uniqueness unknown");
      }
    }
    if (info.kind == SuiteKind::proof) {
      const CubeDecision d = cube_decision(m, results);
      decided_twice += d.decided_twice;
      if (d.disagreement) disagreements.push_back(*d.disagreement);
    }
    if (values_found.size() > 1) {
      wrong_lines.push_back(fmt::format("{}: the solvers disagree ({}) and no answer is known", m.name, fmt::join(values_found, " vs ")));
      for (const std::string& s : solvers) ++tally[s].wrong;
    } else if (values_found.size() == 1) {
      filled[m.name] = std::atof(values_found.begin()->c_str());
    }
  }
  write_whole_file(dir + "/results.csv", csv);
  const std::string solu_path = dir + "/" + info.name + ".solu";
  if (!filled.empty()) fill_solu(solu_path, filled);

  std::cout << fmt::format("suite {}: {} instances; results in {}/results.csv\n", info.name, manifest.size(), dir);
  print_tallies(solvers, tally, by_tier);
  if (best) print_best(*best, best_at, solvers.front());
  if (info.kind == SuiteKind::proof) {
    for (const std::string& s : solvers) std::cout << proof_summary(info, s, proofs[s], manifest.size(), results.shares[s]);
    if (solvers.size() > 1)
      std::cout << fmt::format("cubes decided by two solvers or more: {} of {}{}\n", decided_twice, manifest.size(),
                               disagreements.empty() ? ", all agreeing" : fmt::format(", {} DISAGREEING", disagreements.size()));
    for (const std::string& d : disagreements) wrong_lines.push_back("the solvers disagree on " + d);
  }
  if (!filled.empty()) std::cout << fmt::format("{} answers that were unknown are now in {} as =best= lines\n", filled.size(), solu_path);
  if (results.unreadable > 0) std::cout << fmt::format("{} result lines were cut short (a killed run) and skipped\n", results.unreadable);
  for (const std::string& w : wrong_lines) std::cout << "WRONG " << w << "\n";
  // A proof whose files are not as rate checked them fails the collect, as a wrong answer does.
  bool proofs_unsound = false;
  for (const auto& [solver, t] : proofs) proofs_unsound = proofs_unsound || !t.proofs_stand();
  return wrong_lines.empty() && !proofs_unsound ? 0 : 1;
}

std::vector<std::string> undecided_files(const std::string& dir, const std::string& solver, bool proofs) {
  const SuiteInfo info = read_suite_conf(dir);
  std::map<std::string, Outcome> outcomes;
  size_t unreadable = 0;
  const fs::path folder = fs::path(dir) / "results" / solver;
  if (fs::is_directory(folder)) read_reports(folder, outcomes, unreadable);
  std::ifstream test(dir + "/" + info.name + ".test");
  if (!test) throw UserError(fmt::format("{}/{}.test is missing: write the suite anew", dir, info.name));
  std::vector<std::string> files;
  for (std::string line; std::getline(test, line);) {
    if (line.empty()) continue;
    const auto at = outcomes.find(instance_of_file(line));
    // With proofs asked for, an infeasible cube whose proof is not there as checked is run again.
    const bool proof_lacking = proofs && at != outcomes.end() && at->second.end == RunEnd::infeasible &&
                               (at->second.proof.empty() || look_at_proof(dir, at->second) == ProofNow::missing ||
                                look_at_proof(dir, at->second) == ProofNow::changed);
    if (at == outcomes.end() || !decisive(at->second) || proof_lacking) files.push_back(line);
  }
  return files;
}

}  // namespace boardlp::suite
