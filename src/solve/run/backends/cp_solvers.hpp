#pragma once
// The constraint-programming solvers (cp_backends.cpp): Gecode, through MiniZinc.
#include "backend.hpp"

namespace boardlp {

const Backend& gecode_backend();

}  // namespace boardlp
