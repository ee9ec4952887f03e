// The constraint-programming solvers. Gecode through MiniZinc, both from Debian (minizinc 2.6,
// flatzinc 6.2: Gecode's FlatZinc solver): minizinc flattens the model and runs fzn-gecode on it,
// and writes each solution as "NAME = VALUE;" lines (minizinc_output.hpp). ACE and Choco, the
// XCSP3 solvers, as the jars PyPI's pycsp3 carries, run by Debian's Java: they print the XCSP3
// competition's s, o and v lines (competition_output.hpp, as the SAT solvers'). No library engine: --all on ACE is its own
// listing (each placement kept once); on Gecode and Choco, one process per solution, each with a
// no-good row more (Choco's listing does not say whether it searched to the end).
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cp_solvers.hpp"
#include "minizinc_output.hpp"
#include "python_backend.hpp"
#include "competition_output.hpp"
#include "text_lines.hpp"
#include "status.hpp"

namespace boardlp {

namespace {

namespace fs = std::filesystem;

constexpr FileFormat kMzn[] = {FileFormat::mzn};
constexpr FileFormat kXcsp3[] = {FileFormat::xcsp3};

// minizinc passes SIGINT to Gecode and writes the best solution found.
class GecodeBackend final : public Backend {
 public:
  GecodeBackend()
      : Backend({.name = "gecode", .program = "minizinc", .package = "minizinc", .library = "Gecode",
                 .about = "Gecode (Debian's flatzinc) through MiniZinc (Debian's minizinc): constraint programming, on MiniZinc",
                 .limits = "reads mzn: any other model is given to it as mzn (0-1 columns, whole numbers)",
                 .formats = kMzn, .status_words = minizinc_status_words(),
                 .option_form = "minizinc's own options, as NAME=VALUE (--NAME VALUE) or NAME (--NAME): random-seed=3, "
                                "fzn-flags=\"-restart luby\"; minizinc --help lists them",
                 .stop_signal = SIGINT}) {}
  std::string version() const override { return word_after(locate() + " --solvers 2>/dev/null", "Gecode "); }
  std::string package_version() const override { return word_after(locate() + " --version", "version "); }
  // minizinc finds Gecode by its solver configuration, which Debian's flatzinc package installs.
  void check_ready() const override {
    for (const char* config : {"/usr/share/minizinc/solvers/gecode.msc", "/usr/local/share/minizinc/solvers/gecode.msc"})
      if (::access(config, R_OK) == 0) return;
    if (!find_in_path("fzn-gecode").empty()) return;
    throw DriverError(exit_solver_missing, "gecode runs through minizinc, and Gecode's FlatZinc solver is missing: install it "
                                           "with 'apt-get install flatzinc' (or scripts/setup)");
  }
  std::vector<std::string> arguments(const SolverFiles& files, const RunSettings& settings) const override {
    std::vector<std::string> args{"--solver", "gecode", "--output-objective", "--output-to-file", files.solution};
    if (settings.time_limit > 0)  // milliseconds, flattening included
      args.insert(args.end(), {"--time-limit", std::to_string(static_cast<int64_t>(std::ceil(settings.time_limit * 1000)))});
    if (settings.threads > 1) args.insert(args.end(), {"-p", std::to_string(settings.threads)});
    for (const SolverOption& o : settings.options) {
      args.push_back("--" + o.name);
      if (!o.value.empty()) args.push_back(o.value);
    }
    args.push_back(files.model);
    return args;
  }
  std::optional<std::string> refused_option(const std::string& log, int exit_code) const override {
    return exit_code != 0 ? line_with(log, {"minizinc: Unrecognized option", "Error: Unrecognized"}) : std::nullopt;
  }
  std::optional<SolverAnswer> read_answer(const SolverFiles& files) const override {
    std::error_code ec;
    if (!std::filesystem::exists(files.solution, ec)) return std::nullopt;
    return parse_minizinc_output(read_whole_file(files.solution));
  }
};

// ACE or Choco: a jar of PyPI's pycsp3 (in boardlp's virtual environment), run by java; the jar's
// name starts so ("ACE-"), in pycsp3/solvers/FOLDER. The messages name the solver, not java;
// --solver takes its name alone (java runs both). Java answers SIGINT by running the solver's
// exit hook: Choco prints its best solution and status, ACE its statistics (its solutions are
// printed as found, -xe).
class Xcsp3Backend : public Backend {
 public:
  Xcsp3Backend(BackendRow row, std::string_view jar_prefix, std::string_view jar_folder)
      : Backend(xcsp3_row(std::move(row))), jar_prefix_(jar_prefix), jar_folder_(jar_folder) {}
  // The jar's own version, from its name (ACE-2.6.jar: 2.6).
  std::string version() const override {
    const std::string path = jar();
    const std::string file = fs::path(path).stem().string();
    return path.empty() ? std::string() : file.substr(jar_prefix_.size());
  }
  std::string package_version() const override { return installed_pip_version("pycsp3"); }
  void check_ready() const override {
    if (find_in_path("java").empty())
      throw DriverError(exit_solver_missing, fmt::format("{} runs on Java, which is missing: install it with 'apt-get install "
                                                         "default-jre-headless' (or scripts/setup)", name()));
    if (jar().empty())
      throw DriverError(exit_solver_missing,
                        fmt::format("{} is the jar {}*.jar of the PyPI package pycsp3, which is not in boardlp's Python "
                                    "environment {}: run scripts/setup (or set BOARDLP_VENV to a virtual environment that has it)",
                                    name(), jar_prefix_, python_venv()));
  }
  std::vector<std::string> arguments(const SolverFiles& files, const RunSettings& settings) const override {
    std::vector<std::string> args = java_arguments(files.model);
    for (std::string& a : own_arguments(settings)) args.push_back(std::move(a));
    for (const SolverOption& o : settings.options) args.push_back(o.value.empty() ? "-" + o.name : fmt::format("-{}={}", o.name, o.value));
    return args;
  }
  // Java ends with 130 after that SIGINT; a model it could not read, or an exception, with 1.
  bool exit_ok(int exit_code) const override { return exit_code == 0 || exit_code == 130; }
  std::optional<SolverAnswer> read_answer(const SolverFiles& files) const override {
    std::error_code ec;
    if (!fs::exists(files.log, ec)) return std::nullopt;
    return read_log(read_whole_file(files.log), nullptr);
  }

