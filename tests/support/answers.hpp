#pragma once
// A solver's answer made by hand, for the tests of the checker and the stages.
#include <string>
#include <utility>
#include <vector>

#include "solution.hpp"

namespace boardlp::test {

inline SolverAnswer optimal_answer(std::vector<std::pair<std::string, double>> values, double objective) {
  SolverAnswer a;
  a.status = SolveStatus::optimal;
  a.objective = objective;
  a.values = std::move(values);
  return a;
}

}  // namespace boardlp::test
