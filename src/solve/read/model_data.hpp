#pragma once
// A model file as CoinUtils reads it (model_reader.hpp reads it): the driver checks solutions
// against it and, to enumerate, extends it with rows and writes it back with CoinMpsIO.
#include <string>
#include <unordered_map>
#include <vector>

#include <coin/CoinPackedMatrix.hpp>

#include "header.hpp"
#include "solution.hpp"
#include "sparse_model.hpp"

namespace boardlp {

struct ModelData {
  std::string objective_name;
  std::vector<std::string> col_names, row_names;
  CoinPackedMatrix rows{false, 0, 0};  // row-ordered
  std::vector<double> col_lower, col_upper, objective, row_lower, row_upper;
  std::vector<char> integer;
  // +1, or -1 when the file maximizes: CoinLpIO reads a maximum as the minimum of its negation,
  // so the file's own objective value is sign * (objective . x).
  double sign = 1;
  // What the file's own objective adds to objective . x: a WCNF file's soft clauses (x) of weight
  // w each add w to its MaxSAT cost, an OPB objective's ~x terms their coefficients. The
  // competitions' "o" lines state the file's own objective.
  double objective_constant = 0;

  // The file is MPS with an OBJSENSE section, which cbc ignores and glpsol refuses in fixed MPS:
  // it is solved as the minimization this model holds (sign -1 for MAX), written anew.
  bool objsense_section = false;

  void add_row(const std::string& name, const std::vector<int>& cols, const std::vector<double>& coefs, double lower,
               double upper);

  int column(const std::string& name) const;  // -1 if none; a hash lookup (answers name every nonzero)
  void build_column_index();                   // after the columns are set

 private:
  std::unordered_map<std::string, int> column_index_;
};

// The file's own objective (sign * objective . x) at the answer's values, for a solver that states
// none (a MiniZinc satisfaction model); a name the model does not have counts nothing (the checker
// reports it).
double objective_of(const ModelData& model, const SolverAnswer& answer);

// The end of a read by boardlp's own readers of 0-1 models (MiniZinc, XCSP3): every column 0-1
// and integer, a missing objective all zeros, named "objective" unless the file named it, the
// matrix's shape set.
void finish_zero_one_model(ModelData& model);
// The objective a file states, as ModelData holds it: a maximum as the minimum of its negation
// (sign -1), as CoinLpIO reads one.
void set_objective(ModelData& model, bool maximize, const std::vector<int>& cols, const std::vector<double>& coefs);

// The model as the writers take it (sparse_model.hpp), its rows as read: with the file's own
// objective and sense (`--write`), or as the minimization the driver holds (a solver's file: its
// answer's objective is the minimum's). `spec`: the file's header's, for the header's words;
// `keep_objective` false: no objective (--all's rows fix it, so any solution is one).
enum class ObjectiveForm { as_read, as_minimum };
std::unique_ptr<SparseModel> sparse_model_of(const ModelData& model, const std::optional<Spec>& spec,
                                             ObjectiveForm form = ObjectiveForm::as_read, bool keep_objective = true);

}  // namespace boardlp
