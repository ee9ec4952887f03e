// The solver-output parsers on real files recorded from cbc 2.10.8 and glpsol 5.0
// (tests/data/solver-output), and on the same files cut short or mangled.
#include <doctest/doctest.h>

#include <array>
#include <functional>

#include <fmt/format.h>

#include "backend.hpp"
#include "cbc_output.hpp"
#include "glpk_output.hpp"
#include "highs_output.hpp"
#include "minizinc_output.hpp"
#include "competition_backend.hpp"
#include "competition_output.hpp"
#include "python_backend.hpp"
#include "solution_file.hpp"
#include "support/process.hpp"

using namespace boardlp;
using namespace boardlp::test;

namespace {
std::string data(const std::string& name) { return read_file(source_root() + "/tests/data/solver-output/" + name); }
ExitCode code_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const DriverError& e) {
    return e.code();
  }
  return exit_ok;
}
}  // namespace

TEST_CASE("cbc: optimal, infeasible, time limit with and without a solution") {
  const SolverAnswer opt = parse_cbc_solution(data("cbc-optimal.sol"));
  CHECK(opt.status == SolveStatus::optimal);
  CHECK(opt.objective == 8);
  CHECK(opt.values.size() == 8);
  CHECK(opt.values.front() == std::pair<std::string, double>{"x_1_4", 1});

  const SolverAnswer inf = parse_cbc_solution(data("cbc-infeasible.sol"));
  CHECK(inf.status == SolveStatus::infeasible);
  CHECK_FALSE(inf.objective);
  CHECK(inf.values.empty());  // the fractional LP values after "Integer infeasible" are not a solution

  const SolverAnswer lim = parse_cbc_solution(data("cbc-timelimit.sol"));
  CHECK(lim.status == SolveStatus::feasible);
  CHECK(lim.objective == 9);
  CHECK(lim.status_text == "Stopped on time");

  const SolverAnswer none = parse_cbc_solution(data("cbc-timelimit-nosolution.sol"));
  CHECK(none.status == SolveStatus::no_solution);
  CHECK(none.values.empty());
}

TEST_CASE("cbc: an Infeasible reached at the time limit is no proof; before it, it is") {
  // What cbc 2.10 wrote for 30x30 queens domination (feasible) when a 5 s limit stopped its preprocessing.
  const Backend& cbc = *backend_named("cbc");
  const std::string log = "Continuous objective value is 9.45141 - 4.34 seconds\n"
                          "Cgl0000I Cut generators found to be infeasible! (or unbounded)\n"
                          "Pre-processing says infeasible or unbounded\n";
  SolverAnswer at_limit = parse_cbc_solution(data("cbc-infeasible.sol"));
  cbc.vet_answer(at_limit, log, 5.12, 5.0);
  CHECK(at_limit.status == SolveStatus::no_solution);
  CHECK(at_limit.status_text.find("at its time limit") != std::string::npos);

  SolverAnswer early = parse_cbc_solution(data("cbc-infeasible.sol"));
  cbc.vet_answer(early, log, 0.8, 5.0);
  CHECK(early.status == SolveStatus::infeasible);
  SolverAnswer no_limit = parse_cbc_solution(data("cbc-infeasible.sol"));
  cbc.vet_answer(no_limit, log, 120.0, 0);
  CHECK(no_limit.status == SolveStatus::infeasible);
  SolverAnswer found = parse_cbc_solution(data("cbc-timelimit.sol"));  // a solution at the limit stands
  cbc.vet_answer(found, log, 5.12, 5.0);
  CHECK(found.status == SolveStatus::feasible);
}

