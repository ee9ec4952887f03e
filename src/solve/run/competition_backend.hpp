#pragma once
// A SAT, pseudo-Boolean or MaxSAT solver run as its own program (CaDiCaL, clasp, sat4j): it reads
// CNF, OPB or WCNF, prints the competitions' "s", "v" and "o" lines, and says SAT or UNSAT by its
// exit code (10, 20; clasp adds 30 for an optimum, and 1 when stopped). The lines number the
// variables; the driver names them (given_model.hpp). No library engine: --all runs one
// process per solution, each with a blocking clause more.
#include <span>

#include "backend.hpp"

namespace boardlp {

class CompetitionBackend : public Backend {
 public:
  // The row's status words are the competitions' one table.
  explicit CompetitionBackend(BackendRow row);
  bool exit_ok(int exit_code) const override;
  std::optional<SolverAnswer> read_answer(const SolverFiles& files) const override;
};

// A whole number of seconds, at least 1, for solvers that take no fraction.
int whole_seconds(double limit);

}  // namespace boardlp
