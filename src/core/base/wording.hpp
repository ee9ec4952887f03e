#pragma once
// English for generated text: "1 solution" / "92 solutions", "an 8x8 board" / "a 4x4 board".
#include <cstdint>
#include <string>
#include <string_view>

#include <fmt/format.h>

namespace boardlp {

// "1 queen", "9 queens": n and the word that fits it.
inline std::string counted(uint64_t n, std::string_view one, std::string_view many) {
  return fmt::format("{} {}", n, n == 1 ? one : many);
}

// "a" or "an" before a number as it is read aloud: an 8, an 11, an 18, an 80..89, an 800..899,
// an 8000 ("eight thousand"), an 11000; a 1, a 7, a 100.
inline std::string_view article_for(uint64_t n) {
  uint64_t lead = n;  // the first group of three digits, as read aloud
  while (lead >= 1000) lead /= 1000;
  const std::string digits = std::to_string(lead);
  return digits[0] == '8' || lead == 11 || lead == 18 ? "an" : "a";
}

// "a queen", "an amazon", "an NN piece" (a Betza string is read letter by letter: "en", "ar").
inline std::string with_article(std::string_view noun) {
  if (noun.empty()) return std::string(noun);
  const char first = noun[0];
  const bool upper = first >= 'A' && first <= 'Z';
  const std::string_view vowels = upper ? "AEFHILMNORSX" : "aeiou";
  return fmt::format("{} {}", vowels.find(first) != std::string_view::npos ? "an" : "a", noun);
}

// "an 8x8 board", "a 4x7 board".
inline std::string a_board(int64_t rows, int64_t cols) {
  return fmt::format("{} {}x{} board", article_for(static_cast<uint64_t>(rows)), rows, cols);
}

}  // namespace boardlp
