#pragma once
// Region puzzles with exactly one solution (the Queens game: one king in every row, column and
// region, no two touching), made at random for `boardlp suite regions`.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "instances.hpp"

namespace boardlp::suite {

struct RegionStats {
  int made = 0;            // puzzles kept: their solution is unique
  int rejected = 0;        // grids given up: no square could move, or the steps ran out
  int repairs = 0;         // squares moved to another region, over all grids
  double seconds = 0;      // drawing and counting, all of them
};

// `count` different n x n grids of n connected regions drawn from `seed`, each kept only when the
// puzzle for `piece` (k = 1 or 2 per row, column and region) has exactly one solution, which is its
// known answer. Each grid is handed to `grid` (its name and its lines) before the instance. The
// grids grow from a random solution: region i from its piece, a square at a time, each next to
// its region (for k = 2, the 2n regions so grown are joined in neighbouring pairs), so the
// drawn solution always fits; then, while the counter finds another solution,
// a square of it moves to a neighbouring region, which rules that solution out.
// Throws UserError when `count` unique puzzles are not found within a bounded number of draws.
RegionStats region_set(Piece piece, int32_t n, int k, int count, uint64_t seed,
                       const std::function<void(const std::string& name, const std::string& lines)>& grid,
                       const InstanceSink& sink);

}  // namespace boardlp::suite
