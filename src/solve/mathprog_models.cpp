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

}  // namespace

MathProgModel mathprog_model_for(const Spec& s) {
  const std::string dims = fmt::format("param R := {}; param C := {};", s.rows, s.cols);
  std::string name, data = dims;
  const bool plain = s.walls.empty() && s.holes.empty() && s.fixed.empty() && !s.torus;
  const bool queens = s.piece == Piece::queen;
  switch (s.problem) {
    case Problem::max:
      if (queens && s.torus && s.rows == s.cols && s.walls.empty() && s.holes.empty() && s.fixed.empty()) name = "queens-torus.mod", data = fmt::format("param R := {};", s.rows);
      else if (queens && !s.walls.empty() && s.holes.empty() && s.fixed.empty() && !s.torus) name = "queens-walls.mod", data = dims + square_set("Walls", s.walls);
      else if (plain) {
        for (const auto& [piece, mod] : {std::pair{Piece::queen, "queens.mod"}, {Piece::rook, "rooks.mod"}, {Piece::bishop, "bishops.mod"},
                                         {Piece::king, "kings.mod"}, {Piece::knight, "knights.mod"}, {Piece::amazon, "amazons.mod"}})
          if (s.piece == piece) name = mod;
      }
      break;
    case Problem::place:
      if (queens && s.rows == s.cols && s.k == s.rows && s.walls.empty() && s.holes.empty() && !s.torus)
        name = "queens-completion.mod", data = fmt::format("param N := {};", s.rows) + square_set("Fixed", s.fixed);
      else if (queens && plain) name = "queens-place.mod", data = dims + fmt::format(" param K := {};", s.k);
      break;
    case Problem::costs:
      if (queens && plain) name = "queens-costs.mod", data = dims + fmt::format(" param K := {}; param cost : ... (the costs file, a row per row);", s.k);
      break;
    case Problem::least_walls:
      if (queens && plain) name = "queens-least-walls.mod", data = dims + fmt::format(" param K := {};", s.k);
      break;
    case Problem::dominate:
    case Problem::independent_dominate:
      if (plain && (queens || s.piece == Piece::king))
        name = queens ? "queens-dominate.mod" : "kings-dominate.mod",
        data = dims + (s.problem == Problem::independent_dominate ? " param Independent := 1;" : "");
      break;
    case Problem::armies:
      if (queens && plain) name = "queens-armies.mod";
      break;
  }
  if (name.empty() || (name == "kings-dominate.mod" && s.problem == Problem::independent_dominate)) return {};
  return {name, fmt::format("Its data for this board: data; {} end;", data), std::string(template_text("mathprog/" + name))};
}

}  // namespace boardlp
