// Real solves: cbc and glpsol read every format, and the optimum is the known one (
// OEIS) or the brute-force one on small boards.
#include <doctest/doctest.h>

#include <random>
#include <fmt/format.h>

#include "support/brute.hpp"
#include "support/generate.hpp"
#include "support/process.hpp"
#include "support/solvers.hpp"

using namespace boardlp;
using namespace boardlp::test;

namespace {

const FileFormat kFormats[] = {FileFormat::lp, FileFormat::mps, FileFormat::fixed_mps};

// The optimum as the problem states it (an MPS maximum is minus the file's objective).
double stated(const Spec& s, FileFormat f, double objective) {
  return s.problem == Problem::max && f != FileFormat::lp ? -objective : objective;
}

// Solves the spec with both solvers in every format; returns the status and checks they agree.
void expect_optimum(const Spec& spec, std::optional<double> optimum, const std::vector<FileFormat>& formats = {
                                                                          std::begin(kFormats), std::end(kFormats)}) {
  TempDir dir;
  for (FileFormat f : formats) {
    const std::string path = dir.file(fmt::format("m{}", extension_of(f)));
    write_file_of(spec, f, path);
    for (int solver = 0; solver < 2; ++solver) {
      const Optimum o = solver == 0 ? solve_with_cbc(path) : solve_with_glpsol(path, f);
      CAPTURE(header_line(spec));
      CAPTURE(extension_of(f));
      CAPTURE(solver == 0 ? "cbc" : "glpsol");
      if (optimum) {
        CHECK(o.status == "optimal");
        CHECK(stated(spec, f, o.objective) == doctest::Approx(*optimum));
      } else {
        CHECK(o.status == "infeasible");
      }
    }
  }
}

SmallBoard small(const Spec& s) {
  SmallBoard b{s.rows, s.cols, 0};
  for (const Square& w : s.walls) b.walls |= uint64_t{1} << (w.r * s.cols + w.c);
  for (const Square& h : s.holes) b.holes |= uint64_t{1} << (h.r * s.cols + h.c);
  for (const Square& f : s.fixed) b.fixed |= uint64_t{1} << (f.r * s.cols + f.c);
  b.torus = s.torus;
  return b;
}

}  // namespace

TEST_CASE("n x n maxima for n = 1..8: the published 8, 8, 14, 16, 32 on 8x8") {
  // Queens: 1, 1, 2, then n. Bishops: 2n-2. Kings: ceil(n/2)^2. Knights: 4 on 2x2, else ceil(n^2/2).
  for (int n = 1; n <= 8; ++n) {
    expect_optimum(make_spec(Piece::queen, n, n), n == 2 ? 1 : n == 3 ? 2 : n);
    expect_optimum(make_spec(Piece::rook, n, n), n);
    expect_optimum(make_spec(Piece::bishop, n, n), n == 1 ? 1 : 2 * n - 2);
    expect_optimum(make_spec(Piece::king, n, n), ((n + 1) / 2) * ((n + 1) / 2));
    expect_optimum(make_spec(Piece::knight, n, n), n == 2 ? 4 : (n * n + 1) / 2);
  }
}

TEST_CASE("the pairwise form has the same optima") {
  for (int n = 1; n <= 6; ++n) {
    const auto f = Formulation::pairwise;
    expect_optimum(make_spec(Piece::queen, n, n, Problem::max, -1, f), n == 2 ? 1 : n == 3 ? 2 : n, {FileFormat::lp, FileFormat::mps});
    expect_optimum(make_spec(Piece::bishop, n, n, Problem::max, -1, f), n == 1 ? 1 : 2 * n - 2, {FileFormat::lp});
    expect_optimum(make_spec(Piece::king, n, n, Problem::max, -1, f), ((n + 1) / 2) * ((n + 1) / 2), {FileFormat::lp});
  }
}

