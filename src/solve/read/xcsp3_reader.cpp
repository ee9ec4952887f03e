#include "xcsp3_reader.hpp"

#include <charconv>
#include <unordered_map>
#include <vector>

#include <coin/CoinFinite.hpp>
#include <fmt/format.h>

#include "status.hpp"
#include "text_lines.hpp"

namespace boardlp {

namespace {

// XML's white space takes in line ends, which text_lines.hpp's trim and split_ws leave alone.
bool xml_space(char ch) { return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r'; }
std::string_view xml_trim(std::string_view s) {
  while (!s.empty() && xml_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && xml_space(s.back())) s.remove_suffix(1);
  return s;
}
std::vector<std::string_view> xml_words(std::string_view s) { return split_by(s, xml_space); }

// One piece of the XML: a start tag (with its attributes; `closed` for <tag/>), an end tag, the
// text between tags (not blank), or the end of the file.
struct XmlPiece {
  enum class Kind { start, end_tag, text, end } kind;
  std::string_view name;  // the tag's, or the text
  std::vector<std::pair<std::string_view, std::string_view>> attributes;
  bool closed = false;
  int64_t line = 1;
};

// XML as far as the subset needs: tags with quoted attributes, text, comments and processing
// instructions (skipped). A DOCTYPE, CDATA or an entity (&...;) is refused: boardlp writes none.
class XmlPieces {
 public:
  XmlPieces(std::string_view text, const std::string& path) : text_(text), path_(path) {}

  [[noreturn]] void fail(int64_t line, const std::string& why) const {
    throw DriverError(exit_bad_input, fmt::format("{}: line {}: {} (a damaged XCSP3 file?)", path_, line, why));
  }

  XmlPiece next() {
    while (true) {
      const size_t start = at_;
      while (at_ < text_.size() && text_[at_] != '<') step();
      const std::string_view between = xml_trim(text_.substr(start, at_ - start));
      if (!between.empty()) {
        if (between.find('&') != std::string_view::npos) fail(line_, "an XML entity (&...;): boardlp's XCSP3 has none");
        return {XmlPiece::Kind::text, between, {}, false, line_};
      }
      if (at_ >= text_.size()) return {XmlPiece::Kind::end, {}, {}, false, line_};
      if (skip("<!--", "-->", "a comment") || skip("<?", "?>", "a processing instruction")) continue;
      if (text_.substr(at_, 2) == "<!") fail(line_, "a DOCTYPE or CDATA section: boardlp's XCSP3 has none");
      return tag();
    }
  }

 private:
  void step() {
    if (text_[at_] == '\n') ++line_;
    ++at_;
  }
  bool skip(std::string_view open, std::string_view close, std::string_view what) {
    if (text_.substr(at_, open.size()) != open) return false;
    const int64_t line = line_;
    const size_t end = text_.find(close, at_ + open.size());
    if (end == std::string_view::npos) fail(line, fmt::format("{} is not closed (was the file cut short?)", what));
    while (at_ < end + close.size()) step();
    return true;
  }
  static bool name_char(char ch) {
    return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '-' || ch == '.' || ch == ':';
  }
  std::string_view name() {
    const size_t start = at_;
    while (at_ < text_.size() && name_char(text_[at_])) ++at_;
    return text_.substr(start, at_ - start);
  }
  void space() {
    while (at_ < text_.size() && xml_space(text_[at_])) step();
  }
  XmlPiece tag() {
    XmlPiece piece{XmlPiece::Kind::start, {}, {}, false, line_};
    ++at_;  // '<'
    if (at_ < text_.size() && text_[at_] == '/') {
      ++at_;
      piece.kind = XmlPiece::Kind::end_tag;
    }
    piece.name = name();
    if (piece.name.empty()) fail(piece.line, "'<' is not followed by a tag's name");
    while (true) {
      space();
      if (at_ >= text_.size()) fail(piece.line, fmt::format("the tag <{}> is not closed (was the file cut short?)", piece.name));
      if (text_[at_] == '>') {
        ++at_;
        return piece;
      }
      if (text_.substr(at_, 2) == "/>" && piece.kind == XmlPiece::Kind::start) {
        at_ += 2;
        piece.closed = true;
        return piece;
      }
      if (piece.kind == XmlPiece::Kind::end_tag) fail(line_, fmt::format("the end tag </{}> holds more than its name", piece.name));
      const std::string_view key = name();
      if (key.empty()) fail(line_, fmt::format("'{}' in the tag <{}>", printable(text_.substr(at_, 1)), piece.name));
      space();
      if (at_ >= text_.size() || text_[at_] != '=') fail(line_, fmt::format("the attribute {} of <{}> has no value", key, piece.name));
      ++at_;
      space();
      const char quote = at_ < text_.size() ? text_[at_] : '\0';
      if (quote != '"' && quote != '\'') fail(line_, fmt::format("the attribute {} of <{}> is not quoted", key, piece.name));
      const size_t end = text_.find(quote, at_ + 1);
      if (end == std::string_view::npos) fail(line_, fmt::format("the attribute {} of <{}> is not closed", key, piece.name));
      const std::string_view value = text_.substr(at_ + 1, end - at_ - 1);
      if (value.find('&') != std::string_view::npos || value.find('<') != std::string_view::npos)
        fail(line_, fmt::format("the attribute {} of <{}> holds an entity or '<'", key, piece.name));
      while (at_ <= end) step();
      piece.attributes.emplace_back(key, value);
    }
  }

  std::string_view text_;
  const std::string& path_;
  size_t at_ = 0;
  int64_t line_ = 1;
};

constexpr std::string_view kSubset =
    "boardlp-solve reads the XCSP3 boardlp writes (<var> of 0 1, <sum> constraints, one <minimize> or <maximize "
    "type=\"sum\">)";

class Xcsp3Reader {
 public:
  Xcsp3Reader(std::string_view text, const std::string& path) : pieces_(text, path) { advance(); }

  ModelData read() {
    // An empty file (or one of comments only) holds no instance: said so, not "ends inside the file".
    if (now_.kind == XmlPiece::Kind::end) fail("the file holds no <instance> (it is empty, or comments only)");
    const XmlPiece root = start_tag("the file");
    if (root.name != "instance") pieces_.fail(root.line, fmt::format("the root element is <{}>, not XCSP3's <instance>", root.name));
    if (attribute(root, "format") != "XCSP3")
      pieces_.fail(root.line, fmt::format("<instance format=\"{}\">: boardlp-solve reads format=\"XCSP3\"", attribute(root, "format")));
    const std::string_view type = attribute(root, "type");
    if (type != "CSP" && type != "COP") pieces_.fail(root.line, fmt::format("<instance type=\"{}\">: boardlp-solve reads CSP and COP", type));
    bool objectives = false;
    while (!end_of("instance")) {
      const XmlPiece part = start_tag("<instance>");
      if (part.name == "variables") variables(part);
      else if (part.name == "constraints") constraints(part);
      else if (part.name == "objectives") objectives = objective(part);
      else refuse(part);
    }
    advance();
    if (now_.kind != XmlPiece::Kind::end) fail("something follows </instance>");
    if (type == "COP" && !objectives) pieces_.fail(root.line, "<instance type=\"COP\"> has no <objectives>");
    if (type == "CSP" && objectives) pieces_.fail(root.line, "<instance type=\"CSP\"> has <objectives>: a COP has them");
    finish_zero_one_model(data_);
    return std::move(data_);
  }

 private:
  [[noreturn]] void fail(const std::string& why) const { pieces_.fail(now_.line, why); }
  [[noreturn]] void refuse(const XmlPiece& piece) const {
    pieces_.fail(piece.line, fmt::format("{}, and <{}> is not part of it: solve this file with ace or choco itself", kSubset, piece.name));
  }
  void advance() { now_ = pieces_.next(); }
  static std::string_view attribute(const XmlPiece& piece, std::string_view key) {
    for (const auto& [k, v] : piece.attributes)
      if (k == key) return v;
    return {};
  }
  void cut_short(std::string_view where) const {
    if (now_.kind == XmlPiece::Kind::end) fail(fmt::format("the file ends inside {} (was it cut short?)", where));
  }
  XmlPiece start_tag(std::string_view where) {
    cut_short(where);
    if (now_.kind == XmlPiece::Kind::text) fail(fmt::format("text '{}' in {}", printable(now_.name, 40), where));
    if (now_.kind != XmlPiece::Kind::start) fail(fmt::format("</{}> where {} needs an element", now_.name, where));
    XmlPiece out = std::move(now_);
    advance();
    return out;
  }
  bool end_of(std::string_view tag) {
    cut_short(fmt::format("<{}>", tag));
    if (now_.kind != XmlPiece::Kind::end_tag) return false;
    if (now_.name != tag) fail(fmt::format("</{}> closes <{}>", now_.name, tag));
    return true;
  }
  void close(std::string_view tag) {
    if (!end_of(tag)) fail(fmt::format("<{}> holds more than boardlp writes in it", tag));
    advance();
  }
  // The text of an element with nothing else in it (<list> x_1_1 x_1_2 </list>).
  std::string_view text_of(const XmlPiece& piece) {
    if (piece.closed) return {};
    std::string_view text;
    cut_short(fmt::format("<{}>", piece.name));
    if (now_.kind == XmlPiece::Kind::text) {
      text = now_.name;
      advance();
    }
    close(piece.name);
    return text;
  }
  int64_t whole(std::string_view word, std::string_view where, int64_t line) const {
    int64_t v = 0;
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), v);
    if (error != std::errc() || end != word.data() + word.size())
      pieces_.fail(line, fmt::format("'{}' in {} is not a whole number", printable(word, 40), where));
    if (v > (int64_t{1} << 53) || v < -(int64_t{1} << 53)) pieces_.fail(line, fmt::format("the number {} is too large", word));
    return v;
  }

