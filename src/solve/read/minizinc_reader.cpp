#include "minizinc_reader.hpp"

#include <cctype>
#include <charconv>
#include <limits>
#include <unordered_map>

#include <coin/CoinFinite.hpp>
#include <fmt/format.h>

#include "status.hpp"
#include "text_lines.hpp"

namespace boardlp {

namespace {

// The words MiniZinc keeps for itself: a variable may not be named so.
constexpr std::string_view kKeywords[] = {
    "ann",  "annotation", "any",     "array",  "bool",     "case",     "constraint", "diff",   "div",  "else",
    "elseif", "endif",    "enum",    "false",  "float",    "function", "if",         "in",     "include", "int",
    "intersect", "let",   "list",    "maximize", "minimize", "mod",    "not",        "of",     "op",   "opt",
    "output", "par",      "predicate", "record", "satisfy", "set",     "solve",      "string", "subset", "superset",
    "symdiff", "test",    "then",    "true",   "tuple",    "type",     "union",      "var",    "where", "xor"};

struct Token {
  enum class Kind { name, number, text, symbol, end } kind;
  std::string_view text;
  int64_t line;
};

// MiniZinc's tokens, as far as the subset boardlp writes needs: names, whole numbers, strings,
// and the symbols ; : :: .. + - * = == <= >=; "%" starts a comment to the end of the line.
class Tokens {
 public:
  Tokens(std::string_view text, const std::string& path) : text_(text), path_(path) {}

  [[noreturn]] void fail(int64_t line, const std::string& why) const {
    throw DriverError(exit_bad_input, fmt::format("{}: line {}: {} (a damaged MiniZinc file?)", path_, line, why));
  }

  Token next() {
    skip_space();
    if (at_ >= text_.size()) return {Token::Kind::end, {}, line_};
    const size_t start = at_;
    const char ch = text_[at_];
    if (std::isalpha(static_cast<unsigned char>(ch))) {
      while (at_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[at_])) || text_[at_] == '_')) ++at_;
      return {Token::Kind::name, text_.substr(start, at_ - start), line_};
    }
    if (std::isdigit(static_cast<unsigned char>(ch))) {
      while (at_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[at_]))) ++at_;
      return {Token::Kind::number, text_.substr(start, at_ - start), line_};
    }
    if (ch == '"') {
      ++at_;
      while (at_ < text_.size() && text_[at_] != '"' && text_[at_] != '\n') ++at_;
      if (at_ >= text_.size() || text_[at_] != '"') fail(line_, "a string is not closed on its line");
      ++at_;
      return {Token::Kind::text, text_.substr(start + 1, at_ - start - 2), line_};
    }
    for (std::string_view two : {"::", "..", "<=", ">=", "=="})
      if (text_.substr(at_, 2) == two) {
        at_ += 2;
        return {Token::Kind::symbol, two, line_};
      }
    if (std::string_view(";:+-*=").find(ch) != std::string_view::npos) {
      ++at_;
      return {Token::Kind::symbol, text_.substr(start, 1), line_};
    }
    fail(line_, fmt::format("'{}' is not part of the MiniZinc boardlp writes", printable(text_.substr(start, 1))));
  }

 private:
  void skip_space() {
    while (at_ < text_.size()) {
      const char ch = text_[at_];
      if (ch == '\n') ++line_;
      if (ch == '%') {
        while (at_ < text_.size() && text_[at_] != '\n') ++at_;
      } else if (std::isspace(static_cast<unsigned char>(ch))) {
        ++at_;
      } else {
        return;
      }
    }
  }

  std::string_view text_;
  const std::string& path_;
  size_t at_ = 0;
  int64_t line_ = 1;
};

class Reader {
 public:
  Reader(std::string_view text, const std::string& path) : tokens_(text, path) { advance(); }

  ModelData read() {
    while (now_.kind != Token::Kind::end) {
      if (now_.kind != Token::Kind::name) fail(fmt::format("an item starts with '{}'", printable(now_.text)));
      if (now_.text == "var") variable();
      else if (now_.text == "constraint") constraint();
      else if (now_.text == "solve") solve();
      else
        fail(fmt::format("boardlp-solve reads the MiniZinc boardlp writes (0-1 variables, linear constraints, one solve "
                         "item), and '{}' is not part of it: solve this file with minizinc itself",
                         now_.text));
    }
    if (!solved_) tokens_.fail(now_.line, "the file has no solve item (was it cut short?)");
    finish_zero_one_model(data_);
    return std::move(data_);
  }

 private:
  [[noreturn]] void fail(const std::string& why) const { tokens_.fail(now_.line, why); }
  void advance() { now_ = tokens_.next(); }
  bool is(std::string_view symbol) const { return now_.kind == Token::Kind::symbol && now_.text == symbol; }
  void expect(std::string_view symbol, std::string_view where) {
    if (now_.kind == Token::Kind::end) fail(fmt::format("the file ends inside {} (was it cut short?)", where));
    if (!is(symbol)) fail(fmt::format("'{}' where {} needs '{}'", printable(now_.text), where, symbol));
    advance();
  }
  std::string_view name(std::string_view where) {
    if (now_.kind != Token::Kind::name) {
      if (now_.kind == Token::Kind::end) fail(fmt::format("the file ends inside {} (was it cut short?)", where));
      fail(fmt::format("'{}' where {} needs a name", printable(now_.text), where));
    }
    const std::string_view out = now_.text;
    advance();
    return out;
  }
  int64_t number(std::string_view where) {
    if (now_.kind != Token::Kind::number) {
      if (now_.kind == Token::Kind::end) fail(fmt::format("the file ends inside {} (was it cut short?)", where));
      fail(fmt::format("'{}' where {} needs a whole number", printable(now_.text), where));
    }
    int64_t v = 0;
    const auto [end, error] = std::from_chars(now_.text.data(), now_.text.data() + now_.text.size(), v);
    if (error != std::errc() || v > (int64_t{1} << 53)) fail(fmt::format("the number {} is too large", now_.text));
    advance();
    return v;
  }

