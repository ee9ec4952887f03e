#pragma once
// Which counter answers a question: boardlp's problems name it in their recipes (core/problems/).

namespace boardlp::count {

// What is counted: placements with no two attacking (the maximum, or --place K), the smallest
// sets that occupy or attack every square but the walls (domination), independent or not, the
// smallest sets that attack every square but the walls, their own squares too (total
// domination), the smallest that cover every square but the walls twice, a piece on it counting
// once and each attacker once (double domination), the largest peaceable armies (army_counter.hpp), or K pieces that leave the most
// squares free (non-dominating, unattacked_counter.hpp), or the solutions of a region puzzle
// (region_counter.hpp), or the fewest colours of the board (colouring_counter.hpp), or the most
// points with no three in line (no_three_counter.hpp).
enum class Goal { pack, dominate, independent_dominate, total_dominate, double_dominate, armies, non_dominating, regions,
                  colour, no_three_in_line };

// The goals of the domination search (graph_counter.cpp): the fewest sets that cover, and with
// --at-most every set of at most K.
constexpr bool is_domination(Goal g) {
  return g == Goal::dominate || g == Goal::independent_dominate || g == Goal::total_dominate ||
         g == Goal::double_dominate;
}

}  // namespace boardlp::count
