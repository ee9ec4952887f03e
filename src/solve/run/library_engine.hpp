#pragma once
// Enumeration inside one search tree, on the solvers' libraries (no files, no processes): every
// time the LP relaxation at a node is integral, the solution is recorded and cut off by a no-good
// row, so the search goes on past it instead of stopping. CBC takes the no-good from a cut
// generator that is called at every node; GLPK from its row-generation callback (lazy rows).
#include <atomic>
#include <chrono>
#include <deque>
#include <string>
#include <string_view>
#include <cstdint>
#include <functional>
#include <optional>
#include <unordered_set>
#include <vector>

#include "model_data.hpp"

namespace boardlp {

// One part of the search space (a cube): columns fixed to 0 or 1, the rest free.
struct Cube {
  std::vector<std::pair<int, double>> fixed;  // column, value
};

struct CubeSearch {
  const ModelData& model;             // binary columns; the objective already fixed by a row
  const std::vector<char>& placement; // the columns a solution is told apart by (armies: not the owners)
  Cube cube;
  int64_t limit = 0;                  // stop after this many solutions; 0: none
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
};

enum class SearchEnd { complete, limit, time_limit, interrupted };

// Receives each new solution: every column at 1 (owners included, for the file check).
using SolutionSink = std::function<void(const std::vector<int>& ones)>;

// A solver's library, where boardlp links it (CBC, GLPK): --all searched in memory, one tree per
// cube (no-good cuts at every node), and the teaching page's LP relaxation (every column
// continuous) as the file states its objective. A backend without one enumerates on the process
// engine, and the page relaxes with another backend's.
struct LibraryEngine {
  std::string_view relaxation;  // what solves the relaxation, in the page's words ("GLPK's simplex")
  SearchEnd (*search_cube)(const CubeSearch& search, const SolutionSink& sink);
  std::optional<double> (*lp_relaxation)(const ModelData& model);
};

SearchEnd search_cube_cbc(const CubeSearch& search, const SolutionSink& sink);
SearchEnd search_cube_glpk(const CubeSearch& search, const SolutionSink& sink);

// The optimum of the model's LP relaxation (every column continuous), as the file states its
// objective; nullopt when the solver finds none (infeasible, unbounded). CLP through CBC's
// library, or GLPK's simplex.
std::optional<double> lp_relaxation_cbc(const ModelData& m);
std::optional<double> lp_relaxation_glpk(const ModelData& m);

inline constexpr LibraryEngine kCbcEngine{"CLP (CBC's LP solver)", search_cube_cbc, lp_relaxation_cbc};
inline constexpr LibraryEngine kGlpkEngine{"GLPK's simplex", search_cube_glpk, lp_relaxation_glpk};

// What both engines share: telling an integral LP solution, recording it once, and the no-good
// row that cuts it off (sum over its ones <= ones - 1; the empty placement: some placement column
// at 1). That row is exact because no solution's placement holds another's (enumerate_stage
// searches a model whose solutions can, level by level). A placement seen again (a solver
// dropped a cut) is cut again, not counted twice.
class NoGoodBook {
 public:
  NoGoodBook(const CubeSearch& search, const SolutionSink& sink);
  struct Row {
    std::vector<int> cols;
    std::vector<double> coefs;
    double upper;
  };
  // x: the LP solution over the model's columns. nullopt when some integer column is fractional.
  std::optional<Row> on_lp_solution(const double* x);
  bool limit_reached() const { return search_.limit > 0 && found_ >= search_.limit; }
  // Why the search should stop now, if it should: the limit, the clock or a signal.
  std::optional<SearchEnd> stop_reason() const;
  // The solver took a solution by a path that bypassed on_lp_solution (a node's LP taken as a
  // solution before the cuts saw it): the engine records the point and notes it, and the search stops.
  void note_bypass() { bypassed_ = true; }
  // The no-good of every placement seen so far, one row each (in the order seen), for a search
  // that starts again to load as rows.
  std::vector<Row> rows_seen() const;
  // Runs `search_once` (one search of the cube that loads rows_seen() as rows) again after each
  // bypass, until a search ends without one or the limit, the clock or a signal stops it. Each
  // search again holds at least one more row (the point that bypassed was seen), so it ends; no
  // subtree a stopped search left is lost, since the new one starts from the whole cube.
  SearchEnd search_until_no_bypass(const std::function<void()>& search_once);

 private:
  const CubeSearch& search_;
  const SolutionSink& sink_;
  Row no_good(const std::vector<size_t>& placement_ones) const;
  std::deque<std::string> keys_;               // each placement seen (its placement ones, as bytes), in order
  std::unordered_set<std::string_view> seen_;  // the same, to look up (views into keys_, which do not move)
  int64_t found_ = 0;
  bool bypassed_ = false;
};

}  // namespace boardlp
