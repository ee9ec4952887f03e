// Issue 48: --all's count is the count. Every problem in every form a user can give it (the
// optimum, --place K, --at-most K, a region puzzle, colours with --colours K), on small boards with
// walls, holes, fixed pieces and a torus, solved with --all --unique on every engine (both library
// engines, the process engine, each interpreter-started MIP backend in turn, each SAT,
// pseudo-Boolean and MaxSAT backend in turn on the feasibility forms), against the brute force of
// tests/support, which shares no code with the models. The --at-most rows are the models whose
// solutions hold one another (a dominating set with a piece more still dominates), where a no-good
// that cuts off every larger set undercounted on every engine.
#include <doctest/doctest.h>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <functional>
#include <numeric>

#include "piece.hpp"
#include "support/backends.hpp"
#include "support/brute.hpp"
#include "support/process.hpp"

using namespace boardlp::test;
using boardlp::Piece;
using nlohmann::json;

namespace {

uint64_t bit_of(const SmallBoard& b, int row, int col) { return uint64_t{1} << ((row - 1) * b.cols + (col - 1)); }

// The brute force's answer: every solution --all must find, and with --at-most the sets of each size.
struct Expected {
  uint64_t count = 0;
  std::vector<uint64_t> by_size;  // element s: the sets of s pieces (--at-most rows only)
};
Expected just(uint64_t count) { return {count, {}}; }

struct Row {
  std::vector<std::string> args;  // boardlp's: piece, board and options
  bool feasibility;               // no objective: the SAT family solves it too
  std::function<Expected()> brute;
};

std::vector<Row> rows(const TempDir& dir) {
  std::ofstream(dir.file("regions.txt")) << "AAAAA\nBBCBB\nBCCCB\nDDCDD\nEEEEE\n";
  auto board = [](int rows, int cols, std::vector<std::pair<int, int>> walls = {}, std::vector<std::pair<int, int>> holes = {},
                  std::vector<std::pair<int, int>> fixed = {}, bool torus = false) {
    SmallBoard b{rows, cols};
    b.torus = torus;
    for (auto [r, c] : walls) b.walls |= bit_of(b, r, c);
    for (auto [r, c] : holes) b.holes |= bit_of(b, r, c);
    for (auto [r, c] : fixed) b.fixed |= bit_of(b, r, c);
    return b;
  };
  auto at_most = [](Piece p, SmallBoard b, bool independent, bool total, int k) {
    return [=] {
      Expected e;
      e.by_size = brute_dominating_by_size(p, b, independent, total, k);
      e.count = std::accumulate(e.by_size.begin(), e.by_size.end(), uint64_t{0});
      return e;
    };
  };
  auto most = [](Piece p, SmallBoard b) { return [=] { return just(brute_count(p, b, brute_max(p, b))); }; };
  auto fewest = [](Piece p, SmallBoard b, bool independent, bool total) {
    return [=] { return just(brute_dominate(p, b, independent, total)->sets); };
  };
  return {
      // The optimum and K pieces.
      {{"queens", "5", "--wall", "3,3"}, false, most(Piece::queen, board(5, 5, {{3, 3}}))},
      {{"queens", "5", "--torus"}, false, most(Piece::queen, board(5, 5, {}, {}, {}, true))},
      {{"kings", "4", "--place", "3", "--hole", "2,2"}, true,
       [=] { return just(brute_count(Piece::king, board(4, 4, {}, {{2, 2}}), 3)); }},
      // The dominations at their fewest...
      {{"rooks", "4", "--dominate", "--hole", "1,1"}, false, fewest(Piece::rook, board(4, 4, {}, {{1, 1}}), false, false)},
      {{"queens", "5", "--independent-dominate", "--fix", "3,3"}, false,
       fewest(Piece::queen, board(5, 5, {}, {}, {{3, 3}}), true, false)},
      {{"kings", "4", "--total-dominate", "--torus"}, false, fewest(Piece::king, board(4, 4, {}, {}, {}, true), false, true)},
      {{"knights", "4", "--double-dominate", "--hole", "2,2"}, false,
       [=] { return just(brute_double_dominate(Piece::knight, board(4, 4, {}, {{2, 2}}))->sets); }},
      // ... and at a bound, where a solution with a piece more is a solution too.
      {{"queens", "4", "--dominate", "--at-most", "3"}, true, at_most(Piece::queen, board(4, 4), false, false, 3)},
      {{"kings", "3x4", "--dominate", "--at-most", "4", "--wall", "2,3"}, true,
       at_most(Piece::king, board(3, 4, {{2, 3}}), false, false, 4)},
      {{"queens", "4", "--independent-dominate", "--at-most", "4", "--hole", "1,4"}, true,
       at_most(Piece::queen, board(4, 4, {}, {{1, 4}}), true, false, 4)},
      {{"rooks", "3", "--total-dominate", "--at-most", "4", "--torus"}, true,
       at_most(Piece::rook, board(3, 3, {}, {}, {}, true), false, true, 4)},
      {{"kings", "3x4", "--double-dominate", "--at-most", "6", "--wall", "1,4"}, true,
       [=] {
         Expected e;
         e.by_size = brute_dominating_by_size(Piece::king, board(3, 4, {{1, 4}}), false, false, 6, true);
         e.count = std::accumulate(e.by_size.begin(), e.by_size.end(), uint64_t{0});
         return e;
       }},
      {{"bishops", "4", "--dominate", "--at-most", "5", "--fix", "1,1"}, true,
       at_most(Piece::bishop, board(4, 4, {}, {}, {{1, 1}}), false, false, 5)},
      // The other problems.
      {{"queens", "4", "--armies", "--wall", "2,2"}, false, [=] { return just(brute_armies(Piece::queen, board(4, 4, {{2, 2}})).pairs); }},
      {{"kings", "4", "--non-dominating", "--place", "3"}, false,
       [=] { return just(brute_non_dominating(Piece::king, board(4, 4), 3).placements); }},
      {{"kings", "5", "--regions", dir.file("regions.txt")}, true,
       [=] {
         return just(brute_regions(Piece::king, board(5, 5), "AAAAABBCBBBCCCBDDCDDEEEEE", 1));
       }},
      // Colours are told apart in the model: each colouring up to renaming, in chi of the K colours.
      {{"knights", "3", "--colour", "--colours", "3"}, false,
       [=] {
         const Colourings c = brute_colour(Piece::knight, board(3, 3), 1'000'000);
         uint64_t named = 1;
         for (int i = 0; i < c.colours; ++i) named *= static_cast<uint64_t>(3 - i);
         return just(c.colourings * named);
       }},
      {{"points", "4", "--no-three-in-line", "--wall", "2,2"}, false,
       [=] { return just(brute_no_three(board(4, 4, {{2, 2}})).sets); }},
  };
}

json solve_json(const std::vector<std::string>& argv) {
  const RunResult r = run(argv);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return json::parse(r.out);
}

}  // namespace

