// The dominance rule (--dominance): the squares it leaves empty never lose the optimum, by the
// brute force of tests/support (which shares no rule with the model builder): for every piece,
// every problem whose unit takes the rule, and boards open, with walls, holes and a fixed piece,
// on a torus, with square sets and with weights, the fewest pieces (or least weight) with the
// dominated squares made holes equals the fewest without. The set is closed under the board's
// symmetries, every other problem refuses the rule, and a file written with it is solved and
// checked while --all and --count refuse it.
#include <doctest/doctest.h>

#include <algorithm>
#include <bit>
#include <sstream>

#include <fmt/format.h>

#include "support/brute.hpp"
#include "piece.hpp"
#include "problem.hpp"
#include "problem_unit.hpp"
#include "support/process.hpp"

using namespace boardlp;
using namespace boardlp::test;

namespace {

struct Round {
  int rows, cols;
  bool torus = false;
  std::vector<std::pair<int, int>> walls = {}, holes = {}, fixed = {};  // 1-based
  std::string pieces_on = "", cover_on = "";
  bool weighted = false;
};

// The dominated squares the header line of `args`' file lists (0-based indices), and the exit code.
struct Written {
  int exit_code = 0;
  std::string err;
  uint64_t dominated = 0;
  bool listed = false;  // the line has dominance=
};
Written write_with_dominance(const std::vector<std::string>& args, int cols) {
  std::vector<std::string> all = {boardlp_exe()};
  all.insert(all.end(), args.begin(), args.end());
  all.insert(all.end(), {"--dominance", "-o", "-"});
  const RunResult r = run(all);
  Written w{r.exit_code, r.err};
  const std::string line = r.out.substr(0, r.out.find('\n'));
  const size_t at = line.find(" dominance=");
  if (at == std::string::npos) return w;
  w.listed = true;
  std::istringstream list(line.substr(at + 11, line.find(' ', at + 11) - at - 11));
  for (std::string square; std::getline(list, square, ';');) {
    if (square == "none") break;
    int r1 = 0, c1 = 0;
    REQUIRE(std::sscanf(square.c_str(), "%d,%d", &r1, &c1) == 2);
    w.dominated |= uint64_t{1} << ((r1 - 1) * cols + (c1 - 1));
  }
  return w;
}

bool in_class(const std::string& cls, int r, int c, int rows, int cols) {
  if (cls == "light") return (r + c) % 2 == 0;
  if (cls == "dark") return (r + c) % 2 != 0;
  const bool border = r == 0 || c == 0 || r == rows - 1 || c == cols - 1;
  return cls == "border" ? border : !border;  // interior
}

std::vector<int64_t> weights_of(int rows, int cols) {  // whole numbers 1..4, some squares dearer than others
  std::vector<int64_t> w;
  for (int i = 0; i < rows * cols; ++i) w.push_back(1 + (i * 7 + i / cols) % 4);
  return w;
}

}  // namespace

