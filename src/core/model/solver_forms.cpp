#include "solver_forms.hpp"

#include <array>

namespace boardlp {

namespace {

// bench/defaults --cap 20 --keeping-only per solver, then bench/defaults --compare (bench/RESULTS.md,
// "The defaults on every backend"): a row where a form's seconds summed over the ladder of sizes
// are under 0.8 of the default form's, and a second or more shorter.
constexpr std::array kForms{
    SolverForm{"gurobi", Problem::dominate, Formulation::clique, CoverForm::lines,
               "the line cover", "queens 6 to 11 in 2.8 s in all, against 5.3 s for the square cover"},
};

constexpr std::array<std::string_view, 7> kMeasured{"cbc", "highs", "scip", "cpsat", "gurobi", "cplex", "xpress"};

}  // namespace

bool forms_measured_for(std::string_view solver) {
  for (std::string_view s : kMeasured)
    if (s == solver) return true;
  return false;
}

std::optional<SolverForm> form_for(std::string_view solver, Problem problem) {
  for (const SolverForm& f : kForms)
    if (f.solver == solver && f.problem == problem) return f;
  return std::nullopt;
}

}  // namespace boardlp
