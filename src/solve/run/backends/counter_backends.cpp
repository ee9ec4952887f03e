// The model counters (--count): GANAK through its PyPI package pyganak, by
// templates/solvers/ganak_runner.py. It counts a CNF file's models projected on its "c p show"
// line: boardlp-solve gives it the model, its objective fixed at the optimum, as such a file.
#include <array>

#include "python_solvers.hpp"

namespace boardlp {

namespace {
// The runner's words.
constexpr std::array<StatusWord, 2> kGanakStatuses{{
    {"COUNTED", SolveStatus::optimal},  // the count is exact
    {"UNKNOWN", SolveStatus::no_solution, true},  // stopped before the count
}};
constexpr std::array<FileFormat, 1> kCountedCnf{FileFormat::cnf};

constexpr PythonSolver kGanak{
    .name = "ganak",
    .library = "GANAK",
    .pip = "pyganak",
    .module = "pyganak",
    .about = "GANAK (PyPI's pyganak): an exact projected model counter, on CNF; --count only",
    .statuses = kGanakStatuses,
    .default_threads = "1",
    .max_threads = 1,
    .formats = kCountedCnf,
    .counts = true,
};
}  // namespace

const Backend& ganak_backend() {
  static const PythonBackend backend(kGanak);
  return backend;
}

}  // namespace boardlp
