// boardlp-solve when things go wrong: solvers that lie, crash, fail, hang or print garbage; a
// missing or unexecutable solver; bad files. Each gets its own exit code and a one-line error,
// the solver's log is kept where --log asked, and no temporary file is left.
#include <doctest/doctest.h>

#include <tuple>

#include <sys/stat.h>

#include <algorithm>
#include <chrono>
#include <functional>

#include <nlohmann/json.hpp>

#include "backend.hpp"
#include "support/process.hpp"
#include "support/backends.hpp"
#include "support/tested.hpp"

using namespace boardlp::test;

namespace {

std::string fake(const std::string& name) { return source_root() + "/tests/data/fake-solvers/" + name; }

struct Fixture {
  TempDir dir, tmp;  // tmp: the driver's TMPDIR, which must be empty after every run
  std::string q8;
  Fixture() {
    q8 = dir.file("q8.lp");
    REQUIRE(run({boardlp_exe(), "queens", "8", "-o", q8}).exit_code == 0);
  }
  RunResult solve(std::vector<std::string> args, const std::string& input = "",
                  std::vector<std::string> env = {}) const {
    args.insert(args.begin(), boardlp_solve_exe());
    env.push_back("TMPDIR=" + tmp.path());
    const RunResult r = run(args, input, "", env);
    CHECK(list_dir(tmp.path()).empty());  // the private folder is gone
    // Every non-zero exit ends with one line on standard error; the errors' start "error:" (1, 3
    // and 7 print a report and say what the status is; 128 + N says it was interrupted).
    if (r.exit_code != 0) CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    if (r.exit_code == 2 || (r.exit_code >= 4 && r.exit_code <= 6)) CHECK(r.err.rfind("boardlp-solve: error: ", 0) == 0);
    return r;
  }
};

}  // namespace

TEST_CASE("a solution that breaks the rules is an error, whatever the solver said") {
  Fixture f;
  RunResult r = f.solve({f.q8, "--solver-path", fake("cbc-doctored")});
  CHECK(r.exit_code == 6);
  CHECK(r.err.find("attack each other") != std::string::npos);
  CHECK(r.out.find("CHECK FAILED") != std::string::npos);
  REQUIRE(run({boardlp_exe(), "queens", "4", "--wall", "3,4", "-o", f.dir.file("w.lp")}).exit_code == 0);
  r = f.solve({f.dir.file("w.lp"), "--solver-path", fake("cbc-on-wall")});
  CHECK(r.exit_code == 6);
  CHECK(r.err.find("a queen stands on a wall: (3,4)") != std::string::npos);
  r = f.solve({f.q8, "--solver-path", fake("cbc-doctored"), "--json"});
  CHECK(r.out.find("\"problems\"") != std::string::npos);
}

TEST_CASE("a solver that crashes, fails, writes nothing or garbage: exit code 5") {
  Fixture f;
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"cbc-crash", "crashed (signal 11)"},
      {"cbc-exit-3", "failed (exit code 3)"},
      {"cbc-no-solution-file", "wrote no solution file"},
      {"cbc-garbage", "unreadable"},
      {"cbc-unknown-status", "unknown status 'Probably fine'"},
      {"cbc-truncated", "unreadable"},
      {"cbc-empty", "it is empty"},
  };
  for (const auto& c : cases) {
    const std::string& script = c.first;
    const std::string& message = c.second;
    CAPTURE(script);
    const RunResult r = f.solve({f.q8, "--solver-path", fake(script)});
    CHECK(r.exit_code == 5);
    CHECK(r.err.find(message) != std::string::npos);
  }
  const RunResult r = f.solve({f.q8, "--solver", "glpk", "--solver-path", fake("glpsol-disagree")});
  CHECK(r.exit_code == 5);
  CHECK(r.err.find("disagree") != std::string::npos);
}

TEST_CASE("a SAT solver that prints garbage, an unknown status, no answer, a variable the file lacks, or a broken placement") {
  Fixture f;
  const std::string p8 = f.dir.file("p8.cnf");
  REQUIRE(run({boardlp_exe(), "queens", "8", "--place", "8", "-o", p8}).exit_code == 0);
  const std::vector<std::tuple<std::string, int, std::string>> cases = {
      {"sat-garbage", 5, "cadical's answer is unreadable: line 2: 'three' is not a literal"},
      {"sat-unknown-status", 5, "'PROBABLY SATISFIABLE'"},
      {"sat-silent", 5, "wrote no solution file"},
      {"sat-beyond", 5, "sets variable 999999"},
      {"sat-doctored", 6, "attack each other"},
      // Its own error line, never a time limit that was not given, nor its statistics.
      {"sat-parse-error", 5, "cadical ended with no answer ('UNKNOWN') and no time limit was given; it said: FATAL Parsing Error line 2"},
      {"sat-error-then-stats", 5, "failed (exit code 65); it said: *** ERROR: (clasp): parse error in line 2"},
  };
  for (const auto& c : cases) {
    const std::string& script = std::get<0>(c);  // named copies: clang 14 captures no structured binding
    const int code = std::get<1>(c);
    const std::string& message = std::get<2>(c);
    CAPTURE(script);
    const RunResult r = f.solve({p8, "--solver", "cadical", "--solver-path", fake(script)});
    CHECK(r.exit_code == code);
    CHECK(r.err.find(message) != std::string::npos);
  }
}

