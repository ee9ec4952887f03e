#include "names.hpp"

#include <algorithm>
#include <array>
#include <cstring>

#include <fmt/format.h>

namespace boardlp {

namespace {

// The text of 0..9999, built at compile time: numbers on a board are almost always below 10,000,
// so writing one is a 4-byte copy, not a loop of divisions (it was 38% of a 1000-queens write).
struct SmallNumber {
  char digits[4];
  uint8_t length;
};
constexpr auto kSmallNumbers = [] {
  std::array<SmallNumber, 10000> table{};
  for (uint32_t v = 0; v < table.size(); ++v) {
    SmallNumber& n = table[v];
    n.length = v < 10 ? 1 : v < 100 ? 2 : v < 1000 ? 3 : 4;
    for (uint32_t i = n.length, x = v; i-- > 0; x /= 10) n.digits[i] = static_cast<char>('0' + x % 10);
  }
  return table;
}();

}  // namespace

char* put_uint(char* p, uint64_t v) {
  if (v < kSmallNumbers.size()) {
    const SmallNumber& n = kSmallNumbers[v];
    std::memcpy(p, n.digits, 4);  // the buffer always has room for 4; only `length` count
    return p + n.length;
  }
  // Larger: the high part recursively, then exactly four digits.
  p = put_uint(p, v / 10000);
  const SmallNumber& low = kSmallNumbers[v % 10000];
  for (int i = 0; i < 4 - low.length; ++i) *p++ = '0';
  std::memcpy(p, low.digits, low.length);
  return p + low.length;
}

namespace {

char* put(char* p, std::string_view s) {  // a prefix of a few letters: no memcpy call
  for (char ch : s) *p++ = ch;
  return p;
}

// "_R_C" with 1-based indices.
char* put_square(char* p, int32_t r, int32_t c) {
  *p++ = '_';
  p = put_uint(p, static_cast<uint64_t>(r) + 1);
  *p++ = '_';
  return put_uint(p, static_cast<uint64_t>(c) + 1);
}

}  // namespace

namespace {
constexpr std::string_view kCutNames[] = {"spencer", "sym_tb", "sym_lr", "sym_diag", "sym_army"};
}  // namespace

std::string_view cut_name(CutRow cut) { return kCutNames[static_cast<size_t>(cut)]; }

namespace {

// "_k" after a column's name; "ck" after a row's (no '_': fixed MPS has 8 characters, and
// "dr_8_8c9" fits where "dr_8_8_c9" would not).
char* put_layer(char* p, uint16_t layer, bool row) {
  if (layer == 0) return p;
  *p++ = row ? 'c' : '_';
  return put_uint(p, layer);
}

char* put_row_name_unlayered(char* p, const RowName& n) {
  if (n.side != Side::none) *p++ = side_letter(n.side);
  switch (n.kind) {
    case RowKind::whole_row: return put_uint(put(p, "row_"), static_cast<uint64_t>(n.r) + 1);
    case RowKind::whole_col: return put_uint(put(p, "col_"), static_cast<uint64_t>(n.c) + 1);
    case RowKind::segment: return put_square(put(p, dir_code(static_cast<Dir>(n.code))), n.r, n.c);
    case RowKind::span:
      p = put_square(put(p, dir_code(static_cast<Dir>(n.code))), n.r, n.c);
      *p++ = '_';
      return put_uint(p, static_cast<uint64_t>(n.k));
    case RowKind::king_block: return put_square(put(p, "kb"), n.r, n.c);
    case RowKind::leap: {  // a knight's leap is n4..n8 (toward that hour); another, l + its direction
      const auto d = static_cast<Dir>(n.code);
      const std::string_view code = dir_code(d);
      if (d >= Dir::n4) p = put(put(p, "n"), code.substr(2));  // "nr4" -> "n4"
      else p = put(put(p, "l"), code);
      return put_square(p, n.r, n.c);
    }
    case RowKind::square: return put_square(put(p, "sq"), n.r, n.c);
    case RowKind::fixed: return put_square(put(p, "fx"), n.r, n.c);
    case RowKind::cover: return put_square(put(p, "cv"), n.r, n.c);
    case RowKind::total_cover: return put_square(put(p, "tc"), n.r, n.c);
    case RowKind::balance: return put(p, "balance");
    case RowKind::cut: return put(p, cut_name(static_cast<CutRow>(n.code)));
    case RowKind::pieces: return put(p, "pieces");
    case RowKind::bound: return put(p, "reach");
    case RowKind::region: *(p = put(p, "rg_")) = static_cast<char>(n.code); return p + 1;
    case RowKind::trivial: return put(p, "trivial");
    case RowKind::colour_link: return put_square(put(p, "lk"), n.r, n.c);
    case RowKind::colour_order: return put(p, "ord_");  // then the colour: ord_c1 reads "order, colour 1"
    case RowKind::line_use: {
      const auto use = static_cast<LineUse>(n.code);
      const bool row = use == LineUse::empty_row || use == LineUse::used_row;
      p = put(p, use == LineUse::empty_row ? "zr_" : use == LineUse::empty_col ? "zc_" : row ? "pr_" : "pc_");
      return put_uint(p, static_cast<uint64_t>(row ? n.r : n.c) + 1);
    }
    case RowKind::through: return put_square(put_square(put(p, "ln"), n.r, n.c), n.r + n.k, n.c + n.k2);
    case RowKind::lex: {
      const auto part = static_cast<LexPart>(n.code >> 4);
      p = put(p, part == LexPart::order ? "lxo" : part == LexPart::both_absent ? "lxa" : "lxb");
      return put_square(put_uint(p, n.code & 15u), n.r, n.c);
    }
  }
  return p;
}

}  // namespace

char* put_row_name(char* p, const RowName& n) { return put_layer(put_row_name_unlayered(p, n), n.layer, true); }

char* put_col_name(char* p, const Column& col) {
  const VarKind& kind = var_kind(col.var);
  p = put(p, kind.prefix);
  if (kind.on_square) p = put_square(p, col.r, col.c);
  return put_layer(p, col.layer, false);
}

std::vector<std::string> longest_names(int32_t rows, int32_t cols, int32_t layers) {
  const int32_t r = rows - 1, c = cols - 1, k = std::max(rows, cols) - 1;  // 0-based, as in RowName
  std::vector<std::string> names = {row_name({RowKind::whole_row, 0, r, 0, 0}),
                                    row_name({RowKind::whole_col, 0, 0, c, 0}),
                                    row_name({RowKind::king_block, 0, r, c, 0}),
                                    row_name({RowKind::square, 0, r, c, 0}),
                                    row_name({RowKind::fixed, 0, r, c, 0}),
                                    row_name({RowKind::cover, 0, r, c, 0}),
                                    row_name({RowKind::total_cover, 0, r, c, 0}),
                                    row_name({RowKind::pieces}),
                                    row_name({RowKind::bound}),
                                    row_name({RowKind::region, 'A'}),
                                    row_name({RowKind::balance}),
                                    row_name({RowKind::trivial}),
                                    row_name({.kind = RowKind::through, .r = r, .c = c})};  // its second square as long as its first
  for (const LineUse use : {LineUse::empty_row, LineUse::empty_col, LineUse::used_row, LineUse::used_col})
    names.push_back(row_name({RowKind::line_use, static_cast<uint8_t>(use), r, c, 0}));
  for (const std::string_view cut : kCutNames) names.emplace_back(cut);
  for (const LexPart part : {LexPart::order, LexPart::both_absent, LexPart::both_present})
    names.push_back(row_name({RowKind::lex, static_cast<uint8_t>(7 | (static_cast<int>(part) << 4)), r, c, 0}));
  for (const Side side : {Side::white, Side::black, Side::piece, Side::unattacked, Side::holds}) {  // a side before a square row's name
    names.push_back(row_name({RowKind::square, 0, r, c, 0, side}));
    for (Dir d : kAllDirs) {
      names.push_back(row_name({RowKind::segment, static_cast<uint8_t>(d), r, c, 0, side}));
      names.push_back(row_name({RowKind::span, static_cast<uint8_t>(d), r, c, k, side}));
      names.push_back(row_name({RowKind::leap, static_cast<uint8_t>(d), r, c, 0, side}));
    }
  }
  for (const VarKind& v : kVarKinds) names.push_back(col_name(v.var, r, c));
  for (Dir d : kAllDirs) {
    names.push_back(row_name({RowKind::segment, static_cast<uint8_t>(d), r, c, 0}));
    names.push_back(row_name({RowKind::span, static_cast<uint8_t>(d), r, c, k}));
    names.push_back(row_name({RowKind::leap, static_cast<uint8_t>(d), r, c, 0}));
  }
  if (layers > 0) {  // colouring: every row and column name of the last colour, its number at its longest
    const auto last = static_cast<uint16_t>(layers);
    const size_t unlayered = names.size();
    for (size_t i = 0; i < unlayered; ++i) names.push_back(names[i] + "c" + std::to_string(last));
    for (const VarKind& v : kVarKinds) names.push_back(col_name(Column{v.var, last, r, c}));
    names.push_back(row_name({RowKind::colour_link, 0, r, c, 0, Side::none, last}));
    names.push_back(row_name({RowKind::colour_order, 0, 0, 0, 0, Side::none, last}));
  }
  return names;
}

std::string row_name(const RowName& name) {
  char buf[kNameBuffer];
  return std::string(buf, put_row_name(buf, name));
}

std::string row_prefix(const RowName& name) {
  const std::string full = row_name(name);
  return full.substr(0, full.find('_'));
}

std::string col_name(const Column& col) {
  char buf[kNameBuffer];
  return std::string(buf, put_col_name(buf, col));
}

namespace {

constexpr bool is_ascii_letter(char ch) { return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z'); }
constexpr bool is_portable_char(char ch) { return is_ascii_letter(ch) || (ch >= '0' && ch <= '9') || ch == '_'; }

constexpr auto kPortableChars = [] {
  std::array<bool, 256> table{};
  for (int ch = 0; ch < 256; ++ch) table[ch] = is_portable_char(static_cast<char>(ch));
  return table;
}();

bool equals_ignoring_case(std::string_view a, std::string_view lower_b) {
  if (a.size() != lower_b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    const char ch = a[i] >= 'A' && a[i] <= 'Z' ? static_cast<char>(a[i] - 'A' + 'a') : a[i];
    if (ch != lower_b[i]) return false;
  }
  return true;
}

// The words the LP readers treat as section keywords (CoinLpIO, GLPK) in any case.
constexpr std::array<std::string_view, 22> kKeywords{
    "bound", "bounds", "integer", "integers", "general", "generals", "binary", "binaries",
    "bin", "semi", "semis", "semi-continuous", "sos", "end", "free", "inf", "infinity",
    "st", "s.t.", "subject", "minimize", "maximize"};

bool is_keyword(std::string_view name) {
  for (std::string_view k : kKeywords)
    if (equals_ignoring_case(name, k)) return true;
  return false;
}

}  // namespace

// Runs on every name of every file (a million for 1000 queens), so it is a table lookup per
// character; the <cctype> calls it replaced were a third of the writing time.
bool name_is_portable(std::string_view name, size_t max_len) {
  if (name.empty() || name.size() > max_len) return false;
  if (!is_ascii_letter(name[0]) || name[0] == 'e' || name[0] == 'E') return false;
  for (char ch : name)
    if (!kPortableChars[static_cast<unsigned char>(ch)]) return false;
  switch (name[0] | 0x20) {  // only these letters start a keyword
    case 'b': case 'i': case 'g': case 's': case 'f': case 'm': return !is_keyword(name);
    default: return true;
  }
}

std::string name_problem(std::string_view name, size_t max_len) {
  if (name.empty()) return "it is empty";
  if (name.size() > max_len)
    return fmt::format("it has {} characters and this format allows at most {}", name.size(), max_len);
  if (!is_ascii_letter(name[0])) return "it does not start with a letter";
  if (name[0] == 'e' || name[0] == 'E') return "it starts with 'e', which some readers take for an exponent";
  for (char ch : name)
    if (!is_portable_char(ch)) return fmt::format("it contains '{}': only letters, digits and '_' are portable", ch);
  if (is_keyword(name)) return "it is a keyword of the LP format";
  return {};
}

}  // namespace boardlp
