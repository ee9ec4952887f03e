#include "cli_common.hpp"

#include "gzip_file.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <limits>

#include <fmt/format.h>

#include "errors.hpp"
#include "input_files.hpp"
#include "program_doc.hpp"

namespace po = boost::program_options;

namespace boardlp {

std::vector<std::string> british_spellings(int argc, const char* const* argv) {
  // The options are spelled "colour"; "color" is taken too, as a typing of the same option.
  static constexpr std::pair<std::string_view, std::string_view> kSpellings[] = {{"--color", "--colour"},
                                                                                  {"--colors", "--colours"}};
  std::vector<std::string> args;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    const std::string_view name = std::string_view(arg).substr(0, arg.find('='));
    for (const auto& [american, british] : kSpellings)
      if (name == american) arg = std::string(british) + arg.substr(name.size());
    args.push_back(std::move(arg));
  }
  return args;
}

po::variables_map parse_command_line(int argc, const char* const* argv, const po::options_description& options,
                                     const po::positional_options_description& positional, const std::string& program,
                                     const std::string& too_many) {
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(british_spellings(argc, argv)).options(options).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const po::too_many_positional_options_error&) {
    throw UserError(fmt::format("{} (see {} --help)", too_many, program));
  } catch (const po::unknown_option& e) {
    // A negative number is read as an option: a board such as -3 gets the board's own message.
    const std::string name = e.get_option_name();
    if (name.size() >= 2 && name[0] == '-' && std::isdigit(static_cast<unsigned char>(name[1]))) parse_board(name);
    throw UserError(fmt::format("{} (see {} --help)", e.what(), program));
  } catch (const po::error& e) {
    throw UserError(fmt::format("{} (see {} --help)", e.what(), program));
  }
  return vm;
}

po::variables_map parse_program_line(int argc, const char* const* argv, const po::options_description& visible,
                                     std::initializer_list<Positional> positionals, const std::string& program,
                                     const std::string& too_many) {
  po::options_description hidden;
  po::positional_options_description positional;
  for (const Positional& p : positionals) {
    if (p.every) hidden.add_options()(p.name, po::value<std::vector<std::string>>());
    else hidden.add_options()(p.name, po::value<std::string>());
    positional.add(p.name, p.every ? -1 : 1);
  }
  add_doc_options(hidden);
  po::options_description all;
  all.add(visible).add(hidden);
  return parse_command_line(argc, argv, all, positional, program, too_many);
}

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

std::optional<int64_t> whole_option(const po::variables_map& vm, const std::string& name, int64_t lo, int64_t hi,
                                    std::string_view unit) {
  if (!vm.count(name)) return std::nullopt;
  return whole_argument(vm[name].as<std::string>(), "--" + name, lo, hi, unit);
}

std::optional<double> seconds_option(const po::variables_map& vm, const std::string& name) {
  if (!vm.count(name)) return std::nullopt;
  const std::string text = vm[name].as<std::string>();
  double v = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (error != std::errc() || end != text.data() + text.size() || !(v > 0) || v > 1e7)
    throw UserError(fmt::format("--{} {}: give a number of seconds above 0", name, text));
  return v;
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

std::vector<Square> squares_from(const po::variables_map& vm, const char* file_option, const char* option, std::string_view what) {
  std::vector<Square> squares;
  if (vm.count(file_option)) squares = read_squares(vm[file_option].as<std::string>(), what);
  if (vm.count(option))
    for (const std::string& w : vm[option].as<std::vector<std::string>>())
      squares.push_back(parse_square_option(w, std::string("--") + option, what));
  return squares;
}

}  // namespace