TEST_CASE("minizinc (Gecode) that writes garbage, an unknown status, an error, nothing, or a broken placement") {
  Fixture f;
  const std::string q6 = f.dir.file("q6.mzn");
  REQUIRE(run({boardlp_exe(), "queens", "6", "-o", q6}).exit_code == 0);
  const std::vector<std::tuple<std::string, int, std::string>> cases = {
      {"mzn-garbage", 5, "the value of x_1_1 is 'one', not a whole number"},
      {"mzn-unknown-status", 5, "'=====PROBABLY=====' is not a status minizinc writes"},
      {"mzn-error", 5, "minizinc reports an error"},
      {"mzn-silent", 5, "wrote no solution file"},
      {"mzn-doctored", 6, "attack each other"},
  };
  for (const auto& c : cases) {
    const std::string& script = std::get<0>(c);
    const int code = std::get<1>(c);
    const std::string& message = std::get<2>(c);
    CAPTURE(script);
    const RunResult r = f.solve({q6, "--solver", "gecode", "--solver-path", fake(script)});
    CHECK(r.exit_code == code);
    CHECK_MESSAGE(r.err.find(message) != std::string::npos, r.err);
  }
}

TEST_CASE("ACE and Choco that print garbage, an unknown status, UNSUPPORTED, nothing, or a broken placement") {
  Fixture f;
  const std::string q6 = f.dir.file("q6.xml");
  REQUIRE(run({boardlp_exe(), "queens", "6", "-o", q6}).exit_code == 0);
  const std::vector<std::tuple<std::string, int, std::string>> cases = {
      {"xcsp3-garbage", 5, "the value of x_1_1 is 'one', not a whole number"},
      {"xcsp3-unknown-status", 5, "'PROBABLY' is not a status the competitions' solvers write"},
      {"xcsp3-unsupported", 5, "does not support this instance (s UNSUPPORTED)"},
      {"xcsp3-silent", 5, "wrote no solution"},
      {"xcsp3-doctored", 6, "attack each other"},
  };
  for (const std::string solver : {"ace", "choco"})
    for (const auto& c : cases) {
      const std::string& script = std::get<0>(c);
      const int code = std::get<1>(c);
      const std::string& message = std::get<2>(c);
      CAPTURE(solver);
      CAPTURE(script);
      const RunResult r = f.solve({q6, "--solver", solver, "--solver-path", fake(script)});
      CHECK(r.exit_code == code);
      CHECK_MESSAGE(r.err.find(message) != std::string::npos, r.err);
    }
}

TEST_CASE("the solver's log is kept where --log asked, also after a failure") {
  Fixture f;
  const std::string log = f.dir.file("solver.log");
  CHECK(f.solve({f.q8, "--solver-path", fake("cbc-exit-3"), "--log", log}).exit_code == 5);
  CHECK(read_file(log).find("something went wrong") != std::string::npos);
  CHECK(f.solve({f.q8, "--solver", "glpk", "--log", log}).exit_code == 0);
  CHECK(read_file(log).find("INTEGER OPTIMAL SOLUTION FOUND") != std::string::npos);
}

TEST_CASE("a solver that hangs is killed at the time limit: exit code 3") {
  Fixture f;
  const auto start = std::chrono::steady_clock::now();
  const RunResult r = f.solve({f.q8, "--solver-path", fake("cbc-hang"), "--time-limit", "1"});
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK(r.exit_code == 3);
  CHECK(r.out.find("no solution") != std::string::npos);
  CHECK(seconds < 8);  // 1 s limit, the driver's grace, then TERM (ignored) and KILL
}

