#pragma once
// The file formats boardlp writes and reads, and the one place that names and detects them.
#include <optional>
#include <string>
#include <string_view>

namespace boardlp {

enum class FileFormat { lp, mps, fixed_mps };

// "lp", "mps", "fixed-mps"; throws UserError naming the three for anything else.
FileFormat format_from(const std::string& text);
// lp for a name ending in .lp, mps (free) for .mps, in any case (q.LP, x.Mps), with or without .gz
// after it; else nullopt.
std::optional<FileFormat> format_from_extension(std::string_view path);
// The format of a model file from its first lines (NAME, ROWS or OBJSENSE: MPS; Minimize or
// Maximize: LP), else from its extension in any case (.lp, .mps), else LP. MPS is fixed when its
// NAME card puts the name in column 15 and does not end in FREE. --format overrides all of it.
FileFormat detect_format(const std::string& path, const std::string& head);

}  // namespace boardlp
