// boardlp-count against published sequences and published figures, and against
// boardlp-solve --all (an ILP and a solver) on every piece for the boards up to 6x6.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <set>

#include <unistd.h>

#include "counter.hpp"
#include "graph_counter.hpp"
#include "support/brute.hpp"
#include "support/backends.hpp"
#include "support/process.hpp"

using namespace boardlp::test;
using nlohmann::json;

namespace {

std::string count_exe() { return env_or_fail("BOARDLP_COUNT"); }

json count_json(std::vector<std::string> args) {
  args.insert(args.begin(), count_exe());
  args.push_back("--json");
  const RunResult r = run(args);
  REQUIRE(r.exit_code == 0);
  return json::parse(r.out);
}

// Adds up to `how_many` random squares to `mask` (walls, holes or fixed pieces of `board`) and
// their options to `args`; a square already used, or a fixed piece another fixed one attacks, is
// skipped.
void pick_squares(boardlp::Piece piece, SmallBoard& board, uint64_t& mask, const char* option, int how_many,
                  std::mt19937& random, std::vector<std::string>& args) {
  for (int i = 0; i < how_many; ++i) {
    const int r = static_cast<int>(random() % static_cast<unsigned>(board.rows));
    const int c = static_cast<int>(random() % static_cast<unsigned>(board.cols));
    const uint64_t b = uint64_t{1} << (r * board.cols + c);
    if ((board.walls | board.holes | board.fixed) & b) continue;
    bool attacked = false;
    for (uint64_t f = board.fixed; f && &mask == &board.fixed; f &= f - 1)
      attacked = attacked || attacks(piece, board, std::countr_zero(f), r * board.cols + c);
    if (attacked) continue;
    mask |= b;
    args.insert(args.end(), {option, std::to_string(r + 1) + "," + std::to_string(c + 1)});
  }
}

}  // namespace

TEST_CASE("n-queens: OEIS A000170 (solutions) and A002562 (up to symmetry), n = 1..13") {
  const int64_t all[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712};
  const int64_t unique[] = {1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233};
  for (int n = 1; n <= 13; ++n) {
    CAPTURE(n);
    const json j = count_json({"queens", std::to_string(n), "--place", std::to_string(n)});
    CHECK(j["count"] == all[n - 1]);
    CHECK(j["unique"] == unique[n - 1]);
  }
  const json q14 = count_json({"queens", "14"});
  CHECK(q14["max"] == 14);
  CHECK(q14["count"] == 365596);
  CHECK(q14["unique"] == 45752);
}

TEST_CASE("rooks n!, bishops 2^n, the published kings and knights counts") {
  int64_t factorial = 1;
  for (int n = 1; n <= 9; ++n) {
    factorial *= n;
    const json r = count_json({"rooks", std::to_string(n), "--no-unique"});
    CHECK(r["max"] == n);
    CHECK(r["count"] == factorial);
    const json b = count_json({"bishops", std::to_string(n)});
    CHECK(b["max"] == (n == 1 ? 1 : 2 * n - 2));
    CHECK(b["count"] == (n == 1 ? 1 : int64_t{1} << n));
  }
  const json k = count_json({"kings", "8"});
  CHECK(k["max"] == 16);
  CHECK(k["count"] == 281571);
  const json n = count_json({"knights", "8"});
  CHECK(n["max"] == 32);
  CHECK(n["count"] == 2);
  const json b8 = count_json({"bishops", "8"});
  CHECK(b8["count"] == 256);
}

TEST_CASE("counts beyond 64 bits are exact: 21! rook placements on 21x21") {
  const RunResult r = run({count_exe(), "rooks", "21", "--no-unique", "--json"});
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("\"count\": 51090942171709440000,") != std::string::npos);
}

TEST_CASE("a board wider than tall is counted as its transpose: the same answer, as fast, its sets turned back") {
  // kings 2x64 ran past 60 s where 64x2 answers at once: the row-by-row search grows with the width.
  const json wide = count_json({"kings", "2x64", "--no-unique"});
  const json tall = count_json({"kings", "64x2", "--no-unique"});
  CHECK(wide["max"] == tall["max"]);
  CHECK(wide["count"] == tall["count"]);
  // A board of 65 columns is counted as its 65 rows.
  CHECK(count_json({"queens", "3x65", "--no-unique"})["count"] == count_json({"queens", "65x3", "--no-unique"})["count"]);
  // The sets listed stand on the board as given: every square within 2 rows and 5 columns.
  const json listed = count_json({"queens", "2x5", "--dominate", "--list", "all"});
  REQUIRE(listed.contains("solutions"));
  const uint64_t sets = brute_dominate(boardlp::Piece::queen, SmallBoard{2, 5}, false)->sets;
  CHECK(listed["count"].get<uint64_t>() == sets);
  REQUIRE(listed["solutions"].size() == sets);
  for (const json& set : listed["solutions"])
    for (const json& square : set) {
      CHECK(square[0].get<int>() <= 2);
      CHECK(square[1].get<int>() <= 5);
    }
}

TEST_CASE("bad input: one line, exit code 2") {
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"queenz", "8"}, {"queens", "0"}, {"queens", "65x66"}, {"queens", "8", "--wall", "9,9"}, {"queens", "8", "--place", "x"},
           // D: the rules boardlp refuses a file for (fixed pieces that attack each other, K
           // below the fixed pieces, a hole no square attacks): the counter refuses them too
           {"queens", "8", "--fix", "1,1", "--fix", "2,2"}, {"knights", "5", "--fix", "1,1", "--fix", "2,3"},
           {"queens", "8", "--independent-dominate", "--fix", "1,1", "--fix", "2,2"},
           {"queens", "8", "--place", "1", "--fix", "1,1", "--fix", "2,4"},
           {"knights", "3", "--dominate", "--hole", "2,2"}}) {
    std::vector<std::string> argv = args;
    argv.insert(argv.begin(), count_exe());
    const RunResult r = run(argv);
    CAPTURE(args);
    CHECK(r.exit_code == 2);
    CHECK(r.err.rfind("boardlp-count: error: ", 0) == 0);
  }
}

TEST_CASE("the counter and boardlp-solve --all agree on every piece, boards up to 6x6, rectangles, walls, holes, tori") {
  struct BoardCase {
    std::string board;
    std::vector<std::string> walls;
  };
  std::vector<BoardCase> boards;
  for (int n = 1; n <= 6; ++n) boards.push_back({std::to_string(n), {}});
  for (const char* b : {"2x3", "3x5", "5x3", "4x6", "1x6"}) boards.push_back({b, {}});
  boards.push_back({"5", {"--wall", "2,2", "--wall", "3,4"}});
  boards.push_back({"6", {"--wall", "3,3", "--wall", "4,4"}});
  boards.push_back({"5", {"--hole", "2,2", "--fix", "1,3"}});           // holes and fixed pieces
  boards.push_back({"6", {"--hole", "3,3", "--hole", "4,4"}});           // symmetric holes
  boards.push_back({"5", {"--torus"}});                                  // tori: translations are symmetries
  boards.push_back({"4x6", {"--torus", "--wall", "2,2"}});
  boards.push_back({"6", {"--torus", "--hole", "1,1", "--fix", "3,4"}});
  TempDir dir;
  int compared = 0, solver_runs = 0;
  for (const char* piece : {"queens", "rooks", "bishops", "kings", "knights", "amazons", "chancellors", "archbishops",
                            "nightriders", "WFN"})
    for (const BoardCase& b : boards) {
      std::vector<std::string> args{piece, b.board};
      args.insert(args.end(), b.walls.begin(), b.walls.end());
      const json counted = count_json(args);
      const int64_t count = counted["count"].get<int64_t>();
      std::vector<std::string> gen{boardlp_exe()};
      gen.insert(gen.end(), args.begin(), args.end());
      gen.insert(gen.end(), {"-o", dir.file("m.lp")});
      REQUIRE(run(gen).exit_code == 0);
      // Every solution is one solver run: the largest enumerations (720 rooks on 6x6, 3600 kings)
      // run in scripts/portability --full instead of here.
      for (const std::string& solver : library_backends()) {
        if (count > (std::string(solver) == "glpk" ? 130 : 30)) continue;
        const RunResult r = run({boardlp_solve_exe(), dir.file("m.lp"), "--unique", "--json", "--solver", solver});
        REQUIRE(r.exit_code == 0);
        const json solved = json::parse(r.out);
        CAPTURE(args);
        CAPTURE(solver);
        CHECK(solved["objective"] == counted["max"]);
        CHECK(solved["count"] == count);
        CHECK(solved["unique"] == counted["unique"]);
        ++compared;
        solver_runs += solved["solves"].get<int>();
      }
    }
  MESSAGE(compared << " boards compared, " << solver_runs << " solver runs");
  CHECK(compared >= 70);
}

