#pragma once
// From boardlp's words to the exact counter's: a piece, and a whole spec where the counter can
// count its problem. The counter keeps its own rules of attack; only the question crosses here.
#include <optional>
#include <span>
#include <string_view>

#include "counter.hpp"
#include "piece.hpp"
#include "problem.hpp"

namespace boardlp {

// The counter's fast searches know the named pieces; any other is counted from its Betza moves.
void set_count_piece(Piece p, count::Question& problem);

// What the counter computes for a problem (its Goal), and how boardlp-count names its answer.
struct CountedProblem {
  Problem problem;
  count::Goal goal;
  std::string_view key;    // the JSON key of the optimum: "max", "pieces", "min", "army"
  std::string_view words;  // "maximum", "minimum dominating", ...
};
// The problems the counter counts: max, place K, the three dominations and armies; not costs or
// least-walls (cuts only shape a model: the counter's answer is the problem's, with or without them).
std::span<const CountedProblem> counted_problems();
const CountedProblem* counted(Problem p);  // nullptr: not counted

// The counter's question for a spec; nullopt for a problem it does not count.
std::optional<count::Question> count_problem_of(const Spec& spec);

}  // namespace boardlp