TEST_CASE("cbc: an empty, truncated, garbage or unknown file is an error, never a success") {
  const std::string good = data("cbc-optimal.sol");
  CHECK(code_of([] { parse_cbc_solution(""); }) == exit_solver_failed);
  CHECK(code_of([&] { parse_cbc_solution(good.substr(0, good.size() / 2)); }) == exit_solver_failed);  // cut mid-line
  CHECK(code_of([] { parse_cbc_solution("Hello\nworld\n"); }) == exit_solver_failed);
  CHECK(code_of([] { parse_cbc_solution("Probably optimal - objective value 8\n"); }) == exit_solver_failed);
  CHECK(code_of([] { parse_cbc_solution("Optimal - objective value eight\n"); }) == exit_solver_failed);
  CHECK(code_of([] { parse_cbc_solution("Optimal - objective value 1\n  1 x_1_1 1\n"); }) == exit_solver_failed);
  // "**" marks a value outside its bounds; the line still parses.
  const SolverAnswer starred = parse_cbc_solution("Optimal - objective value 1\n** 0 x_1_1 1.5 0\n");
  CHECK(starred.values.front().second == 1.5);
}

TEST_CASE("highs: optimal, infeasible, time limit with and without a solution (files the npm package wrote)") {
  const SolverAnswer opt = parse_highs_solution(data("highs-optimal.sol"));  // 8 queens
  CHECK(opt.status == SolveStatus::optimal);
  CHECK(opt.objective == 8);  // written 7.9999999999998: read as the integer within 1e-6
  CHECK(opt.values.size() == 8);
  for (const auto& [name, value] : opt.values) CHECK(value == 1);

  const SolverAnswer inf = parse_highs_solution(data("highs-infeasible.sol"));  // 8 queens on a torus
  CHECK(inf.status == SolveStatus::infeasible);
  CHECK_FALSE(inf.objective);
  CHECK(inf.values.empty());

  const SolverAnswer lim = parse_highs_solution(data("highs-timelimit.sol"));  // 12x12 domination, 2 s
  CHECK(lim.status == SolveStatus::feasible);
  CHECK(lim.status_text == "Time limit reached");
  CHECK(lim.objective);

  const SolverAnswer none = parse_highs_solution("Model status\nTime limit reached\n\n# Primal solution values\nNone\n");
  CHECK(none.status == SolveStatus::no_solution);
  CHECK(none.values.empty());
  const SolverAnswer first = parse_highs_solution(
      "Model status\nSolution limit reached\n\n# Primal solution values\nFeasible\nObjective 1\n# Columns 1\nx_1_1 1\n");
  CHECK(first.status == SolveStatus::feasible);
}

TEST_CASE("highs: an empty, truncated or unknown file is an error, never a success") {
  const std::string good = data("highs-optimal.sol");
  CHECK(code_of([] { parse_highs_solution(""); }) == exit_solver_failed);
  CHECK(code_of([&] { parse_highs_solution(good.substr(0, good.find("x_5_"))); }) == exit_solver_failed);  // columns cut short
  CHECK(code_of([] { parse_highs_solution("Model status\nProbably optimal\n"); }) == exit_solver_failed);
  CHECK(code_of([] { parse_highs_solution("Model status\nOptimal\n\n# Primal solution values\nNone\n"); }) == exit_solver_failed);
  CHECK(code_of([] { parse_highs_solution("Model status\nLoad error\n"); }) == exit_solver_failed);
  CHECK(code_of([] {
          parse_highs_solution("Model status\nOptimal\n\n# Primal solution values\nFeasible\nObjective 1\n# Columns -144\n");
        }) == exit_solver_failed);
  // Found by the fuzzer: an infeasible status followed by primal values keeps neither.
  const SolverAnswer odd = parse_highs_solution(
      "Model status\nInfeasible\n\n# Primal solution values\nFeasible\nObjective 117\n# Columns 1\nx_1_1 1\n");
  CHECK(odd.status == SolveStatus::infeasible);
  CHECK_FALSE(odd.objective);
  CHECK(odd.values.empty());
}

