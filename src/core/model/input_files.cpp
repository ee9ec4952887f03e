#include "input_files.hpp"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <optional>
#include <sstream>

#include <fmt/format.h>

#include "double_chars.hpp"
#include "errors.hpp"
#include "text_lines.hpp"
#include "wording.hpp"

namespace boardlp {

namespace {

bool is_separator(char ch) { return ch == ' ' || ch == '\t' || ch == ',' || ch == '\r'; }

// Splits a line into its tokens.
std::vector<std::string_view> tokens_of(std::string_view line) { return split_by(line, is_separator); }

// Calls f(line_number, line) for each line that is not blank once its '#' comment (a whole line,
// or the end of one: "3,4  # the gap") is cut off.
template <class F>
void for_each_content_line(std::string_view text, F&& f) {
  int line_no = 0;
  size_t pos = 0;
  while (pos <= text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    line = line.substr(0, line.find('#'));
    ++line_no;
    if (line.find_first_not_of(" \t\r") != std::string_view::npos) f(line_no, line);
    if (end == text.size()) break;
    pos = end + 1;
  }
}

std::string_view trim_spaces(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t\r") - first + 1);
}

int32_t parse_index(std::string_view tok, const std::string& where) {
  int64_t v = 0;
  const auto [ptr, ec] = std::from_chars(tok.data(), tok.data() + tok.size(), v);
  if (ec != std::errc() || ptr != tok.data() + tok.size() || v < 1 || v > std::numeric_limits<int32_t>::max())
    throw UserError(fmt::format("{}: '{}' is not a row or column number (1, 2, ...)", where, tok));
  return static_cast<int32_t>(v);
}

}  // namespace

std::string read_text_file(const std::string& path, std::string_view what) {
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec))  // an ifstream opens a folder and reads nothing
    throw UserError(fmt::format("cannot read {} {}: it is a folder; give the file inside it", what, path));
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UserError(fmt::format("cannot read {} {}: {}", what, path, std::strerror(errno)));
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) throw UserError(fmt::format("cannot read {} {}: read error", what, path));
  return text.str();
}

std::vector<double> parse_weights(std::string_view text, const std::string& source, int32_t rows, int32_t cols) {
  std::vector<double> weights;
  weights.reserve(static_cast<size_t>(rows) * static_cast<size_t>(cols));
  int32_t seen = 0;
  for_each_content_line(text, [&](int line_no, std::string_view line) {
    const std::string where = fmt::format("{} line {}", source, line_no);
    if (seen == rows)
      throw UserError(fmt::format("{}: more than {} of weights; the board has {}", where,
                                  counted(static_cast<uint64_t>(rows), "line", "lines"), counted(static_cast<uint64_t>(rows), "row", "rows")));
    const auto toks = tokens_of(line);
    if (toks.size() != static_cast<size_t>(cols))
      throw UserError(fmt::format("{}: {}; the board has {}, so each line needs {}", where,
                                  counted(toks.size(), "number", "numbers"), counted(static_cast<uint64_t>(cols), "column", "columns"), cols));
    for (std::string_view tok : toks) {
      double v = 0;
      const auto [ptr, ec] = read_double(tok.data(), tok.data() + tok.size(), v);
      if (ec == std::errc::result_out_of_range || (ec == std::errc() && ptr == tok.data() + tok.size() && !std::isfinite(v)))
        throw UserError(fmt::format("{}: '{}' is not a finite number; weights must be finite", where, tok));
      if (ec != std::errc() || ptr != tok.data() + tok.size())
        throw UserError(fmt::format("{}: '{}' is not a number", where, tok));
      weights.push_back(v == 0 ? 0.0 : v);  // no -0
    }
    ++seen;
  });
  if (seen != rows)
    throw UserError(fmt::format("{}: {} of weights; the board has {}, so it needs {}", source,
                                counted(static_cast<uint64_t>(seen), "line", "lines"), counted(static_cast<uint64_t>(rows), "row", "rows"), rows));
  return weights;
}

std::vector<double> read_weights(const std::string& path, int32_t rows, int32_t cols) {
  return parse_weights(read_text_file(path, "weights file"), path, rows, cols);
}

