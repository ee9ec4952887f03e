#pragma once
// The rows several problems share: the packing rows (pieces apart, or apart from an opposed kind
// of column), the fixed pieces, the count row, and the packing forms' paragraph in the header.
#include <functional>
#include <string>
#include <string_view>

#include "model.hpp"

namespace boardlp {

// How a problem asks for the packing rows.
struct PackingForm {
  Var opposed = Var::piece;             // armies' y, non-dominating's u: pieces apart from them; piece: from each other
  bool wall_spans = false;              // least-walls: a row per pair along a line, with the new walls between
  bool skip_rows_and_columns = false;   // region puzzles: "exactly K in the row" says more
  Sense rows_and_columns = Sense::le;   // the classic puzzle: "= 1"
  bool keep_single_rows_and_columns = false;  // the classic puzzle: even a 1x1 board's row binds
};

// Pieces x, the opposed kind (armies' y, non-dominating's u), and in the line form (clique) an
// owner column per segment of each line the piece rides.
std::vector<ColumnGroup> opposed_columns(const Spec& spec, Var opposed);

// The packing rows of the model's piece along its lines, then its leaps.
void add_packing_rows(Model& model, const PackingForm& form);
// fx_R_C = 1 for each fixed piece, when there are any.
void add_fixed_rows(Model& model);
// "pieces": exactly K pieces (K as the spec says or its problem's default).
void add_count_row(Model& model);

// The header's lines on the owner columns o<line>_R_C, one per kind the model has, each
// `sentence(prefix, line)` ("o_rt", "row").
std::string owner_columns_text(const Model& model,
                               const std::function<std::string(std::string_view prefix, std::string_view line)>& sentence);

// The header's paragraph on the packing forms (clique or pairwise, kings' blocks, knights' pairs).
std::string packing_form_text(const Spec& spec);

}  // namespace boardlp
