// Enumeration in one CBC search tree. The recipe is CBC's own for constraints that the matrix does
// not hold (its examples' "stored cuts" sample): a cut generator called at every node and again
// after it cut (setMustCallAgain), a solver that says cuts are needed even at an integral LP
// (OsiBabSolver type 4), and no solutions taken from strong branching, which bypasses the
// generator. The generator cuts off every integral LP solution, so CBC never accepts one and
// searches the whole tree; each is recorded as it is cut.
//
// CBC keeps no cut from one node to the next here, and a child whose LP is integral as soon as it
// is branched to can reach CBC's "solution" test without the generator seeing it: a placement cut
// in another subtree comes back (the line cover's indicators, branched on after the cut, do it).
// The event handler records that point, and the cube's search starts again with the no-good of
// every placement seen so far as rows of the model, where no subtree can lose them. Each start
// again adds at least the point that bypassed the cuts, so the search ends, and counts exactly.
#include <coin/CbcModel.hpp>  // before CbcCutGenerator.hpp, which needs CbcNode from it
#include <coin/CbcCutGenerator.hpp>
#include <coin/CbcEventHandler.hpp>
#include <coin/CbcFeasibilityBase.hpp>
#include <coin/CglCutGenerator.hpp>
#include <coin/CoinMessageHandler.hpp>
#include <coin/OsiAuxInfo.hpp>
#include <coin/OsiClpSolverInterface.hpp>
#include <coin/OsiCuts.hpp>
#include <coin/OsiRowCut.hpp>

#include <cmath>
#include <vector>

#include "library_engine.hpp"

namespace boardlp {

namespace {

class NoGoodGenerator : public CglCutGenerator {
 public:
  explicit NoGoodGenerator(NoGoodBook* book) : book_(book) {}
  CglCutGenerator* clone() const override { return new NoGoodGenerator(*this); }
  void generateCuts(const OsiSolverInterface& si, OsiCuts& cs, const CglTreeInfo = CglTreeInfo()) override {
    const auto row = book_->on_lp_solution(si.getColSolution());
    if (!row) return;
    OsiRowCut cut;
    cut.setRow(static_cast<int>(row->cols.size()), row->cols.data(), row->coefs.data());
    cut.setLb(-COIN_DBL_MAX);
    cut.setUb(row->upper);
    cut.setGloballyValid(true);  // it removes one point of the whole space, valid at every node
    cs.insert(cut);
  }

 private:
  NoGoodBook* book_;  // shared by CBC's clones of the generator
};

// Strong branching can find an integral point without the generator seeing it: pretend such
// points are not solutions (mode -1 -> "infeasible"), so they come back through a node.
class NoStrongSolutions : public CbcFeasibilityBase {
 public:
  CbcFeasibilityBase* clone() const override { return new NoStrongSolutions(*this); }
  int feasible(CbcModel*, int mode) override { return mode; }
};

// Stops the search at the next node when the limit, the clock or a signal says so; and when CBC
// is about to take a solution, which only a path that bypassed the generator can give (the point
// is recorded first: it may be a placement not seen yet).
class StopCheck : public CbcEventHandler {
 public:
  StopCheck(CbcModel* model, NoGoodBook* book) : CbcEventHandler(model), book_(book) {}
  CbcEventHandler* clone() const override { return new StopCheck(*this); }
  CbcAction event(CbcEvent e) override {
    if (e == solution || e == heuristicSolution || e == beforeSolution1 || e == beforeSolution2) {
      if (const double* x = model_->bestSolution()) {  // integral to CBC's tolerance: rounded, it is the point
        std::vector<double> point(x, x + model_->getNumCols());
        for (double& v : point) v = std::round(v);
        book_->on_lp_solution(point.data());
      }
      book_->note_bypass();
      return stop;
    }
    return book_->stop_reason() ? stop : noAction;
  }

 private:
  NoGoodBook* book_;
};

}  // namespace

std::optional<double> lp_relaxation_cbc(const ModelData& m) {
  OsiClpSolverInterface lp;
  CoinMessageHandler quiet;
  quiet.setLogLevel(0);
  lp.passInMessageHandler(&quiet);
  lp.setHintParam(OsiDoReducePrint, true, OsiHintTry);
  lp.loadProblem(m.rows, m.col_lower.data(), m.col_upper.data(), m.objective.data(), m.row_lower.data(), m.row_upper.data());
  lp.initialSolve();  // the columns stay continuous: this is the relaxation
  if (!lp.isProvenOptimal()) return std::nullopt;
  return m.sign * lp.getObjValue();
}

namespace {

// One CBC search of the cube, with the no-good rows of the placements seen in earlier searches.
void cbc_search_once(const CubeSearch& search, NoGoodBook& book) {
  const ModelData& m = search.model;
  std::vector<double> lower = m.col_lower, upper = m.col_upper;
  for (const auto& [j, v] : search.cube.fixed) lower[static_cast<size_t>(j)] = upper[static_cast<size_t>(j)] = v;
  const std::vector<double> no_objective(m.col_names.size(), 0.0);  // the fixed row holds the optimum

  OsiClpSolverInterface lp;
  CoinMessageHandler quiet;
  quiet.setLogLevel(0);
  lp.passInMessageHandler(&quiet);
  lp.setHintParam(OsiDoReducePrint, true, OsiHintTry);
  lp.loadProblem(m.rows, lower.data(), upper.data(), no_objective.data(), m.row_lower.data(), m.row_upper.data());
  for (const NoGoodBook::Row& row : book.rows_seen())
    lp.addRow(static_cast<int>(row.cols.size()), row.cols.data(), row.coefs.data(), -COIN_DBL_MAX, row.upper);
  for (size_t j = 0; j < m.col_names.size(); ++j)
    if (m.integer[j]) lp.setInteger(static_cast<int>(j));

  CbcModel cbc(lp);
  cbc.passInMessageHandler(&quiet);
  cbc.setLogLevel(0);
  NoGoodGenerator generator(&book);
  cbc.addCutGenerator(&generator, 1, "no-good", true, false, false, -100, 1, -1);
  cbc.cutGenerator(0)->setMustCallAgain(true);
  OsiBabSolver cuts_at_integral;
  cuts_at_integral.setSolverType(4);
  cbc.passInSolverCharacteristics(&cuts_at_integral);
  NoStrongSolutions no_strong;
  cbc.setProblemFeasibility(no_strong);
  cbc.setNumberStrong(0);  // no strong branching at all, not even to initialise pseudo-costs:
  cbc.setNumberBeforeTrust(0);  // a child's LP solved there is taken as a solution unseen
  cbc.setSpecialOptions(4);  // do not recompute a solution once found
  StopCheck stop_check(&cbc, &book);
  cbc.passInEventHandler(&stop_check);

  cbc.branchAndBound();  // it solves the root LP itself: an integral root must reach the generator
}

}  // namespace

SearchEnd search_cube_cbc(const CubeSearch& search, const SolutionSink& sink) {
  NoGoodBook book(search, sink);
  return book.search_until_no_bypass([&] { cbc_search_once(search, book); });
}

}  // namespace boardlp
