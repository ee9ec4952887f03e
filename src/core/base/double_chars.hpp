#pragma once
// std::to_chars and std::from_chars for double. The programs use the standard library's (libstdc++
// has them); the playground's emscripten (its libc++ 14) has only the integer ones, so there the
// same text comes from portable_double_chars and portable_read_double below, which the tests hold
// equal to the standard library's on the programs' build.
#include <charconv>
#include <system_error>

namespace boardlp {

// The shortest text that reads back as v, in plain or scientific form, whichever is shorter (plain
// on a tie): std::to_chars(first, last, v). `last - first` must be at least 32.
char* portable_double_chars(char* first, char* last, double v);
// Reads a number in std::from_chars's general format ("-1.5", "2e3", "inf"; no '+', no spaces,
// no hexadecimal) from [first, last): the standard's results.
std::from_chars_result portable_read_double(const char* first, const char* last, double& v);

#if defined(__cpp_lib_to_chars)
inline char* double_chars(char* first, char* last, double v) { return std::to_chars(first, last, v).ptr; }
inline std::from_chars_result read_double(const char* first, const char* last, double& v) {
  return std::from_chars(first, last, v);
}
#else
inline char* double_chars(char* first, char* last, double v) { return portable_double_chars(first, last, v); }
inline std::from_chars_result read_double(const char* first, const char* last, double& v) {
  return portable_read_double(first, last, v);
}
#endif

}  // namespace boardlp
