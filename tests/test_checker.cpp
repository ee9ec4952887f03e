// The independent checker and the board symmetries, on hand-made solutions.
#include <algorithm>

#include <doctest/doctest.h>

#include "checker.hpp"
#include "header.hpp"
#include "recipes.hpp"
#include "support/answers.hpp"
#include "symmetry.hpp"

using namespace boardlp;
using namespace boardlp::test;

namespace {
BoardInfo info_of(Piece piece, int n, Problem problem, std::vector<Square> walls = {}) {
  BoardInfo info;
  info.spec.piece = piece;
  info.spec.rows = info.spec.cols = n;
  info.spec.problem = problem;
  info.spec.walls = std::move(walls);
  info.problem_known = true;
  return info;
}
}  // namespace

TEST_CASE("two queens on a diagonal, a piece on a wall, a wrong count are caught") {
  const BoardInfo q = info_of(Piece::queen, 4, Problem::max);
  const Placement diag = placement_of(optimal_answer({{"x_1_1", 1}, {"x_3_3", 1}}, 2));
  const auto problems = check_placement(q, diag, 2.0);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0] == "two queens attack each other: (1,1) and (3,3)");
  // A wall between them makes the same pair safe.
  const BoardInfo walled = info_of(Piece::queen, 4, Problem::max, {{1, 1}});
  CHECK(check_placement(walled, diag, 2.0).empty());
  const Placement on_wall = placement_of(optimal_answer({{"x_2_2", 1}}, 1));
  CHECK(check_placement(walled, on_wall, 1.0) == std::vector<std::string>{"a queen stands on a wall: (2,2)"});
  // The objective must be the count.
  CHECK(check_placement(q, placement_of(optimal_answer({{"x_1_1", 1}}, 1)), 2.0).size() == 1);
}

TEST_CASE("a value of 0 printed as -1e-12 is a zero; 0.5 is not a placement") {
  const BoardInfo q = info_of(Piece::rook, 2, Problem::max);
  const Placement p = placement_of(optimal_answer({{"x_1_1", 1}, {"x_1_2", -1.0003e-12}, {"x_2_2", 1 - 1e-9}}, 2));
  CHECK(p.pieces == std::vector<Square>{{0, 0}, {1, 1}});
  CHECK_THROWS_AS(placement_of(optimal_answer({{"x_1_1", 0.5}}, 0.5)), DriverError);
  CHECK_THROWS_AS(placement_of(optimal_answer({{"z_1_1", 1}}, 1)), DriverError);
  CHECK_THROWS_AS(placement_of(optimal_answer({{"o_1_1", 1}}, 1)), DriverError);
  // A black piece is a column of armies only.
  const auto black = check_placement(q, placement_of(optimal_answer({{"y_1_1", 1}}, 0)), std::nullopt);
  REQUIRE(black.size() == 1);
  CHECK(black[0].find("black pieces where the problem has one colour") != std::string::npos);
}

TEST_CASE("armies: the checker's own rules, both colours, owners ignored") {
  const BoardInfo a = info_of(Piece::queen, 4, Problem::armies);
  // White (1,1) (1,2), black (2,4) (4,3): no white attacks a black one; owners are not pieces.
  const Placement ok = placement_of(optimal_answer({{"x_1_1", 1}, {"x_1_2", 1}, {"y_2_4", 1}, {"y_4_3", 1}, {"ort_1_1", 1}}, 2));
  CHECK(ok.pieces == std::vector<Square>{{0, 0}, {0, 1}});
  CHECK(ok.black == std::vector<Square>{{1, 3}, {3, 2}});
  CHECK(check_placement(a, ok, 2.0).empty());
  // A black queen on the white one's diagonal.
  const auto hit = check_placement(a, placement_of(optimal_answer({{"x_1_1", 1}, {"y_4_4", 1}}, 1)), 1.0);
  REQUIRE(hit.size() == 1);
  CHECK(hit[0] == "a white and a black queen attack each other: (1,1) and (4,4)");
  // Unequal armies, and a square with both colours.
  const auto uneven = check_placement(a, placement_of(optimal_answer({{"x_1_1", 1}, {"x_1_2", 1}, {"y_2_4", 1}}, 2)), 2.0);
  REQUIRE(uneven.size() == 1);
  CHECK(uneven[0] == "the armies differ: 2 white and 1 black");
  const auto shared = check_placement(a, placement_of(optimal_answer({{"x_2_2", 1}, {"y_2_2", 1}}, 1)), 1.0);
  REQUIRE(!shared.empty());
  CHECK(shared[0] == "a white and a black queen share a square: (2,2)");
  // White pieces may attack each other (along row 1).
  CHECK(check_placement(a, placement_of(optimal_answer({{"x_1_1", 1}, {"x_1_4", 1}, {"y_4_2", 1}, {"y_4_3", 1}}, 2)), 2.0).empty());
}

