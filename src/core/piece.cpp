#include "piece.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <string>

namespace boardlp {

namespace {
struct PieceName {
  Piece piece;
  std::string_view one, many;
};
constexpr std::array<PieceName, 5> kNames{{
    {Piece::queen, "queen", "queens"},
    {Piece::rook, "rook", "rooks"},
    {Piece::bishop, "bishop", "bishops"},
    {Piece::king, "king", "kings"},
    {Piece::knight, "knight", "knights"},
}};
}  // namespace

std::optional<Piece> parse_piece(std::string_view text) {
  std::string lower(text);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
  for (const auto& n : kNames)
    if (lower == n.one || lower == n.many) return n.piece;
  return std::nullopt;
}

std::string_view singular(Piece p) { return kNames[static_cast<int>(p)].one; }
std::string_view plural(Piece p) { return kNames[static_cast<int>(p)].many; }

bool attacks_rows_and_columns(Piece p) { return p == Piece::queen || p == Piece::rook; }
bool attacks_diagonals(Piece p) { return p == Piece::queen || p == Piece::bishop; }
bool attacks_along_lines(Piece p) { return attacks_rows_and_columns(p) || attacks_diagonals(p); }

}  // namespace boardlp
