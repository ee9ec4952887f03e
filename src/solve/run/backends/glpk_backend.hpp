#pragma once
// GLPK: glpsol for a file (its -w file for the values, its -o report for the names), GLPK's
// library for the cubes and its simplex for the LP relaxation.
#include "backend.hpp"

namespace boardlp {

class GlpkBackend final : public Backend {
 public:
  std::string_view name() const override { return "glpk"; }
  std::string_view program() const override { return "glpsol"; }
  std::string_view package() const override { return "glpk-utils"; }
  std::string_view library() const override { return "GLPK"; }
  std::string about() const override;
  std::string version() const override { return locate().empty() ? "" : word_after("'" + locate() + "' --version", "Solver"); }
  std::string_view default_threads() const override { return "1"; }
  int max_threads() const override { return 1; }
  std::string option_form() const override;
  std::optional<std::string> refused_option(const std::string& log, int exit_code) const override;
  std::vector<std::string> arguments(const SolverFiles& files, const RunSettings& settings) const override;
  int stop_signal() const override;
  std::optional<SolverAnswer> read_answer(const SolverFiles& files) const override;
  std::optional<std::string> read_error(const std::string& log, int exit_code, const std::string& model) const override;
  const LibraryEngine* engine() const override { return &kGlpkEngine; }
};

}  // namespace boardlp
