// FICO Xpress: the PyPI package xpress with the Community licence it ships, through
// templates/solvers/xpress_runner.py.
#include <array>

#include "python_solvers.hpp"

namespace boardlp {

namespace {
// The runner's "SOLVESTATUS SOLSTATUS", from Xpress's two attributes.
constexpr std::array<StatusWord, 8> kXpressStatuses{{
    {"COMPLETED OPTIMAL", SolveStatus::optimal},
    {"COMPLETED INFEASIBLE", SolveStatus::infeasible},
    {"COMPLETED UNBOUNDED", SolveStatus::unbounded},
    {"STOPPED FEASIBLE", SolveStatus::feasible, true},  // time, first solution, interrupt
    {"STOPPED NOTFOUND", SolveStatus::no_solution, true},
    {"STOPPED OPTIMAL", SolveStatus::feasible, true},  // stopped as it proved it: not trusted as proven
    {"STOPPED INFEASIBLE", SolveStatus::no_solution, true},
    {"COMPLETED FEASIBLE", SolveStatus::feasible, true},
}};

constexpr PythonSolver kXpress{
    .name = "xpress",
    .library = "Xpress",
    .pip = "xpress",
    .module = "xpress",
    .about = "FICO Xpress (PyPI xpress, Community licence): a commercial MIP solver",
    .statuses = kXpressStatuses,
    .default_threads = "the cores",
    .size_limit = "at most 5000 columns and rows together",
    .full_licence = "XPAUTH_PATH, or the xpauth.xpr of an Xpress installation (XPRESSDIR)",
    .option_form = "Xpress's control names, as NAME=VALUE (heuremphasis=0, cutstrategy=2), set by problem.setControl; Xpress's Optimizer reference lists them",
};
}  // namespace

const Backend& xpress_backend() {
  static const PythonBackend backend(kXpress);
  return backend;
}

}  // namespace boardlp
