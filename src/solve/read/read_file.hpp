#pragma once
// The read stage's result (session.cpp reads it): the file to solve, its format, its board and its
// model. The later stages (check, enumerate, classify, teach) take it as it is.
#include <optional>
#include <string>

#include "board_info.hpp"
#include "file_format.hpp"
#include "model_data.hpp"

namespace boardlp {

struct ReadFile {
  std::string path;                    // the file to solve: the input, or its copy in the work folder
  FileFormat format = FileFormat::lp;
  std::optional<BoardInfo> board;      // from the file's header, or the command line's --piece/--board
  ModelData model;
};

}  // namespace boardlp