TEST_CASE("a real time limit: a checked solution or none, exit code 3") {
  Fixture f;
  REQUIRE(run({boardlp_exe(), "queens", "7", "--least-walls", "12", "-o", f.dir.file("hard.lp")}).exit_code == 0);
  for (const std::string& solver : library_backends()) {
    const RunResult r = f.solve({f.dir.file("hard.lp"), "--solver", solver, "--time-limit", "1"});
    CAPTURE(solver);
    CHECK(r.exit_code == 3);
    CHECK((r.out.find("feasible, not proven optimal: stopped by the time limit") != std::string::npos ||
           r.out.find("no solution: stopped by the time limit") != std::string::npos));
  }
}

TEST_CASE("a Python runner that writes garbage, half an answer or an unknown status, crashes, hangs or fails: one line, no hang, nothing left") {
  Fixture f;
  Tested runners("the MIP solvers' runners"), size_limited("the runners with a licence's size limit");
  for (const boardlp::Backend* b : boardlp::backends()) {
    if (b->program() != "python3" || !takes_objectives(std::string(b->name()))) continue;  // the runners, on 8 queens
    const std::string solver(b->name());
    CAPTURE(solver);
    runners.one();
    const std::vector<std::tuple<std::string, int, std::string>> cases = {
        {"runner-garbage", 5, "unreadable: not JSON"},
        {"runner-unknown-status", 5, "unknown status 'probably fine'"},
        {"runner-truncated", 5, "unreadable"},
        {"runner-killed", 5, "crashed (signal 9)"},
        {"runner-traceback", 5, "failed (exit code 1)"},
        {"runner-size-limit", 4, "free licence"},
    };
    for (const auto& c : cases) {
      const std::string& script = std::get<0>(c);  // named copies: clang 14 captures no structured binding
      const int code = std::get<1>(c);
      const std::string& message = std::get<2>(c);
      if (code == 4 && b->limits().find("free licence") == std::string::npos) continue;
      CAPTURE(script);
      if (code == 4) size_limited.one();
      const RunResult r = f.solve({f.q8, "--solver", solver, "--solver-path", fake(script)});
      CHECK(r.exit_code == code);
      CHECK(r.err.find(message) != std::string::npos);
      CHECK(r.err.find("Traceback") == std::string::npos);
    }
    if (solver != mip_backends().back()) continue;  // the hang once: it takes the limit and the kill
    const RunResult hang = f.solve({f.q8, "--solver", solver, "--solver-path", fake("runner-hang"), "--time-limit", "1"});
    CHECK(hang.exit_code == 3);
    CHECK(hang.out.find("no solution") != std::string::npos);
  }
}

TEST_CASE("a missing or unexecutable solver: exit code 4, naming the package") {
  Fixture f;
  // No solver at all: neither in PATH nor in boardlp's Python environment.
  RunResult r = f.solve({f.q8}, "", {"PATH=/nonexistent", "BOARDLP_VENV=/nonexistent"});
  CHECK(r.exit_code == 4);
  CHECK(r.err.find("apt-get install coinor-cbc") != std::string::npos);
  CHECK(r.err.find("scripts/setup") != std::string::npos);
  r = f.solve({f.q8, "--solver", "glpk"}, "", {"PATH=/nonexistent"});
  CHECK(r.exit_code == 4);
  CHECK(r.err.find("apt-get install glpk-utils") != std::string::npos);
  r = f.solve({f.q8, "--solver-path", f.dir.file("nope")});
  CHECK(r.exit_code == 4);
  write_file(f.dir.file("not-executable"), "#!/bin/sh\n");
  ::chmod(f.dir.file("not-executable").c_str(), 0644);
  r = f.solve({f.q8, "--solver-path", f.dir.file("not-executable")});
  CHECK(r.exit_code == 4);
  CHECK(r.err.find("not an executable") != std::string::npos);
}

