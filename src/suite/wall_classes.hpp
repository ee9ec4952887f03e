#pragma once
// The classes of k-square sets of a board under its symmetries: each class once, by its least
// member (squares as board-order indexes, the set sorted, sets compared lexicographically).
#include <cstdint>
#include <functional>
#include <vector>

#include "board.hpp"

namespace boardlp::suite {

// Calls `visit` with each class's least member, in increasing order. The symmetries are the
// rotations and reflections of the rectangle and, on a torus, the translations too: every piece
// boardlp knows moves the same way under all of them (Betza's atoms are symmetric).
void for_each_class(int32_t rows, int32_t cols, int k, bool torus, const std::function<void(const std::vector<Square>&)>& visit);

}  // namespace boardlp::suite