TEST_CASE("glpk: values from -w, names from -o, statuses that agree") {
  const SolverAnswer opt = parse_glpk_solution(data("glpk-optimal.sol"), data("glpk-optimal.out"));
  CHECK(opt.status == SolveStatus::optimal);
  CHECK(opt.objective == 8);
  CHECK(opt.values.size() == 8);
  const SolverAnswer inf = parse_glpk_solution(data("glpk-infeasible.sol"), data("glpk-infeasible.out"));
  CHECK(inf.status == SolveStatus::infeasible);
  const SolverAnswer lim = parse_glpk_solution(data("glpk-timelimit.sol"), data("glpk-timelimit.out"));
  CHECK(lim.status == SolveStatus::feasible);
  CHECK(lim.objective == 9);
  // The least-walls model has w_ and x_ columns: every nonzero is named, none guessed by order.
  for (const auto& [name, value] : lim.values) CHECK((name[0] == 'x' || name[0] == 'w'));
  const SolverAnswer none = parse_glpk_solution(data("glpk-timelimit-nosolution.sol"), data("glpk-timelimit-nosolution.out"));
  CHECK(none.status == SolveStatus::no_solution);
}

TEST_CASE("glpk: the -o column list gives the names in column order, long names included") {
  const auto fault = [](size_t line, const std::string& why) { return DriverError(exit_solver_failed, fmt::format("line {}: {}", line, why)); };
  const GlpkReport optimal = parse_glpk_report(data("glpk-optimal.out"), fault);
  REQUIRE(optimal.columns.size() == 64);
  CHECK(optimal.columns[0].first == "x_1_1");
  CHECK(optimal.columns[63].first == "x_8_8");
  CHECK(optimal.status == "INTEGER OPTIMAL");
  CHECK(optimal.meaning == SolveStatus::optimal);
  const std::string report =
      "Status:     INTEGER OPTIMAL\n\n   No. Column name       Activity     Lower bound   Upper bound\n"
      "------ ------------    ------------- ------------- -------------\n"
      "     1 a_very_long_column_name\n"
      "                    *              1             0             1\n"
      "     2 x_1_2        *              0             0             1\n\n";
  const GlpkReport wrapped = parse_glpk_report(report, fault);
  CHECK(wrapped.columns == std::vector<std::pair<std::string, double>>{{"a_very_long_column_name", 1}, {"x_1_2", 0}});
  CHECK(wrapped.column_lines == std::vector<size_t>{6, 7});
  // A name alone with no line of values, a line that is no column's, columns out of order, an index with no name,
  // an unknown status.
  for (const std::string& bad : {report.substr(0, report.find("                    *")),
                                 report.substr(0, report.rfind("     2")) + "  what is this\n",
                                 report.substr(0, report.rfind("     2")) + "     3 x_1_2        *              0             0             1\n",
                                 report.substr(0, report.rfind("     2")) + "     2 \t\n",  // an index and a tab (the fuzzer's)
                                 "Status:     PROBABLY FINE\n" + report.substr(report.find('\n'))})
    CHECK_MESSAGE(code_of([&] { parse_glpk_report(bad, fault); }) == exit_solver_failed, bad);
}

TEST_CASE("glpk: truncated, garbage or disagreeing files are errors") {
  const std::string sol = data("glpk-optimal.sol"), out = data("glpk-optimal.out");
  CHECK(code_of([&] { parse_glpk_solution(sol.substr(0, sol.size() / 2), out); }) == exit_solver_failed);
  CHECK(code_of([&] { parse_glpk_solution(sol, out.substr(0, out.size() / 3)); }) == exit_solver_failed);
  CHECK(code_of([&] { parse_glpk_solution("", out); }) == exit_solver_failed);
  CHECK(code_of([&] { parse_glpk_solution("garbage\n", out); }) == exit_solver_failed);
  CHECK(code_of([&] { parse_glpk_solution(sol, "garbage\n"); }) == exit_solver_failed);
  CHECK(code_of([&] { parse_glpk_solution(data("glpk-infeasible.sol"), out); }) == exit_solver_failed);  // statuses differ
  std::string unknown = sol;
  unknown.replace(unknown.find("s mip 42 64 o"), 13, "s mip 42 64 z");
  CHECK(code_of([&] { parse_glpk_solution(unknown, out); }) == exit_solver_failed);
}

