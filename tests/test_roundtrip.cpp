// Every piece and problem, LP, free MPS and fixed MPS, read back by CoinLpIO / CoinMpsIO and
// compared with the model: same names, matrix, bounds, integrality, objective. LP is written row
// by row and MPS column by column, so this also holds the two views of each family to each other.
#include <doctest/doctest.h>

#include <random>
#include <fmt/format.h>

#include "errors.hpp"
#include "support/coin_read.hpp"
#include "writer.hpp"
#include "support/generate.hpp"
#include "support/process.hpp"

using namespace boardlp;
using namespace boardlp::test;

namespace {

struct Board_ {
  int rows, cols;
  std::vector<Square> walls;
};

const std::vector<Board_>& boards() {
  static const std::vector<Board_> all = {
      {1, 1, {}}, {2, 2, {}}, {3, 3, {}}, {5, 5, {}}, {8, 8, {}}, {4, 7, {}}, {7, 4, {}}, {1, 6, {}},
      {9, 9, {{0, 0}, {2, 3}, {4, 4}, {4, 5}, {8, 1}}},
      {5, 6, {{1, 1}, {3, 2}}},
  };
  return all;
}

void check_round_trip(const Spec& spec, const TempDir& dir,
                      std::vector<FileFormat> formats = {FileFormat::lp, FileFormat::mps, FileFormat::fixed_mps}) {
  const auto model = model_of(spec);
  FileData lp_data;
  for (FileFormat f : formats) {
    const std::string path = dir.file(fmt::format("m{}", extension_of(f)));
    write_file_of(spec, f, path);
    const FileData read = read_with_coinutils(path, f);
    const FileData expect = expected_data(*model, f);
    CHECK(read.objective_name == expect.objective_name);
    CHECK(read.columns == expect.columns);
    CHECK(read.rows == expect.rows);
    CHECK(read.matrix == expect.matrix);
    if (f == FileFormat::lp) lp_data = read;
    else {
      FileData same = read;
      same.objective_name = lp_data.objective_name;
      CHECK(same == lp_data);
    }
  }
}

// In every format whose names fit: pair and span rows are named by their length too
// (dr_5_4_10, nr4_1_1_1), and some pass fixed MPS's 8 characters, which the writer refuses
// (tested in test_names); those go in LP and free MPS. Returns the number of files read back.
int check_round_trip_all(const Spec& spec, const TempDir& dir) {
  bool fits = true;
  try {
    check_names(*model_of(spec), FileFormat::fixed_mps);
  } catch (const UserError&) {
    fits = false;
  }
  if (fits) check_round_trip(spec, dir);
  else check_round_trip(spec, dir, {FileFormat::lp, FileFormat::mps});
  return fits ? 3 : 2;
}

}  // namespace

TEST_CASE("round trips through CoinUtils: every piece, problem and formulation") {
  TempDir dir;
  std::mt19937 rng(7);
  int files = 0;
  for (const Board_& b : boards())
    for (Piece p : {Piece::queen, Piece::rook, Piece::bishop, Piece::king, Piece::knight})
      for (Formulation f : {Formulation::clique, Formulation::pairwise})
        for (auto [problem, weighted] :
             {std::pair{Problem::max, false}, {Problem::place, false}, {Problem::place, true}, {Problem::least_walls, false}}) {
          if (problem == Problem::least_walls && (!attacks_along_lines(p) || b.rows * b.cols > 64)) continue;
          const int open = b.rows * b.cols - static_cast<int>(b.walls.size());
          const int k = std::min({b.rows, b.cols, open});
          Spec s = make_spec(p, b.rows, b.cols, problem, problem == Problem::max ? -1 : k, f);
          s.walls = b.walls;
          if (weighted) {  // --place K --weights FILE
            std::uniform_int_distribution<int> weight(-20, 40);
            s.weighted = true;
            for (int i = 0; i < b.rows * b.cols; ++i) s.weights.push_back(weight(rng) / 4.0);
            s.weights_file = "weights.txt";
          }
          CAPTURE(header_line(s));
          check_round_trip(s, dir);
          files += 3;
        }
  MESSAGE(files << " files read back");
}

TEST_CASE("round trips: new pieces, holes, fixed pieces and tori hold the row and column views to each other") {
  TempDir dir;
  int files = 0;
  const Piece pieces[] = {Piece::king, Piece::knight, Piece::amazon, Piece::nightrider, *parse_piece("WFN"),
                          *parse_piece("DA"), *parse_piece("WW")};
  for (Piece p : pieces)
    for (bool torus : {false, true})
      for (Formulation f : {Formulation::clique, Formulation::pairwise})
        for (Problem problem : {Problem::max, Problem::place, Problem::least_walls}) {
          if (problem == Problem::least_walls && (torus || !attacks_along_lines(p))) continue;
          Spec s = make_spec(p, 5, 6, problem, problem == Problem::max ? -1 : 3, f);
          s.torus = torus;
          s.walls = {{0, 5}, {3, 2}};
          s.holes = {{1, 1}, {4, 4}};
          if (problem != Problem::least_walls) s.fixed = {{2, 0}};
          CAPTURE(header_line(s));
          files += check_round_trip_all(s, dir);
        }
  MESSAGE(files << " files read back");
  CHECK(files >= 100);
}

