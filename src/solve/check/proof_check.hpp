#pragma once
// A SAT solver's DRAT proof that a CNF file has no solution, kept beside that file and checked
// by a checker of its own: rate (crates.io, installed by scripts/setup), which shares nothing with
// the solver. A proof it rejects is a failed check, as a broken rule is.
#include <string>

namespace boardlp {

struct ProofReport {
  std::string cnf, drat;    // the files kept: the CNF solved and its proof
  std::string checker;      // "rate 0.3.0", or "" when no checker is installed
  std::string verdict;      // "verified", "rejected" or "not checked"
  std::string why;          // the checker's last words when it rejects, or why it did not run
  double seconds = 0;       // the check's
};

// The checker's path ("rate" in PATH, else /usr/local/bin/rate), or "".
std::string find_proof_checker();

// Checks `drat` against `cnf` with the checker, logging to `log` (its last lines go into `why`).
ProofReport check_drat(const std::string& cnf, const std::string& drat, const std::string& log);

}  // namespace boardlp