TEST_CASE("kings touch, knights jump, walls stop only lines") {
  const Board empty(5, 5);
  CHECK(pieces_attack(Piece::king, {2, 2}, {3, 3}, empty));
  CHECK_FALSE(pieces_attack(Piece::king, {2, 2}, {4, 4}, empty));
  CHECK(pieces_attack(Piece::knight, {0, 0}, {1, 2}, empty));
  CHECK_FALSE(pieces_attack(Piece::knight, {0, 0}, {2, 2}, empty));
  CHECK(pieces_attack(Piece::rook, {0, 0}, {0, 4}, empty));
  CHECK_FALSE(pieces_attack(Piece::rook, {0, 0}, {0, 4}, Board(5, 5, {{0, 2}})));
  CHECK_FALSE(pieces_attack(Piece::bishop, {0, 0}, {0, 4}, empty));
  CHECK(pieces_attack(Piece::knight, {0, 0}, {1, 2}, Board(5, 5, {{0, 1}})));  // a wall does not stop a knight
}

TEST_CASE("least-walls: added walls cut lines and are counted") {
  const BoardInfo lw = [] {
    BoardInfo i = info_of(Piece::rook, 1, Problem::least_walls);
    i.spec.cols = 3;
    i.spec.k = 2;
    return i;
  }();
  const Placement p = placement_of(optimal_answer({{"x_1_1", 1}, {"x_1_3", 1}, {"w_1_2", 1}}, 1));
  CHECK(p.new_walls == std::vector<Square>{{0, 1}});
  CHECK(check_placement(lw, p, 1.0).empty());
  const Placement no_wall = placement_of(optimal_answer({{"x_1_1", 1}, {"x_1_3", 1}}, 0));
  CHECK(check_placement(lw, no_wall, 0.0).size() == 1);
}

TEST_CASE("symmetries: 8 on a square, 4 on a rectangle, fewer with walls") {
  CHECK(board_symmetries(8, 8, {}).size() == 8);
  CHECK(board_symmetries(4, 7, {}).size() == 4);
  CHECK(board_symmetries(5, 5, {{2, 2}}).size() == 8);            // the centre is fixed by all
  CHECK(board_symmetries(5, 5, {{0, 0}}).size() == 2);            // a corner: identity and one diagonal
  CHECK(board_symmetries(5, 5, {{0, 1}}).size() == 1);
  // Two 4-queens solutions are mirror images: one class.
  const auto syms = board_symmetries(4, 4, {});
  auto columns = [](std::vector<std::pair<std::string, double>> values) { return columns_at_one(values); };
  const ColumnsAtOne a = columns({{"x_1_2", 1}, {"x_2_4", 1}, {"x_3_1", 1}, {"x_4_3", 1}});
  const ColumnsAtOne b = columns({{"x_1_3", 1}, {"x_2_1", 1}, {"x_3_4", 1}, {"x_4_2", 1}});
  CHECK(canonical_form(a, 4, 4, syms) == canonical_form(b, 4, 4, syms));
  // The orbit of one 4-queens solution is both solutions; of a pair of armies with the colour
  // swap, twice as many placements as without it.
  CHECK(orbit_union({a}, 4, 4, syms, false).size() == 2);
  const ColumnsAtOne armies = columns({{"x_1_1", 1}, {"y_4_4", 1}});  // white on (1,1), black on (4,4)
  CHECK(orbit_union({armies}, 4, 4, syms, false).size() == 4);
  CHECK(orbit_union({armies}, 4, 4, syms, true).size() == 4);  // a swap is the half turn here
  const ColumnsAtOne corner = columns({{"x_1_1", 1}, {"y_1_4", 1}});
  CHECK(orbit_union({corner}, 4, 4, syms, false).size() == 8);
  CHECK(orbit_union({corner}, 4, 4, syms, true).size() == 8);  // the swap is the left-right mirror
}