TEST_CASE("bad input: exit code 2 and one line") {
  Fixture f;
  write_file(f.dir.file("garbage.lp"), "garbage\n");
  write_file(f.dir.file("crash.lp"), "this is not a model\n");  // crashes CoinLpIO 2.11.4
  write_file(f.dir.file("garbage.mps"), "NAME x\nROWS\n what\n");
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{f.dir.file("missing.lp")}, "no such file"},
      {{f.dir.path()}, "is a folder"},
      {{f.dir.file("garbage.lp")}, "not a readable LP file"},
      {{f.dir.file("crash.lp")}, "not a readable LP file"},
      {{f.dir.file("garbage.mps")}, "not a readable MPS file"},
      {{}, "no model FILE given"},
      {{f.q8, "--bogus"}, "unrecognised option"},
      {{f.q8, "--solver", "nosuch"}, "--solver nosuch"},
      {{f.q8, "--threads", "0"}, "--threads 0"},
      {{f.q8, "--time-limit", "soon"}, "--time-limit soon"},
      {{f.q8, "--limit", "0"}, "--limit 0"},
      {{f.q8, "--piece", "queens"}, "--piece and --board go together"},
      {{f.q8, "--exit-zero"}, "--exit-zero leaves the answer to the report: give --json too"},
      {{f.q8, "--solver-option", "=3"}, "--solver-option '=3': write NAME=VALUE"},
      {{f.q8, "--solver-option", "a b=3"}, "--solver-option 'a b=3': write NAME=VALUE"},
      {{f.q8, "--solver-option", "sec="}, "--solver-option 'sec=': write NAME=VALUE"},
      {{f.q8, "--solver", "cbc", "--all", "--solver-option", "passCuts=3"}, "add --engine process"},
      {{f.q8, "--solution", f.q8, "--solver-option", "passCuts=3"}, "leave out --solver-option"},
  };
  for (const auto& c : cases) {
    const std::vector<std::string>& args = c.first;
    const std::string& message = c.second;
    CAPTURE(args);
    const RunResult r = f.solve(args);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find(message) != std::string::npos);
  }
  const RunResult empty = f.solve({"-"}, "");
  CHECK(empty.exit_code == 2);
  CHECK(empty.err.find("standard input is empty") != std::string::npos);
}

// ---- hostile files and signals, one regression test per defect ------------------------------

namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

double seconds_of(const std::function<void()>& f) {
  const auto start = std::chrono::steady_clock::now();
  f();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

const char* const kMaxMps =
    "NAME          MAXEX\n"
    "OBJSENSE\n"
    "    MAX\n"
    "ROWS\n"
    " N  obj\n"
    " L  c1\n"
    "COLUMNS\n"
    "    MARKER                 'MARKER'                 'INTORG'\n"
    "    x         obj       1.0        c1        1.0\n"
    "    y         obj       2.0        c1        1.0\n"
    "    MARKER                 'MARKER'                 'INTEND'\n"
    "RHS\n"
    "    RHS       c1        1.0\n"
    "BOUNDS\n"
    " UP BND       x         1.0\n"
    " UP BND       y         1.0\n"
    "ENDATA\n";

}  // namespace

TEST_CASE("LP files cut short or holding only comments end at once with exit 2, never a hang or an abort") {
  Fixture f;
  const std::string text = read_file(f.q8);
  const std::string no_end = text.substr(0, text.rfind("End"));
  write_file(f.dir.file("no-end.lp"), no_end);
  write_file(f.dir.file("cut-binaries.lp"), text.substr(0, 4700));
  write_file(f.dir.file("comment.lp"), "\\ x\n");
  write_file(f.dir.file("cut-header.lp"), text.substr(0, 700));
  write_file(f.dir.file("no-endata.mps"), "NAME x\nROWS\n N obj\n L c1\nCOLUMNS\n    x obj 1 c1 1\n");
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"no-end.lp", "its last line is not End"},
      {"cut-binaries.lp", "its last line is not End"},
      {"comment.lp", "only comments and blank lines"},
      {"cut-header.lp", "only comments and blank lines"},
      {"no-endata.mps", "its last line is not ENDATA"},
  };
  for (const auto& c : cases)
    for (const std::string& solver : library_backends()) {
      const std::string file = f.dir.file(c.first);
      CAPTURE(file);
      CAPTURE(solver);
      RunResult r;
      const double t = seconds_of([&] { r = f.solve({file, "--solver", solver}); });
      CHECK(r.exit_code == 2);
      CHECK(contains(r.err, c.second));
      CHECK(t < 5);
    }
}

TEST_CASE("the content and --format decide the format, not the name; extensions in any case") {
  Fixture f;
  for (const char* name : {"q.txt", "q.LP", "q"}) {
    write_file(f.dir.file(name), read_file(f.q8));
    CAPTURE(name);
    const RunResult r = f.solve({f.dir.file(name)});
    CHECK(r.exit_code == 0);
    CHECK(contains(r.out, "objective   8"));
    CHECK(f.solve({f.dir.file(name), "--format", "lp"}).exit_code == 0);
  }
  REQUIRE(run({boardlp_exe(), "queens", "4", "-o", f.dir.file("x.MPS")}).exit_code == 0);
  CHECK(read_file(f.dir.file("x.MPS")).find("\nROWS\n") != std::string::npos);
  write_file(f.dir.file("mps.txt"), read_file(f.dir.file("x.MPS")));
  CHECK(f.solve({f.dir.file("mps.txt")}).exit_code == 0);
}

