#include "published.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "formulation.hpp"

namespace boardlp::suite {

namespace {

// A published sequence: a(first_n), a(first_n + 1), ... and, where published, the number of
// optimal placements of each (same offset). Terms are copied from the OEIS entries named.
struct Sequence {
  Piece piece;
  Problem problem;
  bool torus;
  const char* source;
  int first_n;
  std::vector<int64_t> optima;
  const char* counts_source;
  std::vector<int64_t> counts;
};

const std::vector<Sequence>& sequences() {
  static const std::vector<Sequence> all = {
      // Queens domination on n x n, n = 1..25, and its minimum sets, n = 1..19.
      {Piece::queen, Problem::dominate, false, "OEIS A075458", 1,
       {1, 1, 1, 2, 3, 3, 4, 5, 5, 5, 5, 6, 7, 8, 9, 9, 9, 9, 10, 11, 11, 12, 12, 13, 13}, "OEIS A002564",
       {1, 4, 1, 12, 186, 4, 86, 4860, 114, 8, 2, 8, 288, 4632, 205832, 2968, 124, 16, 84}},
      // Queens total domination, n = 2..20, and its minimum sets, n = 2..11 (a(1) = 0: none).
      {Piece::queen, Problem::total_dominate, false, "OEIS A303003", 2,
       {2, 2, 2, 3, 4, 4, 5, 5, 6, 7, 7, 8, 9, 9, 10, 10, 10, 11, 12}, "OEIS A002566",
       {6, 20, 12, 70, 960, 22, 352, 10, 216, 4814}},
      // Knights domination on n x n, n = 1..21 (a(21) by Huchala, 2021).
      {Piece::knight, Problem::dominate, false, "OEIS A006075", 1,
       {1, 4, 4, 4, 5, 8, 10, 12, 14, 16, 21, 24, 28, 32, 36, 40, 46, 52, 57, 62, 68}, "", {}},
      // Knights total domination ("every square attacked"), n = 4..32.
      {Piece::knight, Problem::total_dominate, false, "OEIS A261752", 4,
       {6, 7, 8, 10, 14, 18, 22, 25, 28, 32, 36, 43, 48, 54, 58, 66, 70, 78, 84, 91, 98, 107, 112, 123, 128, 139,
        146, 156, 164},
       "", {}},
      // Knights independent domination, n = 1..21.
      {Piece::knight, Problem::independent_dominate, false, "OEIS A342576", 1,
       {1, 4, 4, 4, 5, 8, 13, 14, 14, 16, 22, 24, 29, 33, 36, 40, 47, 52, 58, 63, 68}, "", {}},
      // On the torus: queens domination n = 1..22, independent n = 1..18, knights domination n = 1..16.
      {Piece::queen, Problem::dominate, true, "OEIS A279402", 1,
       {1, 1, 1, 2, 3, 3, 4, 4, 5, 5, 5, 6, 7, 7, 5, 8, 9, 8, 10, 10, 7, 11}, "", {}},
      {Piece::queen, Problem::independent_dominate, true, "OEIS A279404", 1,
       {1, 1, 1, 2, 5, 4, 5, 4, 5, 5, 5, 6, 7, 7, 5, 8, 9, 10}, "", {}},
      {Piece::knight, Problem::dominate, true, "OEIS A279407", 1,
       {1, 2, 3, 4, 5, 6, 9, 8, 12, 15, 18, 21, 25, 28, 33, 32}, "", {}},
      // Peaceable queens (armies), n = 1..15, each proved optimal (the terms past 15 are
      // constructions, lower bounds only, and left out).
      {Piece::queen, Problem::armies, false, "OEIS A250000", 1,
       {0, 0, 1, 2, 4, 5, 7, 9, 12, 14, 17, 21, 24, 28, 32}, "", {}},
      // Non-dominating queens: n queens on n x n, the most squares left free, n = 1..16 (the terms
      // past 16 are only probable, and left out).
      {Piece::queen, Problem::non_dominating, false, "OEIS A001366", 1,
       {0, 0, 0, 1, 3, 5, 7, 11, 18, 22, 30, 36, 47, 56, 72, 82}, "", {}},
      // The chromatic number of the n x n queen graph, n = 1..26 (a(27) is the first open case).
      {Piece::queen, Problem::colour, false, "OEIS A088202", 1,
       {1, 4, 5, 5, 5, 7, 7, 9, 10, 11, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26}, "", {}},
      // No-three-in-line: 2n points for n = 2..46, where solutions are known (OEIS A000769's
      // comments, after Flammenkamp); and the number of such sets, n = 2..18.
      {Piece::point, Problem::no_three_in_line, false, "OEIS A000769 (2n)", 2,
       [] {
         std::vector<int64_t> twice;
         for (int64_t n = 2; n <= 46; ++n) twice.push_back(2 * n);
         return twice;
       }(),
       "OEIS A000755",
       {1, 2, 11, 32, 50, 132, 380, 368, 1135, 1120, 4348, 3622, 10568, 30634, 46304, 55576, 152210}},
  };
  return all;
}

// Queens independent domination on m x n boards, 1 <= m <= n <= 14 (OEIS A299029, the triangle
// read by rows: row n holds m = 1..n; its diagonal is A075324).
const std::vector<int64_t> kIndependentQueensRectangles = {
    1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 1, 2, 2, 3, 3, 1, 2, 2, 3, 3, 4, 1, 2, 3, 3, 4, 4, 4, 1, 2, 3, 4, 4, 4,
    5, 5, 1, 2, 3, 4, 4, 4, 5, 5, 5, 1, 2, 3, 4, 4, 4, 5, 5, 5, 5, 1, 2, 3, 4, 4, 5, 5, 6, 5, 5, 5, 1, 2,
    3, 4, 4, 5, 5, 6, 6, 6, 6, 7, 1, 2, 3, 4, 5, 5, 6, 6, 6, 7, 7, 7, 7, 1, 2, 3, 4, 5, 6, 6, 6, 6, 7, 7, 8, 8, 8};

// Non-dominating queens on 8x8: the most squares K = 1..64 queens leave free (OEIS A342151).
const std::vector<int64_t> kFreeSquaresOf8x8 = {
    42, 31, 25, 24, 17, 15, 13, 11, 10, 9, 8, 7, 7, 6, 6, 5, 5, 4, 4, 4, 4, 4, 4, 4, 3, 2, 2, 2, 2, 2, 2, 1,
    1,  1,  1,  1,  1,  1,  1,  1,  1,  1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};

// Closed forms, n = 1..kFormulaSides (and every m x n rectangle to it for kings): kings dominate
// and independently dominate with ceil(m/3) ceil(n/3) (OEIS A075561 on n x n, A350815 on m x n);
// rooks and bishops with n on n x n (Yaglom and Yaglom, 1964; in E. J. Cockayne, "Chessboard
// domination problems", Discrete Math. 86, 1990).
constexpr int kFormulaSides = 30;

void add_formulas(std::vector<Published>& out) {
  for (int n = 1; n <= kFormulaSides; ++n)
    for (int m = 1; m <= n; ++m)
      for (Problem p : {Problem::dominate, Problem::independent_dominate})
        out.push_back({Piece::king, p, false, m, n, int64_t{(m + 2) / 3} * ((n + 2) / 3), -1, std::nullopt,
                       m == n ? "OEIS A075561" : "OEIS A350815 (ceil(m/3) ceil(n/3))"});
  for (Piece piece : {Piece::rook, Piece::bishop})
    for (int n = 1; n <= kFormulaSides; ++n)
      for (Problem p : {Problem::dominate, Problem::independent_dominate})
        out.push_back({piece, p, false, n, n, n, -1, std::nullopt,
                       "Yaglom and Yaglom 1964 (n), in Cockayne, \"Chessboard domination problems\", Discrete Math. 86, 1990"});
}

}  // namespace

const std::vector<Published>& published_answers() {
  static const std::vector<Published> all = [] {
    std::vector<Published> out;
    add_formulas(out);
    size_t at = 0;
    for (int n = 1; at < kIndependentQueensRectangles.size(); ++n)
      for (int m = 1; m <= n; ++m)
        out.push_back({Piece::queen, Problem::independent_dominate, false, m, n, kIndependentQueensRectangles[at++], -1,
                       std::nullopt, "OEIS A299029"});
    for (const Sequence& s : sequences())
      for (size_t i = 0; i < s.optima.size(); ++i) {
        const int n = s.first_n + static_cast<int>(i);
        Published p{s.piece, s.problem, s.torus, n, n, s.optima[i], -1, std::nullopt, s.source};
        if (i < s.counts.size()) {
          p.optimal_sets = s.counts[i];
          p.source += std::string(", ") + s.counts_source;
        }
        out.push_back(std::move(p));
      }
    for (size_t i = 0; i < kFreeSquaresOf8x8.size(); ++i)
      out.push_back({Piece::queen, Problem::non_dominating, false, 8, 8, kFreeSquaresOf8x8[i], static_cast<int64_t>(i) + 1,
                     std::nullopt, "OEIS A342151"});
    return out;
  }();
  return all;
}

const Published* published_answer(const Spec& spec) {
  if (!spec.walls.empty() || !spec.holes.empty() || !spec.fixed.empty()) return nullptr;
  const int rows = std::min(spec.rows, spec.cols), cols = std::max(spec.rows, spec.cols);
  for (const Published& p : published_answers())
    if (p.piece == spec.piece && p.problem == spec.problem && p.torus == spec.torus && p.rows == rows && p.cols == cols &&
        (!has_k(spec.problem) || (p.k >= 0 ? p.k : std::min(rows, cols)) == effective_k(spec) ||
         (k_bounds_optimum(spec.problem) && effective_k(spec) >= p.optimum)))
      return &p;
  return nullptr;
}

}  // namespace boardlp::suite

namespace boardlp::suite {

std::string published_end(const Spec& spec) {
  if (!spec.walls.empty() || !spec.holes.empty() || !spec.fixed.empty() || spec.rows != spec.cols) return "";
  const Published* last = nullptr;
  for (const Published& p : published_answers())
    if (p.piece == spec.piece && p.problem == spec.problem && p.torus == spec.torus && p.rows == p.cols && p.k < 0 &&
        (!last || p.rows > last->rows))
      last = &p;
  if (!last || last->rows >= spec.rows) return "";
  return fmt::format("{} ends at {}x{}", last->source.substr(0, last->source.find(',')), last->rows, last->cols);
}

}  // namespace boardlp::suite
