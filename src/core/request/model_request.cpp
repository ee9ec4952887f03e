#include "model_request.hpp"

#include <algorithm>
#include <limits>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "cuts.hpp"
#include "errors.hpp"
#include "formulation.hpp"
#include "header.hpp"
#include "input_files.hpp"
#include "option_reading.hpp"
#include "recipes.hpp"
#include "solver_forms.hpp"

namespace boardlp {

ModelRequest model_request(const OptionValues& vm, std::span<const std::string_view> solvers) {
  ModelRequest req;
  Spec& spec = req.spec;
  if (const ProblemRecipe* recipe = chosen_problem(vm, problem_recipes())) {
    spec.problem = recipe->problem;
    if (!recipe->k_option.empty() && vm.count(std::string(recipe->k_option)))
      spec.k = *whole_option(vm, std::string(recipe->k_option), 0, std::numeric_limits<int64_t>::max());
    if (recipe->objective == ObjectiveKind::costs) spec.costs_file = vm.text(std::string(recipe->word));
  }
  if (vm.count("weights")) {
    spec.weighted = true;
    spec.costs_file = vm.text("weights");
  }

  read_board_into(vm, spec);  // checked before anything else is read
  read_regions_into(vm, spec);
  apply_square_classes(spec);

  spec.formulation = recipe_of(spec.problem).default_formulation;
  if (vm.count("for")) {
    const std::string solver = vm.text("for");
    if (std::find(solvers.begin(), solvers.end(), solver) == solvers.end())
      throw UserError(fmt::format("--for {}: use one of boardlp-solve's solvers: {}", solver, fmt::join(solvers, ", ")));
    spec.written_for = solver;
    if (const std::optional<SolverForm> form = form_for(solver, spec.problem)) {
      spec.formulation = form->formulation;
      spec.cover = form->cover;
    }
  }
  if (vm.count("formulation")) {
    const std::string f = vm.text("formulation");
    if (f == "clique") spec.formulation = Formulation::clique;
    else if (f == "pairwise") spec.formulation = Formulation::pairwise;
    else throw UserError(fmt::format("--formulation {}: use clique or pairwise", f));
    if (const ProblemRecipe& r = recipe_of(spec.problem); !r.apart && r.opposed == Var::piece && r.per_line == 0)
      throw UserError(fmt::format("--formulation with --{0}: --{0} has no packing rows to formulate (its pieces may "
                                  "attack each other); use --independent-dominate to keep the pieces apart", r.word));
  }

  if (vm.count("cover")) {
    const std::string c = vm.text("cover");
    if (c == "lines") spec.cover = CoverForm::lines;
    else if (c == "squares") spec.cover = CoverForm::squares;
    else throw UserError(fmt::format("--cover {}: use squares or lines", c));
  }

  spec.at_most = whole_option(vm, "at-most", 0, std::numeric_limits<int64_t>::max()).value_or(-1);
  spec.at_least = whole_option(vm, "at-least", 0, std::numeric_limits<int64_t>::max()).value_or(-1);
  if (vm.count("cube")) {
    const std::string c = vm.text("cube");
    spec.cube = parse_cube(c);
    if (!spec.cube) throw UserError(fmt::format("--cube {}: write the first and last empty row, then column, as A-B,C-D (e.g. 1-14,2-13)", c));
  }

  if (vm.count("cut"))
    for (const std::string& name : vm.texts("cut")) {
      const CutOption* cut = cut_named(name);
      if (!cut) throw UserError(fmt::format("--cut {}: the named cuts are {}", name, cut_names()));
      spec.*cut->flag = true;
    }

  const std::string output = vm.text("output");
  req.format = vm.count("format") ? format_from(vm.text("format"))
                                  : format_from_extension(output == "-" ? "" : output).value_or(FileFormat::lp);
  if (!format_row(req.format).model && vm.count("formulation"))  // the attack graph (check_graph_spec says what it refuses)
    throw UserError(fmt::format("--format {} writes the attack graph of the board: leave out --formulation",
                                format_row(req.format).name));

  if (vm.count("encoding")) req.encodings = encodings_for(req.format, vm.text("encoding"));
  if (vm.count("literal-order")) req.literal_order = literal_order_for(req.format, vm.text("literal-order"));

  if (spec.weighted && !format_row(req.format).states_objective)
    throw UserError(fmt::format("--weights weighs the objective, which --format {} cannot state: use lp, mps, opb or wcnf",
                                format_row(req.format).name));
  if (recipe_of(spec.problem).objective == ObjectiveKind::costs || spec.weighted)
    spec.costs = read_costs(spec.costs_file, spec.rows, spec.cols, spec.weighted ? "weights file" : "cost file");
  return req;
}

}  // namespace boardlp
