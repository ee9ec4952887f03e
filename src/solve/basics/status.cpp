#include "status.hpp"

namespace boardlp {

std::string_view status_word(SolveStatus s) {
  switch (s) {
    case SolveStatus::optimal: return "optimal";
    case SolveStatus::feasible: return "feasible";
    case SolveStatus::infeasible: return "infeasible";
    case SolveStatus::unbounded: return "unbounded";
    case SolveStatus::no_solution: return "no solution";
  }
  return "?";
}

}  // namespace boardlp
