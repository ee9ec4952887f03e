#pragma once
// The SAT, pseudo-Boolean and MaxSAT solvers that are programs (sat_backends.cpp).
#include "competition_backend.hpp"

namespace boardlp {

const Backend& cadical_backend();
const Backend& clasp_backend();
const Backend& sat4j_backend();

}  // namespace boardlp
