#include "python_backend.hpp"

#include <unistd.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <chrono>
#include <cctype>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "process.hpp"
#include "template.hpp"
#include "text_lines.hpp"

namespace boardlp {

namespace {

namespace fs = std::filesystem;

std::string normalised(std::string_view name) {  // as pip names dist-info folders: lower case, '_'
  std::string out;
  for (char c : name) out += c == '-' || c == '.' ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string runner_file(std::string_view name) { return fmt::format("{}_runner.py", name); }

// The runner's words for how an --enumerate run ended (boardlp_runner.py: EXHAUSTED, ...).
constexpr std::array<std::pair<std::string_view, EnumerationEnd>, 4> kEnumerationEnds{{
    {"exhausted", EnumerationEnd::exhausted},
    {"complete", EnumerationEnd::complete},
    {"limit", EnumerationEnd::limit},
    {"stopped", EnumerationEnd::stopped},
}};

// The line the runner prints after "boardlp-runner: WHAT: " in the log, or "".
std::string runner_says(const std::string& log, std::string_view what) {
  const std::string key = fmt::format("boardlp-runner: {}: ", what);
  const size_t at = log.rfind(key);
  if (at == std::string::npos) return {};
  const size_t end = log.find('\n', at);
  return std::string(trim(std::string_view(log).substr(at + key.size(), end == std::string::npos ? std::string::npos : end - at - key.size())));
}


}  // namespace

std::string python_venv() {
  const char* dir = std::getenv("BOARDLP_VENV");
  return dir && *dir ? dir : "/usr/local/lib/boardlp/venv";
}

std::string python_site_packages() {
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(python_venv() + "/lib", ec))
    if (entry.path().filename().string().rfind("python3", 0) == 0 && fs::is_directory(entry.path() / "site-packages"))
      return (entry.path() / "site-packages").string();
  return {};
}

std::string installed_pip_version(std::string_view pip) {
  const std::string site = python_site_packages();
  if (site.empty()) return {};
  const std::string prefix = normalised(pip) + "-";
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(site, ec)) {
    const std::string folder = entry.path().filename().string();
    std::string lower = folder;  // pip keeps the version's dots and the name's underscores
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (lower.rfind(prefix, 0) == 0 && folder.size() > 10 && folder.ends_with(".dist-info"))
      return folder.substr(prefix.size(), folder.size() - prefix.size() - 10);
  }
  return {};
}

namespace {

std::string limits_of(const PythonSolver& s) {
  std::string out;
  if (!s.formats.empty()) {
    std::string names;
    for (FileFormat f : s.formats) names += (names.empty() ? "" : " and ") + std::string(format_row(f).name);
    out += fmt::format("reads {} only: any other model is given to it as {}", names, format_row(s.formats.front()).name);
  }
  else if (!s.reads_lp) out += "reads MPS only (an LP file is given to it as MPS)";
  if (!s.size_limit.empty())
    out += fmt::format("{}its free licence solves {}; a full licence: {}", out.empty() ? "" : "; ", s.size_limit, s.full_licence);
  return out;
}

}  // namespace

// The runner takes TERM (and INT) in Python and asks the solver to stop through its API, so the
// best solution found is written. TERM, not INT: Xpress's library takes INT itself and ends the
// process with no answer. Its no-goods are the placement's: it lists in one run on any model.
PythonBackend::PythonBackend(const PythonSolver& solver)
    : Backend({.name = solver.name, .program = "python3", .package = solver.pip, .library = solver.library,
               .about = std::string(solver.about), .limits = limits_of(solver),
               .default_threads = solver.default_threads, .max_threads = solver.max_threads,
               .number_limit = solver.numbers,
               .formats = !solver.formats.empty() ? solver.formats
                          : solver.reads_lp       ? std::span<const FileFormat>(kLpAndMps)
                                                  : std::span<const FileFormat>(kMpsOnly),
               .status_words = solver.statuses, .who = solver.library, .answers_to_program = false,
               .option_form = std::string(solver.option_form), .counts = solver.counts,
               .one_run = solver.counts ? OneRunListing::none : OneRunListing::every_model,
               .stop_signal = SIGTERM}),
      s_(solver) {}

std::string PythonBackend::locate() const {
  const std::string python = python_venv() + "/bin/python3";
  return ::access(python.c_str(), X_OK) == 0 ? python : std::string();
}

std::string PythonBackend::version() const {
  const std::string python = locate();
  if (python.empty() || python_site_packages().empty()) return {};
  try {
    const TempFolder work;
    SolverFiles files;
    files.folder = work.path();
    prepare(files);
    const std::string log = work.file("version.log");
    const ChildEnd run = run_process(python, {work.path() + "/" + runner_file(s_.name), "--version"}, work.path(), log, 60);
    if (run.exit_code != 0) return {};
    const std::string said = read_whole_file(log);  // one line
    const size_t end = said.find('\n');
    return end != std::string::npos && end + 1 == said.size() ? std::string(trim(said.substr(0, end))) : std::string();
  } catch (const DriverError&) {
    return {};
  }
}

