#pragma once
// What the driver knows of the board behind a model file: from boardlp's header line, or from
// --piece/--board/--walls for a file without one.
#include <optional>
#include <string>
#include <string_view>

#include "problem.hpp"

namespace boardlp {

struct BoardInfo {
  Spec spec;
  bool problem_known = false;  // from a header line: the problem and K are known too
};

// The header line "boardlp 1 piece=... board=RxC problem=... [k=K] formulation=... walls=..."
// (after the comment marker) -> BoardInfo; nullopt if the text is not a boardlp header;
// DriverError(exit_bad_input) if it is one but malformed.
std::optional<BoardInfo> parse_header_line(std::string_view line);

// The first line of a file's text, if it is a boardlp header.
std::optional<BoardInfo> read_header(std::string_view file_head);

}  // namespace boardlp
