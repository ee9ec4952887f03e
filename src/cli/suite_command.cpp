#include "suite_command.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <iostream>
#include <sstream>

#include <boost/program_options.hpp>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "backend.hpp"
#include "calibrate.hpp"
#include "cli_common.hpp"
#include "option_table.hpp"
#include "problem_unit.hpp"
#include "collect.hpp"
#include "cuts.hpp"
#include "errors.hpp"
#include "instances.hpp"
#include "model_options.hpp"
#include "frontier.hpp"
#include "proof_cubes.hpp"
#include "wording.hpp"
#include "region_puzzles.hpp"
#include "suite_files.hpp"
#include "suite_run.hpp"

namespace po = boost::program_options;

namespace boardlp::suite {

namespace {

const char* const kSummary =
    "sets of instances with known answers (SCIP's and MIPLIB's .test and .solu), run on GNU\n"
    "parallel or a Slurm cluster";
const char* const kUsage =
    "Usage:\n"
    "  boardlp suite walls PIECE BOARD K -o DIR        every board with exactly K walls, one per symmetry class\n"
    "                                                 (the wall sweep of the article \"ILPs for Blocked n-Queens\"); each run also checks for a unique optimum\n"
    "  boardlp suite sizes PIECES FROM..TO [SIZED] -o DIR\n"
    "                                                 e.g. queens,kings 4..12 --dominate\n"
    "  boardlp suite completion N K --count M --seed S -o DIR   n queens with K placed (CSPLib prob079)\n"
    "  boardlp suite holes N K --count M --seed S -o DIR        n queens with K blocked squares (prob080)\n"
    "  boardlp suite regions [PIECE] N --count M --seed S -o DIR   Queens-game grids (kings unless PIECE is given:\n"
    "                                                 one per row, column and region; --per-region 2: Star Battle)\n"
    "                                                 with exactly one solution\n"
    "  boardlp suite frontier -o DIR                  a curated set at the edge of what is known, each instance in a tier\n"
    "                                                 (easy: a reference cbc run proved it within an hour; hard: known, but\n"
    "                                                 not within the hour; open: no optimum known), the source of each answer\n"
    "  boardlp suite proof PIECE BOARD K --dominate -o DIR   a proof that K pieces are too few, split into cubes (the first\n"
    "                                                 and last empty row and column), one file each, one per symmetry class;\n"
    "                                                 run them with run or slurm, and collect says what they proved\n"
    "                                                 (--sample M --seed S: M cubes drawn, to project the whole proof's time)\n"
    "  boardlp suite calibrate DIR [--solver NAME] [--sample M] [--seed S] [--timeout S] [--whole-seconds S]\n"
    "                                                 before a long proof: M of its cubes run (default 20), the whole\n"
    "                                                 proof's CPU time projected with a range, and one run of the whole\n"
    "                                                 model given the sample's CPU time; run and slurm start a whole\n"
    "                                                 proof only after it (or with --uncalibrated)\n"
    "  boardlp suite run DIR [--solver NAME] [--jobs N] [--timeout S] [--sshloginfile F] [--share F [--seed S]]\n"
    "                                                 runs the set with GNU parallel (resumes a stopped run), collects;\n"
    "                                                 --share: a random share only, a second solver's opinion\n"
    "  boardlp suite slurm DIR [--solver NAME] [--chunk N] [--timeout S] [--partition P]\n"
    "                                                 writes a Slurm job-array script (submit it with sbatch)\n"
    "  boardlp suite collect DIR                      merges the results into DIR/results.csv, prints a summary;\n"
    "                                                 exit 1 when any answer is wrong\n\n";

// The subcommands that write a set, and those that run or collect one.
constexpr const char* kGenerators = "walls sizes completion holes regions proof frontier";

// What boardlp suite's options ask for, typed: the generators' and the runners' settings.
struct SuiteCommand {
  WriteOptions write;
  RunOptions run;
  SlurmOptions slurm;
  CalibrateOptions calibrate;
  std::string output, name;
  bool torus = false, uncalibrated = false, recheck = false;
  std::optional<Formulation> formulation;
  std::vector<std::string> cuts;
  std::string format, encoding;  // as given (the encoding is read against the format)
  std::optional<int> count, sample, per_region;
  std::optional<uint64_t> seed;
};
using Option = OptionRecord<SuiteCommand>;
using Kind = OptionKind;

// A suite option that is one of boardlp's own (a model option, or the board's --torus): its name,
// value, kind and help are that record's, so the two programs say one thing of it; what it fills is
// the suite's. (--format and --cut are the suite's own: it takes fewer formats and cuts.)
template <class From>
Option shared_record(const OptionRecord<From>& from, std::string takers, decltype(Option::fill) fill) {
  return {.name = from.name, .value = from.value, .kind = from.kind, .takers = std::move(takers), .help = from.help,
          .lo = from.lo, .hi = from.hi, .unit = from.unit, .file = from.file, .fill = fill};
}

// One record per option of boardlp suite: which subcommands take it (`takers`), its help and what
// it fills. The option tables, their help and every refusal of an option a subcommand does not
// take come from here. (The problems' options, --dominate ..., are the recipes' own, taken by
// sizes and proof.)
OptionTable<SuiteCommand> make_table() {
  const std::string generators = kGenerators;
  OptionTable<SuiteCommand> t;
  t.records = {
      {.name = "output,o", .value = "DIR", .takers = generators, .help = "the suite's folder (made if missing)",
       .fill = [](const Option& o, const OptionValues& vm, SuiteCommand& c) { c.output = o.text(vm); }},
      {.name = "name", .value = "NAME", .takers = generators,
       .help = "the set's name (default: from the command): DIR/NAME.test, NAME.solu",
       .fill = [](const Option& o, const OptionValues& vm, SuiteCommand& c) {
         c.name = o.text(vm);
         const auto plain = [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) != 0; };
         if (c.name.empty() || c.name.size() > 100 || !plain(c.name[0]) ||
             !std::all_of(c.name.begin(), c.name.end(), [&](char ch) { return plain(ch) || ch == '.' || ch == '_' || ch == '-'; }))
           throw UserError(fmt::format("--name {}: use letters, digits, '.', '_' and '-' (up to 100, a letter or digit first)", c.name));
       }},
      {.name = "format", .value = format_choices(true), .takers = generators, .help = "the instances' format (default lp)",
       .fill = [](const Option& o, const OptionValues& vm, SuiteCommand& c) { c.write.format = format_from(o.text(vm), true); }},
      shared_record(*model_option("encoding"), generators,
                    [](const Option& o, const OptionValues& vm, SuiteCommand& c) {
                      c.write.encodings = encodings_for(c.write.format, o.text(vm));
                    }),
      {.name = "gzip", .kind = Kind::flag, .takers = generators, .help = "write .lp.gz or .mps.gz (cbc, glpsol and boardlp-solve read them)",
       .fill = [](const Option&, const OptionValues&, SuiteCommand& c) { c.write.gzip = true; }},
      {.name = "count-seconds", .value = "S", .kind = Kind::seconds, .takers = generators,
       .help = "the exact counter's budget per instance (default 10); past it the answer is left to the run",
       .fill = [](const Option& o, const OptionValues& vm, SuiteCommand& c) { c.write.count_seconds = o.seconds(vm); }},
      shared_record(board_option_record("torus"), "walls sizes proof",
                    [](const Option&, const OptionValues&, SuiteCommand& c) { c.torus = true; }),
      shared_record(*model_option("formulation"), "walls sizes", [](const Option& o, const OptionValues& vm, SuiteCommand& c) {
        c.formulation = formulation_from_word(o.text(vm));
        if (!c.formulation) throw UserError(fmt::format("--formulation {}: use clique or pairwise", o.text(vm)));
      }),
      {.name = "cut", .value = cut_choices(true), .kind = Kind::texts, .takers = "sizes proof",
       .help = "a named cut (" + cut_names(true) + ")",
       .fill = [](const Option& o, const OptionValues& vm, SuiteCommand& c) { c.cuts = o.texts(vm); }},
      {.name = "count", .value = "M", .kind = Kind::whole, .takers = "completion holes regions",
       .help = "how many instances (default 10)", .lo = 1, .hi = 1'000'000,
       .fill = [](const Option& o, const OptionValues& vm, SuiteCommand& c) { c.count = static_cast<int>(o.whole(vm)); }},
      {.name = "tiers", .value = "LIST", .takers = "frontier", .help = "only these tiers, e.g. easy,hard (default: easy, hard and open)",
       .fill = [](const Option& o, const OptionValues& vm, SuiteCommand& c) {
         std::istringstream list(o.text(vm));
         for (std::string tier; std::getline(list, tier, ',');) {
           if (tier != "easy" && tier != "hard" && tier != "open")
             throw UserError(fmt::format("--tiers: {} is not a tier: use easy, hard and open", tier));
           c.write.tiers.push_back(tier);
         }
       }},
      {.name = "sample", .value = "M", .kind = Kind::whole, .takers = "proof calibrate",
       .help = "proof: write M of the cubes, drawn from --seed (a sample, to project the time); calibrate: run M of them "
               "(default 20)",
       .lo = 1, .hi = 1'000'000,
       .fill = [](const Option& o, const OptionValues& vm, SuiteCommand& c) { c.sample = c.calibrate.sample = static_cast<int>(o.whole(vm)); }},
      {.name = "seed", .value = "S", .kind = Kind::whole, .takers = "completion holes regions proof calibrate run",
       .help = "the random seed (default 1)",
       .fill = [](const Option& o, const OptionValues& vm, SuiteCommand& c) {
         c.seed = c.calibrate.seed = c.run.share_seed = static_cast<uint64_t>(o.whole(vm));
       }},
      {.name = "per-region", .value = "K", .kind = Kind::whole, .takers = "regions",
       .help = "K per row, column and region, 1 (the Queens game, default) or 2 (Star Battle)", .lo = 1, .hi = 2,
       .fill = [](const Option& o, const OptionValues& vm, SuiteCommand& c) { c.per_region = static_cast<int>(o.whole(vm)); }},
      {.name = "solver", .value = backend_choices(), .takers = "run slurm calibrate",
       .help = "the solver: " + backend_names() + " (default " + default_backend_name() + ")",
       .fill = [](const Option& o, const OptionValues& vm, SuiteCommand& c) { c.run.solver = c.slurm.solver = c.calibrate.solver = o.text(vm); }},
      {.name = "timeout", .value = "S", .kind = Kind::seconds, .takers = "run slurm calibrate",
       .help = "seconds per instance (default 60); a job is killed a little after",
       .fill = [](const Option& o, const OptionValues& vm, SuiteCommand& c) {
         c.run.time_limit = c.slurm.time_limit = c.calibrate.time_limit = o.seconds(vm);
       }},
      {.name = "whole-seconds", .value = "S", .kind = Kind::seconds, .takers = "calibrate",
       .help = "the whole model's run (default: the CPU seconds the sample took)",
       .fill = [](const Option& o, const OptionValues& vm, SuiteCommand& c) { c.calibrate.whole_seconds = o.seconds(vm); }},
      {.name = "uncalibrated", .kind = Kind::flag, .takers = "run slurm",
       .help = "start a whole proof that boardlp suite calibrate has not measured",
       .fill = [](const Option&, const OptionValues&, SuiteCommand& c) { c.uncalibrated = true; }},
      {.name = "share", .value = "F", .kind = Kind::fraction, .takers = "run",
       .help = "run a random share F of the instances only (0.1: a tenth, drawn from --seed), e.g. a second solver's opinion "
               "on part of a proof; collect says where two solvers decided a cube",
       .fill = [](const Option& o, const OptionValues& vm, SuiteCommand& c) { c.run.share = o.fraction(vm); }},
      {.name = "jobs,j", .value = "N", .kind = Kind::whole, .takers = "run", .help = "jobs at once (default: one per core)",
       .lo = 1, .hi = 4096,
       .fill = [](const Option& o, const OptionValues& vm, SuiteCommand& c) { c.run.jobs = static_cast<unsigned>(o.whole(vm)); }},
      {.name = "sshloginfile", .value = "FILE", .takers = "run",
       .help = "GNU parallel's list of machines; they must share DIR at the same path", .file = FileRole::input,
       .fill = [](const Option& o, const OptionValues& vm, SuiteCommand& c) { c.run.sshloginfile = o.text(vm); }},
      {.name = "dry-run", .kind = Kind::flag, .takers = "run", .help = "print the GNU parallel command only",
       .fill = [](const Option&, const OptionValues&, SuiteCommand& c) { c.run.dry_run = true; }},
      {.name = "proofs", .kind = Kind::flag, .takers = "run slurm",
       .help = "a proof's cubes on --solver cadical (--format cnf): keep each infeasible cube's DRAT proof in "
               "results/SOLVER/proofs, checked by rate; collect counts them",
       .fill = [](const Option&, const OptionValues&, SuiteCommand& c) { c.run.proofs = c.slurm.proofs = true; }},
      {.name = "recheck", .kind = Kind::flag, .takers = "collect",
       .help = "check every kept DRAT proof again with rate (collect always checks that each proof file is there with the "
               "size and CRC-32 it had when checked)",
       .fill = [](const Option&, const OptionValues&, SuiteCommand& c) { c.recheck = true; }},
      {.name = "chunk", .value = "N", .kind = Kind::whole, .takers = "slurm", .help = "instances per array task (default 100)",
       .lo = 1, .hi = 1'000'000,
       .fill = [](const Option& o, const OptionValues& vm, SuiteCommand& c) { c.slurm.chunk = static_cast<int>(o.whole(vm)); }},
      {.name = "partition", .value = "P", .takers = "slurm", .help = "the partition (default: the cluster's)",
       .fill = [](const Option& o, const OptionValues& vm, SuiteCommand& c) { c.slurm.partition = o.text(vm); }},
      {.name = "script", .value = "FILE", .takers = "slurm", .help = "where to write the script (default DIR/slurm-SOLVER.sh)",
       .file = FileRole::output, .fill = [](const Option& o, const OptionValues& vm, SuiteCommand& c) { c.slurm.script = o.text(vm); }},
  };
  return t;
}

const OptionTable<SuiteCommand>& suite_table() {
  static const OptionTable<SuiteCommand> table = make_table();
  return table;
}

bool takes(const std::string& kinds, std::string_view kind) {
  std::istringstream words(kinds);
  for (std::string w; words >> w;)
    if (w == kind) return true;
  return false;
}

// Whether a generator takes it (its table is the generators'), or only run, slurm and collect do.
bool for_generators(const Option& r) {
  std::istringstream words(r.takers);
  for (std::string w; words >> w;)
    if (takes(kGenerators, w)) return true;
  return false;
}

// The options of one group of subcommands (the generators, or run, slurm and collect), each help
// starting with the subcommands that take it where that is not all of the group.
po::options_description options_for(const char* caption, bool generators) {
  po::options_description o(caption);
  std::vector<Option> group;
  for (const Option& r : suite_table().records) {
    if (for_generators(r) != generators) continue;
    group.push_back(r);
    if (r.takers != kGenerators) {  // "walls, sizes: the formulation"
      std::string who;
      std::istringstream words(r.takers);
      for (std::string w; words >> w;) who += (who.empty() ? "" : ", ") + w;
      group.back().help = who + ": " + r.help;
    }
  }
  declare_options<SuiteCommand>(o, group);
  if (generators) {
    po::options_description problems("The problem of sizes and proof (default --max)");
    add_problem_options(problems, sized_problem_options());
    o.add(problems);
  } else {
    add_program_options(o, false);
  }
  return o;
}

po::options_description set_options() { return options_for("Options of walls, sizes, completion, holes, regions, proof and frontier", true); }
po::options_description run_options() { return options_for("Options of calibrate, run, slurm and collect", false); }

// Refuses every option given that `kind` does not take, in one line naming it.
void refuse_others(const OptionValues& vm, std::string_view kind, bool takes_problem) {
  for (const Option& r : suite_table().records) {
    const std::string name = r.long_name();
    if (r.given(vm) && !takes(r.takers, kind))
      throw UserError(fmt::format("--{} is not an option of boardlp suite {} (see boardlp suite --help)", name, kind));
  }
  if (takes_problem) return;
  for (const ProblemOption& r : sized_problem_options())
    if (vm.count(std::string(r.word)))
      throw UserError(fmt::format("--{} is not an option of boardlp suite {} (see boardlp suite --help)", r.word, kind));
}

std::vector<std::string> subcommand_word_list();  // the table's words, below

}  // namespace

