#include "model_request.hpp"

#include <limits>

#include <fmt/format.h>

#include "dominance.hpp"
#include "errors.hpp"
#include "formulation.hpp"
#include "input_files.hpp"
#include "model_options.hpp"
#include "option_reading.hpp"
#include "problem_unit.hpp"

namespace boardlp {

Spec asked_spec(const OptionValues& vm, std::span<const ProblemOption> problems) {
  Spec spec;
  if (const ProblemOption* chosen = chosen_problem(vm, problems)) {
    spec.problem = chosen->problem;
    if (!chosen->k_option.empty() && vm.count(std::string(chosen->k_option)))
      spec.k = *whole_option(vm, std::string(chosen->k_option), 0, std::numeric_limits<int64_t>::max());
  }

  read_board_into(vm, spec);  // checked before anything else is read
  read_regions_into(vm, spec);
  apply_square_classes(spec);
  return spec;
}

ModelRequest model_request(const OptionValues& vm, std::span<const std::string_view> solvers) {
  ModelRequest req;
  req.spec = asked_spec(vm, problem_options());
  Spec& spec = req.spec;

  spec.formulation = unit_of(spec.problem).default_formulation();
  const std::string output = vm.count("output") ? vm.text("output") : "";
  req.format = format_from_extension(output == "-" ? "" : output).value_or(FileFormat::lp);  // --format overrides
  fill_model_options(vm, req, solvers);
  if (spec.dominance) {  // once the weights are read: they decide which square is worth less
    spec.dominated = dominated_squares(spec);
    apply_square_classes(spec);
  }
  if (!format_row(req.format).model && vm.count("formulation"))  // the attack graph (check_graph_spec says what it refuses)
    throw UserError(fmt::format("--format {} writes the attack graph of the board: leave out --formulation",
                                format_row(req.format).name));
  return req;
}

}  // namespace boardlp
