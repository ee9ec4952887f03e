#include "piece.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <vector>

#include <fmt/format.h>

#include "wording.hpp"

namespace boardlp {

namespace {

constexpr uint16_t kW = bit(Dir::right) | bit(Dir::down);
constexpr uint16_t kF = bit(Dir::down_right) | bit(Dir::down_left);
constexpr uint16_t kD = bit(Dir::right2) | bit(Dir::down2);
constexpr uint16_t kA = bit(Dir::down_right2) | bit(Dir::down_left2);
constexpr uint16_t kN = bit(Dir::n4) | bit(Dir::n5) | bit(Dir::n7) | bit(Dir::n8);

// The one table of named pieces: adding a piece is a line here (and its own rules in the
// checker, the counter and the tests' brute force, which keep theirs on purpose).
struct NamedPiece {
  Piece piece;
  std::string_view one, many, ascii, unicode, rule;
};
constexpr std::array<NamedPiece, 10> kPieces{{
    {Piece(kW | kF, 0), "queen", "queens", "Q", "\u265B", "A queen attacks along its row, its column and both its diagonals."},
    {Piece(kW, 0), "rook", "rooks", "R", "\u265C", "A rook attacks along its row and its column."},
    {Piece(kF, 0), "bishop", "bishops", "B", "\u265D", "A bishop attacks along both its diagonals."},
    {Piece(0, kW | kF), "king", "kings", "K", "\u265A", "A king attacks the (up to) eight squares that touch its own."},
    {Piece(0, kN), "knight", "knights", "N", "\u265E",
     "A knight attacks the squares a knight's move away: two squares one way and one the other."},
    {Piece(kW | kF, kN), "amazon", "amazons", "A", "A",
     "An amazon attacks as a queen and as a knight: along its row, its column and both its diagonals, and a knight's move away."},
    {Piece(kW, kN), "chancellor", "chancellors", "C", "C",
     "A chancellor attacks as a rook and as a knight: along its row and its column, and a knight's move away."},
    {Piece(kF, kN), "archbishop", "archbishops", "H", "H",
     "An archbishop attacks as a bishop and as a knight: along both its diagonals, and a knight's move away."},
    {Piece(kN, 0), "nightrider", "nightriders", "S", "S",
     "A nightrider attacks along the lines of knight's moves: a knight's move, then the same move again, until a wall or the edge."},
    // Not a chess piece: what the problems of points on a grid (no-three-in-line) place.
    {Piece(0, 0), "point", "points", "P", "\u25CF", "A point attacks nothing; the rows keep any three points off one line."},
}};
constexpr size_t kChessPieces = 9;  // the rows before the point

const NamedPiece* named(Piece p) {
  for (const NamedPiece& n : kPieces)
    if (n.piece == p) return &n;
  return nullptr;
}

struct Atom {
  char letter;
  uint16_t dirs;
};
constexpr Atom kLeapAtoms[] = {{'W', kW}, {'F', kF}, {'D', kD}, {'N', kN}, {'A', kA}};

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& ch : out) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

// The Betza string's moves, or the reason it is not one.
std::optional<Piece> read_betza(std::string_view text, std::string* why) {
  uint16_t rides = 0, leaps = 0;
  if (text.empty()) {
    if (why) *why = "an empty piece";
    return std::nullopt;
  }
  for (size_t i = 0; i < text.size(); ++i) {
    const char ch = text[i];
    const Atom* leap = nullptr;
    for (const Atom& a : kLeapAtoms)
      if (a.letter == ch) leap = &a;
    if (leap) {
      const bool rider = i + 1 < text.size() && text[i + 1] == ch;  // a doubled leap atom rides
      (rider ? rides : leaps) |= leap->dirs;
      if (rider) ++i;
    } else if (ch == 'R') {
      rides |= kW;
    } else if (ch == 'B') {
      rides |= kF;
    } else if (ch == 'Q') {
      rides |= kW | kF;
    } else if (ch == 'K') {
      leaps |= kW | kF;
    } else {
      if (why)
        *why = fmt::format("'{}' in '{}' is not a Betza atom: use W F D N A (leaps; doubled, their rider: NN is the "
                           "nightrider) and R B Q K", ch, text);
      return std::nullopt;
    }
  }
  return Piece(rides, leaps);
}

}  // namespace

