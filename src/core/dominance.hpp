#pragma once
// The dominance rule (--dominance): a square where a piece covers a proper subset of the squares a
// piece on another square covers, at no lower weight, can stay empty without losing the optimum of
// a minimum cover: any solution moves such a piece to the larger square (or drops it, if a piece
// stands there already) and stays a solution, no worse. Strict subsets make the rule an order, so
// the squares left holding pieces are its maximal ones, and the board's symmetries keep the set.
// Sound for the optimum, not for counts: the solutions that use a dominated square are gone.
#include <vector>

#include "spec.hpp"

namespace boardlp {

// The open squares (no wall, no hole, no fixed piece) the rule leaves empty, in board order, for a
// spec whose --pieces-on and --cover-on are applied and whose weights are read. UserError for a
// problem whose optimum the rule may lose (one that keeps pieces apart, covers twice, ...).
std::vector<Square> dominated_squares(const Spec& spec);

}  // namespace boardlp
