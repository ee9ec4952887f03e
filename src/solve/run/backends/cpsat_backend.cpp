// OR-Tools' CP-SAT: the PyPI package ortools, through templates/solvers/cpsat_runner.py, which
// reads MPS with model_builder and solves the model rebuilt in cp_model.
#include <array>

#include "python_solvers.hpp"

namespace boardlp {

namespace {
// CpSolver.status_name()'s words (MODEL_INVALID is refused by the runner's reader).
constexpr std::array<StatusWord, 4> kCpsatStatuses{{
    {"OPTIMAL", SolveStatus::optimal},
    {"INFEASIBLE", SolveStatus::infeasible},
    {"FEASIBLE", SolveStatus::feasible, true},  // stopped (time, first solution, interrupt)
    {"UNKNOWN", SolveStatus::no_solution, true},
}};

constexpr PythonSolver kCpSat{
    .name = "cpsat",
    .library = "CP-SAT",
    .pip = "ortools",
    .module = "ortools",
    .about = "OR-Tools CP-SAT (PyPI ortools): a portfolio of SAT, LP and local search workers",
    .statuses = kCpsatStatuses,
    .default_threads = "the cores (one worker each)",
    .reads_lp = false,
    .option_form = "CP-SAT's SatParameters fields, as NAME=VALUE (num_workers=8, symmetry_level=4, linearization_level=2), set on the solver's parameters; OR-Tools' sat_parameters.proto lists them",
};
}  // namespace

const Backend& cpsat_backend() {
  static const PythonBackend backend(kCpSat);
  return backend;
}

}  // namespace boardlp
