#pragma once
// The known answer of an instance, from the exact counter (boardlp-count's, linked in), which
// shares no rule of attack with the model builder. Each count runs in a child process with a
// time budget, so one hard instance cannot stall a suite: past it the answer is left unknown,
// for the run to fill.
#include <string>

#include "problem.hpp"

namespace boardlp::suite {

struct Expected {
  enum class Known { optimum, infeasible, unknown };
  Known known = Known::unknown;
  double value = 0;        // the objective a solver should report (place K: 0, the file's zero objective)
  std::string placements;  // how many optimal placements there are (decimal), when counted
  std::string source;      // "boardlp-count", "published: OEIS A075458", or why the answer is unknown
};

// The counter's answer within `seconds`, else a published one (published.hpp), else unknown.
Expected expected_of(const Spec& spec, double seconds);
// The counter's answer alone (unknown past `seconds`).
Expected counted_answer(const Spec& spec, double seconds);

}  // namespace boardlp::suite
