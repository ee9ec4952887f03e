#pragma once
// What the command lines (boardlp, boardlp-solve, boardlp-count, boardlp suite) share: parsing
// argv with Boost.Program_options into one-line errors and the options' text (OptionValues), which
// core/request/option_reading.hpp reads; declaring the board's squares and the problems as options.
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
#include "option_reading.hpp"
#include "option_record.hpp"
#include "option_values.hpp"
#include "piece.hpp"
#include "problem.hpp"

namespace boardlp {

// The arguments after argv[0], with --color and --colors read as --colour and --colours.
std::vector<std::string> british_spellings(int argc, const char* const* argv);

// Parses argv; throws UserError: `too_many` for extra positional arguments, else Boost's words
// followed by "(see PROGRAM --help)".
OptionValues parse_command_line(
    int argc, const char* const* argv, const boost::program_options::options_description& options,
    const boost::program_options::positional_options_description& positional, const std::string& program,
    const std::string& too_many);

// What every program's command line is: its visible options, hidden positional arguments (each
// taken once, or `every` for a list of all that are left), and --man and --bash-completion.
struct Positional {
  const char* name;
  bool every = false;  // a std::vector<std::string> of every argument left
};
OptionValues parse_program_line(int argc, const char* const* argv,
                                const boost::program_options::options_description& visible,
                                std::initializer_list<Positional> positionals, const std::string& program,
                                const std::string& too_many);

// The board's options, a record each (--walls, --wall, --holes, --hole, --fixed, --fix that
// read_board_into reads; --pieces-on, --cover-on, --torus): boardlp, boardlp-solve and
// boardlp-count declare them from here, `note` starting each help text, and boardlp suite takes
// its --torus from here too. Their values are read together (the board first), not one by one.
const std::vector<OptionRecord<Spec>>& board_option_records();
const OptionRecord<Spec>& board_option_record(std::string_view name);
void add_square_options(boost::program_options::options_description& options, std::string_view note);
// A file an option or argument names: "--walls" or "the model FILE", and its path.
using NamedPath = std::pair<std::string, std::string>;
// The input files that the options every program shares name: --walls, --holes, --fixed and a
// problem's FILE (--weights, --regions); "-" is left out.
std::vector<NamedPath> shared_input_files(const OptionValues& vm);
// Refuses (UserError, exit 2, before anything is written) an output that is an input: the same
// path, or a symbolic or hard link to the same file.
void refuse_output_onto_input(const std::vector<NamedPath>& inputs, const std::vector<NamedPath>& outputs);

// Each problem of `recipes` as an option (--WORD, with its value if it takes one), for a program
// that offers those problems.
void add_problem_options(boost::program_options::options_description& options, std::span<const ProblemOption> problems);

}  // namespace boardlp