TEST_CASE("the counter equals a brute force on every piece it counts: boards up to 5x5, rectangles, random walls") {
  using boardlp::Piece;
  const std::vector<std::pair<Piece, const char*>> pieces = {
      {Piece::queen, "queens"},   {Piece::rook, "rooks"},           {Piece::bishop, "bishops"},
      {Piece::king, "kings"},     {Piece::knight, "knights"},       {Piece::amazon, "amazons"},
      {Piece::chancellor, "chancellors"}, {Piece::archbishop, "archbishops"}};
  std::vector<std::pair<int, int>> shapes;
  for (int n = 1; n <= 5; ++n) shapes.push_back({n, n});
  for (auto rc : {std::pair{2, 5}, {3, 4}, {4, 6}, {6, 3}, {1, 7}, {5, 7}}) shapes.push_back(rc);
  std::mt19937 random(17);
  int compared = 0;
  for (const auto& [piece, name] : pieces)
    for (const auto& [rows, cols] : shapes)
      for (int walled = 0; walled < 3; ++walled) {  // no walls, then two random sets of walls
        SmallBoard board{rows, cols, 0};
        std::vector<std::string> args{name, std::to_string(rows) + "x" + std::to_string(cols)};
        for (int w = 0; walled > 0 && w < (rows * cols) / 5; ++w) {
          const int r = static_cast<int>(random() % static_cast<unsigned>(rows)), c = static_cast<int>(random() % static_cast<unsigned>(cols));
          if (board.wall(r, c) || std::popcount(board.walls) + 1 == rows * cols) continue;
          board.walls |= uint64_t{1} << (r * cols + c);
          args.insert(args.end(), {"--wall", std::to_string(r + 1) + "," + std::to_string(c + 1)});
        }
        CAPTURE(args);
        const int max = brute_max(piece, board);
        const json counted = count_json(args);
        CHECK(counted["max"] == max);
        CHECK(counted["count"].get<uint64_t>() == brute_count(piece, board, max));
        if (max >= 2) {  // and one K below the maximum
          std::vector<std::string> place = args;
          place.insert(place.end(), {"--place", std::to_string(max - 1), "--no-unique"});
          CHECK(count_json(place)["count"].get<uint64_t>() == brute_count(piece, board, max - 1));
        }
        ++compared;
      }
  MESSAGE(compared << " boards compared with the brute force");
  CHECK(compared == 8 * 11 * 3);
}

TEST_CASE("every piece up to 16x16 in seconds, and a cap instead of running out of memory") {
  // Published or closed-form answers: n-queens 16 (A000170), bishops 2^n of 2n-2, knights 2 of
  // n^2/2, rooks n!, kings (n/2)^2; 8,256 bishop classes follow 36, 136, 528, 2080 for n = 8..14.
  CHECK(count_json({"queens", "16", "--no-unique"})["count"] == 14772512);
  const json bishops = count_json({"bishops", "16"});
  CHECK(bishops["max"] == 30);
  CHECK(bishops["count"] == 65536);
  CHECK(bishops["unique"] == 8256);
  const json knights = count_json({"knights", "16"});
  CHECK(knights["max"] == 128);
  CHECK(knights["count"] == 2);
  CHECK(count_json({"kings", "16", "--no-unique"})["max"] == 64);
  CHECK(count_json({"rooks", "16", "--no-unique"})["count"].get<uint64_t>() == 20922789888000ull);
  const RunResult capped = run({count_exe(), "bishops", "20", "--memory-cap", "64"});
  CHECK(capped.exit_code == 3);
  CHECK(capped.err.find("memory cap of 64 MB") != std::string::npos);
  const RunResult full = run({"sh", "-c", count_exe() + " queens 8 > /dev/full"});
  CHECK(full.exit_code == 2);
  CHECK(full.err.find("cannot write to standard output") != std::string::npos);
}

TEST_CASE("published maxima and counts: amazons (A051223), nightriders (A190394), toroidal queens (A085801, A051906)") {
  // Amazons ("superqueens"): 4 placements of 10 on 10x10, 44 of 11 on 11x11.
  CHECK(count_json({"amazons", "10", "--no-unique"})["count"] == 4);
  CHECK(count_json({"amazons", "11", "--no-unique"})["count"] == 44);
  // The most nightriders on n x n, n = 1..12, and n on an n x n torus.
  const int nightriders[] = {1, 4, 5, 8, 10, 16, 17, 20, 21, 24, 26, 32};
  for (int n = 1; n <= 12; ++n) {
    CAPTURE(n);
    CHECK(count_json({"nightriders", std::to_string(n), "--no-unique"})["max"] == nightriders[n - 1]);
    if (n >= 3) CHECK(count_json({"NN", std::to_string(n), "--torus", "--no-unique"})["max"] == n);
  }
  // Queens on an n x n torus: the most, and the placements of n (nonzero iff n is prime to 6).
  const int most[] = {1, 1, 1, 2, 5, 4, 7, 6, 7, 9, 11, 10, 13};
  const int of_n[] = {1, 0, 0, 0, 10, 0, 28, 0, 0, 0, 88, 0, 4524};
  for (int n = 3; n <= 13; ++n) {
    CAPTURE(n);
    const json j = count_json({"queens", std::to_string(n), "--torus", "--no-unique"});
    CHECK(j["max"] == most[n - 1]);
    if (of_n[n - 1] > 0) CHECK(j["count"] == of_n[n - 1]);
    CHECK(count_json({"queens", std::to_string(n), "--torus", "--place", std::to_string(n), "--no-unique"})["count"] ==
          of_n[n - 1]);
  }
  const RunResult big = run({count_exe(), "NN", "20"});
  CHECK(big.exit_code == 2);
  CHECK(big.err.find("up to 384 squares, not 400") != std::string::npos);
  const RunResult small_torus = run({count_exe(), "queens", "2", "--torus"});
  CHECK(small_torus.exit_code == 2);
  CHECK(small_torus.err.find("--torus needs at least 3 rows and 3 columns, not 2x2") != std::string::npos);  // boardlp's words
}

TEST_CASE("the counter's two searches agree: row by row and on the attack graph, every named piece with walls and holes") {
  using boardlp::count::Kind;
  std::mt19937 random(5);
  int compared = 0;
  for (Kind kind : {Kind::queen, Kind::rook, Kind::bishop, Kind::king, Kind::knight, Kind::amazon, Kind::chancellor,
                    Kind::archbishop})
    for (const auto& shape : {std::pair{5, 5}, {6, 6}, {7, 7}, {4, 9}, {8, 5}})
      for (int round = 0; round < 3; ++round) {
        boardlp::count::Question p;
        p.kind = kind;
        p.rows = shape.first;
        p.cols = shape.second;
        for (int i = 0; i < round * 3; ++i) {
          const std::pair<int, int> sq{static_cast<int>(random() % 5u), static_cast<int>(random() % 5u)};
          (i % 2 ? p.holes : p.walls).push_back(sq);
        }
        std::sort(p.walls.begin(), p.walls.end());
        p.walls.erase(std::unique(p.walls.begin(), p.walls.end()), p.walls.end());
        std::erase_if(p.holes, [&](auto h) { return std::binary_search(p.walls.begin(), p.walls.end(), h); });
        std::sort(p.holes.begin(), p.holes.end());
        p.holes.erase(std::unique(p.holes.begin(), p.holes.end()), p.holes.end());
        CAPTURE(static_cast<int>(kind));
        CAPTURE(p.rows);
        CAPTURE(p.cols);
        CAPTURE(round);
        const auto rows = boardlp::count::count_placements(p, true);
        const auto graph = boardlp::count::count_by_graph(p, true);
        CHECK(rows.pieces == graph.pieces);
        CHECK(rows.count == graph.count);
        CHECK(rows.unique == graph.unique);
        ++compared;
      }
  CHECK(compared == 8 * 5 * 3);
}

