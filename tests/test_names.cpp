// Names: their shapes, the policy, and every name of every file on boards 1..12 checked against
// CoinLpIO's own rule.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <random>

#include "errors.hpp"
#include "names.hpp"
#include "recipes.hpp"
#include "piece.hpp"
#include "support/coin_read.hpp"
#include "support/generate.hpp"
#include "writer.hpp"

using namespace boardlp;
using namespace boardlp::test;

TEST_CASE("names say which squares a row covers, 1-based") {
  CHECK(row_name({RowKind::whole_row, 0, 2, 0, 0}) == "row_3");
  CHECK(row_name({RowKind::whole_col, 0, 0, 4, 0}) == "col_5");
  CHECK(row_name({RowKind::segment, static_cast<uint8_t>(Dir::down_right), 0, 1, 0}) == "dr_1_2");
  CHECK(row_name({RowKind::segment, static_cast<uint8_t>(Dir::right), 3, 4, 0}) == "rt_4_5");
  CHECK(row_name({RowKind::span, static_cast<uint8_t>(Dir::down_left), 0, 7, 3}) == "dl_1_8_3");
  CHECK(row_name({RowKind::king_block, 0, 6, 6, 0}) == "kb_7_7");
  CHECK(row_name({RowKind::leap, static_cast<uint8_t>(Dir::n5), 1, 2, 0}) == "n5_2_3");
  CHECK(row_name({RowKind::leap, static_cast<uint8_t>(Dir::down_left2), 1, 2, 0}) == "ldl2_2_3");
  CHECK(row_name({RowKind::segment, static_cast<uint8_t>(Dir::n8), 0, 7, 0}) == "nr8_1_8");
  CHECK(row_name({RowKind::span, static_cast<uint8_t>(Dir::right2), 0, 0, 2}) == "rt2_1_1_2");
  CHECK(row_name({RowKind::square, 0, 0, 0, 0}) == "sq_1_1");
  CHECK(row_name({RowKind::pieces}) == "pieces");
  CHECK(col_name(Var::piece, 0, 0) == "x_1_1");
  CHECK(col_name(Var::wall, 98, 98) == "w_99_99");
  CHECK(col_name(Var::piece, 1999, 1999) == "x_2000_2000");
}

TEST_CASE("the name policy refuses what any reader refuses") {
  CHECK(name_problem("x_1_1", 100).empty());
  CHECK(name_problem("pieces", 100).empty());
  CHECK_FALSE(name_problem("", 100).empty());
  CHECK_FALSE(name_problem("1x", 100).empty());
  CHECK_FALSE(name_problem("x[1,2]", 100).empty());
  CHECK_FALSE(name_problem("x-1", 100).empty());
  CHECK_FALSE(name_problem("e1", 100).empty());
  CHECK_FALSE(name_problem("E2x", 100).empty());
  CHECK_FALSE(name_problem("st", 100).empty());
  CHECK_FALSE(name_problem("End", 100).empty());
  CHECK_FALSE(name_problem("free", 100).empty());
  CHECK_FALSE(name_problem(std::string(101, 'a'), 100).empty());
  CHECK(name_problem(std::string(100, 'a'), 100).empty());
  CHECK_FALSE(name_problem("x_100_10", 7).empty());
  // What our policy accepts, CoinLpIO accepts too.
  for (const char* good : {"x_1_1", "row_12", "dl_1_8_3", "n4_2_3", "neg_npcs", "pieces", "zero"})
    CHECK(coin_lp_accepts_name(good));
}

TEST_CASE("the fast check and the one that gives reasons always agree") {
  std::vector<std::string> names = {"x_1_1", "pieces", "", "1x", "x[1,2]", "x-1", "e1", "E2x", "st", "ST", "End",
                                    "free", "Free", "bin", "binx", "s", "sos", "Sos1", "maximize", "maximizes",
                                    "_x", "x\xc3\xa9", "x y", "Bounds", "m", std::string(100, 'a'), std::string(101, 'a')};
  std::mt19937 rng(11);
  const std::string alphabet = "abefimsxABEFIMSX019_-.[ \x80";
  for (int i = 0; i < 200000; ++i) {
    std::string name(rng() % 10, ' ');
    for (char& ch : name) ch = alphabet[rng() % alphabet.size()];
    names.push_back(name);
  }
  for (const std::string& name : names)
    for (size_t limit : {size_t{8}, size_t{100}}) {
      CAPTURE(name);
      REQUIRE(name_is_portable(name, limit) == name_problem(name, limit).empty());
    }
}