TEST_CASE("symmetries: an image carries every column that stands for something on a square; the placement tells them apart") {
  // One column of every kind with a square, and a colour's indicator (no square), a segment's owner.
  const ColumnsAtOne all = columns_at_one({{"x_1_2", 1}, {"y_1_3", 1}, {"w_2_1", 1}, {"u_3_3", 1},
                                           {"x_2_3_4", 1}, {"w_4", 1}, {"ort_1_1", 1}});
  const Placement mirrored = placement_of(image(all, Symmetry{4}, 3, 3));  // left-right
  CHECK(mirrored.pieces == std::vector<Square>{{0, 1}});
  CHECK(mirrored.black == std::vector<Square>{{0, 0}});
  CHECK(mirrored.new_walls == std::vector<Square>{{1, 2}});
  CHECK(mirrored.unattacked == std::vector<Square>{{2, 0}});
  CHECK(mirrored.coloured == std::vector<std::pair<Square, int32_t>>{{{1, 0}, 4}});
  CHECK(mirrored.colours_used == std::vector<int32_t>{4});
  // Twice the mirror is the solution again, less the owner (it follows from the pieces).
  ColumnsAtOne no_owner = all;
  std::erase_if(no_owner, [](const ColumnMeaning& m) { return m.kind == ColumnKind::owner; });
  CHECK(image(image(all, Symmetry{4}, 3, 3), Symmetry{4}, 3, 3) == no_owner);
  // What tells two solutions apart is the placement: no free square, colour used or owner.
  CHECK(placement_part(all).size() == 4);
  CHECK(placement_part(columns_at_one({{"x_1_2", 1}, {"u_3_3", 1}})) == placement_part(columns_at_one({{"x_1_2", 1}})));
  for (ColumnKind k : {ColumnKind::piece, ColumnKind::black, ColumnKind::wall, ColumnKind::coloured})
    CHECK(tells_solutions_apart(k));
  for (ColumnKind k : {ColumnKind::unattacked, ColumnKind::owner, ColumnKind::colour_used, ColumnKind::auxiliary})
    CHECK_FALSE(tells_solutions_apart(k));
  // The colour swap of armies exchanges x and y.
  const Placement swapped = placement_of(image(all, Symmetry{0}, 3, 3, true));
  CHECK(swapped.pieces == std::vector<Square>{{0, 2}});
  CHECK(swapped.black == std::vector<Square>{{0, 1}});
}