BoardSquares board_squares_from(const po::variables_map& vm, int32_t rows, int32_t cols) {
  const Board board(rows, cols, squares_from(vm, "walls", "wall", "wall"), squares_from(vm, "holes", "hole", "hole"));
  BoardSquares out{board.walls(), board.holes(), squares_from(vm, "fixed", "fix", "fixed piece")};
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

void add_square_options(po::options_description& options, std::string_view note) {
  const std::string n(note);
  options.add_options()
      ("walls", po::value<std::string>()->value_name("FILE"), (n + "walls: blocked squares, one ROW,COLUMN a line (1-based)").c_str())
      ("wall", po::value<std::vector<std::string>>()->value_name("R,C")->composing(), (n + "a wall (repeatable)").c_str())
      ("holes", po::value<std::string>()->value_name("FILE"), (n + "holes: squares that hold no piece but do not cut lines, one ROW,COLUMN a line").c_str())
      ("hole", po::value<std::vector<std::string>>()->value_name("R,C")->composing(), (n + "a hole (repeatable)").c_str())
      ("fixed", po::value<std::string>()->value_name("FILE"), (n + "pieces already on the board, one ROW,COLUMN a line").c_str())
      ("fix", po::value<std::vector<std::string>>()->value_name("R,C")->composing(), (n + "a piece already on the board (repeatable)").c_str());
}


void read_regions_into(const boost::program_options::variables_map& vm, Spec& spec) {
  const ProblemRecipe& recipe = recipe_of(spec.problem);
  if (!recipe.regions) return;
  spec.regions_file = vm[std::string(recipe.word)].as<std::string>();
  RegionGrid grid = read_regions(spec.regions_file, spec.rows, spec.cols);
  spec.regions = std::move(grid.cells);
  spec.walls.insert(spec.walls.end(), grid.walls.begin(), grid.walls.end());
  std::sort(spec.walls.begin(), spec.walls.end());
  spec.walls.erase(std::unique(spec.walls.begin(), spec.walls.end()), spec.walls.end());  // a wall given twice is one
}

void add_problem_options(boost::program_options::options_description& options, std::span<const ProblemRecipe> recipes) {
  for (const ProblemRecipe& r : recipes) {
    const std::string word(r.word), help(r.help);
    if (r.value_name.empty())
      options.add_options()(word.c_str(), help.c_str());
    else
      options.add_options()(word.c_str(), boost::program_options::value<std::string>()->value_name(std::string(r.value_name)),
                            help.c_str());
  }
  // A K option that is not a problem of its own (--per-region K): declared once, here.
  std::vector<std::string> k_options;
  for (const ProblemRecipe& r : recipes)
    if (!r.k_option.empty() && !recipe_named(r.k_option) &&
        std::find(k_options.begin(), k_options.end(), r.k_option) == k_options.end()) {
      k_options.emplace_back(r.k_option);
      options.add_options()(k_options.back().c_str(), boost::program_options::value<std::string>()->value_name("K"),
                            fmt::format("K for --{} (default {})", r.word,
                                        r.k_default == ProblemRecipe::KDefault::one ? "1"
                                        : r.k_default == ProblemRecipe::KDefault::greedy_colours ? "a greedy colouring's count"
                                                                                                 : "0").c_str());
    }
}

const ProblemRecipe* chosen_problem(const boost::program_options::variables_map& vm, std::span<const ProblemRecipe> recipes) {
  std::vector<const ProblemRecipe*> chosen;
  for (const ProblemRecipe& r : recipes)
    if (vm.count(std::string(r.word))) chosen.push_back(&r);
  std::erase_if(chosen, [&](const ProblemRecipe* r) {  // --place K, given for --costs FILE
    return std::any_of(chosen.begin(), chosen.end(), [&](const ProblemRecipe* other) { return other != r && other->k_option == r->word; });
  });
  for (const ProblemRecipe& r : recipes)  // --per-region K without --regions FILE
    if (!r.k_option.empty() && !recipe_named(r.k_option) && vm.count(std::string(r.k_option)) &&
        (chosen.size() != 1 || chosen.front()->k_option != r.k_option))
      throw UserError(fmt::format("--{} K goes with --{} {}", r.k_option, r.word, r.value_name));
  if (chosen.size() <= 1) return chosen.empty() ? nullptr : chosen.front();
  std::string list, with_k;
  for (size_t i = 0; i < recipes.size(); ++i) {
    const ProblemRecipe& r = recipes[i];
    list += fmt::format("{}--{}{}{}", i == 0 ? "" : i + 1 == recipes.size() ? " or " : ", ", r.word,
                        r.value_name.empty() ? "" : " ", r.value_name);
    if (!r.k_option.empty() && r.k_option != r.word)
      with_k += fmt::format("{}--{} K goes with --{}{}{}", with_k.empty() ? " (" : "; ", r.k_option, r.word,
                            r.value_name.empty() ? "" : " ", r.value_name);
  }
  throw UserError(fmt::format("choose one problem: {}{}", list, with_k.empty() ? "" : with_k + ")"));
}

}  // namespace boardlp
