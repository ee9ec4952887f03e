#include "file_format.hpp"

#include <cctype>

#include <fmt/format.h>

#include "errors.hpp"
#include "gzip_file.hpp"
#include "text_lines.hpp"

namespace boardlp {

FileFormat format_from(const std::string& text) {
  if (text == "lp") return FileFormat::lp;
  if (text == "mps") return FileFormat::mps;
  if (text == "fixed-mps") return FileFormat::fixed_mps;
  throw UserError(fmt::format("--format {}: use lp, mps or fixed-mps", text));
}

std::optional<FileFormat> format_from_extension(std::string_view path) {
  if (ends_with_gz(path)) path.remove_suffix(3);  // model.lp.gz: an LP file, gzipped
  const auto dot = path.rfind('.');
  if (dot == std::string_view::npos || path.find('/', dot) != std::string_view::npos) return std::nullopt;
  std::string ext(path.substr(dot + 1));
  for (char& ch : ext) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (ext == "lp") return FileFormat::lp;
  if (ext == "mps") return FileFormat::mps;
  return std::nullopt;
}

FileFormat detect_format(const std::string& path, const std::string& head) {
  // The content first: the first line that is not blank or a comment ('\' in LP, '*' in MPS).
  std::optional<FileFormat> from_content;
  TextLines lines(head);
  std::string_view line;
  while (lines.next(line)) {
    const std::string_view t = trim(line);
    if (t.empty() || t[0] == '*' || t[0] == '\\') continue;
    std::string word(split_ws(t).front());
    for (char& ch : word) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    if (word == "NAME" || word == "ROWS" || word == "OBJSENSE") from_content = FileFormat::mps;
    else if (word.rfind("MIN", 0) == 0 || word.rfind("MAX", 0) == 0) from_content = FileFormat::lp;
    break;
  }
  const FileFormat format = from_content.value_or(format_from_extension(path).value_or(FileFormat::lp));
  if (format == FileFormat::lp) return FileFormat::lp;
  TextLines cards(head);
  while (cards.next(line))
    if (line.rfind("NAME", 0) == 0) {
      const auto words = split_ws(line);
      if (!words.empty() && words.back() == "FREE") return FileFormat::mps;  // CoinMpsIO marks free MPS so
      return line.size() > 14 && line.substr(4, 10) == "          " && line[14] != ' ' ? FileFormat::fixed_mps
                                                                                        : FileFormat::mps;
    }
  return FileFormat::mps;
}

}  // namespace boardlp