TEST_CASE("domination, total and double domination: the checker's own rule for each, and every problem has rules") {
  // One queen in the middle of 3x3 dominates it, but nothing attacks the queen's own square.
  const Placement centre = placement_of(optimal_answer({{"x_2_2", 1}}, 1));
  CHECK(check_placement(info_of(Piece::queen, 3, Problem::dominate), centre, 1.0).empty());
  CHECK(check_placement(info_of(Piece::queen, 3, Problem::total_dominate), centre, 1.0) ==
        std::vector<std::string>{"square (2,2) is attacked by no piece on another square"});
  // Two queens side by side in the middle row guard each other and every square.
  const Placement pair = placement_of(optimal_answer({{"x_2_1", 1}, {"x_2_2", 1}}, 2));
  CHECK(check_placement(info_of(Piece::queen, 3, Problem::total_dominate), pair, 2.0).empty());
  // They attack each other, which independent domination forbids.
  CHECK(check_placement(info_of(Piece::queen, 3, Problem::independent_dominate), pair, 2.0) ==
        std::vector<std::string>{"two queens attack each other: (2,1) and (2,2)"});
  // A wall at (1,3) needs no cover; the knight pair (1,1), (3,2) guards each other and covers no more.
  const Placement knights = placement_of(optimal_answer({{"x_1_1", 1}, {"x_3_2", 1}}, 2));
  const auto missed = check_placement(info_of(Piece::knight, 3, Problem::total_dominate, {{0, 2}}), knights, 2.0);
  CHECK(std::find(missed.begin(), missed.end(), "square (1,3) is attacked by no piece on another square") == missed.end());
  CHECK(std::find(missed.begin(), missed.end(), "square (1,1) is attacked by no piece on another square") == missed.end());
  CHECK(std::find(missed.begin(), missed.end(), "square (2,2) is attacked by no piece on another square") != missed.end());
  // Double domination: the centre queen covers every square of 3x3 once (its own by standing
  // there), so each square needs one more. With a second queen beside it, (1,3) is attacked by
  // (2,2) alone, once; (2,2) holds a queen and (2,1) attacks it, twice. The middle row full covers all.
  CHECK(check_placement(info_of(Piece::queen, 3, Problem::double_dominate), centre, 1.0).size() == 9);
  const auto doubled = check_placement(info_of(Piece::queen, 3, Problem::double_dominate), pair, 2.0);
  CHECK(std::find(doubled.begin(), doubled.end(), "square (1,3) is covered once, not twice") != doubled.end());
  CHECK(std::find(doubled.begin(), doubled.end(), "square (2,2) is covered once, not twice") == doubled.end());  // its queen and (2,1)'s
  const Placement three = placement_of(optimal_answer({{"x_2_1", 1}, {"x_2_2", 1}, {"x_2_3", 1}}, 3));
  CHECK(check_placement(info_of(Piece::queen, 3, Problem::double_dominate), three, 3.0).empty());
  // Every problem of the recipes has the checker's rules (else the check throws).
  for (const ProblemRecipe& recipe : problem_recipes()) {
    BoardInfo info = info_of(recipe.points ? Piece::point : Piece::rook, 2, recipe.problem);
    info.spec.k = 1;
    CHECK_NOTHROW(check_placement(info, placement_of(optimal_answer({{"x_1_1", 1}}, 1)), std::nullopt));
  }
}

TEST_CASE("--weights: the header says objective=weights, and the checker takes the objective from the file, not the count") {
  const std::optional<Spec> weighted =
      parse_header_spec("boardlp 1 piece=queens board=3x3 problem=dominate formulation=clique walls=none objective=weights");
  REQUIRE(weighted);
  CHECK(weighted->weighted);
  CHECK(header_line(*weighted).find(" objective=weights") != std::string::npos);
  CHECK_THROWS_WITH(parse_header_spec("boardlp 1 piece=queens board=3x3 problem=dominate objective=costs"),
                    "objective=costs is not weights");
  const Placement centre = placement_of(optimal_answer({{"x_2_2", 1}}, 7.5));
  BoardInfo info = info_of(Piece::queen, 3, Problem::dominate);
  CHECK(check_placement(info, centre, 7.5) ==
        std::vector<std::string>{"the solver says the objective is 7.5 but the solution gives 1"});
  info.spec.weighted = true;  // 7.5: the weight of (2,2), which the file's rows check (file_rows.cpp)
  CHECK(check_placement(info, centre, 7.5).empty());
  // The rules stay: an uncovered square is a fault whatever the weights.
  const Placement corner = placement_of(optimal_answer({{"x_1_1", 1}}, 1));
  CHECK(!check_placement(info, corner, 1.0).empty());
}

