#pragma once
// The counter's search for no-three-in-line (Goal::no_three_in_line): the most points on the
// board's open squares with no three on one line of any slope (walls cut lines, holes do not),
// and the number of sets that many points make.
#include <cstdint>

#include "question.hpp"

namespace boardlp::count {

// Result::pieces is the most points (fixed ones among them); Result::count the sets of that
// many. Throws std::invalid_argument for a board wider than 64 columns, a torus, or a fixed point
// on a wall or a hole.
Result count_no_three_in_line(const Question& problem, bool unique, uint64_t unique_limit = 20'000'000,
                              const Limits& limits = {});

}  // namespace boardlp::count