std::string PythonBackend::package_version() const { return installed_pip_version(s_.pip); }

// The module in site-packages: a folder of its own, or one extension file (pyganak.cpython-311-...so).
static bool module_installed(const std::string& site, std::string_view module) {
  std::error_code ec;
  if (fs::exists(fs::path(site) / module, ec)) return true;
  for (const auto& entry : fs::directory_iterator(site, ec))
    if (const std::string name = entry.path().filename().string(); name.rfind(std::string(module) + ".", 0) == 0 && name.ends_with(".so"))
      return true;
  return false;
}

void PythonBackend::check_ready() const {
  const std::string site = python_site_packages();
  if (site.empty() || !module_installed(site, s_.module))
    throw DriverError(exit_solver_missing,
                      fmt::format("{} needs the PyPI package {} in boardlp's Python environment {}: run scripts/setup "
                                  "(or set BOARDLP_VENV to a virtual environment that has it)",
                                  s_.library, s_.pip, python_venv()));
}

void PythonBackend::prepare(const SolverFiles& files) const {
  for (const std::string& file : {std::string("boardlp_runner.py"), runner_file(s_.name)}) {
    const std::string path = files.folder + "/" + file;
    std::ofstream out(path, std::ios::binary);
    out << template_text("solvers/" + file);
    if (!out) throw DriverError(exit_solver_failed, fmt::format("cannot write {}", path));
  }
}

// No .pyc files in the run's folder; the runner's own lines and the solver's log as they come.
std::vector<std::string> PythonBackend::environment() const { return {"PYTHONDONTWRITEBYTECODE=1", "PYTHONUNBUFFERED=1"}; }

std::vector<std::string> PythonBackend::arguments(const SolverFiles& files, const RunSettings& settings) const {
  std::vector<std::string> args{files.folder + "/" + runner_file(s_.name), files.model,
                                is_mps(settings.format) ? std::string("mps") : std::string(format_row(settings.format).name),
                                fmt::format("{:.3f}", settings.time_limit),
                                std::to_string(settings.threads), files.solution};
  // One word each (--flag=VALUE): a value that starts with '-' is not taken for a flag.
  if (settings.first_solution) args.push_back("--first");
  if (!settings.enumeration.empty()) args.push_back("--enumerate=" + settings.enumeration);
  if (!s_.option_form.empty())  // a runner that takes none has no set_option
    for (const SolverOption& o : settings.options) args.push_back(fmt::format("--option={}={}", o.name, o.value));
  // The limit's end on the monotonic clock (std::chrono::steady_clock and Python's time.monotonic()
  // are both CLOCK_MONOTONIC): the interpreter's start, the imports and the read count against it.
  if (settings.time_limit > 0)
    args.push_back(fmt::format("--deadline={:.3f}", std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count() +
                                                     settings.time_limit));
  return args;
}


std::optional<SolverAnswer> PythonBackend::read_answer(const SolverFiles& files) const {
  if (!fs::exists(files.solution)) return std::nullopt;
  return parse_runner_answer(read_whole_file(files.solution), s_.statuses, s_.library);
}

// One answer a line, each written whole and flushed; a last line without its newline is one the
// runner was stopped in the middle of, and is left out.
std::vector<SolverAnswer> PythonBackend::read_found(const std::string& path) const {
  std::vector<SolverAnswer> found;
  if (!fs::exists(path)) return found;
  const std::string text = read_whole_file(path);
  size_t at = 0;
  for (size_t end; (end = text.find('\n', at)) != std::string::npos; at = end + 1)
    found.push_back(parse_runner_answer(std::string_view(text).substr(at, end - at), s_.statuses, s_.library));
  return found;
}

std::optional<std::string> PythonBackend::read_error(const std::string& log, int exit_code, const std::string&) const {
  if (exit_code != 3) return std::nullopt;
  std::string why = runner_says(log, "cannot read the model");
  if (why.empty()) why = "its reader stopped";
  // The reader's own words, where it printed some: its lines that say error (HiGHS's "ERROR: ...").
  std::string own;
  for (const std::string_view line : split_by(log, [](char ch) { return ch == '\n'; }))
    if ((line.find("ERROR") != std::string::npos || line.find("Error") != std::string::npos) &&
        line.find("cannot read the model") == std::string::npos && own.size() < 300)
      own.append(own.empty() ? "" : "; ").append(trim(line));
  return own.empty() ? why : why + ": " + own;
}

