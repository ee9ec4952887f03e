#pragma once
// An output file that appears whole or not at all: the text goes to a temporary file in the
// target's folder, which is renamed over the target only when everything was written. A failure,
// an exception or a signal (INT, TERM, HUP, PIPE) removes the temporary file; an existing target
// is never touched until the new one is complete. A target that exists and is not a regular file
// (a terminal, a pipe, /dev/null) is written directly; a symbolic link's target is replaced, not
// the link.
#include <string>
#include <string_view>

namespace boardlp {

class AtomicOutput {
 public:
  explicit AtomicOutput(std::string target);  // throws UserError if the folder is not writable
  AtomicOutput(const AtomicOutput&) = delete;
  AtomicOutput& operator=(const AtomicOutput&) = delete;
  ~AtomicOutput();  // removes the temporary file unless commit() succeeded

  int fd() const { return fd_; }
  const std::string& target() const { return target_; }
  // Whether the text goes to a temporary regular file (and so is fsync'ed at commit).
  bool is_regular() const { return !temp_.empty(); }
  // Flushes to disk and renames over the target; throws UserError on failure. `unsynced` skips the
  // fsync: for the thousands of small files of a suite, which a rerun writes again if they differ.
  enum class Durability { synced, unsynced };
  void commit(Durability durability = Durability::synced);

 private:
  std::string target_, real_;  // as given; with symbolic links resolved
  std::string temp_;            // empty when writing directly
  int fd_ = -1;
  bool committed_ = false;
};

// Throws the UserError AtomicOutput(path) would, without creating anything: for a path to check
// before long work whose result it will hold (a folder, a missing or read-only folder).
void check_output_path(const std::string& path);

// The whole of `bytes` as the file `path`, through an AtomicOutput: whole or not at all.
void write_whole_file(const std::string& path, std::string_view bytes,
                      AtomicOutput::Durability durability = AtomicOutput::Durability::synced);

}  // namespace boardlp
