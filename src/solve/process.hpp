#pragma once
// Runs a program as a child process without a shell: in a given folder, its output to a log file,
// in a process group of its own, stopped at a deadline (a signal it may answer, then KILL).
#include <csignal>
#include <string>
#include <vector>

namespace boardlp {

struct ProcessResult {
  int exit_code = -1;      // when it exited
  int signal = 0;          // when a signal ended it
  bool timed_out = false;  // the deadline passed and the driver killed it
  double seconds = 0;
};

// How a child is stopped at its deadline: `signal` first (one it may answer by finishing its
// work, as cbc answers SIGINT by writing its best solution), then KILL `grace` seconds later.
struct StopPolicy {
  int signal = SIGTERM;
  double grace_seconds = 0.3;
};

// Throws DriverError: exit_solver_missing if the binary cannot be started. timeout <= 0: none.
// extra_env: NAME=VALUE entries added to this process's environment for the child.
ProcessResult run_process(const std::string& binary, const std::vector<std::string>& args, const std::string& cwd,
                          const std::string& log_path, double timeout_seconds,
                          const std::vector<std::string>& extra_env = {}, StopPolicy stop = {});

struct ChildEnd {
  int exit_code = -1, signal = 0;
  bool timed_out = false;
  double seconds = 0;
};
// Waits for a child (the leader of its own process group, or a plain child) until the deadline
// (timeout <= 0: none); then `stop_signal` and, grace seconds later, KILL (grace <= 0: KILL at
// once). Throws Interrupted, the child killed, when SIGINT/SIGTERM/SIGHUP arrive.
ChildEnd wait_for_child(int pid, double timeout_seconds, double grace_seconds, int stop_signal = SIGTERM);

// A signal asked the run to stop; the session keeps what it found so far.
struct Interrupted {
  int signal;
};

// A private temporary folder, removed with its contents when it goes out of scope.
class TempFolder {
 public:
  TempFolder();
  ~TempFolder();
  TempFolder(const TempFolder&) = delete;
  TempFolder& operator=(const TempFolder&) = delete;
  const std::string& path() const { return path_; }
  std::string file(const std::string& name) const { return path_ + "/" + name; }

 private:
  std::string path_;
};

// SIGINT/SIGTERM/SIGHUP end a running child and make the waits throw Interrupted; SIGPIPE is
// ignored so a closed output is a write error. Call once at start.
void install_interrupt_handlers();

// The signal that asked the run to stop (SIGINT, SIGTERM or SIGHUP), or 0: polled by the
// in-process searches, which have no child to wait for.
int interrupt_signal();

}  // namespace boardlp
