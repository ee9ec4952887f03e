// boardlp-solve end to end with the real cbc and glpsol: the known counts, every format, standard
// input, JSON read back, SVG parsed as XML, files without boardlp's header.
#include <doctest/doctest.h>

#include <fstream>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "backend.hpp"
#include "attacks.hpp"
#include "solver_forms.hpp"
#include "support/brute.hpp"
#include "support/backends.hpp"
#include "support/process.hpp"
#include "support/tested.hpp"

using namespace boardlp;
using namespace boardlp::test;
using nlohmann::json;

namespace {


// Writes `boardlp ARGS -o FILE` in dir and returns FILE.
std::string generate(const TempDir& dir, const std::string& file, std::vector<std::string> args) {
  args.insert(args.begin(), boardlp_exe());
  args.push_back("-o");
  args.push_back(dir.file(file));
  REQUIRE(run(args).exit_code == 0);
  return dir.file(file);
}

json solve_json(const std::string& file, const std::string& solver, std::vector<std::string> extra = {}, int expect_exit = 0) {
  std::vector<std::string> args{boardlp_solve_exe(), file, "--solver", solver, "--json"};
  args.insert(args.end(), extra.begin(), extra.end());
  const RunResult r = run(args);
  CAPTURE(r.err);
  CHECK(r.exit_code == expect_exit);
  return json::parse(r.out);
}

// Every solution distinct and, by the test's own rules of attack, sound.
void check_solutions(const json& j, Piece piece, int n) {
  std::set<std::string> seen;
  const SmallBoard board{n, n, 0};
  for (const json& s : j["solutions"]) {
    CHECK(seen.insert(s.dump()).second);
    std::vector<int> squares;
    for (const json& q : s) squares.push_back((q[0].get<int>() - 1) * n + q[1].get<int>() - 1);
    for (size_t a = 0; a < squares.size(); ++a)
      for (size_t b = a + 1; b < squares.size(); ++b) CHECK_FALSE(attacks(piece, board, squares[a], squares[b]));
  }
}

}  // namespace

TEST_CASE("8 queens: 92 solutions, 12 unique, with both solvers") {
  TempDir dir;
  const std::string file = generate(dir, "q8.lp", {"queens", "8"});
  for (const std::string& solver : library_backends()) {
    CAPTURE(solver);
    const json j = solve_json(file, solver, {"--all", "--unique"});
    CHECK(j["status"] == "optimal");
    CHECK(j["objective"] == 8);
    CHECK(j["count"] == 92);
    CHECK(j["unique"] == 12);
    CHECK(j["complete"] == true);
    CHECK(j["solver"] == solver);
    check_solutions(j, Piece::queen, 8);
  }
}

TEST_CASE("6 queens 4 and 1; 5x5 rooks 120; 4x4 knights 8 in 6 ways; 8x8 bishops 14 in 256 ways") {
  TempDir dir;
  const std::string q6 = generate(dir, "q6.mps", {"queens", "6"});
  const std::string r5 = generate(dir, "r5.lp", {"rooks", "5"});
  const std::string n4 = generate(dir, "n4.mps", {"knights", "4", "--format", "fixed-mps"});
  const std::string b8 = generate(dir, "b8.lp", {"bishops", "8"});
  for (const std::string& solver : library_backends()) {
    CAPTURE(solver);
    json j = solve_json(q6, solver, {"--unique"});
    CHECK(j["count"] == 4);
    CHECK(j["unique"] == 1);
    CHECK(j["objective"] == 6);  // the MPS file minimizes -6; the report states the maximum
    j = solve_json(r5, solver, {"--all"});
    CHECK(j["count"] == 120);
    check_solutions(j, Piece::rook, 5);
    j = solve_json(n4, solver, {"--all"});
    CHECK(j["objective"] == 8);
    CHECK(j["count"] == 6);
    j = solve_json(b8, solver, {"--all"});
    CHECK(j["objective"] == 14);
    CHECK(j["count"] == 256);
    check_solutions(j, Piece::bishop, 8);
  }
}

