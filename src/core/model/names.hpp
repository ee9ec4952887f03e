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

// The kinds of variable, each named by its prefix and a square (x_R_C); a new kind is an entry
// here and in kVarKinds. Most are one per square that may hold a piece; a segment owner (armies'
// line form) is one per segment of a line, on the segment's first square that may hold one. A
// kind may come in colour layers (colouring: x_R_C_k, square (R,C) in colour k), and a kind may
// have no square (w_k, colour k is used).
enum class Var : uint8_t {
  piece,  // x: a piece (for armies: a white one)
  wall,   // w: a wall (least-walls)
  black,  // y: a black piece (armies)
  unattacked,  // u: a square that holds no piece and that no piece attacks (non-dominating)
  colour_used,  // w_k: colour k is used (colouring; no square)
  // o + the Dir's code: 1 when white holds the segment of that direction, 0 when black does.
  own_rt, own_dn, own_dr, own_dl, own_rt2, own_dn2, own_dr2, own_dl2, own_nr4, own_nr5, own_nr7, own_nr8,
  // lx + the symmetry's number: 1 while the placement and its image under that symmetry agree on
  // every square up to this one, in board order (--cut lex, the lex-leader chain).
  lex1, lex2, lex3, lex4, lex5, lex6, lex7,
};

struct VarKind {
  Var var;
  std::string_view prefix;  // its names are PREFIX_R_C (the templates/ headers say what each means)
  bool on_square = true;    // false: PREFIX alone (then _k for its layer)
  // Solutions are told apart by it (it is part of the placement): the one definition that every
  // listing, count, class, level and projection reads. False for an indicator the placement
  // decides or leaves free beside it: a free square (u; a feasibility form may leave a free square
  // at 0), a colour used (w_k; an unused colour's may be either), a segment's owner (an empty
  // segment's may be either) and a lex-leader chain. A projected count counts the others.
  bool placement = true;
};
inline constexpr VarKind kVarKinds[] = {
    {Var::piece, "x"},      {Var::wall, "w"},       {Var::black, "y"},      {Var::unattacked, "u", true, false},
    {Var::colour_used, "w", false, false},
    {Var::own_rt, "ort", true, false},   {Var::own_dn, "odn", true, false},   {Var::own_dr, "odr", true, false},
    {Var::own_dl, "odl", true, false},   {Var::own_rt2, "ort2", true, false}, {Var::own_dn2, "odn2", true, false},
    {Var::own_dr2, "odr2", true, false}, {Var::own_dl2, "odl2", true, false}, {Var::own_nr4, "onr4", true, false},
    {Var::own_nr5, "onr5", true, false}, {Var::own_nr7, "onr7", true, false}, {Var::own_nr8, "onr8", true, false},
    {Var::lex1, "lx1", true, false},     {Var::lex2, "lx2", true, false},     {Var::lex3, "lx3", true, false},
    {Var::lex4, "lx4", true, false},     {Var::lex5, "lx5", true, false},     {Var::lex6, "lx6", true, false},
    {Var::lex7, "lx7", true, false}};
constexpr const VarKind& var_kind(Var v) { return kVarKinds[static_cast<size_t>(v)]; }
static_assert(kVarKinds[static_cast<size_t>(Var::own_nr8)].var == Var::own_nr8, "kVarKinds goes in the order of Var");
static_assert(kVarKinds[static_cast<size_t>(Var::lex7)].var == Var::lex7, "kVarKinds goes in the order of Var");
// The owner of the segments of direction d (the Dirs and the own_ kinds go in the same order).
constexpr Var owner_var(Dir d) { return static_cast<Var>(static_cast<int>(Var::own_rt) + static_cast<int>(d)); }
constexpr bool is_owner(Var v) { return v >= Var::own_rt && v <= Var::own_nr8; }
// The lex-leader chain of symmetry g (1..7, lex_leader_rows).
constexpr Var lex_var(int g) { return static_cast<Var>(static_cast<int>(Var::lex1) + g - 1); }
constexpr bool is_lex_chain(Var v) { return v >= Var::lex1; }

