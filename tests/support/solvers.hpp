#pragma once
// Just enough of cbc and glpsol to check a model's optimum in the generator's tests (the driver,
// boardlp-solve, has the full runners and parsers).
#include <string>

#include "header.hpp"

namespace boardlp::test {

struct Optimum {
  std::string status;  // "optimal", "infeasible" or what the solver said
  double objective = 0;
};

Optimum solve_with_cbc(const std::string& path);
Optimum solve_with_glpsol(const std::string& path, FileFormat format);

}  // namespace boardlp::test
