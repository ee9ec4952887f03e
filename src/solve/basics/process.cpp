#include "process.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/syscall.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>

#include "status.hpp"

extern char** environ;

namespace boardlp {

namespace {

int g_signal_pipe[2] = {-1, -1};
volatile sig_atomic_t g_interrupted = 0;

extern "C" void on_interrupt(int sig) {
  g_interrupted = sig;
  const char byte = 1;
  if (g_signal_pipe[1] >= 0) [[maybe_unused]] auto n = ::write(g_signal_pipe[1], &byte, 1);
}

// The child's whole group (a solver's own children too), or the child alone if it has no group yet.
void kill_group(pid_t pid, int sig) {
  if (::kill(-pid, sig) != 0) ::kill(pid, sig);
}

}  // namespace

void install_interrupt_handlers() {
  if (g_signal_pipe[0] >= 0) return;
  if (::pipe2(g_signal_pipe, O_CLOEXEC | O_NONBLOCK) != 0) return;
  struct sigaction sa {};
  sa.sa_handler = on_interrupt;
  sigemptyset(&sa.sa_mask);
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) ::sigaction(sig, &sa, nullptr);
  // A closed standard output (| head) makes writes fail with EPIPE, which is reported and ends
  // the run through the normal path that removes the temporary folder, instead of a silent death.
  ::signal(SIGPIPE, SIG_IGN);
}

int interrupt_signal() { return static_cast<int>(g_interrupted); }

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

namespace {
using Clock = std::chrono::steady_clock;
Clock::time_point after(double seconds) {
  return seconds > 0 ? Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds))
                     : Clock::time_point::max();
}
}  // namespace

Supervisor::~Supervisor() {
  for (auto& [pid, child] : children_) {
    kill_group(pid, SIGKILL);
    while (::waitpid(pid, nullptr, 0) < 0 && errno == EINTR) {
    }
    if (child.pidfd >= 0) ::close(child.pidfd);
  }
}

void Supervisor::adopt(pid_t pid, double timeout_seconds, StopPolicy stop) {
  Child c;
  // A pidfd gives exact deadlines with no polling loop, and the interrupt pipe sits beside it.
  c.pidfd = static_cast<int>(::syscall(SYS_pidfd_open, pid, 0));
  c.started = Clock::now();
  c.deadline = after(timeout_seconds);
  c.stop = stop;
  children_[pid] = c;
}

pid_t Supervisor::fork(const std::function<int()>& body, double timeout_seconds, StopPolicy stop) {
  std::fflush(nullptr);  // nothing buffered is written twice, by the child too
  const pid_t pid = ::fork();
  if (pid < 0) throw DriverError(exit_solver_failed, fmt::format("cannot start a child process: {}", std::strerror(errno)));
  if (pid == 0) {
    int code = 70;
    try {
      code = body();
    } catch (...) {  // a body reports its own errors; this is the last guard
    }
    ::_exit(code);
  }
  adopt(pid, timeout_seconds, stop);
  return pid;
}

void Supervisor::signal_all(int sig) {
  for (const auto& [pid, child] : children_) kill_group(pid, sig);
}

void Supervisor::stop_now(pid_t pid, double grace_seconds) {
  const auto it = children_.find(pid);
  if (it == children_.end()) return;
  it->second.stopped_early = true;
  it->second.stop.grace_seconds = grace_seconds;
  if (!it->second.stop_sent) it->second.deadline = Clock::now();
}

