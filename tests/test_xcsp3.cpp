// XCSP3: boardlp's .xml files read back as the very model its .lp files state, on every problem;
// ACE and Choco (the jars of PyPI's pycsp3) find cbc's optimum and, with --all and --limit, the
// counter's placements; the reader refuses a damaged file in one line.
#include <doctest/doctest.h>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "board_info.hpp"
#include "model_reader.hpp"
#include "process.hpp"
#include "support/model_files.hpp"
#include "support/process.hpp"

using namespace boardlp;
using namespace boardlp::test;
using json = nlohmann::json;

namespace {

const std::vector<std::string> kSolvers = {"ace", "choco"};

}  // namespace

TEST_CASE("XCSP3: each .xml reads back as the model its .lp states (rows, bounds, objective), on every problem") {
  CHECK(check_read_back_as_lp(".xml", FileFormat::xcsp3) == static_cast<int>(every_problem_models().size()));
  // The header's first line is boardlp's, read back as the board (boardlp-solve draws it).
  TempDir dir;
  generate({"queens", "6"}, dir.file("m.xml"));
  CHECK(read_file(dir.file("m.xml")).rfind("<!-- boardlp 1 piece=queens board=6x6 ", 0) == 0);
  CHECK(read_header(read_file(dir.file("m.xml")))->spec.rows == 6);
}

