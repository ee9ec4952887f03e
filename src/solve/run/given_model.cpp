#include "given_model.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "errors.hpp"
#include "out_buffer.hpp"
#include "status.hpp"
#include "writer.hpp"

namespace boardlp {

NumberedFile numbered_as_read(const ModelData& model, FileFormat format) {
  const bool objective = format_row(format).states_objective;
  return {format, objective, objective ? model.objective_constant : 0.0, static_cast<int64_t>(model.col_names.size())};
}

NumberedFile write_given_model(const ModelData& model, const GivenFile& file) {
  const FormatRow& row = format_row(file.format);
  // A MIP solver's file keeps the objective always (its answer's objective is checked against
  // it); the others leave it out when asked (--all's rows fix it).
  const bool keep_objective = file.keep_objective || row.objective_row;
  const bool objective = keep_objective && std::any_of(model.objective.begin(), model.objective.end(), [](double c) { return c != 0; });
  if (objective && !row.states_objective)
    throw DriverError(exit_bad_input, fmt::format("{} reads CNF, which states no objective, and this model has one: solve "
                                                  "it with rc2 (MaxSAT), clasp or sat4j (pseudo-Boolean), or a MIP solver",
                                                  file.solver));
  try {
    // The columns in the model's order (a numbered file's variable j + 1 is column j) and the
    // minimization the driver holds, under a header of the model's own counts.
    const std::unique_ptr<SparseModel> sparse = sparse_model_of(model, std::nullopt, ObjectiveForm::as_minimum, keep_objective);
    if (file.placement) sparse->set_placement(*file.placement);
    // A plain file in the run's work folder: an AtomicOutput would take the signals the driver's
    // own handlers answer (a stop mid-write leaves the folder to its cleanup).
    const int fd = ::open(file.path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) throw DriverError(exit_solver_failed, fmt::format("cannot write the model {}", file.path));
    FileFacts facts;
    try {
      OutBuffer out(fd, file.path);
      facts = write_model(*sparse, FileChoice{file.format, {}, LiteralOrder::board}, out);
      out.flush_to_fd();
    } catch (...) {
      ::close(fd);
      throw;
    }
    if (::close(fd) != 0) throw DriverError(exit_solver_failed, fmt::format("cannot write the model {}", file.path));
    return {file.format, keep_objective && row.states_objective, facts.objective_constant, facts.variables};
  } catch (const UserError& e) {
    throw DriverError(exit_bad_input, fmt::format("{} is given the model as {}, and {}: solve it with a MIP solver "
                                                  "(--solver cbc)",
                                                  file.solver, row.what, e.what()));
  }
}

void name_numbered_answer(SolverAnswer& answer, const ModelData& model, const NumberedFile& file, const std::string& solver) {
  std::vector<std::pair<std::string, double>> named;
  double dot = 0;
  for (const auto& [name, value] : answer.values) {
    if (name.empty() || name[0] != '#') {
      named.emplace_back(name, value);
      continue;
    }
    const int64_t v = std::stoll(name.substr(1));
    if (v < 1 || v > file.variables)
      throw DriverError(exit_solver_failed, fmt::format("{}'s answer sets variable {}, and its file has {}", solver, v,
                                                        file.variables));
    if (v > static_cast<int64_t>(model.col_names.size())) continue;  // an encoding's own variable
    named.emplace_back(model.col_names[static_cast<size_t>(v - 1)], value);
    dot += model.objective[static_cast<size_t>(v - 1)] * value;
  }
  answer.values = std::move(named);
  const bool solution = answer.status == SolveStatus::optimal || answer.status == SolveStatus::feasible;
  if (!solution) return;
  // A file that states the objective: what the solver says, less the file's constant; else the
  // values' own (the file asks for any solution).
  answer.objective = file.states_objective && answer.objective ? *answer.objective - file.objective_constant : dot;
}

}  // namespace boardlp