ProgramDoc suite_doc() {
  ProgramDoc doc;
  doc.name = "boardlp-suite";
  doc.command = "boardlp suite";
  doc.summary = kSummary;
  // The problems `suite sizes` takes, from their registry.
  std::string sized;
  for (const ProblemOption& r : sized_problem_options())
    sized += fmt::format("{}--{}", sized.empty() ? "" : "|", r.word);
  doc.usage = kUsage;
  doc.usage.replace(doc.usage.find("[SIZED]"), 7, "[" + sized + "]");
  doc.sections = {doc_section("Options of walls, sizes, completion and holes", set_options()),
                  doc_section("Options of calibrate, run, slurm and collect", run_options())};
  doc.epilogue = "\nA researcher's two commands:\n"
                 "  boardlp suite walls queens 8 3 -o sweep    all 8x8 boards with 3 walls, up to symmetry\n"
                 "  boardlp suite run sweep --jobs 2           solve them with cbc on GNU parallel, then collect\n";
  doc.first_words = subcommand_word_list();
  doc.see_also = {"boardlp", "boardlp-solve", "boardlp-count"};
  return doc;
}

namespace {

std::string command_text(int argc, const char* const* argv) {
  std::string out = "boardlp";
  for (int i = 0; i < argc; ++i) out += std::string(" ") + argv[i];
  return out;
}

Formulation formulation_of(const SuiteCommand& cmd, Problem problem) {
  return cmd.formulation.value_or(unit_of(problem).default_formulation());
}

// Sets the named cuts on `spec`: those a proof or a series takes (`what`: "a proof").
void set_cuts(const SuiteCommand& cmd, Spec& spec, std::string_view what) {
  for (const std::string& c : cmd.cuts) {
    const CutOption* cut = cut_named(c);
    if (!cut || !cut->proof) throw UserError(fmt::format("--cut {}: {} takes the named cuts {}", c, what, cut_names(true)));
    spec.*cut->flag = true;
  }
}

// What a set's generator is made from: the command line's words after the kind, its options,
// and the set's record (suite.conf), which the generator's maker names and fills.
struct SetRequest {
  const std::vector<std::string>& args;
  const OptionValues& vm;
  const SuiteCommand& cmd;
  SuiteInfo& info;
};
using Generator = std::function<void(const InstanceSink&)>;

Generator walls_set(const SetRequest& r) {
  const Piece piece = piece_from(r.args[0]);
  const std::pair<int32_t, int32_t> board = parse_board(r.args[1]);
  const int32_t rows = board.first, cols = board.second;  // not a structured binding: clang 14 cannot capture one
  const int k = static_cast<int>(whole_argument(r.args[2], "K", 0, static_cast<int64_t>(rows) * cols));
  const bool torus = r.cmd.torus;
  const Formulation f = formulation_of(r.cmd, Problem::max);
  r.info.name = fmt::format("walls-{}-{}x{}{}-k{}", word(piece), rows, cols, torus ? "-torus" : "", k);
  r.info.unique_check = true;
  return [=](const InstanceSink& sink) { wall_sweep(piece, rows, cols, k, torus, f, sink); };
}

Generator sizes_set(const SetRequest& r) {
  std::vector<Piece> pieces;
  std::string piece_words;
  std::istringstream list(r.args[0]);
  for (std::string p; std::getline(list, p, ',');) {
    pieces.push_back(piece_from(p));
    piece_words.append(piece_words.empty() ? "" : "-").append(word(pieces.back()));
  }
  // FROM..TO, each of 1 to 4 digits.
  const std::string& range = r.args[1];
  const size_t dots = range.find("..");
  const auto digits = [](std::string_view text) {
    return !text.empty() && text.size() <= 4 &&
           std::all_of(text.begin(), text.end(), [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)) != 0; });
  };
  if (dots == std::string::npos || !digits(std::string_view(range).substr(0, dots)) || !digits(std::string_view(range).substr(dots + 2)))
    throw UserError(fmt::format("{}: give the sizes as FROM..TO, e.g. 4..12", range));
  const auto from = static_cast<int32_t>(std::stoi(range.substr(0, dots))), to = static_cast<int32_t>(std::stoi(range.substr(dots + 2)));
  if (from < 1 || to < from) throw UserError(fmt::format("{}: FROM must be 1 or more and TO at least FROM", range));
  Spec base;
  if (const ProblemOption* chosen = chosen_problem(r.vm, sized_problem_options())) base.problem = chosen->problem;
  base.torus = r.cmd.torus;
  base.formulation = formulation_of(r.cmd, base.problem);
  set_cuts(r.cmd, base, "a series");
  r.info.name = fmt::format("sizes-{}-{}-{}-{}{}", piece_words, from, to, problem_word(base.problem), base.torus ? "-torus" : "");
  return [=](const InstanceSink& sink) { size_series(pieces, from, to, base, sink); };
}

