#pragma once
// Runs a program without a shell and captures what it prints (test support).
#include <string>
#include <vector>

namespace boardlp::test {

struct RunResult {
  int exit_code = -1;  // 128 + signal if killed
  std::string out, err;
};

// Runs argv[0] (searched in PATH) in folder `cwd` (empty: this one) with `input` on its stdin;
// `env` entries ("NAME=value") replace or add to this process's environment.
RunResult run(const std::vector<std::string>& argv, const std::string& input = "", const std::string& cwd = "",
              const std::vector<std::string>& env = {});

// Environment helpers: the built boardlp and the source tree, set by tests/meson.build.
std::string env_or_fail(const char* name);
std::string boardlp_exe();
std::string boardlp_solve_exe();
std::string source_root();

// A fresh temporary folder, removed with everything in it at destruction.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }
  std::string file(const std::string& name) const { return path_ + "/" + name; }

 private:
  std::string path_;
};

std::string read_file(const std::string& path);
void write_file(const std::string& path, const std::string& text);
bool file_exists(const std::string& path);
std::vector<std::string> list_dir(const std::string& path);

}  // namespace boardlp::test
