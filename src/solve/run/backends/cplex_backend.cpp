// CPLEX: the PyPI package cplex (the Community Edition), through templates/solvers/cplex_runner.py.
#include <array>

#include "python_solvers.hpp"

namespace boardlp {

namespace {
// The names of Cplex.solution.status's codes (one name each in CPLEX 22.1). The runner sets mip.tolerances.mipgap 0 and
// settles MIP_infeasible_or_unbounded by solving again with primal reductions only.
constexpr std::array<StatusWord, 22> kCplexStatuses{{
    {"MIP_optimal", SolveStatus::optimal},
    {"optimal_tolerance", SolveStatus::optimal},  // 102: within the absolute gap, 1e-6
    {"MIP_infeasible", SolveStatus::infeasible},
    {"MIP_unbounded", SolveStatus::unbounded},
    {"MIP_time_limit_feasible", SolveStatus::feasible, true},
    {"MIP_time_limit_infeasible", SolveStatus::no_solution, true},
    {"MIP_abort_feasible", SolveStatus::feasible, true},
    {"MIP_abort_infeasible", SolveStatus::no_solution, true},
    {"solution_limit", SolveStatus::feasible, true},  // 104: the first solution (--all's solves)
    {"node_limit_feasible", SolveStatus::feasible, true},
    {"node_limit_infeasible", SolveStatus::no_solution, true},
    {"MIP_dettime_limit_feasible", SolveStatus::feasible, true},
    {"MIP_dettime_limit_infeasible", SolveStatus::no_solution, true},
    {"MIP_feasible", SolveStatus::feasible, true},
    {"mem_limit_feasible", SolveStatus::feasible, true},
    {"mem_limit_infeasible", SolveStatus::no_solution, true},
    {"fail_feasible", SolveStatus::feasible, true},  // stopped by an error, with a solution: checked
    {"optimal", SolveStatus::optimal},  // a model with no integer column is solved as an LP
    {"infeasible", SolveStatus::infeasible},
    {"unbounded", SolveStatus::unbounded},
    {"abort_time_limit", SolveStatus::feasible, true},
    {"abort_user", SolveStatus::feasible, true},
}};

constexpr PythonSolver kCplex{
    .name = "cplex",
    .library = "CPLEX",
    .pip = "cplex",
    .module = "cplex",
    .about = "IBM CPLEX (PyPI cplex, Community Edition): a commercial MIP solver",
    .statuses = kCplexStatuses,
    .default_threads = "the cores",
    .size_limit = "at most 1000 columns and 1000 rows",
    .full_licence = "a full CPLEX's own Python API first on PYTHONPATH",
    .option_form = "CPLEX's parameter paths after 'parameters.', as NAME=VALUE (mip.strategy.heuristicfreq=-1, emphasis.mip=3), each set by its .set(); CPLEX's parameter reference lists them",
};
}  // namespace

const Backend& cplex_backend() {
  static const PythonBackend backend(kCplex);
  return backend;
}

}  // namespace boardlp
