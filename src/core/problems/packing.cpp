// The packing problems: the most pieces, exactly K, and K at the least cost.
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
    .help = "exactly K pieces, no objective (a feasibility problem)", .k_option = "place",
    .apart = true,
    .objective_name = "zero", .objective_mps_name = "zero", .objective = none,
    .objective_lp = "none: every placement that meets the constraints is a solution. LP readers\n"
                    "  need an objective row, so it is written as \"{{name}}: 0 x_...\".",
    .objective_mps = "none: every placement that meets the constraints is a solution (an empty N row)",
    .count = {count::Goal::pack, "pieces", "exactly"}};

constexpr ProblemRecipe kCosts{
    .problem = Problem::costs, .word = "costs", .value_name = "FILE",
    .help = "exactly K pieces (--place K, default min(rows, cols)) at least total cost; FILE has a line of numbers per row",
    .k_option = "place", .k_default = ProblemRecipe::KDefault::side, .apart = true,
    .objective_name = "cost", .objective_mps_name = "cost", .objective = costs,
    .objective_lp = "minimize  {{name}}: sum over all squares of c_R_C x_R_C, c_R_C read from {{costs_file}}"};

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

class CostsUnit final : public ProblemUnit {
 public:
  using ProblemUnit::ProblemUnit;
  void add_rows(Model& model) const override {
    add_packing_rows(model, {});
    add_fixed_rows(model);
    add_count_row(model);
  }
  void check(const Spec& spec, const Board&) const override {
    if (spec.costs.size() != static_cast<size_t>(spec.rows) * static_cast<size_t>(spec.cols))
      throw UserError("the cost table does not match the board");  // input_files checks this first
  }
  std::string form_text(const Spec& spec) const override { return packing_form_text(spec); }
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
const ProblemUnit& costs_unit() {
  static const CostsUnit unit(kCosts);
  return unit;
}

}  // namespace boardlp
