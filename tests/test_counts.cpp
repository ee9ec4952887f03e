// Sizes of every piece and problem against closed forms.
#include <doctest/doctest.h>

#include "support/generate.hpp"

using namespace boardlp;
using namespace boardlp::test;

namespace {
Sizes sizes_of(const Spec& s) { return model_of(s)->sizes(); }
int64_t choose2(int64_t n) { return n * (n - 1) / 2; }
int64_t choose3(int64_t n) { return n * (n - 1) * (n - 2) / 6; }
// A model with no attacking pair gets the one "trivial" row (x_1_1 >= 0) that LP readers need.
int64_t or_trivial(int64_t rows) { return rows == 0 ? 1 : rows; }
}  // namespace

TEST_CASE("clique form, n x n, maximum: closed forms for every piece") {
  for (int64_t n = 2; n <= 12; ++n) {
    CAPTURE(n);
    const auto q = sizes_of(make_spec(Piece::queen, n, n));
    CHECK(q.columns == n * n);
    CHECK(q.rows == 6 * n - 6);  // n rows, n columns, 2n-3 diagonals of two or more squares each way
    CHECK(q.nonzeros == 4 * n * n - 4);
    CHECK(q.objective_nonzeros == n * n);
    const auto r = sizes_of(make_spec(Piece::rook, n, n));
    CHECK(r.rows == 2 * n);
    CHECK(r.nonzeros == 2 * n * n);
    const auto b = sizes_of(make_spec(Piece::bishop, n, n));
    CHECK(b.rows == 4 * n - 6);
    CHECK(b.nonzeros == 2 * n * n - 4);
    const auto k = sizes_of(make_spec(Piece::king, n, n));
    CHECK(k.rows == (n - 1) * (n - 1));
    CHECK(k.nonzeros == 4 * (n - 1) * (n - 1));
    const auto h = sizes_of(make_spec(Piece::knight, n, n));
    CHECK(h.rows == or_trivial(4 * (n - 1) * (n - 2)));
    CHECK(h.nonzeros == or_trivial(8 * (n - 1) * (n - 2)));
  }
  // 1x1: a single square attacks nothing, so only the "trivial" row LP readers need is left.
  for (Piece p : {Piece::queen, Piece::rook, Piece::bishop, Piece::king, Piece::knight}) {
    const auto one = sizes_of(make_spec(p, 1, 1));
    CHECK(one.columns == 1);
    CHECK(one.rows == 1);
  }
  CHECK(sizes_of(make_spec(Piece::knight, 2, 2)).rows == 1);
}

TEST_CASE("pairwise form: one row per attacking pair") {
  for (int64_t n = 1; n <= 12; ++n) {
    CAPTURE(n);
    const auto f = Formulation::pairwise;
    CHECK(sizes_of(make_spec(Piece::queen, n, n, Problem::max, -1, f)).rows == or_trivial(n * (n - 1) * (5 * n - 1) / 3));
    CHECK(sizes_of(make_spec(Piece::rook, n, n, Problem::max, -1, f)).rows == or_trivial(n * n * (n - 1)));
    CHECK(sizes_of(make_spec(Piece::bishop, n, n, Problem::max, -1, f)).rows == or_trivial(2 * (2 * choose3(n) + choose2(n))));
    CHECK(sizes_of(make_spec(Piece::king, n, n, Problem::max, -1, f)).rows == (n == 1 ? 1 : 4 * n * n - 6 * n + 2));
    const auto q = sizes_of(make_spec(Piece::queen, n, n, Problem::max, -1, f));
    if (n > 1) CHECK(q.nonzeros == 2 * q.rows);
  }
  CHECK(sizes_of(make_spec(Piece::queen, 8, 8, Problem::max, -1, Formulation::pairwise)).rows == 728);
}

TEST_CASE("rectangles: rows and columns of one square are left out") {
  for (int64_t r = 1; r <= 7; ++r)
    for (int64_t c = 1; c <= 7; ++c) {
      CAPTURE(r);
      CAPTURE(c);
      const auto rook = sizes_of(make_spec(Piece::rook, r, c));
      CHECK(rook.rows == or_trivial(r * (c >= 2) + c * (r >= 2)));
      CHECK(rook.nonzeros == or_trivial(r * c * ((c >= 2) + (r >= 2))));
      if (r >= 2 && c >= 2) {
        const auto q = sizes_of(make_spec(Piece::queen, r, c));
        CHECK(q.rows == r + c + 2 * (r + c - 3));
        CHECK(q.nonzeros == 2 * r * c + 2 * (r * c - 2));
      }
    }
}

TEST_CASE("place and least-walls add their rows") {
  for (int64_t n = 1; n <= 9; ++n) {
    CAPTURE(n);
    // Classic n-queens: rows and columns "= 1" are kept even with one square (they bind).
    const auto classic = sizes_of(make_spec(Piece::queen, n, n, Problem::place, n));
    CHECK(classic.rows == 2 * n + (n >= 2 ? 2 * (2 * n - 3) : 0));
    CHECK(classic.objective_nonzeros == 0);
    // K != n: a count row instead.
    const auto place = sizes_of(make_spec(Piece::queen, n, n, Problem::place, n - 1));
    CHECK(place.rows == (n >= 2 ? 6 * n - 6 : 0) + 1);  // no "trivial" row: the count row is one
    CHECK(place.nonzeros == (n >= 2 ? 4 * n * n - 4 : 0) + n * n);
    // Least-walls rooks: every two squares of a line; a square holds a piece or a wall; the count.
    const auto walls = sizes_of(make_spec(Piece::rook, n, n, Problem::least_walls, n));
    CHECK(walls.columns == 2 * n * n);
    CHECK(walls.rows == 2 * n * choose2(n) + n * n + 1);
    CHECK(walls.nonzeros == 2 * n * (n * (n * n - 1) / 3) + 2 * n * n + n * n);
    CHECK(walls.objective_nonzeros == n * n);
  }
}

TEST_CASE("walls: fewer columns, segments instead of lines") {
  Spec s = make_spec(Piece::rook, 1, 5);
  s.walls = {{0, 2}};
  const auto z = sizes_of(s);
  CHECK(z.columns == 4);
  CHECK(z.rows == 2);  // rt_1_1 and rt_1_4; the columns have one square each
  CHECK(z.nonzeros == 4);
}
