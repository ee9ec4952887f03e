#pragma once
// Model files for a test: written by boardlp, or damaged on purpose.
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "model_data.hpp"

namespace boardlp::test {

// Every problem boardlp writes, with the board's options (walls, holes, fixed pieces, a torus, the
// line cover, cuts, a Betza piece), each small enough for a CP solver to solve in a second: the
// formats that are read back (MiniZinc, XCSP3) are held to the LP file's model on each.
const std::vector<std::vector<std::string>>& every_problem_models();

// A row as its coefficients by column name, with its bounds; the file's own objective by column
// name (sign * objective: a maximum as it is written). Two readers' models compare by these.
struct RowText {
  std::map<std::string, double> terms;
  double lower, upper;
  bool operator==(const RowText&) const = default;
};
std::map<std::string, RowText> rows_by_name(const ModelData& m);
std::map<std::string, double> objective_by_name(const ModelData& m);

// Writes each of every_problem_models() as `extension` (".mzn") and as LP, reads both with
// boardlp-solve's readers and holds the two models equal: columns, rows by name, objective,
// sense. Returns how many it compared.
int check_read_back_as_lp(const std::string& extension, FileFormat format);
// Solves each of every_problem_models(), written as `extension`, with one of `solvers` in turn (each
// meets every len(solvers)-th problem: a Java start a run) and holds it to cbc's answer on the .lp:
// status, check, optimum. Returns how many runs it compared.
int check_solved_as_cbc_solves(const std::string& extension, const std::vector<std::string>& solvers);

// boardlp-solve ARGS --json (exit 0 or 1), and boardlp-count ARGS --json (exit 0), parsed.
nlohmann::json solve_json(std::vector<std::string> args);
nlohmann::json count_json(std::vector<std::string> args);

// Writes `boardlp ARGS -o PATH` (a REQUIRE: the test stops when boardlp refuses).
void generate(std::vector<std::string> args, const std::string& path);

// A damaged file and the words boardlp-solve must refuse it with.
struct DamagedFile {
  std::string name, text, message;
};

// Writes each file into `dir` and holds boardlp-solve (with `extra` arguments) to exit 2 and one
// line on standard error that holds the file's message.
void check_damaged_files(const std::string& dir, const std::vector<DamagedFile>& files, const std::vector<std::string>& extra = {});

}  // namespace boardlp::test
