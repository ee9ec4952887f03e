// The packing problems: the most pieces, and exactly K (with --weights: K of the least total weight).
#include <fmt/format.h>

#include "errors.hpp"
#include "families.hpp"
#include "problem.hpp"
#include "shared_rows.hpp"
#include "units.hpp"

namespace boardlp {

namespace {

constexpr std::string_view kMaxMps =
    "minimize  {{mps_name}}: -(sum over all squares of x_R_C)\n"
    "  MPS has no portable way to say \"maximize\" (cbc ignores OBJSENSE MAX and\n"
    "  glpsol rejects it), so this file minimizes the negated number of {{pieces}}:\n"
    "  the optimum is minus the largest number.";

using enum ObjectiveSense;
using enum ObjectiveKind;

constexpr ProblemRecipe kMax{
    .problem = Problem::max, .word = "max",
    .help = "maximize the number of non-attacking pieces (the default problem)",
    .apart = true,
    .objective_name = "npieces", .objective_mps_name = "neg_npcs", .sense = maximize, .objective = count_pieces,
    .objective_lp = "maximize  {{name}}: sum over all squares of x_R_C, the number of {{pieces}}",
    .objective_mps = kMaxMps, .sized_series = true,
    .count = {count::Goal::pack, "max", "maximum"}};

constexpr ProblemRecipe kPlace{
    .problem = Problem::place, .word = "place", .value_name = "K",
    .help = "exactly K pieces, no objective (a feasibility problem); with --weights FILE the K of least total weight", .k_option = "place",
    .apart = true,
    .objective_name = "zero", .objective_mps_name = "zero", .objective = none,
    .objective_lp = "none: every placement that meets the constraints is a solution. LP readers\n"
                    "  need an objective row, so it is written as \"{{name}}: 0 x_...\".",
    .objective_mps = "none: every placement that meets the constraints is a solution (an empty N row)",
    .count = {count::Goal::pack, "pieces", "exactly"}};

class MaxUnit final : public ProblemUnit {
 public:
  using ProblemUnit::ProblemUnit;
  void add_rows(Model& model) const override {
    add_packing_rows(model, {});
    add_fixed_rows(model);
  }
  std::string form_text(const Spec& spec) const override { return packing_form_text(spec); }
};

// Exactly K; the classic puzzle (K = rows = columns for queens or rooks on an open board) says it
// with "= 1" rows and columns (even a 1x1 board's, which binds) and needs no count row.
class PlaceUnit final : public ProblemUnit {
 public:
  using ProblemUnit::ProblemUnit;
  void add_rows(Model& model) const override {
    const bool classic = is_classic(model.spec());
    add_packing_rows(model, {.rows_and_columns = classic ? Sense::eq : Sense::le, .keep_single_rows_and_columns = classic});
    add_fixed_rows(model);
    if (!classic) add_count_row(model);
  }
  std::string form_text(const Spec& spec) const override { return packing_form_text(spec); }
  void template_values(const Spec& spec, const Model&, std::map<std::string, std::string>& v) const override {
    v["classic"] = is_classic(spec) ? "This is the classic form: with K = rows = columns every row and every column\n"
                                      "holds exactly one piece, so they are \"= 1\" and no count row is needed."
                                    : "The count row \"pieces\" fixes the number of pieces; every line holds at most one.";
  }
};

}  // namespace

const ProblemUnit& max_unit() {
  static const MaxUnit unit(kMax);
  return unit;
}
const ProblemUnit& place_unit() {
  static const PlaceUnit unit(kPlace);
  return unit;
}
}  // namespace boardlp
