// The problems in the order of `boardlp --help`, and what the rest of boardlp reads of them.
#include <algorithm>
#include <array>
#include <vector>

#include <fmt/format.h>

#include "errors.hpp"
#include "greedy_colouring.hpp"
#include "size_estimate.hpp"
#include "units.hpp"
#include "wording.hpp"

namespace boardlp {

std::vector<ColumnGroup> ProblemUnit::columns(const Spec&) const { return {{Var::piece}}; }

void ProblemUnit::check_size(const Spec& spec) const {
  if (const double bytes = estimated_file_bytes(spec); bytes > kMaxFileBytes) {
    const bool covering = recipe().cover != Cover::none;
    throw UserError(fmt::format("{}: the {} would be a file of about {:.0f} GB (its rows list every attacking {}, "
                                "which grows as n^3 for riders); boardlp writes at most {:.0f} GB: use a smaller board{}",
                                a_board(spec.rows, spec.cols), covering ? "covering model" : "pairwise form", bytes / 1e9,
                                covering ? "square" : "pair", kMaxFileBytes / 1e9,
                                spec.formulation == Formulation::pairwise ? " or the clique form" : ""));
  }
}

Objective ProblemUnit::objective(const Spec& spec) const {
  if (spec.weighted) return {"weight", "weight", recipe_.sense, ObjectiveKind::weights};
  return {std::string(recipe_.objective_name), std::string(recipe_.objective_mps_name), recipe_.sense, recipe_.objective};
}
std::string_view ProblemUnit::objective_words(bool format_maximizes) const {
  return !format_maximizes && !recipe_.objective_mps.empty() ? recipe_.objective_mps : recipe_.objective_lp;
}
std::string_view ProblemUnit::covering_relaxation_words() const { return recipe_.formulation_words; }
bool ProblemUnit::half_meets_pair_rows() const {
  return recipe_.apart && recipe_.per_line == 0 && recipe_.sense == ObjectiveSense::maximize &&
         recipe_.objective == ObjectiveKind::count_pieces;
}
Formulation ProblemUnit::default_formulation() const { return recipe_.default_formulation; }
bool ProblemUnit::takes_formulation() const { return recipe_.apart || recipe_.opposed != Var::piece || recipe_.per_line != 0; }
std::string_view ProblemUnit::question() const { return recipe_.question; }
std::string_view ProblemUnit::count_key() const { return recipe_.count.key; }
int64_t ProblemUnit::colour_count(const Spec& spec) const { return recipe_.colour_layers ? effective_k(spec) : 0; }
ColourSwap ProblemUnit::colour_swap(const Spec& spec) const {
  if (!recipe_.two_colours) return ColourSwap::none;
  return spec.fixed.empty() ? ColourSwap::kept : ColourSwap::broken_by_fixed;
}
bool ProblemUnit::images_worth_the_same(const Spec& spec) const {
  return !spec.weighted && recipe_.objective != ObjectiveKind::count_walls;
}

bool ProblemUnit::keeps_optimum_with_dominated_empty() const {
  const ProblemRecipe& r = recipe_;
  return r.cover != Cover::none && r.cover_times == 1 && !r.apart && r.opposed == Var::piece && !r.two_colours &&
         !r.wall_variables && !r.regions && !r.colour_layers && r.per_line == 0 && r.sense == ObjectiveSense::minimize;
}

bool ProblemUnit::covers_own_square() const { return recipe_.cover == Cover::occupy_or_attack; }

std::span<const ProblemUnit* const> problem_units() {
  static const std::array<const ProblemUnit*, 12> units{
      &max_unit(),      &place_unit(),   &least_walls_unit(),
      &dominate_unit(), &independent_dominate_unit(), &total_dominate_unit(), &double_dominate_unit(), &armies_unit(),
      &non_dominating_unit(), &regions_unit(), &colour_unit(), &no_three_in_line_unit()};
  return units;
}

const ProblemUnit& unit_of(Problem p) {
  for (const ProblemUnit* u : problem_units())
    if (u->recipe().problem == p) return *u;
  return *problem_units().front();  // every Problem has a unit (a test walks them all)
}

std::span<const ProblemRecipe> problem_recipes() {
  static const std::vector<ProblemRecipe> recipes = [] {
    std::vector<ProblemRecipe> out;
    for (const ProblemUnit* u : problem_units()) out.push_back(u->recipe());
    return out;
  }();
  return recipes;
}

const ProblemRecipe& recipe_of(Problem p) { return unit_of(p).recipe(); }

const ProblemRecipe* recipe_named(std::string_view word) {
  for (const ProblemUnit* u : problem_units())
    if (u->recipe().word == word) return &u->recipe();
  return nullptr;
}

namespace {

ProblemOption option_of(const ProblemRecipe& r) {
  using enum ProblemRecipe::KDefault;
  return {.problem = r.problem, .word = r.word, .value_name = r.value_name, .help = r.help, .k_option = r.k_option,
          .k_default_words = r.k_default == one ? "1" : r.k_default == side ? "min(rows, cols)"
                             : r.k_default == greedy_colours ? "a greedy colouring's count" : "0",
          .bound_verb = r.bound_verb, .reads_regions = r.regions, .places_points = r.points};
}

std::vector<ProblemOption> options_of(bool (*keep)(const ProblemRecipe&)) {
  std::vector<ProblemOption> out;
  for (const ProblemUnit* u : problem_units())
    if (keep(u->recipe())) out.push_back(option_of(u->recipe()));
  return out;
}

}  // namespace

std::span<const ProblemOption> problem_options() {
  static const std::vector<ProblemOption> all = options_of([](const ProblemRecipe&) { return true; });
  return all;
}
std::span<const ProblemOption> sized_problem_options() {
  static const std::vector<ProblemOption> sized = options_of([](const ProblemRecipe& r) { return r.sized_series; });
  return sized;
}
std::span<const ProblemOption> countable_problem_options() {
  static const std::vector<ProblemOption> counted = options_of([](const ProblemRecipe& r) { return !r.count.key.empty(); });
  return counted;
}
const ProblemOption* problem_option_named(std::string_view word) {
  for (const ProblemOption& o : problem_options())
    if (o.word == word) return &o;
  return nullptr;
}
const ProblemOption& problem_option(Problem p) { return *problem_option_named(problem_word(p)); }

std::string_view problem_word(Problem p) { return recipe_of(p).word; }
bool has_k(Problem p) { return !recipe_of(p).k_option.empty(); }
bool is_default_problem(Problem p) { return &unit_of(p) == problem_units().front(); }
AnswerView answer_view(Problem p) {
  const ProblemRecipe& r = recipe_of(p);
  AnswerView view;
  view.black_army = r.two_colours;
  view.colours = r.colour_layers;
  view.free_squares = r.opposed == Var::unattacked;
  view.attacked = r.cover != Cover::none ? AnswerView::Attacked::all
                  : view.free_squares     ? AnswerView::Attacked::some
                                          : AnswerView::Attacked::none;
  view.optimizes = r.objective != ObjectiveKind::none;
  view.colour_swaps = r.two_colours;
  return view;
}

namespace {

// "--a, --b or --c": the options of the problems whose recipe `holds`.
std::string options_where(bool (*holds)(const ProblemRecipe&)) {
  std::vector<std::string> options;
  for (const ProblemUnit* u : problem_units())
    if (holds(u->recipe())) options.push_back(fmt::format("--{}", u->recipe().word));
  std::string text;
  for (size_t i = 0; i < options.size(); ++i)
    text += (i == 0 ? "" : i + 1 == options.size() ? " or " : ", ") + options[i];
  return text;
}

}  // namespace

std::string covering_options() {
  return options_where([](const ProblemRecipe& r) { return r.cover != Cover::none; });
}
std::string maximizing_count_options() {
  return options_where([](const ProblemRecipe& r) { return maximizes_a_count(r); });
}
bool maximizes_a_count(const ProblemRecipe& r) {
  return r.sense == ObjectiveSense::maximize && r.objective != ObjectiveKind::none;
}
bool k_bounds_optimum(Problem p) { return recipe_of(p).colour_layers; }

std::optional<Problem> problem_from_word(std::string_view word) {
  const ProblemRecipe* r = recipe_named(word);
  return r ? std::optional<Problem>(r->problem) : std::nullopt;
}

std::string_view formulation_word(Formulation f) { return f == Formulation::clique ? "clique" : "pairwise"; }

std::optional<Formulation> formulation_from_word(std::string_view word) {
  for (Formulation f : {Formulation::clique, Formulation::pairwise})
    if (formulation_word(f) == word) return f;
  return std::nullopt;
}

int64_t effective_k(const Spec& spec) {
  if (spec.k >= 0) return spec.k;
  switch (recipe_of(spec.problem).k_default) {
    case ProblemRecipe::KDefault::side: return std::min(spec.rows, spec.cols);
    case ProblemRecipe::KDefault::one: return 1;
    case ProblemRecipe::KDefault::greedy_colours: return greedy_colour_count(spec);
    case ProblemRecipe::KDefault::zero: break;
  }
  return 0;
}

bool is_classic(const Spec& spec) {
  return spec.problem == Problem::place && attacks_rows_and_columns(spec.piece) && spec.walls.empty() &&
         spec.holes.empty() && spec.rows == spec.cols && effective_k(spec) == spec.rows;
}

}  // namespace boardlp
