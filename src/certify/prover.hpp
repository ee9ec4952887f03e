#pragma once
// How a cube's proof is made (boardlp certify run --prover): the table of provers, the programs
// each runs, and the one way each makes a proof, so that a proof kept as its hash is made again
// byte for byte by the same recipe (every program here is deterministic).
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "clauses.hpp"
#include "process.hpp"

namespace boardlp::certify {

enum class Prover : unsigned char { rate, lrat };

struct ProverRow {
  Prover prover;
  std::string_view name;    // --prover NAME; the word in decided.tsv's prover column and lrat/NAME.remake
  std::string_view recipe;  // its commands on F.cnf, for lrat/NAME.remake
  std::string_view what;    // for --help
};
std::span<const ProverRow> prover_rows();
const ProverRow& prover_row(Prover prover);
// The prover `name` names; UserError naming the choices.
Prover prover_named(std::string_view name, std::string_view option);

// A program's path from PATH, as run_process needs it; UserError naming what installs it.
std::string program_path(const std::string& name);

// The programs a prover runs, found on PATH, and what --version says of each.
struct ProverPrograms {
  Prover prover = Prover::lrat;
  std::vector<std::string> paths;  // rate: cadical, rate; lrat: cadical-2.2.1
  std::string versions;            // "cadical --version: sc2021; rate --version: rate 0.3.0"
};
// UserError naming what installs a program that is missing.
ProverPrograms find_programs(Prover prover);

// One proof of `cnf` + `extra` (written as write_cnf writes it, to WORK/formula.cnf): its LRAT in
// WORK/proof.lrat when the formula is unsatisfiable. `solved` is the solver's end (exit 20:
// unsatisfiable); `proof_cpu` the CPU of the step that made the LRAT from a DRAT (rate), if any.
struct ProofRun {
  std::string cnf, lrat;
  ChildEnd solved;
  double proof_cpu = 0;
  std::string why;  // unsatisfiable but no LRAT made: why
};
ProofRun make_proof(const ProverPrograms& programs, const Cnf& cnf, const std::vector<Clause>& extra, const std::string& work,
                    double limit);

}  // namespace boardlp::certify
