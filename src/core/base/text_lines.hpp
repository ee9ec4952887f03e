#pragma once
// Small text helpers for the solver-output parsers: lines, fields, numbers.
#include <charconv>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "double_chars.hpp"

namespace boardlp {

// A file's whole text ("" when it cannot be read: the parsers then say what is missing).
inline std::string read_whole_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

class TextLines {
 public:
  explicit TextLines(std::string_view text) : text_(text) {}
  // The next line without its newline (and without a trailing '\r'); false at the end.
  bool next(std::string_view& line) {
    if (pos_ >= text_.size()) return false;
    size_t end = text_.find('\n', pos_);
    if (end == std::string_view::npos) end = text_.size();
    line = text_.substr(pos_, end - pos_);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    pos_ = end + 1;
    ++number_;
    return true;
  }
  int number() const { return number_; }

 private:
  std::string_view text_;
  size_t pos_ = 0;
  int number_ = 0;
};

// A word of a file as a message shows it: at most 40 characters, a byte that is not printable
// ASCII as '?', so that a damaged file cannot break the message's one line.
inline std::string printable(std::string_view word, size_t most = 40) {
  std::string out(word.substr(0, most));
  for (char& ch : out)
    if (static_cast<unsigned char>(ch) < 0x20 || static_cast<unsigned char>(ch) >= 0x7f) ch = '?';
  return word.size() > most ? out + "..." : out;
}

inline std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// The words of `s` between runs of the characters `separates` says part them.
template <class Separates>
std::vector<std::string_view> split_by(std::string_view s, Separates separates) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && separates(s[i])) ++i;
    size_t j = i;
    while (j < s.size() && !separates(s[j])) ++j;
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

// The words of one line, between spaces and tabs.
inline std::vector<std::string_view> split_ws(std::string_view s) {
  return split_by(s, [](char ch) { return ch == ' ' || ch == '\t'; });
}

// The whole of s is a finite number.
inline bool parse_double(std::string_view s, double& v) {
  const auto [p, ec] = read_double(s.data(), s.data() + s.size(), v);
  return !s.empty() && ec == std::errc() && p == s.data() + s.size() && std::isfinite(v);
}

inline bool parse_int(std::string_view s, int64_t& v) {
  const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return !s.empty() && ec == std::errc() && p == s.data() + s.size();
}

}  // namespace boardlp
