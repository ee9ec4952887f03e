#pragma once
// A model as the SAT, pseudo-Boolean and MaxSAT solvers read it (CNF, WCNF, OPB), written from
// the ModelData boardlp-solve holds (any file it read, plus --all's no-good rows), and their
// answers, which number the variables ("#17"), named back. Column j is variable j + 1 in every
// file this writes, as in every such file boardlp writes and pb_reader reads, so one rule names
// the answers of both.
#include <cctype>
#include <cmath>
#include <cstdint>
#include <string>

#include "file_format.hpp"
#include "model_data.hpp"
#include "solution.hpp"

namespace boardlp {

// What the formats of whole numbers (CNF, WCNF, OPB, MiniZinc) state as it is: a whole number,
// and a bound that is not infinite (CoinUtils' infinity is 1e30 and more).
inline bool is_whole_number(double v) { return std::isfinite(v) && v == std::round(v) && std::abs(v) < 1e15; }
inline bool is_finite_bound(double v) { return std::abs(v) < 1e20; }
// A letter, then letters, digits and '_': a name MiniZinc and XCSP3 take as an identifier.
inline bool is_plain_identifier(const std::string& name) {
  if (name.empty() || !std::isalpha(static_cast<unsigned char>(name[0]))) return false;
  for (char ch : name)
    if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '_') return false;
  return true;
}

// How a numbered file states the model's objective.
struct NumberedFile {
  FileFormat format = FileFormat::cnf;
  bool states_objective = false;  // CNF never does; OPB and WCNF unless it was left out
  double objective_constant = 0;  // the file's objective (a MaxSAT cost) less the model's minimum
  int64_t variables = 0;          // the model's columns, then the encodings' own variables
};

// The file as a solver given a model file as-is reads it (pb_reader's numbering and constant).
NumberedFile numbered_as_read(const ModelData& model, FileFormat format);

// Writes `model` as CNF, WCNF (either form) or OPB to `path`, its rows by the default encodings.
// `keep_objective` false: the objective is left out (--all's rows fix it, so any solution is one).
// Throws DriverError(exit_bad_input), naming `solver` and what can solve it, for what the format
// cannot state: a column that is not 0-1, a coefficient or bound that is not a whole number, an
// objective in CNF.
// `shown` (CNF): the columns a projected model count counts (1 each), written after the p line as
// "c t pmc" and "c p show V... 0", as boardlp writes them (--count).
NumberedFile write_numbered(const ModelData& model, FileFormat format, const std::string& path, bool keep_objective,
                            const std::string& solver, const std::vector<char>* shown = nullptr);

// The answer of a solver that numbers the variables, in the model's names: "#17" is column 16,
// and the objective is the model's minimum (what the file states less its constant; from the
// values where the file states none). Throws DriverError(exit_solver_failed) for a number beyond
// the file's variables.
void name_numbered_answer(SolverAnswer& answer, const ModelData& model, const NumberedFile& file, const std::string& solver);

}  // namespace boardlp
