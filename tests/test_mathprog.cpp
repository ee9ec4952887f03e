// templates/mathprog: the GNU MathProg version of each piece's model. glpsol translates each to
// an LP file (--check --wlp), and cbc gives it the same optimum as boardlp's own file.
#include <doctest/doctest.h>

#include "header.hpp"
#include "support/process.hpp"
#include "support/solvers.hpp"

using namespace boardlp;
using namespace boardlp::test;

TEST_CASE("every MathProg model has the optimum of boardlp's file on small boards") {
  TempDir dir;
  int compared = 0;
  for (const char* piece : {"queens", "rooks", "bishops", "kings", "knights"})
    for (const auto& rc : {std::pair{1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}, {6, 6}, {3, 5}, {4, 7}, {1, 6}}) {
      const int r = rc.first, c = rc.second;
      CAPTURE(piece);
      CAPTURE(r);
      CAPTURE(c);
      write_file(dir.file("board.dat"), "data;\nparam R := " + std::to_string(r) + ";\nparam C := " + std::to_string(c) + ";\nend;\n");
      const std::string mod = source_root() + "/templates/mathprog/" + piece + ".mod";
      const RunResult t = run({"glpsol", "-m", mod, "-d", dir.file("board.dat"), "--check", "--wlp", dir.file("mathprog.lp")});
      REQUIRE(t.exit_code == 0);
      const std::string board = std::to_string(r) + "x" + std::to_string(c);
      REQUIRE(run({boardlp_exe(), piece, board, "-o", dir.file("boardlp.lp")}).exit_code == 0);
      const Optimum ours = solve_with_cbc(dir.file("boardlp.lp"));
      const Optimum theirs = solve_with_cbc(dir.file("mathprog.lp"));
      REQUIRE(ours.status == "optimal");
      CHECK(theirs.status == "optimal");
      CHECK(theirs.objective == ours.objective);
      ++compared;
    }
  CHECK(compared == 45);
}

TEST_CASE("glpsol cannot read back its own LP file of a model without constraints: why boardlp writes a 'trivial' row") {
  TempDir dir;
  write_file(dir.file("board.dat"), "data;\nparam R := 1;\nparam C := 1;\nend;\n");
  REQUIRE(run({"glpsol", "-m", source_root() + "/templates/mathprog/kings.mod", "-d", dir.file("board.dat"), "--check",
               "--wlp", dir.file("k1.lp")}).exit_code == 0);
  const RunResult own = run({"glpsol", "--lp", dir.file("k1.lp")});
  CHECK(own.exit_code == 1);
  CHECK(own.out.find("missing variable name") != std::string::npos);
  REQUIRE(run({boardlp_exe(), "kings", "1", "-o", dir.file("b1.lp")}).exit_code == 0);
  CHECK(solve_with_glpsol(dir.file("b1.lp"), FileFormat::lp).objective == 1);
}

// The optimum cbc finds for a MathProg model with its data, through glpsol's LP file.
Optimum mod_optimum(const TempDir& dir, const std::string& mod, const std::string& data) {
  write_file(dir.file("board.dat"), data);
  const RunResult t = run({"glpsol", "-m", source_root() + "/templates/mathprog/" + mod, "-d", dir.file("board.dat"),
                           "--check", "--wlp", dir.file("mathprog.lp")});
  REQUIRE(t.exit_code == 0);
  return solve_with_cbc(dir.file("mathprog.lp"));
}

// The optimum cbc finds for boardlp's file of the same problem.
Optimum boardlp_optimum(const TempDir& dir, std::vector<std::string> args) {
  args.insert(args.begin(), boardlp_exe());
  args.insert(args.end(), {"-o", dir.file("boardlp.lp")});
  REQUIRE(run(args).exit_code == 0);
  return solve_with_cbc(dir.file("boardlp.lp"));
}

TEST_CASE("the MathProg models a teacher would show: torus queens, amazons, completion, against boardlp's files") {
  TempDir dir;
  auto optimum_of_mod = [&](const std::string& mod, const std::string& data) { return mod_optimum(dir, mod, data); };
  auto optimum_of_boardlp = [&](const std::vector<std::string>& args) { return boardlp_optimum(dir, args); };
  for (int n = 3; n <= 8; ++n) {  // torus queens: n fit only for n prime to 6 (5, 7)
    CAPTURE(n);
    const Optimum theirs = optimum_of_mod("queens-torus.mod", "data; param R := " + std::to_string(n) + "; end;\n");
    const Optimum ours = optimum_of_boardlp({"queens", std::to_string(n), "--torus"});
    CHECK(theirs.objective == ours.objective);
    CHECK((ours.objective == n) == (n == 5 || n == 7));
  }
  for (const auto& rc : {std::pair{4, 4}, {6, 6}, {5, 7}, {8, 8}}) {
    const std::string r = std::to_string(rc.first), c = std::to_string(rc.second);
    const Optimum theirs = optimum_of_mod("amazons.mod", "data; param R := " + r + "; param C := " + c + "; end;\n");
    CHECK(theirs.objective == optimum_of_boardlp({"amazons", r + "x" + c}).objective);
  }
  // Completion: (1,1) can be completed to 8 queens, (1,1) with (2,3) cannot.
  CHECK(optimum_of_mod("queens-completion.mod", "data; param N := 8; set Fixed := (1,1); end;\n").status == "optimal");
  CHECK(optimum_of_boardlp({"queens", "8", "--place", "8", "--fix", "1,1"}).status == "optimal");
  CHECK(optimum_of_mod("queens-completion.mod", "data; param N := 8; set Fixed := (1,1) (2,3); end;\n").status == "infeasible");
  CHECK(optimum_of_boardlp({"queens", "8", "--place", "8", "--fix", "1,1", "--fix", "2,3"}).status == "infeasible");
}

