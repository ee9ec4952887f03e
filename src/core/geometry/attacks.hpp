#pragma once
// Two questions of the board's geometry that the header's checks, the suites and the tests ask of
// single squares: whether a piece attacks a square, and whether three squares are in one line.
#include "board.hpp"
#include "piece.hpp"

namespace boardlp {

// Whether a piece on a attacks one on b on this board (walls stop rides, never leaps).
bool attacks(Piece piece, const Board& board, Square a, Square b);

// Whether three squares lie on one line (of any slope) with no wall between them.
bool in_one_segment(const Board& board, Square a, Square b, Square c);

}  // namespace boardlp
