#pragma once
// The run's clock: the stages measure from the run's start with it.
#include <chrono>

namespace boardlp {

using Clock = std::chrono::steady_clock;
inline double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

}  // namespace boardlp