TEST_CASE("no-three-in-line: three points on one line of any slope are a fault, unless a wall stands between them") {
  // (1,1), (2,3), (3,5): a line of step (1,2), which no queen rides.
  const Placement knight_line = placement_of(optimal_answer({{"x_1_1", 1}, {"x_2_3", 1}, {"x_3_5", 1}}, 3));
  CHECK(check_placement(info_of(Piece::point, 5, Problem::no_three_in_line), knight_line, 3.0) ==
        std::vector<std::string>{"three points on one line: (1,1), (2,3) and (3,5)"});
  // (1,1), (3,3), (5,5): a wall on (4,4) cuts the diagonal between them; one on (1,2), off it, does not.
  const Placement diagonal = placement_of(optimal_answer({{"x_1_1", 1}, {"x_3_3", 1}, {"x_5_5", 1}}, 3));
  CHECK(check_placement(info_of(Piece::point, 5, Problem::no_three_in_line, {{3, 3}}), diagonal, 3.0).empty());
  CHECK(check_placement(info_of(Piece::point, 5, Problem::no_three_in_line, {{0, 1}}), diagonal, 3.0).size() == 1);
  // Not on one line: (1,1), (2,3), (3,4).
  const Placement bent = placement_of(optimal_answer({{"x_1_1", 1}, {"x_2_3", 1}, {"x_3_4", 1}}, 3));
  CHECK(check_placement(info_of(Piece::point, 5, Problem::no_three_in_line), bent, 3.0).empty());
  // The objective is the number of points.
  CHECK(check_placement(info_of(Piece::point, 5, Problem::no_three_in_line), bent, 4.0) ==
        std::vector<std::string>{"the solver says the objective is 4 but the solution gives 3"});
}

TEST_CASE("the feasibility form at a bound: at most K pieces, a zero objective, and a proof's cube by its empty lines") {
  BoardInfo info = info_of(Piece::queen, 4, Problem::dominate);
  info.spec.at_most = 2;
  // Two queens, (2,2) and (3,2), and the objective 0 of the feasibility form; a third is one too many.
  const Placement two = placement_of(optimal_answer({{"x_2_2", 1}, {"x_3_2", 1}}, 0));
  const std::vector<std::string> plain = check_placement(info, two, 0.0);
  const Placement three = placement_of(optimal_answer({{"x_2_2", 1}, {"x_3_2", 1}, {"x_1_1", 1}}, 0));
  const auto over = check_placement(info, three, 0.0);
  CHECK(std::find(over.begin(), over.end(), "3 queens placed where the model allows at most 2") != over.end());
  CHECK(std::find(plain.begin(), plain.end(), "the solver says the objective is 0 but the solution gives 2") == plain.end());
  // The cube: rows 1 and 4 are the first and last empty rows; columns 1 and 4 the first and last
  // empty columns. A cube that says otherwise is a fault, named by the lines the placement has.
  info.spec.cube = EmptyLines{0, 3, 0, 3};
  const auto in_cube = check_placement(info, two, 0.0);
  CHECK(std::find_if(in_cube.begin(), in_cube.end(), [](const std::string& f) { return f.find("cube") != std::string::npos; }) == in_cube.end());
  info.spec.cube = EmptyLines{0, 3, 0, 2};
  const auto cols = check_placement(info, two, 0.0);
  CHECK(std::find(cols.begin(), cols.end(), "the first and last columns with no piece are 1 and 4, not the cube's 1 and 3") != cols.end());
  info.spec.cube = EmptyLines{1, 3, 0, 3};
  const auto rows = check_placement(info, two, 0.0);
  CHECK(std::find(rows.begin(), rows.end(), "the first and last rows with no piece are 1 and 4, not the cube's 2 and 4") != rows.end());
}

