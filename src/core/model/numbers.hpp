#pragma once
// Number formatting for every file boardlp writes: in one place, locale-independent, the
// shortest text that reads back to the same double, whole numbers without a decimal point,
// and never "-0".
#include <cstddef>
#include <string>

namespace boardlp {

inline constexpr size_t kNumberBuffer = 32;

// Appends the number at p (kNumberBuffer bytes free) and returns the end. v must be finite.
char* put_number(char* p, double v);
std::string number_text(double v);
// Bounds as a reader states them, infinite ones (|v| >= 1e30, as the formats write them) left out:
// "= 4", ">= 1", "<= 3", "in [0, 2]" or "free".
std::string bounds_text(double lower, double upper);

}  // namespace boardlp