 protected:
  // Its s, v and o lines among the JVM's and the solver's other lines; with `every`, each
  // solution listed too.
  std::optional<SolverAnswer> read_log(const std::string& log, std::vector<CompetitionValues>* every) const {
    try {
      std::optional<CompetitionAnswer> out = parse_competition_output(log, ValueLines::instantiation, OtherLines::skip, every);
      if (!out) return std::nullopt;
      return std::move(out->answer);
    } catch (const DriverError& e) {
      throw DriverError(exit_solver_failed, fmt::format("{}'s answer is unreadable: {}", who(), e.what()));
    }
  }
  // java's arguments up to the model's file, and the solver's own after it.
  virtual std::vector<std::string> java_arguments(const std::string& model) const = 0;
  virtual std::vector<std::string> own_arguments(const RunSettings& settings) const = 0;
  std::string jar() const {
    const std::string site = python_site_packages();
    if (site.empty()) return {};
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(fs::path(site) / "pycsp3" / "solvers" / std::string(jar_folder_), ec)) {
      const std::string file = entry.path().filename().string();
      if (file.rfind(jar_prefix_, 0) == 0 && file.ends_with(".jar")) return entry.path().string();
    }
    return {};
  }

 private:
  static BackendRow xcsp3_row(BackendRow row) {
    row.program = "java";
    row.package = "pycsp3";
    row.limits = "reads xcsp3: any other model is given to it as xcsp3 (0-1 columns, whole numbers)";
    row.formats = kXcsp3;
    row.status_words = competition_status_words();
    row.who = row.library;
    row.answers_to_program = false;
    row.stop_signal = SIGINT;
    return row;
  }
  std::string_view jar_prefix_, jar_folder_;
};

// ACE's own listing (-s=all, the solutions printed as found): each placement once, the first
// assignment of it kept (a model's auxiliary columns, a segment's owner, can make several), the
// spec's limit applied, and how the listing ended from ACE's "d COMPLETE EXPLORATION".
struct AceListing {
  std::vector<std::vector<std::pair<std::string, double>>> found;
  EnumerationEnd end = EnumerationEnd::stopped;
};

AceListing ace_listing(std::vector<std::vector<std::pair<std::string, double>>> listed, const std::string& log,
                       const nlohmann::json& spec) {
  std::set<std::string> placement;
  for (const auto& name : spec.at("placement")) placement.insert(name.get<std::string>());
  const int64_t limit = spec.at("limit").get<int64_t>();
  AceListing out;
  std::set<std::vector<std::string>> seen;
  for (auto& values : listed) {
    std::vector<std::string> key;
    for (const auto& [name, v] : values)
      if (placement.count(name)) key.push_back(name);
    std::sort(key.begin(), key.end());
    if (!seen.insert(std::move(key)).second) continue;
    if (limit > 0 && static_cast<int64_t>(out.found.size()) == limit) {
      out.end = EnumerationEnd::limit;
      return out;
    }
    out.found.push_back(std::move(values));
  }
  if (limit > 0 && static_cast<int64_t>(out.found.size()) == limit) out.end = EnumerationEnd::limit;
  else if (log.find("\nd COMPLETE EXPLORATION") != std::string::npos) out.end = EnumerationEnd::complete;
  return out;
}

// --all: ACE lists every solution in one run, and says whether it searched to the end; every
// assignment, each placement once per assignment of the other columns: where those could be many
// (bench/engines: a lex chain's, 250,000 lines in 10 s for 3 placements), one process per
// solution instead.
class AceBackend final : public Xcsp3Backend {
 public:
  AceBackend()
      : Xcsp3Backend({.name = "ace", .library = "ACE",
                      .about = "ACE (Lecoutre's constraint solver, the jar in PyPI's pycsp3) on Java: constraint "
                               "programming, on XCSP3",
                      .max_threads = 1,
                      .option_form = "ACE's own options, as NAME=VALUE (-NAME=VALUE) or NAME (-NAME): varh=Dom, valh=Rand, "
                                     "seed=3; java -jar ACE-2.6.jar lists them",
                      .one_run = OneRunListing::few_repeats_only},
                     "ACE-", "ace") {}
  std::optional<SolverAnswer> read_answer(const SolverFiles& files) const override {
    if (files.listing.empty()) return Xcsp3Backend::read_answer(files);
    std::error_code ec;
    if (!fs::exists(files.log, ec)) return std::nullopt;
    const std::string log = read_whole_file(files.log);
    std::vector<CompetitionValues> listed;
    std::optional<SolverAnswer> answer = read_log(log, &listed);  // one pass: the status and every solution
    if (!answer) return answer;
    const nlohmann::json spec = nlohmann::json::parse(read_whole_file(files.listing));
    const AceListing listing = ace_listing(std::move(listed), log, spec);
    // The solutions go where the spec says, a JSON line each (read_found), as a runner writes them.
    std::ofstream found(spec.at("found").get<std::string>(), std::ios::binary);
    for (const auto& values : listing.found) found << nlohmann::json(values).dump() << "\n";
    if (!found.flush()) throw DriverError(exit_solver_failed, "cannot write ACE's listing");
    answer->enumeration_end = listing.end;
    answer->values.clear();  // (the listing's solutions are in their own file)
    return answer;
  }
  std::vector<SolverAnswer> read_found(const std::string& path) const override {
    std::vector<SolverAnswer> out;
    std::ifstream in(path, std::ios::binary);
    for (std::string line; std::getline(in, line);) {
      SolverAnswer answer;
      answer.status = SolveStatus::optimal;
      answer.status_text = "SATISFIABLE";
      answer.values = nlohmann::json::parse(line).get<std::vector<std::pair<std::string, double>>>();
      out.push_back(std::move(answer));
    }
    return out;
  }
  std::optional<std::string> refused_option(const std::string& log, int) const override {
    return line_with(log, {"ERROR: The parameter", "is unknown", "ERROR: Bad value"});
  }