TEST_CASE("every name of every file of every piece on boards 1..12 passes our policy and CoinLpIO's") {
  const Piece pieces[] = {Piece::queen, Piece::rook, Piece::bishop, Piece::king, Piece::knight, Piece::point};
  int64_t names = 0;
  for (int n = 1; n <= 12; ++n)
    for (Piece p : pieces)
      for (auto [problem, weighted] : {std::pair{Problem::max, false}, {Problem::place, false}, {Problem::place, true},
                                       {Problem::least_walls, false}, {Problem::colour, false}, {Problem::no_three_in_line, false}})
        for (Formulation f : {Formulation::clique, Formulation::pairwise}) {
          if (recipe_of(problem).points != (p == Piece::point)) continue;     // points go with their problem only
          if (problem == Problem::no_three_in_line && f == Formulation::pairwise) continue;  // it has one form
          if (problem == Problem::least_walls && !attacks_along_lines(p)) continue;
          if (problem == Problem::least_walls && n > 8) continue;  // O(n^3) rows; the names repeat
          if (problem == Problem::colour && n > 7) continue;       // K layers of the rows; the names repeat
          Spec s = make_spec(p, n, n, problem, problem == Problem::max || problem == Problem::colour ? -1 : std::min(n, 3), f);
          if (weighted) {  // --place K --weights FILE
            s.weighted = true;
            s.weights.assign(static_cast<size_t>(n * n), 1.0);
          }
          const auto model = model_of(s);
          CHECK_NOTHROW(check_names(*model, FileFormat::lp));
          auto check = [&](const std::string& name) {
            ++names;
            if (!name_problem(name, 100).empty() || !coin_lp_accepts_name(name)) FAIL("bad name " << name);
          };
          for (const auto& family : model->families())
            family->for_each_row([&](const Row& row) { check(row_name(row.name)); });
          model->for_each_column([&](const Column& col) { check(col_name(col)); });
          check(model->objective().name);
          check(model->objective().mps_name);
        }
  MESSAGE(names << " names checked");
  CHECK(names > 100000);
}

// "dl_1_8_3" -> "dl__3": the prefix and how many numbers follow it.
std::string shape_of(const std::string& name) {
  const size_t cut = name.find('_');
  return cut == std::string::npos ? name : name.substr(0, cut) + "__" + std::to_string(std::count(name.begin(), name.end(), '_'));
}

