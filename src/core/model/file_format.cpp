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

// Each format recognises its own start (detect_format's rows).
std::string upper_first_word(std::string_view line) {
  const auto words = split_ws(line);
  std::string word(words.empty() ? std::string_view() : words.front());
  for (char& ch : word) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  return word;
}
bool starts(std::string_view line, std::string_view prefix) { return line.rfind(prefix, 0) == 0; }
bool mps_cards(const FileHead& h) {
  const std::string word = upper_first_word(h.first);
  return word == "NAME" || word == "ROWS" || word == "OBJSENSE";
}
// Fixed MPS puts the name in column 15 of the NAME card; CoinMpsIO marks free MPS with FREE.
bool fixed_name_card(std::string_view text) {
  TextLines cards(text);
  std::string_view line;
  while (cards.next(line))
    if (starts(line, "NAME")) {
      const auto words = split_ws(line);
      if (!words.empty() && words.back() == "FREE") return false;
      return line.size() > 14 && line.substr(4, 10) == "          " && line[14] != ' ';
    }
  return false;
}
bool lp_start(const FileHead& h) {  // (OPB's "min:" too: a .opb file without its header stays OPB)
  const std::string word = upper_first_word(h.first);
  return (starts(word, "MIN") || starts(word, "MAX")) && h.by_extension != FileFormat::opb;
}
bool free_mps_start(const FileHead& h) { return mps_cards(h) && !fixed_name_card(h.text); }
bool fixed_mps_start(const FileHead& h) { return mps_cards(h) && fixed_name_card(h.text); }
bool opb_start(const FileHead& h) { return h.opb_header; }
bool cnf_start(const FileHead& h) { return starts(h.first, "p cnf"); }
// The 2022 WCNF: "h" clauses, or clauses with no p line after DIMACS comments (unless the name says otherwise).
bool wcnf_start(const FileHead& h) {
  const bool clause = !h.first.empty() && (std::isdigit(static_cast<unsigned char>(h.first[0])) || h.first[0] == '-');
  return starts(h.first, "h ") || (h.dimacs_comments && clause && !h.by_extension);
}
bool old_wcnf_start(const FileHead& h) { return starts(h.first, "p wcnf"); }
bool graph_start(const FileHead& h) { return starts(h.first, "p edge"); }
bool minizinc_start(const FileHead& h) {
  return starts(h.first, "var ") || starts(h.first, "constraint") || starts(h.first, "solve ") || starts(h.first, "include ");
}
// An XML file: its declaration or XCSP3's root element (a comment line is skipped before it).
bool xcsp3_start(const FileHead& h) { return starts(h.first, "<?xml") || starts(h.first, "<instance"); }

// CoinLpIO takes names of up to 100 characters; fixed MPS 8 (columns 5-12 and 15-22). OPB, CNF
// and WCNF number their variables and keep the names in comments: the LP limit keeps them the same.
constexpr FormatRow kFormats[] = {
    {FileFormat::lp, "lp", ".lp", "CPLEX LP", Syntax::lp, "\\", "", 100, true, true, true,
     true, true, false, false, false, "LP readers need an objective row, so it is \"zero: 0 x_...\".", lp_start},
    {FileFormat::mps, "mps", ".mps", "free MPS", Syntax::mps, "*", "", 100, true, false, true,
     true, true, false, false, false, "The objective is an empty N row.", free_mps_start},
    {FileFormat::fixed_mps, "fixed-mps", "", "fixed MPS", Syntax::mps, "*", "", 8, true, false, true,
     true, true, false, false, false, "The objective is an empty N row.", fixed_mps_start},
    {FileFormat::opb, "opb", ".opb", "OPB (pseudo-Boolean)", Syntax::opb, "*", "", 100, true, false, true,
     true, false, true, false, true, "The file has no \"min:\" line.", opb_start},
    {FileFormat::cnf, "cnf", ".cnf", "DIMACS CNF (SAT)", Syntax::cnf, "c", "", 100, true, false, true,
     false, false, true, true, true, "CNF has no objective.", cnf_start},
    {FileFormat::wcnf, "wcnf", ".wcnf", "WCNF (MaxSAT, the 2022 format)", Syntax::wcnf, "c", "", 100, true, false, true,
     true, false, true, true, true, "The file has no soft clause.", wcnf_start},
    {FileFormat::old_wcnf, "old-wcnf", "", "WCNF with a p line (MaxSAT, before 2022)", Syntax::wcnf, "c", "", 100, true, false, true,
     true, false, true, true, true, "The file has no soft clause.", old_wcnf_start},
    {FileFormat::mzn, "mzn", ".mzn", "MiniZinc", Syntax::minizinc, "%", "", 100, true, true, true,
     true, false, false, false, true, "The file says \"solve satisfy\".", minizinc_start},
    {FileFormat::xcsp3, "xcsp3", ".xml", "XCSP3 (XML)", Syntax::xcsp3, "<!--", "-->", 100, true, true, true,
     true, false, false, false, true, "The instance is a CSP: it has no <objectives>.", xcsp3_start},
    {FileFormat::dimacs, "dimacs", ".col", "DIMACS graph (.col)", Syntax::graph, "c", "", 0, false, false, false,
     false, false, false, false, false, "", graph_start},
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

bool is_comment_line(std::string_view line) { return comment_text(line).has_value(); }

std::optional<std::string_view> comment_text(std::string_view line) {
  line = trim(line);
  for (const FormatRow& row : kFormats) {
    if (row.comment.empty() || !starts(line, row.comment)) continue;
    const bool word = std::isalpha(static_cast<unsigned char>(row.comment.back()));
    if (word && line.size() > row.comment.size() && line[row.comment.size()] != ' ') continue;
    std::string_view text = line.substr(row.comment.size());
    if (!row.comment_end.empty() && text.size() >= row.comment_end.size() &&
        text.substr(text.size() - row.comment_end.size()) == row.comment_end)
      text.remove_suffix(row.comment_end.size());
    return trim(text);
  }
  return std::nullopt;
}

FileFormat detect_format(const std::string& path, const std::string& head) {
  // The content first: the first line that is not blank or a comment ('\\' in LP, '*' in MPS and
  // OPB, 'c' in CNF and WCNF), with what came before it, recognised by each format's row; else the
  // name's extension, in any case (.lp, .mps, ...); else LP. (A format boardlp-solve does not read
  // is returned too: the reader refuses it by name.)
  FileHead h;
  h.text = head;
  h.by_extension = format_from_extension(path);
  TextLines lines(head);
  std::string_view line;
  while (lines.next(line)) {
    const std::string_view t = trim(line);
    if (starts(t, "* #variable=")) {
      h.opb_header = true;
      break;
    }
    if (t == "c" || starts(t, "c ")) {
      h.dimacs_comments = true;
      continue;
    }
    if (t.empty() || is_comment_line(t)) continue;
    h.first = t;
    break;
  }
  for (const FormatRow& row : kFormats)
    if (row.recognises(h)) return row.format;
  const FileFormat format = h.by_extension.value_or(FileFormat::lp);
  if (format_row(format).syntax == Syntax::mps) return fixed_name_card(head) ? FileFormat::fixed_mps : FileFormat::mps;
  return format;
}

}  // namespace boardlp
