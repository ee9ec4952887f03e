#pragma once
// The run's clock: the stages measure from the run's start with it, and share its time limit.
#include <algorithm>
#include <chrono>

namespace boardlp {

using Clock = std::chrono::steady_clock;
inline double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// The whole run's start and its wall-clock limit (--time-limit), which every stage spends from.
struct RunClock {
  Clock::time_point start = Clock::now();
  double time_limit = 0;  // seconds for the whole run; 0: none

  double elapsed() const { return since(start); }
  bool limited() const { return time_limit > 0; }
  bool expired() const { return limited() && elapsed() >= time_limit; }
  // What is left for the next stage (0: no limit); never 0 when limited, so a solver still gets a
  // limit to stop at.
  double remaining() const { return limited() ? std::max(1e-3, time_limit - elapsed()) : 0.0; }
  Clock::time_point deadline() const {
    return start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(time_limit));
  }
};

}  // namespace boardlp
