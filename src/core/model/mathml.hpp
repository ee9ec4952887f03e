#pragma once
// The pieces of MathML a family's formula is written in, for the teaching page: a variable on a
// square, a sum with its index set underneath, words inside the math.
#include <string>
#include <string_view>

#include "lines.hpp"

namespace boardlp::mathml {

// x_(r,c), with each index written as given: "r+1" -> r + 1, "c-k" -> c - k.
std::string var(char letter, const std::string& r = "r", const std::string& c = "c");
// x_(r,c,k): a variable in colour layer k.
std::string coloured_var(char letter, const std::string& r = "r", const std::string& c = "c");
// The variable of the square one step of d away, the step taken `k` times ("1" or "k"): for d
// down-left, x_(r+k, c-k).
std::string var_moved(char letter, Dir d, const std::string& k);
// A sum over the index set `under` (MathML) of `body`; sum_range: from `from` to `to`.
std::string sum(const std::string& under, const std::string& body);
std::string sum_range(const std::string& from, const std::string& to, const std::string& body);
// Words; an edge space becomes a space of its own (MathML drops an mtext's edge spaces).
std::string text(std::string_view words);
std::string identifier(std::string_view name);  // <mi>name</mi>
// x_(r',c') summed over the set NAME(r,c) ("A", "L"): the squares that attack (r,c), a leap away.
std::string sum_over_set(char letter, std::string_view set);

inline const std::string kSquare =
    "<mo stretchy=\"false\">(</mo><mi>r</mi><mo>,</mo><mi>c</mi><mo stretchy=\"false\">)</mo>";
inline const std::string kIn = "<mo>&#x2208;</mo>";
inline const std::string kPlus = "<mo>+</mo>", kMinus = "<mo>&#x2212;</mo>";
inline const std::string kUsed = "<msub><mi>w</mi><mi>k</mi></msub>";  // w_k: colour k is used

}  // namespace boardlp::mathml