TEST_CASE("a folder as a wall or cost file is an error naming it; inline # comments work") {
  TempDir dir;
  for (const std::string& exe : {boardlp_exe(), env_or_fail("BOARDLP_COUNT")}) {
    const RunResult r = run({exe, "queens", "4", "--walls", dir.path()});
    CHECK(r.exit_code == 2);
    CHECK(contains(r.err, "it is a folder"));
  }
  CHECK(run({boardlp_exe(), "queens", "4", "--place", "4", "--weights", dir.path()}).exit_code == 2);
  write_file(dir.file("walls.txt"), "# two walls\n3,4   # the first\n6,5\t# the second\n");
  const RunResult counted = run({env_or_fail("BOARDLP_COUNT"), "queens", "8", "--walls", dir.file("walls.txt"), "--json"});
  CHECK(counted.exit_code == 0);
  CHECK(contains(counted.out, "\"max\": 9"));
  write_file(dir.file("bad.txt"), "3,4,5 # three numbers\n");
  const RunResult bad = run({boardlp_exe(), "queens", "8", "--walls", dir.file("bad.txt")});
  CHECK(bad.exit_code == 2);
  CHECK(contains(bad.err, "'3,4,5' is not a wall"));
}

TEST_CASE("a real solver past --time-limit is stopped soon after, and the log keeps its output") {
  Fixture f;
  const std::string big = f.dir.file("q30.lp");
  REQUIRE(run({boardlp_exe(), "queens", "30", "--formulation", "pairwise", "-o", big}).exit_code == 0);
  for (const std::string& solver : library_backends()) {
    CAPTURE(solver);
    const std::string log = f.dir.file(std::string(solver) + ".log");
    RunResult r;
    const double t = seconds_of([&] { r = f.solve({big, "--time-limit", "1", "--solver", solver, "--log", log}); });
    CHECK(r.exit_code == 3);
    // the solver's own limit, the allowance past it (1.05 s), the stop signal's 3 s, and slack
    CHECK(t < 6);
    CHECK(read_file(log).size() > 100);
  }
}

TEST_CASE("cbc's incumbent at the time limit is kept and reported feasible, not proven") {
  Fixture f;
  // 12x12 queens domination: cbc finds 8 queens within a second and cannot prove it in 2 s.
  const std::string qd12 = f.dir.file("qd12.lp");
  REQUIRE(run({boardlp_exe(), "queens", "12", "--dominate", "-o", qd12}).exit_code == 0);
  for (const std::string& solver : mip_backends()) {  // every MIP backend keeps its incumbent (the SAT family: test_backends)
    CAPTURE(solver);
    const RunResult r = f.solve({qd12, "--time-limit", "2", "--solver", solver, "--json"});
    if (contains(r.out, "\"status\":\"optimal\"")) {  // a commercial solver may prove it in 2 s
      CHECK(r.exit_code == 0);
      CHECK(contains(r.out, "\"objective\":6"));
    } else if (contains(r.out, "\"count\":0")) {
      // A solver started as a process may find none in 2 s on a loaded machine: nothing to keep,
      // and nothing claimed. (The text run below holds cbc, which finds one at once, to the claim.)
      CHECK(r.exit_code == 3);
      CHECK(contains(r.out, "\"check\":\"none\""));
      continue;
    } else {
      CHECK(r.exit_code == 3);
      CHECK(contains(r.out, "\"status\":\"feasible\""));
    }
    CHECK(contains(r.out, "\"check\":\"ok\""));
  }
  const RunResult text = f.solve({qd12, "--time-limit", "2"});
  CHECK(contains(text.out, "feasible, not proven optimal"));
}

TEST_CASE("OBJSENSE MAX in an MPS file is honoured by both solvers, free and fixed") {
  Fixture f;
  write_file(f.dir.file("max.mps"), kMaxMps);
  std::string free_form = kMaxMps;
  free_form.replace(0, free_form.find('\n'), "NAME MAXEX FREE");
  free_form.replace(free_form.find("OBJSENSE\n    MAX\n"), 17, "OBJSENSE MAXIMIZE\n");
  write_file(f.dir.file("max-free.mps"), free_form);
  for (const char* file : {"max.mps", "max-free.mps"})
    for (const std::string& solver : library_backends()) {
      CAPTURE(file);
      CAPTURE(solver);
      const RunResult r = f.solve({f.dir.file(file), "--solver", solver, "--json"});
      CHECK(r.exit_code == 0);
      CHECK(contains(r.out, "\"objective\":2"));
      CHECK(contains(r.out, "\"y\":1"));
    }
}