Generator frontier_of(const SetRequest& r) {
  r.info.name = "frontier";
  for (const std::string& tier : r.cmd.write.tiers) r.info.name += "-" + tier;
  return [](const InstanceSink& sink) { frontier_set(sink); };
}

Generator proof_of(const SetRequest& r) {
  Spec base;
  base.piece = piece_from(r.args[0]);
  std::tie(base.rows, base.cols) = parse_board(r.args[1]);
  base.at_most = whole_argument(r.args[2], "K", 0, int64_t{base.rows} * base.cols);
  const ProblemOption* chosen = chosen_problem(r.vm, sized_problem_options());
  if (!chosen || chosen->bound_verb.empty()) {
    std::vector<std::string> words;  // the problems with a bound to prove, from their registry
    for (const ProblemOption& each : problem_options())
      if (!each.bound_verb.empty()) words.push_back(fmt::format("--{}", each.word));
    throw UserError(fmt::format("boardlp suite proof proves a domination bound: give {}{}{}",
                                fmt::join(words.begin(), words.end() - 1, ", "), words.size() > 1 ? " or " : "", words.back()));
  }
  base.problem = chosen->problem;
  base.torus = r.cmd.torus;
  // The named cuts, to measure what they do to a proof (bench/proof); symmetry: on the cubes
  // every symmetry keeps.
  set_cuts(r.cmd, base, "a proof");
  const std::vector<EmptyLines> cubes = proof_cube_list(base);  // checks K
  r.info.proof_cubes = static_cast<int64_t>(cubes.size());
  r.info.whole = base;  // calibrate compares the cubes with one run of it
  r.info.claim = fmt::format("no placement of at most {} {} {} {}{}", base.at_most,
                             base.at_most == 1 ? singular(base.piece) : plural(base.piece), chosen->bound_verb,
                             a_board(base.rows, base.cols), base.torus ? " on a torus" : "");
  const std::optional<int> sample = r.cmd.sample;
  const uint64_t seed = r.cmd.seed.value_or(1);
  if (!sample && r.cmd.seed) throw UserError("--seed draws the cubes of --sample: give --sample M too, or leave --seed out");
  r.info.name = fmt::format("proof-{}-{}x{}{}-{}-at-most-{}{}{}", word(base.piece), base.rows, base.cols, base.torus ? "-torus" : "",
                            problem_word(base.problem), base.at_most, cut_name_suffix(base),
                            sample ? fmt::format("-sample{}-s{}", *sample, seed) : "");
  return [=](const InstanceSink& sink) { proof_set(base, sample, seed, sink); };
}

