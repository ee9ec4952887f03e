// The registry: every backend, in the order --solver picks one by default (backend.hpp's
// backends()). A new solver is its class or row in this folder and a line below
// (docs/guide-add-a-backend.md lists the rest).
#include "backend.hpp"
#include "cbc_backend.hpp"
#include "cp_solvers.hpp"
#include "glpk_backend.hpp"
#include "python_solvers.hpp"
#include "sat_solvers.hpp"

namespace boardlp {

const std::vector<const Backend*>& backends() {
  static const CbcBackend cbc;
  static const GlpkBackend glpk;
  // The SAT, PB and MaxSAT solvers come last: a default solver must take every model.
  static const std::vector<const Backend*> all{&cbc,
                                               &glpk,
                                               &highs_backend(),
                                               &scip_backend(),
                                               &cpsat_backend(),
                                               &gurobi_backend(),
                                               &cplex_backend(),
                                               &xpress_backend(),
                                               &gecode_backend(),
                                               &ace_backend(),
                                               &choco_backend(),
                                               &cadical_backend(),
                                               &kissat_backend(),
                                               &clasp_backend(),
                                               &sat4j_backend(),
                                               &rc2_backend(),
                                               &ganak_backend()};
  return all;
}

std::string default_backend_name() { return std::string(backends().front()->name()); }

}  // namespace boardlp