TEST_CASE("nightriders, Betza pieces and the torus: the counter equals a brute force, with walls, holes and fixed pieces") {
  using boardlp::Piece;
  const char* names[] = {"nightriders", "WFN", "DD", "FA", "WD", "AAN", "queens", "kings", "knights", "bishops", "amazons"};
  std::mt19937 random(41);
  int compared = 0;
  for (const char* name : names)
    for (const auto& shape : {std::pair{3, 3}, {4, 4}, {5, 5}, {6, 6}, {3, 5}, {4, 6}, {6, 4}})
      for (int round = 0; round < 4; ++round) {
        const Piece piece = *boardlp::parse_piece(name);
        const int rows = shape.first, cols = shape.second;
        const bool torus = round % 2 == 1;
        const bool named = std::string(name) != "WFN" && std::string(name).size() > 3;
        if (named && !torus && std::string(name) != "nightriders") continue;  // flat named boards: the other tests
        SmallBoard board{rows, cols, 0};
        board.torus = torus;
        std::vector<std::string> args{name, std::to_string(rows) + "x" + std::to_string(cols)};
        if (torus) args.push_back("--torus");
        auto pick = [&](uint64_t& mask, const char* option, int how_many) {
          pick_squares(piece, board, mask, option, how_many, random, args);
        };
        if (round >= 2) {
          pick(board.walls, "--wall", rows * cols / 8);
          pick(board.holes, "--hole", 2);
          pick(board.fixed, "--fix", 1);
        }
        CAPTURE(args);
        const int max = brute_max(piece, board);
        const json counted = count_json(args);
        CHECK(counted["max"] == max);
        CHECK(counted["count"].get<uint64_t>() == brute_count(piece, board, max));
        if (max >= 2) {
          std::vector<std::string> place = args;
          place.insert(place.end(), {"--place", std::to_string(max - 1), "--no-unique"});
          CHECK(count_json(place)["count"].get<uint64_t>() == brute_count(piece, board, max - 1));
        }
        ++compared;
      }
  MESSAGE(compared << " boards compared with the brute force");
  CHECK(compared >= 150);
}

TEST_CASE("holes and fixed pieces: the counter equals a brute force on every piece it counts") {
  using boardlp::Piece;
  const std::vector<std::pair<Piece, const char*>> pieces = {
      {Piece::queen, "queens"}, {Piece::rook, "rooks"},     {Piece::bishop, "bishops"},  {Piece::king, "kings"},
      {Piece::knight, "knights"}, {Piece::amazon, "amazons"}, {Piece::chancellor, "chancellors"}, {Piece::archbishop, "archbishops"}};
  std::mt19937 random(29);
  int compared = 0;
  for (const auto& piece_name : pieces)
    for (const auto& shape : {std::pair{4, 4}, {5, 5}, {4, 6}, {6, 5}, {3, 7}})
      for (int round = 0; round < 3; ++round) {
        const Piece piece = piece_name.first;  // (plain names: clang 14 lambdas cannot capture bindings)
        const char* name = piece_name.second;
        const int rows = shape.first, cols = shape.second;
        SmallBoard board{rows, cols, 0};
        std::vector<std::string> args{name, std::to_string(rows) + "x" + std::to_string(cols)};
        auto pick = [&](uint64_t& mask, const char* option, int how_many) {
          pick_squares(piece, board, mask, option, how_many, random, args);
        };
        pick(board.walls, "--wall", round);
        pick(board.holes, "--hole", 2);
        pick(board.fixed, "--fix", 1 + round % 2);
        CAPTURE(args);
        const int max = brute_max(piece, board);
        const json counted = count_json(args);
        CHECK(counted["max"] == max);
        CHECK(counted["count"].get<uint64_t>() == brute_count(piece, board, max));
        ++compared;
      }
  MESSAGE(compared << " boards with holes and fixed pieces compared with the brute force");
  CHECK(compared == 8 * 5 * 3);
}

TEST_CASE("toroidal n-queens with boardlp-solve --all: 10, 28 and 88 placements for n = 5, 7, 11 (OEIS A007705)") {
  TempDir dir;
  // Every solution here is linear, queen (r, k r + c) for a slope k; the rotations, reflections
  // and translations of the torus map slope k to -k, 1/k and -1/k (mod n): one class of slopes
  // for n = 5 and 7, two for n = 11 ({2, 9, 6, 5} and {3, 8, 4, 7}).
  struct Case {
    int n, count, unique;
  };
  for (const Case& c : {Case{5, 10, 1}, Case{7, 28, 1}, Case{11, 88, 2}}) {
    const int n = c.n;
    const std::string file = dir.file("tq.lp");
    REQUIRE(run({boardlp_exe(), "queens", std::to_string(n), "--torus", "-o", file}).exit_code == 0);
    const RunResult r = run({boardlp_solve_exe(), file, "--all", "--unique", "--json"});
    REQUIRE(r.exit_code == 0);
    const json j = json::parse(r.out);
    CHECK(j["count"] == c.count);
    CHECK(j["complete"] == true);
    CHECK(j["unique"] == c.unique);
  }
  for (const Case& c : {Case{5, 10, 1}, Case{7, 28, 1}, Case{11, 88, 2}}) {  // and the counter, by its own rules
    const json j = count_json({"queens", std::to_string(c.n), "--torus"});
    CHECK(j["count"] == c.count);
    CHECK(j["unique"] == c.unique);
  }
}

TEST_CASE("domination up to symmetry: A006076 for knights, A002564's 4,860 and 638 classes, A075324's 728 and 91 for queens") {
  // The optima themselves (A075458, A006075, the kings' ceil(n/3)^2) are test_published's.
  const int knight_classes[] = {1, 1, 2, 3, 8, 23, 3, 1};  // A006076, n = 1..8
  for (int n = 1; n <= 8; ++n) {
    CAPTURE(n);
    CHECK(count_json({"knights", std::to_string(n), "--dominate"})["unique"] == knight_classes[n - 1]);
  }
  const json q8 = count_json({"queens", "8", "--dominate"});
  CHECK(q8["count"] == 4860);
  CHECK(q8["unique"] == 638);
  const json i8 = count_json({"queens", "8", "--independent-dominate"});
  CHECK(i8["min"] == 5);
  CHECK(i8["count"] == 728);
  CHECK(i8["unique"] == 91);
  const RunResult both = run({count_exe(), "queens", "8", "--dominate", "--place", "5"});
  CHECK(both.exit_code == 2);
  CHECK(both.err.find("choose one problem") != std::string::npos);
}

TEST_CASE("total domination: OEIS A303003 and A002566 for queens, A261752 for knights; a square no other attacks is refused") {
  // Queens, n = 2..8: the total domination number (A303003) and its minimum sets (A002566).
  const int queens[] = {2, 2, 2, 3, 4, 4, 5};
  const int queen_sets[] = {6, 20, 12, 70, 960, 22, 352};
  for (int n = 2; n <= 8; ++n) {
    CAPTURE(n);
    const json q = count_json({"queens", std::to_string(n), "--total-dominate", "--no-unique"});
    CHECK(q["min"] == queens[n - 2]);
    CHECK(q["count"] == queen_sets[n - 2]);
  }
  // Knights, n = 4..7 (A261752: 6, 7, 8, 10).
  const int knights[] = {6, 7, 8, 10};
  for (int n = 4; n <= 7; ++n) CHECK(count_json({"knights", std::to_string(n), "--total-dominate", "--no-unique"})["min"] == knights[n - 4]);
  // A square no other square attacks: refused by both programs, with the same line.
  const RunResult isolated = run({count_exe(), "knights", "3", "--total-dominate"});
  CHECK(isolated.exit_code == 2);
  CHECK(isolated.err.find("no set of knights total-dominates a 3x3 board") != std::string::npos);
}



