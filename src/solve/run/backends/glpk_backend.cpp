#include "glpk_backend.hpp"

#include <algorithm>
#include <cmath>
#include <csignal>
#include <filesystem>

#include "glpk_output.hpp"
#include "text_lines.hpp"

namespace boardlp {

// glpsol has no handler of its own: TERM ends it (its --tmlim is kept well).
GlpkBackend::GlpkBackend()
    : Backend({.name = "glpk", .program = "glpsol", .package = "glpk-utils", .library = "GLPK",
               .about = "GNU GLPK (Debian glpk-utils, glpsol): a one-thread open-source MIP solver",
               .max_threads = 1,
               .formats = kLpAndMps,
               .option_form = "glpsol's options without their dashes, as NAME=VALUE or NAME (pcost, cuts, mipgap=0.01); "
                              "glpsol --help lists them",
               .engine = &kGlpkEngine,
               .stop_signal = SIGTERM}) {}

std::vector<std::string> GlpkBackend::arguments(const SolverFiles& files, const RunSettings& settings) const {
  const FileFormat format = settings.format;
  std::vector<std::string> args{format == FileFormat::lp          ? "--lp"
                                : format == FileFormat::mps       ? "--freemps"
                                : format == FileFormat::fixed_mps ? "--mps"
                                                                  : throw std::logic_error("glpsol given a format it does not read"),
                                files.model};
  if (settings.time_limit > 0)
    args.insert(args.end(), {"--tmlim", std::to_string(std::max(1, static_cast<int>(std::ceil(settings.time_limit))))});
  if (settings.first_solution) args.insert(args.end(), {"--mipgap", "1e10"});  // no gap exceeds it: the first solution stops it
  for (const SolverOption& o : settings.options) {
    args.push_back("--" + o.name);
    if (!o.value.empty()) args.push_back(o.value);
  }
  args.insert(args.end(), {"-o", files.report, "-w", files.solution});
  return args;
}

std::optional<std::string> GlpkBackend::refused_option(const std::string& log, int exit_code) const {
  // glpsol's first line on a bad command line: "Invalid option '--foo'", "Invalid time limit 'x'",
  // "No relative gap tolerance specified", "Only one input problem file allowed" (a value given
  // to a switch).
  if (exit_code == 0 || log.find("file processing error") != std::string::npos) return std::nullopt;
  return line_with(log, {"Invalid ", " specified", "Only one input problem file allowed"});
}

std::optional<SolverAnswer> GlpkBackend::read_answer(const SolverFiles& files) const {
  if (!std::filesystem::exists(files.solution) || !std::filesystem::exists(files.report)) return std::nullopt;
  return parse_glpk_solution(read_whole_file(files.solution), read_whole_file(files.report));
}

// glpsol stops on a file it cannot read with "FILE:LINE: what" and then "... file processing error".
std::optional<std::string> GlpkBackend::read_error(const std::string& log, int exit_code, const std::string& model) const {
  if (exit_code == 0 || log.find("file processing error") == std::string::npos) return std::nullopt;
  TextLines lines(log);
  std::string_view line;
  while (lines.next(line))
    if (line.rfind(model + ":", 0) == 0) return "line " + std::string(line.substr(model.size() + 1));
  return std::string("its reader stopped");
}


}  // namespace boardlp
