#include "file_format.hpp"

#include <cctype>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "errors.hpp"
#include "gzip_file.hpp"
#include "text_lines.hpp"

namespace boardlp {

namespace {

// CoinLpIO takes names of up to 100 characters; fixed MPS 8 (columns 5-12 and 15-22). OPB, CNF
// and WCNF number their variables and keep the names in comments: the LP limit keeps them the same.
constexpr FormatRow kFormats[] = {
    {FileFormat::lp, "lp", ".lp", "CPLEX LP", Syntax::lp, "\\", 100, true, true, true,
     true, true, false, false, false, "LP readers need an objective row, so it is \"zero: 0 x_...\"."},
    {FileFormat::mps, "mps", ".mps", "free MPS", Syntax::mps, "*", 100, true, false, true,
     true, true, false, false, false, "The objective is an empty N row."},
    {FileFormat::fixed_mps, "fixed-mps", "", "fixed MPS", Syntax::mps, "*", 8, true, false, true,
     true, true, false, false, false, "The objective is an empty N row."},
    {FileFormat::opb, "opb", ".opb", "OPB (pseudo-Boolean)", Syntax::opb, "*", 100, true, false, true,
     true, false, true, false, true, "The file has no \"min:\" line."},
    {FileFormat::cnf, "cnf", ".cnf", "DIMACS CNF (SAT)", Syntax::cnf, "c", 100, true, false, true,
     false, false, true, true, true, "CNF has no objective."},
    {FileFormat::wcnf, "wcnf", ".wcnf", "WCNF (MaxSAT, the 2022 format)", Syntax::wcnf, "c", 100, true, false, true,
     true, false, true, true, true, "The file has no soft clause."},
    {FileFormat::old_wcnf, "old-wcnf", "", "WCNF with a p line (MaxSAT, before 2022)", Syntax::wcnf, "c", 100, true, false, true,
     true, false, true, true, true, "The file has no soft clause."},
    {FileFormat::dimacs, "dimacs", ".col", "DIMACS graph (.col)", Syntax::graph, "c", 0, false, false, false,
     false, false, false, false, false, ""},
};

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& ch : out) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

}  // namespace

std::span<const FormatRow> file_formats() { return kFormats; }

const FormatRow& format_row(FileFormat format) {
  for (const FormatRow& row : kFormats)
    if (row.format == format) return row;
  throw std::logic_error("a FileFormat without its row in file_format.cpp");
}

namespace {

// "a, b or c" (or "a|b|c" with `bar`) of the rows' fields that are not empty.
std::string listed(std::string_view FormatRow::*field, bool solver_input_only, bool bar) {
  std::vector<std::string_view> words;
  for (const FormatRow& row : kFormats)
    if ((!solver_input_only || row.solver_input) && !(row.*field).empty()) words.push_back(row.*field);
  std::string out;
  for (size_t i = 0; i < words.size(); ++i)
    out += fmt::format("{}{}", i == 0 ? "" : bar ? "|" : i + 1 == words.size() ? " or " : ", ", words[i]);
  return out;
}

}  // namespace

std::string format_names(bool solver_input_only) { return listed(&FormatRow::name, solver_input_only, false); }
std::string format_choices(bool solver_input_only) { return listed(&FormatRow::name, solver_input_only, true); }
std::string format_extensions(bool solver_input_only) { return listed(&FormatRow::extension, solver_input_only, false); }

FileFormat format_from(const std::string& text, bool solver_input_only) {
  for (const FormatRow& row : kFormats)
    if (row.name == text && (!solver_input_only || row.solver_input)) return row.format;
  throw UserError(fmt::format("--format {}: use {}", text, format_names(solver_input_only)));
}

std::string input_name(std::string_view stem, FileFormat format) {
  const std::string_view ext = format_row(format).extension;
  return fmt::format("{}{}", stem, ext.empty() ? format_row(FileFormat::mps).extension : ext);
}

std::optional<FileFormat> format_from_extension(std::string_view path) {
  if (ends_with_gz(path)) path.remove_suffix(3);  // model.lp.gz: an LP file, gzipped
  const auto dot = path.rfind('.');
  if (dot == std::string_view::npos || path.find('/', dot) != std::string_view::npos) return std::nullopt;
  const std::string ext = lower(path.substr(dot));
  for (const FormatRow& row : kFormats)
    if (!row.extension.empty() && row.extension == ext) return row.format;
  return std::nullopt;
}

FileFormat detect_format(const std::string& path, const std::string& head) {
  // The content first: OPB's header line, else the first line that is not blank or a comment ('\'
  // in LP, '*' in MPS and OPB, 'c' in CNF and WCNF).
  std::optional<FileFormat> from_content;
  TextLines lines(head);
  std::string_view line;
  bool dimacs_comment = false;
  while (lines.next(line)) {
    const std::string_view t = trim(line);
    if (t.rfind("* #variable=", 0) == 0) return FileFormat::opb;
    if (t == "c" || t.rfind("c ", 0) == 0) {
      dimacs_comment = true;
      continue;
    }
    if (t.empty() || t[0] == '*' || t[0] == '\\') continue;
    if (t.rfind("p cnf", 0) == 0) return FileFormat::cnf;
    if (t.rfind("p wcnf", 0) == 0) return FileFormat::old_wcnf;
    if (t.rfind("p edge", 0) == 0) return FileFormat::dimacs;
    if (t.rfind("h ", 0) == 0) return FileFormat::wcnf;
    if (dimacs_comment && (std::isdigit(static_cast<unsigned char>(t[0])) || t[0] == '-'))
      return format_from_extension(path).value_or(FileFormat::wcnf);  // clauses with no p line: the 2022 WCNF
    std::string word(split_ws(t).front());
    for (char& ch : word) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    if (word == "NAME" || word == "ROWS" || word == "OBJSENSE") from_content = FileFormat::mps;
    else if ((word.rfind("MIN", 0) == 0 || word.rfind("MAX", 0) == 0) && format_from_extension(path) != FileFormat::opb)
      from_content = FileFormat::lp;  // (OPB's "min:" too: a .opb file without its header stays OPB)
    break;
  }
  // (A format boardlp-solve does not read is returned too: the reader refuses it by name.)
  const FileFormat format = from_content.value_or(format_from_extension(path).value_or(FileFormat::lp));
  if (format_row(format).syntax != Syntax::mps) return format;
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
