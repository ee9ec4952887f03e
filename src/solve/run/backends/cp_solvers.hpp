#pragma once
// The constraint-programming solvers (cp_backends.cpp): Gecode, through MiniZinc; ACE and Choco, on XCSP3.
#include "backend.hpp"

namespace boardlp {

const Backend& gecode_backend();
const Backend& ace_backend();
const Backend& choco_backend();

}  // namespace boardlp