  // var 0..1: NAME;
  void variable() {
    advance();
    const int64_t lo = number("a variable's domain");
    expect("..", "a variable's domain");
    const int64_t hi = number("a variable's domain");
    if (lo != 0 || hi != 1) fail(fmt::format("a variable of {}..{}: boardlp-solve reads 0-1 variables (var 0..1) only", lo, hi));
    expect(":", "a variable");
    const int64_t line = now_.line;
    const std::string_view n = name("a variable");
    for (std::string_view k : kKeywords)
      if (n == k) tokens_.fail(line, fmt::format("'{}' is MiniZinc's own word, not a variable's name", n));
    if (!index_.emplace(std::string(n), static_cast<int>(data_.col_names.size())).second)
      tokens_.fail(line, fmt::format("the variable {} is declared twice", n));
    data_.col_names.emplace_back(n);
    expect(";", "a variable");
  }

  // [+|-] [W *] NAME { (+|-) [W *] NAME }: coefficients by column, in the order first met.
  void linear(std::string_view where, std::vector<int>& cols, std::vector<double>& coefs) {
    std::unordered_map<int, size_t> at;
    bool first = true;
    while (true) {
      double sign = 1;
      if (is("+") || is("-")) {
        sign = is("-") ? -1 : 1;
        advance();
      } else if (!first) {
        return;
      }
      double coef = 1;
      if (now_.kind == Token::Kind::number) {
        coef = static_cast<double>(number(where));
        if (first && !is("*") && cols.empty()) {  // "0 <= 1": an empty row's constant
          if (coef != 0) fail(fmt::format("a constant term in {}: boardlp writes none", where));
          return;
        }
        expect("*", where);
      }
      const int64_t line = now_.line;
      const std::string_view n = name(where);
      const auto found = index_.find(std::string(n));
      if (found == index_.end()) tokens_.fail(line, fmt::format("{} uses {}, which no var item declares", where, n));
      const auto [it, added] = at.emplace(found->second, cols.size());
      if (added) {
        cols.push_back(found->second);
        coefs.push_back(sign * coef);
      } else {
        coefs[it->second] += sign * coef;
      }
      first = false;
    }
  }

  // constraint [:: "NAME"] TERMS (<=|>=|=|==) W;
  void constraint() {
    advance();
    std::string row_name = fmt::format("c{}", data_.row_names.size() + 1);
    if (is("::")) {
      advance();
      if (now_.kind != Token::Kind::text) fail("'::' before a constraint needs its name in quotes");
      row_name = std::string(now_.text);
      advance();
    }
    std::vector<int> cols;
    std::vector<double> coefs;
    linear("a constraint", cols, coefs);
    if (now_.kind == Token::Kind::end) fail("the file ends inside a constraint (was it cut short?)");
    if (!is("<=") && !is(">=") && !is("=") && !is("=="))
      fail(fmt::format("'{}' where a constraint needs <=, >= or =", printable(now_.text)));
    const std::string_view relation = now_.text;
    advance();
    double sign = 1;
    if (is("-")) {
      sign = -1;
      advance();
    }
    const double rhs = sign * static_cast<double>(number("a constraint's right-hand side"));
    const double lower = relation == "<=" ? -COIN_DBL_MAX : rhs, upper = relation == ">=" ? COIN_DBL_MAX : rhs;
    data_.rows.appendRow(static_cast<int>(cols.size()), cols.data(), coefs.data());
    data_.row_lower.push_back(lower);
    data_.row_upper.push_back(upper);
    data_.row_names.push_back(std::move(row_name));
    expect(";", "a constraint");
  }

  // solve satisfy; | solve minimize TERMS; | solve maximize TERMS;
  void solve() {
    if (solved_) fail("a second solve item: a model has one");
    solved_ = true;
    advance();
    const std::string_view goal = name("the solve item");
    if (goal == "satisfy") {
      expect(";", "the solve item");
      return;
    }
    if (goal != "minimize" && goal != "maximize") fail(fmt::format("solve {}: use satisfy, minimize or maximize", goal));
    std::vector<int> cols;
    std::vector<double> coefs;
    linear("the objective", cols, coefs);
    set_objective(data_, goal == "maximize", cols, coefs);
    expect(";", "the solve item");
  }

  Tokens tokens_;
  Token now_{};
  ModelData data_;
  std::unordered_map<std::string, int> index_;
  bool solved_ = false;
};

}  // namespace

ModelData read_minizinc_model(std::string_view text, const std::string& path) { return Reader(text, path).read(); }

}  // namespace boardlp