TEST_CASE("no name a board produces is longer than longest_names' name of its shape") {
  std::map<std::string, size_t> longest;  // shape -> length, filled per board
  int64_t names = 0;
  for (auto [rows, cols] : {std::pair{1, 1}, {1, 7}, {7, 1}, {2, 2}, {3, 12}, {12, 3}, {9, 11}, {10, 10}, {11, 9}})
    for (Piece p : {Piece::queen, Piece::rook, Piece::bishop, Piece::king, Piece::knight, Piece::point})
      for (Problem problem : {Problem::max, Problem::place, Problem::least_walls, Problem::colour, Problem::no_three_in_line})
        for (Formulation f : {Formulation::clique, Formulation::pairwise})
          for (bool walls : {false, true}) {
            if (recipe_of(problem).points != (p == Piece::point)) continue;
            if (problem == Problem::no_three_in_line && f == Formulation::pairwise) continue;
            if (problem == Problem::least_walls && (!attacks_along_lines(p) || walls)) continue;
            Spec s = make_spec(p, rows, cols, problem, problem == Problem::max || problem == Problem::colour ? -1 : 1, f);
            if (walls && rows * cols > 2) s.walls = {{0, 0}, {rows / 2, cols / 2}};
            CAPTURE(header_line(s));
            longest.clear();
            const auto model = model_of(s);
            // A colouring's names carry its colour (row_3c2, x_1_1_2): bounded with its K layers.
            const std::vector<std::string> bounds = longest_names(rows, cols, model->layers());
            for (const std::string& bound : bounds) {
              REQUIRE(name_is_portable(bound, 100));  // every prefix is good, on any board
              longest[shape_of(bound)] = bound.size();
            }
            // Where every bound fits fixed MPS's 8 characters, every real name must fit too.
            const bool fits_fixed = std::all_of(bounds.begin(), bounds.end(), [](const std::string& b) { return name_is_portable(b, 8); });
            auto check = [&](const std::string& name) {
              ++names;
              const auto it = longest.find(shape_of(name));
              if (it == longest.end() || name.size() > it->second) FAIL("no longer bound for " << name);
              if (fits_fixed && !name_is_portable(name, 8)) FAIL(name << " does not fit fixed MPS, its bound does");
            };
            for (const auto& family : model->families())
              family->for_each_row([&](const Row& row) { check(row_name(row.name)); });
            model->for_each_column([&](const Column& col) { check(col_name(col)); });
          }
  MESSAGE(names << " names checked against their bound");
  CHECK(names > 10000);
}

TEST_CASE("fixed MPS takes boards up to 99x99 in the clique form and refuses larger ones") {
  for (Piece p : {Piece::queen, Piece::king, Piece::knight}) {
    CHECK_NOTHROW(check_names(*model_of(make_spec(p, 99, 99)), FileFormat::fixed_mps));
    CHECK_THROWS_WITH_AS(check_names(*model_of(make_spec(p, 100, 100)), FileFormat::fixed_mps),
                         doctest::Contains("99x99"), UserError);
  }
  CHECK_NOTHROW(check_names(*model_of(make_spec(Piece::queen, 99, 99, Problem::place, 99)), FileFormat::fixed_mps));
  // The pairwise form's names grow with the distance: 9x9 fits, 10x10 does not.
  CHECK_NOTHROW(check_names(*model_of(make_spec(Piece::queen, 9, 9, Problem::max, -1, Formulation::pairwise)),
                            FileFormat::fixed_mps));
  CHECK_THROWS_AS(check_names(*model_of(make_spec(Piece::queen, 10, 10, Problem::max, -1, Formulation::pairwise)),
                              FileFormat::fixed_mps),
                  UserError);
}

TEST_CASE("pieces by name or by Betza string; a piece whose moves are a named piece's is that piece") {
  CHECK(parse_piece("Amazons") == Piece::amazon);
  CHECK(parse_piece("QN") == Piece::amazon);
  CHECK(parse_piece("RN") == Piece::chancellor);
  CHECK(parse_piece("BN") == Piece::archbishop);
  CHECK(parse_piece("NN") == Piece::nightrider);
  CHECK(parse_piece("WW") == Piece::rook);
  CHECK(parse_piece("WF") == Piece::king);
  CHECK(parse_piece("K") == Piece::king);
  CHECK(parse_piece("FFWW") == Piece::queen);
  CHECK(parse_piece("RW") == Piece::rook);  // a leap along a line it rides adds nothing
  const Piece centaur = *parse_piece("WFN");
  CHECK(word(centaur) == "WFN");
  CHECK(plural(centaur) == "WFN pieces");
  CHECK(betza(*parse_piece("NFFA")) == "BNA");  // the riders, then the leaps, in the order W F D N A
  CHECK(word(*parse_piece("DDNN")) == "DDNN");
  CHECK_FALSE(parse_piece("WXN"));
  CHECK(betza_error("WXN").find("'X' in 'WXN' is not a Betza atom") == 0);
  CHECK_FALSE(parse_piece(""));
  for (const char* name : {"queens", "rooks", "bishops", "kings", "knights", "amazons", "chancellors", "archbishops", "nightriders"})
    CHECK(word(*parse_piece(name)) == name);
}