TEST_CASE("peaceable armies: A250000 for queens (0, 0, 1, 2, 4, 5, 7, 9 for n = 1..8), and a 2x2 board's 0 is an answer") {
  const int queens[] = {0, 0, 1, 2, 4, 5, 7, 9};
  for (int n = 1; n <= 8; ++n) {
    CAPTURE(n);
    CHECK(count_json({"queens", std::to_string(n), "--armies", "--no-unique"})["army"] == queens[n - 1]);
  }
  // Rooks: white holds a rows and b columns and black the others: the best of min(ab, (n-a)(n-b)).
  for (int n = 2; n <= 6; ++n) {
    int best = 0;
    for (int a = 0; a <= n; ++a)
      for (int b = 0; b <= n; ++b) best = std::max(best, std::min(a * b, (n - a) * (n - b)));
    CHECK(count_json({"rooks", std::to_string(n), "--armies", "--no-unique"})["army"] == best);
  }
  const json q4 = count_json({"queens", "4", "--armies"});
  CHECK(q4["count"] == 112);  // both colours told apart; cbc and glpsol --all find as many (below)
  CHECK(q4["unique"] == 18);
  const RunResult both = run({count_exe(), "queens", "5", "--armies", "--dominate"});
  CHECK(both.exit_code == 2);
  CHECK(both.err.find("choose one problem") != std::string::npos);
}

TEST_CASE("non-dominating queens: OEIS A001366 and A019317 for n = 1..9, A342151 for K = 1..10 queens on 8x8") {
  const int most[] = {0, 0, 0, 1, 3, 5, 7, 11, 18};      // A001366: n queens on n x n
  const int classes[] = {1, 2, 16, 25, 1, 3, 38, 7, 1};  // A019317: their placements up to symmetry
  for (int n = 1; n <= 9; ++n) {
    CAPTURE(n);
    const json j = count_json({"queens", std::to_string(n), "--non-dominating"});
    CHECK(j["free"] == most[n - 1]);
    CHECK(j["unique"] == classes[n - 1]);
  }
  const int eight[] = {42, 31, 25, 24, 17, 15, 13, 11, 10, 9};  // A342151: K queens on 8x8
  for (int k = 1; k <= 10; ++k) {
    CAPTURE(k);
    CHECK(count_json({"queens", "8", "--non-dominating", "--place", std::to_string(k), "--no-unique"})["free"] == eight[k - 1]);
  }
  const RunResult many = run({count_exe(), "queens", "3", "--non-dominating", "--place", "10"});
  CHECK(many.exit_code == 2);
  CHECK(many.err.find("--place 10 asks for more pieces than the 9 open squares") != std::string::npos);
}

namespace {
// A random grid of `rows` regions on a square board (each square's region drawn at random, so
// regions need not be connected: the rules do not ask it), with a wall or two in some.
std::string random_grid(int n, std::mt19937& random, bool walls) {
  std::string grid(static_cast<size_t>(n * n), 'A');
  for (int s = 0; s < n * n; ++s) grid[static_cast<size_t>(s)] = static_cast<char>('A' + random() % static_cast<unsigned>(n));
  for (int i = 0; i < n; ++i) grid[static_cast<size_t>(i * n + static_cast<int>(random() % static_cast<unsigned>(n)))] = static_cast<char>('A' + i);
  if (walls) grid[random() % grid.size()] = '#';
  return grid;
}
}  // namespace

TEST_CASE("region puzzles: the counter equals a brute force on every piece, K = 1 and 2, with walls and holes") {
  const char* names[] = {"queens", "rooks", "bishops", "kings", "knights", "nightriders", "WFN", "DA"};
  std::mt19937 random(67);
  TempDir dir;
  int compared = 0, solvable = 0;
  for (const char* name : names)
    for (int n : {4, 5})
      for (int round = 0; round < 4; ++round) {
        const boardlp::Piece piece = *boardlp::parse_piece(name);
        const int k = n == 4 && round == 3 && !piece.rides(boardlp::Dir::right) ? 2 : 1;
        std::string grid = random_grid(n, random, round >= 1);
        SmallBoard board{n, n, 0};
        for (int s = 0; s < n * n; ++s)
          if (grid[static_cast<size_t>(s)] == '#') board.walls |= uint64_t{1} << s;
        std::ofstream(dir.file("grid.txt")) << [&] {
          std::string text;
          for (int r = 0; r < n; ++r) text += grid.substr(static_cast<size_t>(r * n), static_cast<size_t>(n)) + "\n";
          return text;
        }();
        std::vector<std::string> args{name, std::to_string(n), "--regions", dir.file("grid.txt"), "--per-region", std::to_string(k)};
        if (round == 2 && grid[0] != '#') {  // a hole on the first square (not a wall)
          args.insert(args.end(), {"--hole", "1,1"});
          board.holes |= 1u;
        }
        std::string line;
        for (const std::string& a : args) line += a + " ";
        CAPTURE(line);
        CAPTURE(grid);
        const RunResult r = run([&] { std::vector<std::string> v{count_exe()}; v.insert(v.end(), args.begin(), args.end()); v.push_back("--json"); return v; }());
        if (r.exit_code == 2) {  // the grid lost a region to the wall or the hole: boardlp's rule, said in one line
          CHECK((r.err.find("regions on") != std::string::npos || r.err.find("fewer than the") != std::string::npos));
          continue;
        }
        REQUIRE(r.exit_code == 0);
        const uint64_t expect = brute_regions(piece, board, grid, k);
        CHECK(json::parse(r.out)["count"].get<uint64_t>() == expect);
        solvable += expect > 0;
        ++compared;
      }
  MESSAGE(compared << " grids compared with the brute force, " << solvable << " with a solution");
  CHECK(compared >= 40);
  CHECK(solvable >= 5);
}

