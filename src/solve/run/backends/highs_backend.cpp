#include "highs_backend.hpp"

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>

#include "errors.hpp"
#include "highs_output.hpp"
#include "template.hpp"
#include "text_lines.hpp"

namespace boardlp {

namespace {
std::string runner(const SolverFiles& files) { return files.folder + "/highs-run.js"; }
}  // namespace

std::string highs_dir() {
  const char* dir = std::getenv("BOARDLP_HIGHS_DIR");
  return dir && *dir ? dir : "/usr/local/lib/boardlp/highs";
}

void HighsBackend::check_ready() const {
  const std::string package = highs_dir() + "/node_modules/highs/package.json";
  if (!std::filesystem::exists(package))
    throw DriverError(exit_solver_missing,
                      fmt::format("HiGHS needs the npm package highs in {}: run scripts/setup, or 'npm install --prefix {} "
                                  "highs@{}'",
                                  highs_dir(), highs_dir(), kHighsVersion));
}

void HighsBackend::prepare(const SolverFiles& files) const {
  std::ofstream out(runner(files), std::ios::binary);
  out << template_text("solvers/highs-run.js");
  if (!out) throw DriverError(exit_solver_failed, fmt::format("cannot write {}", runner(files)));
}

std::vector<std::string> HighsBackend::environment() const { return {"NODE_PATH=" + highs_dir() + "/node_modules"}; }

std::vector<std::string> HighsBackend::arguments(const SolverFiles& files, FileFormat format, double time_limit,
                                                 bool first_solution) const {
  std::vector<std::string> args{runner(files), files.model, format == FileFormat::lp ? "lp" : "mps",
                                fmt::format("{:.3f}", time_limit), files.solution};
  if (first_solution) args.push_back("first");
  return args;
}

// A WebAssembly solve does not take signals while it runs: TERM ends node (HiGHS keeps its own
// time limit well, so the driver seldom needs to).
int HighsBackend::stop_signal() const { return SIGTERM; }

std::optional<SolverAnswer> HighsBackend::read_answer(const SolverFiles& files) const {
  if (!std::filesystem::exists(files.solution)) return std::nullopt;
  return parse_highs_solution(read_whole_file(files.solution));
}

std::optional<std::string> HighsBackend::read_error(const std::string& log, int exit_code, const std::string&) const {
  if (exit_code != 3) return std::nullopt;
  const size_t at = log.find("cannot read the model: ");
  return at == std::string::npos ? std::string("its reader stopped") : std::string(trim(log.substr(at + 23)));
}

SearchEnd HighsBackend::search_cube(const CubeSearch&, const SolutionSink&) const {
  throw DriverError(exit_bad_input, "HiGHS has no library engine here: --all with --solver highs runs on --engine process");
}

std::optional<double> HighsBackend::lp_relaxation(const ModelData&) const {
  throw DriverError(exit_bad_input, "HiGHS has no library engine here: the page relaxes with another backend");
}

}  // namespace boardlp
