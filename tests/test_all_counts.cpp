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

#include "cuts.hpp"
#include "model_options.hpp"
#include "piece.hpp"
#include "problem.hpp"
#include "recipes.hpp"
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
  bool kept_images = false;       // a cut that keeps some placements of each class: "placements" is the count
  std::vector<std::string> cnf_args = {};  // the clausal formats' own options (--encoding), for the CNF file only
};

std::vector<Row> rows(const TempDir& dir) {
  std::ofstream(dir.file("regions.txt")) << "AAAAA\nBBCBB\nBCCCB\nDDCDD\nEEEEE\n";
  std::ofstream(dir.file("weights.txt")) << "1 2 1\n2 1 2\n1 2 3\n";
  std::ofstream(dir.file("costs.txt")) << "1 2 1 2\n2 1 2 1\n1 1 2 2\n2 2 1 1\n";
  const std::vector<double> costs = {1, 2, 1, 2, 2, 1, 2, 1, 1, 1, 2, 2, 2, 2, 1, 1};
  const std::vector<int64_t> weights = {1, 2, 1, 2, 1, 2, 1, 2, 3};
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
      {{"kings", "4", "--place", "3", "--hole", "2,2", "--formulation", "pairwise"}, true,
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
      // The maximum's feasibility forms (--at-least M): a free square (u_R_C) never tells two
      // placements apart, and a placement with a piece more is one too.
      {{"queens", "4", "--non-dominating", "--place", "2", "--at-least", "2"}, true,
       [=] { return just(brute_non_dominating_at_least(Piece::queen, board(4, 4), 2, 2)); }},
      {{"kings", "3x4", "--non-dominating", "--place", "2", "--at-least", "3", "--wall", "1,1"}, true,
       [=] { return just(brute_non_dominating_at_least(Piece::king, board(3, 4, {{1, 1}}), 2, 3)); }},
      {{"rooks", "4", "--at-least", "3", "--hole", "2,3"}, true,
       [=] {
         Expected e;
         e.by_size = brute_independent_by_size(Piece::rook, board(4, 4, {}, {{2, 3}}), 3);
         e.count = std::accumulate(e.by_size.begin(), e.by_size.end(), uint64_t{0});
         return e;
       }},
      // The line cover: a segment's owner (o<line>_R_C) never tells two placements apart.
      {{"queens", "4", "--dominate", "--cover", "lines"}, false, fewest(Piece::queen, board(4, 4), false, false)},
      {{"queens", "4", "--dominate", "--cover", "lines", "--at-most", "3"}, true,
       at_most(Piece::queen, board(4, 4), false, false, 3)},
      // The squares pieces stand on, and the squares that need a cover.
      {{"bishops", "4", "--dominate", "--pieces-on", "light", "--cover-on", "light"}, false,
       [=] {
         SmallBoard b = board(4, 4);
         for (int r = 1; r <= 4; ++r)
           for (int c = 1; c <= 4; ++c)
             if ((r + c) % 2 != 0) b.holes |= bit_of(b, r, c), b.free |= bit_of(b, r, c);
         return just(brute_dominate(Piece::bishop, b, false, false)->sets);
       }},
      // K pieces at least cost.
      {{"rooks", "4", "--place", "3", "--weights", dir.file("costs.txt")}, false,
       [=] { return just(brute_min_cost_sets(Piece::rook, board(4, 4), 3, costs)); }},
      // A weighted objective: the sets of the best weight.
      {{"kings", "3", "--dominate", "--weights", dir.file("weights.txt")}, false,
       [=] { return just(brute_weighted(Piece::king, board(3, 3), Weighed::dominate, weights).sets); }},
      // The cuts: symmetry rows and the lex-leader keep some placements of each class, whose images
      // are every placement; Spencer's bound cuts no optimum.
      {{"queens", "5", "--cut", "symmetry"}, false, most(Piece::queen, board(5, 5)), true},
      {{"kings", "4", "--dominate", "--cut", "lex"}, false, fewest(Piece::king, board(4, 4), false, false), true},
      {{"queens", "5", "--torus", "--cut", "lex"}, false, most(Piece::queen, board(5, 5, {}, {}, {}, true)), true},
      {{"queens", "4", "--dominate", "--cut", "spencer"}, false, fewest(Piece::queen, board(4, 4), false, false)},
      // The clausal formats' choices: the same placements under another encoding and numbering.
      {{"kings", "4", "--place", "4"}, true, [=] { return just(brute_count(Piece::king, board(4, 4), 4)); }, false,
       {"--encoding", "seqcounter", "--literal-order", "hilbert"}},
  };
}

json solve_json(const std::vector<std::string>& argv) {
  const RunResult r = run(argv);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return json::parse(r.out);
}

bool row_names(const Row& row, const std::string& word) {
  return std::find(row.args.begin(), row.args.end(), word) != row.args.end() ||
         std::find(row.cnf_args.begin(), row.cnf_args.end(), word) != row.cnf_args.end();
}

}  // namespace

