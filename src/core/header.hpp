#pragma once
// The comment that opens every file: first the machine-readable line the driver reads back,
// then the model in words and symbols, rendered from templates/PROBLEM.txt.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "file_format.hpp"
#include "model.hpp"
#include "problem.hpp"

namespace boardlp {

// "boardlp 1 piece=queens board=8x8 problem=max formulation=clique walls=none" (then holes=,
// fixed= and torus=1 when there are any), and back: the one place that writes and reads it.
std::string header_line(const Spec& spec);
// The spec a header line records (K as written, -1 if none); nullopt if the line is not a boardlp
// header; UserError with the reason if it is one but malformed. Keys a later boardlp may add are
// skipped.
std::optional<Spec> parse_header_spec(std::string_view line);
// A proof's cube as --cube and cube= write it, "1-14,2-13" (the first and last empty row, then
// column, 1-based); nullopt if the text is not one.
std::optional<EmptyLines> parse_cube(std::string_view text);

// The header's lines, without comment markers (the writer adds "\ " or "* ").
std::vector<std::string> header_lines(const Model& model, const Sizes& sizes, FileFormat format);  // of model.spec()

}  // namespace boardlp