TEST_CASE("--all on every problem, form and engine finds the brute force's count, the --at-most models' every size too") {
  TempDir dir;
  const std::vector<std::string> library = library_backends();
  std::vector<std::string> runners, clausal;
  for (const std::string& name : clausal_backends())
    if (!lists_by_java_starts(name)) clausal.push_back(name);
  for (const std::string& name : mip_backends())
    if (runs_a_process_each_solve(name)) runners.push_back(name);
  size_t runner_turn = 0, clausal_turn = 0;
  int compared = 0, nested = 0;
  for (const Row& row : rows(dir)) {
    const std::string args = fmt::format("{}", fmt::join(row.args, " "));
    CAPTURE(args);
    std::vector<std::string> gen{boardlp_exe()};
    gen.insert(gen.end(), row.args.begin(), row.args.end());
    std::vector<std::string> lp = gen, cnf = gen;
    lp.insert(lp.end(), {"-o", dir.file("m.lp")});
    REQUIRE(run(lp).exit_code == 0);
    if (row.feasibility) {
      cnf.insert(cnf.end(), {"--format", "cnf", "-o", dir.file("m.cnf")});
      REQUIRE(run(cnf).exit_code == 0);
    }
    const Expected expected = row.brute();
    REQUIRE(expected.count > 0);
    // The engines of this row: each library engine, the process engine, one interpreter-started
    // MIP backend and (for a feasibility form) one of the SAT family, in turn.
    std::vector<std::vector<std::string>> runs;
    for (const std::string& solver : library) runs.push_back({dir.file("m.lp"), "--solver", solver, "--engine", "library", "--jobs", "2"});
    runs.push_back({dir.file("m.lp"), "--solver", library.front(), "--engine", "process"});
    if (!runners.empty()) runs.push_back({dir.file("m.lp"), "--solver", runners[runner_turn++ % runners.size()]});
    if (row.feasibility && !clausal.empty()) {
      const std::string solver = clausal[clausal_turn++ % clausal.size()];
      runs.push_back({takes_objectives(solver) ? dir.file("m.lp") : dir.file("m.cnf"), "--solver", solver});
    }
    for (std::vector<std::string> argv : runs) {
      CAPTURE(argv);
      argv.insert(argv.begin(), boardlp_solve_exe());
      argv.insert(argv.end(), {"--all", "--json"});
      const json j = solve_json(argv);
      CHECK(j["complete"] == true);
      CHECK(j["count"].get<uint64_t>() == expected.count);
      if (!expected.by_size.empty()) {  // searched size by size: each size's sets are the brute force's
        REQUIRE(j.contains("by_size"));
        for (const json& level : j["by_size"]) {
          const auto pieces = level["pieces"].get<size_t>();
          CHECK(level["count"].get<uint64_t>() == (pieces < expected.by_size.size() ? expected.by_size[pieces] : 0));
        }
        ++nested;
      }
      ++compared;
    }
  }
  MESSAGE(compared << " enumerations compared with the brute force, " << nested << " of models whose solutions nest");
  CHECK(nested >= 20);
}