TEST_CASE("the count matrix reaches every problem, every model option and every cut, or the record says why not") {
  TempDir dir;
  const std::vector<Row> all = rows(dir);
  for (const boardlp::ProblemRecipe& p : boardlp::problem_recipes()) {
    CAPTURE(p.word);
    const bool named = std::any_of(all.begin(), all.end(), [&](const Row& r) { return row_names(r, "--" + std::string(p.word)); });
    // The problem no option names: a row that names no problem.
    const bool as_default = boardlp::is_default_problem(p.problem) && std::any_of(all.begin(), all.end(), [&](const Row& r) {
      return std::none_of(boardlp::problem_recipes().begin(), boardlp::problem_recipes().end(),
                          [&](const boardlp::ProblemRecipe& q) { return row_names(r, "--" + std::string(q.word)); });
    });
    CHECK((named || as_default || !p.uncounted.empty()));
    if (named || as_default) CHECK(p.uncounted.empty());  // an excuse goes when its row comes
  }
  for (const boardlp::ModelOption& o : boardlp::model_options()) {
    CAPTURE(o.long_name());
    const bool named = std::any_of(all.begin(), all.end(), [&](const Row& r) { return row_names(r, "--" + o.long_name()); });
    CHECK((named || !o.uncounted.empty()));
    if (named && o.long_name() != "cut") CHECK(o.uncounted.empty());
  }
  // Each cut by name: a row, or the cut record's line names it.
  const boardlp::ModelOption* cut = boardlp::model_option("cut");
  REQUIRE(cut);
  for (const boardlp::CutOption& c : boardlp::cut_options()) {
    CAPTURE(c.name);
    const bool named = std::any_of(all.begin(), all.end(), [&](const Row& r) {
      for (size_t i = 0; i + 1 < r.args.size(); ++i)
        if (r.args[i] == "--cut" && r.args[i + 1] == c.name) return true;
      return false;
    });
    CHECK((named || cut->uncounted.find("--cut " + std::string(c.name)) != std::string_view::npos));
  }
  // The board's own options, which every program declares (cli_common's add_square_options).
  for (const char* option : {"--wall", "--hole", "--fix", "--torus", "--pieces-on", "--cover-on"}) {
    CAPTURE(option);
    CHECK(std::any_of(all.begin(), all.end(), [&](const Row& r) { return row_names(r, option); }));
  }
}

TEST_CASE("--all on every problem, form and engine finds the brute force's count, the --at-most models' every size too") {
  TempDir dir;
  const std::vector<std::string> library = library_backends();
  std::vector<std::string> runners, clausal;
  for (const std::string& name : clausal_backends())
    if (!lists_by_java_starts(name)) clausal.push_back(name);
  for (const std::string& name : mip_backends())
    if (runs_a_process_each_solve(name)) runners.push_back(name);
  size_t runner_turn = 0, clausal_turn = 0;
  int compared = 0, nested = 0, counted = 0;
  for (const Row& row : rows(dir)) {
    const std::string args = fmt::format("{}", fmt::join(row.args, " "));
    CAPTURE(args);
    std::vector<std::string> gen{boardlp_exe()};
    gen.insert(gen.end(), row.args.begin(), row.args.end());
    std::vector<std::string> lp = gen, cnf = gen;
    lp.insert(lp.end(), {"-o", dir.file("m.lp")});
    REQUIRE(run(lp).exit_code == 0);
    if (row.feasibility) {
      cnf.insert(cnf.end(), row.cnf_args.begin(), row.cnf_args.end());
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
    if (!row.cnf_args.empty())  // the CNF's own encoding and numbering, read by a SAT solver
      for (const std::string& solver : clausal)
        if (!takes_objectives(solver)) {
          runs.push_back({dir.file("m.cnf"), "--solver", solver});
          break;
        }
    for (std::vector<std::string> argv : runs) {
      CAPTURE(argv);
      argv.insert(argv.begin(), boardlp_solve_exe());
      argv.insert(argv.end(), {"--all", "--json"});
      const json j = solve_json(argv);
      CHECK(j["complete"] == true);
      CHECK((row.kept_images ? j["placements"] : j["count"]).get<uint64_t>() == expected.count);
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
    // --count: GANAK's count of the placements, projected on the columns that tell them apart
    // (c p show), is the brute force's too. A file that keeps some placements of each class
    // counts those it keeps, which no brute force here states.
    if (!row.kept_images) {
      const json j = solve_json({boardlp_solve_exe(), dir.file("m.lp"), "--count", "--json"});
      CHECK(j["counted"] == std::to_string(expected.count));
      ++counted;
    }
  }
  MESSAGE(compared << " enumerations compared with the brute force, " << nested << " of models whose solutions nest, "
                   << counted << " --count runs");
  CHECK(nested >= 20);
}
