// A gzip file's name: no zlib here, so the playground's core (which writes no .gz) has it too.
#include <algorithm>
#include <cctype>

#include "gzip_file.hpp"

namespace boardlp {

bool ends_with_gz(std::string_view path) {
  if (path.size() < 3) return false;
  std::string tail(path.substr(path.size() - 3));
  std::transform(tail.begin(), tail.end(), tail.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return tail == ".gz";
}

std::string strip_gz(const std::string& path) { return ends_with_gz(path) ? path.substr(0, path.size() - 3) : path; }

}  // namespace boardlp
