// Kissat and RC2 through PySAT (the PyPI package python-sat), by templates/solvers/kissat_runner.py
// and rc2_runner.py: Kissat on CNF (Debian has no kissat), RC2 on WCNF.
#include <array>

#include "python_solvers.hpp"

namespace boardlp {

namespace {
// The competitions' words, as the runners write them.
constexpr std::array<StatusWord, 3> kKissatStatuses{{
    {"SATISFIABLE", SolveStatus::optimal},  // CNF asks for any solution
    {"UNSATISFIABLE", SolveStatus::infeasible},
    {"UNKNOWN", SolveStatus::no_solution, true},  // stopped
}};
constexpr std::array<FileFormat, 1> kCnf{FileFormat::cnf};

constexpr PythonSolver kKissat{
    .name = "kissat",
    .library = "Kissat",
    .pip = "python-sat",
    .module = "pysat",
    .about = "Kissat 4.0.4 (bundled in PyPI's python-sat): a CDCL SAT solver, on CNF; feasibility models only",
    .statuses = kKissatStatuses,
    .default_threads = "1",
    .max_threads = 1,
    .formats = kCnf,
};

constexpr std::array<StatusWord, 3> kRc2Statuses{{
    {"OPTIMUM FOUND", SolveStatus::optimal},
    {"UNSATISFIABLE", SolveStatus::infeasible},
    {"UNKNOWN", SolveStatus::no_solution, true},  // stopped
}};
constexpr std::array<FileFormat, 2> kWcnf{FileFormat::wcnf, FileFormat::old_wcnf};

constexpr PythonSolver kRc2{
    .name = "rc2",
    .library = "RC2",
    .pip = "python-sat",
    .module = "pysat",
    .about = "RC2 (PyPI's python-sat): core-guided MaxSAT on Glucose 3, on WCNF",
    .statuses = kRc2Statuses,
    .default_threads = "1",
    .max_threads = 1,
    .formats = kWcnf,
};
}  // namespace

const Backend& kissat_backend() {
  static const PythonBackend backend(kKissat);
  return backend;
}

const Backend& rc2_backend() {
  static const PythonBackend backend(kRc2);
  return backend;
}

}  // namespace boardlp
