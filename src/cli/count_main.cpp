// boardlp-count: counts exactly, with no ILP, the optimum and the optimal placements of the
// problems it knows (the maximum, K pieces, domination, independent domination, peaceable armies)
// for every piece, on boards, tori, walls, holes and fixed pieces: the independent check of the
// ILP models and their solvers. It refuses what boardlp refuses (check_spec).
#include <charconv>
#include <limits>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include <unistd.h>

#include <boost/program_options.hpp>
#include <fmt/format.h>

#include "cli_common.hpp"
#include "count_bridge.hpp"
#include "counter.hpp"
#include "errors.hpp"
#include "formulation.hpp"
#include "wording.hpp"
#include "options.hpp"

namespace po = boost::program_options;
using namespace boardlp;

namespace {

po::options_description visible_options() {
  po::options_description o("Options");
  o.add_options()
      ("place", po::value<std::string>()->value_name("K"), "count the placements of exactly K pieces (default: the maximum)")
      ("dominate", "the fewest pieces that occupy or attack every square but the walls, and how many such sets")
      ("independent-dominate", "the same with no two pieces attacking each other")
      ("armies", "peaceable armies: the largest army of white pieces that shares the board with as many black, "
                 "and how many pairs of armies (colours told apart)")
      ("walls", po::value<std::string>()->value_name("FILE"), "blocked squares, one ROW,COLUMN a line (1-based)")
      ("wall", po::value<std::vector<std::string>>()->value_name("R,C")->composing(), "a blocked square (repeatable)");
  add_square_options(o, "");
  o.add_options()
      ("torus", "lines and leaps wrap around the edges (boards of up to 256 squares)")
      ("no-unique", "skip the count up to symmetry (it lists every placement)")
      ("memory-cap", po::value<std::string>()->value_name("MB"), "the most memory the counter's tables may hold (default 4096); past it: exit 3")
      ("json", "one JSON document: {\"max\": 8, \"count\": 92, \"unique\": 12}")
      ("help,h", "show this help")
      ("version", "show the version");
  return o;
}

// "row 9 of 16, 2584 states" on standard error, at most ten times a second, when it is a terminal.
class ProgressLine {
 public:
  void show(const std::string& where) {
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::milliseconds(100)) return;
    last_ = now;
    shown_ = true;
    std::fprintf(stderr, "\rboardlp-count: %s   ", where.c_str());
  }
  void clear() {
    if (shown_) std::fprintf(stderr, "\r%60s\r", "");
  }

 private:
  std::chrono::steady_clock::time_point last_{};
  bool shown_ = false;
};

}  // namespace

