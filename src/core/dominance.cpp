#include "dominance.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>

#include <fmt/format.h>

#include "attacks.hpp"
#include "errors.hpp"
#include "formulation.hpp"
#include "problem_unit.hpp"

namespace boardlp {

namespace {

// The problems the rule keeps the optimum of, as their options: "--dominate or --total-dominate".
std::string problems_it_keeps() {
  std::vector<std::string> words;
  for (const ProblemOption& p : problem_options())
    if (unit_of(p.problem).keeps_optimum_with_dominated_empty()) words.push_back(fmt::format("--{}", p.word));
  std::string out;
  for (size_t i = 0; i < words.size(); ++i) out += (i == 0 ? "" : i + 1 == words.size() ? " or " : ", ") + words[i];
  return out;
}

}  // namespace

std::vector<Square> dominated_squares(const Spec& spec) {
  const ProblemUnit& unit = unit_of(spec.problem);
  if (!unit.keeps_optimum_with_dominated_empty())
    throw UserError(fmt::format("--dominance leaves empty a square whose targets are a proper subset of another's, which keeps "
                                "the optimum of a minimum cover alone: use it with {}, not --{}",
                                problems_it_keeps(), problem_word(spec.problem)));
  const Board board = board_of(spec);
  const int32_t rows = spec.rows, cols = spec.cols;
  const auto index = [&](Square q) { return static_cast<size_t>(q.r) * static_cast<size_t>(cols) + static_cast<size_t>(q.c); };
  const size_t squares = static_cast<size_t>(rows) * static_cast<size_t>(cols);
  // Each open square's targets (the squares that need cover a piece there covers), sorted, and
  // for each square that needs cover the open squares that cover it.
  std::vector<std::vector<uint32_t>> targets(squares), coverers(squares);
  for (int32_t r = 0; r < rows; ++r)
    for (int32_t c = 0; c < cols; ++c) {
      if (!board.is_open(r, c)) continue;
      const Square s{r, c};
      std::vector<uint32_t>& t = targets[index(s)];
      if (unit.covers_own_square() && board.needs_cover(r, c)) t.push_back(static_cast<uint32_t>(index(s)));
      each_attacked(spec.piece, board, s, [&](Square q) {
        if (board.needs_cover(q.r, q.c)) t.push_back(static_cast<uint32_t>(index(q)));
        return true;
      });
      std::sort(t.begin(), t.end());
      t.erase(std::unique(t.begin(), t.end()), t.end());
      for (const uint32_t q : t) coverers[q].push_back(static_cast<uint32_t>(index(s)));
    }
  const auto weight = [&](size_t i) { return spec.weighted ? spec.weights[i] : 1.0; };
  double least_useful = std::numeric_limits<double>::infinity();  // the lowest weight of a square that covers something
  for (size_t i = 0; i < squares; ++i)
    if (!targets[i].empty()) least_useful = std::min(least_useful, weight(i));
  std::vector<Square> out;
  for (int32_t r = 0; r < rows; ++r)
    for (int32_t c = 0; c < cols; ++c) {
      const Square s{r, c};
      if (!board.is_open(r, c) || std::binary_search(spec.fixed.begin(), spec.fixed.end(), s)) continue;
      const std::vector<uint32_t>& mine = targets[index(s)];
      bool dominated = false;
      if (mine.empty()) {  // a piece here covers nothing: any square that covers something does more
        dominated = least_useful <= weight(index(s));
      } else {
        // A larger square covers every target, so it is among the coverers of the rarest one.
        uint32_t rarest = mine.front();
        for (const uint32_t q : mine)
          if (coverers[q].size() < coverers[rarest].size()) rarest = q;
        for (const uint32_t t : coverers[rarest]) {
          const std::vector<uint32_t>& theirs = targets[t];
          if (t != index(s) && theirs.size() > mine.size() && weight(t) <= weight(index(s)) &&
              std::includes(theirs.begin(), theirs.end(), mine.begin(), mine.end())) {
            dominated = true;
            break;
          }
        }
      }
      if (dominated) out.push_back(s);
    }
  return out;
}

}  // namespace boardlp