TEST_CASE("region puzzles end to end: generated grids are unique for every backend; --all agrees with the counter") {
  TempDir dir;
  REQUIRE(run({boardlp_exe(), "suite", "regions", "8", "--count", "3", "--seed", "5", "-o", dir.file("suite")}).exit_code == 0);
  int solved = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir.file("suite") + "/grids")) {
    const std::string grid = entry.path().string();
    CAPTURE(grid);
    CHECK(count_json({"kings", "8", "--regions", grid})["count"] == 1);
    REQUIRE(run({boardlp_exe(), "kings", "8", "--regions", grid, "-o", dir.file("p.lp")}).exit_code == 0);
    for (const std::string& solver : every_backend()) {
      if (runs_a_process_each_solve(solver) && solved >= static_cast<int>(every_backend().size())) continue;  // one grid
      CAPTURE(solver);
      const RunResult r = run({boardlp_solve_exe(), dir.file("p.lp"), "--solver", solver, "--limit", "2"});
      REQUIRE(r.exit_code == 0);
      CHECK(r.out.find("unique: the only solution") != std::string::npos);
      ++solved;
    }
  }
  CHECK(solved == static_cast<int>(every_backend().size() + 2 * library_backends().size()));
  // Star Battle: two kings in every row, column and region of a 10x10 grid, unique for cbc and glpsol.
  REQUIRE(run({boardlp_exe(), "suite", "regions", "10", "--per-region", "2", "--count", "2", "--seed", "7", "-o", dir.file("stars")}).exit_code == 0);
  for (const auto& entry : std::filesystem::directory_iterator(dir.file("stars") + "/grids")) {
    const std::string grid = entry.path().string();
    CAPTURE(grid);
    CHECK(count_json({"kings", "10", "--per-region", "2", "--regions", grid})["count"] == 1);
    REQUIRE(run({boardlp_exe(), "kings", "10", "--per-region", "2", "--regions", grid, "-o", dir.file("s.mps")}).exit_code == 0);
    for (const std::string& solver : library_backends()) {
      CAPTURE(solver);
      const RunResult r = run({boardlp_solve_exe(), dir.file("s.mps"), "--solver", solver, "--limit", "2", "--json"});
      REQUIRE(r.exit_code == 0);
      const json j = json::parse(r.out);
      CHECK(j["count"] == 1);
      CHECK(j["complete"] == true);
      CHECK(j["solutions"][0].size() == 20);
    }
  }
  // A grid with many solutions: --all finds as many as the counter, and --limit 2 shows two.
  std::ofstream(dir.file("rows.txt")) << "AAAAAA\nBBBBBB\nCCCCCC\nDDDDDD\nEEEEEE\nFFFFFF\n";
  REQUIRE(run({boardlp_exe(), "kings", "6", "--regions", dir.file("rows.txt"), "-o", dir.file("r.mps")}).exit_code == 0);
  const json counted = count_json({"kings", "6", "--regions", dir.file("rows.txt")});
  const RunResult all = run({boardlp_solve_exe(), dir.file("r.mps"), "--all", "--unique", "--json", "--solver", "glpk"});
  REQUIRE(all.exit_code == 0);
  CHECK(json::parse(all.out)["count"] == counted["count"]);  // 90 permutations of 6 with no two neighbours side by side
  CHECK(json::parse(all.out)["unique"] == counted["unique"]);
  CHECK(counted["count"] == 90);
  const RunResult two = run({boardlp_solve_exe(), dir.file("r.mps"), "--limit", "2", "--ascii"});
  CHECK(two.out.find("not unique: 2 solutions found") != std::string::npos);
  CHECK(two.out.find("solution 1") != std::string::npos);
  CHECK(two.out.find("they differ on") != std::string::npos);
}

TEST_CASE("colouring: OEIS A088202 (queens' chromatic numbers) for n = 1..7, Latin squares for rooks (A002860 / n!)") {
  const int queens[] = {1, 4, 5, 5, 5, 7, 7};  // A088202
  for (int n = 1; n <= 7; ++n) {
    CAPTURE(n);
    CHECK(count_json({"queens", std::to_string(n), "--colour"})["colours"] == queens[n - 1]);
  }
  // Rooks: a colouring in n colours is a Latin square; up to renaming, A002860(n) / n!.
  const int64_t latin[] = {1, 1, 2, 24, 1344};
  for (int n = 1; n <= 5; ++n) {
    const json j = count_json({"rooks", std::to_string(n), "--color"});
    CHECK(j["colours"] == n);
    CHECK(j["count"] == latin[n - 1]);
  }
  CHECK(count_json({"knights", "8", "--colour"})["colours"] == 2);  // a bipartite board
  CHECK(count_json({"kings", "8", "--colour"})["colours"] == 4);    // a 2x2 block needs 4
  const json few = count_json({"queens", "5", "--colour", "--colours", "4"});
  CHECK(few["colours"].is_null());
  const RunResult fixed = run({count_exe(), "queens", "5", "--colour", "--fix", "1,1"});
  CHECK(fixed.exit_code == 2);
  CHECK(fixed.err.find("leave out the fixed pieces") != std::string::npos);
}

TEST_CASE("no-three-in-line: OEIS A000755 (every set of 2n points) and A000769 (up to symmetry) for n = 2..8") {
  const int sets[] = {1, 2, 11, 32, 50, 132, 380};  // A000755, n = 2..8
  const int classes[] = {1, 1, 4, 5, 11, 22, 57};   // A000769
  for (int n = 2; n <= 8; ++n) {
    CAPTURE(n);
    const json j = count_json({"points", std::to_string(n), "--no-three-in-line"});
    CHECK(j["max"] == 2 * n);
    CHECK(j["count"] == sets[n - 2]);
    CHECK(j["unique"] == classes[n - 2]);
  }
  CHECK(count_json({"points", "1", "--no-three-in-line"})["max"] == 1);
  // A wall lets a line hold two points on each side of it: 4x4 with a wall on (2,2) takes 9, past 2n.
  CHECK(count_json({"points", "4", "--no-three-in-line", "--wall", "2,2"})["max"] == 9);
}

namespace {

// What the brute force (tests/support/brute.cpp, another method again) says of one board: the
// optimum under the problem's JSON key (nullopt: no solution, or the problem refused) and how many.
struct BruteAnswer {
  std::optional<int> best;
  uint64_t count = 0;
};

// One round of a row: the torus (on boards of at least 3x3), K, and the squares drawn at random.
struct BruteRound {
  bool torus = false;
  int k = -1;  // --place K (-1: the problem's default)
  int walls = 0, holes = 0, fixed = 0;
  const char* pieces_on = nullptr;  // --pieces-on SET (the others: holes)
  const char* cover_on = nullptr;   // --cover-on SET (the others need no cover)
};

// The squares of a named set, by this test's own reading of the sets (1-based R + C even: light).
uint64_t set_squares(const char* set, int rows, int cols) {
  uint64_t out = 0;
  const std::string name = set;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const bool border = r == 0 || c == 0 || r == rows - 1 || c == cols - 1;
      const bool in = name == "light" ? (r + 1 + c + 1) % 2 == 0 : name == "dark" ? (r + 1 + c + 1) % 2 == 1
                      : name == "border" ? border : name == "interior" ? !border : true;
      if (in) out |= uint64_t{1} << (r * cols + c);
    }
  return out;
}

// One problem against the brute force: its options, its JSON key, its pieces and boards, the
// rounds on each board, and the brute force's answer.
struct BruteRow {
  const char* what;
  std::vector<std::string> problem;
  const char* key;
  std::vector<const char*> pieces;
  std::vector<std::pair<int, int>> shapes;
  std::vector<BruteRound> rounds;
  std::function<BruteAnswer(boardlp::Piece, const SmallBoard&, int k)> brute;
  bool refused_when_none = false;   // no answer: boardlp-count refuses the board (exit 2)
  uint64_t count_cap = UINT64_MAX;  // the brute force stops counting there
};

