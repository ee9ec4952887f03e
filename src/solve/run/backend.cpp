#include "backend.hpp"

#include <algorithm>

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <sstream>

namespace boardlp {

std::vector<SolverAnswer> Backend::read_found(const std::string&) const { return {}; }

std::optional<std::string> Backend::read_error(const std::string&, int, const std::string&) const { return std::nullopt; }
std::optional<std::string> Backend::cannot_run(const std::string&, int, int64_t, int64_t) const { return std::nullopt; }
std::string Backend::locate() const { return find_in_path(std::string(program())); }

bool Backend::reads(FileFormat format) const {
  return std::find(row_.formats.begin(), row_.formats.end(), format) != row_.formats.end();
}

std::string find_in_path(const std::string& program) {
  const char* path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "/usr/local/bin:/usr/bin:/bin");
  for (std::string dir; std::getline(dirs, dir, ':');) {
    const std::string candidate = (dir.empty() ? "." : dir) + "/" + program;
    if (::access(candidate.c_str(), F_OK) == 0) return candidate;
  }
  return {};
}

std::optional<std::string> line_with(const std::string& log, std::initializer_list<std::string_view> markers) {
  std::istringstream lines(log);
  for (std::string line; std::getline(lines, line);)
    for (std::string_view marker : markers)
      if (line.find(marker) != std::string::npos) {
        const size_t first = line.find_first_not_of(" \t<"), last = line.find_last_not_of(" \t\r;");
        return first == std::string::npos ? std::string(marker) : line.substr(first, last - first + 1);
      }
  return std::nullopt;
}

std::string word_after(const std::string& command, std::string_view marker) {
  FILE* pipe = ::popen((command + " 2>&1 </dev/null").c_str(), "r");
  if (!pipe) return {};
  std::string out;
  char buffer[4096];
  for (size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0 && out.size() < 65536;) out.append(buffer, n);
  ::pclose(pipe);
  const size_t at = out.find(marker);
  if (at == std::string::npos) return {};
  std::istringstream rest(out.substr(at + marker.size()));
  std::string word;
  rest >> word;
  return word;
}

const Backend* backend_named(std::string_view word) {
  for (const Backend* b : backends())
    if (b->answers_to(word)) return b;
  return nullptr;
}

std::string backend_names() {
  std::string out;
  const auto& all = backends();
  for (size_t i = 0; i < all.size(); ++i)
    out += (i == 0 ? "" : i + 1 == all.size() ? " or " : ", ") + std::string(all[i]->name());
  return out;
}

std::string proof_backend_names() {
  std::string out;
  for (const Backend* b : backends())
    if (b->writes_proofs()) out += (out.empty() ? "" : " or ") + std::string(b->name());
  return out;
}

std::string backend_choices() {
  std::string out;
  for (const Backend* b : backends()) out += (out.empty() ? "" : "|") + std::string(b->name());
  return out;
}

}  // namespace boardlp
