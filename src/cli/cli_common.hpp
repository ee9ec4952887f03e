#pragma once
// What the command lines (boardlp, boardlp-solve, boardlp-count, boardlp suite) share: parsing
// argv with Boost.Program_options into one-line errors, and reading a piece, a format, walls,
// holes and fixed pieces from their options.
#include <string>
#include <initializer_list>
#include <optional>
#include <string_view>
#include <vector>

#include <boost/program_options.hpp>

#include "board.hpp"
#include "file_format.hpp"
#include "header.hpp"
#include "input_files.hpp"  // whole_number, parse_board
#include "piece.hpp"
#include "recipes.hpp"

namespace boardlp {

// The arguments after argv[0], with --color and --colors read as --colour and --colours.
std::vector<std::string> british_spellings(int argc, const char* const* argv);

// Parses argv; throws UserError: `too_many` for extra positional arguments, else Boost's words
// followed by "(see PROGRAM --help)".
boost::program_options::variables_map parse_command_line(
    int argc, const char* const* argv, const boost::program_options::options_description& options,
    const boost::program_options::positional_options_description& positional, const std::string& program,
    const std::string& too_many);

// The typed values of options given as text, each checked against its range with one message
// ("--jobs 0: give a whole number from 1 to 1024"; with a unit: "give megabytes, a whole number
// from 1 to ..."); nullopt when the option is absent.
std::optional<int64_t> whole_option(const boost::program_options::variables_map& vm, const std::string& name,
                                    int64_t lo, int64_t hi, std::string_view unit = "");
// A number of seconds above 0 (and at most 10^7, past any run): "--time-limit 2.5".
std::optional<double> seconds_option(const boost::program_options::variables_map& vm, const std::string& name);
// The same for a positional argument, named by `what` ("K").
int64_t whole_argument(const std::string& text, std::string_view what, int64_t lo, int64_t hi, std::string_view unit = "");

// What every program's command line is: its visible options, hidden positional arguments (each
// taken once, or `every` for a list of all that are left), and --man and --bash-completion.
struct Positional {
  const char* name;
  bool every = false;  // a std::vector<std::string> of every argument left
};
boost::program_options::variables_map parse_program_line(int argc, const char* const* argv,
                                                         const boost::program_options::options_description& visible,
                                                         std::initializer_list<Positional> positionals,
                                                         const std::string& program, const std::string& too_many);

Piece piece_from(const std::string& text);             // throws UserError naming the pieces and Betza

// Walls (--walls FILE, --wall R,C), holes (--hole R,C, --holes FILE) and fixed pieces (--fix R,C, --fixed FILE), each sorted
// in board order and checked: on the board, given once, no square both a wall and a hole, no
// fixed piece on a wall or a hole. The options the program does not declare are taken as absent.
struct BoardSquares {
  std::vector<Square> walls, holes, fixed;
};
BoardSquares board_squares_from(const boost::program_options::variables_map& vm, int32_t rows, int32_t cols);
// The options board_squares_from reads (--walls, --wall, --holes, --hole, --fixed, --fix), added
// to a program's options: one parser of the board's squares for boardlp, boardlp-solve and
// boardlp-count; `note` starts each help text.
void add_square_options(boost::program_options::options_description& options, std::string_view note);
// --regions FILE, when the spec's problem is the region puzzle: reads the grid into the spec and
// adds its walls ('.' and '#') to the spec's walls.
void read_regions_into(const boost::program_options::variables_map& vm, Spec& spec);

// Each problem of `recipes` as an option (--WORD, with its value if it takes one), for a program
// that offers those problems.
void add_problem_options(boost::program_options::options_description& options, std::span<const ProblemRecipe> recipes);
// The recipe of `recipes` whose option was given; nullptr for none. An option that gives another
// problem its K (--place K with --costs FILE) does not count as a problem of its own. Throws
// UserError naming the choices when two problems are given.
const ProblemRecipe* chosen_problem(const boost::program_options::variables_map& vm, std::span<const ProblemRecipe> recipes);

}  // namespace boardlp