Generator regions_of(const SetRequest& r) {
  const Piece piece = r.args.size() == 2 ? piece_from(r.args[0]) : Piece::king;
  const auto n = static_cast<int32_t>(whole_argument(r.args.back(), "N", 0, 16));
  const int count = r.cmd.count.value_or(10);
  const uint64_t seed = r.cmd.seed.value_or(1);
  const int k = r.cmd.per_region.value_or(1);
  r.info.name = fmt::format("regions-{}-{}{}-m{}-s{}", word(piece), n, k == 1 ? "" : "-k2", count, seed);
  if (r.cmd.output.empty()) throw UserError("boardlp suite regions: give the suite's folder with -o DIR");
  const std::string dir = r.cmd.output;
  return [=](const InstanceSink& sink) {
    std::error_code ec;
    std::filesystem::create_directories(dir + "/grids", ec);
    if (ec) throw UserError(fmt::format("cannot make the folder {}/grids: {}", dir, ec.message()));
    const RegionStats stats = region_set(piece, n, k, count, seed, [&](const std::string& name, const std::string& lines) {
      write_if_changed(dir + "/grids/" + name + ".txt", lines);
    }, sink);
    std::cerr << fmt::format("boardlp suite regions: {} unique puzzles of {}x{} in {:.2f} s ({:.3f} s each); {} squares "
                             "moved to make them unique; {} grids given up ({:.0f}% of those drawn)\n",
                             stats.made, n, n, stats.seconds, stats.seconds / std::max(stats.made, 1), stats.repairs,
                             stats.rejected, 100.0 * stats.rejected / std::max(stats.made + stats.rejected, 1));
  };
}

