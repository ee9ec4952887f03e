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
  bool reads(FileFormat format) const override;
  // The formats it reads, the first the one a model of another format is written in for it.
  virtual std::span<const FileFormat> formats() const = 0;
  FileFormat given_format() const override { return formats().front(); }
  bool exit_ok(int exit_code) const override;
  std::optional<SolverAnswer> read_answer(const SolverFiles& files) const override;
  std::span<const StatusWord> status_words() const override;  // the competitions' one table
};

// A whole number of seconds, at least 1, for solvers that take no fraction.
int whole_seconds(double limit);

}  // namespace boardlp
