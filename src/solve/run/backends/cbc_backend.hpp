#pragma once
// cbc (COIN-OR Branch and Cut): the program for a file, CBC's library for the cubes, CLP for the
// LP relaxation.
#include "backend.hpp"

namespace boardlp {

class CbcBackend final : public Backend {
 public:
  CbcBackend();
  std::string version() const override { return locate().empty() ? "" : word_after("'" + locate() + "' -quit", "Version:"); }
  std::optional<std::string> refused_option(const std::string& log, int exit_code) const override;
  std::vector<std::string> arguments(const SolverFiles& files, const RunSettings& settings) const override;
  std::optional<SolverAnswer> read_answer(const SolverFiles& files) const override;
  void vet_answer(SolverAnswer& answer, const std::string& log, double seconds, double time_limit) const override;
};

}  // namespace boardlp
