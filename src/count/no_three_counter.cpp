#include "no_three_counter.hpp"

#include <algorithm>
#include <numeric>
#include <vector>

#include <fmt/format.h>

#include "symmetry_classes.hpp"

namespace boardlp::count {

namespace {

// Branch and bound over the squares in board order, each taken or left. Taking a point p blocks,
// for every point q taken before it on the same stretch of line (no wall between them), every
// other square of that stretch: a third point there would make three in line. A square's count
// of blocks goes up and back down as the search goes in and out. The bound: a stretch of a board
// row or column holds at most 2, so the points still to come are at most what the rows (and the
// columns) left below the node can take.
class NoThree {
 public:
  NoThree(const Question& q, const Limits& limits) : rows_(q.rows), cols_(q.cols), limits_(limits) {
    const size_t n = static_cast<size_t>(rows_) * static_cast<size_t>(cols_);
    wall_.assign(n, false);
    open_.assign(n, true);
    fixed_.assign(n, false);
    blocked_.assign(n, 0);
    for (auto [r, c] : q.walls) wall_[at(r, c)] = true, open_[at(r, c)] = false;
    for (auto [r, c] : q.holes) open_[at(r, c)] = false;
    for (auto [r, c] : q.fixed) {
      if (!open_[at(r, c)])
        throw std::invalid_argument(fmt::format("the fixed point at {},{} is on a wall or a hole: move it or the wall", r + 1, c + 1));
      fixed_[at(r, c)] = true;
    }
    // What the board rows can still take from each square on: 2 a stretch between walls, or its
    // open squares if fewer; and how many open squares the stretch has from that square on.
    row_room_.assign(n, 0);
    stretch_open_.assign(n, 0);
    for (int r = rows_ - 1, later = 0; r >= 0; --r) {
      int open = 0, after = later;  // `after`: the room of the stretches right of this one, and of the rows below
      for (int c = cols_ - 1; c >= 0; --c) {
        if (wall_[at(r, c)]) after += std::min(2, open), open = 0;
        else if (open_[at(r, c)]) ++open;
        stretch_open_[at(r, c)] = open;
        row_room_[at(r, c)] = after + std::min(2, open);
      }
      later = row_room_[at(r, 0)];
    }
    col_room_.assign(static_cast<size_t>(cols_), 0);
    for (int c = 0; c < cols_; ++c) {
      int open = 0;
      for (int r = 0; r < rows_; ++r) {
        if (wall_[at(r, c)]) col_room_[static_cast<size_t>(c)] += std::min(2, open), open = 0;
        else if (open_[at(r, c)]) ++open;
      }
      col_room_[static_cast<size_t>(c)] += std::min(2, open);
    }
    in_col_.assign(static_cast<size_t>(cols_), 0);
  }

  int maximum() {
    best_ = -1;
    search(0, [&] { best_ = std::max(best_, static_cast<int>(taken_.size())); });
    return best_;
  }

  // Calls f(points) for every set of `most` points, in board order.
  template <class F>
  void each(int most, F&& f) {
    best_ = most;
    search(0, [&] {
      if (static_cast<int>(taken_.size()) == most) f(taken_);
    });
  }

 private:
  size_t at(int r, int c) const { return static_cast<size_t>(r) * static_cast<size_t>(cols_) + static_cast<size_t>(c); }

  // At most how many points a set below this node holds: those taken, plus what the rows from
  // square i on can take, or what the columns can (their room less their points so far).
  int bound(size_t i) const {
    const int in_stretch = std::min(2, stretch_open_[i]);  // what row_room_ counts for the stretch of i
    const int by_rows = static_cast<int>(taken_.size()) + row_room_[i] - in_stretch +
                        std::min(in_stretch, std::max(0, 2 - in_stretch_));
    int by_cols = static_cast<int>(taken_.size());
    for (size_t c = 0; c < static_cast<size_t>(cols_); ++c) by_cols += std::max(0, col_room_[c] - in_col_[c]);
    return std::min(by_rows, by_cols);
  }

