#include "cli_common.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

#include <fmt/format.h>

#include "errors.hpp"
#include "input_files.hpp"

namespace po = boost::program_options;

namespace boardlp {

po::variables_map parse_command_line(int argc, const char* const* argv, const po::options_description& options,
                                     const po::positional_options_description& positional, const std::string& program,
                                     const std::string& too_many) {
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(argc, argv).options(options).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const po::too_many_positional_options_error&) {
    throw UserError(fmt::format("{} (see {} --help)", too_many, program));
  } catch (const po::error& e) {
    throw UserError(fmt::format("{} (see {} --help)", e.what(), program));
  }
  return vm;
}

Piece piece_from(const std::string& text) {
  const auto piece = parse_piece(text);
  if (piece) return *piece;
  const bool betza_like = !text.empty() && std::all_of(text.begin(), text.end(), [](char ch) { return std::isupper(static_cast<unsigned char>(ch)); });
  if (betza_like) throw UserError(betza_error(text));
  throw UserError(fmt::format("unknown piece '{}': use queens, rooks, bishops, kings, knights, amazons, chancellors, "
                              "archbishops, nightriders, or the moves in Betza notation (e.g. WFN, NN)", text));
}

FileFormat format_from(const std::string& text) {
  if (text == "lp") return FileFormat::lp;
  if (text == "mps") return FileFormat::mps;
  if (text == "fixed-mps") return FileFormat::fixed_mps;
  throw UserError(fmt::format("--format {}: use lp, mps or fixed-mps", text));
}

std::optional<FileFormat> format_from_extension(std::string_view path) {
  const auto dot = path.rfind('.');
  if (dot == std::string_view::npos || path.find('/', dot) != std::string_view::npos) return std::nullopt;
  std::string ext(path.substr(dot + 1));
  for (char& ch : ext) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (ext == "lp") return FileFormat::lp;
  if (ext == "mps") return FileFormat::mps;
  return std::nullopt;
}

std::vector<Square> walls_from(const po::variables_map& vm, int32_t rows, int32_t cols) {
  std::vector<Square> walls;
  if (vm.count("walls")) walls = read_walls(vm["walls"].as<std::string>());
  if (vm.count("wall"))
    for (const std::string& w : vm["wall"].as<std::vector<std::string>>()) walls.push_back(parse_wall_option(w));
  return Board(rows, cols, walls).walls();  // range and duplicate checks; board order
}

std::optional<int64_t> whole_number(std::string_view text) {
  int64_t v = 0;
  const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc() || ptr != text.data() + text.size()) return std::nullopt;
  return v;
}

}  // namespace boardlp