RegionGrid parse_regions(std::string_view text, const std::string& source, int32_t rows, int32_t cols) {
  std::vector<std::string_view> lines;
  for (size_t at = 0; at <= text.size();) {
    const size_t end = std::min(text.find('\n', at), text.size());
    std::string_view line = text.substr(at, end - at);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t')) line.remove_suffix(1);
    lines.push_back(line);
    at = end + 1;
  }
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  if (lines.size() != static_cast<size_t>(rows))
    throw UserError(fmt::format("{}: {} of regions; the board has {}: write one line of {} characters per row", source,
                                counted(lines.size(), "line", "lines"), counted(static_cast<uint64_t>(rows), "row", "rows"), cols));
  RegionGrid grid;
  grid.cells.reserve(static_cast<size_t>(rows) * static_cast<size_t>(cols));
  for (int32_t r = 0; r < rows; ++r) {
    const std::string_view line = lines[static_cast<size_t>(r)];
    // A byte past ASCII (é is two, an emoji four) is no region's name: named as the character it
    // starts, not counted as bytes.
    const auto past_ascii = std::find_if(line.begin(), line.end(), [](char ch) { return static_cast<unsigned char>(ch) >= 0x80; });
    if (const size_t wide = static_cast<size_t>(past_ascii - line.begin()); past_ascii != line.end()) {
      size_t end = wide + 1;
      while (end < line.size() && (static_cast<unsigned char>(line[end]) & 0xC0) == 0x80) ++end;
      throw UserError(fmt::format("{} line {}, column {}: '{}' is not a region: name each square's region by a letter "
                                  "(a to z, A to Z) or a digit, and a wall by '.' or '#'",
                                  source, r + 1, wide + 1, line.substr(wide, end - wide)));  // ASCII before it
    }
    if (line.size() != static_cast<size_t>(cols))
      throw UserError(fmt::format("{} line {}: {}; the board has {}, so each line needs {}", source, r + 1,
                                  counted(line.size(), "character", "characters"), counted(static_cast<uint64_t>(cols), "column", "columns"), cols));
    for (int32_t c = 0; c < cols; ++c) {
      const char ch = line[static_cast<size_t>(c)];
      if (ch == '.' || ch == '#') {
        grid.cells.push_back('#');
        grid.walls.push_back({r, c});
      } else if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9')) {
        grid.cells.push_back(ch);
      } else {
        throw UserError(fmt::format("{} line {}, column {}: '{}' is not a region: name each square's region by a letter "
                                    "or a digit, and a wall by '.' or '#'", source, r + 1, c + 1, ch));
      }
    }
  }
  return grid;
}

RegionGrid read_regions(const std::string& path, int32_t rows, int32_t cols) {
  return parse_regions(read_text_file(path, "region file"), path, rows, cols);
}

std::vector<Square> parse_squares(std::string_view text, const std::string& source, std::string_view what) {
  std::vector<Square> squares;
  for_each_content_line(text, [&](int line_no, std::string_view line) {
    const std::string where = fmt::format("{} line {}", source, line_no);
    const auto toks = tokens_of(line);
    if (toks.size() != 2)
      throw UserError(fmt::format("{}: '{}' is not a {}; write one {} a line as ROW,COLUMN (1-based, '#' starts a comment)",
                                  where, trim_spaces(line), what, what));
    squares.push_back({parse_index(toks[0], where) - 1, parse_index(toks[1], where) - 1});
  });
  return squares;
}

std::vector<Square> read_squares(const std::string& path, std::string_view what) {
  return parse_squares(read_text_file(path, fmt::format("{} file", what)), path, what);
}

Square parse_square_option(std::string_view text, std::string_view option, std::string_view what) {
  const auto toks = tokens_of(text);
  if (toks.size() != 2 || text.find(',') == std::string_view::npos)
    throw UserError(fmt::format("{} {}: write a {} as ROW,COLUMN (1-based), e.g. {} 2,3", option, text, what, option));
  const std::string where = fmt::format("{} {}", option, text);
  return {parse_index(toks[0], where) - 1, parse_index(toks[1], where) - 1};
}

std::optional<int64_t> whole_number(std::string_view text) {
  int64_t v = 0;
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || ptr != text.data() + text.size()) return std::nullopt;
  return v;
}

std::pair<int32_t, int32_t> parse_board(const std::string& text) {
  auto number = [&](std::string_view part) {
    const std::optional<int64_t> v = whole_number(part);
    if (!v) throw UserError(fmt::format("board '{}': write N for an N x N board or RxC (rows x columns), e.g. 8 or 4x7", text));
    if (*v < 1 || *v > 1'000'000) throw UserError(fmt::format("board '{}': rows and columns must be 1 to 1000000", text));
    return static_cast<int32_t>(*v);
  };
  const size_t x = text.find_first_of("xX");
  if (x == std::string::npos) {
    const int32_t n = number(text);
    return {n, n};
  }
  return {number(std::string_view(text).substr(0, x)), number(std::string_view(text).substr(x + 1))};
}

}  // namespace boardlp
