#include "certify_command.hpp"

#include <cmath>
#include <iostream>
#include <sstream>

#include <boost/program_options.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "certificate.hpp"
#include "cli_common.hpp"
#include "errors.hpp"
#include "option_table.hpp"

namespace boardlp {

namespace po = boost::program_options;

namespace {

struct CertifyCommand {
  certify::MakeRequest make;
  certify::RunRequest run;
  bool json = false;  // check's verdict as JSON
};
using Option = OptionRecord<CertifyCommand>;

// The subcommands: their word, their arguments' names and what they do.
struct Subcommand {
  std::string_view word, args, what;
};
constexpr Subcommand kSubcommands[] = {
    {"cubes", "FORMULA.cnf -o DIR", "split FORMULA.cnf into cubes over the variables --on names and write the folder DIR"},
    {"run", "DIR", "decide DIR's cubes and its cover with CaDiCaL, keep each proof as LRAT once boardlp's checker accepts "
                   "it; run again to go on after a stop"},
    {"check", "DIR", "boardlp's own check of DIR: every proof, every pruned cube's permutation (DIR/check is the stranger's)"},
};

// --prover's help, from the table of provers.
std::string prover_help() {
  std::string out = "how each proof is made:";
  for (const certify::ProverRow& row : certify::prover_rows())
    out += fmt::format(" {}, {} ({});", row.name, row.what, row.recipe);
  out.back() = ' ';
  return out + fmt::format("(default {}: about half the CPU; a proof's prover is kept in decided.tsv and its lrat/NAME.remake)",
                           certify::prover_row(certify::RunRequest{}.prover).name);
}

const std::vector<Option>& records() {
  static const std::vector<Option> out = {
      {.name = "on", .value = "VARS", .kind = OptionKind::texts, .takers = "cubes",
       .help = "the variables to split on: names from the CNF's \"c var\" table (x_6_3), patterns with one * (x_6_*: row 6's "
               "squares), or numbers; repeat it or join them with commas (none: one cube, the whole formula in one run)",
       .fill = [](const Option& o, const OptionValues& vm, CertifyCommand& c) {
         for (const std::string& text : o.texts(vm))
           for (size_t start = 0; start <= text.size();) {
             const size_t comma = std::min(text.find(',', start), text.size());
             if (comma > start) c.make.on.push_back(text.substr(start, comma - start));
             start = comma + 1;
           }
       }},
      {.name = "output,o", .value = "DIR", .takers = "cubes", .help = "the certificate's folder, new or empty",
       .file = FileRole::output, .fill = [](const Option& o, const OptionValues& vm, CertifyCommand& c) { c.make.folder = o.text(vm); }},
      {.name = "command", .value = "TEXT", .takers = "cubes",
       .help = "the command that wrote FORMULA.cnf, kept in DIR/command: the folder's check runs it again (with boardlp on PATH) "
               "and compares the files",
       .fill = [](const Option& o, const OptionValues& vm, CertifyCommand& c) { c.make.command = o.text(vm); }},
      {.name = "no-symmetry", .kind = OptionKind::flag, .takers = "cubes",
       .help = "prune no cube (by default a cube that a rotation or reflection of the board maps onto a decided one is pruned, "
               "when that permutation maps the formula onto itself)",
       .fill = [](const Option&, const OptionValues&, CertifyCommand& c) { c.make.symmetry = false; }},
      {.name = "most-cubes", .value = "N", .kind = OptionKind::whole, .takers = "cubes",
       .help = "refuse a split of more than N cubes (default 100000)", .lo = 1, .hi = 100000000,
       .fill = [](const Option& o, const OptionValues& vm, CertifyCommand& c) { c.make.most_cubes = static_cast<uint64_t>(o.whole(vm)); }},
      {.name = "jobs", .value = "N", .kind = OptionKind::whole, .takers = "run check",
       .help = "cubes decided at once, or (check) proofs checked at once (default 1)",
       .lo = 1, .hi = 1024,
       .fill = [](const Option& o, const OptionValues& vm, CertifyCommand& c) { c.run.jobs = static_cast<unsigned>(o.whole(vm)); }},
      {.name = "keep-kb", .value = "KB", .kind = OptionKind::whole, .takers = "run",
       .help = "a proof larger than KB gzipped goes to lrat/large/, out of git, and its SHA-256 to lrat/NAME.remake (its "
               "prover makes it again byte for byte; the folder's check does) (default 8192)", .lo = 0, .hi = int64_t{1} << 30,
       .fill = [](const Option& o, const OptionValues& vm, CertifyCommand& c) { c.run.keep_bytes = static_cast<uintmax_t>(o.whole(vm)) << 10; }},
      {.name = "prover", .value = "NAME", .takers = "run", .help = prover_help(),
       .fill = [](const Option& o, const OptionValues& vm, CertifyCommand& c) { c.run.prover = certify::prover_named(o.text(vm), "--prover"); }},
      {.name = "drop-large", .kind = OptionKind::flag, .takers = "run",
       .help = "keep a proof past --keep-kb as its hash alone, not in lrat/large/ (for runs larger than the disk; both checks "
               "make such a proof again with its prover)",
       .fill = [](const Option&, const OptionValues&, CertifyCommand& c) { c.run.drop_large = true; }},
      {.name = "sample", .value = "M", .kind = OptionKind::whole, .takers = "run",
       .help = "decide M of the undecided cubes drawn at random (--seed) and project the rest's CPU time from every decided "
               "cube's, with a bootstrap range; the decided ones stay, as in any run", .lo = 1, .hi = int64_t{1} << 40,
       .fill = [](const Option& o, const OptionValues& vm, CertifyCommand& c) { c.run.sample = o.whole(vm); }},
      {.name = "seed", .value = "S", .kind = OptionKind::whole, .takers = "run", .help = "the sample's seed (default 1)",
       .fill = [](const Option& o, const OptionValues& vm, CertifyCommand& c) { c.run.seed = static_cast<uint64_t>(o.whole(vm)); }},
      {.name = "part", .value = "P/N", .takers = "run",
       .help = "decide part P of N (from 1): the cubes C with (C - 1) mod N = P - 1, and the cover in part 1, so that N runs "
               "sharing the folder (a Slurm array: --part $SLURM_ARRAY_TASK_ID/N) decide disjoint cubes; each part's lines go to "
               "decided-part-P.tsv; exit 0 once every cube of the part is decided",
       .fill = [](const Option& o, const OptionValues& vm, CertifyCommand& c) {
         const std::string text = o.text(vm);
         unsigned part = 0, parts = 0;
         char slash = 0, rest = 0;
         std::istringstream in(text);
         if (!(in >> part >> slash >> parts) || slash != '/' || (in >> rest) || part < 1 || parts < 1 || part > parts)
           throw UserError(fmt::format("--part {}: give P/N with 1 <= P <= N, e.g. --part 3/64", text));
         c.run.part = part;
         c.run.parts = parts;
       }},
      {.name = "json", .kind = OptionKind::flag, .takers = "check",
       .help = "print the check's verdict and figures as one JSON object (verified, cubes, decided, pruned, cover, the "
               "proofs' CPU seconds, their bytes in git, how many are kept as their hash, the faults)",
       .fill = [](const Option&, const OptionValues&, CertifyCommand& c) { c.json = true; }},
      {.name = "cube-limit", .value = "SECONDS", .kind = OptionKind::seconds, .takers = "run",
       .help = "a cube's time limit; a cube past it stays undecided for the next run (default: none)",
       .fill = [](const Option& o, const OptionValues& vm, CertifyCommand& c) { c.run.cube_seconds = o.seconds(vm); }},
  };
  return out;
}

po::options_description certify_options() {
  po::options_description o("Options");
  declare_options<CertifyCommand>(o, records());
  add_program_options(o, false);
  return o;
}

std::string usage_text() {
  std::string out = "Usage:\n";
  for (const Subcommand& s : kSubcommands) out += fmt::format("  boardlp certify {} {}\n      {}\n", s.word, s.args, s.what);
  return out + "\n";
}

}  // namespace

ProgramDoc certify_doc() {
  ProgramDoc doc;
  doc.name = "boardlp-certify";
  doc.command = "boardlp certify";
  doc.summary = "proofs in cubes for a CNF, kept as a certificate folder that rate, lrat-check or cake_lpr and boardlp's own "
                "LRAT checker accept";
  doc.usage = usage_text();
  doc.sections = {doc_section("Options", certify_options())};
  doc.epilogue = "\nA bound of A308632 (no 14 white queens leave 16 squares free on 10x10), certified:\n"
                 "  boardlp queens 10 --non-dominating --place 14 --at-least 16 --format cnf -o a10.cnf\n"
                 "  boardlp certify cubes a10.cnf --on 'x_5_*,u_5_*' -o cert && boardlp certify run cert --jobs 2\n"
                 "  boardlp certify check cert && cert/check\n";
  for (const Subcommand& s : kSubcommands) doc.first_words.emplace_back(s.word);
  doc.see_also = {"boardlp", "boardlp-suite"};
  return doc;
}

int certify_main(int argc, const char* const* argv) {
  const OptionValues vm = parse_program_line(argc, argv, certify_options(), {{"args", true}}, "boardlp certify", "too many arguments");
  if (const std::string doc = doc_asked(vm, certify_doc()); !doc.empty()) {
    std::cout << doc;
    return 0;
  }
  const std::vector<std::string> args = vm.count("args") ? vm.texts("args") : std::vector<std::string>{};
  if (vm.count("help") || args.empty()) {
    std::cout << help_text(certify_doc());
    return args.empty() && !vm.count("help") ? 2 : 0;
  }
  const Subcommand* sub = nullptr;
  for (const Subcommand& s : kSubcommands)
    if (s.word == args[0]) sub = &s;
  if (!sub) throw UserError(fmt::format("boardlp certify {}: give cubes, run or check (see boardlp certify --help)", args[0]));
  for (const Option& r : records())
    if (r.given(vm) && r.takers.find(sub->word) == std::string::npos)
      throw UserError(fmt::format("--{} is not an option of boardlp certify {} (see boardlp certify --help)", r.long_name(), sub->word));
  if (args.size() != 2)
    throw UserError(fmt::format("boardlp certify {} takes {}: boardlp certify {} {}", sub->word,
                                sub->word == std::string_view("cubes") ? "one formula" : "one folder", sub->word, sub->args));
  CertifyCommand cmd;
  for (const Option& r : records())
    if (r.given(vm)) r.fill(r, vm, cmd);
  if (sub->word == std::string_view("cubes")) {
    if (cmd.make.folder.empty()) throw UserError("boardlp certify cubes needs its folder: -o DIR");
    refuse_output_onto_input({{"the formula", args[1]}}, {{"-o", cmd.make.folder}});
    cmd.make.formula = args[1];
    const certify::MakeReport r = certify::make_folder(cmd.make);
    std::cout << fmt::format("boardlp certify: {} cubes in {}, {} pruned by {} of the board's symmetries that map the formula onto "
                             "itself; next: boardlp certify run {}\n",
                             r.cubes, cmd.make.folder, r.pruned, r.symmetries, cmd.make.folder);
    return 0;
  }
  if (sub->word == std::string_view("run")) {
    cmd.run.folder = args[1];
    cmd.run.progress = [](const std::string& line) { std::cerr << "boardlp certify: " << line << std::endl; };
    const certify::RunReport r = certify::run_folder(cmd.run);
    if (r.satisfiable != 0) {
      std::cout << fmt::format("boardlp certify: {} is satisfiable: the formula has a solution, so there is no proof to make\n",
                               r.satisfiable > 0 ? fmt::format("cube {}", r.satisfiable) : std::string("the cover"));
      return 10;
    }
    std::cout << fmt::format("boardlp certify: {} cubes decided now, {} before, {} pruned, {} undecided; the cover {}; {:.1f} CPU s\n",
                             r.decided_now, r.decided_before, r.pruned, r.undecided, r.cover ? "proven" : "not proven yet",
                             r.cpu_seconds);
    if (r.projected_from > 0)
      std::cout << fmt::format("boardlp certify: the undecided cubes projected at {:.0f} CPU s (range {:.0f} to {:.0f}, the bootstrap's "
                               "95% of the mean), from {} decided cubes{}\n",
                               r.projected, r.projected_low, r.projected_high, r.projected_from,
                               r.past_limit > 0 ? fmt::format("; {} past the limit counted as the limit: a lower bound", r.past_limit) : "");
    if (cmd.run.parts > 0) {
      std::cout << fmt::format("boardlp certify: part {} of {} {}\n", cmd.run.part, cmd.run.parts,
                               r.part_done ? "done: every cube of it decided" : "not done yet: run it again");
      return r.part_done ? 0 : 3;
    }
    return r.undecided == 0 && r.cover ? 0 : 3;
  }
  const certify::CheckReport r = certify::check_folder(args[1], cmd.run.jobs);
  if (cmd.json) {
    const nlohmann::ordered_json out = {
        {"folder", args[1]}, {"verified", r.verified()}, {"cubes", r.cubes}, {"decided", r.decided}, {"pruned", r.pruned},
        {"cover", r.whole ? "needs no proof" : r.cover ? "proven" : "not proven"},
        {"solve_cpu_s", std::round(r.solve_cpu_seconds * 10) / 10}, {"proof_cpu_s", std::round(r.proof_cpu_seconds * 10) / 10},
        {"lrat_gz_bytes_in_git", r.lrat_bytes_in_git}, {"remade_from_hash", r.kept_as_hash},
        {"checked_by", "boardlp certify check"}, {"faults", r.faults}};
    std::cout << out.dump() << '\n';
    return r.verified() ? 0 : 1;
  }
  for (const std::string& fault : r.faults) std::cout << "FAULT: " << fault << '\n';
  std::cout << fmt::format("boardlp certify: {}: {} cubes, {} decided with valid LRAT proofs, {} pruned by a permutation that maps "
                           "the formula onto itself, the cover {}\n",
                           r.verified() ? "certificate verified" : "certificate NOT verified", r.cubes, r.decided, r.pruned,
                           r.whole ? "needs no proof (one empty cube: the whole formula)" : r.cover ? "proven" : "NOT proven");
  return r.verified() ? 0 : 1;
}

}  // namespace boardlp
