#pragma once
// A solver's answer as parsed from its files: the status, the objective as the solver states it
// (in the file's own sense) and the value of every nonzero column, by name.
#include <cmath>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "status.hpp"

namespace boardlp {

// How a solver's own listing of every solution ended (a Python runner's --enumerate): none for
// any other answer.
enum class EnumerationEnd {
  none,
  exhausted,  // its last solve found no solution: the status says whether it proved there is none
  complete,   // the solver's own listing searched to its end
  limit,      // it found the number asked for
  stopped,    // a stop or the time limit
};

struct SolverAnswer {
  SolveStatus status = SolveStatus::no_solution;
  std::string status_text;          // the solver's own words, for messages
  std::optional<double> objective;  // when there is a solution
  std::optional<double> bound;      // the best bound the solver proved, where it states one
  std::vector<std::pair<std::string, double>> values;  // nonzero values, in the solver's order
  EnumerationEnd enumeration_end = EnumerationEnd::none;
  // A model counter's answer (--count): the placements counted, a whole number in decimal of any
  // size; it holds no solution.
  std::optional<std::string> count;
};

// Solvers state integer results with floating noise (7.9999999999998 for 8 queens): within the
// usual integrality tolerance (1e-6) a number is read as the integer it stands for. The checker
// then verifies the solution against the file's rows and the board's rules on its own.
inline double snapped(double v) {
  const double r = std::round(v);
  return std::abs(v - r) <= 1e-6 ? r + 0.0 : v;  // + 0.0: no -0
}

}  // namespace boardlp
