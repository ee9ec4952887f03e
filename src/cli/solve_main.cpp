// boardlp-solve: runs a backend (backend.hpp's registry) on a model file, checks the answer, shows the board.
#include <unistd.h>

#include <charconv>
#include <cstdio>
#include <optional>
#include <iostream>
#include <string>

#include <coin/CoinError.hpp>
#include <nlohmann/json.hpp>

#include "atomic_output.hpp"
#include "count_question.hpp"
#include "errors.hpp"
#include "expected.hpp"
#include "html_page.hpp"
#include "out_buffer.hpp"
#include "process.hpp"
#include "wording.hpp"
#include "render.hpp"
#include "solve_options.hpp"
#include "solver_list.hpp"

namespace {
// Every error is one line: a solver's or CoinUtils' text may carry newlines of its own.
std::string one_line(std::string text) {
  for (char& ch : text)
    if (ch == '\n' || ch == '\r') ch = ' ';
  while (!text.empty() && text.back() == ' ') text.pop_back();
  return text;
}
// The one line on standard error that a run with a non-zero exit code ends with, by that code.
std::string closing_line(const boardlp::SolveReport& r) {
  using namespace boardlp;
  const std::string found = counted(r.solutions.size(), "solution", "solutions");
  switch (r.exit_code) {
    case exit_ok: return "";
    case exit_check_failed: return "error: the solution failed the check: " + r.faults.front();
    case exit_solver_missing: return "error: " + r.licence_stop;
    case exit_infeasible:
      if (r.from_file) return "infeasible, as the file claims: not checked (a checker can only test a solution)";
      return fmt::format("infeasible: {} reports that the model has no solution (the solver's claim: a checker "
                         "can only test a solution{})", r.solver, r.proof ? "; the proof above is checked" : "");
    case exit_unbounded: return fmt::format("unbounded: {} reports that the objective has no bound", r.solver);
    case exit_time_limit:
      if (r.from_file) return fmt::format("the file gives no solution ({})", r.status_text);
      if (r.enumerated) return fmt::format("stopped by the time limit: {} found, there may be more", found);
      return r.solutions.empty() ? "stopped by the time limit before a solution was found"
                                 : "stopped by the time limit: the best solution found is shown, checked, not proven optimal";
    default:
      if (r.interrupted_by && r.enumerated)
        return fmt::format("interrupted (signal {}): {} found before it shown, marked partial", r.interrupted_by, found);
      if (r.interrupted_by)
        return fmt::format("interrupted (signal {}): the solver's best solution so far is shown, checked, not proven "
                           "optimal", r.interrupted_by);
      return fmt::format("exit {}: {}", static_cast<int>(r.exit_code), r.status_text);
  }
}

// With --json, a run that ends in an error still writes its one document, so a script reading
// the report always has one: the status "error", the exit code and the error's line.
int error_report(const std::optional<std::string>& json_input, int code, const std::string& why) {
  if (json_input)
    std::cout << nlohmann::json{{"file", *json_input}, {"status", "error"}, {"exit_code", code}, {"error", one_line(why)},
                                {"check", "none"}, {"count", 0}, {"solutions", nlohmann::json::array()}}.dump()
              << "\n" << std::flush;
  return code;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace boardlp;
  std::optional<std::string> json_input;  // with --json, the file: a stop before any answer still reports
  try {
    SolveCommand cmd = parse_solve_args(argc, argv);
    if (cmd.json) json_input = cmd.request.input;
    if (!cmd.doc.empty()) {
      std::cout << cmd.doc;
      return 0;
    }
    if (cmd.help) {
      std::cout << solve_help();
      return 0;
    }
    if (cmd.solver_help) {
      std::cout << (cmd.json ? solver_list_json() : solver_list_text());
      return 0;
    }
    if (cmd.version) {
      std::cout << "boardlp-solve " << BOARDLP_VERSION << "\n";
      return 0;
    }
    install_interrupt_handlers();
    if (!cmd.write_path.empty()) {
      convert_model(cmd.request, cmd.write_path, cmd.write);
      return 0;
    }
    cmd.request.search.progress = cmd.request.all && ::isatty(STDERR_FILENO);
    // The total for the progress line, where the exact counter answers within a second.
    cmd.request.search.expected_count = [](const Spec& spec) -> std::optional<uint64_t> {
      const suite::Expected e = suite::counted_answer(spec, 1.0);
      if (e.placements.empty()) return std::nullopt;
      uint64_t n = 0;
      const auto [end, error] = std::from_chars(e.placements.data(), e.placements.data() + e.placements.size(), n);
      if (error != std::errc() || end != e.placements.data() + e.placements.size()) return std::nullopt;
      return n;
    };
    // The drawings' paths are checked before the solve, as -o is, so one that cannot be written
    // fails at once; each file appears whole, after the solve, or not at all.
    for (const std::string* path : {&cmd.svg_path, &cmd.html_path})
      if (!path->empty()) check_output_path(*path);
    const SolveReport report = run_session(cmd.request);
    std::cout << (cmd.json ? render_json(report) : render_text(report, cmd.ascii)) << std::flush;
    if (!std::cout || std::fflush(stdout) != 0 || std::ferror(stdout))
      throw DriverError(exit_bad_input, "cannot write to standard output (is the disk full, or the reader gone?)");
    if (!cmd.svg_path.empty() && report.board && !report.solutions.empty()) write_whole_file(cmd.svg_path, render_svg(report));
    if (!cmd.html_path.empty() && report.teaching.model) write_whole_file(cmd.html_path, render_html(report));
    if (const std::string line = closing_line(report); !line.empty())
      std::fprintf(stderr, "boardlp-solve: %s\n", one_line(line).c_str());
    return cmd.exit_zero ? 0 : report.exit_code;
  } catch (const Interrupted& stop) {
    // A script reading --json gets an answer that says so, as for any other end.
    if (json_input)
      std::cout << nlohmann::json{{"file", *json_input}, {"status", "interrupted"}, {"interrupted_by", stop.signal},
                                  {"check", "none"}, {"count", 0}, {"solutions", nlohmann::json::array()}}.dump()
                << "\n" << std::flush;
    std::fprintf(stderr, "boardlp-solve: interrupted (signal %d): no solution was read\n", stop.signal);
    return 128 + stop.signal;
  } catch (const DriverError& e) {
    std::fprintf(stderr, "boardlp-solve: error: %s\n", one_line(e.what()).c_str());
    return error_report(json_input, e.code(), e.what());
  } catch (const UserError& e) {
    std::fprintf(stderr, "boardlp-solve: error: %s\n", one_line(e.what()).c_str());
    return error_report(json_input, exit_bad_input, e.what());
  } catch (const CoinError& e) {
    std::fprintf(stderr, "boardlp-solve: error: CoinUtils: %s\n", one_line(e.message()).c_str());
    return error_report(json_input, exit_bad_input, "CoinUtils: " + e.message());
  } catch (const std::exception& e) {
    std::fprintf(stderr, "boardlp-solve: internal error: %s (please report it)\n", one_line(e.what()).c_str());
    return error_report(json_input, 70, e.what());
  } catch (...) {  // no input may end in std::terminate: the temporary folder is removed on the way here
    std::fprintf(stderr, "boardlp-solve: internal error: an exception of unknown type (please report it)\n");
    return 70;
  }
}