TEST_CASE("rectangles and walls: the optimum equals a brute force") {
  const std::vector<Spec> specs = [] {
    std::vector<Spec> v;
    for (Piece p : {Piece::queen, Piece::rook, Piece::bishop, Piece::king, Piece::knight}) {
      for (auto [r, c] : {std::pair{2, 3}, {3, 5}, {5, 3}, {1, 7}, {4, 6}}) v.push_back(make_spec(p, r, c));
      Spec w = make_spec(p, 5, 5);
      w.walls = {{1, 1}, {2, 2}, {0, 4}};
      v.push_back(w);
      Spec w2 = make_spec(p, 4, 6);
      w2.walls = {{1, 2}, {2, 3}};
      v.push_back(w2);
    }
    return v;
  }();
  for (const Spec& s : specs) expect_optimum(s, brute_max(s.piece, small(s)), {FileFormat::lp, FileFormat::fixed_mps});
}

TEST_CASE("--place: 2 and 3 queens do not fit on 2x2 and 3x3; K = the maximum fits, one more does not") {
  expect_optimum(make_spec(Piece::queen, 2, 2, Problem::place, 2), std::nullopt);
  expect_optimum(make_spec(Piece::queen, 3, 3, Problem::place, 3), std::nullopt);
  expect_optimum(make_spec(Piece::queen, 8, 8, Problem::place, 8), 0.0);
  expect_optimum(make_spec(Piece::knight, 4, 4, Problem::place, 8), 0.0, {FileFormat::lp});
  expect_optimum(make_spec(Piece::knight, 4, 4, Problem::place, 9), std::nullopt, {FileFormat::lp});
  expect_optimum(make_spec(Piece::bishop, 5, 5, Problem::place, 8), 0.0, {FileFormat::mps});
  expect_optimum(make_spec(Piece::bishop, 5, 5, Problem::place, 9), std::nullopt, {FileFormat::mps});
}

TEST_CASE("min cost: the 4x4 example of the article on constraint satisfaction and optimization costs 20, and random costs match a brute force") {
  Spec seed = make_spec(Piece::queen, 4, 4, Problem::place, 4);
  seed.weighted = true;
  seed.weights = {1, 8, 2, 9, 5, 1, 9, 2, 6, 1, 7, 4, 3, 9, 8, 2};  // that article's model.lp objective
  seed.weights_file = "seed001.txt";
  expect_optimum(seed, 20.0);

  std::mt19937 rng(11);
  std::uniform_int_distribution<int> cost(-9, 30);
  for (Piece p : {Piece::queen, Piece::rook, Piece::bishop, Piece::king, Piece::knight})
    for (auto [r, c, k] : {std::tuple{4, 4, 3}, {5, 5, 4}, {3, 5, 3}}) {
      Spec s = make_spec(p, r, c, Problem::place, k);
      s.weighted = true;
      for (int i = 0; i < r * c; ++i) s.weights.push_back(cost(rng) / 2.0);
      s.weights_file = "random";
      expect_optimum(s, brute_min_cost(p, small(s), k, s.weights), {FileFormat::lp, FileFormat::mps});
    }
}

TEST_CASE("--weights: the lightest domination (plain, independent, total, double) and the heaviest placement equal a brute force") {
  std::mt19937 rng(53);
  std::uniform_int_distribution<int> weight(-3, 9);  // a negative weight: a piece a maximum takes, a minimum too
  int compared = 0;
  for (Piece p : {Piece::queen, Piece::rook, Piece::bishop, Piece::king, Piece::knight})
    for (auto [r, c] : {std::pair{3, 3}, {3, 4}, {4, 4}})
      for (const auto& [problem, weighed] :
           {std::pair{Problem::max, Weighed::max}, {Problem::dominate, Weighed::dominate},
            {Problem::independent_dominate, Weighed::independent_dominate},
            {Problem::total_dominate, Weighed::total_dominate}, {Problem::double_dominate, Weighed::double_dominate}}) {
        Spec s = make_spec(p, r, c, problem);
        if (r == 4) s.walls = {{1, 2}};
        std::vector<int64_t> weights;
        for (int i = 0; i < r * c; ++i) weights.push_back(weight(rng));
        s.weighted = true;
        s.weights.assign(weights.begin(), weights.end());
        s.weights_file = "random";
        const WeightedBest best = brute_weighted(p, small(s), weighed, weights);
        if (!best.weight) continue;  // nothing allowed (boardlp refuses such a board: tests/test_cli.cpp)
        expect_optimum(s, static_cast<double>(*best.weight), {FileFormat::lp, FileFormat::mps});
        ++compared;
      }
  MESSAGE(compared << " weighted boards compared with the brute force");
  CHECK(compared >= 60);
}

