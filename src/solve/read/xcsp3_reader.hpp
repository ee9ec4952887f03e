#pragma once
// XCSP3 files as models: the subset boardlp writes (core/write/xcsp3_writer.cpp), read by
// boardlp's own parser: <var> of domain 0 1 (or 0..1), <sum> constraints (<list>, <coeffs>,
// <condition> with le, lt, ge, gt, eq or in), and one <minimize> or <maximize type="sum">.
// Anything else an XCSP3 instance may hold (arrays, groups, global constraints, other domains)
// is refused in one line: such an instance is solved by ACE or Choco itself, not checked here.
#include <string>
#include <string_view>

#include "model_data.hpp"

namespace boardlp {

// The model in `text`, the file `path`'s (its name in messages); the caller builds its column
// index. Throws DriverError(exit_bad_input) naming the line and what is wrong with it.
ModelData read_xcsp3_model(std::string_view text, const std::string& path);

}  // namespace boardlp
