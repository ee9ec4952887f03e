#pragma once
// Reading what a user asked for from the options' text (OptionValues), with one message for each
// refusal: the programs' command lines and the playground read through these, so both refuse the
// same input in the same words.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "board.hpp"
#include "option_values.hpp"
#include "piece.hpp"
#include "problem.hpp"
#include "spec.hpp"

namespace boardlp {

// The typed values of options given as text, each checked against its range with one message
// ("--jobs 0: give a whole number from 1 to 1024"; with a unit: "give megabytes, a whole number
// from 1 to ..."); nullopt when the option is absent.
std::optional<int64_t> whole_option(const OptionValues& vm, const std::string& name, int64_t lo, int64_t hi,
                                    std::string_view unit = "");
// --threads N, in every program: 1 to kMostThreads.
constexpr int64_t kMostThreads = 1024;
std::optional<int64_t> threads_option(const OptionValues& vm);
// A number of seconds above 0 (and at most 10^7, past any run): "--time-limit 2.5".
std::optional<double> seconds_option(const OptionValues& vm, const std::string& name);
// A fraction above 0 and at most 1 (--share), or nullopt when not given.
std::optional<double> fraction_option(const OptionValues& vm, const std::string& name);
// The same for a positional argument, named by `what` ("K").
int64_t whole_argument(const std::string& text, std::string_view what, int64_t lo, int64_t hi, std::string_view unit = "");

Piece piece_from(const std::string& text);  // throws UserError naming the pieces and Betza

// Walls (--walls FILE, --wall R,C), holes (--hole R,C, --holes FILE) and fixed pieces (--fix R,C,
// --fixed FILE), each sorted in board order and checked: on the board, given once, no square both
// a wall and a hole, no fixed piece on a wall or a hole. Options not given are absent.
// --pieces-on SET and --cover-on SET (all when absent): apply_square_classes turns them into squares
// once the walls are final.
struct BoardSquares {
  std::vector<Square> walls, holes, fixed;
  SquareClass pieces_on = SquareClass::all, cover_on = SquareClass::all;
};
BoardSquares board_squares_from(const OptionValues& vm, int32_t rows, int32_t cols);
// The board every program is asked about, into `spec`: PIECE and BOARD (the options "piece" and
// "board"), then its walls, holes, fixed pieces and square classes (board_squares_from) and
// --torus. (check_spec then refuses what no model can state, in one wording for every program.)
void read_board_into(const OptionValues& vm, Spec& spec);
// --regions FILE, when the spec's problem is the region puzzle: reads the grid into the spec and
// adds its walls ('.' and '#') to the spec's walls.
void read_regions_into(const OptionValues& vm, Spec& spec);

// The problem of `problems` whose option was given; nullptr for none. An option that gives another
// problem its K (--place K with --non-dominating) does not count as a problem of its own. Throws
// UserError naming the choices when two problems are given.
const ProblemOption* chosen_problem(const OptionValues& vm, std::span<const ProblemOption> problems);

}  // namespace boardlp
