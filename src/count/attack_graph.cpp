#include "attack_graph.hpp"

#include <stdexcept>

#include <fmt/format.h>

namespace boardlp::count {

std::vector<Move> moves_of(const Question& p) {
  std::string letters = p.betza;
  switch (p.kind) {
    case Kind::queen: letters = "Q"; break;
    case Kind::rook: letters = "R"; break;
    case Kind::bishop: letters = "B"; break;
    case Kind::king: letters = "K"; break;
    case Kind::knight: letters = "N"; break;
    case Kind::amazon: letters = "QN"; break;
    case Kind::chancellor: letters = "RN"; break;
    case Kind::archbishop: letters = "BN"; break;
    case Kind::betza: break;
  }
  std::vector<Move> moves;
  auto atom = [&](char letter, bool ride) {
    const std::pair<char, std::pair<int, int>> atoms[] = {
        {'W', {0, 1}}, {'F', {1, 1}}, {'D', {0, 2}}, {'N', {1, 2}}, {'A', {2, 2}}};
    for (const auto& [name, ab] : atoms)
      if (name == letter) {
        for (int sa : {1, -1})
          for (int sb : {1, -1}) {
            moves.push_back({sa * ab.first, sb * ab.second, ride});
            moves.push_back({sb * ab.second, sa * ab.first, ride});
          }
        return;
      }
    throw std::invalid_argument(fmt::format("boardlp-count does not know the move letter '{}': use W F D N A "
                                            "(doubled: their rider) and R B Q K", letter));
  };
  for (size_t i = 0; i < letters.size(); ++i) {
    const char ch = letters[i];
    if (ch == 'R') atom('W', true);
    else if (ch == 'B') atom('F', true);
    else if (ch == 'Q') atom('W', true), atom('F', true);
    else if (ch == 'K') atom('W', false), atom('F', false);
    else if (i + 1 < letters.size() && letters[i + 1] == ch) atom(ch, true), ++i;
    else atom(ch, false);
  }
  if (moves.empty()) throw std::invalid_argument("the piece has no moves: give Betza letters, e.g. NN or WFN");
  return moves;
}

}  // namespace boardlp::count
