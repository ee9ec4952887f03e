#pragma once
// What the user asked for: a piece, a board, walls and one problem. Everything the generator
// writes, including the header line the driver reads back, derives from this. What each problem
// means is the problems' own (problems/problem.hpp).
#include <cstdint>
#include <string>
#include <vector>

#include "board.hpp"
#include "piece.hpp"
#include "square_class.hpp"

namespace boardlp {

// Each problem is one unit, its recipe, rows and checks in one file of core/problems/.
enum class Problem { max, place, least_walls, dominate, independent_dominate, total_dominate, double_dominate,
                     armies, non_dominating, regions, colour, no_three_in_line };
enum class Formulation { clique, pairwise };
// How a covering model says that a square is covered: by the squares that see it, one row per
// square listing them all (O(n^3) nonzeros for riders); or by the lines through it, a segment's
// indicator o<line> per segment that holds a piece (O(n^2)).
enum class CoverForm { squares, lines };

// One cube of a proof split by the empty lines (boardlp suite proof): rows first_row and last_row
// are the first and the last row that hold no piece (so every row before first_row and after
// last_row holds one), and the same for the columns. 0-based.
struct EmptyLines {
  int32_t first_row = 0, last_row = 0, first_col = 0, last_col = 0;
  bool operator==(const EmptyLines&) const = default;
};

struct Spec {
  Piece piece = Piece::queen;
  int32_t rows = 8, cols = 8;
  std::vector<Square> walls;  // 0-based, board order: no piece, and they cut lines
  std::vector<Square> holes;  // no piece, but lines pass over them
  std::vector<Square> fixed;  // pieces already on the board (the completion problem)
  // --pieces-on: pieces stand only on this class's squares; the others are holes, added to `holes`
  // (apply_square_classes). --cover-on: the dominations cover only this class's squares; the
  // others but walls are in `uncovered`, which need no cover (board order).
  SquareClass pieces_on = SquareClass::all, cover_on = SquareClass::all;
  std::vector<Square> uncovered;
  // --dominance: a square where a piece covers a proper subset of what a piece on another square
  // covers (at no lower weight) holds no piece, as a hole (dominance.hpp): the optimum of a
  // domination stays, its number of solutions does not. `dominated` (board order) joins `holes`.
  bool dominance = false;
  std::vector<Square> dominated;
  bool torus = false;         // lines and leaps wrap around the edges
  Problem problem = Problem::max;
  int64_t k = -1;             // place, least-walls, ...: the number of pieces; colour: of colours (-1: the default)
  Formulation formulation = Formulation::clique;
  CoverForm cover = CoverForm::squares;  // --cover lines: the dominations' line cover
  // --at-most K: the dominations' feasibility form at a bound: at most K pieces, no objective
  // ("can K pieces do it?"; infeasible proves that K + 1 are needed). -1: the optimisation form.
  int64_t at_most = -1;
  int64_t at_least = -1;      // --at-least M: a maximum's feasibility form, its objective's terms >= M, no objective
  std::optional<EmptyLines> cube;  // --cube: one cube of a proof (with --at-most)
  std::vector<double> weights;  // --weights: rows * cols numbers, row-major
  std::string weights_file;     // for the header: where the weights came from
  // --weights FILE: the objective, which counts pieces, weighs each by its square's number in
  // `weights` instead (min-weight domination, max-weight independent set, ...); a problem without
  // an objective (--place K) gets one: the least total weight of its placements.
  bool weighted = false;
  bool cut_spencer = false;   // --cut spencer: queens domination's lower bound (cut_rows.cpp)
  bool cut_symmetry = false;  // --cut symmetry: keep the placements of one half-count order
  bool cut_lex = false;       // --cut lex: keep the lex-leader of each class of mirror images
  bool cut_colour_order = false;  // --cut colour-order: colour k is used only if colour k-1 is (colouring)
  bool cut_clique = false;        // --cut clique: a clique's squares take colours 1, 2, ... (colouring)
  // --regions FILE: each square's region, a letter or a digit ('#' on a wall), rows * cols row-major.
  std::vector<char> regions;
  std::string regions_file;   // for the header: where the regions came from
  std::string written_for;    // --for SOLVER: the header says whose measured form the file takes ("" none)
};

}  // namespace boardlp
