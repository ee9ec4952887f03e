#pragma once
// A model as boardlp-solve gives it to a solver: the ModelData it holds (any file it read, plus
// --all's no-good rows and a cube's bounds), written by boardlp's own writer of the solver's format
// (writer.hpp, through sparse_model.hpp), and the answers of the solvers that number the variables
// ("#17"), named back. Column j is variable j + 1 in every such file, as in every numbered file
// boardlp writes and pb_reader reads, so one rule names the answers of both.
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "file_format.hpp"
#include "model_data.hpp"
#include "solution.hpp"

namespace boardlp {

// How a numbered file states the model's objective.
struct NumberedFile {
  FileFormat format = FileFormat::cnf;
  bool states_objective = false;  // CNF never does; OPB and WCNF unless it was left out
  double objective_constant = 0;  // the file's objective (a MaxSAT cost) less the model's minimum
  int64_t variables = 0;          // the model's columns, then the encodings' own variables
};

// The file as a solver given a model file as-is reads it (pb_reader's numbering and constant).
NumberedFile numbered_as_read(const ModelData& model, FileFormat format);

// What the driver asks of the file it writes for a solver.
struct GivenFile {
  FileFormat format;
  std::string path;
  bool keep_objective = true;             // false: the objective is left out but in LP and MPS (--all's rows fix it)
  std::string solver;                     // named in a refusal
  const std::vector<char>* placement = nullptr;  // CNF: the columns a projected count counts ("c p show")
};

// Writes the model, in the file's format, by boardlp's writer: the minimization the driver holds
// (a maximum as the minimum of its negation), its columns in their order. Throws DriverError(exit_bad_input),
// naming the solver and what can solve it, for what the format cannot state: a column that is not
// 0-1, a coefficient or bound that is not a whole number, an objective in CNF. Returns how a
// numbered file names the answer's variables (for the other formats: by name).
NumberedFile write_given_model(const ModelData& model, const GivenFile& file);

// The answer of a solver that numbers the variables, in the model's names: "#17" is column 16,
// and the objective is the model's minimum (what the file states less its constant; from the
// values where the file states none). Throws DriverError(exit_solver_failed) for a number beyond
// the file's variables.
void name_numbered_answer(SolverAnswer& answer, const ModelData& model, const NumberedFile& file, const std::string& solver);

}  // namespace boardlp
