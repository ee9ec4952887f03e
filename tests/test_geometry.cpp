// Board geometry: line segments with and without walls, rectangles, king and knight neighbours.
#include <doctest/doctest.h>

#include "board.hpp"
#include "errors.hpp"
#include "families.hpp"
#include "lines.hpp"
#include "support/generate.hpp"

using namespace boardlp;

namespace {
std::vector<int> lengths(const Lines& lines) {
  std::vector<int> out;
  for (const Segment& s : lines.segments()) out.push_back(s.len);
  return out;
}
int64_t rows_of(const RowFamily& f) {
  int64_t n = 0;
  f.for_each_row([&](const Row&) { ++n; });
  return n;
}
}  // namespace

TEST_CASE("an empty 8x8 board has whole rows, columns and 15 diagonals each way") {
  const Board b(8, 8);
  CHECK(lengths(Lines(b, Dir::right)) == std::vector<int>(8, 8));
  CHECK(lengths(Lines(b, Dir::down)) == std::vector<int>(8, 8));
  const Lines rows(b, Dir::right);  // not a temporary: the loop below outlives the full expression
  for (const Segment& s : rows.segments()) CHECK(s.whole_line);
  // Down-right diagonals in board order of their first squares: (1,1)..(1,8), then (2,1)..(8,1).
  CHECK(lengths(Lines(b, Dir::down_right)) == std::vector<int>{8, 7, 6, 5, 4, 3, 2, 1, 7, 6, 5, 4, 3, 2, 1});
  CHECK(lengths(Lines(b, Dir::down_left)) == std::vector<int>{1, 2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2, 1});
}

TEST_CASE("a rectangle has rows+cols-1 diagonals each way") {
  const Board b(3, 5);
  CHECK(lengths(Lines(b, Dir::down_right)) == std::vector<int>{3, 3, 3, 2, 1, 2, 1});
  CHECK(lengths(Lines(b, Dir::down_left)) == std::vector<int>{1, 2, 3, 3, 3, 2, 1});
  CHECK(lengths(Lines(b, Dir::down)) == std::vector<int>(5, 3));
}

TEST_CASE("walls cut lines into segments and remove their squares") {
  // 1-based walls at (1,3) and (3,3) on a 3x5 board.
  const Board b(3, 5, {{0, 2}, {2, 2}});
  const Lines rows(b, Dir::right);
  REQUIRE(rows.segments().size() == 5);
  CHECK(rows.segments()[0].first == Square{0, 0});
  CHECK(rows.segments()[0].len == 2);
  CHECK_FALSE(rows.segments()[0].whole_line);
  CHECK(rows.segments()[1].first == Square{0, 3});
  CHECK(rows.segments()[2].whole_line);  // row 2 has no wall
  const Lines cols(b, Dir::down);
  CHECK(lengths(cols) == std::vector<int>{3, 3, 3, 3, 1});  // column 3's only open square, (2,3), comes last
  const Lines diag(b, Dir::down_right);
  // (1,2)->(2,3)->(3,4) is whole; (1,1)->(2,2) stops at the wall (3,3); (2,4)->(3,5) starts after (1,3).
  CHECK(lengths(diag) == std::vector<int>{2, 3, 2, 1, 2, 2, 1});
  SUBCASE("spot finds the segment and the offset of a square") {
    const SegmentSpot s = rows.spot(0, 4);
    CHECK(s.segment == 1);
    CHECK(s.offset == 1);
    CHECK(diag.spot(1, 2).offset == 1);
  }
  SUBCASE("open squares are numbered in board order, skipping walls") {
    CHECK(b.open_squares() == 13);
    CHECK(b.open_index(0, 1) == 1);
    CHECK(b.open_index(0, 3) == 2);
    CHECK(b.open_index(1, 0) == 4);
    CHECK(b.open_index(2, 4) == 12);
  }
}

TEST_CASE("walls outside the board or given twice are refused with 1-based squares") {
  CHECK_THROWS_WITH_AS(Board(3, 3, {{3, 0}}), doctest::Contains("wall 4,1 is outside the 3x3 board"), UserError);
  CHECK_THROWS_WITH_AS(Board(3, 3, {{1, 1}, {1, 1}}), doctest::Contains("wall 2,2 is given twice"), UserError);
  CHECK_THROWS_AS(Board(0, 3), UserError);
}

TEST_CASE("king neighbours: every pair of touching squares, on any rectangle") {
  for (int r = 1; r <= 6; ++r)
    for (int c = 1; c <= 6; ++c) {
      const Board b(r, c);
      int64_t pairs = 0;
      for (Dir d : {Dir::right, Dir::down, Dir::down_right, Dir::down_left}) {  // a king's four lines
        const Lines lines(b, d);
        pairs += rows_of(*pair_rows(b, lines, Piece::king, 1));
      }
      CAPTURE(r);
      CAPTURE(c);
      CHECK(pairs == 4 * r * c - 3 * r - 3 * c + 2);  // touching pairs on an r x c board
      // 2x2 blocks (1x2 on a board one square wide); a 1x1 board has none.
      const int64_t blocks = rows_of(*king_block_rows(b));
      CHECK(blocks == (r == 1 && c == 1 ? 0 : int64_t{std::max(r - 1, 1)} * std::max(c - 1, 1)));
    }
}

TEST_CASE("knight neighbours: 4rc - 6r - 6c + 8 moves on an r x c board with r, c >= 2") {
  for (int r = 1; r <= 7; ++r)
    for (int c = 1; c <= 7; ++c) {
      const int64_t moves = rows_of(*leap_rows(Board(r, c), Piece::knight, Piece::knight.leaps()));
      const int64_t expect = r == 1 || c == 1 ? 0 : 4 * r * c - 6 * r - 6 * c + 8;
      CAPTURE(r);
      CAPTURE(c);
      CHECK(moves == expect);
    }
  // A wall removes its square and its moves: the centre of 5x5 has 8.
  CHECK(rows_of(*leap_rows(Board(5, 5, {{2, 2}}), Piece::knight, Piece::knight.leaps())) == 48 - 8);
}

TEST_CASE("kings with walls: a block keeps its open squares and is dropped below two") {
  const Board b(2, 3, {{0, 0}, {1, 0}});  // the left column is walled
  std::vector<int> sizes;
  king_block_rows(b)->for_each_row([&](const Row& row) { sizes.push_back(static_cast<int>(row.runs.size())); });
  CHECK(sizes == std::vector<int>{2, 4});  // blocks at (1,1): two open squares; at (1,2): four
  const Board c(2, 2, {{0, 0}, {1, 1}, {1, 0}});
  CHECK(rows_of(*king_block_rows(c)) == 0);  // one open square: nothing to forbid
}
