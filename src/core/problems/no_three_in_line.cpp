// No-three-in-line (Dudeney): the most points on the grid with no three on one line of any slope.
#include <fmt/format.h>

#include "errors.hpp"
#include "attacks.hpp"
#include "families.hpp"
#include "problem.hpp"
#include "shared_rows.hpp"
#include "units.hpp"

namespace boardlp {

namespace {

constexpr int32_t kPerLine = 2;  // at most two points on a line

constexpr ProblemRecipe kNoThreeInLine{
    .problem = Problem::no_three_in_line, .word = "no-three-in-line",
    .help = "the most points with no three on one line of any slope (Dudeney's puzzle; the piece is `points`; walls "
            "cut lines, holes do not)",
    .points = true, .per_line = kPerLine,
    .objective_name = "npoints", .objective_mps_name = "neg_npts", .sense = ObjectiveSense::maximize,
    .objective = ObjectiveKind::count_pieces,
    .objective_lp = "maximize  {{name}}: sum over all squares of x_R_C, the number of {{pieces}}",
    .objective_mps = "minimize  {{mps_name}}: -(sum over all squares of x_R_C)\n"
                     "  MPS has no portable way to say \"maximize\", so this file minimizes the negated\n"
                     "  number of points: the optimum is minus the largest number.",
    .count = {count::Goal::no_three_in_line, "max", "most with no three in line"}};

class NoThreeInLineUnit final : public ProblemUnit {
 public:
  using ProblemUnit::ProblemUnit;
  void add_rows(Model& model) const override {
    add_fixed_rows(model);
    model.add_family(slope_line_rows(model.board(), kPerLine));
  }
  void check(const Spec& spec, const Board& board) const override {
    const std::string_view word = recipe().word;
    if (spec.torus)
      throw UserError(fmt::format("--{} on a torus: a line of any slope wraps into a cycle whose points are not \"in line\" "
                                  "in the plane's sense; boardlp writes the plane's problem only: leave out --torus", word));
    if (spec.formulation == Formulation::pairwise)
      throw UserError(fmt::format("--{} has one form, a row per line of every slope: leave out --formulation pairwise", word));
    const std::vector<Square>& f = spec.fixed;  // no more than two fixed points on one line
    for (size_t i = 0; i < f.size(); ++i)
      for (size_t j = i + 1; j < f.size(); ++j)
        for (size_t k = j + 1; k < f.size(); ++k)
          if (in_one_segment(board, f[i], f[j], f[k]))
            throw UserError(fmt::format("the fixed points on {},{}, {},{} and {},{} stand on one line: no placement can "
                                        "keep them all", f[i].r + 1, f[i].c + 1, f[j].r + 1, f[j].c + 1, f[k].r + 1, f[k].c + 1));
  }
  std::string form_text(const Spec&) const override {
    return "One row per line through three or more open squares, of every slope (a step of dr rows\n"
           "and dc columns in lowest terms), cut by walls as a queen's lines are: at most 2 points on\n"
           "it. A line through two squares can hold both, so it has no row. One row of L squares says\n"
           "what its C(L,3) triples \"x_a + x_b + x_c <= 2\" would. On an open n x n board the LP\n"
           "relaxation is 2n (x = 2/n everywhere meets every row), and 2n is the optimum for\n"
           "2 <= n <= 46, where solutions are known (OEIS A000769): the solver's work is to find one.";
  }
};

}  // namespace

const ProblemUnit& no_three_in_line_unit() {
  static const NoThreeInLineUnit unit(kNoThreeInLine);
  return unit;
}

}  // namespace boardlp
