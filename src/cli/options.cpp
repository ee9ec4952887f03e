#include "options.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>
#include <sstream>

#include <boost/program_options.hpp>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "cuts.hpp"
#include "errors.hpp"
#include "cli_common.hpp"
#include "input_files.hpp"
#include "model_options.hpp"
#include "model_request.hpp"
#include "option_table.hpp"
#include "program_doc.hpp"
#include "problem.hpp"
#include "solver_forms.hpp"

namespace po = boost::program_options;

namespace boardlp {

namespace {

using Option = OptionRecord<GenerateRequest>;

void fill_split(const Option& o, const OptionValues& vm, GenerateRequest& req) {
  if (o.text(vm) != "components") throw UserError(fmt::format("--split {}: the one split is components", o.text(vm)));
  req.split_components = true;
}

// boardlp's own options (the model's are model_options.hpp's), filled after the model's.
OptionTable<GenerateRequest> make_table() {
  OptionTable<GenerateRequest> t;
  t.records = {
      {.name = "output,o", .value = "FILE", .help = "write to FILE (default: standard output)",
       .file = FileRole::output, .fill = [](const Option& o, const OptionValues& vm, GenerateRequest& req) { req.output = o.text(vm) == "-" ? "" : o.text(vm); }},
      {.name = "split", .value = "components",
       .help = "write each independent part of the model (no row joins two) as a file of its own in the folder -o DIR "
               "names, part-1.lp, part-2.lp, ...: the optimum is the sum of the parts' (total domination by knights: the "
               "light squares' knights cover the dark squares, and back)",
       .fill = fill_split},
      {.name = "threads", .value = "N", .kind = OptionKind::whole,
       .help = "format on N threads (default: one per core; 1: no threads); the bytes are the same for every N", .lo = 1,
       .hi = kMostThreads,
       .fill = [](const Option& o, const OptionValues& vm, GenerateRequest& req) { req.threads = static_cast<unsigned>(o.whole(vm)); }},
  };
  return t;
}

const OptionTable<GenerateRequest>& generate_table() {
  static const OptionTable<GenerateRequest> table = make_table();
  return table;
}

po::options_description visible_options() {
  po::options_description o("Options");
  add_problem_options(o, problem_options());
  add_square_options(o, "");
  declare_options(o, model_options());  // the model's options, from their records
  declare_options<GenerateRequest>(o, generate_table().records);
  add_program_options(o);
  return o;
}

}  // namespace


ProgramDoc generate_doc() {  // its subcommand suite is added by boardlp's main, which has it
  ProgramDoc doc;
  doc.name = "boardlp";
  doc.summary = "write a chessboard placement problem as a file for solvers (" + format_names() + ")";
  doc.usage = "Usage: boardlp PIECE BOARD [options]\n"
              "       boardlp suite ...   sets of instances with known answers, run on GNU parallel or Slurm (boardlp suite --help)\n"
              "  PIECE  " + named_pieces_text() + " (singular accepted), or any piece in Betza notation (WFN, NN, ...);\n"
              "         points for the problems of points (--no-three-in-line)\n"
              "  BOARD  N for an N x N board, or RxC for R rows and C columns\n\n";
  doc.sections = {doc_section("Options", visible_options())};
  doc.epilogue =
      "\nExamples:\n"
       "  boardlp queens 8 -o queens8.lp             the most non-attacking queens on 8x8 (8)\n"
       "  boardlp queens 8 --place 8 -o q8.mps       the classic 8-queens puzzle, free MPS\n"
       "  boardlp kings 8x8 --formulation pairwise   one row per attacking pair, to standard output\n"
       "  boardlp queens 8 --place 8 --weights c.txt 8 queens at least total cost\n"
       "  boardlp queens 8 --wall 3,4 --wall 6,2     walls cut the queens' lines\n"
       "  boardlp queens 5 --least-walls 7           the fewest walls so that 7 queens fit on 5x5\n"
       "  boardlp points 10 --no-three-in-line       the most points on 10x10 with no three in line (20)\n"
       "  boardlp queens 8 --dominate                the fewest queens that cover the board (5)\n"
       "  boardlp queens 14 --dominate --at-most 7   can 7 queens cover 14x14? (no: infeasible)\n"
       "  boardlp queens 8 --total-dominate          the fewest that attack every square, their own too (5)\n"
       "  boardlp queens 8 --armies                  peaceable armies of queens (9 each)\n"
       "  boardlp queens 8 --non-dominating          8 queens that leave the most squares free (11)\n"
       "  boardlp kings 8 --regions grid.txt         the Queens game: one king per row, column and region\n"
       "  boardlp queens 8 --colour --colours 9      colour the board, no two squares of a colour attacking (9)\n"
       "  boardlp queens 8 | glpsol --lp /dev/stdin  pipe a model to a solver\n\n"
       "Squares are 1-based: row 1 is the top row, column 1 the left column. Variables are x_R_C.\n"
       "Exit status: 0 written, 2 bad input or the file could not be written (no file is left).\n";
  doc.first_words = named_piece_words();
  doc.first_words.push_back("points");
  doc.first_words.push_back("suite");
  doc.see_also = {"boardlp-solve", "boardlp-count", "boardlp-suite"};
  return doc;
}

std::string generate_help() { return help_text(generate_doc()); }

GenerateRequest parse_generate_args(int argc, const char* const* argv, std::span<const std::string_view> solvers) {
  const OptionValues vm = parse_program_line(argc, argv, visible_options(), {{"piece"}, {"board"}}, "boardlp",
                                                  "too many arguments: give PIECE BOARD and options");

  GenerateRequest req;
  if (vm.count("help")) {
    req.help = true;
    return req;
  }
  if (vm.count("version")) {
    req.version = true;
    return req;
  }
  if (req.doc_request = doc_request(vm); !req.doc_request.empty()) return req;
  if (!vm.count("piece")) throw UserError("no PIECE given: write e.g. boardlp queens 8 (see boardlp --help)");
  if (!vm.count("board")) throw UserError("no BOARD given: write e.g. boardlp queens 8 (see boardlp --help)");
  ModelRequest model = model_request(vm, solvers);
  req.spec = std::move(model.spec);
  req.format = model.format;
  req.encodings = std::move(model.encodings);
  req.literal_order = model.literal_order;
  generate_table().fill(vm, req);
  std::vector<NamedPath> inputs = shared_input_files(vm);
  for (const NamedPath& f : model_option_table().files(vm, FileRole::input)) inputs.push_back(f);
  refuse_output_onto_input(inputs, generate_table().files(vm, FileRole::output));
  // A cost the common solvers cannot take is written (the file is for any solver), and said.
  for (size_t i = 0; i < req.spec.weights.size(); ++i)
    if (std::abs(req.spec.weights[i]) >= 1e15) {
      std::fprintf(stderr, "boardlp: warning: %s: the number %g of square (%zu,%zu) is 1e15 or more: HiGHS takes matrix "
                           "entries below 1e15, SCIP numbers below 1e20 and cbc costs below 1e25 (boardlp-solve refuses the "
                           "file for them; glpk takes it)\n",
                   req.spec.weights_file.c_str(), req.spec.weights[i], i / static_cast<size_t>(req.spec.cols) + 1,
                   i % static_cast<size_t>(req.spec.cols) + 1);
      break;
    }
  if (req.split_components && !format_row(req.format).model)
    throw UserError(fmt::format("--split components splits a model's rows: use it with {}, not --format {}", format_names(),
                                format_row(req.format).name));
  return req;
}

}  // namespace boardlp