TEST_CASE("3 queens on 3x3 is infeasible: exit code 1 (0 with --json --exit-zero, the report saying it)") {
  TempDir dir;
  const std::string file = generate(dir, "q3.lp", {"queens", "3", "--place", "3"});
  for (const std::string& solver : library_backends()) {
    const RunResult r = run({boardlp_solve_exe(), file, "--solver", solver});
    CHECK(r.exit_code == 1);
    CHECK(r.out.find("infeasible") != std::string::npos);
  }
  const RunResult zero = run({boardlp_solve_exe(), file, "--json", "--exit-zero"});
  CHECK(zero.exit_code == 0);
  CHECK(zero.out.find("\"status\":\"infeasible\"") != std::string::npos);
}

TEST_CASE("every format and standard input, the board shown") {
  TempDir dir;
  const std::string lp = generate(dir, "q.lp", {"queens", "8"});
  for (const std::string& file : {lp, generate(dir, "q.mps", {"queens", "8"}), generate(dir, "q.txt", {"queens", "8", "--format", "fixed-mps"})})
    for (const std::string& solver : library_backends()) {
      CAPTURE(file);
      CAPTURE(solver);
      const RunResult r = run({boardlp_solve_exe(), file, "--solver", solver});
      CHECK(r.exit_code == 0);
      CHECK(r.out.find("objective   8") != std::string::npos);
      CHECK(r.out.find("\u265B") != std::string::npos);
    }
  const RunResult piped = run({boardlp_solve_exe(), "-", "--ascii"}, read_file(lp));
  CHECK(piped.exit_code == 0);
  CHECK(std::count(piped.out.begin(), piped.out.end(), 'Q') == 8);
}

TEST_CASE("walls, weights and least-walls solve, and their solutions pass the check") {
  TempDir dir;
  write_file(dir.file("costs.txt"), "1 8 2 9\n5 1 9 2\n6 1 7 4\n3 9 8 2\n");
  const std::string costs = generate(dir, "c.lp", {"queens", "4", "--place", "4", "--weights", dir.file("costs.txt")});
  const std::string walls = generate(dir, "w.mps", {"queens", "8", "--wall", "3,4", "--wall", "6,5"});
  const std::string least = generate(dir, "l.lp", {"queens", "5", "--least-walls", "7"});
  for (const std::string& solver : library_backends()) {
    CHECK(solve_json(costs, solver)["objective"] == 20);
    CHECK(solve_json(walls, solver)["objective"] == 9);
    const json j = solve_json(least, solver, {"--all", "--unique"});
    CHECK(j["objective"] == 4);
    CHECK(j["count"] == 2);
    CHECK(j["unique"] == 1);
    CHECK(j["walls_added"][0].size() == 4);
  }
  // A file written with --costs FILE (problem=costs in its header), the spelling --place K
  // --weights FILE replaced: still solved and checked, to the same optimum and the same solutions.
  const std::string old = source_root() + "/tests/data/costs/queens-8-costs.lp";
  const std::string now = generate(dir, "p.lp", {"queens", "8", "--place", "8", "--weights", source_root() + "/models/weights-8x8.txt"});
  for (const std::string& solver : library_backends()) {
    const json before = solve_json(old, solver, {"--all"}), after = solve_json(now, solver, {"--all"});
    CHECK(before["objective"] == after["objective"]);
    CHECK(before["count"] == after["count"]);
    CHECK(before["solutions"] == after["solutions"]);
  }
}

TEST_CASE("--limit stops early; --svg draws well-formed XML") {
  TempDir dir;
  const std::string file = generate(dir, "q8.lp", {"queens", "8"});
  const json j = solve_json(file, "cbc", {"--limit", "3", "--svg", dir.file("q.svg")});
  CHECK(j["count"] == 3);
  CHECK(j["complete"] == false);
  const RunResult xml = run({"python3", "-c",
                             "import sys, xml.dom.minidom as m; d = m.parse(sys.argv[1]); "
                             "print(len(d.getElementsByTagName('g')), len(d.getElementsByTagName('text')))",
                             dir.file("q.svg")});
  CHECK(xml.exit_code == 0);
  CHECK(xml.out == "3 27\n");  // 3 boards, each with a title and 8 queens
}