TEST_CASE("XCSP3: detected by its content, no \"--\" in its comments, refused where it cannot state the model, the same bytes on any thread count") {
  CHECK(detect_format("m.txt", "<!-- boardlp 1 piece=queens -->\n<!-- -->\n<instance format=\"XCSP3\" type=\"CSP\">\n") ==
        FileFormat::xcsp3);
  CHECK(detect_format("m", "<?xml version=\"1.0\"?>\n<instance>\n") == FileFormat::xcsp3);
  CHECK(detect_format("m.xml", "<!--\n  a comment of its own\n-->\n") == FileFormat::xcsp3);
  CHECK(comment_text("<!-- boardlp 1 piece=queens -->") == "boardlp 1 piece=queens");
  TempDir dir;
  // XML 1.0 forbids "--" in a comment: the header's option names are written with U+2010.
  generate({"queens", "6", "--cut", "symmetry", "--formulation", "pairwise"}, dir.file("c.xml"));
  const std::string text = read_file(dir.file("c.xml"));
  size_t comments = 0;
  for (size_t at = text.find("<!--"); at != std::string::npos; at = text.find("<!--", at + 4), ++comments) {
    const size_t end = text.find("-->", at + 4);
    REQUIRE(end != std::string::npos);
    CHECK(text.substr(at + 4, end - at - 4).find("--") == std::string::npos);
  }
  CHECK(comments > 10);
  CHECK(text.find("(\u2010\u2010cut symmetry)") != std::string::npos);
  write_file(dir.file("costs.txt"), "1.5 1\n1 1\n");
  const RunResult r = run({boardlp_exe(), "queens", "2", "--place", "2", "--weights", dir.file("costs.txt"), "--format", "xcsp3"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("--format xcsp3: the cost of x_1_1 is 1.5, and XCSP3 (XML) takes whole numbers only") != std::string::npos);
  const RunResult one = run({boardlp_exe(), "queens", "40", "--dominate", "--format", "xcsp3", "--threads", "1"});
  const RunResult two = run({boardlp_exe(), "queens", "40", "--dominate", "--format", "xcsp3", "--threads", "2"});
  REQUIRE(one.exit_code == 0);
  CHECK(one.out == two.out);
}

TEST_CASE("ACE and Choco: the optimum cbc finds in the .lp, checked, on every problem (the two in turn); a .lp given to them as XCSP3") {
  CHECK(check_solved_as_cbc_solves(".xml", kSolvers) == static_cast<int>(every_problem_models().size()));
  TempDir dir;
  // An LP file, given to them as XCSP3 (a maximum as the minimum of its negation).
  generate({"queens", "7"}, dir.file("q.lp"));
  for (const std::string& solver : kSolvers) {
    CAPTURE(solver);
    const json given = solve_json({dir.file("q.lp"), "--solver", solver});
    CHECK(given["status"] == "optimal");
    CHECK(given["objective"] == 7);
    CHECK(given["check"] == "ok");
  }
}

// (Choco: one Java process a solution, half a second each: boards of 4 to 10 solutions)
TEST_CASE("ACE and Choco: --all and --limit 2 agree with boardlp-count") {
  TempDir dir;
  const std::vector<std::vector<std::string>> cases = {
      {"queens", "6"}, {"knights", "3", "--dominate"}, {"queens", "5", "--torus"}, {"bishops", "3", "--dominate"}};
  for (const std::vector<std::string>& args : cases) {
    CAPTURE(fmt::format("{}", fmt::join(args, " ")));
    generate(args, dir.file("m.xml"));
    const json counted = count_json(args);
    for (const std::string& solver : kSolvers) {
      CAPTURE(solver);
      const json all = solve_json({dir.file("m.xml"), "--solver", solver, "--all"});
      CHECK(all["complete"] == true);
      CHECK(all["count"] == counted["count"]);
      const json two = solve_json({dir.file("m.xml"), "--solver", solver, "--limit", "2"});
      CHECK(two["count"] == std::min<int64_t>(2, counted["count"].get<int64_t>()));
    }
  }
}

TEST_CASE("damaged XCSP3 files: one line naming the line, exit 2") {
  TempDir dir;
  const std::string head = "<instance format=\"XCSP3\" type=\"CSP\">\n<variables>\n<var id=\"x\"> 0 1 </var>\n</variables>\n";
  check_damaged_files(dir.path(), {
      {"cut.xml", head + "<constraints>\n<sum id=\"r\"> <list> x </list> <condition> (le,1)", "line 6: the file ends inside <condition> (was it cut short?)"},
      {"cut-tag.xml", head + "<constraints>\n<sum id=\"r", "line 6: the attribute id of <sum> is not closed"},
      {"root.xml", "<model>\n</model>\n", "line 1: the root element is <model>, not XCSP3's <instance>"},
      {"format.xml", "<instance format=\"XCSP2\" type=\"CSP\">\n</instance>\n", "boardlp-solve reads format=\"XCSP3\""},
      {"twice.xml", "<instance format=\"XCSP3\" type=\"CSP\">\n<variables>\n<var id=\"x\"> 0 1 </var>\n<var id=\"x\"> 0 1 </var>\n",
       "line 4: the variable x is declared twice"},
      {"undeclared.xml", head + "<constraints>\n<sum> <list> x y </list> <condition> (le,1) </condition> </sum>\n</constraints>\n</instance>\n",
       "line 6: the sum c1 uses y, which no <var> declares"},
      {"domain.xml", "<instance format=\"XCSP3\" type=\"CSP\">\n<variables>\n<var id=\"x\"> 0..5 </var>\n</variables>\n</instance>\n",
       "line 3: the variable x has the domain '0..5': boardlp-solve reads 0-1 variables (0 1) only"},
      {"array.xml", "<instance format=\"XCSP3\" type=\"CSP\">\n<variables>\n<array id=\"x\" size=\"[3]\"> 0 1 </array>\n",
       "line 3: boardlp-solve reads the XCSP3 boardlp writes", },
      {"global.xml", head + "<constraints>\n<allDifferent> x </allDifferent>\n</constraints>\n</instance>\n",
       "line 6: boardlp-solve reads the XCSP3 boardlp writes (<var> of 0 1, <sum> constraints, one <minimize> or <maximize type=\"sum\">), and <allDifferent> is not part of it"},
      {"operator.xml", head + "<constraints>\n<sum> <list> x </list> <condition> (ne,1) </condition> </sum>\n</constraints>\n</instance>\n",
       "line 6: the operator ne in the sum c1"},
      {"coeffs.xml", head + "<constraints>\n<sum> <list> x </list> <coeffs> 1 2 </coeffs> <condition> (le,1) </condition> </sum>\n</constraints>\n</instance>\n",
       "line 6: the sum c1 has 1 variables and 2 coefficients"},
      {"cop.xml", "<instance format=\"XCSP3\" type=\"COP\">\n</instance>\n", "<instance type=\"COP\"> has no <objectives>"},
      {"entity.xml", head + "<constraints>\n<sum> <list> x &amp; </list> <condition> (le,1) </condition> </sum>\n</constraints>\n</instance>\n",
       "line 6: an XML entity"},
      {"comment.xml", "<!-- never closed\n<instance format=\"XCSP3\" type=\"CSP\">\n", "line 1: a comment is not closed"},
      {"trailing.xml", head + "</instance>\n<instance>\n", "something follows </instance>"},
  }, {"--solver", "cbc"});
}

TEST_CASE("ACE's own listing: one run, each placement once where segment owners repeat it, its limit, its time limit; a lex chain's columns, one process a solution") {
  TempDir dir;
  // The line cover's segment owners: several assignments of one placement, listed once each.
  generate({"queens", "5", "--dominate", "--cover", "lines"}, dir.file("lines.xml"));
  const json counted = count_json({"queens", "5", "--dominate"});
  const json all = solve_json({dir.file("lines.xml"), "--solver", "ace", "--all"});
  CHECK(all["engine"] == "runner");
  CHECK(all["complete"] == true);
  CHECK(all["count"] == counted["count"]);
  const json three = solve_json({dir.file("lines.xml"), "--solver", "ace", "--limit", "3"});
  CHECK(three["count"] == 3);
  CHECK(three["complete"] == false);
  // A lex-leader chain's columns can take either value under one placement, so ACE's own listing
  // would print each placement thousands of times (bench/RESULTS.md): one process per solution.
  generate({"kings", "4", "--dominate", "--cut", "lex"}, dir.file("lex.xml"));
  const json chained = solve_json({dir.file("lex.xml"), "--solver", "ace", "--limit", "2"});
  CHECK(chained["engine"] == "process");
  CHECK(chained["count"] == 2);
  CHECK(chained["check"] == "ok");
  // 8 queens placed: 92 in one run (A000170), with and without a limit ACE is told.
  generate({"queens", "8", "--place", "8"}, dir.file("p8.xml"));
  CHECK(solve_json({dir.file("p8.xml"), "--solver", "ace", "--all"})["count"] == 92);
  const json ten = solve_json({dir.file("p8.xml"), "--solver", "ace", "--limit", "10"});
  CHECK(ten["count"] == 10);
  CHECK(ten["complete"] == false);
  // 14x14: 365,596 placements, not listed in seconds; the listing stops, partial, each one checked.
  // The limit leaves the listing room after the first solve's Java start on a loaded machine
  // (at 2 s under load the first solve took it all: one solution, the listing given 1 ms).
  generate({"queens", "14", "--place", "14"}, dir.file("p14.xml"));
  const RunResult r = run({boardlp_solve_exe(), dir.file("p14.xml"), "--solver", "ace", "--all", "--time-limit", "8", "--json"});
  CHECK(r.exit_code == 3);
  const json partial = json::parse(r.out);
  CHECK(partial["complete"] == false);
  CHECK(partial["count"].get<int64_t>() > 1);
  CHECK(partial["check"] == "ok");
}
