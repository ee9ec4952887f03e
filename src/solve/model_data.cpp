#include "model_data.hpp"

#include <cctype>
#include <optional>

#include <coin/CoinFinite.hpp>
#include <coin/CoinMessageHandler.hpp>
#include <coin/CoinMpsIO.hpp>
#include <fmt/format.h>

#include "cli_common.hpp"
#include "status.hpp"
#include "text_lines.hpp"

namespace boardlp {

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

void ModelData::build_column_index() {
  column_index_.clear();
  column_index_.reserve(col_names.size());
  for (size_t j = 0; j < col_names.size(); ++j) column_index_.emplace(col_names[j], static_cast<int>(j));
}

void ModelData::add_row(const std::string& name, const std::vector<int>& cols, const std::vector<double>& coefs,
                        double lower, double upper) {
  rows.appendRow(static_cast<int>(cols.size()), cols.data(), coefs.data());
  row_lower.push_back(lower);
  row_upper.push_back(upper);
  row_names.push_back(name);
}

void ModelData::write_mps(const std::string& path) const {
  CoinMpsIO mps;
  CoinMessageHandler quiet;
  quiet.setLogLevel(0);
  mps.passInMessageHandler(&quiet);
  mps.setMpsData(rows, COIN_DBL_MAX, col_lower.data(), col_upper.data(), objective.data(), integer.data(),
                 row_lower.data(), row_upper.data(), col_names, row_names);
  mps.setObjectiveName(objective_name.empty() ? "obj" : objective_name.c_str());
  if (mps.writeMps(path.c_str(), 0, 1, 2) != 0)
    throw DriverError(exit_solver_failed, fmt::format("cannot write the model {}", path));
}

int ModelData::column(const std::string& name) const {
  const auto it = column_index_.find(name);
  return it == column_index_.end() ? -1 : it->second;
}

}  // namespace boardlp
