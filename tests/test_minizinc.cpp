// MiniZinc: boardlp's .mzn files read back as the very model its .lp files state, on every problem;
// Gecode (through Debian's minizinc) finds the counter's optimum and, with --all and --limit, the
// counter's placements; the reader refuses a damaged file in one line.
#include <doctest/doctest.h>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>

#include "model_reader.hpp"
#include "process.hpp"
#include "support/model_files.hpp"
#include "support/process.hpp"

using namespace boardlp;
using namespace boardlp::test;
using json = nlohmann::json;


TEST_CASE("MiniZinc: each .mzn reads back as the model its .lp states (rows, bounds, objective), on every problem") {
  CHECK(check_read_back_as_lp(".mzn", FileFormat::mzn) == static_cast<int>(every_problem_models().size()));
}

TEST_CASE("MiniZinc: detected by its content, refused where it cannot state the model, the same bytes on any thread count") {
  CHECK(detect_format("m.txt", "% boardlp 1 piece=queens\n%\nvar 0..1: x_1_1;\n") == FileFormat::mzn);
  CHECK(detect_format("m", "constraint x_1_1 <= 1;\n") == FileFormat::mzn);
  TempDir dir;
  write_file(dir.file("costs.txt"), "1.5 1\n1 1\n");
  const RunResult r = run({boardlp_exe(), "queens", "2", "--place", "2", "--weights", dir.file("costs.txt"), "--format", "mzn"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("--format mzn: the cost of x_1_1 is 1.5, and MiniZinc takes whole numbers only") != std::string::npos);
  const RunResult one = run({boardlp_exe(), "queens", "40", "--dominate", "--format", "mzn", "--threads", "1"});
  const RunResult two = run({boardlp_exe(), "queens", "40", "--dominate", "--format", "mzn", "--threads", "2"});
  REQUIRE(one.exit_code == 0);
  CHECK(one.out == two.out);
}

TEST_CASE("Gecode through minizinc: the optimum cbc finds in the .lp, checked, on every problem; a .lp given to it as MiniZinc") {
  CHECK(check_solved_as_cbc_solves(".mzn", {"gecode"}) == 1 * static_cast<int>(every_problem_models().size()));
  TempDir dir;
  // An LP file, given to Gecode as MiniZinc (a maximum as the minimum of its negation).
  generate({"queens", "7"}, dir.file("q.lp"));
  const json given = solve_json({dir.file("q.lp"), "--solver", "gecode"});
  CHECK(given["status"] == "optimal");
  CHECK(given["objective"] == 7);
  CHECK(given["check"] == "ok");
}

TEST_CASE("Gecode: --all and --limit 2 agree with boardlp-count") {
  TempDir dir;
  struct Case {
    std::vector<std::string> args;
  };
  const std::vector<std::vector<std::string>> cases = {
      {"queens", "6"}, {"kings", "4", "--dominate"}, {"queens", "5", "--independent-dominate"}, {"rooks", "4", "--place", "3"},
      {"queens", "5", "--torus"}, {"knights", "4", "--total-dominate"}};
  for (const std::vector<std::string>& args : cases) {
    CAPTURE(fmt::format("{}", fmt::join(args, " ")));
    generate(args, dir.file("m.mzn"));
    const json counted = count_json(args);
    const json all = solve_json({dir.file("m.mzn"), "--solver", "gecode", "--all"});
    CHECK(all["complete"] == true);
    CHECK(all["count"] == counted["count"]);
    const json two = solve_json({dir.file("m.mzn"), "--solver", "gecode", "--limit", "2"});
    CHECK(two["count"] == std::min<int64_t>(2, counted["count"].get<int64_t>()));
  }
}

TEST_CASE("damaged MiniZinc files: one line naming the line, exit 2") {
  TempDir dir;
  check_damaged_files(dir.path(), {
      {"cut.mzn", "var 0..1: x_1_1;\nconstraint :: \"r\" x_1_1 <=", "line 2: the file ends inside a constraint's right-hand side"},
      {"nosolve.mzn", "var 0..1: x_1_1;\nconstraint x_1_1 <= 1;\n", "the file has no solve item"},
      {"twice.mzn", "var 0..1: x;\nvar 0..1: x;\nsolve satisfy;\n", "line 2: the variable x is declared twice"},
      {"undeclared.mzn", "var 0..1: x;\nconstraint x + y <= 1;\nsolve satisfy;\n", "line 2: a constraint uses y, which no var item declares"},
      {"domain.mzn", "var 0..5: x;\nsolve satisfy;\n", "a variable of 0..5: boardlp-solve reads 0-1 variables"},
      {"include.mzn", "include \"globals.mzn\";\nsolve satisfy;\n", "'include' is not part of it"},
      {"sense.mzn", "var 0..1: x;\nconstraint x < 1;\nsolve satisfy;\n", "'<' is not part of the MiniZinc boardlp writes"},
      {"goal.mzn", "var 0..1: x;\nsolve best x;\n", "solve best: use satisfy, minimize or maximize"},
      {"two.mzn", "var 0..1: x;\nsolve satisfy;\nsolve satisfy;\n", "line 3: a second solve item"},
      {"string.mzn", "var 0..1: x;\nconstraint :: \"r x <= 1;\nsolve satisfy;\n", "line 2: a string is not closed on its line"},
  }, {"--solver", "cbc"});
}
