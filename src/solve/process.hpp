#pragma once
// Runs a program as a child process without a shell: in a given folder, its output to a log file,
// in a process group of its own, killed (TERM, then KILL) at a deadline.
#include <string>
#include <vector>

namespace boardlp {

struct ProcessResult {
  int exit_code = -1;      // when it exited
  int signal = 0;          // when a signal ended it
  bool timed_out = false;  // the deadline passed and the driver killed it
  double seconds = 0;
};

// Throws DriverError: exit_solver_missing if the binary cannot be started. timeout <= 0: none.
ProcessResult run_process(const std::string& binary, const std::vector<std::string>& args, const std::string& cwd,
                          const std::string& log_path, double timeout_seconds);

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

// SIGINT/SIGTERM end a running solver and make run_process throw: the temporary folders are
// then removed on the way out. Call once at start.
void install_interrupt_handlers();
bool interrupted();

}  // namespace boardlp
