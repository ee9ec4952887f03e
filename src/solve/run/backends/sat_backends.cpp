// The SAT, pseudo-Boolean and MaxSAT solvers Debian packages as programs: CaDiCaL (CNF), clasp
// (CNF, OPB and the older WCNF) and sat4j (OPB). Each prints the competitions' lines
// (competition_backend.hpp); here are their command lines.
#include <unistd.h>

#include <array>
#include <csignal>

#include <fmt/format.h>

#include "sat_solvers.hpp"

namespace boardlp {

namespace {

// --NAME=VALUE, or --NAME for a switch: CaDiCaL's and clasp's long options.
std::string long_option(const SolverOption& o) { return o.value.empty() ? "--" + o.name : fmt::format("--{}={}", o.name, o.value); }

class CadicalBackend final : public CompetitionBackend {
 public:
  std::string_view name() const override { return "cadical"; }
  std::string_view program() const override { return "cadical"; }
  std::string_view package() const override { return "cadical"; }
  std::string_view library() const override { return "CaDiCaL"; }
  std::string about() const override { return "CaDiCaL (Debian's cadical): a CDCL SAT solver, on CNF; feasibility models only"; }
  std::string limits() const override { return "reads cnf only: a model with an objective is refused (rc2, clasp and sat4j take it)"; }
  int max_threads() const override { return 1; }
  std::string_view default_threads() const override { return "1"; }
  // Its own --version says "sc2021" (the competition it was tuned for): Debian's package version.
  std::string version() const override {
    const std::string debian = word_after("dpkg-query -W -f='${Version}' cadical", "");
    return debian.empty() ? word_after(locate() + " --version", "") : debian;
  }
  std::span<const FileFormat> formats() const override { return kFormats; }
  std::vector<std::string> arguments(const SolverFiles& files, const RunSettings& settings) const override {
    std::vector<std::string> args{"-q"};
    if (settings.time_limit > 0) args.insert(args.end(), {"-t", std::to_string(whole_seconds(settings.time_limit))});
    for (const SolverOption& o : settings.options) args.push_back(long_option(o));
    args.push_back(files.model);
    if (!settings.proof.empty()) args.push_back(settings.proof);  // binary DRAT
    return args;
  }
  std::string option_form() const override {
    return "CaDiCaL's long options, as NAME=VALUE or NAME (seed=3, phase=false); cadical --help lists them";
  }
  std::optional<std::string> refused_option(const std::string& log, int exit_code) const override {
    return exit_code == 1 ? line_with(log, {"cadical: error: invalid"}) : std::nullopt;
  }
  int stop_signal() const override { return SIGINT; }
  bool writes_proofs() const override { return true; }

 private:
  static constexpr std::array<FileFormat, 1> kFormats{FileFormat::cnf};
};

class ClaspBackend final : public CompetitionBackend {
 public:
  std::string_view name() const override { return "clasp"; }
  std::string_view program() const override { return "clasp"; }
  std::string_view package() const override { return "clasp"; }
  std::string_view library() const override { return "clasp"; }
  std::string about() const override {
    return "clasp (Debian's clasp, Potassco): CDCL with native pseudo-Boolean rows and optimisation, on OPB, CNF and WCNF";
  }
  std::string limits() const override { return "reads opb, cnf and old-wcnf: any other model is given to it as opb"; }
  std::string_view default_threads() const override { return "1"; }
  std::string version() const override { return word_after(locate() + " --version", "clasp version"); }
  std::span<const FileFormat> formats() const override { return kFormats; }
  std::vector<std::string> arguments(const SolverFiles& files, const RunSettings& settings) const override {
    std::vector<std::string> args;
    if (settings.time_limit > 0) args.push_back(fmt::format("--time-limit={}", whole_seconds(settings.time_limit)));
    if (settings.threads > 1) args.push_back(fmt::format("--parallel-mode={}", settings.threads));
    for (const SolverOption& o : settings.options) args.push_back(long_option(o));
    args.push_back(files.model);
    return args;
  }
  std::string option_form() const override {
    return "clasp's long options, as NAME=VALUE or NAME (configuration=crafty, seed=3); clasp --help=3 lists them";
  }
  std::optional<std::string> refused_option(const std::string& log, int exit_code) const override {
    return exit_code == 1 ? line_with(log, {"*** ERROR: (clasp)"}) : std::nullopt;
  }
  int stop_signal() const override { return SIGINT; }

 private:
  static constexpr std::array<FileFormat, 3> kFormats{FileFormat::opb, FileFormat::cnf, FileFormat::old_wcnf};
};

// sat4j is a jar run by Java: the program is java, and the jar is what Debian's sat4j installs.
class Sat4jBackend final : public CompetitionBackend {
 public:
  std::string_view name() const override { return "sat4j"; }
  std::string_view program() const override { return "java"; }
  std::string_view package() const override { return "sat4j"; }
  std::string_view library() const override { return "sat4j"; }
  std::string_view who() const override { return "sat4j"; }
  bool answers_to(std::string_view word) const override { return word == name(); }
  std::string about() const override { return "sat4j (Debian's sat4j, on Java): pseudo-Boolean optimisation, on OPB"; }
  std::string limits() const override { return "reads opb only: any other model is given to it as opb; a Java start (about 1 s) each run"; }
  int max_threads() const override { return 1; }
  std::string_view default_threads() const override { return "1"; }
  std::string locate() const override { return ::access(kJar, R_OK) == 0 ? Backend::locate() : std::string(); }
  void check_ready() const override {
    if (::access(kJar, R_OK) != 0)
      throw DriverError(exit_solver_missing, fmt::format("sat4j needs {}: install it with 'apt-get install sat4j' (or scripts/setup)", kJar));
  }
  std::string version() const override { return word_after(locate() + " -jar " + kJar + " Default 1 /dev/null", "c version"); }
  std::span<const FileFormat> formats() const override { return kFormats; }
  // "Default SECONDS" names its default solver, which the time limit must follow.
  std::vector<std::string> arguments(const SolverFiles& files, const RunSettings& settings) const override {
    std::vector<std::string> args{"-jar", kJar};
    if (settings.time_limit > 0) args.insert(args.end(), {"Default", std::to_string(whole_seconds(settings.time_limit))});
    args.push_back(files.model);
    return args;
  }
  // Java runs its shutdown hooks on TERM: sat4j's prints the best solution found.
  int stop_signal() const override { return SIGTERM; }

 private:
  static constexpr const char* kJar = "/usr/share/java/org.sat4j.pb.jar";
  static constexpr std::array<FileFormat, 1> kFormats{FileFormat::opb};
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
