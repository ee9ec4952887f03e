#include "prover.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <unistd.h>

#include <fmt/format.h>

#include "errors.hpp"

namespace boardlp::certify {

namespace fs = std::filesystem;

namespace {

// rate: Debian's CaDiCaL writes DRAT, and rate checks it and writes the LRAT of the steps the
// proof uses. lrat: CaDiCaL 2.2.1 writes the LRAT of every step itself, about half the CPU of the
// two (bench/RESULTS.md) for a larger proof.
constexpr ProverRow kProvers[] = {
    {Prover::lrat, "lrat", "cadical-2.2.1 -q --lrat=true --binary=false F.cnf proof.lrat",
     "CaDiCaL 2.2.1 (scripts/setup builds it) writes the LRAT itself"},
    {Prover::rate, "rate", "cadical -q --no-binary F.cnf proof.drat && rate -L proof.lrat F.cnf proof.drat",
     "Debian's CaDiCaL writes DRAT, and rate checks it and writes the LRAT of the steps the proof uses"},
};

std::string read_first_line(const std::string& path) {
  std::ifstream in(path);
  std::string line;
  std::getline(in, line);
  return line;
}

}  // namespace

std::string program_path(const std::string& name) {
  if (name.find('/') != std::string::npos) return name;
  const char* path = std::getenv("PATH");
  for (std::string_view rest = path ? path : ""; !rest.empty();) {
    const size_t colon = std::min(rest.find(':'), rest.size());
    const fs::path candidate = fs::path(std::string(rest.substr(0, colon))) / name;
    if (access(candidate.c_str(), X_OK) == 0) return candidate.string();
    rest = colon < rest.size() ? rest.substr(colon + 1) : std::string_view();
  }
  throw UserError(fmt::format("boardlp certify needs {} on PATH: run scripts/setup (it installs CaDiCaL from Debian, rate from "
                              "crates.io and builds CaDiCaL 2.2.1 from crates.io's source)", name));
}

std::span<const ProverRow> prover_rows() { return kProvers; }

const ProverRow& prover_row(Prover prover) {
  for (const ProverRow& row : kProvers)
    if (row.prover == prover) return row;
  throw std::logic_error("a prover without a row");
}

Prover prover_named(std::string_view name, std::string_view option) {
  std::string names;
  for (const ProverRow& row : kProvers) {
    if (row.name == name) return row.prover;
    names += fmt::format("{}{}", names.empty() ? "" : ", ", row.name);
  }
  throw UserError(fmt::format("{} {}: give one of {}", option, name, names));
}

ProverPrograms find_programs(Prover prover) {
  ProverPrograms out;
  out.prover = prover;
  const std::vector<std::string> names =
      prover == Prover::rate ? std::vector<std::string>{"cadical", "rate"} : std::vector<std::string>{"cadical-2.2.1"};
  const fs::path log = fs::temp_directory_path() / fmt::format("boardlp-certify-versions-{}", getpid());
  for (const std::string& name : names) {
    out.paths.push_back(program_path(name));
    run_process(out.paths.back(), {"--version"}, "", log.string(), 10);
    out.versions += fmt::format("{}{} --version: {}", out.versions.empty() ? "" : "; ", name, read_first_line(log.string()));
  }
  fs::remove(log);
  return out;
}

ProofRun make_proof(const ProverPrograms& programs, const Cnf& cnf, const std::vector<Clause>& extra, const std::string& work,
                    double limit) {
  fs::create_directories(work);
  const fs::path dir(work);
  ProofRun run{(dir / "formula.cnf").string(), (dir / "proof.lrat").string(), {}, 0, ""};
  {
    std::ofstream out(run.cnf);
    write_cnf(out, cnf, extra);
  }
  const std::string log = (dir / "cadical.log").string();
  if (programs.prover == Prover::lrat) {
    run.solved = run_process(programs.paths[0], {"-q", "--lrat=true", "--binary=false", run.cnf, run.lrat}, work, log, limit);
    if (run.solved.exit_code == 20 && !fs::exists(run.lrat)) run.why = "CaDiCaL 2.2.1 answered unsatisfiable but wrote no LRAT";
    return run;
  }
  const std::string drat = (dir / "proof.drat").string();
  run.solved = run_process(programs.paths[0], {"-q", "--no-binary", run.cnf, drat}, work, log, limit);
  if (run.solved.exit_code != 20) return run;
  const std::string rate_log = (dir / "rate.log").string();
  const ChildEnd rated = run_process(programs.paths[1], {"-L", run.lrat, run.cnf, drat}, work, rate_log, 0);
  run.proof_cpu = rated.cpu_seconds;
  std::ifstream in(rate_log);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (rated.exit_code != 0 || text.find("s VERIFIED") == std::string::npos) run.why = "rate did not verify CaDiCaL's proof";
  return run;
}

}  // namespace boardlp::certify