TEST_CASE("every non-zero exit ends with one line on standard error, saying whose claim the status is") {
  Fixture f;
  const std::string q3 = f.dir.file("q3.lp"), qd12 = f.dir.file("qd12.lp"), open = f.dir.file("open.lp");
  REQUIRE(run({boardlp_exe(), "queens", "3", "--place", "3", "-o", q3}).exit_code == 0);
  REQUIRE(run({boardlp_exe(), "queens", "12", "--dominate", "-o", qd12}).exit_code == 0);
  write_file(open, "Maximize\n obj: x\nSubject To\n c: x >= 0\nGeneral\n x\nEnd\n");
  struct Case {
    std::vector<std::string> args;
    int code;
    std::string says;
  };
  for (const Case& c : {Case{{q3}, 1, "boardlp-solve: infeasible: cbc reports that the model has no solution (the solver's claim"},
                        Case{{qd12, "--time-limit", "1"}, 3, "boardlp-solve: stopped by the time limit"},
                        Case{{q3, "--all"}, 1, "boardlp-solve: infeasible"},
                        Case{{open}, 7, "boardlp-solve: unbounded: cbc reports that the objective has no bound"}}) {
    CAPTURE(c.args);
    const RunResult r = f.solve(c.args);
    CHECK(r.exit_code == c.code);
    CHECK(r.err.rfind(c.says, 0) == 0);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  }
}

TEST_CASE("a failed write to standard output is exit 2") {
  Fixture f;
  const RunResult r = run({"sh", "-c", boardlp_solve_exe() + " " + f.q8 + " --json > /dev/full"});
  CHECK(r.exit_code == 2);
  CHECK(contains(r.err, "cannot write to standard output"));
}

TEST_CASE("an enumeration stopped by the time limit or Ctrl-C says partial everywhere, on every engine") {
  Fixture f;
  // Each model takes its engine well over the 3 s limit, and its first solve well under it: the
  // process engine needs about 17 s for 9-queens, the library engine a minute for 9 rooks (9!),
  // a Python solver's runner about 25 s for 9-queens (HiGHS).
  const std::string q9 = f.dir.file("q9.lp"), r9 = f.dir.file("r9.lp");
  REQUIRE(run({boardlp_exe(), "queens", "9", "-o", q9}).exit_code == 0);
  REQUIRE(run({boardlp_exe(), "rooks", "9", "-o", r9}).exit_code == 0);
  std::string python_solver;  // the first backend without a library engine: --engine library runs its runner
  for (const std::string& name : every_backend())
    if (python_solver.empty() && runs_a_process_each_solve(name) && mip_backend(name)) python_solver = name;
  REQUIRE(!python_solver.empty());
  struct Run {
    std::string model, engine, solver;
  };
  for (const Run& with : {Run{q9, "process", library_backends().front()}, Run{r9, "library", library_backends().front()},
                          Run{q9, "library", python_solver}}) {
    const std::string model = with.model, engine = with.engine, solver = with.solver;
    CAPTURE(engine);
    CAPTURE(solver);
    const RunResult timed =
        f.solve({model, "--all", "--unique", "--time-limit", "3", "--json", "--engine", engine, "--solver", solver});
    CHECK(timed.exit_code == 3);
    CHECK(contains(timed.out, "\"status\":\"time_limit\""));
    CHECK(contains(timed.out, "\"partial\":true"));
    CHECK(contains(timed.out, "\"complete\":false"));
    const RunResult text = f.solve({model, "--all", "--time-limit", "3", "--engine", engine, "--solver", solver});
    CHECK(text.exit_code == 3);
    CHECK(contains(text.out, "PARTIAL:"));
    // Ctrl-C once the enumeration has begun (the event -v prints, waited for, not a sleep): the
    // solutions so far are printed, exit code 130.
    const std::string err = f.dir.file("err-" + engine + solver);
    const RunResult stopped =
        run({"sh", "-c", boardlp_solve_exe() + " " + model + " --all --json -v --engine " + engine + " --solver " + solver + " 2>" + err +
                             " & p=$!; i=0; until grep -q 'enumerating every' " + err +
                             " || [ $i -ge 1200 ]; do sleep 0.05; i=$((i+1)); done; kill -INT $p; wait $p; rc=$?; cat " +
                             err + " >&2; exit $rc"},
            "", "", {"TMPDIR=" + f.tmp.path()});
    CHECK(stopped.exit_code == 130);
    CHECK(contains(stopped.out, "\"status\":\"interrupted\""));
    CHECK(contains(stopped.out, "\"partial\":true"));
    CHECK(contains(stopped.err, "interrupted (signal 2)"));
    CHECK(list_dir(f.tmp.path()).empty());
  }
}

