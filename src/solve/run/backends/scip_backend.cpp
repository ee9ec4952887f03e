// SCIP: the PyPI package pyscipopt (SCIP bundled; it has no scip command), through
// templates/solvers/scip_runner.py.
#include <array>

#include "python_solvers.hpp"

namespace boardlp {

namespace {
// Model.getStatus()'s words. The runner sets limits/gap 0 and settles "inforunbd" by solving
// again without dual reductions.
constexpr std::array<StatusWord, 13> kScipStatuses{{
    {"optimal", SolveStatus::optimal},
    {"infeasible", SolveStatus::infeasible},
    {"unbounded", SolveStatus::unbounded},
    {"timelimit", SolveStatus::feasible, true},
    {"userinterrupt", SolveStatus::feasible, true},
    {"sollimit", SolveStatus::feasible, true},  // the first solution (--all's solves)
    {"bestsollimit", SolveStatus::feasible, true},
    {"gaplimit", SolveStatus::feasible, true},
    {"nodelimit", SolveStatus::feasible, true},
    {"totalnodelimit", SolveStatus::feasible, true},
    {"stallnodelimit", SolveStatus::feasible, true},
    {"memlimit", SolveStatus::feasible, true},
    {"restartlimit", SolveStatus::feasible, true},
}};

constexpr PythonSolver kScip{
    .name = "scip",
    .library = "SCIP",
    .pip = "pyscipopt",
    .module = "pyscipopt",
    .about = "SCIP (PyPI pyscipopt): an open-source branch-cut-and-price solver",
    .statuses = kScipStatuses,
    .default_threads = "1",
    .max_threads = 1,
    .numbers = {1e20, "SCIP takes numbers below 1e20 (its numerics/infinity)"},
    .option_form = "SCIP's parameter paths, as NAME=VALUE (separating/maxrounds=3, presolving/maxrounds=0), set by Model.setParam; scip's 'set' menu lists them",
};
}  // namespace

const Backend& scip_backend() {
  static const PythonBackend backend(kScip);
  return backend;
}

}  // namespace boardlp