TEST_CASE("non-dominating: a free square must be open, empty and attacked by no piece; the objective counts them") {
  BoardInfo info = info_of(Piece::queen, 5, Problem::non_dominating, {{2, 2}});  // a wall in the centre
  info.spec.k = 2;
  // Queens on (1,1) and (1,2): (3,5) is on neither's lines, (5,5) is on (1,1)'s diagonal, but the
  // wall on (3,3) cuts it.
  const Placement good = placement_of(optimal_answer({{"x_1_1", 1}, {"x_1_2", 1}, {"u_3_5", 1}, {"u_5_5", 1}}, 2));
  CHECK(good.unattacked == std::vector<Square>{{2, 4}, {4, 4}});
  CHECK(check_placement(info, good, 2.0).empty());
  CHECK(check_placement(info, good, 3.0) == std::vector<std::string>{"the solver says the objective is 3 but the solution gives 2"});
  const Placement attacked = placement_of(optimal_answer({{"x_1_1", 1}, {"x_1_2", 1}, {"u_3_4", 1}}, 1));
  CHECK(check_placement(info, attacked, 1.0) ==
        std::vector<std::string>{"square (3,4) is counted as free but the queen on (1,2) attacks it"});
  const Placement occupied = placement_of(optimal_answer({{"x_1_1", 1}, {"x_1_2", 1}, {"u_1_1", 1}}, 1));
  CHECK(check_placement(info, occupied, 1.0) == std::vector<std::string>{"square (1,1) is counted as free but holds a queen"});
  const Placement on_wall = placement_of(optimal_answer({{"x_1_1", 1}, {"x_1_2", 1}, {"u_3_3", 1}}, 1));
  CHECK(check_placement(info, on_wall, 1.0) == std::vector<std::string>{"square (3,3) is counted as free but is not an open square"});
  const Placement three = placement_of(optimal_answer({{"x_1_1", 1}, {"x_1_2", 1}, {"x_5_5", 1}}, 0));
  CHECK(check_placement(info, three, 0.0) == std::vector<std::string>{"3 queens placed where the model asks for exactly 2"});
  // A free square marked where the problem has none is a fault of its own.
  CHECK(check_placement(info_of(Piece::queen, 5, Problem::max), placement_of(optimal_answer({{"x_1_1", 1}, {"u_3_4", 1}}, 1)), 1.0)
            .front() == "unattacked squares (u_R_C) where the problem counts none: (3,4)");
}

TEST_CASE("region puzzles: exactly K in every row, column and region of the header's grid, by the checker's own count") {
  BoardInfo info = info_of(Piece::king, 4, Problem::regions);
  info.spec.k = 1;
  info.spec.regions = {'A', 'A', 'B', 'B', 'A', 'C', 'C', 'B', 'D', 'D', 'C', 'B', 'D', 'D', 'D', 'B'};
  // (1,2) (2,4) (3,1) (4,3): one per row and column, no two touching, one in each of A, B, D ... and C?
  const Placement p = placement_of(optimal_answer({{"x_1_2", 1}, {"x_2_4", 1}, {"x_3_1", 1}, {"x_4_3", 1}}, 0));
  // (4,3) is in D, so D holds two and C none.
  CHECK(check_placement(info, p, 0.0) == std::vector<std::string>{"region 'C' holds 0 kings, not 1", "region 'D' holds 2 kings, not 1"});
  const Placement rows = placement_of(optimal_answer({{"x_1_1", 1}, {"x_1_4", 1}, {"x_3_2", 1}, {"x_4_4", 1}}, 0));
  const auto faults = check_placement(info, rows, 0.0);
  CHECK(std::find(faults.begin(), faults.end(), "row 1 holds 2 kings, not 1") != faults.end());
  CHECK(std::find(faults.begin(), faults.end(), "row 2 holds 0 kings, not 1") != faults.end());
  CHECK(std::find(faults.begin(), faults.end(), "column 4 holds 2 kings, not 1") != faults.end());
  // Kings that touch break the piece's own rule as well.
  const Placement touching = placement_of(optimal_answer({{"x_1_1", 1}, {"x_2_2", 1}}, 0));
  const auto t = check_placement(info, touching, 0.0);
  CHECK(std::find(t.begin(), t.end(), "two kings attack each other: (1,1) and (2,2)") != t.end());
}

