#include "board_info.hpp"

#include <fmt/format.h>

#include "board.hpp"
#include "errors.hpp"
#include "input_files.hpp"
#include "options.hpp"
#include "status.hpp"
#include "text_lines.hpp"

namespace boardlp {

std::optional<BoardInfo> parse_header_line(std::string_view line) {
  const auto words = split_ws(line);
  if (words.size() < 2 || words[0] != "boardlp") return std::nullopt;
  auto bad = [&](const std::string& why) {
    return DriverError(exit_bad_input, fmt::format("the boardlp header line is malformed ({}): {}", why, line));
  };
  if (words[1] != "1") throw bad(fmt::format("version {} is not 1", words[1]));
  BoardInfo info;
  info.problem_known = true;
  Spec& s = info.spec;
  bool piece = false, board = false, problem = false;
  try {
    for (size_t i = 2; i < words.size(); ++i) {
      const std::string_view w = words[i];
      const size_t eq = w.find('=');
      if (eq == std::string_view::npos) throw bad(fmt::format("'{}' is not key=value", w));
      const std::string_view key = w.substr(0, eq), value = w.substr(eq + 1);
      if (key == "piece") {
        const auto p = parse_piece(value);
        if (!p) throw bad(fmt::format("unknown piece '{}'", value));
        s.piece = *p;
        piece = true;
      } else if (key == "board") {
        std::tie(s.rows, s.cols) = parse_board(std::string(value));
        board = true;
      } else if (key == "problem") {
        if (value == "max") s.problem = Problem::max;
        else if (value == "place") s.problem = Problem::place;
        else if (value == "costs") s.problem = Problem::costs;
        else if (value == "least-walls") s.problem = Problem::least_walls;
        else throw bad(fmt::format("unknown problem '{}'", value));
        problem = true;
      } else if (key == "k") {
        int64_t k = 0;
        if (!parse_int(value, k) || k < 0) throw bad(fmt::format("k={} is not a count", value));
        s.k = k;
      } else if (key == "formulation") {
        s.formulation = value == "pairwise" ? Formulation::pairwise : Formulation::clique;
      } else if (key == "torus") {
        s.torus = value == "1";
      } else if (key == "walls" || key == "holes" || key == "fixed") {
        std::vector<Square>& squares = key == "walls" ? s.walls : key == "holes" ? s.holes : s.fixed;
        if (value != "none") {
          std::string text(value);
          for (char& ch : text)
            if (ch == ';') ch = '\n';
          squares = parse_squares(text, fmt::format("the header's {}", key), key == "fixed" ? "fixed piece" : key.substr(0, 4));
        }
      }  // other keys: written by a later boardlp, ignored
    }
    if (!piece || !board || !problem) throw bad("it needs piece=, board= and problem=");
    const Board board(s.rows, s.cols, s.walls, s.holes);  // range, duplicates, a wall that is a hole
    s.walls = board.walls();
    s.holes = board.holes();
    std::sort(s.fixed.begin(), s.fixed.end());
    for (const Square& f : s.fixed)
      if (!board.is_open(f.r, f.c)) throw bad(fmt::format("fixed piece {},{} is not on an open square", f.r + 1, f.c + 1));
  } catch (const UserError& e) {
    throw bad(e.what());
  }
  return info;
}

std::optional<BoardInfo> read_header(std::string_view file_head) {
  TextLines lines(file_head);
  std::string_view first;
  if (!lines.next(first)) return std::nullopt;
  first = trim(first);
  if (first.empty() || (first[0] != '\\' && first[0] != '*')) return std::nullopt;
  return parse_header_line(trim(first.substr(1)));
}

}  // namespace boardlp
