#pragma once
// Pieces as data: a piece is the set of directions it rides along (steps repeated until the edge
// or a wall) and the set it leaps in (one step, over anything). Named pieces are entries of one
// table (piece.cpp); any other piece is given by its moves in Betza notation ("WFN", "NN").
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boardlp {

// The twelve directions a step of at most two squares can take, each counted once (a line and a
// leap go both ways): dr > 0, or dr == 0 and dc > 0. The first four are the lines of queens.
enum class Dir : uint8_t {
  right, down, down_right, down_left,          // (0,1) (1,0) (1,1) (1,-1): W and F
  right2, down2, down_right2, down_left2,      // (0,2) (2,0) (2,2) (2,-2): D and A
  n4, n5, n7, n8,                              // (1,2) (2,1) (2,-1) (1,-2): N, toward that hour
};
inline constexpr int kDirCount = 12;
inline constexpr Dir kAllDirs[] = {Dir::right, Dir::down, Dir::down_right, Dir::down_left,
                                   Dir::right2, Dir::down2, Dir::down_right2, Dir::down_left2,
                                   Dir::n4, Dir::n5, Dir::n7, Dir::n8};

struct Step {
  int32_t dr, dc;
};
constexpr Step step_of(Dir d) {
  constexpr Step steps[kDirCount] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}, {0, 2}, {2, 0},
                                     {2, 2}, {2, -2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}};
  return steps[static_cast<int>(d)];
}
constexpr uint16_t bit(Dir d) { return static_cast<uint16_t>(1u << static_cast<int>(d)); }

class Piece {
 public:
  constexpr Piece() = default;  // a queen
  constexpr Piece(uint16_t rides, uint16_t leaps) : rides_(rides), leaps_(leaps & ~rides) {}

  static const Piece queen, rook, bishop, king, knight, amazon, chancellor, archbishop, nightrider;
  static const Piece point;  // no move at all: the points of no-three-in-line

  uint16_t rides() const { return rides_; }  // bit(d) for each direction it rides along
  uint16_t leaps() const { return leaps_; }  // and leaps in (never one it rides along)
  bool rides(Dir d) const { return rides_ & bit(d); }
  bool leaps(Dir d) const { return leaps_ & bit(d); }
  friend bool operator==(const Piece&, const Piece&) = default;

 private:
  uint16_t rides_ = bit(Dir::right) | bit(Dir::down) | bit(Dir::down_right) | bit(Dir::down_left);
  uint16_t leaps_ = 0;
};

// "queens", "queen" (any case), or a Betza string of the atoms W F D N A (leaps; doubled: their
// rider, NN = nightrider) and R B Q K; a piece whose moves are a named piece's is that piece.
// nullopt for anything else; betza_error says why a string is not one.
std::optional<Piece> parse_piece(std::string_view text);
std::string betza_error(std::string_view text);  // "" for a good Betza string
std::string betza(Piece p);                      // canonical: "Q", "RN", "WFN", "NN"

// "queens, rooks, ... or nightriders": every named chess piece in the table's order, for help texts
// (the table's last row, the point, is named by the problems that place points).
std::string named_pieces_text();
std::vector<std::string> named_piece_words();  // {"queens", "rooks", ...}: the same, as words

std::string singular(Piece p);  // "queen"; "WFN piece" for a piece with no name
std::string plural(Piece p);    // "queens"; "WFN pieces"
std::string word(Piece p);      // as written in files' header lines: "queens", "WFN"
std::string_view glyph(Piece p, bool ascii);  // "Q" / the Unicode chess symbol; a letter for fairy pieces
std::string rule_text(Piece p); // "A queen attacks along its row, its column and both its diagonals."

// What a piece does, for the formulations.
bool attacks_along_lines(Piece p);       // it rides in some direction (walls then cut its lines)
bool attacks_rows_and_columns(Piece p);  // it rides along rows and columns
bool attacks_diagonals(Piece p);         // it rides along both diagonals

}  // namespace boardlp
