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
  std::string source;      // "boardlp-count", or why the answer is unknown
};

// `seconds`: the budget of one count.
Expected expected_of(const Spec& spec, double seconds);

}  // namespace boardlp::suite
