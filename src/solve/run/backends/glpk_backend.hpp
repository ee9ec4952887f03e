#pragma once
// GLPK: glpsol for a file (its -w file for the values, its -o report for the names), GLPK's
// library for the cubes and its simplex for the LP relaxation.
#include "backend.hpp"

namespace boardlp {

class GlpkBackend final : public Backend {
 public:
  GlpkBackend();
  std::string version() const override { return locate().empty() ? "" : word_after("'" + locate() + "' --version", "Solver"); }
  std::optional<std::string> refused_option(const std::string& log, int exit_code) const override;
  std::vector<std::string> arguments(const SolverFiles& files, const RunSettings& settings) const override;
  std::optional<SolverAnswer> read_answer(const SolverFiles& files) const override;
  std::optional<std::string> read_error(const std::string& log, int exit_code, const std::string& model) const override;
};

}  // namespace boardlp