// completion and holes: N queens with K placed (K at most N), or K squares blocked (at most N^2)
// (CSPLib prob079, prob080).
template <void (*Set)(int32_t, int, int, uint64_t, const InstanceSink&), bool KOfSquares>
Generator drawn_set(const SetRequest& r) {
  const auto n = static_cast<int32_t>(whole_argument(r.args[0], "N", 0, 1000));
  if (n < 1) throw UserError("N must be 1 or more");
  const int k = static_cast<int>(whole_argument(r.args[1], "K", 0, KOfSquares ? int64_t{n} * n : n));
  const int count = r.cmd.count.value_or(10);
  const uint64_t seed = r.cmd.seed.value_or(1);
  r.info.name = fmt::format("{}-{}-k{}-m{}-s{}", kind_word(r.info.kind), n, k, count, seed);
  return [=](const InstanceSink& sink) { Set(n, k, count, seed, sink); };
}

// The subcommands: those that write a set (one generator each) and those that take a set's folder.
struct Subcommand {
  std::string_view word;
  std::optional<SuiteKind> writes;            // a set's generator: the kind of set it writes
  Generator (*generator)(const SetRequest&);  // its maker (nullptr: a folder's command)
  size_t fewest_args, most_args;              // the words after the kind
  std::string_view example;                   // the usage a wrong count of words is shown
  bool takes_problem;                         // the problem options (--dominate, ...)
  int (*on_folder)(const std::string& dir, const SuiteCommand& cmd);
  bool shows_calibration = false;             // a whole proof's run starts with its calibration printed
};

