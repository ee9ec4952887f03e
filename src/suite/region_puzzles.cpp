#include "region_puzzles.hpp"

#include <chrono>
#include <limits>
#include <random>
#include <set>

#include <fmt/format.h>

#include "count_bridge.hpp"
#include "errors.hpp"
#include "formulation.hpp"
#include "region_counter.hpp"
#include "wording.hpp"

namespace boardlp::suite {

namespace {

// A uniform draw from 0..n-1 by rejection, the same on every platform.
uint64_t draw(std::mt19937_64& rng, uint64_t n) {
  const uint64_t limit = std::numeric_limits<uint64_t>::max() - std::numeric_limits<uint64_t>::max() % n;
  uint64_t x;
  do x = rng();
  while (x >= limit);
  return x % n;
}

// One piece in every row and column, none attacking another: a random depth-first search over
// the columns of each row in a shuffled order. Empty if there is none.
std::vector<Square> random_solution(Piece piece, int32_t n, std::mt19937_64& rng) {
  const Board board(n, n);
  std::vector<Square> placed;
  std::vector<bool> used(static_cast<size_t>(n));
  std::function<bool(int32_t)> place = [&](int32_t r) {
    if (r == n) return true;
    std::vector<int32_t> cols(static_cast<size_t>(n));
    for (int32_t c = 0; c < n; ++c) cols[static_cast<size_t>(c)] = c;
    for (int32_t i = n - 1; i > 0; --i) std::swap(cols[static_cast<size_t>(i)], cols[draw(rng, static_cast<uint64_t>(i) + 1)]);
    for (int32_t c : cols) {
      if (used[static_cast<size_t>(c)]) continue;
      bool ok = true;
      for (const Square& q : placed) ok = ok && !attacks(piece, board, q, {r, c});
      if (!ok) continue;
      used[static_cast<size_t>(c)] = true;
      placed.push_back({r, c});
      if (place(r + 1)) return true;
      placed.pop_back();
      used[static_cast<size_t>(c)] = false;
    }
    return false;
  };
  return place(0) ? placed : std::vector<Square>{};
}

// Regions grown from the pieces: region i starts on piece i; then, until every square has one, a
// random square next to (sharing a side with) a region joins it.
std::vector<char> grow_regions(int32_t n, const std::vector<Square>& seeds, std::mt19937_64& rng) {
  static constexpr std::string_view kNames = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  std::vector<char> cells(static_cast<size_t>(n) * static_cast<size_t>(n), 0);
  for (size_t i = 0; i < seeds.size(); ++i) cells[static_cast<size_t>(seeds[i].r * n + seeds[i].c)] = kNames[i];
  int32_t left = n * n - static_cast<int32_t>(seeds.size());
  std::vector<std::pair<int32_t, char>> frontier;
  while (left > 0) {
    frontier.clear();
    for (int32_t s = 0; s < n * n; ++s) {
      if (cells[static_cast<size_t>(s)] != 0) continue;
      const int32_t r = s / n, c = s % n;
      for (const auto [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
        const int32_t rr = r + dr, cc = c + dc;
        if (rr < 0 || rr >= n || cc < 0 || cc >= n) continue;
        if (const char id = cells[static_cast<size_t>(rr * n + cc)]; id != 0) frontier.emplace_back(s, id);
      }
    }
    const auto [square, id] = frontier[draw(rng, frontier.size())];
    cells[static_cast<size_t>(square)] = id;
    --left;
  }
  return cells;
}

// Whether the squares of region `id` are connected through shared sides, without square `gone`.
bool connected_without(const std::vector<char>& cells, int32_t n, char id, int32_t gone) {
  std::vector<int32_t> stack;
  std::vector<bool> seen(cells.size());
  int32_t total = 0;
  for (int32_t s = 0; s < n * n; ++s)
    if (s != gone && cells[static_cast<size_t>(s)] == id) {
      ++total;
      if (stack.empty()) {
        stack.push_back(s);
        seen[static_cast<size_t>(s)] = true;
      }
    }
  int32_t reached = 0;
  while (!stack.empty()) {
    const int32_t s = stack.back();
    stack.pop_back();
    ++reached;
    for (const auto [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
      const int32_t r = s / n + dr, c = s % n + dc, t = r * n + c;
      if (r < 0 || r >= n || c < 0 || c >= n || t == gone || seen[static_cast<size_t>(t)] || cells[static_cast<size_t>(t)] != id) continue;
      seen[static_cast<size_t>(t)] = true;
      stack.push_back(t);
    }
  }
  return reached == total;
}

// Makes the drawn solution the only one, one square at a time: while the counter finds another
// solution, a square where that one has a piece and the drawn one has none moves to a region
// next to it (its own region staying connected). The other solution then has no piece in that
// region, and the drawn one is untouched. False when no square can move or the steps run out.
bool repair(Spec& spec, const std::vector<Square>& solution, std::mt19937_64& rng, int& steps) {
  const int32_t n = spec.rows;
  std::set<int> mine;
  for (const Square& q : solution) mine.insert(q.r * n + q.c);
  for (steps = 0; steps < 4 * n * n; ++steps) {
    const std::vector<std::vector<int>> found = count::region_solutions(*count_problem_of(spec), 2);
    const std::vector<int>* other = nullptr;
    for (const auto& f : found)
      if (std::set<int>(f.begin(), f.end()) != mine) other = &f;
    if (!other) return found.size() == 1;
    std::vector<std::pair<int32_t, char>> moves;  // (square, the region it may join)
    for (int s : *other) {
      if (mine.count(s)) continue;
      const char id = spec.regions[static_cast<size_t>(s)];
      if (!connected_without(spec.regions, n, id, s)) continue;
      for (const auto [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
        const int32_t r = s / n + dr, c = s % n + dc;
        if (r < 0 || r >= n || c < 0 || c >= n) continue;
        if (const char to = spec.regions[static_cast<size_t>(r * n + c)]; to != id) moves.emplace_back(s, to);
      }
    }
    if (moves.empty()) return false;
    const auto [square, to] = moves[draw(rng, moves.size())];
    spec.regions[static_cast<size_t>(square)] = to;
  }
  return false;
}

}  // namespace

RegionStats region_set(Piece piece, int32_t n, int count, uint64_t seed,
                       const std::function<void(const std::string& name, const std::string& lines)>& grid,
                       const InstanceSink& sink) {
  if (n < 1 || n > 16) throw UserError(fmt::format("boardlp suite regions {}: give N from 1 to 16", n));
  const auto start = std::chrono::steady_clock::now();
  std::mt19937_64 rng(seed);
  std::set<std::vector<char>> seen;
  RegionStats stats;
  const int64_t draws = int64_t{2000} * count + 1000;
  for (int64_t a = 0; a < draws && stats.made < count; ++a) {
    const std::vector<Square> solution = random_solution(piece, n, rng);
    if (solution.empty())
      throw UserError(fmt::format("no {} fit one per row and column of {} without attacking each other, so no region "
                                  "puzzle of that size has a solution: use a larger N", plural(piece), a_board(n, n)));
    Spec spec;
    spec.piece = piece;
    spec.rows = spec.cols = n;
    spec.problem = Problem::regions;
    spec.k = 1;
    spec.regions = grow_regions(n, solution, rng);
    int steps = 0;
    const bool unique = repair(spec, solution, rng, steps);
    stats.repairs += steps;
    if (!unique) {
      ++stats.rejected;
      continue;
    }
    if (!seen.insert(spec.regions).second) continue;
    ++stats.made;
    std::string lines;
    for (int32_t row = 0; row < n; ++row)
      lines.append(spec.regions.data() + static_cast<size_t>(row * n), static_cast<size_t>(n)).push_back('\n');
    Instance in;
    in.name = fmt::format("{}-{}x{}-regions-s{}-{}", word(piece), n, n, seed, stats.made);
    spec.regions_file = "grids/" + in.name + ".txt";
    in.options = "--regions " + spec.regions_file;
    in.spec = std::move(spec);
    grid(in.name, lines);
    sink(in);
  }
  stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (stats.made < count)
    throw UserError(fmt::format("boardlp suite regions: {} unique puzzles of {} found in {} draws ({} grids with more than "
                                "one solution): ask for fewer, or another --seed", stats.made, a_board(n, n), draws, stats.rejected));
  return stats;
}

}  // namespace boardlp::suite