  // <var id="NAME"> 0 1 </var>, or 0..1.
  void variables(const XmlPiece& part) {
    if (part.closed) return;
    while (!end_of("variables")) {
      const XmlPiece var = start_tag("<variables>");
      if (var.name == "array") pieces_.fail(var.line, fmt::format("{}, and arrays are not part of it: solve this file with ace or choco itself", kSubset));
      if (var.name != "var") refuse(var);
      const std::string_view id = attribute(var, "id");
      if (id.empty()) pieces_.fail(var.line, "a <var> without its id");
      const std::string_view kind = attribute(var, "type");
      if (!kind.empty() && kind != "integer") pieces_.fail(var.line, fmt::format("the variable {} is of type {}: boardlp-solve reads 0-1 variables only", id, kind));
      const std::string_view domain = text_of(var);
      const std::vector<std::string_view> words = xml_words(domain);
      const bool zero_one = (words.size() == 1 && words[0] == "0..1") ||
                            (words.size() == 2 && ((words[0] == "0" && words[1] == "1") || (words[0] == "1" && words[1] == "0")));
      if (!zero_one)
        pieces_.fail(var.line, fmt::format("the variable {} has the domain '{}': boardlp-solve reads 0-1 variables (0 1) only", id, printable(domain, 40)));
      if (!index_.emplace(std::string(id), static_cast<int>(data_.col_names.size())).second)
        pieces_.fail(var.line, fmt::format("the variable {} is declared twice", id));
      data_.col_names.emplace_back(id);
    }
    advance();
  }