TEST_CASE("a file without boardlp's header: solved, its variables listed, or checked with --piece/--board") {
  TempDir dir;
  const std::string full = read_file(generate(dir, "q.lp", {"queens", "6"}));
  std::string body;
  for (size_t pos = 0; pos < full.size();) {  // drop the comment lines
    const size_t end = full.find('\n', pos);
    const std::string line = full.substr(pos, end - pos + 1);
    if (line[0] != '\\') body += line;
    pos = end + 1;
  }
  write_file(dir.file("plain.lp"), body);
  json j = solve_json(dir.file("plain.lp"), "glpk");
  CHECK(j["objective"] == 6);
  CHECK(j["values"][0].size() == 6);
  CHECK_FALSE(j.contains("solutions"));
  j = solve_json(dir.file("plain.lp"), "cbc", {"--piece", "queens", "--board", "6", "--unique"});
  CHECK(j["count"] == 4);
  CHECK(j["unique"] == 1);
  // A header that does not match the variables is bad input.
  std::string wrong = full;
  wrong.replace(wrong.find("board=6x6"), 9, "board=7x7");
  write_file(dir.file("wrong.lp"), wrong);
  const RunResult r = run({boardlp_solve_exe(), dir.file("wrong.lp")});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("the header says queens on a 7x7 board") != std::string::npos);
}

TEST_CASE("--all makes a partition of one-piece rows '= 1' when the count fixes it, and only then") {
  TempDir dir;
  const std::string q8 = generate(dir, "q8.lp", {"queens", "8"});
  RunResult r = run({boardlp_solve_exe(), q8, "--all", "-v", "--json"});
  CHECK(r.exit_code == 0);
  CHECK(r.err.find("16 rows of one piece each made \"= 1\"") != std::string::npos);  // 8 rows, 8 columns
  CHECK(json::parse(r.out)["count"] == 92);
  // Bishops: the diagonals of two or more squares do not cover the corners, so nothing is tightened.
  const std::string b4 = generate(dir, "b4.lp", {"bishops", "4"});
  r = run({boardlp_solve_exe(), b4, "--all", "-v", "--json"});
  CHECK(r.err.find("made \"= 1\"") == std::string::npos);
  CHECK(json::parse(r.out)["count"] == 16);
}