TEST_CASE("least walls: the optimum equals a brute force") {
  for (Piece p : {Piece::queen, Piece::rook, Piece::bishop})
    for (auto [r, c, k] : {std::tuple{3, 3, 5}, {3, 3, 4}, {4, 4, 5}, {4, 4, 6}, {3, 4, 5}, {2, 5, 4}})
      for (Formulation f : {Formulation::clique, Formulation::pairwise}) {
        const Spec s = make_spec(p, r, c, Problem::least_walls, k, f);
        const auto walls = brute_least_walls(p, small(s), k);
        expect_optimum(s, walls ? std::optional<double>(*walls) : std::nullopt, {FileFormat::lp, FileFormat::mps});
      }
  Spec given = make_spec(Piece::queen, 4, 4, Problem::least_walls, 5);
  given.walls = {{1, 1}};  // a wall already there counts for nothing
  const auto walls = brute_least_walls(Piece::queen, small(given), 5);
  expect_optimum(given, walls ? std::optional<double>(*walls) : std::nullopt, {FileFormat::lp});
}

TEST_CASE("least walls with holes, fixed pieces and riders of any step: the optimum equals a brute force") {
  struct Case {
    const char* piece;
    int rows, cols;
    std::vector<Square> holes, fixed;
  };
  const std::vector<Case> cases = {
      {"queens", 4, 4, {{1, 1}}, {}},        {"queens", 4, 5, {{1, 2}, {2, 1}}, {{0, 0}}},
      {"rooks", 3, 4, {{1, 1}}, {{0, 3}}},   {"bishops", 4, 4, {{2, 2}}, {}},
      {"nightriders", 4, 5, {}, {}},         {"nightriders", 5, 4, {{2, 2}}, {{0, 0}}},
      {"DD", 4, 5, {{2, 2}}, {}},            {"NNF", 4, 5, {}, {{1, 1}}},
      {"amazons", 5, 5, {{2, 2}}, {}},
  };
  int walled = 0;
  for (const Case& c : cases)
    for (Formulation f : {Formulation::clique, Formulation::pairwise}) {
      Spec s = make_spec(*parse_piece(c.piece), c.rows, c.cols, Problem::least_walls, 1, f);
      s.holes = c.holes;
      s.fixed = c.fixed;
      s.k = brute_max(s.piece, small(s)) + 1;  // one piece more than fits without new walls
      const auto walls = brute_least_walls(s.piece, small(s), static_cast<int>(s.k));
      CAPTURE(header_line(s));
      expect_optimum(s, walls ? std::optional<double>(*walls) : std::nullopt, {FileFormat::lp, FileFormat::mps});
      walled += walls.has_value();
    }
  CHECK(walled == 10);  // five boards take one more piece with walls; on the others no walls suffice
}

TEST_CASE("new pieces (amazons, chancellors, archbishops, nightriders, Betza pieces): the optimum equals a brute force") {
  const std::vector<std::string> pieces = {"amazons", "chancellors", "archbishops", "nightriders", "WFN", "DA", "NNF", "AAW"};
  std::vector<Spec> specs;
  for (const std::string& name : pieces) {
    const Piece p = *parse_piece(name);
    for (int n = 1; n <= 6; ++n) specs.push_back(make_spec(p, n, n));
    for (auto [r, c] : {std::pair{2, 5}, {3, 5}, {5, 3}, {1, 7}, {4, 6}}) specs.push_back(make_spec(p, r, c));
    Spec w = make_spec(p, 5, 5);
    w.walls = {{1, 1}, {2, 2}, {0, 4}};
    specs.push_back(w);
    Spec w2 = make_spec(p, 6, 6, Problem::max, -1, Formulation::pairwise);
    w2.walls = {{1, 2}, {3, 3}};
    specs.push_back(w2);
  }
  for (const Spec& s : specs)  // pairwise names ("nr4_1_2_1") are too long for fixed MPS
    expect_optimum(s, brute_max(s.piece, small(s)),
                   s.formulation == Formulation::pairwise ? std::vector<FileFormat>{FileFormat::lp, FileFormat::mps}
                                                          : std::vector<FileFormat>{FileFormat::lp, FileFormat::fixed_mps});
  // Least walls for a piece that rides and leaps: the fewest walls so that 7 amazons fit on 6x6.
  const Spec least = make_spec(Piece::amazon, 6, 6, Problem::least_walls, 7);
  expect_optimum(least, brute_least_walls(Piece::amazon, small(least), 7), {FileFormat::lp});
}

