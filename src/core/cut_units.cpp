#include "cut_units.hpp"

#include <fmt/format.h>

#include "errors.hpp"
#include "formulation.hpp"
#include "greedy_colouring.hpp"
#include "problem_unit.hpp"
#include "wording.hpp"

namespace boardlp {

namespace {

// A cube every rotation and reflection keeps: A-B,A-B with A + B = n + 1.
bool symmetric_cube(const Spec& spec) {
  const auto& e = spec.cube;
  return !e || (e->first_row + e->last_row == spec.rows - 1 && e->first_row == e->first_col && e->last_row == e->last_col);
}

bool weighs_images_apart(const Spec& spec) { return !unit_of(spec.problem).images_worth_the_same(spec); }
bool colours_squares(const Spec& spec) { return unit_of(spec.problem).colour_count(spec) > 0; }
ColourSwap colour_swap(const Spec& spec) { return unit_of(spec.problem).colour_swap(spec); }

void check_spencer(const Spec& spec, const Board&) {
  // Spencer's bound counts the queens that cover every square.
  if (spec.piece != Piece::queen || answer_view(spec.problem).attacked != AnswerView::Attacked::all || spec.rows != spec.cols || !spec.walls.empty() ||
      !spec.holes.empty() || spec.torus)
    throw UserError("--cut spencer is the lower bound of queens domination on an open n x n board: use it with "
                    "--piece queens --dominate (or --independent-dominate) on a square board without walls, holes or torus");
}

void check_symmetry(const Spec& spec, const Board& board) {
  if (colours_squares(spec))
    throw UserError("--cut symmetry keeps one mirror image of a placement, but a colouring places no pieces: use "
                    "--cut colour-order, which breaks the symmetry of renaming the colours");
  if (weighs_images_apart(spec))
    throw UserError(fmt::format("--cut symmetry keeps one of the 8 mirror images of a placement; with --{} they "
                                "are not worth the same: leave the cut out", spec.weighted ? "weights" : problem_word(spec.problem)));
  if (colour_swap(spec) != ColourSwap::none && spec.rows > 127)  // sym_army's coefficients are row numbers
    throw UserError(fmt::format("--cut symmetry with --armies weighs the colours by row number, up to 127: use a board "
                                "of at most 127 rows, not {}", spec.rows));
  if (colour_swap(spec) == ColourSwap::broken_by_fixed)  // sym_army swaps the armies
    throw UserError("--cut symmetry with --armies lets white and black trade places, but fixed pieces are white: "
                    "leave the cut out, or the fixed pieces");
  if (!symmetric_cube(spec))
    throw UserError("--cut symmetry keeps one of the 8 mirror images of a placement, but this cube holds the images of "
                    "its placements in other cubes: use it only with a cube that every rotation and reflection keeps "
                    "(A-B,A-B with A + B = n + 1)");
  // A board that keeps some of its mirrors keeps the rows of those (the header says which); armies
  // keep their colour swap on any board.
  if (!mirrors_kept(spec).any() && colour_swap(spec) != ColourSwap::kept)
    throw UserError(fmt::format("--cut symmetry keeps one mirror image of a placement, but {} the same in no mirror "
                                "(top-bottom, left-right{}): {}",
                                spec.regions.empty() ? "this board's walls, holes and fixed pieces look" : "this region grid looks",
                                board.rows() == board.cols() ? ", main diagonal" : "",
                                symmetries_kept(spec).empty() ? "leave the cut out"
                                                              : "use --cut lex, which breaks the rotations and mirrors this "
                                                                "board keeps, or leave the cut out"));
}

// --cut lex keeps the least of a placement's images: every image must be a placement worth the
// same, and only one symmetry breaking at a time (two may each keep a different member of a class).
void check_lex(const Spec& spec, const Board&) {
  if (spec.cut_symmetry)
    throw UserError("--cut lex and --cut symmetry may each keep a different image of a placement, so together they can "
                    "lose a whole class: give one of them");
  if (colours_squares(spec))
    throw UserError("--cut lex keeps one image of a placement, but a colouring places no pieces: use --cut colour-order");
  if (weighs_images_apart(spec))
    throw UserError(fmt::format("--cut lex keeps one image of a placement; with --{} the images are not worth the same: "
                                "leave the cut out", spec.weighted ? "weights" : problem_word(spec.problem)));
  if (!symmetric_cube(spec))
    throw UserError("--cut lex keeps one image of a placement, but this cube holds the images of its placements in other "
                    "cubes: use it only with a cube that every rotation and reflection keeps (A-B,A-B with A + B = n + 1)");
  if (symmetries_kept(spec).empty())
    throw UserError(fmt::format("--cut lex keeps one image of a placement, but {} the same under no rotation or "
                                "reflection: leave the cut out",
                                spec.regions.empty() ? "this board's walls, holes and fixed pieces look" : "this region grid looks"));
}

void check_colour_order(const Spec& spec, const Board&) {
  if (!colours_squares(spec)) throw UserError("--cut colour-order orders the colours of a colouring: use it with --colour");
}

void check_clique(const Spec& spec, const Board&) {
  if (!colours_squares(spec))
    throw UserError("--cut clique gives a clique's squares the first colours of a colouring: use it with --colour");
}

std::vector<Var> lex_columns(const Spec& spec) {
  std::vector<Var> out;
  for (const int g : symmetries_kept(spec)) out.push_back(lex_var(g));
  return out;
}

void place_lex_columns(Model& model) {
  for (const int g : symmetries_kept(model.spec())) model.restrict_columns(lex_var(g), lex_chain_squares(model.board(), g));
}

constexpr CutUnit kCutUnits[] = {
    {&Spec::cut_spencer, check_spencer, nullptr, nullptr, [](const Model& m) { return spencer_row(m.board()); }},
    {&Spec::cut_symmetry, check_symmetry, nullptr, nullptr,
     [](const Model& m) {
       return symmetry_rows(m.board(), mirrors_kept(m.spec()), colour_swap(m.spec()) == ColourSwap::kept);
     }},
    {&Spec::cut_lex, check_lex, lex_columns, place_lex_columns,
     [](const Model& m) { return lex_leader_rows(m.board(), symmetries_kept(m.spec())); }},
    {&Spec::cut_colour_order, check_colour_order, nullptr, nullptr,
     [](const Model& m) {
       return colour_order_rows(static_cast<int32_t>(unit_of(m.spec().problem).colour_count(m.spec())));
     }},
    {&Spec::cut_clique, check_clique, nullptr, nullptr, [](const Model& m) { return clique_colour_rows(greedy_clique(m.spec())); }},
};

}  // namespace

std::span<const CutUnit> cut_units() { return kCutUnits; }

}  // namespace boardlp
