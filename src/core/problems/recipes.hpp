#pragma once
// A problem's recipe: the data its unit answers from (its options, objective, symmetries, the
// counter's question), one row in the problem's own file (problems/), next to the code of its rows
// and checks (ProblemUnit). Included by src/core/problems/ alone: the layers above ask the unit
// (problem_unit.hpp) or read the options' view (ProblemOption, problem.hpp), and a branch on a
// field anywhere else does not compile (tests/rows/check-rows counts an include of this file).
// The independent rules of the checker, the counter and the tests' brute force are keyed by the
// problem's word and on purpose do not read it.
#include <span>
#include <string_view>

#include "goal.hpp"
#include "model.hpp"
#include "problem.hpp"

namespace boardlp {

// Which squares need cover, and by what: none (the packing problems); every square but a wall,
// by a piece on it or one that attacks it (domination); every square but a wall, by a piece on
// another square that attacks it (total domination: a piece does not cover its own square).
enum class Cover { none, occupy_or_attack, attack_only };

// How boardlp-count answers a problem: which of the counter's searches, the JSON key of its
// optimum and the words of its answer. An empty key: the counter does not count it (least-walls,
// whose optimum is a number of walls, not a count of placements).
struct CountedAs {
  count::Goal goal = count::Goal::pack;
  std::string_view key = "";    // "max", "pieces", "min", "army", ...
  std::string_view words = "";  // "maximum", "minimum dominating", ...
};

struct ProblemRecipe {
  Problem problem;
  std::string_view word;             // problem= in the header, the option --WORD, templates/WORD.txt
  std::string_view value_name = "";  // the option's value ("K", "FILE"), empty for a flag
  std::string_view help;             // the option's line in boardlp --help
  std::string_view k_option = "";    // where K comes from ("place", "least-walls"), empty: no K
  // K left out: 0, 1, min(rows, cols) or the number of colours of a greedy colouring.
  enum class KDefault { zero, one, side, greedy_colours } k_default = KDefault::zero;
  bool apart = false;                // no two pieces attack each other: the piece's packing rows
  Cover cover = Cover::none;
  // How many times each such square is covered: 2 for double domination, where a piece on the
  // square counts once and each piece that attacks it once (the closed neighbourhood).
  int32_t cover_times = 1;
  // A second kind of variable on every open square that no piece may attack (nor share a square
  // with): armies' black pieces (y), non-dominating's unattacked squares (u); Var::piece: none.
  Var opposed = Var::piece;
  bool two_colours = false;          // the second kind is black pieces, as many as white (a balance row)
  bool wall_variables = false;       // w_R_C, a new wall on a square (least-walls)
  bool regions = false;              // exactly K in every row, column and region of a grid (region puzzles)
  // Colouring: K colour layers x_R_C_k, the packing rows once per colour (each "- w_k <= 0"),
  // each square exactly one colour, w_k = 1 if colour k is used.
  bool colour_layers = false;
  // Points on a grid (Piece::point), not pieces: the problem takes the word "points" and no other
  // piece, and no piece takes it.
  bool points = false;
  // At most this many on every line of every slope through three or more squares (no-three-in-line:
  // 2); 0: no such rows.
  int32_t per_line = 0;
  // The objective: its LP and MPS names, sense and what it counts.
  std::string_view objective_name, objective_mps_name;
  ObjectiveSense sense = ObjectiveSense::minimize;
  ObjectiveKind objective = ObjectiveKind::none;
  // The header's objective text ({{name}}, {{mps_name}}, {{pieces}}, {{weights_file}}); the MPS
  // one where it differs (a maximum written as the minimum of its negation), else empty.
  std::string_view objective_lp, objective_mps = "";
  // The yes-or-no question a format with no objective (CNF) asks in its place, where there is a
  // natural one ("" : such a format refuses the problem).
  std::string_view question = "";
  bool sized_series = false;         // `boardlp suite sizes` offers it: it takes no K and no file
  // What K pieces do in a proof's claim that K are too few ("no placement of at most K queens
  // dominates ..."): `boardlp suite proof` proves such bounds for the problems that have one.
  std::string_view bound_verb = "";
  // The teaching page's words on a covering problem's formulations, after "the more the solver
  // must branch to prove it." ("" : the problem covers nothing).
  std::string_view formulation_words = "";
  // The form without --formulation: the fastest for cbc that keeps every solution, measured on a
  // ladder of sizes (bench/defaults, bench/RESULTS.md).
  Formulation default_formulation = Formulation::clique;
  CountedAs count = {};
  // Why the count matrix (tests/test_all_counts.cpp) has no row of it, if it has none: that test
  // holds every problem to a row or this line.
  std::string_view uncounted = "";
};

// Every problem's recipe, in the order of `boardlp --help` (problems/problem_units.cpp).
std::span<const ProblemRecipe> problem_recipes();
const ProblemRecipe& recipe_of(Problem p);
// The recipe whose word is `word`; nullptr if none.
const ProblemRecipe* recipe_named(std::string_view word);
// Its objective maximizes a count of columns (pieces, free squares ...): --at-least bounds it.
bool maximizes_a_count(const ProblemRecipe& r);

}  // namespace boardlp
