#pragma once
// boardlp's own LRAT checker: a text LRAT proof (as rate -L writes it) of a formula's
// unsatisfiability, checked step by step. An added clause must follow by unit propagation over
// the clauses its hints name, in their order (RUP), or be a resolution asymmetric tautology on its
// first literal with the negative hints naming every clause that holds that literal's negation
// (RAT); the proof must add the empty clause. No search: a few hundred lines a stranger can read,
// beside the public checkers (rate, lrat-check, cake_lpr) a certificate's check script runs.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "clauses.hpp"

namespace boardlp::certify {

struct LratVerdict {
  bool valid = false;
  std::string why;         // the first fault, one line ("step 12 (clause 130): hint 7 is satisfied ...")
  uint64_t additions = 0;  // the steps checked
  uint64_t deletions = 0;
};

// `formula`: clause i is the proof's clause i + 1 (the CNF's order, then a cube's units).
LratVerdict check_lrat(const std::vector<Clause>& formula, int32_t variables, std::string_view proof);
// The same of the proof in the file `path` (gzipped or not), read a megabyte at a time: a proof
// of gigabytes is never in memory whole.
LratVerdict check_lrat_file(const std::vector<Clause>& formula, int32_t variables, const std::string& path);

}  // namespace boardlp::certify
