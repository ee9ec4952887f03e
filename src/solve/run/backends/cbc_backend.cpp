#include "cbc_backend.hpp"

#include <csignal>
#include <filesystem>

#include <fmt/format.h>

#include "cbc_output.hpp"
#include "text_lines.hpp"

namespace boardlp {

// cbc's handler for SIGINT stops the search and writes the best solution found.
CbcBackend::CbcBackend()
    : Backend({.name = "cbc", .program = "cbc", .package = "coinor-cbc", .library = "CBC",
               .about = "COIN-OR CBC (Debian coinor-cbc): the open-source MIP solver",
               // CbcModel reads 2-99 as threads and 100 and more as thread modes (400 aborts on an
               // assertion in doHeuristicsAtRoot, measured on Debian's cbc).
               .max_threads = 99,
               // cbc aborts on its own assertion fabs(obj[i]) < 1.0e25, and answers "infeasible" on a
               // feasible model with a coefficient of 1e308 (CoinUtils reads 1e30 and more as infinite).
               .number_limit = {1e25, "cbc takes numbers below 1e25 (it asserts so of every cost)"},
               .formats = kLpAndMps,
               .option_form = "cbc's command-line parameters, as NAME=VALUE (passCuts=3, cuts=off); 'cbc' then '?' lists them",
               .engine = &kCbcEngine,
               .stop_signal = SIGINT}) {}

std::vector<std::string> CbcBackend::arguments(const SolverFiles& files, const RunSettings& settings) const {
  std::vector<std::string> args{files.model};  // cbc tells LP from MPS by the name (model.lp)
  if (settings.time_limit > 0)  // cbc's own limit is CPU time unless timeMode elapsed comes first
    args.insert(args.end(), {"timeMode", "elapsed", "sec", fmt::format("{:.3f}", settings.time_limit)});
  if (settings.threads > 0) args.insert(args.end(), {"threads", std::to_string(settings.threads)});
  if (settings.first_solution)  // measured in bench/RESULTS.md: no preprocessing, cuts, heuristics or strong branching
    args.insert(args.end(), {"preprocess", "off", "cuts", "off", "heuristics", "off", "strong", "0", "maxSolutions", "1"});
  for (const SolverOption& o : settings.options) {  // after boardlp's own, before "solve": the user's value wins
    args.push_back(o.name);
    if (!o.value.empty()) args.push_back(o.value);
  }
  args.insert(args.end(), {"solve", "solu", files.solution});
  return args;
}

// cbc goes on past a parameter it cannot take (and exits 0): its log's words are the refusal.
std::optional<std::string> CbcBackend::refused_option(const std::string& log, int) const {
  return line_with(log, {"No match for ", "Possible options for ", " is illegal for ", "valid range is "});
}

std::optional<SolverAnswer> CbcBackend::read_answer(const SolverFiles& files) const {
  if (!std::filesystem::exists(files.solution)) return std::nullopt;
  return parse_cbc_solution(read_whole_file(files.solution));
}

// Cbc 2.10 answers "Cut generators found to be infeasible! ... Pre-processing says infeasible"
// when the time limit stops its preprocessing, and writes "Infeasible" for a feasible model
// (measured: 30x30 queens domination with a 5 s limit, where the relaxation alone took 4.3 s).
// An infeasibility reached at the limit is therefore not a proof.
void CbcBackend::vet_answer(SolverAnswer& answer, const std::string&, double seconds, double time_limit) const {
  if (answer.status != SolveStatus::infeasible || time_limit <= 0 || seconds < time_limit) return;
  answer.status = SolveStatus::no_solution;
  answer.status_text = fmt::format("cbc said '{}' after {:.1f} s, at its time limit, where it says so of a feasible "
                                   "model whose preprocessing the limit cut short: not a proof",
                                   answer.status_text, seconds);
}


}  // namespace boardlp