TEST_CASE("the MathProg models of domination and peaceable armies have the optimum of boardlp's files") {
  TempDir dir;
  auto optimum_of_mod = [&](const std::string& mod, const std::string& data) { return mod_optimum(dir, mod, data); };
  auto optimum_of_boardlp = [&](const std::vector<std::string>& args) { return boardlp_optimum(dir, args); };
  for (const auto& rc : {std::pair{4, 4}, {5, 5}, {3, 6}, {6, 6}}) {
    const std::string r = std::to_string(rc.first), c = std::to_string(rc.second), b = r + "x" + c;
    CAPTURE(b);
    const std::string dims = "param R := " + r + "; param C := " + c + ";";
    CHECK(optimum_of_mod("queens-dominate.mod", "data; " + dims + " end;\n").objective ==
          optimum_of_boardlp({"queens", b, "--dominate"}).objective);
    CHECK(optimum_of_mod("queens-dominate.mod", "data; " + dims + " param Independent := 1; end;\n").objective ==
          optimum_of_boardlp({"queens", b, "--independent-dominate"}).objective);
    CHECK(optimum_of_mod("kings-dominate.mod", "data; " + dims + " end;\n").objective ==
          optimum_of_boardlp({"kings", b, "--dominate"}).objective);
    CHECK(optimum_of_mod("queens-dominate.mod", "data; " + dims + " param Total := 1; end;\n").objective ==
          optimum_of_boardlp({"queens", b, "--total-dominate"}).objective);
    CHECK(optimum_of_mod("kings-dominate.mod", "data; " + dims + " param Total := 1; end;\n").objective ==
          optimum_of_boardlp({"kings", b, "--total-dominate"}).objective);
    if (rc.first * rc.second <= 25)
      CHECK(optimum_of_mod("queens-armies.mod", "data; " + dims + " end;\n").objective ==
            optimum_of_boardlp({"queens", b, "--armies"}).objective);
  }
}

TEST_CASE("the MathProg models of walls, place, weights and least-walls have the optimum of boardlp's files") {
  TempDir dir;
  auto optimum_of_mod = [&](const std::string& mod, const std::string& data) { return mod_optimum(dir, mod, data); };
  auto optimum_of_boardlp = [&](const std::vector<std::string>& args) { return boardlp_optimum(dir, args); };
  // Walls: none, one, and walls that let more queens in than the board's size.
  const std::vector<std::vector<std::pair<int, int>>> wall_sets = {{}, {{3, 4}}, {{2, 2}, {5, 5}}, {{2, 4}, {4, 5}, {5, 2}}, {{1, 1}, {3, 3}, {4, 2}, {6, 6}}};
  for (const auto& walls : wall_sets) {
    std::string set, n = "6";
    std::vector<std::string> args = {"queens", n};
    for (const auto& [r, c] : walls) {
      set += "(" + std::to_string(r) + "," + std::to_string(c) + ") ";
      args.insert(args.end(), {"--wall", std::to_string(r) + "," + std::to_string(c)});
    }
    CAPTURE(set);
    CHECK(optimum_of_mod("queens-walls.mod", "data; param R := 6; param C := 6; set Walls := " + set + "; end;\n").objective ==
          optimum_of_boardlp(args).objective);
  }
  CHECK(optimum_of_mod("queens-walls.mod", "data; param R := 8; param C := 8; set Walls := (2,4) (4,5) (5,2); end;\n").objective == 11);
  // Place: 6 on 6x6 fits, 7 does not; 4x7 takes 4.
  for (const auto& place : {std::pair{std::string("6x6"), 6}, {"6x6", 7}, {"4x7", 4}, {"4x7", 5}}) {
    const std::string board = place.first;  // not a structured binding: clang 14 cannot CAPTURE one
    const int k = place.second;
    const std::string r = board.substr(0, 1), c = board.substr(2);
    CAPTURE(board);
    CAPTURE(k);
    CHECK(optimum_of_mod("queens-place.mod", "data; param R := " + r + "; param C := " + c + "; param K := " + std::to_string(k) + "; end;\n").status ==
          optimum_of_boardlp({"queens", board, "--place", std::to_string(k)}).status);
  }
  // Costs: the same 5x5 table to both.
  const std::vector<std::vector<int>> cost = {{5, 1, 4, 8, 2}, {2, 7, 1, 3, 9}, {3, 3, 9, 1, 4}, {6, 2, 5, 7, 1}, {1, 8, 2, 4, 6}};
  std::string table = "param cost : 1 2 3 4 5 :=", file;
  for (size_t r = 0; r < cost.size(); ++r) {
    table += " " + std::to_string(r + 1);
    for (size_t c = 0; c < cost[r].size(); ++c) {
      table += " " + std::to_string(cost[r][c]);
      file += (c ? " " : "") + std::to_string(cost[r][c]);
    }
    file += "\n";
  }
  write_file(dir.file("costs.txt"), file);
  for (int k : {1, 3, 5}) {
    CAPTURE(k);
    CHECK(optimum_of_mod("queens-costs.mod", "data; param R := 5; param K := " + std::to_string(k) + "; " + table + "; end;\n").objective ==
          optimum_of_boardlp({"queens", "5", "--place", std::to_string(k), "--weights", dir.file("costs.txt")}).objective);
  }
  // Least walls: 5x5 needs none for 5 queens, then more for 6 and 7.
  for (int k : {5, 6, 7}) {
    CAPTURE(k);
    CHECK(optimum_of_mod("queens-least-walls.mod", "data; param R := 5; param K := " + std::to_string(k) + "; end;\n").objective ==
          optimum_of_boardlp({"queens", "5", "--least-walls", std::to_string(k)}).objective);
  }
}