Supervisor::Event Supervisor::wait(double max_wait_seconds) {
  const Clock::time_point until = max_wait_seconds < 0 ? Clock::time_point::max() : after(std::max(max_wait_seconds, 1e-9));
  while (true) {
    for (auto it = children_.begin(); it != children_.end(); ++it) {
      int status = 0;
      struct rusage usage {};
      const pid_t done = ::wait4(it->first, &status, WNOHANG, &usage);
      if (done != it->first && !(done < 0 && errno == ECHILD)) continue;
      Event e;
      e.pid = it->first;
      e.end.timed_out = it->second.timed_out;
      e.end.seconds = std::chrono::duration<double>(Clock::now() - it->second.started).count();
      if (done == it->first)  // the child's CPU time, with that of the children it waited for
        e.end.cpu_seconds = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                            static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
      if (done == it->first && WIFEXITED(status)) e.end.exit_code = WEXITSTATUS(status);
      if (done == it->first && WIFSIGNALED(status)) e.end.signal = WTERMSIG(status);
      if (it->second.pidfd >= 0) ::close(it->second.pidfd);
      children_.erase(it);
      return e;
    }
    if (g_interrupted && !interrupt_reported_) {
      interrupt_reported_ = true;
      Event e;
      e.interrupted = static_cast<int>(g_interrupted);
      return e;
    }
    const Clock::time_point now = Clock::now();
    if (now >= until) return {};
    Clock::time_point next = until;
    bool any_pidfd_missing = false;
    std::vector<pollfd> fds;
    for (auto& [pid, child] : children_) {
      if (now >= child.deadline) {
        child.timed_out = child.timed_out || !child.stopped_early;
        if (!child.stop_sent && child.stop.grace_seconds > 0) {  // ask first (its output so far is kept), then insist
          kill_group(pid, child.stop.signal);
          child.stop_sent = true;
          child.deadline = after(child.stop.grace_seconds);
        } else {
          kill_group(pid, SIGKILL);
          child.deadline = Clock::time_point::max();
        }
      }
      next = std::min(next, child.deadline);
      if (child.pidfd >= 0) fds.push_back({child.pidfd, POLLIN, 0});
      else any_pidfd_missing = true;
    }
    if (!interrupt_reported_) fds.push_back({g_signal_pipe[0], POLLIN, 0});
    int wait_ms = -1;
    if (next != Clock::time_point::max()) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(next - Clock::now());
      wait_ms = static_cast<int>(std::max<int64_t>(0, left.count() + 1));
    }
    if (any_pidfd_missing && (wait_ms < 0 || wait_ms > 10)) wait_ms = 10;  // no pidfd: a short poll instead
    if (children_.empty() && wait_ms < 0) return {};  // nothing to wait for
    ::poll(fds.data(), fds.size(), wait_ms);
  }
}

ChildEnd wait_for_child(pid_t pid, double timeout_seconds, StopPolicy stop) {
  Supervisor supervisor;
  supervisor.adopt(pid, timeout_seconds, stop);
  int interrupted = 0;
  while (true) {
    const Supervisor::Event e = supervisor.wait(stop.while_waiting ? 0.25 : -1);
    if (stop.while_waiting && e.pid == 0 && !e.interrupted) {
      stop.while_waiting();
      continue;
    }
    if (e.interrupted && !stop.keep_answer_on_interrupt)
      throw Interrupted{e.interrupted};  // the supervisor kills the child on the way out
    if (e.interrupted) {
      interrupted = e.interrupted;
      supervisor.stop_now(pid, stop.interrupt_grace_seconds);
    }
    if (e.pid == pid) {
      ChildEnd end = e.end;
      end.interrupted = interrupted;
      return end;
    }
  }
}

Started start_process(const ProcessStart& start) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  if (!start.cwd.empty()) posix_spawn_file_actions_addchdir_np(&actions, start.cwd.c_str());
  if (!start.output.empty())  // (after the chdir: a relative name is the child's folder's)
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, start.output.c_str(),
                                     O_WRONLY | O_CREAT | (start.append ? O_APPEND : O_TRUNC), 0644);
  if (start.errors_to_output) posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
  posix_spawnattr_setpgroup(&attr, 0);
  sigset_t all, none;
  sigfillset(&all);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(&attr, &all);
  posix_spawnattr_setsigmask(&attr, &none);

  std::vector<char*> argv{const_cast<char*>(start.program.c_str())};
  for (const std::string& a : start.args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  std::vector<char*> envp;
  for (char** e = environ; *e; ++e) envp.push_back(*e);
  for (const std::string& e : start.extra_env) envp.push_back(const_cast<char*>(e.c_str()));
  envp.push_back(nullptr);

  Started out;
  out.error = (start.search_path ? ::posix_spawnp : ::posix_spawn)(&out.pid, start.program.c_str(), &actions, &attr,
                                                                  argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  if (out.error != 0) out.pid = -1;
  return out;
}

ChildEnd run_process(const std::string& binary, const std::vector<std::string>& args, const std::string& cwd,
                     const std::string& log_path, double timeout_seconds, const std::vector<std::string>& extra_env,
                     StopPolicy stop) {
  const Started started = start_process(
      ProcessStart{.program = binary, .args = args, .cwd = cwd, .output = log_path, .errors_to_output = true, .extra_env = extra_env});
  if (started.error != 0)
    throw DriverError(exit_solver_missing, fmt::format("cannot start {}: {}", binary, std::strerror(started.error)));
  return wait_for_child(started.pid, timeout_seconds, stop);
}

}  // namespace boardlp
