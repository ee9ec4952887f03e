// The SAT, pseudo-Boolean and MaxSAT solvers Debian packages as programs: CaDiCaL (CNF), clasp
// (CNF, OPB and the older WCNF) and sat4j (OPB). Each prints the competitions' lines
// (competition_backend.hpp); here are their command lines.
#include <unistd.h>

#include <csignal>

#include <fmt/format.h>

#include "sat_solvers.hpp"

namespace boardlp {

namespace {

// --NAME=VALUE, or --NAME for a switch: CaDiCaL's and clasp's long options.
std::string long_option(const SolverOption& o) { return o.value.empty() ? "--" + o.name : fmt::format("--{}={}", o.name, o.value); }

constexpr FileFormat kCnfOnly[] = {FileFormat::cnf};
constexpr FileFormat kClaspFormats[] = {FileFormat::opb, FileFormat::cnf, FileFormat::old_wcnf};
constexpr FileFormat kOpbOnly[] = {FileFormat::opb};

class CadicalBackend final : public CompetitionBackend {
 public:
  CadicalBackend()
      : CompetitionBackend({.name = "cadical", .program = "cadical", .package = "cadical", .library = "CaDiCaL",
                            .about = "CaDiCaL (Debian's cadical): a CDCL SAT solver, on CNF; feasibility models only",
                            .limits = "reads cnf only: a model with an objective is refused (rc2, clasp and sat4j take it)",
                            .max_threads = 1, .formats = kCnfOnly,
                            .option_form = "CaDiCaL's long options, as NAME=VALUE or NAME (seed=3, phase=false); cadical "
                                           "--help lists them",
                            .writes_proofs = true, .stop_signal = SIGINT}) {}
  // Its own --version says "sc2021" (the competition it was tuned for): Debian's package version.
  std::string version() const override {
    const std::string debian = word_after("dpkg-query -W -f='${Version}' cadical", "");
    return debian.empty() ? word_after(locate() + " --version", "") : debian;
  }
  std::vector<std::string> arguments(const SolverFiles& files, const RunSettings& settings) const override {
    std::vector<std::string> args{"-q"};
    if (settings.time_limit > 0) args.insert(args.end(), {"-t", std::to_string(whole_seconds(settings.time_limit))});
    for (const SolverOption& o : settings.options) args.push_back(long_option(o));
    args.push_back(files.model);
    if (!settings.proof.empty()) args.push_back(settings.proof);  // binary DRAT
    return args;
  }
  std::optional<std::string> refused_option(const std::string& log, int exit_code) const override {
    return exit_code == 1 ? line_with(log, {"cadical: error: invalid"}) : std::nullopt;
  }
};

class ClaspBackend final : public CompetitionBackend {
 public:
  ClaspBackend()
      : CompetitionBackend({.name = "clasp", .program = "clasp", .package = "clasp", .library = "clasp",
                            .about = "clasp (Debian's clasp, Potassco): CDCL with native pseudo-Boolean rows and "
                                     "optimisation, on OPB, CNF and WCNF",
                            .limits = "reads opb, cnf and old-wcnf: any other model is given to it as opb",
                            .formats = kClaspFormats,
                            .option_form = "clasp's long options, as NAME=VALUE or NAME (configuration=crafty, seed=3); "
                                           "clasp --help=3 lists them",
                            .stop_signal = SIGINT}) {}
  std::string version() const override { return word_after(locate() + " --version", "clasp version"); }
  std::vector<std::string> arguments(const SolverFiles& files, const RunSettings& settings) const override {
    std::vector<std::string> args;
    if (settings.time_limit > 0) args.push_back(fmt::format("--time-limit={}", whole_seconds(settings.time_limit)));
    if (settings.threads > 1) args.push_back(fmt::format("--parallel-mode={}", settings.threads));
    for (const SolverOption& o : settings.options) args.push_back(long_option(o));
    args.push_back(files.model);
    return args;
  }
  std::optional<std::string> refused_option(const std::string& log, int exit_code) const override {
    return exit_code == 1 ? line_with(log, {"*** ERROR: (clasp)"}) : std::nullopt;
  }
};

// sat4j is a jar run by Java: the program is java, and the jar is what Debian's sat4j installs.
// Java runs its shutdown hooks on TERM: sat4j's prints the best solution found.
class Sat4jBackend final : public CompetitionBackend {
 public:
  Sat4jBackend()
      : CompetitionBackend({.name = "sat4j", .program = "java", .package = "sat4j", .library = "sat4j",
                            .about = "sat4j (Debian's sat4j, on Java): pseudo-Boolean optimisation, on OPB",
                            .limits = "reads opb only: any other model is given to it as opb; a Java start (about 1 s) each run",
                            .max_threads = 1, .formats = kOpbOnly, .who = "sat4j", .answers_to_program = false,
                            .stop_signal = SIGTERM}) {}
  std::string locate() const override { return ::access(kJar, R_OK) == 0 ? Backend::locate() : std::string(); }
  void check_ready() const override {
    if (::access(kJar, R_OK) != 0)
      throw DriverError(exit_solver_missing, fmt::format("sat4j needs {}: install it with 'apt-get install sat4j' (or scripts/setup)", kJar));
  }
  std::string version() const override { return word_after(locate() + " -jar " + kJar + " Default 1 /dev/null", "c version"); }
  // "Default SECONDS" names its default solver, which the time limit must follow.
  std::vector<std::string> arguments(const SolverFiles& files, const RunSettings& settings) const override {
    std::vector<std::string> args{"-jar", kJar};
    if (settings.time_limit > 0) args.insert(args.end(), {"Default", std::to_string(whole_seconds(settings.time_limit))});
    args.push_back(files.model);
    return args;
  }

 private:
  static constexpr const char* kJar = "/usr/share/java/org.sat4j.pb.jar";
};

}  // namespace

const Backend& cadical_backend() {
  static const CadicalBackend backend;
  return backend;
}

const Backend& clasp_backend() {
  static const ClaspBackend backend;
  return backend;
}

const Backend& sat4j_backend() {
  static const Sat4jBackend backend;
  return backend;
}

}  // namespace boardlp
