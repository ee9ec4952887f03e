// boardlp-solve when things go wrong: solvers that lie, crash, fail, hang or print garbage; a
// missing or unexecutable solver; bad files. Each gets its own exit code and a one-line error,
// the solver's log is kept where --log asked, and no temporary file is left.
#include <doctest/doctest.h>

#include <sys/stat.h>

#include <algorithm>
#include <chrono>

#include "support/process.hpp"

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
    if (r.exit_code == 2 || r.exit_code >= 4) {  // errors; 0, 1 and 3 print a report
      CHECK(r.err.rfind("boardlp-solve: error: ", 0) == 0);
      CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    }
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
  for (const char* solver : {"cbc", "glpk"}) {
    const RunResult r = f.solve({f.dir.file("hard.lp"), "--solver", solver, "--time-limit", "1"});
    CAPTURE(solver);
    CHECK(r.exit_code == 3);
    CHECK((r.out.find("feasible: stopped by the time limit") != std::string::npos ||
           r.out.find("no solution: stopped by the time limit") != std::string::npos));
  }
}

TEST_CASE("a missing or unexecutable solver: exit code 4, naming the package") {
  Fixture f;
  RunResult r = f.solve({f.q8}, "", {"PATH=/nonexistent"});
  CHECK(r.exit_code == 4);
  CHECK(r.err.find("apt-get install coinor-cbc") != std::string::npos);
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
      {{f.q8, "--solver", "gurobi"}, "--solver gurobi"},
      {{f.q8, "--time-limit", "soon"}, "--time-limit soon"},
      {{f.q8, "--limit", "0"}, "--limit 0"},
      {{f.q8, "--piece", "queens"}, "--piece and --board go together"},
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
