#pragma once
// The teaching page's stage (--html): the model, the file's header, and how strong the
// formulation is: the LP relaxations that mean something for the file's problem, each solved in
// process (CLP or GLPK's simplex) where it is small enough to take seconds, or said why not.
#include <optional>
#include <string>
#include <vector>

#include <memory>

#include "backend.hpp"
#include "model.hpp"
#include "read_file.hpp"

namespace boardlp {

// One line of "How strong is the formulation?".
struct RelaxationLine {
  // Solved, or why not: past the page's size (kPageRelaxationNonzeros), or the model not built.
  enum class State { solved, too_big, not_built };
  std::string id;     // the page's element id: "relaxation", "other-relaxation", "with-spencer", ...
  std::string label;  // "clique (this file)"
  std::string value;  // "8", "infeasible", "not solved here"
  std::string note;   // what it means, or why it was not solved
  State state = State::solved;
};

// Relaxations past this many nonzeros are not solved on the page: they would take minutes
// (30x30 queens domination, 108,000 nonzeros, relaxes in under a second).
inline constexpr int64_t kPageRelaxationNonzeros = 300'000;

// What the page teaches beyond the answer.
struct Teaching {
  std::shared_ptr<const ModelData> model;   // the model as read
  std::vector<std::string> header_lines;    // the file's opening comment
  std::string lp_text;                      // an LP file's text, to show each row's own line
  // The LP relaxation's optimum of this file and of the other formulation (clique or pairwise) of
  // the same problem, and what they mean.
  std::vector<RelaxationLine> relaxations;
  std::string relaxation_note;
  std::string relaxation_engine;            // "CLP (CBC's LP solver)", "GLPK's simplex"
  // Each family's formula, from the model's own families (a file with boardlp's header), keyed by
  // the rows' names up to the first '_'.
  std::vector<Formula> formulas;
};

// The teaching stage of the file as read; `solver` solves the relaxations (or the first library
// engine, where it has none).
Teaching teaching_stage(const ReadFile& file, const Backend& solver);

}  // namespace boardlp
