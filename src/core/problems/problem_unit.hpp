#pragma once
// A problem as one unit (as MathOptInterface's bridges each hold one reformulation): its recipe
// (the data the options, the header, the suite and the counter read), its columns and its rows in
// the file's order, its own refusals, the header's paragraph on its form and its own words in its
// template. build_model, check_spec and header_lines loop over the units. A new problem is one
// file here and a line in problem_units.cpp, its template and the independent rules of the
// checker, the counter and the tests' brute force, which on purpose do not read it; the places
// that still read its recipe's fields (the answer's words, the teaching page, the suites) are
// listed in docs/guide-add-a-problem.md.
#include <map>
#include <span>
#include <string>
#include <vector>

#include "model.hpp"
#include "question.hpp"
#include "recipes.hpp"

namespace boardlp {

class ProblemUnit {
 public:
  explicit constexpr ProblemUnit(const ProblemRecipe& recipe) : recipe_(recipe) {}
  virtual ~ProblemUnit() = default;
  const ProblemRecipe& recipe() const { return recipe_; }

  // Its kinds of column, in the file's order (default: x_R_C alone).
  virtual std::vector<ColumnGroup> columns(const Spec& spec) const;
  // Its rows, in the file's order; the options' rows (--at-most, --cube, the cuts) follow them.
  virtual void add_rows(Model& model) const = 0;
  // Its refusals beyond those every problem shares, one line each (UserError).
  virtual void check(const Spec&, const Board&) const {}
  // The file-size cap: the estimate of the file before a byte is written (default: the size
  // estimate's, against kMaxFileBytes).
  virtual void check_size(const Spec& spec) const;
  // The header's paragraph on the model's form.
  virtual std::string form_text(const Spec& spec) const = 0;
  // Its own words in its template (templates/WORD.txt), added to the header's.
  virtual void template_values(const Spec&, const Model&, std::map<std::string, std::string>&) const {}
  // boardlp-count's line for the counter's answer `r` to `q`, the question of `spec` (the
  // recipe's words: "queens on 8x8: maximum 8, 92 placements, 12 up to symmetry"). `classify`:
  // the classes up to symmetry were asked for (no --no-unique). count_question.cpp.
  virtual std::string count_answer(const Spec& spec, const count::Question& q, const count::Result& r, bool classify) const;

 private:
  const ProblemRecipe& recipe_;
};

// Every problem, in the order of `boardlp --help`.
std::span<const ProblemUnit* const> problem_units();
const ProblemUnit& unit_of(Problem p);

}  // namespace boardlp