std::optional<std::string> PythonBackend::refused_option(const std::string& log, int exit_code) const {
  if (exit_code != 5) return std::nullopt;
  const std::string why = runner_says(log, "bad option");
  return why.empty() ? std::string("its runner said nothing more") : why;
}

std::optional<std::string> PythonBackend::cannot_run(const std::string& log, int exit_code, int64_t columns, int64_t rows) const {
  if (exit_code != 4) return std::nullopt;
  const std::string size = runner_says(log, "size-limit");
  int64_t added = 0;  // --all's no-good rows, one a solution found, count too
  if (const std::string n = runner_says(log, "no-good rows added"); !n.empty()) std::from_chars(n.data(), n.data() + n.size(), added);
  if (!size.empty())
    return fmt::format("{}'s free licence solves {}, and this model has {} columns and {} rows{}: use another --solver, "
                       "or a full licence ({}). {} said: {}",
                       s_.library, s_.size_limit, columns, rows + added,
                       added > 0 ? fmt::format(" ({} of the model --all searched and {} no-good rows, one a solution found)", rows, added)
                                 : std::string(),
                       s_.full_licence, s_.library, size);
  const std::string licence = runner_says(log, "licence");
  return fmt::format("{} has no licence it can use: {} (a full licence: {})", s_.library,
                     licence.empty() ? std::string("its runner said nothing more") : licence, s_.full_licence);
}

SolverAnswer parse_runner_answer(std::string_view text, std::span<const StatusWord> statuses, std::string_view library) {
  auto fail = [&](const std::string& why) {
    return DriverError(exit_solver_failed, fmt::format("{}'s answer (boardlp's runner) is unreadable: {}", library, why));
  };
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {
    throw fail(fmt::format("not JSON ({})", e.what()));
  }
  if (!j.is_object() || !j.contains("status") || !(j["status"].is_string() || j["status"].is_null()))
    throw fail("it has no status");
  SolverAnswer answer;
  if (j.contains("enumeration")) {  // how an --enumerate run ended; its solutions are in "found"
    const auto& end = j["enumeration"];
    const auto it = std::find_if(kEnumerationEnds.begin(), kEnumerationEnds.end(),
                                 [&](const auto& e) { return end.is_string() && e.first == end.get<std::string>(); });
    if (it == kEnumerationEnds.end()) throw fail(fmt::format("unknown enumeration end {}", end.dump()));
    answer.enumeration_end = it->second;
  }
  if (j["status"].is_null()) {  // stopped before the solver ran
    answer.status_text = "stopped before the solve";
    return answer;
  }
  const std::string word = j["status"].get<std::string>();
  const StatusWord* known = nullptr;
  for (const StatusWord& s : statuses)
    if (s.word == word) known = &s;
  if (!known) throw fail(fmt::format("unknown status '{}'", word));
  const auto& values = j.value("values", nlohmann::json::array());
  if (!values.is_array()) throw fail("'values' is not a list");
  const bool has_values = j.contains("objective") && j["objective"].is_number();
  answer.status_text = word;
  answer.status = known->limit ? (has_values ? SolveStatus::feasible : SolveStatus::no_solution) : known->status;
  if (answer.enumeration_end != EnumerationEnd::none) {  // an end holds no solution
    if (has_values) throw fail("an enumeration's end holds a solution");
    if (answer.status == SolveStatus::optimal || answer.status == SolveStatus::feasible) answer.status = SolveStatus::no_solution;
    return answer;
  }
  if (j.contains("count") && !j["count"].is_null()) {  // a model counter's: a count, no solution
    if (!j["count"].is_string()) throw fail("'count' is not a number in words");
    const std::string count = j["count"].get<std::string>();
    if (count.empty() || count.size() > 100000 || count.find_first_not_of("0123456789") != std::string::npos)
      throw fail(fmt::format("'count' is '{}', not a whole number", printable(count, 40)));
    if (answer.status != SolveStatus::optimal || has_values) throw fail("a count comes with the status that says so, and no solution");
    answer.count = count;
    return answer;
  }
  const bool solution = answer.status == SolveStatus::optimal || answer.status == SolveStatus::feasible;
  if (solution && !has_values) throw fail(fmt::format("the status is '{}' but there is no solution", word));
  if (!solution) return answer;  // infeasible, unbounded: no objective, no values
  answer.objective = snapped(j["objective"].get<double>());
  if (j.contains("bound") && j["bound"].is_number()) answer.bound = snapped(j["bound"].get<double>());
  for (const auto& pair : values) {
    if (!pair.is_array() || pair.size() != 2 || !pair[0].is_string() || !pair[1].is_number())
      throw fail(fmt::format("'{}' is not [name, value]", pair.dump()));
    const double v = snapped(pair[1].get<double>());
    if (v != 0) answer.values.emplace_back(pair[0].get<std::string>(), v);
  }
  return answer;
}

}  // namespace boardlp
