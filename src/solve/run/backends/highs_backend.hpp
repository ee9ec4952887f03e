#pragma once
// HiGHS: the npm package highs (HiGHS compiled to WebAssembly, pinned by scripts/setup) under
// node, run through boardlp's own runner script (templates/solvers/highs-run.js) as a solver
// program; no library engine here (--all runs on the process engine).
#include "backend.hpp"

namespace boardlp {

class HighsBackend final : public Backend {
 public:
  std::string_view name() const override { return "highs"; }
  std::string_view program() const override { return "node"; }
  std::string_view package() const override { return "nodejs"; }
  std::string_view library() const override { return "HiGHS"; }
  bool answers_to(std::string_view word) const override { return word == name(); }
  void check_ready() const override;
  void prepare(const SolverFiles& files) const override;
  std::vector<std::string> environment() const override;
  std::vector<std::string> arguments(const SolverFiles& files, FileFormat format, double time_limit,
                                     bool first_solution) const override;
  int stop_signal() const override;
  std::optional<SolverAnswer> read_answer(const SolverFiles& files) const override;
  std::optional<std::string> read_error(const std::string& log, int exit_code, const std::string& model) const override;
  bool has_library() const override { return false; }
  SearchEnd search_cube(const CubeSearch& search, const SolutionSink& sink) const override;
  std::optional<double> lp_relaxation(const ModelData& model) const override;
};

// Where scripts/setup installs the npm package (npm install --prefix DIR highs@VERSION):
// $BOARDLP_HIGHS_DIR, else /usr/local/lib/boardlp/highs.
std::string highs_dir();
inline constexpr std::string_view kHighsVersion = "1.15.3";

}  // namespace boardlp