int main(int argc, char** argv) {
  try {
    po::options_description hidden;
    hidden.add_options()("piece", po::value<std::string>())("board", po::value<std::string>());
    po::options_description all;
    all.add(visible_options()).add(hidden);
    po::positional_options_description positional;
    positional.add("piece", 1).add("board", 1);
    const po::variables_map vm = parse_command_line(argc, argv, all, positional, "boardlp-count",
                                                    "too many arguments: give PIECE BOARD and options");
    if (vm.count("help")) {
      std::ostringstream o;
      o << "boardlp-count: count non-attacking placements exactly (no ILP), for checking\n\n"
           "Usage: boardlp-count PIECE BOARD [options]\n\n"
        << visible_options()
        << "\nExamples:\n  boardlp-count queens 8             maximum 8, 92 placements, 12 unique\n"
           "  boardlp-count kings 8 --json       {\"max\": 16, \"count\": 281571, ...}\n"
           "  boardlp-count bishops 10 --json    2^10 placements of 18, counted exactly\n"
           "  boardlp-count queens 7 --torus     maximum 7, 28 placements, 1 up to symmetry\n"
           "  boardlp-count NN 8                 nightriders: maximum 20, 2 placements\n";
      std::cout << o.str();
      return 0;
    }
    if (vm.count("version")) {
      std::cout << "boardlp-count " << BOARDLP_VERSION << "\n";
      return 0;
    }
    if (!vm.count("piece") || !vm.count("board")) throw UserError("give PIECE BOARD, e.g. boardlp-count queens 8");
    count::Problem problem;
    const Piece piece = piece_from(vm["piece"].as<std::string>());
    set_count_piece(piece, problem);
    std::tie(problem.rows, problem.cols) = parse_board(vm["board"].as<std::string>());
    if (problem.cols > 64) throw UserError(fmt::format("boardlp-count takes boards of up to 64 columns, not {}", problem.cols));
    problem.torus = vm.count("torus") > 0;
    if (problem.torus && (problem.rows < 3 || problem.cols < 3))
      throw UserError(fmt::format("--torus needs a board of at least 3x3, not {}x{} (boardlp refuses it too)", problem.rows, problem.cols));
    const BoardSquares squares = board_squares_from(vm, problem.rows, problem.cols);
    for (const Square& w : squares.walls) problem.walls.emplace_back(w.r, w.c);
    for (const Square& h : squares.holes) problem.holes.emplace_back(h.r, h.c);
    for (const Square& f : squares.fixed) problem.fixed.emplace_back(f.r, f.c);
    if (vm.count("dominate") + vm.count("independent-dominate") + vm.count("armies") + vm.count("place") > 1)
      throw UserError("choose one of --place K, --dominate, --independent-dominate and --armies (they find their own number)");
    if (vm.count("armies")) problem.goal = count::Goal::armies;
    if (vm.count("dominate")) problem.goal = count::Goal::dominate;
    if (vm.count("independent-dominate")) problem.goal = count::Goal::independent_dominate;
    if (vm.count("place")) {
      const std::string k = vm["place"].as<std::string>();
      const std::optional<int64_t> v = whole_number(k);
      if (!v || *v < 0 || *v > std::numeric_limits<int>::max()) throw UserError(fmt::format("--place {}: K must be a whole number, 0 or more", k));
      problem.pieces = static_cast<int>(*v);
    }
    {  // boardlp's own rules for the input (fixed pieces that attack each other, holes no square
       // attacks, K below the fixed pieces...): what boardlp refuses, boardlp-count refuses too
      Spec spec;
      spec.piece = piece;
      spec.rows = problem.rows;
      spec.cols = problem.cols;
      spec.walls = squares.walls;
      spec.holes = squares.holes;
      spec.fixed = squares.fixed;
      spec.torus = problem.torus;
      spec.problem = problem.goal == count::Goal::armies                 ? Problem::armies
                     : problem.goal == count::Goal::dominate             ? Problem::dominate
                     : problem.goal == count::Goal::independent_dominate ? Problem::independent_dominate
                     : problem.pieces                                    ? Problem::place
                                                                         : Problem::max;
      if (problem.pieces) spec.k = *problem.pieces;
      check_spec(spec, std::numeric_limits<uint64_t>::max());
    }
    const auto start = std::chrono::steady_clock::now();
    count::Limits limits;
    if (vm.count("memory-cap")) {
      const std::string text = vm["memory-cap"].as<std::string>();
      const std::optional<int64_t> mb = whole_number(text);
      if (!mb || *mb < 1 || *mb > (int64_t{1} << 30)) throw UserError(fmt::format("--memory-cap {}: give megabytes, a whole number from 1", text));
      limits.memory_bytes = static_cast<uint64_t>(*mb) << 20;
    }
    ProgressLine progress;
    if (::isatty(STDERR_FILENO)) limits.progress = [&](const std::string& where) { progress.show(where); };
    const count::Result r = count_placements(problem, !vm.count("no-unique"), 20'000'000, limits);
    progress.clear();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const std::string unique = r.unique ? r.unique->str() : "null";
    const bool armies = problem.goal == count::Goal::armies;
    const bool covering = problem.goal != count::Goal::pack && !armies;
    const char* key = problem.pieces ? "pieces" : covering ? "min" : armies ? "army" : "max";
    if (vm.count("json")) {
      // Counts are written digit for digit: exact however large; "min": null when nothing dominates.
      std::cout << fmt::format("{{\"piece\": \"{}\", \"board\": \"{}x{}\", \"{}\": {}, \"count\": {}, \"unique\": {}, \"seconds\": {:.4f}}}\n",
                               plural(piece), problem.rows, problem.cols, key,
                               r.pieces < 0 ? std::string("null") : std::to_string(r.pieces), r.count.str(), unique, seconds);
    } else if (covering && r.pieces < 0) {
      std::cout << fmt::format("{} on {}x{}: no set of {} dominates the board\n", plural(piece), problem.rows, problem.cols,
                               plural(piece));
    } else if (armies && r.pieces < 0) {
      std::cout << fmt::format("{} on {}x{}: no pair of armies: the fixed white pieces leave black too little room\n",
                               plural(piece), problem.rows, problem.cols);
    } else if (armies) {
      std::cout << fmt::format("{} on {}x{}: largest peaceable armies {} each, {} {}{}\n", plural(piece), problem.rows,
                               problem.cols, r.pieces, r.count.str(), r.count == 1 ? "pair" : "pairs (white and black told apart)",
                               r.unique ? fmt::format(", {} up to symmetry", unique)
                                        : vm.count("no-unique") ? "" : " (too many to classify up to symmetry)");
    } else {
      const char* what = problem.pieces ? "exactly" : problem.goal == count::Goal::dominate ? "minimum dominating"
                         : covering ? "minimum independent dominating" : "maximum";
      std::cout << fmt::format("{} on {}x{}: {} {}, {} {}{}\n", plural(piece), problem.rows, problem.cols, what, r.pieces,
                               r.count.str(), r.count == 1 ? "set" : covering ? "sets" : "placements",
                               r.unique ? fmt::format(", {} up to symmetry", unique)
                                        : vm.count("no-unique") ? "" : " (too many to classify up to symmetry)");
    }
    std::cout.flush();
    if (!std::cout || std::fflush(stdout) != 0 || std::ferror(stdout))
      throw UserError("cannot write to standard output (is the disk full, or the reader gone?)");
    return 0;
  } catch (const UserError& e) {
    std::fprintf(stderr, "boardlp-count: error: %s\n", e.what());
    return 2;
  } catch (const count::BeyondCap& e) {
    std::fprintf(stderr, "\nboardlp-count: beyond the cap: %s\n", e.what());
    return 3;
  } catch (const count::CountOverflow& e) {
    std::fprintf(stderr, "\nboardlp-count: beyond the cap: %s\n", e.what());
    return 3;
  } catch (const std::bad_alloc&) {
    std::fprintf(stderr, "\nboardlp-count: beyond the cap: out of memory; lower --memory-cap below what the machine has\n");
    return 3;
  } catch (const std::invalid_argument& e) {  // the counter's own check of its input
    std::fprintf(stderr, "boardlp-count: error: %s\n", e.what());
    return 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "boardlp-count: internal error: %s (please report it)\n", e.what());
    return 70;
  } catch (...) {
    std::fprintf(stderr, "boardlp-count: internal error: an exception of unknown type (please report it)\n");
    return 70;
  }
}