TEST_CASE("every registered backend: found by its name and its program's, and solves 8 queens and an infeasible file, checked") {
  TempDir dir;
  REQUIRE(run({boardlp_exe(), "queens", "8", "-o", dir.file("q8.lp")}).exit_code == 0);
  REQUIRE(run({boardlp_exe(), "queens", "8", "--place", "8", "--torus", "-o", dir.file("torus.mps")}).exit_code == 0);
  REQUIRE(run({boardlp_exe(), "queens", "8", "--place", "8", "-o", dir.file("p8.lp")}).exit_code == 0);
  std::set<std::string> names;
  for (const std::string& name : every_backend()) {
    const Backend* b = backend_named(name);
    CAPTURE(name);
    CHECK(names.insert(name).second);
    CHECK(backend_named(name) == b);
    if (b->answers_to(b->program())) CHECK(backend_named(b->program()) == b);
    CHECK(!b->package().empty());
    const SolverFiles files{"/w", "/w/model.lp", "/w/solution.txt", "/w/report.txt", "/w/solver.log", ""};
    const auto args = b->arguments(files, RunSettings{FileFormat::lp, 5, 0, false, "", "", {}});
    CHECK(std::find(args.begin(), args.end(), "/w/model.lp") != args.end());
    // --solver-option: a backend that takes options puts the name and the value on its command line.
    const auto with_option = b->arguments(files, RunSettings{FileFormat::lp, 5, 0, false, "", "", {{"someName", "17"}}});
    std::string line;
    for (const std::string& a : with_option) line += a + " ";
    CHECK_MESSAGE((line.find("someName") != std::string::npos && line.find("17") != std::string::npos) == !b->option_form().empty(),
                  name, ": ", line);
    // A SAT solver takes feasibility models: 8 queens placed, and the maximum refused in one line.
    const bool objectives = takes_objectives(name);
    const RunResult q8 = run({boardlp_solve_exe(), dir.file(objectives ? "q8.lp" : "p8.lp"), "--solver", name, "--json"});
    CHECK(q8.exit_code == 0);
    const json j = json::parse(q8.out);
    CHECK(j["solver"] == name);
    CHECK(j["objective"] == (objectives ? 8 : 0));
    CHECK(j["solutions"][0].size() == 8);
    CHECK(j["check"] == "ok");
    if (!objectives) {
      const RunResult refused = run({boardlp_solve_exe(), dir.file("q8.lp"), "--solver", name});
      CHECK(refused.exit_code == 2);
      CHECK(refused.err.find("states no objective, and this model has one: solve it with rc2") != std::string::npos);
      CHECK(refused.out.empty());
    }
    const RunResult torus = run({boardlp_solve_exe(), dir.file("torus.mps"), "--solver", name, "--json"});
    CHECK(torus.exit_code == 1);
    CHECK(json::parse(torus.out)["status"] == "infeasible");
  }
  CHECK(backend_named("nosuch") == nullptr);
  CHECK(backend_named("python3") == nullptr);  // the Python solvers' program is not a solver
  // (--all on a backend with no library engine: test_backends.)
  Tested tested("the Python solvers' runners");
  for (const std::string& name : every_backend()) {
    const Backend* b = backend_named(name);
    if (b->program() != "python3") continue;  // a Python solver's runner
    CAPTURE(b->name());
    tested.one();
    // Without its package in boardlp's Python environment: exit 4, naming it and scripts/setup.
    const RunResult missing =
        run({boardlp_solve_exe(), dir.file("q8.lp"), "--solver", std::string(b->name())}, "", "", {"BOARDLP_VENV=" + dir.file("none")});
    CHECK(missing.exit_code == 4);
    CHECK(missing.err.find(std::string(b->package())) != std::string::npos);
    CHECK(missing.err.find("scripts/setup") != std::string::npos);
    CHECK(missing.out.empty());
  }
  const RunResult unknown = run({boardlp_solve_exe(), dir.file("q8.lp"), "--solver", "nosuch"});
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.err.find("use " + backend_names()) != std::string::npos);
}