int collect_folder(const std::string& dir, const SuiteCommand& cmd) { return collect_suite(dir, cmd.recheck); }
int calibrate_folder(const std::string& dir, const SuiteCommand& cmd) { return calibrate_suite(dir, cmd.calibrate); }
int run_folder(const std::string& dir, const SuiteCommand& cmd) {
  if (!cmd.run.share && cmd.seed) throw UserError("--seed draws the share of --share: give --share F too, or leave --seed out");
  return run_suite(dir, cmd.run);
}
int slurm_folder(const std::string& dir, const SuiteCommand& cmd) {
  const std::string path = write_slurm_script(dir, cmd.slurm);
  std::cout << fmt::format("boardlp suite slurm: wrote {}; submit it with: sbatch {}\n", path, path);
  return 0;
}

const Subcommand kSubcommands[] = {
    {"walls", SuiteKind::walls, walls_set, 3, 3, "walls queens 8 3 -o DIR", false, nullptr},
    {"sizes", SuiteKind::sizes, sizes_set, 2, 2, "sizes queens,kings 4..12 --dominate -o DIR", true, nullptr},
    {"completion", SuiteKind::completion, drawn_set<completion_set, false>, 2, 2, "completion 8 3 --count 20 --seed 1 -o DIR", false, nullptr},
    {"holes", SuiteKind::holes, drawn_set<holes_set, true>, 2, 2, "holes 8 6 --count 20 --seed 1 -o DIR", false, nullptr},
    {"regions", SuiteKind::regions, regions_of, 1, 2, "regions 8 --count 10 --seed 1 -o DIR", false, nullptr},
    {"proof", SuiteKind::proof, proof_of, 3, 3, "proof queens 14 7 --dominate -o DIR", true, nullptr},
    {"frontier", SuiteKind::frontier, frontier_of, 0, 0, "frontier -o DIR", false, nullptr},
    {"calibrate", std::nullopt, nullptr, 1, 1, "calibrate DIR", false, calibrate_folder},
    {"run", std::nullopt, nullptr, 1, 1, "run DIR", false, run_folder, true},
    {"slurm", std::nullopt, nullptr, 1, 1, "slurm DIR", false, slurm_folder, true},
    {"collect", std::nullopt, nullptr, 1, 1, "collect DIR", false, collect_folder},
};

