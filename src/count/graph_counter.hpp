#pragma once
// The counter's search for what its row-by-row searches cannot serve: pieces given by their moves
// (nightriders, any Betza piece) and boards that wrap around (the torus). It reads the moves
// itself (shared with neither the model builder nor the checker), builds the board's attack graph
// and counts the independent sets of the wanted size in it, one clique of the graph at a time.
#include <cstdint>

#include "attack_graph.hpp"
#include "question.hpp"

namespace boardlp::count {

// With Goal::dominate or independent_dominate: the fewest pieces that occupy or attack every
// square but the walls (holes too), and the number of such sets (pieces = -1, count = 0 when none
// exists). Throws std::invalid_argument for a board of more than kGraphSquares squares, an unknown move
// letter, or fixed pieces on a wall or a hole or attacking each other; BeyondCap past the limits.
Result count_by_graph(const Question& problem, bool unique, uint64_t unique_limit = 20'000'000,
                      const Limits& limits = {});

}  // namespace boardlp::count
