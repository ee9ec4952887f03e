// The refusals a problem's recipe decides for every problem alike: what its pieces are, what K
// counts, which bound forms and cover forms it takes, whether it can be weighed, and whether its
// fixed pieces must stand apart. A unit's own refusals are its check().
#include <fmt/format.h>

#include "attacks.hpp"
#include "errors.hpp"
#include "square_class.hpp"
#include "units.hpp"
#include "wording.hpp"

namespace boardlp {

namespace {

// Points go with the problems of points (no-three-in-line) and with nothing else.
void check_points(const ProblemRecipe& recipe, const Spec& spec) {
  if (recipe.points && spec.piece != Piece::point)
    throw UserError(fmt::format("--{} places points, not {}: write boardlp points {}x{} --{}", recipe.word, plural(spec.piece),
                                spec.rows, spec.cols, recipe.word));
  if (!recipe.points && spec.piece == Piece::point)
    throw UserError(fmt::format("points attack nothing, so --{} has nothing to solve: use points with --no-three-in-line, "
                                "or a chess piece", recipe.word));
}

void check_cover_form(const ProblemRecipe& recipe, const Spec& spec) {
  if (spec.cover != CoverForm::lines) return;
  // A segment's indicator says that some piece stands on it, not how many: the line cover states
  // one cover of a square by a piece on it or a line through it, and no other.
  if (recipe.cover != Cover::occupy_or_attack || recipe.cover_times != 1)
    throw UserError(fmt::format("--cover lines says how a square is covered: use it with --dominate or --independent-dominate, "
                                "not --{}{}", recipe.word,
                                recipe.cover == Cover::attack_only ? " (a piece does not cover its own square, which a "
                                                                     "line through it would)"
                                : recipe.cover_times > 1 ? " (a segment's indicator counts the pieces on it once, and a square "
                                                           "needs more covers than one)" : ""));
  if (!attacks_along_lines(spec.piece))
    throw UserError(fmt::format("--cover lines names the lines a piece rides along, and {} ride none: leave it out",
                                plural(spec.piece)));
}

// --at-most K: the feasibility form of a domination at a bound; --at-least M: a maximum's.
void check_bound(const ProblemRecipe& recipe, const Spec& spec, int64_t open) {
  if (spec.at_least >= 0) {
    if (!maximizes_a_count(recipe))
      throw UserError(fmt::format("--at-least M asks whether a maximum reaches M: use it with a problem that maximizes a "
                                  "count ({}), not --{}", maximizing_count_options(), recipe.word));
    if (spec.at_least > open)
      throw UserError(fmt::format("--at-least {} is more than the {} of the board: use M <= {}", spec.at_least,
                                  counted(static_cast<uint64_t>(open), "open square", "open squares"), open));
  }
  if (spec.at_most >= 0) {
    if (recipe.cover == Cover::none)
      throw UserError(fmt::format("--at-most K asks whether K pieces can cover the board: use it with {}, not --{}",
                                  covering_options(), recipe.word));
    if (spec.at_most > open)
      throw UserError(fmt::format("--at-most {} is more pieces than the {} of the board: use K <= {}", spec.at_most,
                                  counted(static_cast<uint64_t>(open), "open square", "open squares"), open));
  }
}

// --weights: a problem whose objective counts pieces, or one without an objective (the least
// total weight of its placements), and an objective to weigh.
void check_weights(const ProblemRecipe& recipe, const Spec& spec) {
  if (!spec.weighted) return;
  const auto weighable = [](const ProblemRecipe& r) {
    return r.objective == ObjectiveKind::count_pieces || r.objective == ObjectiveKind::none;
  };
  if (!weighable(recipe)) {
    std::string counting;
    for (const ProblemUnit* u : problem_units())
      if (weighable(u->recipe())) counting += fmt::format("{}--{}", counting.empty() ? "" : ", ", u->recipe().word);
    throw UserError(fmt::format("--weights weighs the pieces an objective counts, and --{} counts none: use it with {}",
                                recipe.word, counting));
  }
  if (spec.weights.size() != static_cast<size_t>(spec.rows) * static_cast<size_t>(spec.cols))  // read by model_request
    throw std::logic_error("--weights without its numbers");
  if (spec.at_most >= 0 || spec.at_least >= 0)
    throw UserError(fmt::format("--weights weighs the objective, and --{} writes none (the feasibility form): leave one out",
                                spec.at_most >= 0 ? "at-most" : "at-least"));
}

// --pieces-on and --cover-on: a cover set only where squares are covered, something left to cover,
// no fixed piece where pieces may not stand.
void check_square_classes(const ProblemRecipe& recipe, const Spec& spec, const Board& board) {
  if (spec.cover_on != SquareClass::all) {
    if (recipe.cover == Cover::none)
      throw UserError(fmt::format("--cover-on {} names the squares a domination must cover: use it with {}, not --{}",
                                  square_class_row(spec.cover_on).word, covering_options(), recipe.word));
    bool any = false;
    for (int32_t r = 0; r < spec.rows && !any; ++r)
      for (int32_t c = 0; c < spec.cols && !any; ++c) any = board.needs_cover(r, c);
    if (!any)
      throw UserError(fmt::format("--cover-on {}: {} has no such square that is not a wall, so there is nothing to cover; "
                                  "use another set", square_class_row(spec.cover_on).word, a_board(spec.rows, spec.cols)));
  }
  if (spec.pieces_on != SquareClass::all)
    for (const Square& f : spec.fixed)
      if (board.is_closed(f.r, f.c))
        throw UserError(fmt::format("fixed piece {},{} is not on {}, where --pieces-on {} lets pieces stand: move it or "
                                    "leave --pieces-on out", f.r + 1, f.c + 1, square_class_row(spec.pieces_on).words,
                                    square_class_row(spec.pieces_on).word));
}

}  // namespace

void ProblemUnit::check_pieces(const Spec& spec, int64_t open) const {
  const ProblemRecipe& recipe = recipe_;
  check_points(recipe, spec);
  if (recipe.k_option.empty() || recipe.colour_layers) return;  // K counts pieces (a colouring's counts colours)
  const int64_t k = effective_k(spec);
  const std::string option = fmt::format("--{}", recipe.k_option);
  if (k > open)
    throw UserError(fmt::format("{} {} asks for more pieces than the {} of the board: use K <= {}", option, k,
                                counted(static_cast<uint64_t>(open), "open square", "open squares"), open));
  if (static_cast<int64_t>(spec.fixed.size()) > k)
    throw UserError(fmt::format("{} {} asks for fewer pieces than the {} already on the board: use K >= {}", option, k,
                                counted(spec.fixed.size(), "fixed piece", "fixed pieces"), spec.fixed.size()));
}

void ProblemUnit::check_options(const Spec& spec, const Board& board, int64_t open) const {
  const ProblemRecipe& recipe = recipe_;
  check_square_classes(recipe, spec, board);
  check(spec, board);
  check_cover_form(recipe, spec);
  check_bound(recipe, spec, open);
  check_weights(recipe, spec);
  // Only the problems whose pieces stay apart need the fixed ones apart (domination's pieces and
  // an army's own pieces may attack each other).
  for (size_t i = 0; i < spec.fixed.size() && recipe.apart; ++i)
    for (size_t j = i + 1; j < spec.fixed.size(); ++j)
      if (attacks(spec.piece, board, spec.fixed[i], spec.fixed[j]))
        throw UserError(fmt::format("the fixed {} on {},{} and {},{} attack each other: no placement can keep both",
                                    plural(spec.piece), spec.fixed[i].r + 1, spec.fixed[i].c + 1, spec.fixed[j].r + 1,
                                    spec.fixed[j].c + 1));
}

}  // namespace boardlp