const Subcommand* subcommand_named(std::string_view word) {
  for (const Subcommand& s : kSubcommands)
    if (s.word == word) return &s;
  return nullptr;
}

std::vector<std::string> subcommand_word_list() {
  std::vector<std::string> out;
  for (const Subcommand& s : kSubcommands) out.emplace_back(s.word);
  return out;
}

std::string subcommand_words() {
  std::string out;
  for (size_t i = 0; i < std::size(kSubcommands); ++i)
    out += fmt::format("{}{}", i == 0 ? "" : i + 1 == std::size(kSubcommands) ? " or " : ", ", kSubcommands[i].word);
  return out;
}

int generate(const Subcommand& sub, const std::vector<std::string>& args, const OptionValues& vm, const SuiteCommand& cmd,
             int argc, const char* const* argv) {
  SuiteInfo info;
  info.kind = *sub.writes;
  info.command = command_text(argc, argv);
  const Generator generator = sub.generator({args, vm, cmd, info});
  if (!cmd.name.empty()) info.name = cmd.name;
  if (cmd.output.empty()) throw UserError(fmt::format("boardlp suite {}: give the suite's folder with -o DIR", sub.word));
  write_suite(info, cmd.output, cmd.write, generator);
  return 0;
}

// A whole proof starts with its calibration printed (boardlp suite calibrate), or on the user's word.
void show_calibration(const std::string& dir, bool uncalibrated) {
  const SuiteInfo info = read_suite_conf(dir);
  if (info.kind != SuiteKind::proof || !whole_proof_set(dir, info)) return;
  const std::string text = calibration_text(dir);
  if (!text.empty()) std::cout << text << std::flush;
  else if (!uncalibrated)
    throw UserError(fmt::format("{} is a whole proof of {} cubes, not calibrated: run boardlp suite calibrate {} first (a sample "
                                "of the cubes against one run of the whole model), or give --uncalibrated",
                                dir, info.proof_cubes, dir));
}

}  // namespace