TEST_CASE("Ctrl-C during a solve: cbc's incumbent is read, checked and shown as interrupted; glpsol's run says no solution was read") {
  Fixture f;
  // cbc proves 14 queens need 8 in minutes, and has its first dominating set within a second or
  // two: the interrupt is sent once its log (line-buffered, in the private folder) shows one.
  const std::string q14 = f.dir.file("q14.lp");
  REQUIRE(run({boardlp_exe(), "queens", "14", "--dominate", "-o", q14}).exit_code == 0);
  const std::string tmp = f.tmp.path();
  auto interrupted_when = [&](const std::string& options, const std::string& log_says) {
    return run({"sh", "-c", boardlp_solve_exe() + " " + q14 + " " + options + " & p=$!; i=0; until grep -qs '" + log_says +
                                "' " + tmp + "/boardlp-solve-*/solver.log || [ $i -ge 1200 ]; do sleep 0.05; i=$((i+1)); done; "
                                "kill -INT $p; wait $p"},
               "", "", {"TMPDIR=" + tmp});
  };
  const RunResult json_run = interrupted_when("--json --solver cbc", "Integer solution of");
  CHECK(json_run.exit_code == 130);
  CHECK(contains(json_run.out, "\"status\":\"feasible\""));
  CHECK(contains(json_run.out, "\"interrupted_by\":2"));
  CHECK(contains(json_run.out, "\"check\":\"ok\""));
  CHECK(contains(json_run.err, "the solver's best solution so far is shown, checked, not proven optimal"));
  CHECK(list_dir(tmp).empty());
  const RunResult text = interrupted_when("--solver cbc", "Integer solution of");
  CHECK(text.exit_code == 130);
  CHECK(contains(text.out, "feasible, not proven optimal (interrupted)"));
  CHECK(contains(text.out, "queens      "));
  // glpsol dies of its stop signal and writes nothing: no solution was read (not "none was found").
  const RunResult glpk = interrupted_when("--solver glpk", "GLPSOL");
  CHECK(glpk.exit_code == 130);
  CHECK(contains(glpk.err, "interrupted (signal 2): no solution was read"));
  CHECK(list_dir(tmp).empty());
  // With --json the same stop is an answer a script can read: status interrupted, no solution.
  const RunResult glpk_json = interrupted_when("--solver glpk --json", "GLPSOL");
  CHECK(glpk_json.exit_code == 130);
  CHECK(contains(glpk_json.out, "\"status\":\"interrupted\""));
  CHECK(contains(glpk_json.out, "\"interrupted_by\":2"));
  CHECK(contains(glpk_json.out, "\"file\":\"" + q14 + "\""));
  CHECK(list_dir(tmp).empty());
}

TEST_CASE("a closed pipe leaves no temporary folder; generated text counts right") {
  Fixture f;
  const RunResult piped = run({"sh", "-c", boardlp_solve_exe() + " " + f.q8 + " --all -v 2>&1 >/dev/null | head -2"}, "", "",
                              {"TMPDIR=" + f.tmp.path()});
  CHECK(piped.exit_code == 0);
  CHECK(list_dir(f.tmp.path()).empty());
  const std::string walls = f.dir.file("w.lp"), svg = f.dir.file("w.svg");
  REQUIRE(run({boardlp_exe(), "queens", "8", "--wall", "3,4", "--wall", "6,5", "-o", walls}).exit_code == 0);
  const RunResult one = f.solve({walls, "--svg", svg});
  CHECK(one.exit_code == 0);
  CHECK(contains(read_file(svg), "<title>9 queens on an 8x8 board</title>"));
  const std::string q1 = f.dir.file("q1.lp");
  REQUIRE(run({boardlp_exe(), "queens", "1", "-o", q1}).exit_code == 0);
  const RunResult only = f.solve({q1, "--all"});
  CHECK(contains(only.out, "optimal: the only solution"));
  CHECK(contains(only.out, "queen       1: (1,1)"));
}

TEST_CASE("a file without boardlp's header: --piece, --board, --hole, --fix and --torus tell the board") {
  Fixture f;
  const std::string with = f.dir.file("with.lp");
  REQUIRE(run({boardlp_exe(), "queens", "7", "--torus", "--hole", "2,2", "--fix", "1,1", "-o", with}).exit_code == 0);
  const std::string text = read_file(with);
  write_file(f.dir.file("without.lp"), text.substr(text.find('\n') + 1));  // the header line dropped
  const RunResult a = f.solve({with, "--all", "--unique", "--json"});
  const RunResult b = f.solve({f.dir.file("without.lp"), "--all", "--unique", "--json", "--piece", "queens", "--board", "7",
                               "--torus", "--hole", "2,2", "--fix", "1,1"});
  REQUIRE(a.exit_code == 0);
  REQUIRE(b.exit_code == 0);
  const auto count = [](const std::string& json) { return json.substr(json.find("\"count\""), 12); };
  CHECK(count(a.out) == count(b.out));
  CHECK(a.out.find("\"unique\"") != std::string::npos);
  CHECK(a.out.substr(a.out.find("\"unique\""), 12) == b.out.substr(b.out.find("\"unique\""), 12));
}