std::vector<BruteRow> brute_rows() {
  const std::vector<const char*> every = {"queens", "rooks", "bishops", "kings", "knights", "amazons", "nightriders", "WFN", "DA"};
  const BruteRound open{}, torus{.torus = true}, squares{.walls = 1, .holes = 1, .fixed = 1};
  // The named sets of squares: pieces on one colour covering the other (total domination's parts
  // for a knight), border pieces, an interior to cover; with a wall and a hole, and on a torus.
  const BruteRound light_dark{.pieces_on = "light", .cover_on = "dark"},
      dark_light{.torus = true, .pieces_on = "dark", .cover_on = "light"},
      border{.walls = 1, .holes = 1, .pieces_on = "border"}, interior{.walls = 1, .cover_on = "interior"};
  auto domination = [](bool independent, bool total) {
    return [=](boardlp::Piece p, const SmallBoard& b, int) {
      const auto d = brute_dominate(p, b, independent, total);
      return d ? BruteAnswer{d->pieces, d->sets} : BruteAnswer{};
    };
  };
  constexpr uint64_t kColourings = 1'000'000;  // bishops 5x5 has over 20 million: compared that far
  return {
      {"domination", {"--dominate"}, "min", every, {{3, 3}, {4, 4}, {5, 5}, {3, 6}, {5, 4}}, {open, squares, torus, light_dark, dark_light, border, interior},
       domination(false, false)},
      {"independent domination", {"--independent-dominate"}, "min", every, {{3, 3}, {4, 4}, {5, 5}, {3, 6}, {5, 4}},
       {open, squares, torus, light_dark, dark_light, border, interior}, domination(true, false)},
      {"total domination", {"--total-dominate"}, "min", every, {{2, 2}, {3, 3}, {4, 4}, {5, 5}, {3, 6}, {5, 4}, {2, 5}},
       {open, torus, squares, light_dark, dark_light, border, interior}, domination(false, true), true},
      {"double domination", {"--double-dominate"}, "min", every, {{1, 2}, {2, 2}, {3, 3}, {4, 4}, {5, 5}, {3, 6}, {5, 4}},
       {open, torus, squares, light_dark, dark_light, border, interior},
       [](boardlp::Piece p, const SmallBoard& b, int) {
         const auto d = brute_double_dominate(p, b);
         return d ? BruteAnswer{d->pieces, d->sets} : BruteAnswer{};
       },
       true},
      {"peaceable armies", {"--armies"}, "army", every, {{3, 3}, {4, 4}, {4, 5}, {3, 6}, {2, 7}}, {open, squares, torus},
       [](boardlp::Piece p, const SmallBoard& b, int) {
         const Armies a = brute_armies(p, b);
         return BruteAnswer{a.army < 0 ? std::nullopt : std::optional<int>(a.army), a.pairs};
       }},
      {"non-dominating", {"--non-dominating"}, "free", every, {{3, 3}, {4, 4}, {4, 5}, {5, 5}, {3, 6}, {2, 7}},
       {open, {.k = 3, .walls = 1, .holes = 1, .fixed = 1}, {.torus = true, .k = 4, .walls = 1, .holes = 1, .fixed = 1}},
       [](boardlp::Piece p, const SmallBoard& b, int k) {
         const FreeSquares f = brute_non_dominating(p, b, k < 0 ? std::min(b.rows, b.cols) : k);
         return BruteAnswer{f.most, f.placements};
       }},
      {"colouring", {"--colour"}, "colours", every, {{3, 3}, {4, 4}, {3, 5}, {4, 5}, {2, 6}, {5, 5}},
       {open, {.walls = 1, .holes = 1}, torus},
       [](boardlp::Piece p, const SmallBoard& b, int) {
         const Colourings c = brute_colour(p, b, kColourings);
         return BruteAnswer{c.colours, c.colourings};
       },
       false, kColourings},
      {"no-three-in-line", {"--no-three-in-line"}, "max", {"points"}, {{3, 3}, {3, 4}, {4, 4}, {2, 6}, {4, 5}, {3, 6}, {1, 5}, {5, 4}},
       {open, {.walls = 1}, {.walls = 2, .holes = 1}, {.walls = 3, .holes = 1, .fixed = 2}},
       [](boardlp::Piece, const SmallBoard& b, int) {
         const PointSets s = brute_no_three(b);
         return BruteAnswer{s.most, s.sets};
       }},
  };
}

}  // namespace

TEST_CASE("every problem: the counter equals a brute force on every piece, rectangles, walls, holes, fixed pieces, tori") {
  std::mt19937 random(53);
  for (const BruteRow& row : brute_rows()) {
    int compared = 0, none = 0;
    for (const char* name : row.pieces)
      for (const auto& shape : row.shapes)
        for (const BruteRound& round : row.rounds) {
          const boardlp::Piece piece = *boardlp::parse_piece(name);
          const int rows = shape.first, cols = shape.second;
          if (round.torus && (rows < 3 || cols < 3)) continue;
          SmallBoard board{rows, cols, 0};
          board.torus = round.torus;
          std::vector<std::string> args{count_exe(), name, std::to_string(rows) + "x" + std::to_string(cols)};
          args.insert(args.end(), row.problem.begin(), row.problem.end());
          if (round.k >= 0) args.insert(args.end(), {"--place", std::to_string(round.k)});
          if (round.torus) args.push_back("--torus");
          pick_squares(piece, board, board.walls, "--wall", round.walls, random, args);
          pick_squares(piece, board, board.holes, "--hole", round.holes, random, args);
          pick_squares(piece, board, board.fixed, "--fix", round.fixed, random, args);
          if (round.pieces_on) {
            args.insert(args.end(), {"--pieces-on", round.pieces_on});
            board.holes |= ~set_squares(round.pieces_on, rows, cols) & ~board.walls & set_squares("all", rows, cols);
          }
          if (round.cover_on) {
            args.insert(args.end(), {"--cover-on", round.cover_on});
            board.free = ~set_squares(round.cover_on, rows, cols) & ~board.walls & set_squares("all", rows, cols);
          }
          args.insert(args.end(), {"--no-unique", "--json"});
          CAPTURE(args);
          const BruteAnswer expect = row.brute(piece, board, round.k);
          const RunResult r = run(args);
          ++compared;
          if (!expect.best && row.refused_when_none) {  // no answer: refused, naming the square
            CHECK(r.exit_code == 2);
            ++none;
            continue;
          }
          // A cover set with nothing in it to cover (no interior on two rows): refused, saying so.
          if (round.cover_on && (board.free | board.walls) == set_squares("all", rows, cols)) {
            CHECK(r.exit_code == 2);
            CHECK(r.err.find("--cover-on") != std::string::npos);
            ++none;
            continue;
          }
          // A set that leaves a square to cover that no allowed square attacks: refused, or "none".
          if (!expect.best && round.pieces_on && r.exit_code == 2) {
            INFO(r.err);
            CHECK((r.err.find("--pieces-on") != std::string::npos || r.err.find("needs cover but no open square") != std::string::npos));
            ++none;
            continue;
          }
          REQUIRE(r.exit_code == 0);
          const json j = json::parse(r.out);
          if (!expect.best) {
            CHECK(j[row.key].is_null());
            ++none;
          } else {
            CHECK(j[row.key] == *expect.best);
          }
          CHECK(std::min(j["count"].get<uint64_t>(), row.count_cap) == expect.count);
        }
    MESSAGE(std::string(row.what) << ": " << compared << " boards compared with the brute force, " << none << " with no answer");
    CHECK(compared >= 30);
  }
}

namespace {

// One problem's end-to-end matrix: boardlp's files of every piece, board and form, solved by
// every MIP backend (each case: the library backends and one of the others in turn), against the
// counter's optimum; --all --unique against its counts where they are small.
struct Board {
  std::vector<std::string> args;      // the board, for boardlp and the counter alike
  std::vector<std::string> gen_only;  // for boardlp only (a cut, a format)
};
struct EndToEnd {
  std::string what;
  std::vector<std::string> problem;            // boardlp's and the counter's options
  std::string key;                             // the counter's field of the optimum
  std::vector<std::string> pieces;
  std::vector<Board> boards;                   // the first also for the interpreter-started backends
  std::vector<std::vector<std::string>> forms;  // boardlp's options of each form
  std::string placement;                        // the solve's field whose solutions each hold the optimum ("": none)
  int64_t all_up_to = 24;                       // --all --unique on the first library backend up to this count
};

const std::vector<std::string> kRiders = {"queens", "rooks", "bishops", "kings", "knights", "nightriders", "WFN"};
const std::vector<std::vector<std::string>> kBothForms = {{"--formulation", "clique"}, {"--formulation", "pairwise"}};

std::vector<EndToEnd> end_to_end_rows() {
  const std::vector<Board> covering = {{{"4"}, {}}, {{"3x5"}, {}}, {{"5", "--wall", "3,3", "--hole", "1,2"}, {}},
                                       {{"4", "--torus"}, {}}, {{"5", "--fix", "2,2"}, {"--format", "fixed-mps"}}};
  std::vector<EndToEnd> rows;
  for (const char* d : {"--dominate", "--independent-dominate", "--total-dominate"})
    rows.push_back({d + 2, {d}, "min", kRiders, covering, {{}}, "solutions"});
  for (const char* d : {"--dominate", "--independent-dominate"})
    rows.push_back({std::string(d + 2) + ", the line cover", {d}, "min", {"queens", "rooks", "bishops", "amazons", "nightriders", "WFFN"},
                    covering, {{"--cover", "lines"}}, "solutions"});
  const std::vector<Board> packing = {{{"4"}, {}}, {{"2"}, {}}, {{"3x5"}, {}}, {{"4", "--wall", "2,3", "--hole", "4,1"}, {}},
                                      {{"4", "--torus"}, {}}, {{"4", "--fix", "1,1"}, {}}};
  rows.push_back({"armies", {"--armies"}, "army", kRiders, packing, kBothForms, "black", 40});
  rows.push_back({"non-dominating", {"--non-dominating"}, "free", kRiders,
                  {{{"4"}, {}}, {{"3x5"}, {}}, {{"4", "--wall", "2,3", "--hole", "4,1"}, {}}, {{"4", "--torus"}, {}},
                   {{"4", "--fix", "1,1", "--place", "3"}, {}}},
                  kBothForms, "free", 40});
  rows.push_back({"colour", {"--colour"}, "colours", kRiders,
                  {{{"4"}, {}}, {{"3x5"}, {}}, {{"4", "--wall", "2,3", "--hole", "4,1"}, {"--cut", "clique"}},
                   {{"3", "--colours", "6"}, {"--cut", "colour-order", "--cut", "clique"}}},
                  kBothForms, "", 0});
  rows.push_back({"no-three-in-line", {"--no-three-in-line"}, "max", {"points"},
                  {{{"6", "--fix", "1,1", "--fix", "6,6"}, {}}, {{"4x6"}, {}}, {{"5", "--wall", "3,3", "--hole", "1,2"}, {"--format", "opb"}},
                   {{"4"}, {"--format", "wcnf"}}},
                  {{}}, "solutions", 60});
  return rows;
}

}  // namespace

