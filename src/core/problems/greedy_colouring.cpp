#include "greedy_colouring.hpp"

#include <algorithm>
#include <mutex>
#include <set>
#include <tuple>

#include <fmt/format.h>

#include "errors.hpp"
#include "families.hpp"
#include "size_estimate.hpp"
#include "wording.hpp"

namespace boardlp {

namespace {

// Each open square's neighbours (row-major numbers): the open squares of its total-domination
// row (the squares that attack it), which is the model's own attack rule, walls and torus included.
std::vector<std::vector<int32_t>> neighbours_of(const Board& board, Piece piece) {
  const auto cols = static_cast<size_t>(board.cols());
  std::vector<std::vector<int32_t>> neighbours(static_cast<size_t>(board.rows()) * cols);
  const std::unique_ptr<RowFamily> attackers = cover_rows(board, piece, false);
  attackers->for_each_row([&](const Row& row) {
    const size_t v = static_cast<size_t>(row.name.r) * cols + static_cast<size_t>(row.name.c);
    if (board.is_closed(row.name.r, row.name.c)) return;
    for_each_term(row, board, [&](const Column& col, int8_t) {
      neighbours[v].push_back(static_cast<int32_t>(static_cast<size_t>(col.r) * cols + static_cast<size_t>(col.c)));
    });
  });
  for (auto& n : neighbours) std::sort(n.begin(), n.end());
  return neighbours;
}

void check_size(const Spec& spec) {
  if (attacking_pairs(spec.piece, spec.rows, spec.cols, spec.torus) > kMaxGreedyPairs)
    throw UserError(fmt::format("{}: boardlp picks the number of colours by colouring the board greedily, which takes too "
                                "long on a board this size: give --colours K (at least the longest line for riders)",
                                a_board(spec.rows, spec.cols)));
}

}  // namespace

std::vector<Square> greedy_clique(const Spec& spec) {
  check_size(spec);
  const Board board(spec.rows, spec.cols, spec.walls, spec.holes, spec.torus);
  const std::vector<std::vector<int32_t>> neighbours = neighbours_of(board, spec.piece);
  std::vector<int32_t> best;
  const size_t step = std::max<size_t>(1, neighbours.size() / 64);  // 64 starting squares spread over the board at most
  for (size_t v = 0; v < neighbours.size(); v += step) {
    if (board.is_closed(static_cast<int32_t>(v / static_cast<size_t>(board.cols())), static_cast<int32_t>(v % static_cast<size_t>(board.cols()))))
      continue;
    std::vector<int32_t> clique{static_cast<int32_t>(v)}, candidates = neighbours[v];
    while (!candidates.empty()) {
      int32_t pick = -1;
      size_t most = 0;
      std::vector<int32_t> kept;
      for (const int32_t c : candidates) {  // the candidate with the most candidates among its neighbours
        std::vector<int32_t> common;
        const auto& n = neighbours[static_cast<size_t>(c)];
        std::set_intersection(n.begin(), n.end(), candidates.begin(), candidates.end(), std::back_inserter(common));
        if (pick < 0 || common.size() > most) pick = c, most = common.size(), kept = std::move(common);
      }
      clique.push_back(pick);
      candidates = std::move(kept);
    }
    if (clique.size() > best.size()) best = clique;
  }
  std::sort(best.begin(), best.end());
  std::vector<Square> out;
  for (const int32_t v : best) out.push_back({v / board.cols(), v % board.cols()});
  return out;
}

std::vector<int32_t> greedy_colouring(const Spec& spec) {
  check_size(spec);
  const Board board(spec.rows, spec.cols, spec.walls, spec.holes, spec.torus);
  const auto cols = static_cast<size_t>(board.cols());
  const size_t squares = static_cast<size_t>(board.rows()) * cols;
  const std::vector<std::vector<int32_t>> neighbours = neighbours_of(board, spec.piece);
  std::vector<int32_t> colour(squares, 0);
  std::vector<std::vector<int32_t>> seen(squares);  // the colours among a square's neighbours, sorted
  // The squares still to colour, the next one last: most colours seen, then most neighbours,
  // then the first in board order.
  using Key = std::tuple<size_t, size_t, int64_t>;
  std::set<Key> queue;
  auto key = [&](size_t v) { return Key{seen[v].size(), neighbours[v].size(), -static_cast<int64_t>(v)}; };
  for (size_t v = 0; v < squares; ++v)
    if (!board.is_closed(static_cast<int32_t>(v / cols), static_cast<int32_t>(v % cols))) queue.insert(key(v));
  while (!queue.empty()) {
    const auto v = static_cast<size_t>(-std::get<2>(*std::prev(queue.end())));
    queue.erase(std::prev(queue.end()));
    int32_t c = 1;
    for (const int32_t s : seen[v]) {  // the smallest colour not seen
      if (s != c) break;
      ++c;
    }
    colour[v] = c;
    for (const int32_t w : neighbours[v]) {
      const auto u = static_cast<size_t>(w);
      if (colour[u] != 0) continue;
      const auto at = std::lower_bound(seen[u].begin(), seen[u].end(), c);
      if (at != seen[u].end() && *at == c) continue;
      queue.erase(key(u));
      seen[u].insert(at, c);
      queue.insert(key(u));
    }
  }
  return colour;
}

int64_t greedy_colour_count(const Spec& spec) {
  // The last board asked about and its count: the header, the size checks and the model ask in turn.
  struct Cached {
    std::string piece;
    int32_t rows = 0, cols = 0;
    std::vector<Square> walls, holes;
    bool torus = false;
    int64_t count = -1;
    bool operator==(const Cached& o) const {
      return piece == o.piece && rows == o.rows && cols == o.cols && walls == o.walls && holes == o.holes && torus == o.torus;
    }
  };
  static std::mutex mutex;
  static Cached last;
  Cached now{betza(spec.piece), spec.rows, spec.cols, spec.walls, spec.holes, spec.torus};
  {
    const std::lock_guard lock(mutex);
    if (last.count >= 0 && last == now) return last.count;
  }
  const std::vector<int32_t> colours = greedy_colouring(spec);
  now.count = colours.empty() ? 0 : *std::max_element(colours.begin(), colours.end());
  const std::lock_guard lock(mutex);
  last = now;
  return now.count;
}

}  // namespace boardlp