int suite_main(int argc, const char* const* argv) {
  po::options_description visible;
  visible.add(set_options()).add(run_options());
  const OptionValues vm = parse_program_line(argc, argv, visible, {{"args", true}}, "boardlp suite", "too many arguments");
  std::vector<std::string> args = vm.count("args") ? vm.texts("args") : std::vector<std::string>{};
  if (const std::string doc = doc_asked(vm, suite_doc()); !doc.empty()) {
    std::cout << doc;
    return 0;
  }
  if (vm.count("help") || args.empty()) {
    std::cout << help_text(suite_doc());
    return args.empty() && !vm.count("help") ? 2 : 0;
  }
  const std::string kind = args.front();
  args.erase(args.begin());
  const Subcommand* sub = subcommand_named(kind);
  if (!sub) throw UserError(fmt::format("boardlp suite {}: use {}", kind, subcommand_words()));
  if (args.size() < sub->fewest_args || args.size() > sub->most_args) {
    if (!sub->writes)
      throw UserError(fmt::format("boardlp suite {} takes the suite's folder: boardlp suite {} DIR", kind, kind));
    throw UserError(fmt::format("boardlp suite {} takes {}: e.g. boardlp suite {}", kind,
                                sub->most_args == 0 ? std::string("no arguments")
                                : sub->fewest_args == sub->most_args ? std::to_string(sub->most_args)
                                                                     : fmt::format("{} or {}", sub->fewest_args, sub->most_args),
                                sub->example));
  }
  refuse_others(vm, sub->word, sub->takes_problem);
  SuiteCommand cmd;
  suite_table().fill(vm, cmd);
  refuse_output_onto_input(suite_table().files(vm, FileRole::input), suite_table().files(vm, FileRole::output));
  if (sub->writes) return generate(*sub, args, vm, cmd, argc, argv);
  const std::string& dir = args.front();
  if (sub->shows_calibration && !cmd.run.dry_run && !cmd.run.share) show_calibration(dir, cmd.uncalibrated);  // a share is short
  return sub->on_folder(dir, cmd);
}

}  // namespace boardlp::suite