TEST_CASE("colouring: every open square one colour, none on a wall, no two of a colour attacking, w_k for each colour used") {
  BoardInfo info = info_of(Piece::rook, 2, Problem::colour);
  info.spec.k = 3;
  // A Latin square of order 2: the rooks' colouring in 2 colours.
  const Placement latin = placement_of(
      optimal_answer({{"x_1_1_1", 1}, {"x_1_2_2", 1}, {"x_2_1_2", 1}, {"x_2_2_1", 1}, {"w_1", 1}, {"w_2", 1}}, 2));
  CHECK(latin.coloured.size() == 4);
  CHECK(latin.colours_used == std::vector<int32_t>{1, 2});
  CHECK(check_placement(info, latin, 2.0).empty());
  CHECK(check_placement(info, latin, 3.0) == std::vector<std::string>{"the solver says the objective is 3 but the solution gives 2"});
  const Placement row = placement_of(
      optimal_answer({{"x_1_1_1", 1}, {"x_1_2_1", 1}, {"x_2_1_2", 1}, {"x_2_2_3", 1}, {"w_1", 1}, {"w_2", 1}, {"w_3", 1}}, 3));
  CHECK(check_placement(info, row, 3.0) == std::vector<std::string>{"squares (1,1) and (1,2) have colour 1 but attack each other"});
  const Placement missing = placement_of(optimal_answer({{"x_1_1_1", 1}, {"x_1_2_2", 1}, {"x_2_1_2", 1}, {"w_1", 1}}, 1));
  CHECK(check_placement(info, missing, 1.0) ==
        std::vector<std::string>{"square (2,2) has no colour", "colour 2 is on 2 squares but w_2 is 0"});
  const Placement two = placement_of(optimal_answer(
      {{"x_1_1_1", 1}, {"x_1_1_2", 1}, {"x_1_2_2", 1}, {"x_2_1_2", 1}, {"x_2_2_1", 1}, {"w_1", 1}, {"w_2", 1}}, 2));
  CHECK(check_placement(info, two, 2.0).front() == "square (1,1) has two colours: 1 and 2");
  const Placement past = placement_of(optimal_answer(
      {{"x_1_1_4", 1}, {"x_1_2_2", 1}, {"x_2_1_2", 1}, {"x_2_2_1", 1}, {"w_1", 1}, {"w_2", 1}, {"w_4", 1}}, 3));
  CHECK(check_placement(info, past, 3.0).front() == "square (1,1) has colour 4, past the model's 3 colours");
  // A wall takes no colour.
  BoardInfo walled = info_of(Piece::rook, 2, Problem::colour, {{0, 0}});
  walled.spec.k = 2;
  const Placement on_wall = placement_of(
      optimal_answer({{"x_1_1_1", 1}, {"x_1_2_1", 1}, {"x_2_1_2", 1}, {"x_2_2_1", 1}, {"w_1", 1}, {"w_2", 1}}, 2));
  CHECK(check_placement(walled, on_wall, 2.0).front() == "square (1,1) has colour 1 but is not an open square");
  // Colours where the problem has none.
  CHECK(check_placement(info_of(Piece::rook, 2, Problem::max), latin, 0.0).front() ==
        "colours (x_R_C_k, w_k) where the problem colours nothing");
}

TEST_CASE("at-least=M: the checker counts what the maximum counts, by its own rules, against M") {
  BoardInfo q = info_of(Piece::queen, 4, Problem::max);
  q.spec.at_least = 3;
  const Placement two = placement_of(optimal_answer({{"x_1_2", 1}, {"x_2_4", 1}}, 0));
  CHECK(check_placement(q, two, 0.0) == std::vector<std::string>{"2 queens where the model asks for at least 3"});
  const Placement three = placement_of(optimal_answer({{"x_1_2", 1}, {"x_2_4", 1}, {"x_3_1", 1}}, 0));
  CHECK(check_placement(q, three, 0.0).empty());
  // Non-dominating: the free squares claimed are recounted, and must reach M.
  BoardInfo nd = info_of(Piece::queen, 4, Problem::non_dominating);
  nd.spec.k = 1;
  nd.spec.at_least = 5;
  const Placement corner = placement_of(optimal_answer({{"x_1_1", 1}, {"u_2_3", 1}, {"u_2_4", 1}, {"u_3_2", 1}, {"u_3_4", 1},
                                                        {"u_4_2", 1}, {"u_4_3", 1}},
                                                       0));
  CHECK(check_placement(nd, corner, 0.0).empty());  // a corner queen leaves 6 squares free
  nd.spec.at_least = 7;
  CHECK(check_placement(nd, corner, 0.0) == std::vector<std::string>{"6 free squares where the model asks for at least 7"});
}
