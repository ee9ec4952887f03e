#include "playground_folder.hpp"

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "status.hpp"
#include "template.hpp"

namespace boardlp {

namespace fs = std::filesystem;

namespace {

// A file in the folder that says it is a playground, so that writing one again may replace it.
constexpr const char* kMarker = ".boardlp-playground";

std::string read_bytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  if (!in) throw DriverError(exit_bad_input, fmt::format("boardlp playground: cannot read {}", path.string()));
  return out.str();
}

void write_bytes(const fs::path& path, std::string_view bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  out.close();
  if (!out) throw DriverError(exit_bad_input, fmt::format("boardlp playground: cannot write {}", path.string()));
}

std::string base64(std::string_view bytes) {
  static constexpr char kDigits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  size_t i = 0;
  for (; i + 2 < bytes.size(); i += 3) {
    const uint32_t v = static_cast<uint32_t>(static_cast<unsigned char>(bytes[i])) << 16 |
                       static_cast<uint32_t>(static_cast<unsigned char>(bytes[i + 1])) << 8 |
                       static_cast<unsigned char>(bytes[i + 2]);
    for (int shift : {18, 12, 6, 0}) out += kDigits[(v >> shift) & 63];
  }
  if (i < bytes.size()) {
    uint32_t v = static_cast<uint32_t>(static_cast<unsigned char>(bytes[i])) << 16;
    if (i + 1 < bytes.size()) v |= static_cast<uint32_t>(static_cast<unsigned char>(bytes[i + 1])) << 8;
    out += kDigits[(v >> 18) & 63];
    out += kDigits[(v >> 12) & 63];
    out += i + 1 < bytes.size() ? kDigits[(v >> 6) & 63] : '=';
    out += '=';
  }
  return out;
}

bool empty_or_playground(const fs::path& dir) {
  if (!fs::exists(dir)) return true;
  if (!fs::is_directory(dir)) return false;
  return fs::is_empty(dir) || fs::exists(dir / kMarker);
}

}  // namespace

std::string wasm_build_folder() {
  const char* given = std::getenv("BOARDLP_WASM_BUILD");
  const fs::path folder = given && *given ? fs::path(given) : fs::path(BOARDLP_SOURCE_ROOT) / "build-wasm";
  for (const char* part : {"src/playground/boardlp-core.js", "highs/node_modules/highs/build/highs.js",
                           "highs/node_modules/highs/build/highs.wasm"})
    if (!fs::exists(folder / part))
      throw DriverError(exit_bad_input,
                        fmt::format("boardlp playground: {} is missing: build the page's WebAssembly with scripts/build-wasm "
                                    "(or set BOARDLP_WASM_BUILD to the folder it built)", (folder / part).string()));
  return folder.string();
}

std::string write_playground(const std::string& dir) {
  const fs::path target = fs::absolute(dir).lexically_normal();
  if (!empty_or_playground(target))
    throw DriverError(exit_bad_input, fmt::format("boardlp playground {}: it exists and is not a playground folder; give a "
                                                  "new or empty folder", dir));
  const fs::path wasm = wasm_build_folder();
  const fs::path highs = wasm / "highs/node_modules/highs/build";
  // Beside the target, so that the rename at the end stays on one file system.
  const fs::path temp = target.parent_path() / fmt::format(".{}.tmp-{}", target.filename().string(), ::getpid());
  std::error_code ignored;
  fs::remove_all(temp, ignored);
  if (!fs::create_directory(temp, ignored))
    throw DriverError(exit_bad_input, fmt::format("boardlp playground {}: cannot create a folder in {}", dir,
                                                  target.parent_path().string()));
  try {
    for (const char* name : {"index.html", "playground.js", "playground.css"})
      write_bytes(temp / name, template_text(std::string("playground/") + name));
    fs::copy_file(wasm / "src/playground/boardlp-core.js", temp / "boardlp-core.js");
    // HiGHS's script as text (the page's worker is made from it) and its WebAssembly as base64.
    const nlohmann::json highs_source = read_bytes(highs / "highs.js");
    write_bytes(temp / "highs-solver.js",
                "// HiGHS compiled to WebAssembly (the npm package highs), for the playground's worker.\n"
                "var BOARDLP_HIGHS = {\n  source: " + highs_source.dump() + ",\n  wasm: \"" +
                    base64(read_bytes(highs / "highs.wasm")) + "\"\n};\n");
    write_bytes(temp / kMarker, "written by boardlp playground; writing it again replaces this folder\n");
    if (fs::exists(target)) fs::remove_all(target);
    fs::rename(temp, target);
  } catch (...) {
    fs::remove_all(temp, ignored);
    throw;
  }
  return (target / "index.html").string();
}

}  // namespace boardlp