 private:
  std::vector<std::string> java_arguments(const std::string& model) const override { return {"-jar", jar(), model}; }
  // -xe: each solution printed as found (SIGINT's exit prints none); -xc=false: the values one by
  // one; -npc: no colour codes.
  std::vector<std::string> own_arguments(const RunSettings& settings) const override {
    std::vector<std::string> args{"-npc", "-xe", "-xc=false"};
    if (settings.time_limit > 0) args.push_back(fmt::format("-t={}", static_cast<int64_t>(std::ceil(settings.time_limit * 1000))));
    if (settings.first_solution && settings.enumeration.empty()) args.push_back("-s=1");
    if (!settings.enumeration.empty()) {
      // Its solution limit counts assignments: the spec's limit is given only where every column
      // is a placement's, so that an assignment is a placement.
      const nlohmann::json spec = nlohmann::json::parse(read_whole_file(settings.enumeration));
      const int64_t limit = spec.at("limit").get<int64_t>();
      const bool placements_only = spec.at("placement").size() == spec.at("columns").get<size_t>();
      args.push_back(limit > 0 && placements_only ? fmt::format("-s={}", limit) : "-s=all");
    }
    return args;
  }
};

class ChocoBackend final : public Xcsp3Backend {
 public:
  ChocoBackend()
      : Xcsp3Backend({.name = "choco", .library = "Choco",
                      .about = "Choco-solver (choco-parsers, the jar in PyPI's pycsp3) on Java: constraint programming, on XCSP3",
                      .option_form = "Choco's own options, as NAME=VALUE (-NAME=VALUE) or NAME (-NAME): varh=DOM, lc=1, "
                                     "seed=3; java -cp choco-parsers-*.jar org.chocosolver.parser.xcsp.ChocoXCSP -h lists them"},
                     "choco-parsers-", "choco") {}
  std::optional<std::string> refused_option(const std::string& log, int) const override {
    return line_with(log, {"is not a valid option", "is not a valid value"});
  }

 private:
  std::vector<std::string> java_arguments(const std::string& model) const override {
    return {"-cp", jar(), "org.chocosolver.parser.xcsp.ChocoXCSP", model};
  }
  // -limit=[Ns]: whole seconds (it reads "1500ms" as no limit); -p: its portfolio's threads.
  std::vector<std::string> own_arguments(const RunSettings& settings) const override {
    std::vector<std::string> args;
    if (settings.time_limit > 0) args.push_back(fmt::format("-limit=[{}s]", static_cast<int64_t>(std::ceil(settings.time_limit))));
    if (settings.threads > 1) args.push_back(fmt::format("-p={}", settings.threads));
    return args;
  }
};

}  // namespace

const Backend& ace_backend() {
  static const AceBackend ace;
  return ace;
}

const Backend& choco_backend() {
  static const ChocoBackend choco;
  return choco;
}

const Backend& gecode_backend() {
  static const GecodeBackend gecode;
  return gecode;
}

}  // namespace boardlp
