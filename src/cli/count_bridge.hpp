#pragma once
// From boardlp's words to the exact counter's: a piece, and a whole spec where the counter can
// count its problem. The counter keeps its own rules of attack; only the question crosses here.
#include <optional>

#include "counter.hpp"
#include "piece.hpp"
#include "problem.hpp"

namespace boardlp {

// The counter's fast searches know the named pieces; any other is counted from its Betza moves.
void set_count_piece(Piece p, count::Problem& problem);

// The counter's question for a spec: max, place K, dominate, independent-dominate and armies;
// nullopt for the problems it does not count (costs, least-walls) and for cuts, which only shape
// the model (the counter's answer is the problem's, with or without them).
std::optional<count::Problem> count_problem_of(const Spec& spec);

}  // namespace boardlp
