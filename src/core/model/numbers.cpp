#include "numbers.hpp"

#include <charconv>
#include <cmath>
#include <cstdint>

#include "double_chars.hpp"
#include "names.hpp"

namespace boardlp {

char* put_number(char* p, double v) {
  if (v == 0) {  // also -0
    *p = '0';
    return p + 1;
  }
  // Whole numbers (the 1s, Ks and most costs) take the fast integer path.
  if (std::abs(v) < 1e15 && v == std::trunc(v)) {
    if (v < 0) *p++ = '-';
    return put_uint(p, static_cast<uint64_t>(std::abs(v)));
  }
  return double_chars(p, p + kNumberBuffer, v);  // shortest round-trip form, "C" locale
}

std::string number_text(double v) {
  char buf[kNumberBuffer];
  return std::string(buf, put_number(buf, v));
}

std::string bounds_text(double lower, double upper) {
  const bool low = std::isfinite(lower) && lower > -1e30, high = std::isfinite(upper) && upper < 1e30;
  if (low && high) return lower == upper ? "= " + number_text(lower) : "in [" + number_text(lower) + ", " + number_text(upper) + "]";
  if (low) return ">= " + number_text(lower);
  if (high) return "<= " + number_text(upper);
  return "free";
}

}  // namespace boardlp
