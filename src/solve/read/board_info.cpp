#include "board_info.hpp"

#include <fmt/format.h>

#include "board.hpp"
#include "errors.hpp"
#include "header.hpp"
#include "status.hpp"
#include "text_lines.hpp"

namespace boardlp {

std::optional<BoardInfo> parse_header_line(std::string_view line) {
  try {
    const std::optional<Spec> spec = parse_header_spec(line);  // core: where it is written
    if (!spec) return std::nullopt;
    return BoardInfo{*spec, true};
  } catch (const UserError& e) {
    throw DriverError(exit_bad_input, fmt::format("the boardlp header line is malformed ({}): {}", e.what(), line));
  }
}

std::optional<BoardInfo> read_header(std::string_view file_head) {
  // The first line, a comment in any format boardlp writes (its row's comment); in OPB the line
  // after "* #variable= N #constraint= M", which must come first.
  TextLines lines(file_head);
  std::string_view first;
  if (!lines.next(first)) return std::nullopt;
  first = trim(first);
  if (first.rfind("* #variable=", 0) == 0 && !lines.next(first)) return std::nullopt;
  first = trim(first);
  const std::optional<std::string_view> text = comment_text(first);
  if (!text) return std::nullopt;
  return parse_header_line(*text);
}

}  // namespace boardlp
