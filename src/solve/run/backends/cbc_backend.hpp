#pragma once
// cbc (COIN-OR Branch and Cut): the program for a file, CBC's library for the cubes, CLP for the
// LP relaxation.
#include "backend.hpp"

namespace boardlp {

class CbcBackend final : public Backend {
 public:
  std::string_view name() const override { return "cbc"; }
  std::string_view program() const override { return "cbc"; }
  std::string_view package() const override { return "coinor-cbc"; }
  std::string_view library() const override { return "CBC"; }
  std::string about() const override;
  std::string version() const override { return locate().empty() ? "" : word_after("'" + locate() + "' -quit", "Version:"); }
  std::string_view default_threads() const override { return "1"; }
  // CbcModel reads 2-99 as threads and 100 and more as thread modes (400 aborts on an assertion
  // in doHeuristicsAtRoot, measured on Debian's cbc).
  int max_threads() const override { return 99; }
  // cbc aborts on its own assertion fabs(obj[i]) < 1.0e25, and answers "infeasible" on a
  // feasible model with a coefficient of 1e308 (CoinUtils reads 1e30 and more as infinite).
  NumberLimit number_limit() const override { return {1e25, "cbc takes numbers below 1e25 (it asserts so of every cost)"}; }
  std::string option_form() const override;
  std::optional<std::string> refused_option(const std::string& log, int exit_code) const override;
  std::vector<std::string> arguments(const SolverFiles& files, const RunSettings& settings) const override;
  int stop_signal() const override;
  std::optional<SolverAnswer> read_answer(const SolverFiles& files) const override;
  void vet_answer(SolverAnswer& answer, const std::string& log, double seconds, double time_limit) const override;
  const LibraryEngine* engine() const override { return &kCbcEngine; }
};

}  // namespace boardlp
