#pragma once
// The five chess pieces and how each one attacks.
#include <optional>
#include <string_view>

namespace boardlp {

enum class Piece { queen, rook, bishop, king, knight };

// "queens" or "queen" (any case) -> Piece; nullopt for anything else.
std::optional<Piece> parse_piece(std::string_view text);
std::string_view singular(Piece p);  // "queen"
std::string_view plural(Piece p);    // "queens", as written in files and headers

// Queens, rooks and bishops attack along lines that walls cut; kings and knights jump.
bool attacks_along_lines(Piece p);
bool attacks_rows_and_columns(Piece p);  // queen, rook
bool attacks_diagonals(Piece p);         // queen, bishop

}  // namespace boardlp