TEST_CASE("--dominance keeps the optimum: the brute force with the dominated squares as holes finds the same") {
  std::vector<std::string> pieces = named_piece_words();
  pieces.insert(pieces.end(), {"WFN", "DA"});
  const std::vector<Round> rounds = {
      {.rows = 4, .cols = 4}, {.rows = 4, .cols = 5}, {.rows = 3, .cols = 6}, {.rows = 4, .cols = 4, .torus = true},
      {.rows = 4, .cols = 5, .walls = {{2, 3}}, .holes = {{4, 2}}, .fixed = {{1, 1}}},
      {.rows = 5, .cols = 5, .pieces_on = "light", .cover_on = "dark"},
      {.rows = 4, .cols = 5, .walls = {{1, 2}}, .pieces_on = "border"},
      {.rows = 5, .cols = 4, .cover_on = "interior"},
      {.rows = 3, .cols = 4, .weighted = true}, {.rows = 3, .cols = 5, .walls = {{2, 2}}, .holes = {{1, 4}}, .weighted = true}};
  int checked = 0, with_dominated = 0;
  TempDir dir;
  for (const ProblemOption& problem : problem_options()) {
    if (!unit_of(problem.problem).keeps_optimum_with_dominated_empty()) continue;
    const bool total = !unit_of(problem.problem).covers_own_square();
    for (const std::string& piece_word : pieces) {
      const Piece piece = *parse_piece(piece_word);
      for (const Round& round : rounds) {
        CAPTURE(problem.word);
        CAPTURE(piece_word);
        CAPTURE(fmt::format("{}x{}{}", round.rows, round.cols, round.torus ? " torus" : ""));
        std::vector<std::string> args = {piece_word, fmt::format("{}x{}", round.rows, round.cols), "--" + std::string(problem.word)};
        SmallBoard board{round.rows, round.cols};
        board.torus = round.torus;
        if (round.torus) args.push_back("--torus");
        auto bit = [&](std::pair<int, int> q) { return uint64_t{1} << ((q.first - 1) * round.cols + (q.second - 1)); };
        for (const auto& q : round.walls) board.walls |= bit(q), args.insert(args.end(), {"--wall", fmt::format("{},{}", q.first, q.second)});
        for (const auto& q : round.holes) board.holes |= bit(q), args.insert(args.end(), {"--hole", fmt::format("{},{}", q.first, q.second)});
        for (const auto& q : round.fixed) board.fixed |= bit(q), args.insert(args.end(), {"--fix", fmt::format("{},{}", q.first, q.second)});
        for (int r = 0; r < round.rows; ++r)
          for (int c = 0; c < round.cols; ++c) {
            const uint64_t b = uint64_t{1} << (r * round.cols + c);
            if (!round.pieces_on.empty() && !in_class(round.pieces_on, r, c, round.rows, round.cols) && !(board.walls & b)) board.holes |= b;
            if (!round.cover_on.empty() && !in_class(round.cover_on, r, c, round.rows, round.cols) && !(board.walls & b)) board.free |= b;
          }
        if (!round.pieces_on.empty()) args.insert(args.end(), {"--pieces-on", round.pieces_on});
        if (!round.cover_on.empty()) args.insert(args.end(), {"--cover-on", round.cover_on});
        const std::vector<int64_t> weights = weights_of(round.rows, round.cols);
        if (round.weighted) {
          std::string text;
          for (int r = 0; r < round.rows; ++r)
            for (int c = 0; c < round.cols; ++c) text += fmt::format("{}{}", weights[static_cast<size_t>(r * round.cols + c)], c + 1 == round.cols ? "\n" : " ");
          const std::string file = dir.file(fmt::format("weights-{}x{}.txt", round.rows, round.cols));
          write_file(file, text);
          args.insert(args.end(), {"--weights", file});
        }
        const Written w = write_with_dominance(args, round.cols);
        if (w.exit_code != 0) {  // boardlp refuses a board no placement covers (total domination): so must the brute force
          CHECK_MESSAGE(!brute_dominate(piece, board, false, total), w.err);
          continue;
        }
        REQUIRE(w.listed);
        CHECK((w.dominated & (board.walls | board.holes | board.fixed)) == 0);  // only squares a piece could stand on
        SmallBoard emptied = board;
        emptied.holes |= w.dominated;
        if (round.weighted) {
          const Weighed asked = total ? Weighed::total_dominate : Weighed::dominate;
          const WeightedBest best = brute_weighted(piece, board, asked, weights), kept = brute_weighted(piece, emptied, asked, weights);
          CHECK(best.weight == kept.weight);
        } else {
          const auto best = brute_dominate(piece, board, false, total), kept = brute_dominate(piece, emptied, false, total);
          REQUIRE(best.has_value() == kept.has_value());
          if (best) CHECK(best->pieces == kept->pieces);
        }
        ++checked;
        with_dominated += w.dominated != 0;
      }
    }
  }
  MESSAGE(fmt::format("{} boards checked, {} with dominated squares", checked, with_dominated));
  CHECK(with_dominated > checked / 3);  // the rule is not idle on these boards
}