TEST_CASE("holes and fixed pieces: the optimum equals a brute force, on every piece and both forms") {
  std::vector<Spec> specs;
  for (const char* name : {"queens", "rooks", "bishops", "kings", "knights", "amazons", "nightriders", "WFN"})
    for (Formulation f : {Formulation::clique, Formulation::pairwise}) {
      Spec a = make_spec(*parse_piece(name), 6, 6, Problem::max, -1, f);
      a.holes = {{2, 2}, {3, 4}};  // lines pass over them
      specs.push_back(a);
      Spec b = make_spec(*parse_piece(name), 5, 6, Problem::max, -1, f);
      b.walls = {{1, 3}};
      b.holes = {{2, 1}};
      b.fixed = {{0, 0}};
      specs.push_back(b);
      Spec c = make_spec(*parse_piece(name), 6, 5, Problem::max, -1, f);
      c.fixed = {{5, 4}, {0, 2}};
      specs.push_back(c);
    }
  for (const Spec& s : specs)
    expect_optimum(s, brute_max(s.piece, small(s)),
                   s.formulation == Formulation::pairwise ? std::vector<FileFormat>{FileFormat::lp, FileFormat::mps}
                                                          : std::vector<FileFormat>{FileFormat::lp, FileFormat::fixed_mps});
  // The completion problem with --place: 8 queens with one already on a corner fit; with two that
  // leave no completion (1,1) and (2,3), they do not.
  Spec corner = make_spec(Piece::queen, 8, 8, Problem::place, 8);
  corner.fixed = {{0, 0}};
  expect_optimum(corner, 0.0, {FileFormat::lp, FileFormat::mps});
  Spec stuck = make_spec(Piece::queen, 4, 4, Problem::place, 4);
  stuck.fixed = {{0, 0}};  // no 4-queens solution has a queen in a corner
  expect_optimum(stuck, std::nullopt, {FileFormat::lp});
}

TEST_CASE("the torus: the optimum equals a brute force that wraps by its own rules, on every piece and both forms") {
  std::vector<Spec> specs;
  for (const char* name : {"queens", "rooks", "bishops", "kings", "knights", "amazons", "nightriders", "WFN", "DA"})
    for (Formulation f : {Formulation::clique, Formulation::pairwise}) {
      for (auto [r, c] : {std::pair{3, 3}, {4, 4}, {5, 5}, {6, 6}, {3, 5}, {4, 6}, {5, 4}}) {
        Spec t = make_spec(*parse_piece(name), r, c, Problem::max, -1, f);
        t.torus = true;
        specs.push_back(t);
      }
      Spec w = make_spec(*parse_piece(name), 5, 6, Problem::max, -1, f);
      w.torus = true;
      w.walls = {{0, 2}, {3, 4}};
      w.holes = {{2, 2}};
      w.fixed = {{4, 0}};
      specs.push_back(w);
    }
  for (const Spec& s : specs)
    expect_optimum(s, brute_max(s.piece, small(s)),
                   s.formulation == Formulation::pairwise ? std::vector<FileFormat>{FileFormat::lp, FileFormat::mps}
                                                          : std::vector<FileFormat>{FileFormat::lp, FileFormat::fixed_mps});
}
