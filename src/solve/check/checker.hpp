#pragma once
// The independent check of a solution by the board's rules. It re-derives the rules of attack
// from the board (no code shared with the model builder) and recomputes everything the solver
// claims: pieces only on open squares, no two attacking (walls block lines), the count and the
// objective. The file's own rows are file_rows.hpp's. Needs no solver and no reader: the
// playground compiles it in.
#include <optional>
#include <string>
#include <vector>

#include "board.hpp"
#include "board_info.hpp"
#include "file_format.hpp"
#include "solution.hpp"

namespace boardlp {

// How far a value may be from a whole number, a bound or a sum and still count as it.
inline constexpr double kCheckTolerance = 1e-6;

struct Placement {
  std::vector<Square> pieces;     // board order (armies: the white ones)
  std::vector<Square> new_walls;  // least-walls: the walls the solution adds
  std::vector<Square> black;      // armies: the black pieces, board order
  std::vector<Square> unattacked; // non-dominating: the squares the solution counts as free, board order
  // Colouring: each coloured square with its colour (1, 2, ...), board order (a square may be
  // listed twice, which the check reports), and the colours k whose w_k is 1, in order.
  std::vector<std::pair<Square, int32_t>> coloured;
  std::vector<int32_t> colours_used;
};

// The kind of a column, from its name: x_R_C a piece (white in armies), y_R_C a black one,
// w_R_C a wall, u_R_C an unattacked square, o<line>_R_C a segment's owner (the line form of
// armies and non-dominating; not part of the placement); colouring: x_R_C_k square (R,C) in
// colour k, and w_k colour k used (no square).
// auxiliary: aux_N, a variable of a CNF or WCNF file's cardinality encoding (pb_reader.hpp).
enum class ColumnKind { piece, black, wall, unattacked, owner, coloured, colour_used, auxiliary };
// Whether a column of this kind tells two solutions apart, as the core's table of variables says
// (kVarKinds' placement): the pieces of each colour, the walls a solution adds and a square's
// colour do; a free square, a colour used, a segment's owner and an encoding's or a lex-leader's
// counter do not. Everything that lists, counts, classifies, sizes or projects solutions asks this.
bool tells_solutions_apart(ColumnKind kind);
// Whether a column name is one of those; fills its kind, its 0-based square (none for w_k) and
// its colour (0 for the kinds without one).
bool parse_square_name(std::string_view name, ColumnKind& kind, Square& s, int32_t* colour = nullptr);

// One column of a solution as its name describes it: what it stands for, its square (none for
// w_k) and its colour (0 for the kinds without one).
struct ColumnMeaning {
  ColumnKind kind{};
  Square square;
  int32_t colour = 0;
  friend auto operator<=>(const ColumnMeaning&, const ColumnMeaning&) = default;
};
using ColumnsAtOne = std::vector<ColumnMeaning>;  // a solution's columns at 1, sorted

// The columns at 1 of a solution's values; DriverError(exit_check_failed) for a value that is not
// 0 or 1 and DriverError(exit_bad_input) for a name the header does not explain.
ColumnsAtOne columns_at_one(const std::vector<std::pair<std::string, double>>& values);
// The squares of a solution (the same faults).
Placement placement_of(const ColumnsAtOne& columns);
Placement placement_of(const SolverAnswer& answer);

// Whether two pieces attack each other on a board with the given walls.
bool pieces_attack(Piece piece, Square a, Square b, const Board& walls);

// The squares, walls excepted, that some piece attacks and none stands on, in board order (the
// checker's own rules: walls block lines, holes do not).
std::vector<Square> attacked_squares(const Spec& spec, const std::vector<Square>& pieces);

// Every problem found, as "two queens attack each other: (1,1) and (3,3)"; empty when sound.
std::vector<std::string> check_placement(const BoardInfo& info, const Placement& placement,
                                         std::optional<double> stated_objective);

// Every column of the file is a square's variable and every open square has one; throws
// DriverError(exit_bad_input) naming the first mismatch.
void check_header_matches(const BoardInfo& info, const std::vector<std::string>& col_names);

// The objective as the problem states it: a maximum written to MPS is negated back.
double stated_objective(const BoardInfo* info, FileFormat format, double file_objective);

}  // namespace boardlp
