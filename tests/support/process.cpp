#include "process.hpp"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace boardlp::test {

TempDir::TempDir() {
  std::string tmpl = (std::filesystem::temp_directory_path() / "boardlp-test-XXXXXX").string();
  if (!::mkdtemp(tmpl.data())) throw std::runtime_error("mkdtemp failed");
  path_ = tmpl;
}
TempDir::~TempDir() {
  std::error_code ec;
  std::filesystem::remove_all(path_, ec);
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw std::runtime_error("cannot write " + path);
}

bool file_exists(const std::string& path) { return std::filesystem::exists(path); }

std::vector<std::string> list_dir(const std::string& path) {
  std::vector<std::string> names;
  for (const auto& e : std::filesystem::directory_iterator(path)) names.push_back(e.path().filename().string());
  return names;
}

namespace {

// BOARDLP_TEST_RUN_LOG=FILE: a line per program a test starts (its name, wall and CPU seconds), for
// bench/test-processes, which weighs what running the programs in the tests' process would save.
void log_run(const std::string& program, double wall, const struct rusage& usage) {
  const char* path = std::getenv("BOARDLP_TEST_RUN_LOG");
  if (!path || !*path) return;
  const double cpu = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                     static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
  if (FILE* f = std::fopen(path, "a")) {
    std::fprintf(f, "%s\t%.6f\t%.6f\n", std::filesystem::path(program).filename().c_str(), wall, cpu);
    std::fclose(f);
  }
}

}  // namespace

RunResult run(const std::vector<std::string>& argv, const std::string& input, const std::string& cwd,
              const std::vector<std::string>& env) {
  TempDir dir;
  const std::string in_path = dir.file("in"), out_path = dir.file("out"), err_path = dir.file("err");
  write_file(in_path, input);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, in_path.c_str(), O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_addopen(&actions, 2, err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (!cwd.empty()) posix_spawn_file_actions_addchdir_np(&actions, cwd.c_str());
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  std::vector<std::string> env_strings;
  for (char** e = environ; *e; ++e) {
    const std::string entry(*e);
    const std::string key = entry.substr(0, entry.find('='));
    bool replaced = false;
    for (const std::string& o : env) replaced = replaced || o.substr(0, o.find('=')) == key;
    if (!replaced) env_strings.push_back(entry);
  }
  env_strings.insert(env_strings.end(), env.begin(), env.end());
  std::vector<char*> envp;
  for (std::string& e : env_strings) envp.push_back(e.data());
  envp.push_back(nullptr);
  pid_t pid = 0;
  const auto start = std::chrono::steady_clock::now();
  const int rc = posix_spawnp(&pid, args[0], &actions, nullptr, args.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) throw std::runtime_error("cannot start " + argv[0]);
  int status = 0;
  struct rusage usage {};
  while (::wait4(pid, &status, 0, &usage) < 0) {
  }
  log_run(argv[0], std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), usage);
  RunResult r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = read_file(out_path);
  r.err = read_file(err_path);
  return r;
}

std::string env_or_fail(const char* name) {
  const char* v = std::getenv(name);
  if (!v || !*v) throw std::runtime_error(std::string("environment variable ") + name + " is not set: run the tests with meson test");
  return v;
}
std::string boardlp_exe() { return env_or_fail("BOARDLP"); }
std::string boardlp_solve_exe() { return env_or_fail("BOARDLP_SOLVE"); }
std::string source_root() { return env_or_fail("BOARDLP_SOURCE_ROOT"); }

}  // namespace boardlp::test
