#include "shared_rows.hpp"

#include <limits>

#include <fmt/format.h>

#include "families.hpp"
#include "problem.hpp"
#include "lines.hpp"
#include "names.hpp"

namespace boardlp {

namespace {

// A packing family as is, or its pairs taken as pairs of a piece and the opposed kind.
void add_packing(Model& model, const PackingForm& form, std::unique_ptr<RowFamily> family) {
  model.add_family(form.opposed != Var::piece ? colour_pairs(std::move(family), opposed_to(form.opposed))
                                              : std::move(family));
}

void add_line_families(Model& model, const PackingForm& form) {
  const Spec& spec = model.spec();
  const bool pairwise = spec.formulation == Formulation::pairwise;
  const bool opposed = form.opposed != Var::piece;
  for (Dir d : kAllDirs) {
    if (!spec.piece.rides(d)) continue;
    const bool row_or_col = d == Dir::right || d == Dir::down;
    if (row_or_col && form.skip_rows_and_columns) continue;
    const Lines& lines = model.lines(d);
    if (opposed && pairwise)
      add_packing(model, form, pair_rows(model.board(), lines, spec.piece, std::numeric_limits<int32_t>::max()));
    else if (opposed) {
      model.add_family(owner_rows(model.board(), lines, opposed_to(form.opposed)));
      model.restrict_columns(owner_var(d), owner_squares(model.board(), lines));
    } else if (form.wall_spans)
      model.add_family(span_rows(model.board(), lines, spec.piece, pairwise));
    else if (pairwise && !(row_or_col && form.rows_and_columns == Sense::eq))
      model.add_family(pair_rows(model.board(), lines, spec.piece, std::numeric_limits<int32_t>::max()));
    else
      model.add_family(row_or_col ? segment_rows(model.board(), lines, spec.piece, form.rows_and_columns,
                                                 form.keep_single_rows_and_columns)
                                  : segment_rows(model.board(), lines, spec.piece, Sense::le, false));
  }
}

// Leaps: a king's step (W and F together) is covered by 2x2 blocks in the clique form (any two
// squares of a block touch) and by side-by-side pairs along the four lines in the pairwise form;
// every other leap by one row per leap. Against an opposed kind, leaps are pairs of the two kinds
// in both forms (a 2x2 block's four squares all touch, but two kinds on them are still pairs).
void add_leap_families(Model& model, const PackingForm& form) {
  const Spec& spec = model.spec();
  constexpr uint16_t king = bit(Dir::right) | bit(Dir::down) | bit(Dir::down_right) | bit(Dir::down_left);
  uint16_t leaps = spec.piece.leaps();
  const bool pairwise = spec.formulation == Formulation::pairwise || form.opposed != Var::piece;
  if ((leaps & king) == king && !(spec.torus && pairwise)) {
    // (On a torus the pairwise king is its eight leaps: side-by-side pairs along a cycle would
    // miss the pair that closes it.)
    if (pairwise) {
      for (Dir d : {Dir::right, Dir::down, Dir::down_right, Dir::down_left})
        add_packing(model, form, pair_rows(model.board(), model.lines(d), spec.piece, 1));
    } else {
      model.add_family(king_block_rows(model.board()));
    }
    leaps &= static_cast<uint16_t>(~king);
  }
  if (leaps) add_packing(model, form, leap_rows(model.board(), spec.piece, leaps));
}

}  // namespace

std::vector<ColumnGroup> opposed_columns(const Spec& spec, Var opposed) {
  std::vector<ColumnGroup> columns{{Var::piece}, {opposed}};
  if (spec.formulation == Formulation::clique)
    for (Dir d : kAllDirs)
      if (spec.piece.rides(d)) columns.push_back({owner_var(d)});
  return columns;
}

void add_packing_rows(Model& model, const PackingForm& form) {
  if (attacks_along_lines(model.spec().piece)) add_line_families(model, form);
  add_leap_families(model, form);
}

void add_fixed_rows(Model& model) {
  if (!model.spec().fixed.empty()) model.add_family(fixed_rows(model.spec().fixed));
}

void add_count_row(Model& model) {
  model.add_family(piece_count_row(model.board(), model.spec().piece, effective_k(model.spec())));
}

std::string owner_columns_text(const Model& model,
                               const std::function<std::string(std::string_view prefix, std::string_view line)>& sentence) {
  std::string out;
  for (const auto& [var, layer] : model.variables())
    if (is_owner(var)) {
      const auto d = static_cast<Dir>(static_cast<int>(var) - static_cast<int>(Var::own_rt));
      out += "\n  " + sentence(var_kind(var).prefix, line_words(d));
    }
  return out;
}

std::string packing_form_text(const Spec& spec) {
  if (spec.piece == Piece::knight)
    return "Knights: every row is a pair; no three squares are pairwise a knight's move apart, so\n"
           "the clique and the pairwise forms are the same.";
  if (spec.formulation == Formulation::pairwise)
    return "Pairwise form: one row per attacking pair, the textbook form. It says the same as the\n"
           "clique form with far more rows and a weaker LP relaxation (x = 1/2 everywhere is feasible).";
  if (spec.piece == Piece::king)
    return "Clique form: one row per 2x2 block, four squares that all touch each other, instead\n"
           "of one row per touching pair (--formulation pairwise).";
  return "Clique form: one row per line segment, squares that all attack each other, instead of\n"
         "one row per attacking pair (--formulation pairwise). Rows of one square are left out:\n"
         "they could never bind.";
}

}  // namespace boardlp
