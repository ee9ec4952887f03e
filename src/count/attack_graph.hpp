#pragma once
// The counter's attack graph, for its searches over any piece and board (graph_counter.cpp,
// army_counter.cpp): its own reading of the moves, shared with neither the model builder nor
// the checker, and for each square the squares a piece there attacks.
#include <array>
#include <bit>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "question.hpp"

namespace boardlp::count {

inline constexpr int kGraphSquares = 384;  // the attack graph's sets are bit sets of this many squares (19x19)

// A set of squares, square r * cols + c as one bit.
struct Squares {
  std::array<uint64_t, kGraphSquares / 64> w{};

  void add(int i) { w[static_cast<size_t>(i) >> 6] |= uint64_t{1} << (i & 63); }
  bool has(int i) const { return (w[static_cast<size_t>(i) >> 6] >> (i & 63)) & 1u; }
  bool empty() const {
    uint64_t any = 0;
    for (uint64_t m : w) any |= m;
    return any == 0;
  }
  int size() const {
    int n = 0;
    for (uint64_t m : w) n += std::popcount(m);
    return n;
  }
  bool meets(const Squares& o) const {
    uint64_t any = 0;
    for (size_t i = 0; i < w.size(); ++i) any |= w[i] & o.w[i];
    return any != 0;
  }
  Squares operator&(const Squares& o) const {
    Squares s;
    for (size_t i = 0; i < w.size(); ++i) s.w[i] = w[i] & o.w[i];
    return s;
  }
  Squares operator|(const Squares& o) const {
    Squares s;
    for (size_t i = 0; i < w.size(); ++i) s.w[i] = w[i] | o.w[i];
    return s;
  }
  Squares without(const Squares& o) const {
    Squares s;
    for (size_t i = 0; i < w.size(); ++i) s.w[i] = w[i] & ~o.w[i];
    return s;
  }
  // Calls f with each square in the set, in board order.
  template <class F>
  void each(F&& f) const {
    for (size_t i = 0; i < w.size(); ++i)
      for (uint64_t m = w[i]; m; m &= m - 1) f(static_cast<int>(i * 64) + std::countr_zero(m));
  }
  bool operator==(const Squares&) const = default;
};

// One way a piece moves: by (dr, dc), once (a leap) or repeated until the edge or a wall (a ride).
struct Move {
  int dr, dc;
  bool ride;
};

// The counter's own reading of the moves: each Betza atom is a leap (a, b) in its eight
// orientations; a doubled atom, and R, B, Q, is its rider. Throws std::invalid_argument for a
// letter it does not know.
std::vector<Move> moves_of(const Question& p);

// The board's attack graph: which squares may hold a piece, and for each such square the others
// that a piece there attacks or is attacked from.
class AttackGraph {
 public:
  explicit AttackGraph(const Question& p) : rows_(p.rows), cols_(p.cols) {
    const int n = rows_ * cols_;
    if (n > kGraphSquares)
      throw std::invalid_argument(fmt::format("boardlp-count counts pieces given by their moves and boards on a torus "
                                              "up to {} squares, not {} ({}x{}): count a smaller board",
                                              kGraphSquares, n, rows_, cols_));
    Squares walls;
    for (auto [r, c] : p.walls) walls.add(r * cols_ + c);
    for (int i = 0; i < n; ++i) open_.add(i);
    open_ = open_.without(walls);
    for (auto [r, c] : p.holes) placeable_.add(r * cols_ + c);
    placeable_ = open_.without(placeable_);
    conflict_.assign(static_cast<size_t>(n), {});
    sees_.assign(static_cast<size_t>(n), {});
    const std::vector<Move> moves = moves_of(p);
    placeable_.each([&](int from) {
      sees_[static_cast<size_t>(from)].add(from);
      for (const Move& m : moves) walk(from, m, p.torus);
    });
    for (int i = 0; i < n; ++i)  // a piece on j attacked from i attacks back or not: either way they conflict
      conflict_[static_cast<size_t>(i)].each([&](int j) { conflict_[static_cast<size_t>(j)].add(i); });
  }

  const Squares& placeable() const { return placeable_; }
  const Squares& open() const { return open_; }  // every square but the walls: what domination covers
  // The squares a piece on `square` occupies or attacks, holes included (walls never).
  const Squares& sees(int square) const { return sees_[static_cast<size_t>(square)]; }
  const Squares& conflict(int square) const { return conflict_[static_cast<size_t>(square)]; }
  int cols() const { return cols_; }
  int rows() const { return rows_; }

 private:
  // From `from` along m: a leap lands once; a ride goes on over holes until the edge, a wall or,
  // on a torus, its own start.
  void walk(int from, const Move& m, bool torus) {
    int r = from / cols_, c = from % cols_;
    for (int steps = 0; steps < rows_ * cols_; ++steps) {
      r += m.dr;
      c += m.dc;
      if (torus) r = (r % rows_ + rows_) % rows_, c = (c % cols_ + cols_) % cols_;
      if (r < 0 || r >= rows_ || c < 0 || c >= cols_) return;
      const int to = r * cols_ + c;
      if (to == from || !open_.has(to)) return;  // back at the start, or a wall
      if (placeable_.has(to)) conflict_[static_cast<size_t>(from)].add(to);
      sees_[static_cast<size_t>(from)].add(to);
      if (!m.ride) return;
    }
  }

  int rows_, cols_;
  Squares open_, placeable_;
  std::vector<Squares> conflict_, sees_;
};

}  // namespace boardlp::count
