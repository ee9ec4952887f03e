#pragma once
// MiniZinc files as models: the subset boardlp writes (core/write/minizinc_writer.cpp), read by
// boardlp's own parser: "var 0..1: NAME;" items, linear constraints over them (named by a
// "::" string, as the LP file's rows), and one solve item. Anything else a MiniZinc model may
// hold (include, arrays, globals, output) is refused in one line: such a model is solved by
// minizinc itself, not checked here.
#include <string>
#include <string_view>

#include "model_data.hpp"

namespace boardlp {

// The model in `text`, the file `path`'s (its name in messages); the caller builds its column
// index. Throws DriverError(exit_bad_input) naming the line and what is wrong with it.
ModelData read_minizinc_model(std::string_view text, const std::string& path);

}  // namespace boardlp
