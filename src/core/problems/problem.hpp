#pragma once
// What the problems' registry says of a problem and its K (core/problems/problem_units.cpp), for
// the layers above: the header, the writers, the programs.
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "spec.hpp"

namespace boardlp {

// A problem's option on the command lines, from its recipe: what the option tables, the choice of
// one problem and the playground's catalogue read. The recipe itself (recipes.hpp) is the
// registry's alone: what a problem does is its unit's (problem_unit.hpp).
struct ProblemOption {
  Problem problem;
  std::string_view word;             // --WORD, problem= in the header
  std::string_view value_name;       // the option's value ("K", "FILE"), empty for a flag
  std::string_view help;             // its line in boardlp --help
  std::string_view k_option;         // where K comes from ("place", "per-region"), empty: no K
  std::string_view k_default_words;  // K left out: "0", "1", "min(rows, cols)", "a greedy colouring's count"
  std::string_view bound_verb;       // boardlp suite proof proves its bounds ("" : it has none)
  bool reads_regions = false;        // its value is a region grid's file
  bool places_points = false;        // its piece is points, and no other
};
std::span<const ProblemOption> problem_options();            // every problem, in the order of --help
std::span<const ProblemOption> sized_problem_options();      // boardlp suite sizes': no K and no file
std::span<const ProblemOption> countable_problem_options();  // boardlp-count's
const ProblemOption* problem_option_named(std::string_view word);  // nullptr if none
const ProblemOption& problem_option(Problem p);

// Read from the problem's recipe:
std::string_view problem_word(Problem p);        // "max", "place", "least-walls", "dominate", ...
bool has_k(Problem p);                           // place and least-walls take a number of pieces
bool is_default_problem(Problem p);              // the problem no option names (the first in --help: max)
std::string covering_options();                  // the dominations' options, "--dominate, ... or --double-dominate"
std::string maximizing_count_options();          // "--max, --armies, --non-dominating or --no-three-in-line"
// K caps what the objective counts (a colouring's colours): the optimum is the same for every K at
// or above it.
bool k_bounds_optimum(Problem p);
// What a problem's answer holds beyond its pieces, and so what the presenters show of it (the
// text, the JSON, the SVG, the teaching page): derived from the problem's recipe, read by
// presenters that never ask which problem they show. A new problem's answer is shown as its
// recipe says, with no edit to them.
struct AnswerView {
  bool black_army = false;    // a second army (y_R_C), as many as the white: "white" and "black", dark circles
  bool colours = false;       // a colour per square (x_R_C_k) and no piece: the colours' numbers
  // The squares the pieces attack, marked: none; all the open squares not occupied (every
  // square is covered: the dominations); some (the rest are left free: non-dominating).
  enum class Attacked { none, all, some } attacked = Attacked::none;
  bool free_squares = false;  // the squares the pieces leave free (u_R_C), listed and ringed
  bool optimizes = true;      // an objective to reach; false: any placement that meets the rows is an answer
  bool colour_swaps = false;  // swapping the armies' colours maps an answer to one (when no piece is fixed)
};
AnswerView answer_view(Problem p);
std::string_view formulation_word(Formulation f);  // "clique", "pairwise"
std::optional<Problem> problem_from_word(std::string_view word);        // the reverse; nullopt if none
std::optional<Formulation> formulation_from_word(std::string_view word);

// The K a problem uses when none was given (min(rows, cols) for non-dominating, the colours of a greedy
// colouring for colouring), or the one given.
int64_t effective_k(const Spec& spec);

// Whether the model is the classic puzzle: queens or rooks, K = rows = cols, no
// walls, so every row and every column holds exactly one piece ("= 1").
bool is_classic(const Spec& spec);

}  // namespace boardlp