std::string named_pieces_text() {
  std::string out;
  for (size_t i = 0; i < kChessPieces; ++i)
    out += (i == 0 ? "" : i + 1 == kChessPieces ? " or " : ", ") + std::string(kPieces[i].many);
  return out;
}

std::vector<std::string> named_piece_words() {
  std::vector<std::string> out;
  for (size_t i = 0; i < kChessPieces; ++i) out.emplace_back(kPieces[i].many);
  return out;
}

const Piece Piece::queen = kPieces[0].piece;
const Piece Piece::rook = kPieces[1].piece;
const Piece Piece::bishop = kPieces[2].piece;
const Piece Piece::king = kPieces[3].piece;
const Piece Piece::knight = kPieces[4].piece;
const Piece Piece::amazon = kPieces[5].piece;
const Piece Piece::chancellor = kPieces[6].piece;
const Piece Piece::archbishop = kPieces[7].piece;
const Piece Piece::nightrider = kPieces[8].piece;
const Piece Piece::point = kPieces[9].piece;

std::optional<Piece> parse_piece(std::string_view text) {
  const std::string l = lower(text);
  for (const NamedPiece& n : kPieces)
    if (l == n.one || l == n.many) return n.piece;
  return read_betza(text, nullptr);
}

std::string betza_error(std::string_view text) {
  std::string why;
  return read_betza(text, &why) ? std::string() : why;
}

std::string betza(Piece p) {
  std::string out;
  const uint16_t r = p.rides();
  if ((r & (kW | kF)) == (kW | kF)) out += 'Q';
  else if (r & kW) out += 'R';
  else if (r & kF) out += 'B';
  for (const Atom& a : kLeapAtoms)
    if (a.dirs != kW && a.dirs != kF && (r & a.dirs) == a.dirs) out += std::string(2, a.letter);
  for (const Atom& a : kLeapAtoms)
    if ((p.leaps() & a.dirs) == a.dirs) out += a.letter;
  return out;
}

std::string singular(Piece p) {
  const NamedPiece* n = named(p);
  return n ? std::string(n->one) : betza(p) + " piece";
}
std::string plural(Piece p) {
  const NamedPiece* n = named(p);
  return n ? std::string(n->many) : betza(p) + " pieces";
}
std::string word(Piece p) {
  const NamedPiece* n = named(p);
  return n ? std::string(n->many) : betza(p);
}
std::string_view glyph(Piece p, bool ascii) {
  const NamedPiece* n = named(p);
  return n ? (ascii ? n->ascii : n->unicode) : "*";
}

std::string rule_text(Piece p) {
  if (const NamedPiece* n = named(p)) return std::string(n->rule);
  std::vector<std::string> parts;
  const uint16_t r = p.rides(), l = p.leaps();
  if (r & kW) parts.push_back("along its row and its column");
  if (r & kF) parts.push_back("along both its diagonals");
  if (r & kD) parts.push_back("along its row and column, every second square");
  if (r & kA) parts.push_back("along its diagonals, every second square");
  if (r & kN) parts.push_back("along the lines of knight's moves (as a nightrider)");
  if (l & kW) parts.push_back("one square straight away");
  if (l & kF) parts.push_back("one square diagonally away");
  if (l & kD) parts.push_back("two squares straight away, leaping");
  if (l & kA) parts.push_back("two squares diagonally away, leaping");
  if (l & kN) parts.push_back("a knight's move away");
  std::string text;
  for (size_t i = 0; i < parts.size(); ++i)
    text += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  std::string sentence = with_article(fmt::format("{} piece", betza(p)));  // "an FD piece", as the Variables line says
  sentence[0] = 'A';
  return fmt::format("{} (Betza notation) attacks {}.", sentence, text.empty() ? "nothing" : text);
}

bool attacks_along_lines(Piece p) { return p.rides() != 0; }
bool attacks_rows_and_columns(Piece p) { return (p.rides() & kW) == kW; }
bool attacks_diagonals(Piece p) { return (p.rides() & kF) == kF; }

}  // namespace boardlp
