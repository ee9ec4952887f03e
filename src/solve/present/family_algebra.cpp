#include "family_algebra.hpp"

#include <algorithm>
#include <string_view>

#include <fmt/format.h>

#include "lines.hpp"

namespace boardlp {

namespace {

// MathML pieces: a variable on a square, a sum with its index set underneath, words.
std::string var(char letter, const std::string& r = "r", const std::string& c = "c") {
  auto index = [](const std::string& v) {  // "r+1" -> r<mo>+</mo><mn>1</mn>, "c-k" likewise
    std::string out;
    for (char ch : v) {
      if (ch == '+' || ch == '-') out += fmt::format("<mo>{}</mo>", ch == '-' ? "&#x2212;" : "+");
      else if (ch >= '0' && ch <= '9') out += fmt::format("<mn>{}</mn>", ch);
      else out += fmt::format("<mi>{}</mi>", ch);
    }
    return out;
  };
  return fmt::format("<msub><mi>{}</mi><mrow>{}<mo>,</mo>{}</mrow></msub>", letter, index(r), index(c));
}
std::string sum(const std::string& under, const std::string& body) {
  return fmt::format("<munder><mo>&#x2211;</mo><mrow>{}</mrow></munder>{}", under, body);
}
std::string sum_range(const std::string& from, const std::string& to, const std::string& body) {
  return fmt::format("<munderover><mo>&#x2211;</mo><mrow>{}</mrow><mrow>{}</mrow></munderover>{}", from, to, body);
}
// Words inside the math: MathML drops an mtext's edge spaces, so they become spaces of their own.
std::string text(std::string_view words) {
  const bool before = !words.empty() && words.front() == ' ', after = !words.empty() && words.back() == ' ';
  const std::string_view inner = words.substr(before ? 1 : 0, words.size() - (before ? 1 : 0) - (after ? 1 : 0));
  return fmt::format("{}<mtext>{}</mtext>{}", before ? "<mspace width=\"0.3em\"/>" : "", inner,
                     after ? "<mspace width=\"0.3em\"/>" : "");
}
const std::string kSquare = "<mo stretchy=\"false\">(</mo><mi>r</mi><mo>,</mo><mi>c</mi><mo stretchy=\"false\">)</mo>";
const std::string kIn = "<mo>&#x2208;</mo>";
const std::string kPlus = "<mo>+</mo>", kMinus = "<mo>&#x2212;</mo>";

// The step of a line's or leap's code (rt, dr2, nr4, ...) as the moves of r and c: "c+k".
struct CodeStep {
  std::string_view code;
  Dir dir;
};
constexpr CodeStep kCodes[] = {{"rt", Dir::right},        {"dn", Dir::down},          {"dr", Dir::down_right},
                               {"dl", Dir::down_left},    {"rt2", Dir::right2},       {"dn2", Dir::down2},
                               {"dr2", Dir::down_right2}, {"dl2", Dir::down_left2},   {"nr4", Dir::n4},
                               {"nr5", Dir::n5},          {"nr7", Dir::n7},           {"nr8", Dir::n8}};
std::optional<Dir> dir_of_code(std::string_view code) {
  for (const CodeStep& s : kCodes)
    if (s.code == code) return s.dir;
  return std::nullopt;
}
// "r+2k" for a move of m steps of `k` ("1" or "k") from `x`.
std::string moved(char x, int32_t m, const std::string& k) {
  if (m == 0) return std::string(1, x);
  const std::string times = k == "1" ? std::to_string(std::abs(m)) : (std::abs(m) == 1 ? k : std::to_string(std::abs(m)) + k);
  return fmt::format("{}{}{}", x, m < 0 ? "-" : "+", times);
}
std::string var_moved(char letter, Dir d, const std::string& k) {
  const Step s = step_of(d);
  return var(letter, moved('r', s.dr, k), moved('c', s.dc, k));
}

int parts_of(const std::string& name) { return static_cast<int>(std::count(name.begin(), name.end(), '_')) + 1; }

// The line a segment family runs along, in words, and whether the board lets it say "every whole
// line" (no walls to cut it, no torus to wrap it).
bool open_board(const Spec* spec) { return spec && spec->walls.empty() && !spec->torus; }

}  // namespace

namespace {

// Every family but a colouring's, by its first row's name.
std::optional<FamilyAlgebra> plain_algebra(const std::string& first_row, const std::string& first_terms,
                                           const std::string& relation, const Spec* spec);

// Colouring: x_(r,c,k) and w_k.
std::string coloured_var(const std::string& r = "r", const std::string& c = "c") {
  std::string v = var('x', r, c);
  return v.insert(v.size() - std::string("</mrow></msub>").size(), "<mo>,</mo><mi>k</mi>");
}
const std::string kUsed = "<msub><mi>w</mi><mi>k</mi></msub>";

// A colouring's rows: sq (one colour a square), lk and ord, and each packing family once per
// colour (its name with "cK" after it), written as the packing family's algebra in colour k.
std::optional<FamilyAlgebra> colouring_algebra(const std::string& first_row, const std::string& first_terms,
                                               const std::string& relation, const Spec* spec) {
  const std::string prefix = first_row.substr(0, first_row.find('_'));
  if (prefix == "sq")
    return FamilyAlgebra{sum("<mi>k</mi>", coloured_var()) + relation, text("for each open square ") + kSquare,
                         "every square has exactly one colour"};
  if (prefix == "lk")
    return FamilyAlgebra{coloured_var() + kMinus + kUsed + relation,
                         text("for each colour ") + "<mi>k</mi>" + text(" and each square ") + kSquare + text(" no other square attacks"),
                         "a square in no packing row takes colour k only if colour k is used"};
  if (prefix == "ord")
    return FamilyAlgebra{kUsed + kMinus + "<msub><mi>w</mi><mrow><mi>k</mi><mo>+</mo><mn>1</mn></mrow></msub>" + relation,
                         text("for each colour ") + "<mi>k</mi>" + text(" but the last"),
                         "a cut: colour k+1 only if colour k, so that of the renamings of a colouring only those that use the "
                         "first colours first are left"};
  if (prefix == "fx")
    return FamilyAlgebra{coloured_var() + relation, text("for the k-th square ") + kSquare + text(" of a clique"),
                         "a cut: the squares of a clique, which all attack each other, take colours 1, 2, ... (any "
                         "colouring can be renamed so)"};
  const size_t c = first_row.find_last_of('c');  // "dr_1_1c2" -> "dr_1_1"
  if (c == std::string::npos || c == 0) return std::nullopt;
  std::string terms = first_terms;
  std::erase(terms, 'w');
  std::optional<FamilyAlgebra> base = plain_algebra(first_row.substr(0, c), terms, "", spec);
  if (!base) return std::nullopt;
  // Every x_(r,c) of the packing row gains the colour k.
  for (size_t at = 0; (at = base->math.find("<msub><mi>x</mi><mrow>", at)) != std::string::npos;) {
    const size_t close = base->math.find("</mrow></msub>", at);
    base->math.insert(close, "<mo>,</mo><mi>k</mi>");
    at = close;
  }
  base->math += kMinus + kUsed + relation;
  base->index += text(", for each colour ") + "<mi>k</mi>";
  base->words += "; in colour k: the squares of one colour hold pieces that do not attack each other, and none unless "
                 "colour k is used (w_k = 1)";
  return base;
}

std::optional<FamilyAlgebra> plain_algebra(const std::string& first_row, const std::string& first_terms,
                                           const std::string& relation, const Spec* spec) {
  const std::string prefix = first_row.substr(0, first_row.find('_'));
  const int parts = parts_of(first_row);
  FamilyAlgebra a;
  auto done = [&](std::string math, std::string index, std::string words) {
    a.math = std::move(math) + relation;
    a.index = std::move(index);
    a.words = std::move(words);
    return a;
  };
  const std::string x = var('x');

  if (prefix == "row")
    return done(sum("<mi>c</mi>", x), text("for each row ") + "<mi>r</mi>", "one row for each row r of the board");
  if (prefix == "col")
    return done(sum("<mi>r</mi>", x), text("for each column ") + "<mi>c</mi>", "one row for each column c of the board");
  if (prefix == "kb")
    return done(x + kPlus + var('x', "r", "c+1") + kPlus + var('x', "r+1", "c") + kPlus + var('x', "r+1", "c+1"),
                text("for each 2\u00D72 block with top-left square ") + kSquare,
                "any two squares of a 2x2 block touch, so a block holds at most one king");
  if (prefix == "fx") return done(x, text("for each fixed piece ") + kSquare, "a piece placed in advance stays");
  if (prefix == "cv" && first_terms.find('o') != std::string::npos)  // the line cover
    return done(x + kPlus + sum("<mi>&#x2113;</mi><mo>&#x220B;</mo>" + kSquare, "<msub><mi>o</mi><mi>&#x2113;</mi></msub>") +
                    (spec && spec->piece.leaps() ? kPlus + sum("<mo stretchy=\"false\">(</mo><mi>r&#x2032;</mi><mo>,</mo><mi>c&#x2032;</mi><mo stretchy=\"false\">)</mo>" +
                                                                   kIn + "<mi>L</mi>" + kSquare,
                                                               "<msub><mi>x</mi><mrow><mi>r&#x2032;</mi><mo>,</mo><mi>c&#x2032;</mi></mrow></msub>")
                                                    : std::string()),
                text("for each square ") + kSquare + text(" that needs cover"),
                "the line cover: the square holds a piece, or a segment \u2113 of a line through it holds one (its "
                "indicator o), or a piece stands a leap away (L(r,c)); a segment with one open square stands as its x");
  if (prefix.size() > 1 && prefix[0] == 'h' && dir_of_code(prefix.substr(1)) && first_terms.find('o') != std::string::npos)
    return done("<msub><mi>o</mi><mi>s</mi></msub>" + kMinus + sum(kSquare + kIn + "<mi>s</mi>", x),
                text("for each segment ") + "<mi>s</mi>" + text(" of a " + std::string(line_words(*dir_of_code(prefix.substr(1))))),
                "the segment's indicator o_s is 1 only if a piece stands on the segment");
  if (prefix == "cv")
    return done(x + kPlus + sum("<mo stretchy=\"false\">(</mo><mi>r&#x2032;</mi><mo>,</mo><mi>c&#x2032;</mi><mo stretchy=\"false\">)</mo>" +
                                    kIn + "<mi>A</mi>" + kSquare,
                                "<msub><mi>x</mi><mrow><mi>r&#x2032;</mi><mo>,</mo><mi>c&#x2032;</mi></mrow></msub>"),
                text("for each square ") + kSquare + text(" that needs cover"),
                "A(r,c) is the set of squares from which a piece attacks (r,c): the square holds a piece or is attacked "
                "by one (walls need no cover; a hole holds no piece but needs cover)");
  if (prefix == "tc")
    return done(sum("<mo stretchy=\"false\">(</mo><mi>r&#x2032;</mi><mo>,</mo><mi>c&#x2032;</mi><mo stretchy=\"false\">)</mo>" +
                        kIn + "<mi>A</mi>" + kSquare,
                    "<msub><mi>x</mi><mrow><mi>r&#x2032;</mi><mo>,</mo><mi>c&#x2032;</mi></mrow></msub>"),
                text("for each square ") + kSquare + text(" but a wall"),
                "A(r,c) is the set of squares from which a piece attacks (r,c), the square itself not among them: "
                "a piece on another square attacks it, whether a piece stands on it or not (total domination)");
  if (prefix == "sq") {
    const char other = first_terms.find('y') != std::string::npos   ? 'y'
                       : first_terms.find('u') != std::string::npos ? 'u'
                                                                    : 'w';
    return done(x + kPlus + var(other), text("for each open square ") + kSquare,
                other == 'y'   ? "a square holds a white piece or a black one, not both"
                : other == 'u' ? "a square that holds a piece is not an unattacked one"
                               : "a square holds a piece or a wall, not both");
  }
  if (prefix == "pieces")
    return done(sum(kSquare, x), text("one row"), "the number of pieces is fixed");
  if (prefix == "ln")
    return done(sum(kSquare + kIn + "<mi>&#x2113;</mi>", x),
                text("for each line ") + "<mi>&#x2113;</mi>" + text(" of any slope through three or more open squares"),
                "no three points in line: a line runs from (R,C), the name's first square, through (R2,C2) in steps of "
                "(R2 - R, C2 - C) to the next wall or edge, and holds at most two points");
  if (prefix == "rg")
    return done(sum(kSquare + kIn + "<mi>A</mi>", x), text("for each region ") + "<mi>A</mi>" + text(" of the grid"),
                "a region puzzle: every region of the grid holds exactly K pieces, as every row and column does");
  if (prefix == "balance")
    return done(sum(kSquare, x) + kMinus + sum(kSquare, var('y')), text("one row"), "as many black pieces as white ones");
  if (prefix == "spencer")
    return done(sum(kSquare, x), text("one row"),
                "Spencer's lower bound: at least ceil((n-1)/2) queens are needed to dominate an n x n board");
  if (prefix == "trivial" || prefix == "zero")
    return done(x, text("one row"), "a row that never binds, for readers that need one");

  // Knights' leaps n4..n8, other leaps l + code, armies' w/b + a pair or a leap, non-dominating's
  // p/u + a pair or a leap.
  std::string code = prefix;
  char first = 'x', second = 'x';
  // The side letter says which: w/b armies (x and y), p/u non-dominating (x and u).
  const char side = prefix[0];
  const bool sided = (side == 'w' || side == 'b' || side == 'p' || side == 'u') && prefix != "balance" &&
                     prefix != "pieces" && first_terms.find_first_of("yuo") != std::string::npos;
  const char other = side == 'p' || side == 'u' ? 'u' : 'y';
  const bool owner = first_terms.find('o') != std::string::npos;
  if (sided) {
    code = prefix.substr(1);
    first = side == 'w' || side == 'p' ? 'x' : other;
    second = first == 'x' ? other : 'x';
  }
  const std::string pair_words = other == 'u' ? "a piece and an unattacked square" : "a white and a black piece";
  if (code.size() == 2 && code[0] == 'n' && code[1] >= '4' && code[1] <= '8') {  // a knight's move
    const Dir d = *dir_of_code("nr" + code.substr(1));
    return done(var(first) + kPlus + var_moved(second, d, "1"),
                text("for each knight's move from ") + kSquare + text(fmt::format(" toward {} o'clock", code[1])),
                first == second ? "two pieces a knight's move apart attack each other"
                                : pair_words + " a knight's move apart: the piece would attack the square");
  }
  if (code.size() > 1 && code[0] == 'l' && dir_of_code(code.substr(1))) {  // another leap
    const Dir d = *dir_of_code(code.substr(1));
    return done(var(first) + kPlus + var_moved(second, d, "1"), text("for each leap from ") + kSquare,
                fmt::format("two pieces one leap apart on a {} attack each other", line_words(d)));
  }
  const std::optional<Dir> d = dir_of_code(code);
  if (!d) return std::nullopt;
  const std::string line = std::string(line_words(*d));
  // A piece that leaps this way (kings, a Betza W or F) attacks one step only: its pairs are
  // side by side, where a rider's are any k apart with nothing between.
  const bool leaper = spec && !spec->piece.rides(*d);
  const std::string k = leaper ? "1" : "k";
  const std::string apart = leaper ? text("for each pair of squares side by side on a " + line)
                                   : text("for each pair of squares ") + "<mi>k</mi>" + text(" apart on a " + line);
  if (first != second || (prefix != code)) {  // armies, non-dominating
    if (owner) {  // the line form: a segment's owner o_s
      const std::string o = fmt::format("<msub><mi>o</mi><mi>s</mi></msub>");
      return done(first == 'x' ? var('x') + kMinus + o : var(other) + kPlus + o,
                  text("for each square ") + kSquare + text(" of each segment ") + "<mi>s</mi>" + text(" of a " + line),
                  other == 'u' ? (first == 'x' ? "a piece on a segment says so (o_s = 1)"
                                               : "an unattacked square only on a segment with no piece (o_s = 0)")
                  : first == 'x' ? "a white piece only on a segment white owns (o_s = 1)"
                                 : "a black piece only on a segment black owns (o_s = 0)");
    }
    return done(var(first) + kPlus + var_moved(second, *d, k), apart,
                (leaper ? pair_words + " side by side" : pair_words + " on one line, nothing between") +
                    (other == 'u' ? ": the piece would attack the square" : " would attack each other"));
  }
  if (parts == 4) {  // a pair k apart (pairwise), or least-walls' span with the walls between
    if (first_terms.find('w') != std::string::npos)
      return done(var('x') + kPlus + var_moved('x', *d, "k") + kMinus +
                      sum_range("<mi>j</mi><mo>=</mo><mn>1</mn>", "<mi>k</mi><mo>&#x2212;</mo><mn>1</mn>",
                                var_moved('w', *d, "j")),
                  text("for each pair of squares ") + "<mi>k</mi>" + text(" apart on a " + line),
                  "two pieces on one line attack each other unless a wall stands between: each wall allows one more");
    return done(x + kPlus + var_moved('x', *d, k), apart, "one row per attacking pair: the textbook (pairwise) form");
  }
  // A line's segment: every square of it attacks every other.
  if (open_board(spec) && (*d == Dir::down_right || *d == Dir::down_left))
    return done(sum(*d == Dir::down_right ? "<mi>r</mi><mo>&#x2212;</mo><mi>c</mi><mo>=</mo><mi>d</mi>"
                                          : "<mi>r</mi><mo>+</mo><mi>c</mi><mo>=</mo><mi>s</mi>",
                    x),
                text(*d == Dir::down_right ? "for each diagonal " : "for each anti-diagonal ") +
                    (*d == Dir::down_right ? "<mi>d</mi>" : "<mi>s</mi>"),
                *d == Dir::down_right ? "the squares with r - c = d form a diagonal running down and right"
                                      : "the squares with r + c = s form a diagonal running down and left");
  return done(sum(kSquare + kIn + "<mi>s</mi>", x), text("for each segment ") + "<mi>s</mi>" + text(" of a " + line),
              fmt::format("a segment runs along a {} from (R,C), the name's square, to the next {}; any two "
                          "squares on it attack each other",
                          line, spec && spec->torus ? "wall, around the torus" : "wall or edge"));
}

}  // namespace

std::optional<FamilyAlgebra> family_algebra(const std::string& first_row, const std::string& first_terms,
                                            const std::string& relation, const Spec* spec) {
  if (spec && is_colouring(spec->problem)) return colouring_algebra(first_row, first_terms, relation, spec);
  return plain_algebra(first_row, first_terms, relation, spec);
}

}  // namespace boardlp
