// Gurobi: the PyPI package gurobipy with the size-limited licence it ships, through
// templates/solvers/gurobi_runner.py.
#include <array>

#include "python_solvers.hpp"

namespace boardlp {

namespace {
// GRB.Status's names. The runner sets MIPGap 0 and settles INF_OR_UNBD by solving again with
// DualReductions 0.
constexpr std::array<StatusWord, 13> kGurobiStatuses{{
    {"OPTIMAL", SolveStatus::optimal},
    {"INFEASIBLE", SolveStatus::infeasible},
    {"UNBOUNDED", SolveStatus::unbounded},
    {"TIME_LIMIT", SolveStatus::feasible, true},
    {"INTERRUPTED", SolveStatus::feasible, true},
    {"SOLUTION_LIMIT", SolveStatus::feasible, true},  // the first solution (--all's solves)
    {"NODE_LIMIT", SolveStatus::feasible, true},
    {"ITERATION_LIMIT", SolveStatus::feasible, true},
    {"WORK_LIMIT", SolveStatus::feasible, true},
    {"MEM_LIMIT", SolveStatus::feasible, true},
    {"USER_OBJ_LIMIT", SolveStatus::feasible, true},
    {"SUBOPTIMAL", SolveStatus::feasible, true},
    {"NUMERIC", SolveStatus::feasible, true},  // numerical trouble: what it found, checked
}};

constexpr PythonSolver kGurobi{
    .name = "gurobi",
    .library = "Gurobi",
    .pip = "gurobipy",
    .module = "gurobipy",
    .about = "Gurobi (PyPI gurobipy): a commercial MIP solver",
    .statuses = kGurobiStatuses,
    .default_threads = "the cores",
    .size_limit = "at most 2000 columns and 2000 rows",
    .full_licence = "GRB_LICENSE_FILE, else gurobi.lic in the home folder or /opt/gurobi",
    .option_form = "Gurobi's parameter names, as NAME=VALUE (DegenMoves=6, Heuristics=0, CutPasses=3), set by Model.setParam; Gurobi's Parameters reference lists them",
};
}  // namespace

const Backend& gurobi_backend() {
  static const PythonBackend backend(kGurobi);
  return backend;
}

}  // namespace boardlp
