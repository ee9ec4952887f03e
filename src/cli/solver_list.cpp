#include "solver_list.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "backend.hpp"
#include "status.hpp"

namespace boardlp {

namespace {

// The formats it reads as they are, by their --format names (a program reads its own: boardlp-solve
// gives it every other model in its given format).
std::vector<std::string> reads_formats(const Backend& b) {
  std::vector<std::string> out;
  for (const FormatRow& f : file_formats())
    if (f.solver_input && b.reads(f.format)) out.emplace_back(f.name);
  return out;
}

struct Readiness {
  bool ready = false;
  std::string why;  // when not ready: what to install
};

Readiness readiness(const Backend& b) {
  if (b.locate().empty())
    return {false, fmt::format("{} not found: run scripts/setup (or 'apt-get install {}')", b.program(), b.package())};
  try {
    b.check_ready();
  } catch (const DriverError& e) {
    return {false, e.what()};
  }
  return {true, {}};
}

// Its status words: what each means, and whether it is a stop before the end (a limit, a stop).
nlohmann::json status_table(const Backend& b) {
  nlohmann::json table = nlohmann::json::array();
  for (const StatusWord& s : b.status_words())
    table.push_back({{"word", s.word}, {"means", status_word(s.status)}, {"stopped", s.limit}});
  return table;
}

std::string engines(const Backend& b) {
  if (b.counts()) return "a model counter: it runs for --count, finds no solution";
  if (b.engine()) return "--all on its library (cubes, --jobs) or processes";
  return b.enumerates_in_one_run(true) ? "--all in one runner (no-goods in memory) or processes" : "--all one process per solution";
}

}  // namespace

std::string solver_list_text() {
  std::string out = "boardlp-solve's solvers (--solver NAME), in the order the default is chosen:\n\n";
  for (const Backend* b : backends()) {
    const Readiness r = readiness(*b);
    const std::string version = b->version(), package = b->package_version();
    out += fmt::format("  {:<7} {}{}{}\n", b->name(), r.ready ? "ready" : "not ready",
                       version.empty() ? "" : fmt::format(", version {}", version),
                       package.empty() ? "" : fmt::format(" (package {} {})", b->package(), package));
    out += fmt::format("          {}\n", b->about());
    out += fmt::format("          threads: {} by default{}; {}\n", b->default_threads(),
                       b->max_threads() == 1   ? std::string(" (one only)")
                       : b->max_threads() > 1  ? fmt::format(", --threads 1 to {}", b->max_threads())
                                               : std::string(", --threads N"),
                       engines(*b));
    if (!b->limits().empty()) out += fmt::format("          {}\n", b->limits());
    out += fmt::format("          --solver-option: {}\n", b->option_form().empty() ? "takes none here" : b->option_form());
    if (!r.ready) out += fmt::format("          {}\n", r.why);
  }
  return out;
}

std::string solver_list_json() {
  nlohmann::json list = nlohmann::json::array();
  for (const Backend* b : backends()) {
    const Readiness r = readiness(*b);
    list.push_back({{"name", b->name()},
                    {"ready", r.ready},
                    {"why_not", r.why},
                    {"version", b->version()},
                    {"package_version", b->package_version()},
                    {"about", b->about()},
                    {"package", b->package()},
                    {"program", b->program()},
                    {"default_threads", b->default_threads()},
                    {"max_threads", b->max_threads()},
                    {"library_engine", b->engine() != nullptr},
                    {"enumerates_in_one_run", b->enumerates_in_one_run(true)},
                    {"counts", b->counts()},
                    {"limits", b->limits()},
                    {"solver_options", b->option_form()},
                    {"reads", reads_formats(*b)},
                    {"given", format_row(b->given_format()).name},
                    {"statuses", status_table(*b)}});
  }
  return list.dump(2) + "\n";
}

}  // namespace boardlp