  // <list> NAMES </list> [<coeffs> WHOLES </coeffs>]: coefficients by column, in the order first met.
  void terms(std::string_view where, std::vector<int>& cols, std::vector<double>& coefs) {
    const XmlPiece list = start_tag(where);
    if (list.name != "list") pieces_.fail(list.line, fmt::format("<{}> where {} needs its <list>", list.name, where));
    const std::vector<std::string_view> names = xml_words(text_of(list));
    if (names.empty()) pieces_.fail(list.line, fmt::format("{} has an empty <list>", where));
    std::vector<int64_t> weights(names.size(), 1);
    if (now_.kind == XmlPiece::Kind::start && now_.name == "coeffs") {
      const XmlPiece c = start_tag(where);
      const std::vector<std::string_view> words = xml_words(text_of(c));
      if (words.size() != names.size())
        pieces_.fail(c.line, fmt::format("{} has {} variables and {} coefficients", where, names.size(), words.size()));
      for (size_t k = 0; k < words.size(); ++k) weights[k] = whole(words[k], where, c.line);
    }
    std::unordered_map<int, size_t> at;
    for (size_t k = 0; k < names.size(); ++k) {
      const auto found = index_.find(std::string(names[k]));
      if (found == index_.end()) pieces_.fail(list.line, fmt::format("{} uses {}, which no <var> declares", where, printable(names[k], 60)));
      const auto [it, added] = at.emplace(found->second, cols.size());
      if (added) {
        cols.push_back(found->second);
        coefs.push_back(static_cast<double>(weights[k]));
      } else {
        coefs[it->second] += static_cast<double>(weights[k]);
      }
    }
  }

