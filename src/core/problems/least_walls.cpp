// Least walls: the fewest new walls (w_R_C) so that K pieces that ride lines fit.
#include <fmt/format.h>

#include "errors.hpp"
#include "families.hpp"
#include "shared_rows.hpp"
#include "units.hpp"
#include "wording.hpp"

namespace boardlp {

namespace {

constexpr ProblemRecipe kLeastWalls{
    .problem = Problem::least_walls, .word = "least-walls", .value_name = "K",
    .help = "queens, rooks, bishops: the fewest walls so that K pieces fit", .k_option = "least-walls",
    .apart = true, .wall_variables = true,
    .objective_name = "nwalls", .objective_mps_name = "nwalls", .objective = ObjectiveKind::count_walls,
    .objective_lp = "minimize  {{name}}: sum over all squares of w_R_C, the number of walls",
    .uncounted = "tests/support's brute force finds the fewest walls (test_formats holds the optimum to it), not every "
                 "placement and wall set that reaches it"};

class LeastWallsUnit final : public ProblemUnit {
 public:
  using ProblemUnit::ProblemUnit;
  std::vector<ColumnGroup> columns(const Spec&) const override { return {{Var::piece}, {Var::wall}}; }
  void add_rows(Model& model) const override {
    add_packing_rows(model, {.wall_spans = true});
    add_fixed_rows(model);
    model.add_family(square_rows(model.board(), Var::wall));
    add_count_row(model);
  }
  void check(const Spec& spec, const Board&) const override {
    if (!attacks_along_lines(spec.piece))
      throw UserError(fmt::format("--{} is for pieces that ride along lines (queens, rooks, bishops, ...): walls do not block {}",
                                  recipe().word, plural(spec.piece)));
    if (spec.torus)
      throw UserError(fmt::format("--torus with --{}: the model counts walls between two pieces along a line with ends, "
                                  "which a cycle does not have; use --max or --place (with --weights) on a torus", recipe().word));
  }
  std::string form_text(const Spec& spec) const override {
    return spec.formulation == Formulation::pairwise
               ? "Pairwise form: a row counts the pieces on its two end squares only. It is the same\n"
                 "model as the interval form, with a weaker LP relaxation."
               : "Interval form: a row counts every piece from one end square to the other, which is\n"
                 "tighter than counting the two ends only (--formulation pairwise).";
  }
};

}  // namespace

const ProblemUnit& least_walls_unit() {
  static const LeastWallsUnit unit(kLeastWalls);
  return unit;
}

}  // namespace boardlp
