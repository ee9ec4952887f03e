#pragma once
// boardlp suite frontier: a curated set at the edge of what is known, each instance in a tier as
// MIPLIB sorts its own. easy: a reference run of cbc (one thread, on the 2-core machine the
// project is measured on) proved it within an hour; hard: the optimum is published or counted,
// but the reference run did not prove it within the hour; open: no optimum is known (past every
// published term). The reference runs are measurements, each entry naming its own; the tier of a
// known instance comes from them, never from a guess.
#include <string>

#include "instances.hpp"

namespace boardlp::suite {

inline constexpr double kEasySeconds = 3600;

// Every instance of the set, in order (Instance::tiered, with its reference run).
void frontier_set(const InstanceSink& sink);

// easy, hard or open, from whether the answer is known and the instance's reference run.
std::string tier_of(const Instance& in, bool known);

}  // namespace boardlp::suite
