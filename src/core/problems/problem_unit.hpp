#pragma once
// A problem as one unit (as MathOptInterface's bridges each hold one reformulation): its columns and
// its rows in the file's order, its refusals, its objective, what its model keeps of the board's
// symmetries, the header's paragraph on its form and its own words in its template. build_model,
// check_spec and header_lines loop over the units. Its recipe (recipes.hpp, the data these read)
// is declared only here: the layers above ask the unit, never which problem it is. A new problem is
// one file here and a line in problem_units.cpp, its template and the independent rules of the
// checker, the counter and the tests' brute force, which on purpose do not read it.
#include <map>
#include <span>
#include <string>
#include <vector>

#include "model.hpp"
#include "question.hpp"

namespace boardlp {

struct ProblemRecipe;  // recipes.hpp: the registry's own

// A symmetry of a problem's model beyond the board's: none, or its two armies trading colours
// (armies), which pieces fixed on the board (white) break.
enum class ColourSwap { none, kept, broken_by_fixed };

class ProblemUnit {
 public:
  explicit constexpr ProblemUnit(const ProblemRecipe& recipe) : recipe_(recipe) {}
  virtual ~ProblemUnit() = default;
  const ProblemRecipe& recipe() const { return recipe_; }

  // Read from its recipe, for the layers above:
  // Its objective row (with --weights: the weight; with --at-most or --at-least: still the
  // problem's, which the feasibility form replaces).
  Objective objective(const Spec& spec) const;
  // The header's text of its objective ({{name}}, {{mps_name}}, {{pieces}}, {{weights_file}}): in a
  // format that cannot say "maximize", a maximum's as the minimum of its negation.
  std::string_view objective_words(bool format_maximizes) const;
  Formulation default_formulation() const;  // without --formulation
  bool takes_formulation() const;           // its rows have a clique and a pairwise form
  // The yes-or-no question a format with no objective (CNF) asks in its place ("" : none).
  std::string_view question() const;
  std::string_view count_key() const;       // boardlp-count's JSON key of its optimum ("" : not counted)
  // The teaching page's words on a covering problem's formulations, after "the more the solver
  // must branch to prove it." ("" : it covers nothing).
  std::string_view covering_relaxation_words() const;
  // Its pairwise form is pair rows alone and its objective counts the pieces (the most pieces), so
  // x = 1/2 on every square meets every row: the relaxation is at least half the open squares.
  bool half_meets_pair_rows() const;
  // The colour layers of its model (a colouring's K colours); 0: it places pieces.
  int64_t colour_count(const Spec& spec) const;
  ColourSwap colour_swap(const Spec& spec) const;
  // Whether a placement's rotations and reflections are worth as much as it (not with --weights,
  // nor when the objective counts walls, which the images place elsewhere).
  bool images_worth_the_same(const Spec& spec) const;
  // The dominance rule (--dominance): whether a piece on a square whose targets are a proper
  // subset of another square's can move there and keep a solution a solution, no worse: true of a
  // minimum cover, each square once, with no other rows (domination, total domination). Whether a
  // piece covers its own square (domination) or only those it attacks (total domination).
  bool keeps_optimum_with_dominated_empty() const;
  bool covers_own_square() const;
  // The refusals every problem's recipe decides (option_checks.cpp); `open`: the squares that are
  // not walls or holes. Before the board is built: its pieces (points or not) and K against the
  // board; then the cover sets, its own check(), --cover, --at-most and --at-least, --weights, and
  // its fixed pieces apart where its pieces must be.
  void check_pieces(const Spec& spec, int64_t open) const;
  void check_options(const Spec& spec, const Board& board, int64_t open) const;

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
