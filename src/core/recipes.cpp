#include "recipes.hpp"

namespace boardlp {

namespace {

constexpr std::string_view kMaxMps =
    "minimize  {{mps_name}}: -(sum over all squares of x_R_C)\n"
    "  MPS has no portable way to say \"maximize\" (cbc ignores OBJSENSE MAX and\n"
    "  glpsol rejects it), so this file minimizes the negated number of {{pieces}}:\n"
    "  the optimum is minus the largest number.";
constexpr std::string_view kFewest = "minimize  {{name}}: sum over all squares of x_R_C, the number of {{pieces}}";

using enum ObjectiveSense;
using enum ObjectiveKind;

constexpr ProblemRecipe kRecipes[] = {
    {.problem = Problem::max, .word = "max",
     .help = "maximize the number of non-attacking pieces (the default problem)",
     .apart = true,
     .objective_name = "npieces", .objective_mps_name = "neg_npcs", .sense = maximize, .objective = count_pieces,
     .objective_lp = "maximize  {{name}}: sum over all squares of x_R_C, the number of {{pieces}}",
     .objective_mps = kMaxMps, .sized_series = true},
    {.problem = Problem::place, .word = "place", .value_name = "K",
     .help = "exactly K pieces, no objective (a feasibility problem)", .k_option = "place",
     .apart = true, .count_row = CountRow::k_unless_classic,
     .objective_name = "zero", .objective_mps_name = "zero", .objective = none,
     .objective_lp = "none: every placement that meets the constraints is a solution. LP readers\n"
                     "  need an objective row, so it is written as \"{{name}}: 0 x_...\".",
     .objective_mps = "none: every placement that meets the constraints is a solution (an empty N row)"},
    {.problem = Problem::costs, .word = "costs", .value_name = "FILE",
     .help = "exactly K pieces (--place K, default min(rows, cols)) at least total cost; FILE has a line of numbers per row",
     .k_option = "place", .k_default = ProblemRecipe::KDefault::side, .apart = true, .count_row = CountRow::k,
     .objective_name = "cost", .objective_mps_name = "cost", .objective = costs,
     .objective_lp = "minimize  {{name}}: sum over all squares of c_R_C x_R_C, c_R_C read from {{costs_file}}"},
    {.problem = Problem::least_walls, .word = "least-walls", .value_name = "K",
     .help = "queens, rooks, bishops: the fewest walls so that K pieces fit", .k_option = "least-walls",
     .apart = true, .wall_variables = true, .count_row = CountRow::k,
     .objective_name = "nwalls", .objective_mps_name = "nwalls", .objective = count_walls,
     .objective_lp = "minimize  {{name}}: sum over all squares of w_R_C, the number of walls"},
    {.problem = Problem::dominate, .word = "dominate",
     .help = "the fewest pieces that occupy or attack every square (walls need no cover, holes do)",
     .cover = Cover::occupy_or_attack,
     .objective_name = "npieces", .objective_mps_name = "npieces", .objective = count_pieces,
     .objective_lp = kFewest, .sized_series = true},
    {.problem = Problem::independent_dominate, .word = "independent-dominate",
     .help = "the same with no two pieces attacking each other",
     .apart = true, .cover = Cover::occupy_or_attack,
     .objective_name = "npieces", .objective_mps_name = "npieces", .objective = count_pieces,
     .objective_lp = kFewest, .sized_series = true},
    {.problem = Problem::total_dominate, .word = "total-dominate",
     .help = "the fewest pieces such that every square, occupied or not, is attacked by a piece on another square",
     .cover = Cover::attack_only,
     .objective_name = "npieces", .objective_mps_name = "npieces", .objective = count_pieces,
     .objective_lp = kFewest, .sized_series = true},
    {.problem = Problem::armies, .word = "armies",
     .help = "peaceable armies: the most white pieces with as many black, none attacked by the other colour",
     .opposed = Var::black, .two_colours = true,
     .objective_name = "army", .objective_mps_name = "neg_army", .sense = maximize, .objective = count_pieces,
     .objective_lp = "maximize  {{name}}: sum over all squares of x_R_C, the white {{pieces}} (as many black, by the row balance)",
     .objective_mps = "minimize  {{mps_name}}: -(sum over all squares of x_R_C)\n"
                      "  MPS has no portable way to say \"maximize\", so this file minimizes the negated\n"
                      "  size of the white army: the optimum is minus the largest army.",
     .sized_series = true,
     // cbc: queens 7 in 39.9 s pairwise, not within 60 s in the line form (bench/defaults).
     .default_formulation = Formulation::pairwise},
    {.problem = Problem::non_dominating, .word = "non-dominating",
     .help = "K pieces (--place K, default min(rows, cols)) that leave the most squares neither occupied nor attacked",
     .k_option = "place", .k_default = ProblemRecipe::KDefault::side, .opposed = Var::unattacked, .count_row = CountRow::k,
     .objective_name = "nfree", .objective_mps_name = "neg_free", .sense = maximize, .objective = count_unattacked,
     .objective_lp = "maximize  {{name}}: sum over all squares of u_R_C, the squares no {{piece}} occupies or attacks",
     .objective_mps = "minimize  {{mps_name}}: -(sum over all squares of u_R_C)\n"
                      "  MPS has no portable way to say \"maximize\", so this file minimizes the negated\n"
                      "  number of unattacked squares: the optimum is minus the largest number.",
     .sized_series = true},
    {.problem = Problem::regions, .word = "regions", .value_name = "FILE",
     .help = "a region puzzle (the Queens game, Star Battle): exactly K pieces (--per-region K, default 1) in every "
             "row, column and region of the grid in FILE (a letter or digit per square, '.' or '#' a wall)",
     .k_option = "per-region", .k_default = ProblemRecipe::KDefault::one, .apart = true, .regions = true,
     .objective_name = "zero", .objective_mps_name = "zero", .objective = none,
     .objective_lp = "none: every placement that meets the constraints is a solution. LP readers\n"
                     "  need an objective row, so it is written as \"{{name}}: 0 x_...\".",
     .objective_mps = "none: every placement that meets the constraints is a solution (an empty N row)"},
    {.problem = Problem::colour, .word = "colour",
     .help = "colour every square so that no two squares of one colour attack each other, in the fewest colours "
             "(--colours K at most, default a greedy colouring's count; also --color, --colors)",
     .k_option = "colours", .k_default = ProblemRecipe::KDefault::greedy_colours, .apart = true, .colour_layers = true,
     .objective_name = "ncolours", .objective_mps_name = "ncolours", .objective = count_colours,
     .objective_lp = "minimize  {{name}}: sum over k of w_k, the number of colours used",
     .question = "is there a colouring in at most K colours? A solution is one; \"unsatisfiable\" proves that\n"
                 "  more colours are needed."},
    {.problem = Problem::no_three_in_line, .word = "no-three-in-line",
     .help = "the most points with no three on one line of any slope (Dudeney's puzzle; the piece is `points`; walls "
             "cut lines, holes do not)",
     .points = true, .per_line = 2,
     .objective_name = "npoints", .objective_mps_name = "neg_npts", .sense = maximize, .objective = count_pieces,
     .objective_lp = "maximize  {{name}}: sum over all squares of x_R_C, the number of {{pieces}}",
     .objective_mps = "minimize  {{mps_name}}: -(sum over all squares of x_R_C)\n"
                      "  MPS has no portable way to say \"maximize\", so this file minimizes the negated\n"
                      "  number of points: the optimum is minus the largest number.",
     .form_text = "One row per line through three or more open squares, of every slope (a step of dr rows\n"
                  "and dc columns in lowest terms), cut by walls as a queen's lines are: at most 2 points on\n"
                  "it. A line through two squares can hold both, so it has no row. One row of L squares says\n"
                  "what its C(L,3) triples \"x_a + x_b + x_c <= 2\" would. On an open n x n board the LP\n"
                  "relaxation is 2n (x = 2/n everywhere meets every row), and 2n is the optimum for\n"
                  "2 <= n <= 46, where solutions are known (OEIS A000769): the solver's work is to find one."},
};

}  // namespace

std::span<const ProblemRecipe> problem_recipes() { return kRecipes; }

const ProblemRecipe& recipe_of(Problem p) {
  for (const ProblemRecipe& r : kRecipes)
    if (r.problem == p) return r;
  return kRecipes[0];  // every Problem has a row (a test walks them all)
}

const ProblemRecipe* recipe_named(std::string_view word) {
  for (const ProblemRecipe& r : kRecipes)
    if (r.word == word) return &r;
  return nullptr;
}

std::string_view problem_word(Problem p) { return recipe_of(p).word; }
bool has_k(Problem p) { return !recipe_of(p).k_option.empty(); }
bool is_covering(Problem p) { return recipe_of(p).cover != Cover::none; }
bool is_two_colour(Problem p) { return recipe_of(p).two_colours; }
bool has_opposed(Problem p) { return recipe_of(p).opposed != Var::piece; }
bool counts_free_squares(Problem p) { return recipe_of(p).opposed == Var::unattacked; }
bool is_colouring(Problem p) { return recipe_of(p).colour_layers; }

std::optional<Problem> problem_from_word(std::string_view word) {
  const ProblemRecipe* r = recipe_named(word);
  return r ? std::optional<Problem>(r->problem) : std::nullopt;
}

}  // namespace boardlp
