#include "mathml.hpp"

#include <cstdlib>

#include <fmt/format.h>

namespace boardlp::mathml {

namespace {

// "r+1" -> r<mo>+</mo><mn>1</mn>, "c-k" likewise.
std::string index(const std::string& v) {
  std::string out;
  for (char ch : v) {
    if (ch == '+' || ch == '-') out += fmt::format("<mo>{}</mo>", ch == '-' ? "&#x2212;" : "+");
    else if (ch >= '0' && ch <= '9') out += fmt::format("<mn>{}</mn>", ch);
    else out += fmt::format("<mi>{}</mi>", ch);
  }
  return out;
}

// "r+2k" for a move of m steps of `k` ("1" or "k") from `x`.
std::string moved(char x, int32_t m, const std::string& k) {
  if (m == 0) return std::string(1, x);
  const std::string times = k == "1" ? std::to_string(std::abs(m)) : (std::abs(m) == 1 ? k : std::to_string(std::abs(m)) + k);
  return fmt::format("{}{}{}", x, m < 0 ? "-" : "+", times);
}

}  // namespace

std::string var(char letter, const std::string& r, const std::string& c) {
  return fmt::format("<msub><mi>{}</mi><mrow>{}<mo>,</mo>{}</mrow></msub>", letter, index(r), index(c));
}

std::string coloured_var(char letter, const std::string& r, const std::string& c) {
  return fmt::format("<msub><mi>{}</mi><mrow>{}<mo>,</mo>{}<mo>,</mo><mi>k</mi></mrow></msub>", letter, index(r), index(c));
}

std::string var_moved(char letter, Dir d, const std::string& k) {
  const Step s = step_of(d);
  return var(letter, moved('r', s.dr, k), moved('c', s.dc, k));
}

std::string sum(const std::string& under, const std::string& body) {
  return fmt::format("<munder><mo>&#x2211;</mo><mrow>{}</mrow></munder>{}", under, body);
}

std::string sum_range(const std::string& from, const std::string& to, const std::string& body) {
  return fmt::format("<munderover><mo>&#x2211;</mo><mrow>{}</mrow><mrow>{}</mrow></munderover>{}", from, to, body);
}

std::string text(std::string_view words) {
  const bool before = !words.empty() && words.front() == ' ', after = !words.empty() && words.back() == ' ';
  const std::string_view inner = words.substr(before ? 1 : 0, words.size() - (before ? 1 : 0) - (after ? 1 : 0));
  return fmt::format("{}<mtext>{}</mtext>{}", before ? "<mspace width=\"0.3em\"/>" : "", inner,
                     after ? "<mspace width=\"0.3em\"/>" : "");
}

std::string identifier(std::string_view name) { return fmt::format("<mi>{}</mi>", name); }

std::string sum_over_set(char letter, std::string_view set) {
  return sum("<mo stretchy=\"false\">(</mo><mi>r&#x2032;</mi><mo>,</mo><mi>c&#x2032;</mi><mo stretchy=\"false\">)</mo>" + kIn +
                 identifier(set) + kSquare,
             fmt::format("<msub><mi>{}</mi><mrow><mi>r&#x2032;</mi><mo>,</mo><mi>c&#x2032;</mi></mrow></msub>", letter));
}

}  // namespace boardlp::mathml
