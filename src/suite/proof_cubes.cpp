#include "proof_cubes.hpp"

#include <algorithm>
#include <random>
#include <set>
#include <tuple>

#include <fmt/format.h>

#include "cuts.hpp"
#include "errors.hpp"
#include "wording.hpp"

namespace boardlp::suite {

namespace {

auto key(const EmptyLines& e) { return std::tuple(e.first_row, e.last_row, e.first_col, e.last_col); }

// The (first, last) empty lines of `n` lines that K pieces can leave: the lines before the first
// and after the last each hold a piece (at most K of them), and the n - K or more empty lines
// lie between them.
std::vector<std::pair<int32_t, int32_t>> empty_line_pairs(int32_t n, int64_t k) {
  std::vector<std::pair<int32_t, int32_t>> out;
  for (int32_t a = 0; a < n; ++a)
    for (int32_t b = a; b < n; ++b)
      if (a + (n - 1 - b) <= k && b - a + 1 >= n - k) out.emplace_back(a, b);
  return out;
}

}  // namespace

EmptyLines cube_image(const EmptyLines& e, int32_t rows, int32_t cols, int g) {
  EmptyLines out = e;
  if (g & 1) out.first_row = rows - 1 - e.last_row, out.last_row = rows - 1 - e.first_row;
  if (g & 2) out.first_col = cols - 1 - e.last_col, out.last_col = cols - 1 - e.first_col;
  if (g & 4) out = {out.first_col, out.last_col, out.first_row, out.last_row};
  return out;
}

std::vector<EmptyLines> proof_cube_list(const Spec& base) {
  const int64_t k = base.at_most;
  if (k < 0) throw UserError("boardlp suite proof needs the bound K: how many pieces to prove too few");
  if (k >= base.rows || k >= base.cols)
    throw UserError(fmt::format("a proof by empty lines needs K below the board's rows and columns, so that every "
                                "placement leaves a row and a column empty; {} {} may fill {}: use K < {}",
                                k, k == 1 ? singular(base.piece) : plural(base.piece), a_board(base.rows, base.cols),
                                std::min(base.rows, base.cols)));
  const int symmetries = base.rows == base.cols ? 8 : 4;
  std::set<std::tuple<int32_t, int32_t, int32_t, int32_t>> kept;
  std::vector<EmptyLines> out;
  for (const auto& [a, b] : empty_line_pairs(base.rows, k))
    for (const auto& [c, d] : empty_line_pairs(base.cols, k)) {
      // Rows before the first empty one and after the last each hold a piece, and so do such
      // columns; each piece is in one row and one column, so each count is at most K.
      const EmptyLines cube{a, b, c, d};
      EmptyLines least = cube;
      for (int g = 1; g < symmetries; ++g) least = std::min(least, cube_image(cube, base.rows, base.cols, g), [](const auto& x, const auto& y) { return key(x) < key(y); });
      if (kept.insert(key(least)).second) out.push_back(least);
    }
  std::sort(out.begin(), out.end(), [](const EmptyLines& x, const EmptyLines& y) { return key(x) < key(y); });
  return out;
}

void proof_set(const Spec& base, std::optional<int> sample, uint64_t seed, const InstanceSink& sink) {
  std::vector<EmptyLines> cubes = proof_cube_list(base);
  if (sample && *sample < static_cast<int>(cubes.size())) {
    std::mt19937_64 rng(seed);
    for (size_t i = 0; i < static_cast<size_t>(*sample); ++i)  // a partial Fisher-Yates shuffle
      std::swap(cubes[i], cubes[i + draw(rng, cubes.size() - i)]);
    cubes.resize(static_cast<size_t>(*sample));
    std::sort(cubes.begin(), cubes.end(), [](const EmptyLines& x, const EmptyLines& y) { return key(x) < key(y); });
  }
  for (const EmptyLines& e : cubes) {
    Instance in;
    in.spec = base;
    in.spec.cube = e;
    // Symmetry rows and lex chains keep one image of each placement: only in a cube that holds all its images.
    const bool symmetric = base.rows == base.cols && e.first_row + e.last_row == base.rows - 1 && e.first_row == e.first_col &&
                           e.last_row == e.last_col;
    if (!symmetric) drop_image_cuts(in.spec);
    const std::string cuts = cut_options_text(in.spec);
    in.name = fmt::format("{}-{}x{}{}-{}-at-most-{}-r{}-{}-c{}-{}", word(base.piece), base.rows, base.cols,
                          base.torus ? "-torus" : "", problem_word(base.problem), base.at_most, e.first_row + 1,
                          e.last_row + 1, e.first_col + 1, e.last_col + 1);
    in.options = fmt::format("{}--{} --at-most {} --cube {}-{},{}-{}{}", base.torus ? "--torus " : "",
                             problem_word(base.problem), base.at_most, e.first_row + 1, e.last_row + 1, e.first_col + 1,
                             e.last_col + 1, cuts);
    sink(in);
  }
}

}  // namespace boardlp::suite
