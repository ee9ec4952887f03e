// --count: GANAK's projected count of the optimal placements, against boardlp-count's own count on
// every piece and problem up to 6x6 (walls, holes, tori), against --all where the placements are
// few, and the CNF file's projection lines.
#include <doctest/doctest.h>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "support/model_files.hpp"
#include "support/process.hpp"

using namespace boardlp;
using namespace boardlp::test;
using json = nlohmann::json;

namespace {

// boardlp-count's count of the optimal placements, or nullopt where it does not count the problem.
std::optional<std::string> counter_count(std::vector<std::string> args) {
  args.insert(args.begin(), env_or_fail("BOARDLP_COUNT"));
  args.push_back("--json");
  const RunResult r = run(args);
  if (r.exit_code != 0) return std::nullopt;
  return json::parse(r.out)["count"].dump();
}

// (exit 0 only: the shared solve_json takes 1, a model with no solution, too)
json solve_found(std::vector<std::string> args) {
  args.insert(args.begin(), boardlp_solve_exe());
  args.push_back("--json");
  const RunResult r = run(args);
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  return json::parse(r.out);
}

}  // namespace

TEST_CASE("--count: GANAK counts what boardlp-count counts, on every piece and problem up to 6x6, walls, holes and tori") {
  const std::vector<std::string> pieces = {"queens", "rooks", "bishops", "kings", "knights", "NN", "WFN"};
  // Each piece and problem meets one board, the boards in turn (all-counts holds --count to the
  // brute force on its forms too). Up to 6x6 where GANAK counts in a second or
  // two; double domination and non-domination up to 5x5 (queens' 6x6 double domination takes GANAK
  // 37 s), armies up to 4x5 (rooks' 5x5 takes 17 s, queens' 6x6 34 s).
  const std::vector<std::vector<std::string>> boards = {
      {"4"}, {"6"}, {"5", "--torus"}, {"4x6"}, {"5", "--wall", "3,3"}, {"6", "--wall", "2,3", "--hole", "5,5"}, {"5", "--hole", "2,2"}, {"5"}};
  const std::vector<std::vector<std::string>> small = {{"4"}, {"5", "--torus"}, {"4x5"}, {"5", "--wall", "3,3"}, {"5", "--hole", "2,2"}, {"5"}};
  const std::vector<std::vector<std::string>> tiny = {{"4"}, {"4", "--torus"}, {"4x5"}, {"4", "--wall", "2,2"}, {"4", "--hole", "3,3"}, {"3x5"}};
  const std::vector<std::pair<std::vector<std::string>, const std::vector<std::vector<std::string>>*>> problems = {
      {{}, &boards},
      {{"--place", "3"}, &boards},
      {{"--dominate"}, &boards},
      {{"--independent-dominate"}, &boards},
      {{"--total-dominate"}, &boards},
      {{"--non-dominating"}, &small},
      {{"--dominate", "--at-most", "3"}, &boards},
      {{"--double-dominate"}, &small},
      {{"--armies"}, &tiny},
  };
  TempDir dir;
  size_t turn = 0, compared = 0;
  for (const std::string& piece : pieces)
    for (const auto& [problem, on] : problems) {
      std::vector<std::string> args{piece};
      const std::vector<std::string>& board = (*on)[turn++ % on->size()];
      args.insert(args.end(), board.begin(), board.end());
      args.insert(args.end(), problem.begin(), problem.end());
      CAPTURE(fmt::format("{}", fmt::join(args, " ")));
      const std::optional<std::string> expected = counter_count(args);
      if (!expected) continue;  // a problem boardlp-count does not count, or one boardlp refuses
      generate(args, dir.file("m.lp"));
      ++compared;
      if (*expected == "0") {  // nothing to count: the solver's "infeasible" says so
        CHECK(run({boardlp_solve_exe(), dir.file("m.lp"), "--count"}).exit_code == 1);
        continue;
      }
      const json j = solve_found({dir.file("m.lp"), "--count"});
      CHECK(j["counted_by"] == "ganak");
      CHECK(j["counted"].get<std::string>() == *expected);
      CHECK(j["count_checked_by"] == "boardlp-count");
    }
  CHECK(compared >= 50);  // of the 63 cases, those boardlp-count counts
  // The points with no three in line (A000755) and a region puzzle (its one solution).
  generate({"points", "6", "--no-three-in-line"}, dir.file("p6.lp"));
  CHECK(solve_found({dir.file("p6.lp"), "--count"})["counted"] == *counter_count({"points", "6", "--no-three-in-line"}));
  const std::string grid = source_root() + "/models/queens-game-8.txt";
  generate({"kings", "8", "--regions", grid}, dir.file("r8.lp"));
  CHECK(solve_found({dir.file("r8.lp"), "--count"})["counted"] == "1");
}

