// HiGHS, native and multithreaded: the PyPI package highspy (HiGHS built into the module; it has
// no highs command), through templates/solvers/highs_runner.py.
#include <array>

#include "python_solvers.hpp"

namespace boardlp {

namespace {
// Highs::modelStatusToString's words. The runner sets mip_rel_gap 0 (its default is 1e-4) and
// allow_unbounded_or_infeasible false, so "Primal infeasible or unbounded" never comes.
constexpr std::array<StatusWord, 9> kHighsStatuses{{
    {"Optimal", SolveStatus::optimal},
    {"Infeasible", SolveStatus::infeasible},
    {"Unbounded", SolveStatus::unbounded},
    {"Time limit reached", SolveStatus::feasible, true},
    {"Iteration limit reached", SolveStatus::feasible, true},
    {"Solution limit reached", SolveStatus::feasible, true},  // the first solution (--all's solves)
    {"Interrupted by user", SolveStatus::feasible, true},
    {"Objective target reached", SolveStatus::feasible, true},
    {"Empty", SolveStatus::optimal},  // no row, no column: whatever it holds is optimal
}};

constexpr PythonSolver kHighs{
    .name = "highs",
    .library = "HiGHS",
    .pip = "highspy",
    .module = "highspy",
    .about = "HiGHS, native (PyPI highspy): a parallel open-source MIP solver",
    .statuses = kHighsStatuses,
    .default_threads = "half the cores",
    // Its options' documentation: a matrix entry of large_matrix_value (1e15) or more, a cost of
    // infinite_cost (1e20) or more, is treated as infinite.
    .numbers = {1e15, "HiGHS takes numbers below 1e15 (a matrix entry at or past its large_matrix_value, 1e15, is infinite)"},
    .option_form = "HiGHS's option names, as NAME=VALUE (presolve=off, mip_heuristic_effort=0.2), set by Highs.setOptionValue; its documentation's Options page lists them",
};
}  // namespace

const Backend& highs_backend() {
  static const PythonBackend backend(kHighs);
  return backend;
}

}  // namespace boardlp