  template <class Leaf>
  void search(size_t i, const Leaf& leaf) {
    if (i == blocked_.size()) return leaf();
    if (i % static_cast<size_t>(cols_) == 0 || wall_[i - 1]) in_stretch_ = 0;
    if (bound(i) < best_) return;
    if (limits_.progress && (++nodes_ & ((uint64_t{1} << 24) - 1)) == 0)
      limits_.progress(fmt::format("{} million sets tried", nodes_ >> 20));
    const int r = static_cast<int>(i / static_cast<size_t>(cols_)), c = static_cast<int>(i % static_cast<size_t>(cols_));
    const int stretch_before = in_stretch_;
    if (open_[i] && blocked_[i] == 0) {
      const size_t marks = marked_.size();
      block_lines(r, c);
      taken_.push_back({r, c});
      ++in_stretch_, ++in_col_[static_cast<size_t>(c)];
      search(i + 1, leaf);
      in_stretch_ = stretch_before, --in_col_[static_cast<size_t>(c)];
      taken_.pop_back();
      for (size_t k = marks; k < marked_.size(); ++k) --blocked_[marked_[k]];
      marked_.resize(marks);
    }
    if (!fixed_[i]) {
      in_stretch_ = stretch_before;
      search(i + 1, leaf);
    }
    in_stretch_ = stretch_before;
  }

  // For each point q taken, if no wall stands between q and (r,c): block every other square of
  // their line's stretch, both ways from (r,c) up to a wall or the edge.
  void block_lines(int r, int c) {
    for (const auto& [qr, qc] : taken_) {
      const int dr0 = r - qr, dc0 = c - qc, g = std::gcd(dr0, std::abs(dc0));
      const int dr = dr0 / g, dc = dc0 / g;
      bool wall_between = false;
      for (int t = 1; t < g && !wall_between; ++t) wall_between = wall_[at(qr + t * dr, qc + t * dc)];
      if (wall_between) continue;
      for (const int sign : {1, -1})
        for (int rr = r + sign * dr, cc = c + sign * dc; rr >= 0 && rr < rows_ && cc >= 0 && cc < cols_ && !wall_[at(rr, cc)];
             rr += sign * dr, cc += sign * dc)
          if (rr != qr || cc != qc) {
            ++blocked_[at(rr, cc)];
            marked_.push_back(at(rr, cc));
          }
    }
  }

  int rows_, cols_;
  const Limits& limits_;
  std::vector<bool> wall_, open_, fixed_;
  std::vector<int> blocked_, row_room_, stretch_open_, col_room_, in_col_;
  std::vector<size_t> marked_;  // the squares blocked, in order, to undo
  std::vector<std::pair<int, int>> taken_;
  int in_stretch_ = 0, best_ = -1;  // points in the stretch of row being searched
  uint64_t nodes_ = 0;
};

}  // namespace

Result count_no_three_in_line(const Question& problem, bool unique, uint64_t unique_limit, const Limits& limits) {
  if (problem.cols > 64) throw std::invalid_argument("the counter takes boards of at most 64 columns");
  if (problem.torus) throw std::invalid_argument("no-three-in-line is counted on a flat board only");
  NoThree search(problem, limits);
  Result result;
  result.pieces = search.maximum();
  Burnside tally(problem);
  uint64_t count = 0;
  std::vector<uint64_t> rows(static_cast<size_t>(problem.rows));
  search.each(result.pieces, [&](const std::vector<std::pair<int, int>>& points) {
    ++count;
    if (!unique || count > unique_limit) return;
    std::fill(rows.begin(), rows.end(), 0);
    for (const auto& [r, c] : points) rows[static_cast<size_t>(r)] |= uint64_t{1} << c;
    tally.add(rows);
  });
  result.count = count;
  if (unique && count <= unique_limit) result.unique = tally.classes();
  return result;
}

}  // namespace boardlp::count
