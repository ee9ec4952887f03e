#include "model_options.hpp"

#include <algorithm>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "cuts.hpp"
#include "errors.hpp"
#include "formulation.hpp"
#include "header.hpp"
#include "input_files.hpp"
#include "option_reading.hpp"
#include "problem_unit.hpp"
#include "solver_forms.hpp"

namespace boardlp {

namespace {

using Kind = OptionKind;

void fill_for(const ModelOption& o, const OptionValues& vm, ModelFilling& to) {
  ModelRequest& req = to.request;
  Spec& spec = req.spec;
  const std::string solver = o.text(vm);
  if (std::find(to.solvers.begin(), to.solvers.end(), solver) == to.solvers.end())
    throw UserError(fmt::format("--for {}: use one of boardlp-solve's solvers: {}", solver, fmt::join(to.solvers, ", ")));
  spec.written_for = solver;
  if (const std::optional<SolverForm> form = form_for(solver, spec.problem)) {
    spec.formulation = form->formulation;
    spec.cover = form->cover;
  }
}

void fill_formulation(const ModelOption& o, const OptionValues& vm, ModelFilling& to) {
  ModelRequest& req = to.request;
  const std::string f = o.text(vm);
  const std::optional<Formulation> form = formulation_from_word(f);
  if (!form) throw UserError(fmt::format("--formulation {}: use clique or pairwise", f));
  req.spec.formulation = *form;
  if (!unit_of(req.spec.problem).takes_formulation())
    throw UserError(fmt::format("--formulation with --{0}: --{0} has no packing rows to formulate (its pieces may "
                                "attack each other); use --independent-dominate to keep the pieces apart",
                                problem_word(req.spec.problem)));
}

void fill_cover(const ModelOption& o, const OptionValues& vm, ModelFilling& to) {
  ModelRequest& req = to.request;
  const std::string c = o.text(vm);
  if (c == "lines") req.spec.cover = CoverForm::lines;
  else if (c == "squares") req.spec.cover = CoverForm::squares;
  else throw UserError(fmt::format("--cover {}: use squares or lines", c));
}

void fill_at_most(const ModelOption& o, const OptionValues& vm, ModelFilling& to) { to.request.spec.at_most = o.whole(vm); }
void fill_at_least(const ModelOption& o, const OptionValues& vm, ModelFilling& to) { to.request.spec.at_least = o.whole(vm); }
void fill_dominance(const ModelOption&, const OptionValues&, ModelFilling& to) { to.request.spec.dominance = true; }

void fill_cube(const ModelOption& o, const OptionValues& vm, ModelFilling& to) {
  ModelRequest& req = to.request;
  const std::string c = o.text(vm);
  req.spec.cube = parse_cube(c);
  if (!req.spec.cube)
    throw UserError(fmt::format("--cube {}: write the first and last empty row, then column, as A-B,C-D (e.g. 1-14,2-13)", c));
}

void fill_cut(const ModelOption& o, const OptionValues& vm, ModelFilling& to) {
  ModelRequest& req = to.request;
  for (const std::string& name : o.texts(vm)) {
    const CutOption* cut = cut_named(name);
    if (!cut) throw UserError(fmt::format("--cut {}: the named cuts are {}", name, cut_names()));
    req.spec.*cut->flag = true;
  }
}

void fill_format(const ModelOption& o, const OptionValues& vm, ModelFilling& to) { to.request.format = format_from(o.text(vm)); }

void fill_encoding(const ModelOption& o, const OptionValues& vm, ModelFilling& to) {
  ModelRequest& req = to.request;
  req.encodings = encodings_for(req.format, o.text(vm));
}

void fill_literal_order(const ModelOption& o, const OptionValues& vm, ModelFilling& to) {
  ModelRequest& req = to.request;
  req.literal_order = literal_order_for(req.format, o.text(vm));
}

void fill_weights(const ModelOption& o, const OptionValues& vm, ModelFilling& to) {
  ModelRequest& req = to.request;
  if (!format_row(req.format).states_objective)
    throw UserError(fmt::format("--format {}: CNF states no objective, and --weights weighs one: use lp, mps, opb or wcnf",
                                format_row(req.format).name));
  req.spec.weighted = true;
  req.spec.weights_file = o.text(vm);
  req.spec.weights = read_weights(req.spec.weights_file, req.spec.rows, req.spec.cols);
}

OptionTable<ModelFilling> make_table() {
  OptionTable<ModelFilling> table;
  table.records = {
      {.name = "for", .value = "SOLVER",
       .help = "write the problem in the form measured fastest for SOLVER (bench/defaults; the header says which); "
               "--formulation and --cover still decide",
       .uncounted = "it picks --formulation and --cover from a table, and the count matrix has rows of each form it picks",
       .fill = fill_for},
      {.name = "formulation", .value = "clique|pairwise",
       .help = "clique: a row per line segment, king block or knight move; pairwise: a row per attacking pair (default: "
               "clique; pairwise for --armies, measured faster by bench/defaults)",
       .fill = fill_formulation},
      {.name = "cover", .value = "squares|lines",
       .help = "domination's cover rows: squares (each square's row lists every square that sees it, the default) or lines "
               "(a row names the segments through the square, each with an indicator: O(n^2) nonzeros for riders)",
       .fill = fill_cover},
      {.name = "at-most", .value = "K", .kind = Kind::whole,
       .help = "the dominations' feasibility form at a bound: at most K pieces, no objective (can K do it? infeasible "
               "proves that K + 1 are needed)",
       .fill = fill_at_most},
      {.name = "at-least", .value = "M", .kind = Kind::whole,
       .help = "a maximum's feasibility form at a bound (--max, --armies, --non-dominating, --no-three-in-line): its "
               "objective's count at least M, no objective (can it reach M? infeasible proves that the maximum is below M; "
               "with --format cnf, a SAT solver's DRAT proof of it)",
       .fill = fill_at_least},
      {.name = "dominance", .kind = Kind::flag,
       .help = "the dominations: leave empty every square where a piece covers a proper subset of what a piece on another "
               "square covers (at no lower weight); the optimum stays, the solutions that use such a square go, so the file "
               "is for its optimum, not for counting (the header lists the squares)",
       .uncounted = "it keeps the optimum and drops the solutions on the dominated squares: boardlp-solve refuses --all, "
                    "--count and --unique on such a file, and the matrix counts the model without it",
       .fill = fill_dominance},
      {.name = "cube", .value = "A-B,C-D",
       .help = "with --at-most: one cube of a proof (boardlp suite proof writes them all): rows A and B are the first and "
               "last rows with no piece, columns C and D the first and last such columns",
       .uncounted = "a cube holds a part of --at-most's placements (the matrix counts the whole), and no brute force of "
                    "one cube's part is written",
       .fill = fill_cube},
      {.name = "cut", .value = cut_choices(), .kind = Kind::texts,
       .help = [] {
         std::string help = "add a named cut (repeatable): ";
         for (const CutOption& c : cut_options())
           help += fmt::format("{}{} ({})", &c == cut_options().data() ? "" : ", ", c.name, c.help);
         return help;
       }(),
       .uncounted = "--cut colour-order and --cut clique keep some colourings of each class of renamed colours and not "
                    "others: the file's count is its own, which no brute force here states (the matrix counts a "
                    "colouring without them)",
       .fill = fill_cut},
      {.name = "format", .value = format_choices(),
       .help = "file format (default: from the extension of -o, " + format_extensions() +
               "; else lp); dimacs: the attack graph itself, for graph colouring and clique solvers",
       .uncounted = "the matrix writes each row as LP, and each feasibility row as CNF too (--format cnf) for the SAT "
                    "family; the other formats state the LP file's rows, row for row (test_formats, test_minizinc, "
                    "test_xcsp3)",
       .fill = fill_format},
      {.name = "encoding", .value = "NAME[,NAME]", .help = encoding_help(), .fill = fill_encoding},
      {.name = "literal-order", .value = literal_order_choices(),
       .help = "opb, cnf and wcnf: the order the squares' variables are numbered in: board (the default, row by row), hilbert "
               "(along a Hilbert curve), occurrence (the squares in the most rows first); a SAT solver's first decisions "
               "follow the numbers, and the file's variable table names each",
       .fill = fill_literal_order},
      {.name = "weights", .value = "FILE",
       .help = "weigh each piece the objective counts by its square's number in FILE (a line of numbers per row): with "
               "--dominate the cheapest domination, with --max the heaviest placement, with --place K the K of least total "
               "weight, each square's number its cost",
       .file = FileRole::input, .fill = fill_weights},
  };
  table.excludes("at-least", {"at-most"}, "--at-least bounds a maximum and --at-most a minimum: give one of them");
  table.needs("cube", {"at-most"}, "--cube is one part of a proof at a bound: give --at-most K too");
  return table;
}

}  // namespace

const OptionTable<ModelFilling>& model_option_table() {
  static const OptionTable<ModelFilling> table = make_table();
  return table;
}

std::span<const ModelOption> model_options() { return model_option_table().records; }

const ModelOption* model_option(std::string_view name) { return model_option_table().named(name); }

void fill_model_options(const OptionValues& vm, ModelRequest& req, std::span<const std::string_view> solvers) {
  ModelFilling to{req, solvers};
  model_option_table().fill(vm, to);
}

}  // namespace boardlp
