#pragma once
// Counting placements up to the symmetries of the board (Burnside's lemma), for both of the
// counter's searches. A symmetry must keep the walls, the holes and the fixed pieces in place; on
// a torus the translations are symmetries too.
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "question.hpp"

namespace boardlp::count {

using SquareMap = std::function<std::pair<int, int>(int, int)>;

// The rotations and reflections (and on a torus their compositions with every translation) that
// map the board, its walls, holes and fixed pieces onto themselves.
std::vector<SquareMap> symmetries(const Question& p);

// The number of classes is the average, over the symmetries g, of the number of placements g maps
// onto themselves. It needs no table of the placements seen. A placement is given as one bit mask
// of columns per row; two colours as two such layers, one after the other (each maps onto itself).
class Burnside {
 public:
  explicit Burnside(const Question& p) : rows_(p.rows), syms_(symmetries(p)) {}
  void add(const std::vector<uint64_t>& rows);
  uint64_t visited() const { return visited_; }
  uint64_t fixed() const { return fixed_; }  // placements mapped onto themselves, summed over the symmetries
  size_t symmetry_count() const { return syms_.size(); }
  Big classes() const { return Big(fixed_) / syms_.size(); }

 private:
  int rows_;
  std::vector<SquareMap> syms_;
  uint64_t visited_ = 0, fixed_ = 0;
};

// One class of placements up to the board's symmetries: its least member (in board order), its
// orbit (how many different placements the symmetries make of it) and how many of a list fell in it.
struct OrbitClass {
  Placement least;
  size_t orbit = 0;
  size_t seen = 0;
};

// The classes of a list of placements, in the order of their least members. A list that holds
// every placement of a question is closed under the symmetries: each class is seen as many times
// as its orbit, and the orbits add up to the list's length. Its own check on a search: a set the
// search missed leaves its class short.
std::vector<OrbitClass> orbit_classes(const Question& p, const std::vector<Placement>& list);

}  // namespace boardlp::count