TEST_CASE("a listing stopped at boardlp's own time limit is a time limit, whatever the solver printed last: exit 3, JSON") {
  // ACE on a loaded machine ran past its -t, printed a solution and no line saying how its listing
  // ended; boardlp said "ace's runner did not say how its listing ended", exit 5, and no JSON.
  Fixture f;
  const std::string p4 = f.dir.file("p4.xml");
  REQUIRE(run({boardlp_exe(), "queens", "4", "--place", "4", "-o", p4}).exit_code == 0);
  // A limit the fake's own first solve fits in many times over, however loaded the machine.
  const RunResult r = f.solve({p4, "--solver", "ace", "--solver-path", fake("xcsp3-listing-at-limit"), "--all", "--time-limit",
                               "3", "--json"});
  CHECK_MESSAGE(r.exit_code == 3, r.err);
  const nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK(j["complete"] == false);
  CHECK(j["count"].get<int>() >= 1);
  // And a run that ends in an error still writes its JSON document.
  const RunResult bad = f.solve({f.dir.file("missing.lp"), "--json"});
  CHECK(bad.exit_code == 2);
  const nlohmann::json e = nlohmann::json::parse(bad.out);
  CHECK(e["status"] == "error");
  CHECK(e["exit_code"] == 2);
}

TEST_CASE("numbers a solver cannot take are refused before the solve, naming the number and the solver's limit") {
  Fixture f;
  // A coefficient of 1e308: cbc answered "infeasible" on this feasible model (glpk finds 8).
  std::string lp = read_file(f.q8);
  const size_t row = lp.find(" + x_1_2", lp.find("Subject To"));
  REQUIRE(row != std::string::npos);
  lp.replace(row, 8, " + 1e308 x_1_2");
  const std::string huge = f.dir.file("huge.lp");
  write_file(huge, lp);
  for (const std::string solver : {"cbc", "highs"}) {
    CAPTURE(solver);
    const RunResult r = f.solve({huge, "--solver", solver});
    CHECK(r.exit_code == 2);
    CHECK_MESSAGE(r.err.find("1e+308") != std::string::npos, r.err);
    CHECK(r.err.find(solver == "cbc" ? "1e25" : "1e15") != std::string::npos);
  }
  CHECK(f.solve({huge, "--solver", "glpk"}).exit_code == 0);
  // A cost of 1e300: boardlp writes the file and says so; cbc aborted on its own assertion.
  const std::string costs = f.dir.file("c.txt"), q3 = f.dir.file("q3.lp");
  write_file(costs, "1e300 1 1\n1 1 1\n1 1 1\n");
  const RunResult written = run({boardlp_exe(), "queens", "3", "--place", "2", "--weights", costs, "-o", q3});
  CHECK(written.exit_code == 0);
  CHECK(written.err.find("warning") != std::string::npos);
  const RunResult cbc = f.solve({q3});
  CHECK(cbc.exit_code == 2);
  CHECK(cbc.err.find("the cost of x_1_1 is 1e+300") != std::string::npos);
  // A thread count past what the solver's library runs: cbc's CbcModel reads 100 and more as modes.
  const RunResult threads = f.solve({f.q8, "--threads", "500"});
  CHECK(threads.exit_code == 2);
  CHECK(threads.err.find("at most 99 threads") != std::string::npos);
}

TEST_CASE("inputs that are no regular file: a device, a pipe by name, an empty XCSP3 file") {
  Fixture f;
  const RunResult device = f.solve({"/dev/null"});
  CHECK(device.exit_code == 2);
  CHECK(device.err.find("gave no bytes") != std::string::npos);
  CHECK(device.err.find("Operation not supported") == std::string::npos);
  // A pipe given by name is read as standard input is: bash's <(boardlp queens 6).
  const RunResult pipe = run({"bash", "-c", "\"$0\" <(\"$1\" queens 6) --json", boardlp_solve_exe(), boardlp_exe()});
  CHECK_MESSAGE(pipe.exit_code == 0, pipe.err);
  const std::string empty = f.dir.file("empty.xml");
  write_file(empty, "");
  const RunResult xml = f.solve({empty});
  CHECK(xml.exit_code == 2);
  CHECK(xml.err.find("holds no <instance>") != std::string::npos);
}
