#pragma once
// Which counter answers a question: boardlp's problems name it in their recipes (recipes.hpp).

namespace boardlp::count {

// What is counted: placements with no two attacking (the maximum, or --place K), the smallest
// sets that occupy or attack every square but the walls (domination), independent or not, the
// smallest sets that attack every square but the walls, their own squares too (total
// domination), the largest peaceable armies (army_counter.hpp), or K pieces that leave the most
// squares free (non-dominating, unattacked_counter.hpp), or the solutions of a region puzzle
// (region_counter.hpp), or the fewest colours of the board (colouring_counter.hpp), or the most
// points with no three in line (no_three_counter.hpp).
enum class Goal { pack, dominate, independent_dominate, total_dominate, armies, non_dominating, regions, colour,
                  no_three_in_line };

}  // namespace boardlp::count
