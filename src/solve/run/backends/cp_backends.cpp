// Gecode through MiniZinc, both from Debian (minizinc 2.6, flatzinc 6.2: Gecode's FlatZinc
// solver): minizinc flattens the model and runs fzn-gecode on it, and writes each solution as
// "NAME = VALUE;" lines (minizinc_output.hpp). No library engine: --all runs one process per
// solution, each with a no-good row more.
#include <unistd.h>

#include <array>
#include <cmath>
#include <csignal>
#include <filesystem>

#include <fmt/format.h>

#include "cp_solvers.hpp"
#include "minizinc_output.hpp"
#include "text_lines.hpp"
#include "status.hpp"

namespace boardlp {

namespace {

class GecodeBackend final : public Backend {
 public:
  std::string_view name() const override { return "gecode"; }
  std::string_view program() const override { return "minizinc"; }
  std::string_view package() const override { return "minizinc"; }
  std::string_view library() const override { return "Gecode"; }
  std::string about() const override {
    return "Gecode (Debian's flatzinc) through MiniZinc (Debian's minizinc): constraint programming, on MiniZinc";
  }
  std::string limits() const override { return "reads mzn: any other model is given to it as mzn (0-1 columns, whole numbers)"; }
  std::string_view default_threads() const override { return "1"; }
  std::string version() const override { return word_after(locate() + " --solvers 2>/dev/null", "Gecode "); }
  std::string package_version() const override { return word_after(locate() + " --version", "version "); }
  bool reads(FileFormat format) const override { return format == FileFormat::mzn; }
  FileFormat given_format() const override { return FileFormat::mzn; }
  std::span<const StatusWord> status_words() const override { return minizinc_status_words(); }
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
  std::string option_form() const override {
    return "minizinc's own options, as NAME=VALUE (--NAME VALUE) or NAME (--NAME): random-seed=3, "
           "fzn-flags=\"-restart luby\"; minizinc --help lists them";
  }
  std::optional<std::string> refused_option(const std::string& log, int exit_code) const override {
    return exit_code != 0 ? line_with(log, {"minizinc: Unrecognized option", "Error: Unrecognized"}) : std::nullopt;
  }
  // minizinc passes SIGINT to Gecode and writes the best solution found.
  int stop_signal() const override { return SIGINT; }
  std::optional<SolverAnswer> read_answer(const SolverFiles& files) const override {
    std::error_code ec;
    if (!std::filesystem::exists(files.solution, ec)) return std::nullopt;
    return parse_minizinc_output(read_whole_file(files.solution));
  }
};

}  // namespace

const Backend& gecode_backend() {
  static const GecodeBackend gecode;
  return gecode;
}

}  // namespace boardlp
