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

}  // namespace boardlp::count
