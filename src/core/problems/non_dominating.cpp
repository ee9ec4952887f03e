// Non-dominating: K pieces that leave the most squares neither occupied nor attacked (u_R_C).
#include <fmt/format.h>

#include "count_question.hpp"
#include "families.hpp"
#include "shared_rows.hpp"
#include "units.hpp"
#include "wording.hpp"

namespace boardlp {

namespace {

constexpr ProblemRecipe kNonDominating{
    .problem = Problem::non_dominating, .word = "non-dominating",
    .help = "K pieces (--place K, default min(rows, cols)) that leave the most squares neither occupied nor attacked",
    .k_option = "place", .k_default = ProblemRecipe::KDefault::side, .opposed = Var::unattacked,
    .objective_name = "nfree", .objective_mps_name = "neg_free", .sense = ObjectiveSense::maximize,
    .objective = ObjectiveKind::count_unattacked,
    .objective_lp = "maximize  {{name}}: sum over all squares of u_R_C, the squares no {{piece}} occupies or attacks",
    .objective_mps = "minimize  {{mps_name}}: -(sum over all squares of u_R_C)\n"
                     "  MPS has no portable way to say \"maximize\", so this file minimizes the negated\n"
                     "  number of unattacked squares: the optimum is minus the largest number.",
    .sized_series = true,
    .count = {count::Goal::non_dominating, "free", "most squares left free by"}};

class NonDominatingUnit final : public ProblemUnit {
 public:
  using ProblemUnit::ProblemUnit;
  std::vector<ColumnGroup> columns(const Spec& spec) const override { return opposed_columns(spec, Var::unattacked); }
  void add_rows(Model& model) const override {
    add_packing_rows(model, {.opposed = Var::unattacked});
    model.add_family(square_rows(model.board(), Var::unattacked));
    add_fixed_rows(model);
    add_count_row(model);
  }
  std::string count_answer(const Spec& spec, const count::Question& q, const count::Result& r, bool classify) const override {
    const int64_t k = *q.pieces;
    return fmt::format("{} on {}x{}: {} {} at most {} free, {} {}{}\n", plural(spec.piece), q.rows, q.cols, k,
                       k == 1 ? fmt::format("{} leaves", singular(spec.piece)) : fmt::format("{} leave", plural(spec.piece)),
                       counted(static_cast<uint64_t>(r.pieces), "square", "squares"), r.count.str(),
                       r.count == 1 ? "placement" : "placements", classes_text(r, classify));
  }
  std::string form_text(const Spec& spec) const override {
    const std::string leaps = spec.piece.leaps() ? "\nLeaps are pairs in both forms: a leap joins two squares only." : "";
    if (spec.formulation == Formulation::pairwise || !attacks_along_lines(spec.piece))
      return "Pairwise form, the textbook one: two rows per attacking pair of squares, a piece on one\n"
             "and an unattacked square on the other, each way round (p..., u...)." + leaps;
    return "Line form: one indicator o per segment of a line (1: a piece stands on it), and two rows\n"
           "per square of it, x <= o and u <= 1 - o. Along one segment it says exactly what the\n"
           "pairwise rows say (--formulation pairwise), with the same LP relaxation, in 2L rows where\n"
           "the pairs have L^2 - L. The pieces and the unattacked squares form a bipartite conflict\n"
           "graph, so no row on the attack structure alone is stronger: the count row and the search\n"
           "close the gap." + leaps;
  }
  void template_values(const Spec& spec, const Model& model, std::map<std::string, std::string>& v) const override {
    v["owner_vars"] = owner_columns_text(model, [&](std::string_view prefix, std::string_view line) {
      return fmt::format("{}_R_C = 1 if a {} stands on the segment of the {} that starts at (R,C).", prefix,
                         singular(spec.piece), line);
    });
  }
};

}  // namespace

const ProblemUnit& non_dominating_unit() {
  static const NonDominatingUnit unit(kNonDominating);
  return unit;
}

}  // namespace boardlp
