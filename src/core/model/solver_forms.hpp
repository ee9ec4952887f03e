#pragma once
// The form a problem is written in for one solver (boardlp --for SOLVER): each solver's fastest
// form that keeps every solution, measured by bench/defaults on a ladder of sizes
// (bench/RESULTS.md). Without --for a problem takes its recipe's default, the default solver's
// (cbc's) measurement; a row here is where another solver's measurement differs from it.
#include <optional>
#include <span>
#include <string_view>

#include "spec.hpp"

namespace boardlp {

struct SolverForm {
  std::string_view solver;  // boardlp-solve's --solver name
  Problem problem;
  Formulation formulation;
  CoverForm cover;
  std::string_view form;      // for the header: "the line cover"
  std::string_view measured;  // what bench/defaults measured, for the header
};

// Whether bench/defaults has measured the forms on `solver` (glpk not yet).
bool forms_measured_for(std::string_view solver);
// The form for `solver` where it differs from the recipe's default; nullopt where the default is
// its best too.
std::optional<SolverForm> form_for(std::string_view solver, Problem problem);

}  // namespace boardlp