TEST_CASE("every problem end to end: its files of every piece, board and form on every MIP backend, and --all --unique, equal the counter") {
  TempDir dir;
  size_t cases = 0;  // one per problem, piece and form: it picks the interpreter-started backend
  for (const EndToEnd& row : end_to_end_rows()) {
    int solved = 0;
    for (const std::string& piece : row.pieces)
      for (const auto& form : row.forms)
        for (size_t b = 0, this_case = cases++; b < row.boards.size(); ++b) {
          const Board& board = row.boards[b];
          std::vector<std::string> args{piece};
          args.insert(args.end(), board.args.begin(), board.args.end());
          args.insert(args.end(), row.problem.begin(), row.problem.end());
          CAPTURE(args);
          CAPTURE(form);
          const json counted = count_json(args);
          if (counted[row.key].is_null()) continue;  // nothing dominates: test_cli and the brute force say so
          const bool format_given = board.gen_only.size() >= 2 && board.gen_only[0] == "--format";
          const std::string format = format_given ? board.gen_only[1] : b % 2 ? "mps" : "lp";
          const bool clausal = format == "opb" || format == "wcnf";
          std::vector<std::string> gen{boardlp_exe()};
          gen.insert(gen.end(), args.begin(), args.end());
          gen.insert(gen.end(), form.begin(), form.end());
          gen.insert(gen.end(), board.gen_only.begin() + (format_given ? 2 : 0), board.gen_only.end());
          const std::string file = dir.file("model." + format);
          gen.insert(gen.end(), {"-o", file, "--format", format});
          REQUIRE(run(gen).exit_code == 0);
          // An interpreter-started backend (0.3-0.6 s a run) takes the first board of every other
          // case, the backends in turn (test_backends runs each of them on every problem).
          for (const std::string& solver : clausal ? every_backend() : backends_for_case(this_case / 2)) {
            if (!takes_objectives(solver)) continue;  // CNF states no objective
            if (runs_a_process_each_solve(solver) && (b != 0 || (!clausal && this_case % 2 == 1))) continue;
            // glpsol does not break a colouring's symmetry: past a 3x3 board with 6 colours it takes minutes.
            if (solver == "glpk" && row.key == "colours" && b == 3) continue;
            CAPTURE(solver);
            const bool all = solver == library_backends().front() && !clausal && counted["count"].get<int64_t>() <= row.all_up_to;
            std::vector<std::string> solve{boardlp_solve_exe(), file, "--json", "--solver", solver};
            if (all) solve.insert(solve.end(), {"--all", "--unique"});
            const RunResult r = run(solve);
            REQUIRE(r.exit_code == 0);
            const json j = json::parse(r.out);
            CHECK(j["check"] == "ok");
            CHECK(j["objective"] == counted[row.key]);
            if (!row.placement.empty())
              for (size_t i = 0; i < j[row.placement].size(); ++i) CHECK(j[row.placement][i].size() == counted[row.key].get<size_t>());
            if (all) {
              CHECK(j["count"] == counted["count"]);
              if (row.forms[0].empty() || row.forms[0][0] != "--cover") CHECK(j["unique"] == counted["unique"]);
            }
            ++solved;
          }
        }
    MESSAGE(row.what << ": " << solved << " models solved");
    CHECK(solved >= 8 * static_cast<int>(row.pieces.size()));  // (every backend on each problem: test_backends)
  }
}

TEST_CASE("--at-most K: every dominating set of at most K pieces, each size as the brute force counts it (sets that hold one another)") {
  std::mt19937 random(48);
  int compared = 0, larger = 0, below_fewest = 0;
  for (const char* name : {"queens", "rooks", "bishops", "kings", "knights", "nightriders", "WFN"})
    for (const auto& [rows, cols] : std::vector<std::pair<int, int>>{{3, 3}, {4, 4}, {3, 5}, {4, 5}})
      for (int round = 0; round < 3; ++round)  // open, walls, holes and a fixed piece, the torus
        for (const auto& [problem, independent, total, twice] :
             {std::tuple{"--dominate", false, false, false}, std::tuple{"--independent-dominate", true, false, false},
              std::tuple{"--total-dominate", false, true, false}, std::tuple{"--double-dominate", false, false, true}}) {
          const boardlp::Piece piece = *boardlp::parse_piece(name);
          SmallBoard board{rows, cols, 0};
          board.torus = round == 2;
          std::vector<std::string> args{name, std::to_string(rows) + "x" + std::to_string(cols), problem};
          if (board.torus) args.push_back("--torus");
          if (round == 1) {
            pick_squares(piece, board, board.walls, "--wall", 1, random, args);
            pick_squares(piece, board, board.holes, "--hole", 1, random, args);
            pick_squares(piece, board, board.fixed, "--fix", 1, random, args);
          }
          const auto fewest = twice ? brute_double_dominate(piece, board) : brute_dominate(piece, board, independent, total);
          if (!fewest) continue;  // nothing dominates: the counter's own refusal is tested above
          const int open = rows * cols - std::popcount(board.walls | board.holes);
          const int k = std::min(fewest->pieces + 2, open);
          args.insert(args.end(), {"--at-most", std::to_string(k)});
          CAPTURE(args);
          const std::vector<uint64_t> expected = brute_dominating_by_size(piece, board, independent, total, k, twice);
          const RunResult r = run([&] {
            std::vector<std::string> argv{count_exe()};
            argv.insert(argv.end(), args.begin(), args.end());
            argv.insert(argv.end(), {"--no-unique", "--json"});
            return argv;
          }());
          INFO(r.err);
          REQUIRE(r.exit_code == 0);
          const json j = json::parse(r.out);
          uint64_t total_sets = 0;
          for (uint64_t sets : expected) total_sets += sets;
          CHECK(j["count"].get<uint64_t>() == total_sets);
          CHECK(j["at_most"] == k);
          for (const json& size : j["by_size"]) {
            const auto pieces = size["pieces"].get<size_t>();
            REQUIRE(pieces < expected.size());
            CHECK(size["count"].get<uint64_t>() == expected[pieces]);
            larger += pieces > static_cast<size_t>(fewest->pieces) && expected[pieces] > 0;
          }
          ++compared;
          if (fewest->pieces > std::popcount(board.fixed)) {
            // Below the fewest: no set, whatever the fewest's own count (it once answered that).
            std::vector<std::string> below = args;
            below.back() = std::to_string(fewest->pieces - 1);
            below.insert(below.begin(), count_exe());
            below.push_back("--json");
            const RunResult none = run(below);
            REQUIRE(none.exit_code == 0);
            const json n = json::parse(none.out);
            CHECK(n["count"] == 0);
            CHECK(n["by_size"].empty());
            CHECK(n["min"] == fewest->pieces);
            ++below_fewest;
          }
        }
  MESSAGE(compared << " boards at a bound compared with the brute force");
  CHECK(compared >= 150);
  CHECK(larger >= 100);  // most hold sets larger than the fewest, which hold smaller ones
  CHECK(below_fewest >= 100);
}

