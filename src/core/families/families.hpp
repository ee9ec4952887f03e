#pragma once
// The families of constraint rows, one per rule of attack. Each generates its rows for the
// row-wise writers (LP, the ROWS and RHS of MPS) and the same rows column by column (the COLUMNS
// of MPS); the round-trip tests hold the two views to each other.
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "model.hpp"

namespace boardlp {

// Squares that are holes have no variable: the rows leave them out (a line passes over them).

// One row per segment of a line: sum of the segment <= 1 (or = 1 for the classic puzzle). A
// one-square segment can never bind as "<= 1", so it is left out unless `keep_single`.
std::unique_ptr<RowFamily> segment_rows(const Board& board, const Lines& lines, Piece piece, Sense sense, bool keep_single);

// One row per attacking pair on a segment, at most `max_step` squares apart: x_a + x_b <= 1.
std::unique_ptr<RowFamily> pair_rows(const Board& board, const Lines& lines, Piece piece, int32_t max_step);

// Least-walls: for every two squares a < b of a segment, the pieces from a to b are at most one
// more than the walls strictly between them ("ILPs for Blocked n-Queens"). `ends_only`: count the pieces on a and b
// only (the pairwise form).
std::unique_ptr<RowFamily> span_rows(const Board& board, const Lines& lines, Piece piece, bool ends_only);

// Kings: at most one king in every 2x2 block (1x2 or 2x1 on a board one square wide).
std::unique_ptr<RowFamily> king_block_rows(const Board& board);

// Leaps (a knight's move, a king's step in a piece given by its moves, ...): one row per leap in
// one of `dirs` between two open squares, whatever stands between them.
std::unique_ptr<RowFamily> leap_rows(const Board& board, Piece piece, uint16_t dirs);

// The number of pieces: sum of all x = k.
// --at-least M: every column of `var` (the objective's kind) summed, >= M ("reach").
std::unique_ptr<RowFamily> objective_bound_row(const Model& model, Var var, int64_t m);
std::unique_ptr<RowFamily> piece_count_row(const Board& board, Piece piece, int64_t k, Sense sense = Sense::eq);

// "x_first >= 0": always true. The only row of a model where no two squares attack each other
// (a 1x1 board, knights on 2x2): glpsol and CoinLpIO refuse an LP file without constraints.
std::unique_ptr<RowFamily> trivial_row(const Board& board);

// Pieces already on the board: x_R_C = 1 for each.
std::unique_ptr<RowFamily> fixed_rows(const std::vector<Square>& fixed);

// Domination: every square but a wall holds a piece or is attacked by one (cover_rows.cpp);
// `self` false: is attacked by a piece on another square (total domination, rows tc_R_C); `times`:
// how many times (2: double domination, rows cv_R_C >= 2).
std::unique_ptr<RowFamily> cover_rows(const Board& board, Piece piece, bool self, int32_t times = 1);

// A square holds a piece or `other`, not both: least-walls' wall (w), armies' black piece (y),
// non-dominating's unattacked square (u).
std::unique_ptr<RowFamily> square_rows(const Board& board, Var other);

// Two kinds of variable no attack may join (army_rows.cpp): the pieces x and a second kind,
// armies' black pieces y (rows "w" and "b") or non-dominating's unattacked squares u ("p", "u").
struct Opposed {
  Var second;
  Side first_side, second_side;  // the letter before the name of the row whose first term is x, and y
  std::string_view prefix;       // the second kind's prefix, for the legends
  std::string_view pair_words;   // "white and black piece"
  std::string_view owner_words;  // what a segment's owner o<dir> says ({} is the line's code)
};
Opposed opposed_to(Var second);
// Each row x_a + x_b <= 1 of a family of attacking pairs as two rows, "w" + its name:
// x_a + y_b <= 1, and "b" + its name: y_a + x_b <= 1 (the pairwise form).
std::unique_ptr<RowFamily> colour_pairs(std::unique_ptr<RowFamily> pairs, Opposed kinds);
// The line form: for each square of a segment that two squares could share, w<dir>_R_C:
// x_R_C - o <= 0 and b<dir>_R_C: y_R_C + o <= 1, o the segment's owner (owner_var(dir)) on the
// squares owner_squares() marks.
std::unique_ptr<RowFamily> owner_rows(const Board& board, const Lines& lines, Opposed kinds);
std::vector<bool> owner_squares(const Board& board, const Lines& lines);
// The square of a segment's owner: its first open square, when the segment has two; none else.
std::optional<Square> owner_square(const Board& board, Dir d, const Segment& s);
// balance: sum of x - sum of y = 0.
std::unique_ptr<RowFamily> balance_row(const Board& board);

// Region puzzles (region_rows.cpp): row_R (rows true) or col_C: exactly k pieces on the open
// squares of each board row or column; rg_A: exactly k on the squares of region A, `regions`
// giving each square's region ('#' a wall), rows * cols row-major (kept by reference).
std::unique_ptr<RowFamily> line_count_rows(const Board& board, bool rows, int64_t k);
std::unique_ptr<RowFamily> region_rows(const Board& board, const std::vector<char>& regions, int64_t k);

// Colouring (colour_rows.cpp), with `colours` layers x_R_C_1 .. x_R_C_K:
// each row "sum <= 1" of a packing family once per colour k, as "sum of x_k - w_k <= 0", named
// with "ck" after it (row_3c2);
std::unique_ptr<RowFamily> colour_layers(std::unique_ptr<RowFamily> packing, int32_t colours);
// sq_R_C: square (R,C) has exactly one colour;
std::unique_ptr<RowFamily> one_colour_rows(const Board& board, int32_t colours);
// lk_R_Cck: x_R_C_k - w_k <= 0 for the squares in no packing row (they attack no square);
std::unique_ptr<RowFamily> colour_link_rows(std::vector<Square> squares, int32_t colours);
// ord_ck: w_k - w_(k+1) >= 0, a cut: the colours are used in order.
std::unique_ptr<RowFamily> colour_order_rows(int32_t colours);
// fx_R_Cck: x_R_C_k = 1 for the k-th square of a clique, a cut: its squares take colours 1, 2, ...
std::unique_ptr<RowFamily> clique_colour_rows(std::vector<Square> clique);

// The line cover (--cover lines, line_cover_rows.cpp), for domination: h<line>_S, the segment's
// indicator o<line>_S (on owner_squares()) is 1 only if a piece stands on the segment,
// o - sum of its x <= 0; and cv_R_C, square (R,C) holds a piece, or a segment through it holds
// one (its o, or its one open square's x), or a piece stands a leap away: >= 1.
std::unique_ptr<RowFamily> segment_holds_rows(const Board& board, const Lines& lines);
std::unique_ptr<RowFamily> line_cover_rows(const Board& board, Piece piece, std::vector<const Lines*> ride_lines);

// No-three-in-line (slope_line_rows.cpp): ln_R_C_R2_C2, at most `limit` open squares of the line
// from (R,C) through (R2,C2), any slope, to the next wall or edge; one per line with more.
std::unique_ptr<RowFamily> slope_line_rows(const Board& board, int32_t limit);

// Named cuts (cut_rows.cpp): valid inequalities the user asks for by name.
// spencer: sum of x >= ceil((n - 1) / 2), queens' domination number's lower bound.
std::unique_ptr<RowFamily> spencer_row(const Board& board);
// A proof's cube (cube_rows.cpp): zr_R / zc_C "row R (column C) holds no piece" for the first and
// last empty row and column, pr_R / pc_C "row R (column C) holds a piece" for those before the
// first and after the last.
std::unique_ptr<RowFamily> empty_line_rows(const Board& board, const EmptyLines& cube);
// The mirrors a board (its walls, holes, fixed pieces, uncovered squares and regions) looks the
// same in: top-bottom, left-right, and the transpose (square boards). Any two of them make all 8
// symmetries; one alone, or the two flips of a rectangle, keep fewer.
struct MirrorsKept {
  bool top_bottom = false, left_right = false, transpose = false;
  bool all() const { return top_bottom && left_right && transpose; }
  bool any() const { return top_bottom || left_right || transpose; }
};
// sym_tb, sym_lr, sym_diag, each where its mirror is kept: the placement with at least as many
// pieces in its top half as in its bottom half, as many in its left half as in its right, and the
// first excess at least the second (of a placement and its images under the mirrors kept, one
// always does). `armies`: counting both colours, and sym_army: white's row numbers add up to at
// least black's (swap the colours if not).
std::unique_ptr<RowFamily> symmetry_rows(const Board& board, MirrorsKept kept, bool armies);
// "the top-bottom and left-right mirrors (4 of the 8 symmetries)": for a header and a message.
std::string mirrors_text(MirrorsKept kept);

// The board's symmetries by number: 1 top-bottom, 2 left-right, 3 the half turn, 4 the main
// diagonal, 5 the other diagonal, 6 and 7 the quarter turns (square boards only for 4 to 7).
Square symmetry_image(int g, Square q, int32_t rows, int32_t cols);
std::string_view symmetry_word(int g);  // "top-bottom mirror", "half turn", ...
// The lex-leader rows (--cut lex, lex_rows.cpp): of each class of placements under the symmetries
// `kept` (numbers as above), the one whose pieces, read in board order as a 0/1 word, come first;
// per symmetry a chain of lxG_R_C columns, which the model declares on the squares chain_squares gives.
std::unique_ptr<RowFamily> lex_leader_rows(const Board& board, std::vector<int> kept);
std::vector<bool> lex_chain_squares(const Board& board, int g);

}  // namespace boardlp
