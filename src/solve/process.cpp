#include "process.hpp"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include "status.hpp"

extern char** environ;

namespace boardlp {

namespace {

int g_signal_pipe[2] = {-1, -1};
volatile sig_atomic_t g_interrupted = 0;

extern "C" void on_interrupt(int) {
  g_interrupted = 1;
  const char byte = 1;
  if (g_signal_pipe[1] >= 0) [[maybe_unused]] auto n = ::write(g_signal_pipe[1], &byte, 1);
}

void kill_group(pid_t pid, int sig) { ::kill(-pid, sig); }

}  // namespace

void install_interrupt_handlers() {
  if (g_signal_pipe[0] >= 0) return;
  if (::pipe2(g_signal_pipe, O_CLOEXEC | O_NONBLOCK) != 0) return;
  struct sigaction sa {};
  sa.sa_handler = on_interrupt;
  sigemptyset(&sa.sa_mask);
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) ::sigaction(sig, &sa, nullptr);
}

bool interrupted() { return g_interrupted != 0; }

TempFolder::TempFolder() {
  const char* base = std::getenv("TMPDIR");
  std::string tmpl = std::string(base && *base ? base : "/tmp") + "/boardlp-solve-XXXXXX";
  if (!::mkdtemp(tmpl.data()))
    throw DriverError(exit_solver_failed, fmt::format("cannot create a temporary folder in {}: {}",
                                                      base && *base ? base : "/tmp", std::strerror(errno)));
  path_ = tmpl;
}

TempFolder::~TempFolder() {
  std::error_code ec;
  std::filesystem::remove_all(path_, ec);
}

ProcessResult run_process(const std::string& binary, const std::vector<std::string>& args, const std::string& cwd,
                          const std::string& log_path, double timeout_seconds) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, log_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
  posix_spawn_file_actions_addchdir_np(&actions, cwd.c_str());
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  posix_spawnattr_setpgroup(&attr, 0);  // its own group: a kill reaches the solver's children too
  sigset_t all, none;
  sigfillset(&all);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(&attr, &all);
  posix_spawnattr_setsigmask(&attr, &none);

  std::vector<char*> argv{const_cast<char*>(binary.c_str())};
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);

  const auto start = std::chrono::steady_clock::now();
  pid_t pid = 0;
  const int rc = ::posix_spawn(&pid, binary.c_str(), &actions, &attr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  if (rc != 0)
    throw DriverError(exit_solver_missing, fmt::format("cannot start {}: {}", binary, std::strerror(rc)));

  // Wait on a pidfd: exact deadlines, no polling loop, and the interrupt pipe beside it.
  const int pidfd = static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
  ProcessResult result;
  bool term_sent = false;
  auto deadline = timeout_seconds > 0 ? start + std::chrono::duration<double>(timeout_seconds)
                                      : std::chrono::steady_clock::time_point::max();
  int status = 0;
  while (true) {
    const pid_t done = ::waitpid(pid, &status, WNOHANG);
    if (done == pid) break;
    int wait_ms = -1;
    if (deadline != std::chrono::steady_clock::time_point::max()) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
      wait_ms = static_cast<int>(std::max<int64_t>(0, left.count()));
    }
    if (pidfd < 0 && (wait_ms < 0 || wait_ms > 10)) wait_ms = 10;  // no pidfd: a short poll instead
    pollfd fds[2] = {{pidfd, POLLIN, 0}, {g_signal_pipe[0], POLLIN, 0}};
    const int n = ::poll(fds, 2, wait_ms);
    if (g_interrupted) {
      kill_group(pid, SIGKILL);
      ::waitpid(pid, &status, 0);
      if (pidfd >= 0) ::close(pidfd);
      throw DriverError(exit_solver_failed, "interrupted: the solver was stopped");
    }
    if (n == 0 && std::chrono::steady_clock::now() >= deadline) {
      if (!term_sent) {  // ask first, then insist
        kill_group(pid, SIGTERM);
        term_sent = true;
        result.timed_out = true;
        deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
      } else {
        kill_group(pid, SIGKILL);
        deadline = std::chrono::steady_clock::time_point::max();
      }
    }
  }
  if (pidfd >= 0) ::close(pidfd);
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (WIFEXITED(status)) result.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) result.signal = WTERMSIG(status);
  return result;
}

}  // namespace boardlp
