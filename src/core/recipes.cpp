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
    {Problem::max, "max", "", "maximize the number of non-attacking pieces (the default problem)", "", true, Cover::none,
     false, false, CountRow::none, "npieces", "neg_npcs", maximize, count_pieces,
     "maximize  {{name}}: sum over all squares of x_R_C, the number of {{pieces}}", kMaxMps, true},
    {Problem::place, "place", "K", "exactly K pieces, no objective (a feasibility problem)", "place", true, Cover::none,
     false, false, CountRow::k_unless_classic, "zero", "zero", minimize, none,
     "none: every placement that meets the constraints is a solution. LP readers\n"
     "  need an objective row, so it is written as \"{{name}}: 0 x_...\".",
     "none: every placement that meets the constraints is a solution (an empty N row)", false},
    {Problem::costs, "costs", "FILE",
     "exactly K pieces (--place K, default min(rows, cols)) at least total cost; FILE has a line of numbers per row",
     "place", true, Cover::none, false, false, CountRow::k, "cost", "cost", minimize, costs,
     "minimize  {{name}}: sum over all squares of c_R_C x_R_C, c_R_C read from {{costs_file}}", "", false},
    {Problem::least_walls, "least-walls", "K", "queens, rooks, bishops: the fewest walls so that K pieces fit",
     "least-walls", true, Cover::none, false, true, CountRow::k, "nwalls", "nwalls", minimize, count_walls,
     "minimize  {{name}}: sum over all squares of w_R_C, the number of walls", "", false},
    {Problem::dominate, "dominate", "", "the fewest pieces that occupy or attack every square (walls need no cover, holes do)",
     "", false, Cover::occupy_or_attack, false, false, CountRow::none, "npieces", "npieces", minimize, count_pieces,
     kFewest, "", true},
    {Problem::independent_dominate, "independent-dominate", "", "the same with no two pieces attacking each other", "",
     true, Cover::occupy_or_attack, false, false, CountRow::none, "npieces", "npieces", minimize, count_pieces, kFewest,
     "", true},
    {Problem::total_dominate, "total-dominate", "",
     "the fewest pieces such that every square, occupied or not, is attacked by a piece on another square", "",
     false, Cover::attack_only, false, false, CountRow::none, "npieces", "npieces", minimize, count_pieces, kFewest, "",
     true},
    {Problem::armies, "armies", "", "peaceable armies: the most white pieces with as many black, none attacked by the other colour",
     "", false, Cover::none, true, false, CountRow::none, "army", "neg_army", maximize, count_pieces,
     "maximize  {{name}}: sum over all squares of x_R_C, the white {{pieces}} (as many black, by the row balance)",
     "minimize  {{mps_name}}: -(sum over all squares of x_R_C)\n"
     "  MPS has no portable way to say \"maximize\", so this file minimizes the negated\n"
     "  size of the white army: the optimum is minus the largest army.",
     true},
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

std::optional<Problem> problem_from_word(std::string_view word) {
  const ProblemRecipe* r = recipe_named(word);
  return r ? std::optional<Problem>(r->problem) : std::nullopt;
}

}  // namespace boardlp
