#include "names.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>

#include <fmt/format.h>

namespace boardlp {

char* put_uint(char* p, uint64_t v) {
  char digits[20];
  int n = 0;
  do {
    digits[n++] = static_cast<char>('0' + v % 10);
    v /= 10;
  } while (v != 0);
  while (n > 0) *p++ = digits[--n];
  return p;
}

namespace {

char* put(char* p, std::string_view s) {
  std::memcpy(p, s.data(), s.size());
  return p + s.size();
}

// "_R_C" with 1-based indices.
char* put_square(char* p, int32_t r, int32_t c) {
  *p++ = '_';
  p = put_uint(p, static_cast<uint64_t>(r) + 1);
  *p++ = '_';
  return put_uint(p, static_cast<uint64_t>(c) + 1);
}

}  // namespace

char* put_row_name(char* p, const RowName& n) {
  switch (n.kind) {
    case RowKind::whole_row: return put_uint(put(p, "row_"), static_cast<uint64_t>(n.r) + 1);
    case RowKind::whole_col: return put_uint(put(p, "col_"), static_cast<uint64_t>(n.c) + 1);
    case RowKind::segment: return put_square(put(p, dir_code(static_cast<Dir>(n.code))), n.r, n.c);
    case RowKind::span:
      p = put_square(put(p, dir_code(static_cast<Dir>(n.code))), n.r, n.c);
      *p++ = '_';
      return put_uint(p, static_cast<uint64_t>(n.k));
    case RowKind::king_block: return put_square(put(p, "kb"), n.r, n.c);
    case RowKind::knight_move:
      *p++ = 'n';
      *p++ = static_cast<char>('0' + n.code);
      return put_square(p, n.r, n.c);
    case RowKind::square: return put_square(put(p, "sq"), n.r, n.c);
    case RowKind::pieces: return put(p, "pieces");
    case RowKind::trivial: return put(p, "trivial");
  }
  return p;
}

char* put_col_name(char* p, Var var, int32_t r, int32_t c) {
  *p++ = var == Var::piece ? 'x' : 'w';
  return put_square(p, r, c);
}

std::string row_name(const RowName& name) {
  char buf[kNameBuffer];
  return std::string(buf, put_row_name(buf, name));
}

std::string col_name(Var var, int32_t r, int32_t c) {
  char buf[kNameBuffer];
  return std::string(buf, put_col_name(buf, var, r, c));
}

std::string name_problem(std::string_view name, size_t max_len) {
  // The words the LP readers treat as section keywords (CoinLpIO, GLPK) in any case.
  static constexpr std::array<std::string_view, 22> kKeywords{
      "bound", "bounds", "integer", "integers", "general", "generals", "binary", "binaries",
      "bin", "semi", "semis", "semi-continuous", "sos", "end", "free", "inf", "infinity",
      "st", "s.t.", "subject", "minimize", "maximize"};
  if (name.empty()) return "it is empty";
  if (name.size() > max_len)
    return fmt::format("it has {} characters and this format allows at most {}", name.size(), max_len);
  const auto ch0 = static_cast<unsigned char>(name[0]);
  if (!std::isalpha(ch0)) return "it does not start with a letter";
  if (ch0 == 'e' || ch0 == 'E') return "it starts with 'e', which some readers take for an exponent";
  for (char ch : name) {
    const auto u = static_cast<unsigned char>(ch);
    if (!(u < 128 && (std::isalnum(u) || ch == '_')))
      return fmt::format("it contains '{}': only letters, digits and '_' are portable", ch);
  }
  std::string lower(name);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
  for (std::string_view k : kKeywords)
    if (lower == k) return "it is a keyword of the LP format";
  return {};
}

}  // namespace boardlp