// One column: a kind of variable on a square (none for a kind without one), in a colour layer
// (1, 2, ...; 0 for the kinds and models that have no layers). Its name is x_R_C, x_R_C_k or w_k.
struct Column {
  Var var = Var::piece;
  uint16_t layer = 0;
  int32_t r = 0, c = 0;
  friend bool operator==(const Column&, const Column&) = default;
};

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
  total_cover,  // tc_R_C: square (R,C) is attacked by a piece on another square (total domination)
  balance,      // balance: as many black pieces as white ones (armies)
  cut,          // a named cut (spencer, ...): a valid inequality the user asked for
  pieces,       // pieces: the number of pieces
  bound,        // reach: the objective's terms reach the --at-least bound (a maximum's feasibility form)
  region,       // rg_A: the squares of region A (its letter or digit in the code), K pieces (region puzzles)
  colour_link,  // lk_R_CcK: square (R,C), which no other square attacks, takes colour K only if K is used
  colour_order, // ord_cK: colour K+1 is used only if colour K is (a cut the user asks for)
  trivial,      // trivial: x_1_1 >= 0, for a model with no other row (LP readers need one)
  line_use,     // a proof's cube: zr_R / zc_C row R (column C) holds no piece, pr_R / pc_C it holds one
  through,      // ln_R_C_R2_C2: the line of any slope from square (R,C) on through (R2,C2), its next
                // square (no-three-in-line), to the next wall or edge
  lex,          // --cut lex at square (R,C) under symmetry g: lxoG_R_C the order (no 1 where the image
                // has 0 while all before agree), lxaG_R_C and lxbG_R_C the chain (agreeing at 0s or 1s
                // keeps the agreement); the code is g + 16 x LexPart
};

// RowKind::lex's rows: the order, and the chain's two links.
enum class LexPart : uint8_t { order, both_absent, both_present };

// RowKind::line_use's codes: which line, and whether it is empty or holds a piece.
enum class LineUse : uint8_t { empty_row, empty_col, used_row, used_col };

// Armies write two rows where a packing problem writes one: "w" before its name for the row with
// the white piece on its first square (or, in the line form, the white one on its square), "b"
// for the black one. Non-dominating writes "p" for the row with the piece, "u" for the one with
// the unattacked square. The line cover writes "h" for the row that says a segment holds a piece
// only if one stands on it.
enum class Side : uint8_t { none, white, black, piece, unattacked, holds };
constexpr char side_letter(Side s) { return "\0wbpuh"[static_cast<int>(s)]; }

struct RowName {
  RowKind kind;
  uint8_t code = 0;  // the Dir of a segment, span or leap; the cut's number in kCuts
  int32_t r = 0, c = 0, k = 0;
  Side side = Side::none;
  uint16_t layer = 0;  // colouring: the row of colour `layer`, "c" + layer after the name (row_3c2)
  int32_t k2 = 0;      // RowKind::through: the line's step is (k, k2) rows and columns
};

// The named cuts (RowKind::cut, their number in the RowName's code): "spencer", "sym_tb", ...
enum class CutRow : uint8_t { spencer, sym_tb, sym_lr, sym_diag, sym_army };
std::string_view cut_name(CutRow cut);

// Room for a name: more than a board of up to 2^31-1 rows and columns produces, and the 255
// characters of the longest name a file read back may hold (CPLEX's limit; sparse_model.hpp).
inline constexpr size_t kNameBuffer = 256;

// Append the name at p (which has kNameBuffer bytes free); return the end.
char* put_row_name(char* p, const RowName& name);
char* put_col_name(char* p, const Column& col);
char* put_uint(char* p, uint64_t v);

std::string row_name(const RowName& name);
// The name up to its first '_' ("row", "dr", "n4", "wrt", "balance"): what the rows of one
// family (or of one direction of it) share.
std::string row_prefix(const RowName& name);
std::string col_name(const Column& col);
inline std::string col_name(Var var, int32_t r, int32_t c) { return col_name(Column{var, 0, r, c}); }

// The longest name of every shape boardlp writes (row_R, dr_R_C, dr_R_C_K, kb_R_C, x_R_C, ...),
// for a board of `rows` x `cols` with `layers` colour layers (0: none): each shape's numbers at
// their largest. A name of one shape is its fixed prefix then '_' and digits, so the policy below
// refuses it only for its length: when all of these pass, every name that board can produce passes.
std::vector<std::string> longest_names(int32_t rows, int32_t cols, int32_t layers = 0);

// The name policy. Portable names use letters, digits and '_' only, start with a letter other
// than 'e' or 'E' (some readers take a leading e for an exponent), are not an LP keyword, and
// have at most max_len characters (100 in CoinLpIO; 8 in fixed MPS). Returns an empty string
// for a good name, else the reason it is refused.
std::string name_problem(std::string_view name, size_t max_len);
// The same policy, fast and without the reason: whether name_problem would return "".
bool name_is_portable(std::string_view name, size_t max_len);

}  // namespace boardlp
