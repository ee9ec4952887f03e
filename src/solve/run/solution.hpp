#pragma once
// A solver's answer as parsed from its files: the status, the objective as the solver states it
// (in the file's own sense) and the value of every nonzero column, by name.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "status.hpp"

namespace boardlp {

struct SolverAnswer {
  SolveStatus status = SolveStatus::no_solution;
  std::string status_text;          // the solver's own words, for messages
  std::optional<double> objective;  // when there is a solution
  std::vector<std::pair<std::string, double>> values;  // nonzero values, in the solver's order
};

}  // namespace boardlp