TEST_CASE("--dominance's squares are closed under the board's rotations and reflections") {
  for (const std::string& piece : named_piece_words())
    for (const char* problem : {"--dominate", "--total-dominate"})
      for (const int n : {5, 6, 7}) {
        CAPTURE(piece);
        CAPTURE(problem);
        CAPTURE(n);
        const Written w = write_with_dominance({piece, fmt::format("{}x{}", n, n), problem}, n);
        if (w.exit_code != 0) continue;  // a board no placement covers
        for (uint64_t d = w.dominated; d; d &= d - 1) {
          const int i = std::countr_zero(d), r = i / n, c = i % n;
          for (const auto& [ir, ic] : std::vector<std::pair<int, int>>{{c, n - 1 - r}, {n - 1 - r, n - 1 - c}, {n - 1 - c, r},
                                                                       {r, n - 1 - c}, {n - 1 - r, c}, {c, r}, {n - 1 - c, n - 1 - r}})
            CHECK(((w.dominated >> (ir * n + ic)) & 1u) == 1u);
        }
      }
}

TEST_CASE("every problem whose optimum the rule may lose refuses --dominance, in one line") {
  TempDir dir;
  const std::string regions = dir.file("regions.txt");
  write_file(regions, "AABB\nAABB\nCCDD\nCCDD\n");
  for (const ProblemOption& problem : problem_options()) {
    if (unit_of(problem.problem).keeps_optimum_with_dominated_empty()) continue;
    CAPTURE(problem.word);
    std::vector<std::string> args = {boardlp_exe(), problem.places_points ? "points" : "queens", "4x4"};
    if (!is_default_problem(problem.problem)) args.push_back("--" + std::string(problem.word));
    if (problem.reads_regions) args.push_back(regions);
    else if (!problem.value_name.empty()) args.push_back("2");
    args.insert(args.end(), {"--dominance", "-o", dir.file("refused.lp")});
    const RunResult r = run(args);
    CHECK(r.exit_code == 2);
    CHECK_MESSAGE(r.err.find("--dominance leaves empty a square whose targets are a proper subset of another's") != std::string::npos, r.err);
    CHECK(r.err.find("use it with --dominate or --total-dominate") != std::string::npos);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    CHECK(!file_exists(dir.file("refused.lp")));
  }
}

TEST_CASE("a --dominance file: its optimum by a solver equals the file's without it, checked; --all and --count refuse it") {
  TempDir dir;
  for (const char* problem : {"--dominate", "--total-dominate"}) {
    CAPTURE(problem);
    const std::string with = dir.file("with.lp"), without = dir.file("without.lp");
    REQUIRE(run({boardlp_exe(), "knights", "8x8", problem, "--dominance", "-o", with}).exit_code == 0);
    REQUIRE(run({boardlp_exe(), "knights", "8x8", problem, "-o", without}).exit_code == 0);
    const RunResult a = run({boardlp_solve_exe(), with, "--solver", "highs", "--json"});
    const RunResult b = run({boardlp_solve_exe(), without, "--solver", "highs", "--json"});
    REQUIRE(a.exit_code == 0);
    REQUIRE(b.exit_code == 0);
    CHECK(a.out.find("\"check\":\"ok\"") != std::string::npos);
    const auto objective = [](const std::string& json) { return json.substr(json.find("\"objective\":"), 16); };
    CHECK(objective(a.out) == objective(b.out));
    for (const char* asked : {"--all", "--count", "--unique"}) {
      CAPTURE(asked);
      const RunResult refused = run({boardlp_solve_exe(), with, "--solver", "highs", asked});
      CHECK(refused.exit_code == 2);
      CHECK(refused.err.find("leaves the dominated squares empty (--dominance") != std::string::npos);
    }
  }
}
