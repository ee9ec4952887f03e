#include "double_chars.hpp"

#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>

#include <fmt/format.h>

namespace boardlp {

namespace {

// The exact decimal digits of a whole double: its 53-bit significand doubled as often as its
// exponent says, on a string of digits (past 2^64 no integer type holds it).
std::string exact_whole_digits(double a) {
  int binary_exponent = 0;
  const double fraction = std::frexp(a, &binary_exponent);  // a = fraction * 2^binary_exponent
  const auto significand = static_cast<uint64_t>(std::ldexp(fraction, 53));
  std::string digits = std::to_string(significand);  // most significant first
  for (int i = 0; i < binary_exponent - 53; ++i) {
    int carry = 0;
    for (auto it = digits.rbegin(); it != digits.rend(); ++it) {
      const int d = (*it - '0') * 2 + carry;
      *it = static_cast<char>('0' + d % 10);
      carry = d / 10;
    }
    if (carry) digits.insert(digits.begin(), static_cast<char>('0' + carry));
  }
  return binary_exponent >= 53 ? digits : std::to_string(static_cast<uint64_t>(a));
}

}  // namespace

char* portable_double_chars(char* first, char* last, double v) {
  std::string out;
  if (std::signbit(v)) out += '-';
  const double a = std::fabs(v);
  if (std::isnan(v)) out = std::signbit(v) ? "-nan" : "nan";
  else if (std::isinf(v)) out += "inf";
  else if (a == 0) out += '0';
  else {
    // fmt's shortest round-trip digits (Dragonbox), as D x 10^e with no leading or trailing zero.
    const std::string text = fmt::format("{}", a);
    const size_t e_at = text.find('e');
    const std::string mantissa = text.substr(0, e_at);
    int exponent = e_at == std::string::npos ? 0 : std::stoi(text.substr(e_at + 1));
    std::string digits;
    int point = static_cast<int>(mantissa.size());
    for (size_t i = 0; i < mantissa.size(); ++i) {
      if (mantissa[i] == '.') point = static_cast<int>(i);
      else digits += mantissa[i];
    }
    exponent += point - static_cast<int>(digits.size());
    const size_t lead = digits.find_first_not_of('0');
    digits.erase(0, lead);
    while (digits.size() > 1 && digits.back() == '0') {
      digits.pop_back();
      ++exponent;
    }
    const int n = static_cast<int>(digits.size());
    const int sci_exp = exponent + n - 1;
    const int exp_digits = std::abs(sci_exp) >= 100 ? 3 : 2;
    const int sci_length = n + (n > 1 ? 1 : 0) + 2 + exp_digits;
    const int plain_length = exponent >= 0 ? n + exponent : (n + exponent > 0 ? n + 1 : 2 - exponent);
    if (plain_length <= sci_length) {
      if (exponent >= 0) {
        // A whole number printed in full, as printf's %f does: its exact digits.
        out += exact_whole_digits(a);
      } else if (n + exponent > 0) {
        out += digits.substr(0, static_cast<size_t>(n + exponent)) + "." + digits.substr(static_cast<size_t>(n + exponent));
      } else {
        out += "0." + std::string(static_cast<size_t>(-(n + exponent)), '0') + digits;
      }
    } else {
      out += digits.substr(0, 1);
      if (n > 1) out += "." + digits.substr(1);
      out += fmt::format("e{}{:0{}}", sci_exp < 0 ? '-' : '+', std::abs(sci_exp), exp_digits);
    }
  }
  const size_t room = static_cast<size_t>(last - first);
  const size_t size = out.size() < room ? out.size() : room;
  std::memcpy(first, out.data(), size);
  return first + size;
}

std::from_chars_result portable_read_double(const char* first, const char* last, double& v) {
  // strtod takes more than from_chars does: leading spaces and '+' are refused here, and of
  // "0x..." only the 0 is read.
  const std::string text(first, last);
  const size_t start = text.empty() || text[0] != '-' ? 0 : 1;
  const bool starts_well = start < text.size() && (std::isdigit(static_cast<unsigned char>(text[start])) ||
                                                   text[start] == '.' || std::strchr("iInN", text[start]));
  const bool hexadecimal = text.size() > start + 1 && text[start] == '0' && (text[start + 1] == 'x' || text[start + 1] == 'X');
  if (!starts_well) return {first, std::errc::invalid_argument};
  if (hexadecimal) {  // from_chars reads the 0 of "0x10" and stops at the x
    v = start == 1 ? -0.0 : 0.0;
    return {first + start + 1, std::errc()};
  }
  char* end = nullptr;
  errno = 0;
  const double parsed = std::strtod(text.c_str(), &end);
  if (end == text.c_str()) return {first, std::errc::invalid_argument};
  const char* ptr = first + (end - text.c_str());
  if (errno == ERANGE && (std::isinf(parsed) || parsed == 0)) return {ptr, std::errc::result_out_of_range};
  v = parsed;
  return {ptr, std::errc()};
}

}  // namespace boardlp
