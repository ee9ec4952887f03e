#pragma once
// From boardlp's spec to the counter's question (count/question.hpp): what boardlp-count and the
// suites' known answers ask the counter, which answers it with rules of its own.
#include <optional>

#include "problem.hpp"
#include "question.hpp"

namespace boardlp {

// The counter's question for a spec; nullopt for a problem it does not count (its recipe's
// CountedAs has no key: least-walls).
std::optional<count::Question> count_problem_of(const Spec& spec);

// The end of a count's line: ", 12 up to symmetry", or why there are no classes when they were
// asked for, or nothing.
std::string classes_text(const count::Result& r, bool classify);

}  // namespace boardlp
