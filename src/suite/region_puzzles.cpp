#include "region_puzzles.hpp"

#include <chrono>
#include <random>
#include <set>

#include <fmt/format.h>

#include "attacks.hpp"
#include "count_question.hpp"
#include "errors.hpp"
#include "formulation.hpp"
#include "region_counter.hpp"
#include "wording.hpp"

namespace boardlp::suite {

namespace {

// K pieces in every row and column, none attacking another: a random depth-first search over
// the K-sets of columns of each row, in a shuffled order. Empty if there is none.
std::vector<Square> random_solution(Piece piece, int32_t n, int k, std::mt19937_64& rng) {
  const Board board(n, n);
  std::vector<Square> placed;
  std::vector<int> used(static_cast<size_t>(n));
  std::vector<std::vector<int32_t>> sets;  // every k-set of columns
  std::vector<int32_t> set;
  std::function<void(int32_t)> each = [&](int32_t from) {
    if (static_cast<int>(set.size()) == k) return sets.push_back(set);
    for (int32_t c = from; c < n; ++c) {
      set.push_back(c);
      each(c + 1);
      set.pop_back();
    }
  };
  each(0);
  uint64_t budget = 200000;  // rows tried: past it, no solution is drawn (the caller draws again)
  std::function<bool(int32_t)> place = [&](int32_t r) {
    if (r == n) return true;
    if (budget-- == 0) return false;
    std::vector<size_t> order(sets.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    for (size_t i = order.size(); i-- > 1;) std::swap(order[i], order[draw(rng, i + 1)]);
    for (size_t i : order) {
      const std::vector<int32_t>& cols = sets[i];
      bool ok = true;
      for (int32_t c : cols) ok = ok && used[static_cast<size_t>(c)] < k && k - used[static_cast<size_t>(c)] <= n - r;
      for (size_t a = 0; a < cols.size() && ok; ++a) {
        for (size_t b = a + 1; b < cols.size() && ok; ++b) ok = !attacks(piece, board, {r, cols[a]}, {r, cols[b]});
        for (const Square& q : placed) ok = ok && !attacks(piece, board, q, {r, cols[a]});
      }
      if (!ok) continue;
      for (int32_t c : cols) {
        ++used[static_cast<size_t>(c)];
        placed.push_back({r, c});
      }
      if (place(r + 1)) return true;
      for (int32_t c : cols) {
        --used[static_cast<size_t>(c)];
        placed.pop_back();
      }
    }
    return false;
  };
  return place(0) ? placed : std::vector<Square>{};
}

constexpr std::string_view kNames = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

// Regions grown from the pieces: region i starts on piece i; then, until every square has one, a
// random square next to (sharing a side with) a region joins it.
std::vector<char> grow_regions(int32_t n, const std::vector<Square>& seeds, std::mt19937_64& rng) {
  std::vector<char> cells(static_cast<size_t>(n) * static_cast<size_t>(n), 0);
  for (size_t i = 0; i < seeds.size(); ++i) cells[static_cast<size_t>(seeds[i].r * n + seeds[i].c)] = kNames[i];
  int32_t left = n * n - static_cast<int32_t>(seeds.size());
  std::vector<std::pair<int32_t, char>> frontier;
  while (left > 0) {
    frontier.clear();
    for (int32_t s = 0; s < n * n; ++s) {
      if (cells[static_cast<size_t>(s)] != 0) continue;
      const int32_t r = s / n, c = s % n;
      for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
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

// K = 2 (Star Battle): the 2n regions grown from the pieces, joined two by two into n regions of
// two pieces each, each pair sharing a side (a random greedy matching); empty when the matching
// leaves one alone.
std::vector<char> pair_regions(int32_t n, std::vector<char> halves, std::mt19937_64& rng) {
  const size_t m = static_cast<size_t>(2 * n);
  std::vector<std::set<size_t>> next(m);
  for (int32_t s = 0; s < n * n; ++s)
    for (const auto& [dr, dc] : {std::pair{1, 0}, {0, 1}}) {
      const int32_t r = s / n + dr, c = s % n + dc;
      if (r >= n || c >= n) continue;
      const size_t a = kNames.find(halves[static_cast<size_t>(s)]), b = kNames.find(halves[static_cast<size_t>(r * n + c)]);
      if (a != b) next[a].insert(b), next[b].insert(a);
    }
  std::vector<size_t> order(m), partner(m, m);
  for (size_t i = 0; i < m; ++i) order[i] = i;
  for (size_t i = m; i-- > 1;) std::swap(order[i], order[draw(rng, i + 1)]);
  std::vector<char> name(m);
  char region = 0;
  for (size_t a : order) {
    if (partner[a] != m) continue;
    std::vector<size_t> free;
    for (size_t b : next[a])
      if (partner[b] == m && b != a) free.push_back(b);
    if (free.empty()) return {};
    const size_t b = free[draw(rng, free.size())];
    partner[a] = b, partner[b] = a;
    name[a] = name[b] = kNames[static_cast<size_t>(region++)];
  }
  for (char& ch : halves) ch = name[kNames.find(ch)];
  return halves;
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
    for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
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
      for (const auto& [dr, dc] : {std::pair{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
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

RegionStats region_set(Piece piece, int32_t n, int k, int count, uint64_t seed,
                       const std::function<void(const std::string& name, const std::string& lines)>& grid,
                       const InstanceSink& sink) {
  if (n < 1 || n > 16) throw UserError(fmt::format("boardlp suite regions {}: give N from 1 to 16", n));
  if (k != 1 && k != 2) throw UserError(fmt::format("boardlp suite regions --per-region {}: it makes K = 1 (the Queens game) or 2 (Star Battle)", k));
  const auto start = std::chrono::steady_clock::now();
  std::mt19937_64 rng(seed);
  std::set<std::vector<char>> seen;
  RegionStats stats;
  const int64_t draws = int64_t{2000} * count + 1000;
  for (int64_t a = 0; a < draws && stats.made < count; ++a) {
    const std::vector<Square> solution = random_solution(piece, n, k, rng);
    if (solution.empty() && a == 0)
      throw UserError(fmt::format("no {} fit {} per row and column of {} without attacking each other (none found), so no "
                                  "region puzzle of that size has a solution: use a larger N", plural(piece), k, a_board(n, n)));
    if (solution.empty()) continue;
    Spec spec;
    spec.piece = piece;
    spec.rows = spec.cols = n;
    spec.problem = Problem::regions;
    spec.k = k;
    spec.regions = grow_regions(n, solution, rng);
    if (k == 2) spec.regions = pair_regions(n, spec.regions, rng);
    if (spec.regions.empty()) {
      ++stats.rejected;
      continue;
    }
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
    in.name = fmt::format("{}-{}x{}-regions{}-s{}-{}", word(piece), n, n, k == 1 ? "" : "-k2", seed, stats.made);
    spec.regions_file = "grids/" + in.name + ".txt";
    in.options = "--regions " + spec.regions_file + (k == 1 ? "" : " --per-region 2");
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
