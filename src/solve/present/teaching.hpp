#pragma once
// The teaching page's stage (--html): the model, the file's header, and how strong the
// formulation is: the LP relaxations that mean something for the file's problem, each solved in
// process (CLP or GLPK's simplex) where it is small enough to take seconds, or said why not.
#include <optional>
#include <string>
#include <vector>

#include "model_data.hpp"
#include "backend.hpp"

namespace boardlp {

struct SolveReport;

// One line of "How strong is the formulation?".
struct RelaxationLine {
  std::string id;     // the page's element id: "relaxation", "other-relaxation", "with-spencer", ...
  std::string label;  // "clique (this file)"
  std::string value;  // "8", "infeasible", "not solved here"
  std::string note;   // what it means, or why it was not solved
};

// Relaxations past this many nonzeros are not solved on the page: they would take minutes
// (30x30 queens domination, 108,000 nonzeros, relaxes in under a second).
inline constexpr int64_t kPageRelaxationNonzeros = 300'000;

// Fills the report's teaching fields from the model as read and the file at `path`.
void add_teaching(const ModelData& model, const std::string& path, const Backend& solver, SolveReport& report);

}  // namespace boardlp
