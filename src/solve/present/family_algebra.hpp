#pragma once
// The teaching page's algebra: each family of rows written as a textbook writes it ("the sum over
// c of x_(r,c) is at most 1, for each row r"), in MathML, with its index set in words. Keyed by
// the rows' names, which say what each row covers (row_R, dr_R_C, kb_R_C, cv_R_C, ...).
#include <optional>
#include <string>

#include "problem.hpp"

namespace boardlp {

struct FamilyAlgebra {
  std::string math;   // MathML of the general row, without the <math> element
  std::string index;  // MathML of "for each ..." (the index set in symbols)
  std::string words;  // the index set and what the rows say, in words
};

// `first_row`: the name of the family's first row (its shape tells a line's segment rt_R_C from a
// pair rt_R_C_K); `first_terms`: the column names' first letters in it (x, y, w, o); `relation`:
// MathML of the rows' shared sense and bound ("<mo>&#x2264;</mo><mn>1</mn>"); `spec`: the board
// when the file has boardlp's header. nullopt for a family it does not know: the page then
// writes the generic form.
std::optional<FamilyAlgebra> family_algebra(const std::string& first_row, const std::string& first_terms,
                                            const std::string& relation, const Spec* spec);

}  // namespace boardlp
