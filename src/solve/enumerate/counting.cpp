#include "counting.hpp"

#include <fmt/format.h>

#include "cuts.hpp"
#include "given_model.hpp"
#include "problem.hpp"
#include "status.hpp"

namespace boardlp {

Counted count_stage(const EnumerationModel& em, const ReadFile& read, const EnumerateRequest& req, const TempFolder& work,
                    const RunClock& clock, RunOptions options) {
  const Backend* counter = nullptr;
  for (const Backend* b : backends())
    if (b->counts() && !counter) counter = b;
  if (!counter) throw DriverError(exit_solver_missing, "--count: no model counter is registered");
  const Solver solver = find_solver(counter, "");
  Counted out;
  out.counter = solver.name();
  const std::string path = work.file("count.cnf");
  write_given_model(em.fixed, {FileFormat::cnf, path, false, out.counter, &em.placement});
  options.time_limit = clock.remaining();
  options.first_solution = false;
  const RunOutcome run = run_solver(solver, path, FileFormat::cnf, work, options);
  out.seconds = run.seconds;
  out.interrupted_by = run.interrupted_by;
  out.count = run.answer.count;
  const std::optional<Spec> spec = read.board && read.board->problem_known ? std::optional<Spec>(read.board->spec) : std::nullopt;
  out.representatives = spec && keeps_one_image(*spec);
  if (!out.count || !spec || out.representatives || answer_view(spec->problem).colours || !req.expected_count) return out;
  // boardlp-count counts by its own rules: a colouring's up to renaming the colours, so not those.
  if (const std::optional<uint64_t> expected = req.expected_count(*spec)) {
    out.checked_by = "boardlp-count";
    if (std::to_string(*expected) != *out.count)
      out.fault = fmt::format("{} counts {} placements and boardlp-count {}", out.counter, *out.count, *expected);
  }
  return out;
}

}  // namespace boardlp