TEST_CASE("round trips: domination, peaceable armies (both forms) and the named cuts, on every piece") {
  TempDir dir;
  int files = 0;
  const Piece pieces[] = {Piece::queen, Piece::rook, Piece::bishop, Piece::king, Piece::knight, Piece::amazon,
                          Piece::nightrider, *parse_piece("WFN"), *parse_piece("DA")};
  auto trip = [&](const Spec& s) {
    CAPTURE(header_line(s));
    files += check_round_trip_all(s, dir);
  };
  for (Piece p : pieces)
    for (bool torus : {false, true})
      for (Formulation f : {Formulation::clique, Formulation::pairwise})
        for (Problem problem : {Problem::independent_dominate, Problem::armies, Problem::non_dominating}) {
          Spec s = make_spec(p, 5, 6, problem, -1, f);
          s.torus = torus;
          s.walls = {{0, 5}, {3, 2}};
          s.holes = {{1, 1}, {4, 0}};
          s.fixed = {{2, 0}};
          trip(s);
        }
  for (Piece p : pieces)  // total domination: rows tc_R_C without the square's own variable
    for (bool torus : {false, true}) {
      Spec s = make_spec(p, 5, 6, Problem::total_dominate, -1, Formulation::clique);
      s.torus = torus;
      s.walls = {{0, 5}, {3, 2}};
      s.holes = {{1, 1}};
      s.fixed = {{2, 0}, {2, 1}};
      trip(s);
      if (torus) continue;
      Spec c = make_spec(p, 6, 6, Problem::total_dominate, -1, Formulation::clique);
      c.cut_symmetry = true;
      c.cut_spencer = p == Piece::queen;
      trip(c);
    }
  for (Piece p : pieces)  // the feasibility form at a bound and a proof's cubes (zr_R, zc_C, pr_R, pc_C)
    for (Problem problem : {Problem::dominate, Problem::independent_dominate, Problem::total_dominate})
      for (bool torus : {false, true}) {
        Spec s = make_spec(p, 5, 6, problem, -1, Formulation::clique);
        s.torus = torus;
        s.at_most = 3;
        trip(s);
        s.cube = EmptyLines{1, 3, 0, 4};
        trip(s);
      }
  for (Piece p : pieces) {  // plain domination has no formulation; cuts on a symmetric board
    Spec s = make_spec(p, 5, 6, Problem::dominate, -1, Formulation::clique);
    s.walls = {{0, 5}};
    s.holes = {{2, 2}};
    trip(s);
    for (Problem problem : {Problem::max, Problem::dominate, Problem::armies, Problem::non_dominating}) {
      Spec c = make_spec(p, 6, 6, problem, -1, Formulation::clique);
      c.walls = {{0, 0}, {0, 5}, {5, 0}, {5, 5}};
      c.cut_symmetry = true;
      c.cut_spencer = p == Piece::queen && problem == Problem::dominate;
      if (c.cut_spencer) c.walls.clear();
      trip(c);
      Spec lex = c;  // the lex-leader chains (lxG_R_C columns, lxo/lxa/lxb rows) on all 8 symmetries
      lex.cut_symmetry = false;
      lex.cut_lex = true;
      trip(lex);
      Spec rect = make_spec(p, 5, 6, problem, -1, Formulation::clique);  // a rectangle: the flips and the half turn
      rect.cut_lex = true;
      trip(rect);
    }
  }
  for (Piece p : pieces) {  // region puzzles: rows, columns and regions "= K", a wall in the grid
    Spec s = make_spec(p, 6, 6, Problem::regions, 1, Formulation::clique);
    s.regions = {'A', 'A', 'B', 'B', 'B', 'C', 'A', '#', 'B', 'D', 'C', 'C', 'A', 'E', 'E', 'D', 'D', 'C',
                 'F', 'E', 'E', 'D', 'D', 'C', 'F', 'F', 'E', 'E', 'D', 'C', 'F', 'F', 'F', 'E', 'D', 'D'};
    s.walls = {{1, 1}};
    s.holes = {{5, 5}};
    trip(s);
    s.formulation = Formulation::pairwise;
    trip(s);
  }
  for (Piece p : pieces) {  // colouring: x_R_C_k and w_k, every packing row once per colour, the order cut
    for (Formulation f : {Formulation::clique, Formulation::pairwise}) {
      Spec s = make_spec(p, 4, 5, Problem::colour, 12, f);
      s.walls = {{0, 4}};
      s.holes = {{2, 2}};
      s.cut_colour_order = true;
      s.cut_clique = true;
      trip(s);
      Spec t = make_spec(p, 4, 4, Problem::colour, -1, f);  // the greedy count, on a torus
      t.torus = true;
      trip(t);
    }
  }
  for (Piece p : pieces) {  // the line cover: indicators per segment, cover rows naming them
    if (!attacks_along_lines(p)) continue;
    for (Problem problem : {Problem::dominate, Problem::independent_dominate})
      for (bool torus : {false, true}) {
        Spec s = make_spec(p, 5, 6, problem, -1, Formulation::clique);
        s.cover = CoverForm::lines;
        s.torus = torus;
        s.walls = {{0, 5}, {3, 2}};
        s.holes = {{1, 1}, {4, 4}};
        s.fixed = {{2, 0}};
        trip(s);
      }
  }
  MESSAGE(files << " files read back");
  CHECK(files >= 100);
}