TEST_CASE("the competitions' output: the last model printed is the answer, values by number, the status by the 's' line") {
  using boardlp::parse_competition_file;
  // clasp on WCNF prints each better model, its "v" lines then its "o" line; the last one stands.
  const auto models = parse_competition_file("v -1 2 -3 0\no 5\nv 1 -2 3\nv -4 0\no 2\ns OPTIMUM FOUND\n");
  REQUIRE(models);
  CHECK(models->answer.status == boardlp::SolveStatus::optimal);
  CHECK(*models->answer.objective == 2);
  REQUIRE(models->answer.values.size() == 2);
  CHECK(models->answer.values[0].first == "#1");
  CHECK(models->answer.values[1].first == "#3");
  // sat4j's OPB form (x-prefixed, no closing 0), after "o" lines; and a plain SAT answer.
  const auto opb = parse_competition_file("o -5\no -6\ns OPTIMUM FOUND\nv -x1 x2 x3\n");
  REQUIRE(opb);
  CHECK(opb->answer.values.size() == 2);
  CHECK(*opb->answer.objective == -6);
  const auto sat = parse_competition_file("c comment\ns SATISFIABLE\nv 1 -2\nv 3 0\n");
  REQUIRE(sat);
  CHECK(sat->answer.status == boardlp::SolveStatus::optimal);  // no objective: any solution answers
  CHECK(sat->answer.values.size() == 2);
  const auto unsat = parse_competition_file("s UNSATISFIABLE\n");
  REQUIRE(unsat);
  CHECK(unsat->answer.status == boardlp::SolveStatus::infeasible);
  CHECK_FALSE(parse_competition_file("Optimal - objective value 8\n"));  // another format: not this one
  CHECK_THROWS_AS(parse_competition_file("s MAYBE\n"), boardlp::DriverError);
  // After the status, a line of another kind is damage; in a solver's log it is skipped.
  CHECK_THROWS_AS(parse_competition_file("s SATISFIABLE\nv 1 0\nhello\n"), boardlp::DriverError);
  using boardlp::OtherLines, boardlp::ValueLines;
  const auto log = boardlp::parse_competition_output("solver 1.0\ns SATISFIABLE\nv 1 -2 0\nstatistics\n", ValueLines::literals, OtherLines::skip);
  REQUIRE(log);
  CHECK(log->answer.values.size() == 1);
  // Models printed before a signal, no status line: the last one found, not proved.
  const auto stopped = boardlp::parse_competition_output("o 7\nv 1 2 0\no 5\nv -1 2 0\n", ValueLines::literals, OtherLines::skip);
  REQUIRE(stopped);
  CHECK(stopped->answer.status == boardlp::SolveStatus::feasible);
  CHECK_FALSE(stopped->status_stated);
  CHECK(*stopped->answer.objective == 5);
  CHECK(stopped->answer.values.size() == 1);
  // The status words are one table, whichever competition's solver wrote them: each SAT, PB and
  // MaxSAT program of the registry publishes it (the XCSP3 ones: below).
  int competition_programs = 0;
  for (const boardlp::Backend* b : boardlp::backends())
    if (dynamic_cast<const boardlp::CompetitionBackend*>(b)) {
      CAPTURE(b->name());
      CHECK(b->status_words().data() == boardlp::competition_status_words().data());
      ++competition_programs;
    }
  CHECK(competition_programs >= 2);  // CaDiCaL, clasp, sat4j today
}

