#include "mathprog_models.hpp"

#include <fmt/format.h>

#include "template.hpp"

namespace boardlp {

namespace {

std::string square_set(const char* name, const std::vector<Square>& squares) {
  std::string out = fmt::format(" set {} :=", name);
  for (const Square& q : squares) out += fmt::format(" ({},{})", q.r + 1, q.c + 1);
  return out + ";";
}

std::string dims(const Spec& s) { return fmt::format("param R := {}; param C := {};", s.rows, s.cols); }
bool plain_board(const Spec& s) { return s.walls.empty() && s.holes.empty() && s.fixed.empty() && !s.torus; }
bool plain(const Spec& s) { return plain_board(s) && !s.weighted; }  // the models below weigh nothing
bool queens(const Spec& s) { return s.piece == Piece::queen; }

// One row per model: the problem it states, for which specs, and the data that gives it the board.
// The first row that fits is the page's model.
struct ModFile {
  Problem problem;
  const char* name;
  bool (*fits)(const Spec&);
  std::string (*data)(const Spec&);
};

constexpr ModFile kModels[] = {
    {Problem::max, "queens-torus.mod",
     [](const Spec& s) { return queens(s) && s.torus && s.rows == s.cols && s.walls.empty() && s.holes.empty() && s.fixed.empty() && !s.weighted; },
     [](const Spec& s) { return fmt::format("param R := {};", s.rows); }},
    {Problem::max, "queens-walls.mod",
     [](const Spec& s) { return queens(s) && !s.walls.empty() && s.holes.empty() && s.fixed.empty() && !s.torus && !s.weighted; },
     [](const Spec& s) { return dims(s) + square_set("Walls", s.walls); }},
    {Problem::max, "queens.mod", [](const Spec& s) { return queens(s) && plain(s); }, dims},
    {Problem::max, "rooks.mod", [](const Spec& s) { return s.piece == Piece::rook && plain(s); }, dims},
    {Problem::max, "bishops.mod", [](const Spec& s) { return s.piece == Piece::bishop && plain(s); }, dims},
    {Problem::max, "kings.mod", [](const Spec& s) { return s.piece == Piece::king && plain(s); }, dims},
    {Problem::max, "knights.mod", [](const Spec& s) { return s.piece == Piece::knight && plain(s); }, dims},
    {Problem::max, "amazons.mod", [](const Spec& s) { return s.piece == Piece::amazon && plain(s); }, dims},
    {Problem::place, "queens-costs.mod", [](const Spec& s) { return queens(s) && plain_board(s) && s.weighted; },
     [](const Spec& s) { return dims(s) + fmt::format(" param K := {}; param cost : ... (the weights file, a row per row);", s.k); }},
    {Problem::place, "queens-completion.mod",
     [](const Spec& s) { return queens(s) && s.rows == s.cols && s.k == s.rows && s.walls.empty() && s.holes.empty() && !s.torus && !s.weighted; },
     [](const Spec& s) { return fmt::format("param N := {};", s.rows) + square_set("Fixed", s.fixed); }},
    {Problem::place, "queens-place.mod", [](const Spec& s) { return queens(s) && plain(s); },
     [](const Spec& s) { return dims(s) + fmt::format(" param K := {};", s.k); }},
    {Problem::least_walls, "queens-least-walls.mod", [](const Spec& s) { return queens(s) && plain(s); },
     [](const Spec& s) { return dims(s) + fmt::format(" param K := {};", s.k); }},
    {Problem::dominate, "queens-dominate.mod", [](const Spec& s) { return queens(s) && plain(s); }, dims},
    {Problem::independent_dominate, "queens-dominate.mod", [](const Spec& s) { return queens(s) && plain(s); },
     [](const Spec& s) { return dims(s) + " param Independent := 1;"; }},
    {Problem::total_dominate, "queens-dominate.mod", [](const Spec& s) { return queens(s) && plain(s); },
     [](const Spec& s) { return dims(s) + " param Total := 1;"; }},
    {Problem::dominate, "kings-dominate.mod", [](const Spec& s) { return s.piece == Piece::king && plain(s); }, dims},
    {Problem::total_dominate, "kings-dominate.mod", [](const Spec& s) { return s.piece == Piece::king && plain(s); },
     [](const Spec& s) { return dims(s) + " param Total := 1;"; }},
    {Problem::armies, "queens-armies.mod", [](const Spec& s) { return queens(s) && plain(s); }, dims},
};

}  // namespace

MathProgModel mathprog_model_for(const Spec& s) {
  for (const ModFile& m : kModels)
    if (m.problem == s.problem && m.fits(s))
      return {m.name, fmt::format("Its data for this board: data; {} end;", m.data(s)),
              std::string(template_text(std::string("mathprog/") + m.name))};
  return {};
}

}  // namespace boardlp
