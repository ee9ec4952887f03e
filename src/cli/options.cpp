#include "options.hpp"

#include <algorithm>
#include <charconv>
#include <limits>
#include <sstream>

#include <boost/program_options.hpp>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include "cuts.hpp"
#include "errors.hpp"
#include "cli_common.hpp"
#include "input_files.hpp"
#include "model_request.hpp"
#include "program_doc.hpp"
#include "recipes.hpp"
#include "solver_forms.hpp"

namespace po = boost::program_options;

namespace boardlp {

namespace {

po::options_description visible_options() {
  po::options_description o("Options");
  static const std::string format_help = "file format (default: from the extension of -o, " + format_extensions() +
                                         "; else lp); dimacs: the attack graph itself, for graph colouring and clique solvers";
  static const std::string encodings = encoding_help();
  add_problem_options(o, problem_recipes());
  static const std::string cut_help = [] {
    std::string help = "add a named cut (repeatable): ";
    for (const CutOption& c : cut_options())
      help += fmt::format("{}{} ({})", &c == cut_options().data() ? "" : ", ", c.name, c.help);
    return help;
  }();
  o.add_options()
      ("cut", po::value<std::vector<std::string>>()->value_name(cut_choices())->composing(), cut_help.c_str());
  add_square_options(o, "");
  o.add_options()
      ("torus", "lines and leaps wrap around the edges (the toroidal problems)")
      ("output,o", po::value<std::string>()->value_name("FILE"), "write to FILE (default: standard output)")
      ("format", po::value<std::string>()->value_name(format_choices()), format_help.c_str())
      ("encoding", po::value<std::string>()->value_name("NAME[,NAME]"), encodings.c_str())
      ("literal-order", po::value<std::string>()->value_name(literal_order_choices()),
       "opb, cnf and wcnf: the order the squares' variables are numbered in: board (the default, row by row), hilbert "
       "(along a Hilbert curve), occurrence (the squares in the most rows first); a SAT solver's first decisions follow "
       "the numbers, and the file's variable table names each")
      ("cover", po::value<std::string>()->value_name("squares|lines"),
       "domination's cover rows: squares (each square's row lists every square that sees it, the default) or lines "
       "(a row names the segments through the square, each with an indicator: O(n^2) nonzeros for riders)")
      ("weights", po::value<std::string>()->value_name("FILE"),
       "weigh each piece the objective counts by its square's number in FILE (a line of numbers per row): with "
       "--dominate the cheapest domination, with --max the heaviest placement, with --total-dominate a weighted total "
       "domination")
      ("at-most", po::value<std::string>()->value_name("K"),
       "the dominations' feasibility form at a bound: at most K pieces, no objective (can K do it? infeasible "
       "proves that K + 1 are needed)")
      ("at-least", po::value<std::string>()->value_name("M"),
       "a maximum's feasibility form at a bound (--max, --armies, --non-dominating, --no-three-in-line): its "
       "objective's count at least M, no objective (can it reach M? infeasible proves that the maximum is below M; "
       "with --format cnf, a SAT solver's DRAT proof of it)")
      ("cube", po::value<std::string>()->value_name("A-B,C-D"),
       "with --at-most: one cube of a proof (boardlp suite proof writes them all): rows A and B are the first and "
       "last rows with no piece, columns C and D the first and last such columns")
      ("formulation", po::value<std::string>()->value_name("clique|pairwise"),
       "clique: a row per line segment, king block or knight move; pairwise: a row per attacking pair (default: clique; pairwise for --armies, measured faster by bench/defaults)")
      ("for", po::value<std::string>()->value_name("SOLVER"),
       "write the problem in the form measured fastest for SOLVER (bench/defaults; the header says which); "
       "--formulation and --cover still decide")
      ("split", po::value<std::string>()->value_name("components"),
       "write each independent part of the model (no row joins two) as a file of its own in the folder -o DIR "
       "names, part-1.lp, part-2.lp, ...: the optimum is the sum of the parts' (total domination by knights: the "
       "light squares' knights cover the dark squares, and back)")
      ("threads", po::value<std::string>()->value_name("N"),
       "format on N threads (default: one per core; 1: no threads); the bytes are the same for every N")
      ("help,h", "show this help")
      ("version", "show the version");
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
       "  boardlp queens 8 --costs costs.txt         8 queens at least total cost\n"
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
  if (vm.count("output")) req.output = vm.text("output");
  if (req.output == "-") req.output.clear();
  if (const auto threads = threads_option(vm)) req.threads = static_cast<unsigned>(*threads);
  if (vm.count("split")) {
    if (vm.text("split") != "components") throw UserError(fmt::format("--split {}: the one split is components", vm.text("split")));
    if (!format_row(req.format).model)
      throw UserError(fmt::format("--split components splits a model's rows: use it with {}, not --format {}",
                                  format_names(), format_row(req.format).name));
    req.split_components = true;
  }
  return req;
}

}  // namespace boardlp