TEST_CASE("a Python runner's answer: the listing's end is a field, a stop before the solve has no status") {
  static constexpr std::array<StatusWord, 3> statuses{{{"OPTIMAL", SolveStatus::optimal},
                                                         {"INFEASIBLE", SolveStatus::infeasible},
                                                         {"FEASIBLE", SolveStatus::feasible, true}}};
  const auto parse = [](std::string_view text) { return parse_runner_answer(text, statuses, "CP-SAT"); };
  const SolverAnswer solved = parse(R"({"status": "OPTIMAL", "objective": 2, "bound": 2, "values": [["x", 1]], "solver": "s"})");
  CHECK(solved.status == SolveStatus::optimal);
  CHECK(solved.enumeration_end == EnumerationEnd::none);
  // The end of a listing holds no solution, whatever the last solve's word.
  const SolverAnswer complete = parse(R"({"status": "OPTIMAL", "objective": null, "bound": null, "values": [], "solver": "s",
                                         "enumeration": "complete"})");
  CHECK(complete.enumeration_end == EnumerationEnd::complete);
  CHECK(complete.status == SolveStatus::no_solution);
  CHECK(complete.status_text == "OPTIMAL");
  const SolverAnswer exhausted = parse(R"({"status": "INFEASIBLE", "objective": null, "bound": null, "values": [],
                                          "solver": "s", "enumeration": "exhausted"})");
  CHECK(exhausted.enumeration_end == EnumerationEnd::exhausted);
  CHECK(exhausted.status == SolveStatus::infeasible);
  CHECK(parse(R"({"status": "FEASIBLE", "objective": null, "values": [], "enumeration": "limit"})").enumeration_end ==
        EnumerationEnd::limit);
  const SolverAnswer never = parse(R"({"status": null, "objective": null, "bound": null, "values": [], "solver": "s",
                                      "enumeration": "stopped"})");
  CHECK(never.enumeration_end == EnumerationEnd::stopped);
  CHECK(never.status == SolveStatus::no_solution);
  CHECK(never.status_text == "stopped before the solve");
  CHECK(parse(R"({"status": null, "objective": null, "values": []})").status == SolveStatus::no_solution);
  // Refused: an unknown end, an end that holds a solution, an unknown or missing status.
  for (const char* bad : {R"({"status": "OPTIMAL", "values": [], "enumeration": "done"})",
                          R"({"status": "OPTIMAL", "values": [], "enumeration": 1})",
                          R"({"status": "FEASIBLE", "objective": 1, "values": [["x", 1]], "enumeration": "limit"})",
                          R"({"status": "SOLVED", "objective": 1, "values": []})", R"({"objective": 1, "values": []})",
                          R"({"status": 3, "values": []})"})
    CHECK_MESSAGE(code_of([&] { parse(bad); }) == exit_solver_failed, bad);
}