TEST_CASE("--list: every set listed is a minimum domination by the brute force's rules, none twice, as many as it counts; the classes' orbits add up") {
  std::mt19937 random(49);
  int boards = 0;
  for (const char* name : {"queens", "kings", "knights", "bishops", "nightriders"})
    for (const auto& [rows, cols] : std::vector<std::pair<int, int>>{{4, 4}, {5, 5}, {4, 6}, {6, 6}})
      for (int round = 0; round < 2; ++round)  // open, then a wall
        for (const auto& [problem, independent, total] :
             {std::tuple{"--dominate", false, false}, std::tuple{"--independent-dominate", true, false},
              std::tuple{"--total-dominate", false, true}}) {
          const boardlp::Piece piece = *boardlp::parse_piece(name);
          SmallBoard board{rows, cols, 0};
          std::vector<std::string> args{name, std::to_string(rows) + "x" + std::to_string(cols), problem};
          if (round == 1) pick_squares(piece, board, board.walls, "--wall", 1, random, args);
          const auto fewest = brute_dominate(piece, board, independent, total);
          if (!fewest) continue;
          CAPTURE(args);
          args.insert(args.end(), {"--list", "all"});
          const json all = count_json(args);
          REQUIRE(all["count"] == fewest->sets);
          REQUIRE(all["solutions"].size() == fewest->sets);
          const std::vector<uint64_t> sees = attack_masks(piece, board);
          std::set<uint64_t> distinct;
          for (const json& set : all["solutions"]) {
            uint64_t pieces = 0, covered = 0;
            for (const json& square : set) pieces |= uint64_t{1} << ((square[0].get<int>() - 1) * cols + square[1].get<int>() - 1);
            for (uint64_t p = pieces; p; p &= p - 1) {
              const int at = std::countr_zero(p);
              covered |= sees[static_cast<size_t>(at)] | (total ? 0 : uint64_t{1} << at);
              if (independent) CHECK((sees[static_cast<size_t>(at)] & pieces) == 0);
            }
            const uint64_t open = (board.squares() == 64 ? ~uint64_t{0} : (uint64_t{1} << board.squares()) - 1) & ~board.walls;
            CHECK((covered & open) == open);
            CHECK((pieces & board.walls) == 0);
            CHECK(std::popcount(pieces) == fewest->pieces);
            distinct.insert(pieces);
          }
          CHECK(distinct.size() == fewest->sets);
          args.back() = "classes";
          const json classes = count_json(args);
          CHECK(classes["solutions"].size() == classes["unique"].get<size_t>());
          uint64_t orbits = 0;
          for (const json& orbit : classes["orbits"]) orbits += orbit.get<uint64_t>();
          CHECK(orbits == fewest->sets);
          ++boards;
        }
  MESSAGE(boards << " boards listed and checked");
  CHECK(boards >= 80);
  // What the option serves, and its words.
  const RunResult pack = run({count_exe(), "queens", "8", "--list", "all"});
  CHECK(pack.exit_code == 2);
  CHECK(pack.err.find("serve the dominations") != std::string::npos);
  const RunResult word = run({count_exe(), "queens", "8", "--dominate", "--list", "some"});
  CHECK(word.exit_code == 2);
  CHECK(word.err.find("--list takes all or classes") != std::string::npos);
}

TEST_CASE("--journal: a count stopped at any cube goes on from its journal to the same count, classes and list; another count's journal is refused") {
  const auto dir = std::filesystem::temp_directory_path() / ("boardlp-journal-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string journal = (dir / "q9.jsonl").string();
  const std::vector<std::string> args{"queens", "9", "--independent-dominate", "--list", "classes", "--journal", journal};
  const json whole = count_json({"queens", "9", "--independent-dominate", "--list", "classes"});
  CHECK(whole["min"] == 5);
  CHECK(whole["count"] == 92);  // A002568
  CHECK(whole["unique"] == 16);  // A002567
  const json first = count_json(args);
  for (const char* key : {"min", "count", "unique", "solutions", "orbits"}) CHECK(first[key] == whole[key]);
  std::vector<std::string> lines;
  {
    std::ifstream in(journal);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
  }
  REQUIRE(lines.size() > 10);
  CHECK(lines.front().find("\"journal\":\"boardlp-count\"") != std::string::npos);
  // A stop part-way: the first half of the verdicts kept, and one cut short as a kill leaves it.
  for (size_t keep : {size_t{1}, lines.size() / 2, lines.size() - 1}) {
    CAPTURE(keep);
    {
      std::ofstream out(journal, std::ios::trunc);
      for (size_t i = 0; i < keep; ++i) out << lines[i] << "\n";
      out << lines[keep].substr(0, lines[keep].size() / 2);
    }
    json again = count_json(args);
    for (const char* key : {"min", "count", "unique", "solutions", "orbits"}) CHECK(again[key] == whole[key]);
    std::ifstream in(journal);
    size_t now = 0;
    for (std::string line; std::getline(in, line); ++now) CHECK(json::accept(line));
    CHECK(now >= lines.size());
  }
  // Another count's journal, and one damaged before its end.
  const RunResult other = run({count_exe(), "queens", "8", "--independent-dominate", "--journal", journal});
  CHECK(other.exit_code == 2);
  CHECK(other.err.find("of another count") != std::string::npos);
  {
    std::ofstream out(journal, std::ios::trunc);
    out << lines[0] << "\n" << "{\"cube\": oops}\n" << lines[1] << "\n";
  }
  const RunResult damaged = run({count_exe(), "queens", "9", "--independent-dominate", "--journal", journal});
  CHECK(damaged.exit_code == 2);
  CHECK(damaged.err.find("damaged at line 2") != std::string::npos);
  // One thread or many: the same count.
  CHECK(count_json({"queens", "10", "--independent-dominate", "--threads", "1"})["count"] == 8);
  CHECK(count_json({"queens", "10", "--independent-dominate", "--threads", "3"})["unique"] == 1);
  std::filesystem::remove_all(dir);
}

TEST_CASE("scripts/check-listing: a listing's every class remade from its coordinates and checked by boardlp-solve; a wrong orbit fails") {
  const auto dir = std::filesystem::temp_directory_path() / ("boardlp-listing-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string listing = (dir / "q6.json").string();
  const RunResult listed = run({count_exe(), "queens", "6", "--independent-dominate", "--list", "classes", "--json"});
  REQUIRE(listed.exit_code == 0);
  std::ofstream(listing) << listed.out;
  const std::string script = source_root() + "/scripts/check-listing";
  const RunResult good = run({script, listing, "--witness", (dir / "w").string(), "--", "queens", "6", "--independent-dominate"});
  CHECK(good.exit_code == 0);
  CHECK(good.out.find("17 classes, 120 placements checked by boardlp-solve's checker with objective 4; the listing counts 120: they agree; 0 failed") != std::string::npos);
  CHECK(json::parse(std::ifstream(dir / "w.json"))["check"] == "ok");
  // A listing that claims a class's orbit wrongly, or a set that does not dominate.
  json wrong = json::parse(listed.out);
  wrong["orbits"][0] = wrong["orbits"][0].get<int>() == 8 ? 4 : 8;
  std::ofstream(listing) << wrong.dump();
  CHECK(run({script, listing, "--", "queens", "6", "--independent-dominate"}).exit_code == 1);
  json short_set = json::parse(listed.out);
  short_set["solutions"][0].erase(0);
  std::ofstream(listing) << short_set.dump();
  const RunResult bad = run({script, listing, "--", "queens", "6", "--independent-dominate"});
  CHECK(bad.exit_code == 1);
  CHECK(bad.out.find("FAILED") != std::string::npos);
  std::filesystem::remove_all(dir);
}
