#include "option_reading.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <limits>

#include <fmt/format.h>

#include "double_chars.hpp"
#include "errors.hpp"
#include "input_files.hpp"

namespace boardlp {

namespace {
std::string whole_range(int64_t lo, int64_t hi) {
  return hi == std::numeric_limits<int64_t>::max() ? fmt::format("a whole number, {} or more", lo)
                                                   : fmt::format("a whole number from {} to {}", lo, hi);
}
}  // namespace

int64_t whole_argument(const std::string& text, std::string_view what, int64_t lo, int64_t hi, std::string_view unit) {
  const std::optional<int64_t> v = whole_number(text);
  if (!v || *v < lo || *v > hi)
    throw UserError(fmt::format("{} {}: give {}{}", what, text, unit.empty() ? "" : std::string(unit) + ", ", whole_range(lo, hi)));
  return *v;
}

std::optional<int64_t> whole_option(const OptionValues& vm, const std::string& name, int64_t lo, int64_t hi,
                                    std::string_view unit) {
  if (!vm.count(name)) return std::nullopt;
  return whole_argument(vm.text(name), "--" + name, lo, hi, unit);
}

namespace {

// A number above 0 and at most `most`, or nullopt when not given; `wanted` says what to give.
std::optional<double> positive_option(const OptionValues& vm, const std::string& name, double most, std::string_view wanted) {
  if (!vm.count(name)) return std::nullopt;
  const std::string text = vm.text(name);
  double v = 0;
  const auto [end, error] = read_double(text.data(), text.data() + text.size(), v);
  if (error != std::errc() || end != text.data() + text.size() || !(v > 0) || v > most)
    throw UserError(fmt::format("--{} {}: give {}", name, text, wanted));
  return v;
}

}  // namespace

std::optional<int64_t> threads_option(const OptionValues& vm) { return whole_option(vm, "threads", 1, kMostThreads); }

std::optional<double> seconds_option(const OptionValues& vm, const std::string& name) {
  return positive_option(vm, name, 1e7, "a number of seconds above 0 and at most 10000000 (about 115 days)");
}

std::optional<double> fraction_option(const OptionValues& vm, const std::string& name) {
  return positive_option(vm, name, 1, "a fraction above 0 and at most 1, e.g. 0.1");
}

Piece piece_from(const std::string& text) {
  const auto piece = parse_piece(text);
  if (piece) return *piece;
  const bool betza_like = !text.empty() && std::all_of(text.begin(), text.end(), [](char ch) { return std::isupper(static_cast<unsigned char>(ch)); });
  if (betza_like) throw UserError(betza_error(text));
  throw UserError(fmt::format("unknown piece '{}': use {}, points (for --no-three-in-line), or the moves in Betza "
                              "notation (e.g. WFN, NN)", text, named_pieces_text()));
}

namespace {

std::vector<Square> squares_from(const OptionValues& vm, const char* file_option, const char* option, std::string_view what) {
  std::vector<Square> squares;
  if (vm.count(file_option)) squares = read_squares(vm.text(file_option), what);
  if (vm.count(option))
    for (const std::string& w : vm.texts(option))
      squares.push_back(parse_square_option(w, std::string("--") + option, what));
  return squares;
}

}  // namespace

void read_board_into(const OptionValues& vm, Spec& spec) {
  spec.piece = piece_from(vm.text("piece"));
  std::tie(spec.rows, spec.cols) = parse_board(vm.text("board"));
  BoardSquares squares = board_squares_from(vm, spec.rows, spec.cols);
  spec.walls = std::move(squares.walls);
  spec.holes = std::move(squares.holes);
  spec.fixed = std::move(squares.fixed);
  spec.pieces_on = squares.pieces_on;
  spec.cover_on = squares.cover_on;
  spec.torus = vm.count("torus") > 0;
}

BoardSquares board_squares_from(const OptionValues& vm, int32_t rows, int32_t cols) {
  const Board board(rows, cols, squares_from(vm, "walls", "wall", "wall"), squares_from(vm, "holes", "hole", "hole"));
  BoardSquares out{board.walls(), board.holes(), squares_from(vm, "fixed", "fix", "fixed piece")};
  for (const auto& [option, set] : {std::pair{"pieces-on", &out.pieces_on}, std::pair{"cover-on", &out.cover_on}}) {
    if (!vm.count(option)) continue;
    const std::optional<SquareClass> cls = square_class_from_word(vm.text(option));
    if (!cls) throw UserError(fmt::format("--{} {}: use {}", option, vm.text(option), square_class_words()));
    *set = *cls;
  }
  std::sort(out.fixed.begin(), out.fixed.end());
  for (size_t i = 0; i < out.fixed.size(); ++i) {
    const Square f = out.fixed[i];
    const std::string at = fmt::format("fixed piece {},{}", f.r + 1, f.c + 1);
    if (!board.on_board(f.r, f.c))
      throw UserError(fmt::format("{} is outside the {}x{} board: rows are 1..{} and columns 1..{}", at, rows, cols, rows, cols));
    if (i > 0 && out.fixed[i - 1] == f) throw UserError(fmt::format("{} is given twice: give each fixed piece once", at));
    if (board.is_wall(f.r, f.c)) throw UserError(fmt::format("{} is on a wall: no piece stands on a wall", at));
    if (board.is_closed(f.r, f.c)) throw UserError(fmt::format("{} is on a hole: no piece stands on a hole", at));
  }
  return out;
}

void read_regions_into(const OptionValues& vm, Spec& spec) {
  const ProblemOption& problem = problem_option(spec.problem);
  if (!problem.reads_regions) return;
  spec.regions_file = vm.text(std::string(problem.word));
  RegionGrid grid = read_regions(spec.regions_file, spec.rows, spec.cols);
  spec.regions = std::move(grid.cells);
  spec.walls.insert(spec.walls.end(), grid.walls.begin(), grid.walls.end());
  std::sort(spec.walls.begin(), spec.walls.end());
  spec.walls.erase(std::unique(spec.walls.begin(), spec.walls.end()), spec.walls.end());  // a wall given twice is one
}

const ProblemOption* chosen_problem(const OptionValues& vm, std::span<const ProblemOption> problems) {
  std::vector<const ProblemOption*> chosen;
  for (const ProblemOption& r : problems)
    if (vm.count(std::string(r.word))) chosen.push_back(&r);
  std::erase_if(chosen, [&](const ProblemOption* r) {  // --place K, given for --non-dominating
    return std::any_of(chosen.begin(), chosen.end(), [&](const ProblemOption* other) { return other != r && other->k_option == r->word; });
  });
  for (const ProblemOption& r : problems)  // --per-region K without --regions FILE
    if (!r.k_option.empty() && !problem_option_named(r.k_option) && vm.count(std::string(r.k_option)) &&
        (chosen.size() != 1 || chosen.front()->k_option != r.k_option))
      throw UserError(fmt::format("--{} K goes with --{} {}", r.k_option, r.word, r.value_name));
  if (chosen.size() <= 1) return chosen.empty() ? nullptr : chosen.front();
  std::string list, with_k;
  for (size_t i = 0; i < problems.size(); ++i) {
    const ProblemOption& r = problems[i];
    list += fmt::format("{}--{}{}{}", i == 0 ? "" : i + 1 == problems.size() ? " or " : ", ", r.word,
                        r.value_name.empty() ? "" : " ", r.value_name);
    if (!r.k_option.empty() && r.k_option != r.word)
      with_k += fmt::format("{}--{} K goes with --{}{}{}", with_k.empty() ? " (" : "; ", r.k_option, r.word,
                            r.value_name.empty() ? "" : " ", r.value_name);
  }
  throw UserError(fmt::format("choose one problem: {}{}", list, with_k.empty() ? "" : with_k + ")"));
}

}  // namespace boardlp