TEST_CASE("minizinc (Gecode): the last solution, the status by its closing line; damaged output is an error, never a success") {
  const auto optimal = parse_minizinc_output(data("gecode-optimal.txt"));
  REQUIRE(optimal);
  CHECK(optimal->status == SolveStatus::optimal);
  CHECK(optimal->objective == 6);
  CHECK(optimal->values.size() == 6);  // the nonzero values: six queens
  const auto satisfy = parse_minizinc_output(data("gecode-satisfy.txt"));  // no _objective: any solution answers
  REQUIRE(satisfy);
  CHECK(satisfy->status == SolveStatus::optimal);
  CHECK_FALSE(satisfy->objective);
  CHECK(satisfy->values.size() == 4);
  CHECK(parse_minizinc_output(data("gecode-infeasible.txt"))->status == SolveStatus::infeasible);
  const auto stopped = parse_minizinc_output(data("gecode-timelimit.txt"));  // solutions, then no closing line
  REQUIRE(stopped);
  CHECK(stopped->status == SolveStatus::feasible);
  CHECK(stopped->objective == 29);
  CHECK(parse_minizinc_output("=====UNKNOWN=====\n")->status == SolveStatus::no_solution);
  CHECK_FALSE(parse_minizinc_output(""));
  // Each status line is a row of the table the backend publishes (--solver help --json).
  CHECK(backend_named("gecode")->status_words().data() == minizinc_status_words().data());
  auto error = [](const std::string& text) {
    try {
      parse_minizinc_output(text);
    } catch (const DriverError& e) {
      CHECK(e.code() == exit_solver_failed);
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(error("=====ERROR=====\n").find("minizinc reports an error") != std::string::npos);
  CHECK(error("x = 1;\n").find("no line that ends a solution") != std::string::npos);
  CHECK(error("x = one;\n----------\n").find("not a whole number") != std::string::npos);
  CHECK(error("x 1\n----------\n").find("neither NAME = VALUE; nor a status line") != std::string::npos);
  CHECK(error("=====SOMETHING=====\n").find("not a status minizinc writes") != std::string::npos);
  CHECK(error("x = 1;\n==========\n").find("holds no solution") != std::string::npos);
  CHECK(error("x = 1;\n----------\n=====UNKNOWN=====\n").find("after a solution: the output contradicts itself") != std::string::npos);
}

TEST_CASE("ACE and Choco (XCSP3): the last instantiation, the status by its s line; damaged output is an error, never a success") {
  auto xcsp3 = [](const std::string& text) {  // a solver's log: its statistics and a JVM's lines skipped
    std::optional<SolverAnswer> out;
    if (auto read = parse_competition_output(text, ValueLines::instantiation, OtherLines::skip)) out = std::move(read->answer);
    return out;
  };
  for (const std::string solver : {"ace", "choco"}) {
    CAPTURE(solver);
    const auto optimal = xcsp3(data(solver + "-optimal.txt"));  // queens 5 domination
    REQUIRE(optimal);
    CHECK(optimal->status == SolveStatus::optimal);
    CHECK(optimal->objective == 3);
    CHECK(optimal->values.size() == 3);  // the nonzero values: three queens
    const auto satisfy = xcsp3(data(solver + "-satisfy.txt"));  // a CSP: any solution answers
    REQUIRE(satisfy);
    CHECK(satisfy->status == SolveStatus::optimal);
    CHECK_FALSE(satisfy->objective);
    CHECK(satisfy->values.size() == 4);
    CHECK(xcsp3(data(solver + "-infeasible.txt"))->status == SolveStatus::infeasible);
    const auto stopped = xcsp3(data(solver + "-interrupted.txt"));  // SIGINT: the best found
    REQUIRE(stopped);
    CHECK(stopped->status == SolveStatus::feasible);
    CHECK(stopped->objective == 10);
    CHECK(stopped->values.size() == 10);
    CHECK(backend_named(solver)->status_words().data() == competition_status_words().data());
  }
  const auto limit = xcsp3(data("choco-timelimit.txt"));
  REQUIRE(limit);
  CHECK(limit->status == SolveStatus::feasible);
  // ACE stopped by a signal before its s line: the solutions it printed as found, not proved.
  const auto cut = xcsp3("o 2\nv <instantiation type='solution' cost='2'> <list> a b </list> <values> 1 1 </values> </instantiation>\n");
  REQUIRE(cut);
  CHECK(cut->status == SolveStatus::feasible);
  CHECK(cut->objective == 2);
  CHECK(xcsp3("s UNKNOWN\n")->status == SolveStatus::no_solution);
  CHECK_FALSE(xcsp3(""));
  CHECK_FALSE(xcsp3("ACE v2.6\n  instance\n    name:q\n"));
  auto error = [&](const std::string& text) {
    try {
      xcsp3(text);
    } catch (const DriverError& e) {
      CHECK(e.code() == exit_bad_input);  // (the backend's message: "ace's answer is unreadable: ...", exit 5)
      return std::string(e.what());
    }
    return std::string("no error");
  };
  const std::string v = "v <instantiation> <list> a b </list> <values> 0 1 </values> </instantiation>\n";
  CHECK(error("s UNSUPPORTED\n").find("does not support this instance") != std::string::npos);
  CHECK(error("s PROBABLY\n").find("not a status the competitions' solvers write") != std::string::npos);
  CHECK(error("v <instantiation> <list> a </list> <values> one </values> </instantiation>\ns SATISFIABLE\n").find("not a whole number") != std::string::npos);
  CHECK(error("v <instantiation> <list> a b </list> <values> 1 </values> </instantiation>\n").find("lists 2 variables and 1 values") != std::string::npos);
  CHECK(error("v <instantiation> <list> a </list>\n").find("cut short") != std::string::npos);
  CHECK(error("v a b\n").find("where a solution's <instantiation> starts") != std::string::npos);
  CHECK(error("v <instantiation> a </instantiation>\n").find("without its <list> and <values>") != std::string::npos);
  CHECK(error(v + "s UNSATISFIABLE\n").find("after a solution: the output contradicts itself") != std::string::npos);
  CHECK(error(v + "s UNKNOWN\n").find("after a solution: the output contradicts itself") != std::string::npos);
  CHECK(error("s OPTIMUM FOUND\n").find("but no solution's values") != std::string::npos);
  CHECK(error("s SATISFIABLE\ns SATISFIABLE\n").find("a second status line") != std::string::npos);
}