  // (le,K), (lt,K), (ge,K), (gt,K), (eq,K) or (in,A..B): the row's bounds.
  std::pair<double, double> condition(const XmlPiece& piece, std::string_view where) {
    std::string spaced(text_of(piece));
    std::string c;
    for (char ch : spaced)
      if (!xml_space(ch)) c += ch;
    const size_t comma = c.find(',');
    if (c.size() < 5 || c.front() != '(' || c.back() != ')' || comma == std::string::npos)
      pieces_.fail(piece.line, fmt::format("the <condition> of {} is '{}', not (OPERATOR,VALUE)", where, printable(spaced, 40)));
    const std::string op = c.substr(1, comma - 1), value = c.substr(comma + 1, c.size() - comma - 2);
    if (op == "in") {
      const size_t dots = value.find("..");
      if (dots == std::string::npos) pieces_.fail(piece.line, fmt::format("(in,{}) in {}: boardlp-solve reads a range A..B", value, where));
      return {static_cast<double>(whole(value.substr(0, dots), where, piece.line)),
              static_cast<double>(whole(value.substr(dots + 2), where, piece.line))};
    }
    const double k = static_cast<double>(whole(value, where, piece.line));
    if (op == "le") return {-COIN_DBL_MAX, k};
    if (op == "lt") return {-COIN_DBL_MAX, k - 1};
    if (op == "ge") return {k, COIN_DBL_MAX};
    if (op == "gt") return {k + 1, COIN_DBL_MAX};
    if (op == "eq") return {k, k};
    pieces_.fail(piece.line, fmt::format("the operator {} in {}: boardlp-solve reads le, lt, ge, gt, eq and in", op, where));
  }

  // <sum [id="NAME"]> <list>, [<coeffs>], <condition> </sum>
  void constraints(const XmlPiece& part) {
    if (part.closed) return;
    while (!end_of("constraints")) {
      const XmlPiece sum = start_tag("<constraints>");
      if (sum.name != "sum") refuse(sum);
      const std::string_view id = attribute(sum, "id");
      const std::string name = id.empty() ? fmt::format("c{}", data_.row_names.size() + 1) : std::string(id);
      const std::string where = fmt::format("the sum {}", name);
      std::vector<int> cols;
      std::vector<double> coefs;
      terms(where, cols, coefs);
      const XmlPiece cond = start_tag(where);
      if (cond.name != "condition") pieces_.fail(cond.line, fmt::format("<{}> where {} needs its <condition>", cond.name, where));
      const auto [lower, upper] = condition(cond, where);
      close("sum");
      data_.rows.appendRow(static_cast<int>(cols.size()), cols.data(), coefs.data());
      data_.row_lower.push_back(lower);
      data_.row_upper.push_back(upper);
      data_.row_names.push_back(name);
    }
    advance();
  }

  // <minimize|maximize type="sum"> <list>, [<coeffs>] </...>; true when there is one.
  bool objective(const XmlPiece& part) {
    if (part.closed) return false;
    bool any = false;
    while (!end_of("objectives")) {
      const XmlPiece goal = start_tag("<objectives>");
      if (goal.name != "minimize" && goal.name != "maximize") refuse(goal);
      if (any) pieces_.fail(goal.line, "a second objective: boardlp-solve reads one");
      if (attribute(goal, "type") != "sum")
        pieces_.fail(goal.line, fmt::format("<{} type=\"{}\">: boardlp-solve reads type=\"sum\"", goal.name, attribute(goal, "type")));
      any = true;
      std::vector<int> cols;
      std::vector<double> coefs;
      terms("the objective", cols, coefs);
      close(goal.name);
      set_objective(data_, goal.name == "maximize", cols, coefs);
      data_.objective_name = std::string(attribute(goal, "id"));  // empty: finish_zero_one_model names it
    }
    advance();
    return any;
  }

  XmlPieces pieces_;
  XmlPiece now_{};
  ModelData data_;
  std::unordered_map<std::string, int> index_;
};

}  // namespace

ModelData read_xcsp3_model(std::string_view text, const std::string& path) { return Xcsp3Reader(text, path).read(); }

}  // namespace boardlp
