#include "size_estimate.hpp"

#include "recipes.hpp"

#include <cstdlib>
#include <numeric>

namespace boardlp {

namespace {

// Sum over the squares of how far a ride of step (dr, dc), dr >= 0, reaches before the edge:
// the squares whose reach is at least v are (rows - v*dr) x (cols - v*|dc|), for v = 1, 2, ...
double ride_reach(int32_t rows, int32_t cols, int32_t dr, int32_t dc) {
  double total = 0;
  for (int64_t v = 1;; ++v) {
    const double r = static_cast<double>(rows - v * dr), c = static_cast<double>(cols - v * std::abs(dc));
    if (r <= 0 || c <= 0) break;
    total += r * c;
  }
  return total;
}

// Colouring, K colours: a square's variable of each colour is in its sq_R_C row, in a row per
// line through it (the clique form; riders) or in a row per attacking pair (pairwise, leaps). K
// is the given one, or at least 2 before the greedy colouring that would choose it has run.
double colouring_bytes(const Spec& spec) {
  const double colours = static_cast<double>(spec.k > 0 ? spec.k : 2);
  const double squares = static_cast<double>(spec.rows) * spec.cols;
  const double digits = static_cast<double>(std::to_string(spec.rows).size() + std::to_string(spec.cols).size()) + 2;
  const double term = 5 + digits;
  double lines = 1;
  for (Dir d : kAllDirs)
    if (spec.piece.rides(d)) ++lines;
  const double pairs = attacking_pairs(spec.piece, spec.rows, spec.cols, spec.torus);
  const bool pairwise = spec.formulation == Formulation::pairwise;
  return colours * (squares * lines * term + (pairwise ? pairs : std::min(pairs, squares * 8)) * (2 * term + 12));
}

}  // namespace

double attacking_pairs(Piece piece, int32_t rows, int32_t cols, bool torus) {
  const double squares = static_cast<double>(rows) * cols;
  double pairs = 0;
  for (Dir d : kAllDirs) {
    if (!piece.rides(d) && !piece.leaps(d)) continue;
    const Step s = step_of(d);
    if (torus) {  // every square reaches round its cycle, both ways
      const int64_t cycle = std::lcm<int64_t>(rows / std::gcd(rows, s.dr), cols / std::gcd(cols, std::abs(s.dc)));
      pairs += squares * (piece.rides(d) ? static_cast<double>(cycle - 1) : std::min<double>(2, static_cast<double>(cycle - 1)));
    } else if (piece.rides(d)) {
      pairs += 2 * ride_reach(rows, cols, s.dr, s.dc);  // the other way reaches as far in all
    } else {
      pairs += 2 * std::max(0.0, static_cast<double>(rows - s.dr)) * std::max(0.0, static_cast<double>(cols - std::abs(s.dc)));
    }
  }
  return pairs;
}

// No-three-in-line: per step (dr, dc) of a line through three squares, 3 P(2) - 2 P(3) terms,
// P(j) the squares from which j steps stay on the board (exact on an open board), each a term of
// " + x_R_C"; its rows' names and "<= 2" besides.
double slope_line_bytes(const Spec& spec) {
  const double digits = static_cast<double>(std::to_string(spec.rows).size() + std::to_string(spec.cols).size());
  double terms = 0, rows = 0;
  for (int64_t dr = 0; 2 * dr < spec.rows; ++dr)
    for (int64_t dc = -(spec.cols - 1) / 2; dc <= (spec.cols - 1) / 2; ++dc) {
      if ((dr == 0 && dc <= 0) || std::gcd(dr, std::abs(dc)) != 1) continue;
      auto from = [&](int64_t j) {
        return static_cast<double>(std::max<int64_t>(0, spec.rows - j * dr) * std::max<int64_t>(0, spec.cols - j * std::abs(dc)));
      };
      terms += 3 * from(2) - 2 * from(3);
      rows += from(2) - from(3);
      if (terms * (5 + digits) > kMaxFileBytes) return terms * (5 + digits);  // too large already: no need to go on
    }
  return terms * (5 + digits) + rows * (12 + 2 * digits);
}

double estimated_file_bytes(const Spec& spec) {
  const bool pairwise = spec.formulation == Formulation::pairwise;
  const ProblemRecipe& recipe = recipe_of(spec.problem);
  if (recipe.colour_layers) return colouring_bytes(spec);
  if (recipe_of(spec.problem).per_line > 0) return slope_line_bytes(spec);
  if (recipe.cover == Cover::none && !pairwise) return 0;
  const double pairs = attacking_pairs(spec.piece, spec.rows, spec.cols, spec.torus);
  // " + x_R_C" in LP: a term is 5 characters and the digits of its row and column; a pair's row
  // (pairwise) is two terms, its name of two squares, " <= 1" and its line's start and end.
  const double digits = static_cast<double>(std::to_string(spec.rows).size() + std::to_string(spec.cols).size());
  const double term = 5 + digits, pair_row = 2 * term + (5 + 2 * digits) + 8;
  double bytes = 0;
  if (recipe.cover != Cover::none) bytes += (static_cast<double>(spec.rows) * spec.cols + pairs) * term;  // a row per square
  if (const ProblemRecipe& r = recipe_of(spec.problem); pairwise && (r.apart || r.opposed != Var::piece))  // a row per pair; armies, non-dominating: two
    bytes += (recipe.opposed != Var::piece ? pairs : pairs / 2) * pair_row;
  return bytes;
}

}  // namespace boardlp
