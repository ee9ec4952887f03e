// Peaceable armies: the most white pieces with as many black, none attacked by the other colour.
#include <fmt/format.h>

#include "count_question.hpp"
#include "families.hpp"
#include "shared_rows.hpp"
#include "units.hpp"

namespace boardlp {

namespace {

constexpr ProblemRecipe kArmies{
    .problem = Problem::armies, .word = "armies",
    .help = "peaceable armies: the most white pieces with as many black, none attacked by the other colour",
    .opposed = Var::black, .two_colours = true,
    .objective_name = "army", .objective_mps_name = "neg_army", .sense = ObjectiveSense::maximize,
    .objective = ObjectiveKind::count_pieces,
    .objective_lp = "maximize  {{name}}: sum over all squares of x_R_C, the white {{pieces}} (as many black, by the row balance)",
    .objective_mps = "minimize  {{mps_name}}: -(sum over all squares of x_R_C)\n"
                     "  MPS has no portable way to say \"maximize\", so this file minimizes the negated\n"
                     "  size of the white army: the optimum is minus the largest army.",
    .sized_series = true,
    // cbc: queens 7 in 39.9 s pairwise, not within 60 s in the line form (bench/defaults).
    .default_formulation = Formulation::pairwise,
    .count = {count::Goal::armies, "army", "largest peaceable armies"}};

class ArmiesUnit final : public ProblemUnit {
 public:
  using ProblemUnit::ProblemUnit;
  std::vector<ColumnGroup> columns(const Spec& spec) const override { return opposed_columns(spec, Var::black); }
  void add_rows(Model& model) const override {
    add_packing_rows(model, {.opposed = Var::black});
    model.add_family(square_rows(model.board(), Var::black));
    add_fixed_rows(model);
    model.add_family(balance_row(model.board()));
  }
  std::string count_answer(const Spec& spec, const count::Question& q, const count::Result& r, bool classify) const override {
    if (r.pieces < 0)
      return fmt::format("{} on {}x{}: no pair of armies: the fixed white pieces leave black too little room\n",
                         plural(spec.piece), q.rows, q.cols);
    return fmt::format("{} on {}x{}: largest peaceable armies {} each, {} {}{}\n", plural(spec.piece), q.rows, q.cols,
                       r.pieces, r.count.str(), r.count == 1 ? "pair" : "pairs (white and black told apart)",
                       classes_text(r, classify));
  }
  std::string form_text(const Spec& spec) const override {
    const std::string leaps =
        spec.piece.leaps() ? "\nLeaps are pairs of colours in both forms: a leap joins two squares only." : "";
    if (spec.formulation == Formulation::pairwise || !attacks_along_lines(spec.piece))
      return "Pairwise form, the textbook one: two rows per attacking pair of squares, one for each way\n"
             "round the colours can stand (w..., b...). Its LP relaxation puts x = y = 1/2 on every square\n"
             "and claims half the board for each army; the line form (--formulation clique) has the same\n"
             "relaxation with far fewer rows." + leaps;
    return "Line form: one owner o per segment of a line that two pieces could share (1: white holds it,\n"
           "0: black), and two rows per square of it, x <= o and y <= 1 - o. Along one segment it says\n"
           "exactly what the pairwise rows say (--formulation pairwise): the LP relaxations are the same\n"
           "(x = y = o = 1/2 everywhere, half the board for each army), but it has 2L rows where the\n"
           "pairs have L^2 - L, and branching on an owner settles a whole segment at once. The\n"
           "conflict graph of two colours is bipartite, so no row on the attack structure alone does\n"
           "better: the gap comes from the balance row, and it is closed by search, which --cut\n"
           "symmetry shortens." + leaps;
  }
  void template_values(const Spec&, const Model& model, std::map<std::string, std::string>& v) const override {
    v["owner_vars"] = owner_columns_text(model, [](std::string_view prefix, std::string_view line) {
      return fmt::format("{}_R_C = 1 if white holds the segment of the {} that starts at (R,C), 0 if black.", prefix, line);
    });
  }
};

}  // namespace

const ProblemUnit& armies_unit() {
  static const ArmiesUnit unit(kArmies);
  return unit;
}

}  // namespace boardlp
