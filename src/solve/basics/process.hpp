#pragma once
// Child processes, under one supervisor: a solver program (run without a shell, in a folder of
// its own choosing, its output to a log file, in a process group of its own), a CoinUtils reader,
// the cubes of an enumeration and the suite's counts (forked) and GNU parallel. Each is stopped at
// its deadline (a signal it may answer, then KILL), and a signal that asks boardlp to stop reaches
// them all.
#include <chrono>
#include <csignal>
#include <functional>
#include <map>
#include <string>
#include <sys/types.h>
#include <vector>

namespace boardlp {

// How a child ended.
struct ChildEnd {
  int exit_code = -1;      // when it exited
  int signal = 0;          // when a signal ended it
  bool timed_out = false;  // the deadline passed and the driver killed it
  double seconds = 0;
  double cpu_seconds = 0;  // user + system time of the child and the children it waited for
  int interrupted = 0;     // the signal that asked boardlp to stop, passed on as StopPolicy says
};

// How a child is stopped at its deadline: `signal` first (one it may answer by finishing its
// work, as cbc answers SIGINT by writing its best solution), then KILL `grace` seconds later.
struct StopPolicy {
  int signal = SIGTERM;
  double grace_seconds = 0.3;
  // When a signal asks boardlp to stop (Ctrl-C): stop the child this same way, with
  // interrupt_grace_seconds before KILL, and return what it did (ChildEnd::interrupted), so an
  // answer it writes on the way out is kept; else the wait throws Interrupted and the child is
  // killed. (cbc answers SIGINT between cut passes: at a big root, seconds later.)
  bool keep_answer_on_interrupt = false;
  double interrupt_grace_seconds = 10;
  // Called about every quarter of a second while the child runs (a progress line that reads what
  // the child writes as it goes); empty: never.
  std::function<void()> while_waiting = nullptr;
};

// How a program is started (the one way boardlp starts one): without a shell, standard input from
// /dev/null, in a process group of its own (a stop or a kill reaches its children too), with
// every signal's default action and none blocked.
struct ProcessStart {
  std::string program;              // its path, or with search_path a name looked up in PATH
  bool search_path = false;
  std::vector<std::string> args;    // after its own name
  std::string cwd;                  // "": this process's
  std::string output;               // standard output's file ("": this process's)
  bool append = false;              // add to `output` (else it is emptied first)
  bool errors_to_output = false;    // standard error to `output` too
  std::vector<std::string> extra_env;  // NAME=VALUE, added to this process's environment
};
struct Started {
  pid_t pid = -1;
  int error = 0;  // posix_spawn's error number when it could not start (pid -1)
};
Started start_process(const ProcessStart& start);

// Throws DriverError: exit_solver_missing if the binary cannot be started. timeout <= 0: none.
// extra_env: NAME=VALUE entries added to this process's environment for the child.
ChildEnd run_process(const std::string& binary, const std::vector<std::string>& args, const std::string& cwd,
                     const std::string& log_path, double timeout_seconds, const std::vector<std::string>& extra_env = {},
                     StopPolicy stop = {});

// Watches any number of children at once: one poll on their pidfds and the interrupt pipe, each
// child stopped at its own deadline. Every child it still runs when it is destroyed is killed
// and reaped, so no child outlives its supervisor (on an error as on a normal end).
class Supervisor {
 public:
  Supervisor() = default;
  ~Supervisor();
  Supervisor(const Supervisor&) = delete;
  Supervisor& operator=(const Supervisor&) = delete;

  // Watches a child already started (the leader of its own process group, or a plain child):
  // at timeout (<= 0: none) `stop.signal`, then KILL grace seconds later (grace <= 0: KILL at once).
  void adopt(pid_t pid, double timeout_seconds, StopPolicy stop);
  // Forks a child that runs `body` and _exits with what it returns (not exit(): the parent's
  // objects are not the child's to destroy), and watches it as adopt() does. Throws DriverError
  // (exit_solver_failed) when the system cannot fork.
  pid_t fork(const std::function<int()>& body, double timeout_seconds, StopPolicy stop);

  struct Event {
    pid_t pid = 0;        // the child that ended (0: none did)
    ChildEnd end;
    int interrupted = 0;  // a signal asked the run to stop (reported once)
  };
  // Until a child ends, an interrupt arrives or `max_wait_seconds` pass (< 0: no limit).
  Event wait(double max_wait_seconds = -1);
  // `sig` to every running child (its whole group).
  void signal_all(int sig);
  // Stops the child now with its stop signal, then KILL `grace_seconds` later, without counting
  // it as timed out.
  void stop_now(pid_t pid, double grace_seconds);
  size_t running() const { return children_.size(); }

 private:
  struct Child {
    int pidfd = -1;
    std::chrono::steady_clock::time_point started, deadline;
    StopPolicy stop;
    bool stop_sent = false, timed_out = false, stopped_early = false;
  };
  std::map<pid_t, Child> children_;
  bool interrupt_reported_ = false;
};

// One child under its own supervisor: its end. When SIGINT/SIGTERM/SIGHUP arrive: with
// stop.keep_answer_on_interrupt the child is stopped as at its deadline and its end returned
// (ChildEnd::interrupted), else Interrupted is thrown and the child killed.
ChildEnd wait_for_child(int pid, double timeout_seconds, StopPolicy stop);

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
