#pragma once
// The solvers that have only a Python API, one file each (their rows and status tables); Kissat
// and RC2 share pysat_backends.cpp.
#include "python_backend.hpp"

namespace boardlp {

const Backend& highs_backend();
const Backend& scip_backend();
const Backend& cpsat_backend();
const Backend& gurobi_backend();
const Backend& cplex_backend();
const Backend& xpress_backend();
const Backend& kissat_backend();
const Backend& rc2_backend();
const Backend& ganak_backend();  // a model counter (counter_backends.cpp)

}  // namespace boardlp
