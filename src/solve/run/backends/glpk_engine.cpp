// Enumeration in one GLPK search tree: the row-generation callback (GLP_IROWGEN) sees the LP
// solution of every subproblem before GLPK looks at its integrality, and may add "lazy" rows that
// cut it off, after which GLPK solves the LP again. Every integral LP solution is recorded and cut
// off there, so GLPK never has an incumbent and searches the whole tree. Presolve stays off: the
// callback works on the problem as loaded.
#include <cmath>
#include <memory>

#include <fmt/format.h>

#include <glpk.h>

#include "library_engine.hpp"
#include "status.hpp"

namespace boardlp {

namespace {

struct CallbackData {
  NoGoodBook* book;
  int columns;
  std::vector<double> x;
  std::optional<SearchEnd> stopped;
};

void on_tree_event(glp_tree* tree, void* info) {
  auto& data = *static_cast<CallbackData*>(info);
  if (const auto why = data.book->stop_reason()) {
    data.stopped = why;
    glp_ios_terminate(tree);
    return;
  }
  if (glp_ios_reason(tree) == GLP_IBINGO) {  // GLPK took a solution the rows never cut: a bypass
    glp_prob* p = glp_ios_get_prob(tree);
    for (int j = 0; j < data.columns; ++j)  // integral to GLPK's tolerance: rounded, it is the point
      data.x[static_cast<size_t>(j)] = std::round(glp_get_col_prim(p, j + 1));
    data.book->on_lp_solution(data.x.data());  // recorded, if it is new
    data.book->note_bypass();
    glp_ios_terminate(tree);
    return;
  }
  if (glp_ios_reason(tree) != GLP_IROWGEN) return;
  glp_prob* p = glp_ios_get_prob(tree);
  for (int j = 0; j < data.columns; ++j) data.x[static_cast<size_t>(j)] = glp_get_col_prim(p, j + 1);
  const auto row = data.book->on_lp_solution(data.x.data());
  if (!row) return;
  // GLPK's arrays are 1-based.
  std::vector<int> ind{0};
  std::vector<double> val{0};
  for (size_t k = 0; k < row->cols.size(); ++k) {
    ind.push_back(row->cols[k] + 1);
    val.push_back(row->coefs[k]);
  }
  const int i = glp_add_rows(p, 1);
  glp_set_mat_row(p, i, static_cast<int>(row->cols.size()), ind.data(), val.data());
  glp_set_row_bnds(p, i, GLP_UP, 0.0, row->upper);
}

int bounds_type(double lower, double upper) {
  const bool lo = lower > -1e30, up = upper < 1e30;
  if (lo && up) return lower == upper ? GLP_FX : GLP_DB;
  return lo ? GLP_LO : up ? GLP_UP : GLP_FR;
}

// The model in GLPK, with these column bounds and, when asked, the model's objective.
std::unique_ptr<glp_prob, decltype(&glp_delete_prob)> glpk_problem(const ModelData& m, const std::vector<double>& lower,
                                                                   const std::vector<double>& upper, bool with_objective) {
  const int ncols = static_cast<int>(m.col_names.size()), nrows = static_cast<int>(m.row_names.size());
  glp_term_out(GLP_OFF);
  std::unique_ptr<glp_prob, decltype(&glp_delete_prob)> owner(glp_create_prob(), glp_delete_prob);
  glp_prob* p = owner.get();
  glp_set_obj_dir(p, GLP_MIN);  // CoinUtils holds a maximum as the minimum of its negation
  if (nrows > 0) glp_add_rows(p, nrows);
  if (ncols > 0) glp_add_cols(p, ncols);
  for (int j = 0; j < ncols; ++j) {
    const auto ju = static_cast<size_t>(j);
    glp_set_col_kind(p, j + 1, m.integer[ju] ? GLP_IV : GLP_CV);
    glp_set_col_bnds(p, j + 1, bounds_type(lower[ju], upper[ju]), lower[ju], upper[ju]);
    if (with_objective) glp_set_obj_coef(p, j + 1, m.objective[ju]);
  }
  std::vector<int> ind{0};
  std::vector<double> val{0};
  for (int i = 0; i < nrows; ++i) {
    const auto iu = static_cast<size_t>(i);
    glp_set_row_bnds(p, i + 1, bounds_type(m.row_lower[iu], m.row_upper[iu]), m.row_lower[iu], m.row_upper[iu]);
    const CoinShallowPackedVector row = m.rows.getVector(i);
    ind.assign(1, 0);
    val.assign(1, 0);
    for (int k = 0; k < row.getNumElements(); ++k) {
      ind.push_back(row.getIndices()[k] + 1);
      val.push_back(row.getElements()[k]);
    }
    glp_set_mat_row(p, i + 1, row.getNumElements(), ind.data(), val.data());
  }
  return owner;
}

}  // namespace

std::optional<double> lp_relaxation_glpk(const ModelData& m) {
  auto owner = glpk_problem(m, m.col_lower, m.col_upper, true);
  glp_smcp parm;
  glp_init_smcp(&parm);
  parm.msg_lev = GLP_MSG_OFF;
  if (glp_simplex(owner.get(), &parm) != 0 || glp_get_status(owner.get()) != GLP_OPT) return std::nullopt;
  return m.sign * glp_get_obj_val(owner.get());
}

namespace {

// One GLPK search of the cube, with the no-good rows of the placements seen in earlier searches.
void glpk_search_once(const CubeSearch& search, NoGoodBook& book) {
  const ModelData& m = search.model;
  const int ncols = static_cast<int>(m.col_names.size());
  std::vector<double> lower = m.col_lower, upper = m.col_upper;
  for (const auto& [j, v] : search.cube.fixed) lower[static_cast<size_t>(j)] = upper[static_cast<size_t>(j)] = v;
  // No objective: the fixed row holds the optimum.
  auto owner = glpk_problem(m, lower, upper, false);
  glp_prob* p = owner.get();
  for (const NoGoodBook::Row& row : book.rows_seen()) {
    std::vector<int> ind{0};
    std::vector<double> val{0};
    for (size_t k = 0; k < row.cols.size(); ++k) ind.push_back(row.cols[k] + 1), val.push_back(row.coefs[k]);
    const int i = glp_add_rows(p, 1);
    glp_set_mat_row(p, i, static_cast<int>(row.cols.size()), ind.data(), val.data());
    glp_set_row_bnds(p, i, GLP_UP, 0.0, row.upper);
  }

  glp_smcp lp_parm;
  glp_init_smcp(&lp_parm);
  lp_parm.msg_lev = GLP_MSG_OFF;
  if (const int rc = glp_simplex(p, &lp_parm); rc != 0 && rc != GLP_ENOPFS)
    throw DriverError(exit_solver_failed, fmt::format("GLPK's simplex stopped with code {} on the LP relaxation", rc));
  if (glp_get_status(p) == GLP_NOFEAS || glp_get_status(p) == GLP_INFEAS) return;  // an empty cube

  CallbackData data{&book, ncols, std::vector<double>(static_cast<size_t>(ncols)), std::nullopt};
  glp_iocp parm;
  glp_init_iocp(&parm);
  parm.msg_lev = GLP_MSG_OFF;
  parm.presolve = GLP_OFF;
  parm.sr_heur = GLP_OFF;  // its rounding heuristic finds solutions the callback never sees
  parm.cb_func = on_tree_event;
  parm.cb_info = &data;
  glp_intopt(p, &parm);
}

}  // namespace

SearchEnd search_cube_glpk(const CubeSearch& search, const SolutionSink& sink) {
  NoGoodBook book(search, sink);
  return book.search_until_no_bypass([&] { glpk_search_once(search, book); });
}

}  // namespace boardlp