TEST_CASE("every problem's page says what the text says: a short title, the same verdict, the piece count of its feasibility note") {
  TempDir dir;
  std::ofstream(dir.file("r5.txt")) << "AAAAA\nBBCBB\nBCCCB\nDDCDD\nEEEEE\n";
  std::ofstream(dir.file("c4.txt")) << "1 2 3 4\n2 3 4 1\n3 4 1 2\n4 1 2 3\n";
  struct Page {
    std::vector<std::string> model, solve;
  };
  const std::vector<Page> pages = {
      {{"queens", "6"}, {}}, {{"queens", "5", "--place", "5"}, {}}, {{"queens", "4", "--place", "4", "--weights", dir.file("c4.txt")}, {}},
      {{"queens", "5", "--least-walls", "6"}, {}}, {{"queens", "5", "--dominate"}, {}},
      {{"queens", "5", "--independent-dominate"}, {}}, {{"kings", "4", "--total-dominate"}, {}},
      {{"queens", "4", "--armies"}, {}}, {{"queens", "5", "--non-dominating"}, {}},
      {{"kings", "5", "--regions", dir.file("r5.txt")}, {"--limit", "2"}}, {{"knights", "3", "--colour"}, {}},
      {{"queens", "5", "--torus"}, {"--all"}}, {{"queens", "5", "--cut", "symmetry"}, {"--all"}}};
  for (const Page& p : pages) {
    std::string args;
    for (const std::string& a : p.model) args += a + " ";
    CAPTURE(args);
    std::vector<std::string> gen{boardlp_exe()};
    gen.insert(gen.end(), p.model.begin(), p.model.end());
    gen.insert(gen.end(), {"-o", dir.file("m.lp")});
    REQUIRE(run(gen).exit_code == 0);
    std::vector<std::string> solve{boardlp_solve_exe(), dir.file("m.lp"), "--html", dir.file("m.html")};
    solve.insert(solve.end(), p.solve.begin(), p.solve.end());
    const RunResult text = run(solve);
    REQUIRE(text.exit_code == 0);
    const std::string page = read_file(dir.file("m.html"));
    const size_t h1 = page.find("<h1>"), h1_end = page.find("</h1>");
    REQUIRE(h1 != std::string::npos);
    CHECK(h1_end - h1 - 4 <= 90);  // a title, the paragraph below it
    // The verdict: the text's status line, before its run details in parentheses.
    const std::string status_line = text.out.substr(12, text.out.find('\n') - 12);
    const std::string verdict = status_line.substr(0, status_line.rfind(" ("));
    CAPTURE(verdict);
    CHECK(page.find("</b>: <b>" + verdict + "</b>") != std::string::npos);
    CHECK(page.find("--place 1)") == std::string::npos);
    if (p.model.size() > 2 && p.model[2] == "--regions") CHECK(page.find("5 pieces") != std::string::npos);
    if (p.model.size() > 2 && p.model[2] == "--torus") CHECK(page.find("next wall or edge") == std::string::npos);
    CHECK(page.find("1 solution listed are") == std::string::npos);
  }
}

TEST_CASE("boardlp --for takes exactly boardlp-solve's solvers, in the registry's order") {
  std::string names;
  for (const Backend* b : backends()) {
    if (b->counts()) {  // a model counter solves nothing: no form is written for it
      CHECK(run({boardlp_exe(), "queens", "4", "--for", std::string(b->name())}).exit_code == 2);
      continue;
    }
    names += (names.empty() ? "" : ", ") + std::string(b->name());
    const RunResult r = run({boardlp_exe(), "queens", "4", "--for", std::string(b->name())});
    CHECK_MESSAGE(r.exit_code == 0, b->name());
  }
  const RunResult unknown = run({boardlp_exe(), "queens", "4", "--for", "nosuch"});
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.err.find("--for nosuch: use one of boardlp-solve's solvers: " + names + "\n") != std::string::npos);
}

TEST_CASE("docs/backends.md's solver table and --solver help say what the registry says, backend by backend") {
  const std::string readme = read_file(env_or_fail("BOARDLP_SOURCE_ROOT") + "/docs/backends.md");
  const RunResult help = run({boardlp_solve_exe(), "--solver", "help", "--json"});
  REQUIRE(help.exit_code == 0);
  const json listed = json::parse(help.out);
  REQUIRE(listed.size() == backends().size());
  size_t rows = 0;
  for (size_t i = 0; i < backends().size(); ++i) {
    const Backend& b = *backends()[i];
    CAPTURE(b.name());
    CHECK(listed[i]["name"] == std::string(b.name()));
    CHECK(listed[i]["about"] == b.about());
    CHECK(listed[i]["ready"] == true);  // scripts/setup installs every one
    const std::string row = fmt::format("| `{}` | {} | {}{} |", b.name(), b.about(), b.default_threads(),
                                        b.max_threads() == 1 ? " (one only)" : "");
    CHECK(readme.find(row) != std::string::npos);
    rows += readme.find(row) != std::string::npos;
  }
  CHECK(rows == backends().size());
  // --help names every backend too.
  const RunResult usage = run({boardlp_solve_exe(), "--help"});
  for (const Backend* b : backends()) CHECK(usage.out.find(std::string(b->name())) != std::string::npos);
}