TEST_CASE("--count: the counts of the n-queens placements (A000170) to n = 8, and --all's count where it is small") {
  TempDir dir;
  // (n = 9 and 10 take GANAK 5 and 24 s on these files: bench/counting measures the sequence further)
  const std::vector<std::string> a000170 = {"1", "0", "0", "2", "10", "4", "40", "92"};
  for (size_t n = 1; n <= a000170.size(); ++n) {
    CAPTURE(n);
    generate({"queens", std::to_string(n), "--place", std::to_string(n), "--format", "cnf"}, dir.file("q.cnf"));
    const RunResult r = run({boardlp_solve_exe(), dir.file("q.cnf"), "--count", "--json"});
    if (a000170[n - 1] == "0") {  // infeasible: nothing to count, the exit code says so
      CHECK(r.exit_code == 1);
      continue;
    }
    REQUIRE_MESSAGE(r.exit_code == 0, r.err);
    CHECK(json::parse(r.out)["counted"] == a000170[n - 1]);
  }
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"kings", "4", "--dominate"}, {"knights", "5", "--total-dominate"}, {"queens", "5", "--armies"}}) {
    CAPTURE(fmt::format("{}", fmt::join(args, " ")));
    generate(args, dir.file("m.lp"));
    const json all = solve_found({dir.file("m.lp"), "--all"});
    CHECK(solve_found({dir.file("m.lp"), "--count"})["counted"] == std::to_string(all["count"].get<int64_t>()));
  }
}

TEST_CASE("CNF's projection lines: c p show and c ind list the placement's variables, not the encodings' or the owners'") {
  TempDir dir;
  generate({"queens", "6", "--dominate", "--at-most", "3", "--cover", "lines", "--format", "cnf"}, dir.file("d.cnf"));
  std::istringstream in(read_file(dir.file("d.cnf")));
  std::set<int64_t> squares, shown, ind;
  bool after_p = false;
  for (std::string line; std::getline(in, line);) {
    std::istringstream w(line);
    std::string first, second, name;
    w >> first >> second;
    if (first == "p") after_p = true;
    if (first == "c" && second == "var") {
      int64_t v = 0;
      w >> v >> name;
      if (name.rfind("x_", 0) == 0) squares.insert(v);
    }
    if (first == "c" && second == "p") {
      CHECK(after_p);
      w >> name;
      CHECK(name == "show");
      for (int64_t v; w >> v && v != 0;) shown.insert(v);
    }
    if (first == "c" && second == "ind")
      for (int64_t v; w >> v && v != 0;) ind.insert(v);
  }
  CHECK(squares.size() == 36);
  CHECK(shown == squares);  // the line cover's owners are no part of the placement
  CHECK(ind == squares);
}

TEST_CASE("--count's refusals: with a listing, and a counter as --solver") {
  TempDir dir;
  generate({"queens", "5"}, dir.file("q.lp"));
  RunResult r = run({boardlp_solve_exe(), dir.file("q.lp"), "--count", "--all"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("--count counts the placements without listing them; --all lists them") != std::string::npos);
  r = run({boardlp_solve_exe(), dir.file("q.lp"), "--solver", "ganak"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("ganak counts placements and finds none; give --count") != std::string::npos);
}
