#pragma once
// Every name boardlp writes, derived from board indices when it is written (never stored), and
// the one policy that checks them before any byte of a file is written.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "lines.hpp"

namespace boardlp {

// The kinds of variable. Each is one per square that may hold a piece, named by its letter and
// the square (x_R_C); a new kind is an entry here and in kVarKinds.
enum class Var : uint8_t { piece, wall };

struct VarKind {
  Var var;
  char letter;  // its names are LETTER_R_C (the templates/ headers say what each means)
};
inline constexpr VarKind kVarKinds[] = {{Var::piece, 'x'}, {Var::wall, 'w'}};
constexpr const VarKind& var_kind(Var v) { return kVarKinds[static_cast<size_t>(v)]; }
static_assert(kVarKinds[static_cast<size_t>(Var::wall)].var == Var::wall, "kVarKinds goes in the order of Var");

enum class RowKind : uint8_t {
  whole_row,    // row_R: all of row R
  whole_col,    // col_C: all of column C
  segment,      // rt_R_C, dn_R_C, dr_R_C, dl_R_C: a line from square (R,C) to the next wall or edge
  span,         // rt_R_C_K ...: the squares from (R,C) to K steps along the line
  king_block,   // kb_R_C: the 2x2 block whose top-left square is (R,C)
  leap,         // n4_R_C .. n8_R_C: a knight's move from (R,C) toward that hour of a clock; lrt_R_C,
                // ldr2_R_C, ...: another leap from (R,C) (the Dir's code after 'l')
  square,       // sq_R_C: square (R,C) holds a piece or a wall, not both
  fixed,        // fx_R_C: a piece already stands on (R,C)
  cover,        // cv_R_C: square (R,C) holds a piece or is attacked by one (domination)
  pieces,       // pieces: the number of pieces
  trivial,      // trivial: x_1_1 >= 0, for a model with no other row (LP readers need one)
};

struct RowName {
  RowKind kind;
  uint8_t code = 0;  // the Dir of a segment, span or leap
  int32_t r = 0, c = 0, k = 0;
};

// Longest name a board of up to 2^31-1 rows and columns can produce, plus room to spare.
inline constexpr size_t kNameBuffer = 48;

// Append the name at p (which has kNameBuffer bytes free); return the end.
char* put_row_name(char* p, const RowName& name);
char* put_col_name(char* p, Var var, int32_t r, int32_t c);
char* put_uint(char* p, uint64_t v);

std::string row_name(const RowName& name);
std::string col_name(Var var, int32_t r, int32_t c);

// The longest name of every shape boardlp writes (row_R, dr_R_C, dr_R_C_K, kb_R_C, x_R_C, ...),
// for a board of `rows` x `cols`: each shape's numbers at their largest. A name of one shape is
// its fixed prefix then '_' and digits, so the policy below refuses it only for its length: when
// all of these pass, every name that board can produce passes.
std::vector<std::string> longest_names(int32_t rows, int32_t cols);

// The name policy. Portable names use letters, digits and '_' only, start with a letter other
// than 'e' or 'E' (some readers take a leading e for an exponent), are not an LP keyword, and
// have at most max_len characters (100 in CoinLpIO; 8 in fixed MPS). Returns an empty string
// for a good name, else the reason it is refused.
std::string name_problem(std::string_view name, size_t max_len);
// The same policy, fast and without the reason: whether name_problem would return "".
bool name_is_portable(std::string_view name, size_t max_len);

}  // namespace boardlp
