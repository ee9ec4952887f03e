#include "atomic_output.hpp"

#include "out_buffer.hpp"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fmt/format.h>

#include "errors.hpp"

namespace boardlp {

namespace {

// The temporary file a signal handler must remove (one output file at a time per process).
char g_temp_path[4096];

extern "C" void remove_temp_and_die(int sig) {
  if (g_temp_path[0] != '\0') ::unlink(g_temp_path);
  std::signal(sig, SIG_DFL);
  std::raise(sig);
}

std::string folder_of(const std::string& path) {
  const size_t slash = path.rfind('/');
  if (slash == std::string::npos) return ".";
  return slash == 0 ? "/" : path.substr(0, slash);
}

}  // namespace

AtomicOutput::AtomicOutput(std::string target) : target_(std::move(target)) {
  struct stat st {};
  std::string real = target_;
  if (::stat(target_.c_str(), &st) == 0) {
    if (S_ISDIR(st.st_mode))
      throw UserError(fmt::format("cannot write {}: it is a folder; give a file name with -o", target_));
    if (!S_ISREG(st.st_mode)) {  // a device or a pipe: there is nothing to replace atomically
      fd_ = ::open(target_.c_str(), O_WRONLY | O_CLOEXEC);
      if (fd_ < 0) throw UserError(fmt::format("cannot write {}: {}", target_, std::strerror(errno)));
      return;
    }
    if (char* resolved = ::realpath(target_.c_str(), nullptr)) {  // follow a symbolic link
      real = resolved;
      std::free(resolved);
    }
  }
  real_ = real;
  const std::string folder = folder_of(real);
  const size_t slash = real.rfind('/');
  const std::string base = slash == std::string::npos ? real : real.substr(slash + 1);
  temp_ = folder + "/." + base + ".tmp-XXXXXX";
  if (temp_.size() >= sizeof g_temp_path)
    throw UserError(fmt::format("cannot write {}: the path is too long", target_));
  std::vector<char> name(temp_.begin(), temp_.end());
  name.push_back('\0');
  fd_ = ::mkstemp(name.data());
  if (fd_ < 0)
    throw UserError(fmt::format("cannot write {}: cannot create a file in {}: {}", target_, folder, std::strerror(errno)));
  temp_.assign(name.data());
  std::memcpy(g_temp_path, temp_.c_str(), temp_.size() + 1);
  for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGPIPE}) std::signal(sig, remove_temp_and_die);
  // mkstemp makes the file 0600; give it the mode a plain new file would get.
  const mode_t mask = ::umask(0);
  ::umask(mask);
  ::fchmod(fd_, 0666 & ~mask);
}

void AtomicOutput::commit(Durability durability) {
  if (temp_.empty()) {  // written directly
    const int rc = ::close(fd_);
    fd_ = -1;
    if (rc != 0) throw UserError(fmt::format("cannot write {}: {}", target_, std::strerror(errno)));
    committed_ = true;
    return;
  }
  if ((durability == Durability::synced && ::fsync(fd_) != 0) || ::close(fd_) != 0) {
    const int err = errno;
    fd_ = -1;
    throw UserError(fmt::format("cannot write {}: {}", target_, std::strerror(err)));
  }
  fd_ = -1;
  if (::rename(temp_.c_str(), real_.c_str()) != 0)
    throw UserError(fmt::format("cannot write {}: {}", target_, std::strerror(errno)));
  committed_ = true;
  g_temp_path[0] = '\0';
}

AtomicOutput::~AtomicOutput() {
  if (fd_ >= 0) ::close(fd_);
  if (!committed_ && !temp_.empty()) {
    ::unlink(temp_.c_str());
    g_temp_path[0] = '\0';
  }
}

void check_output_path(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0) {
    if (S_ISDIR(st.st_mode)) throw UserError(fmt::format("cannot write {}: it is a folder; give a file name", path));
    if (!S_ISREG(st.st_mode)) return;  // a device or a pipe, opened when written
  }
  const std::string folder = folder_of(path);
  if (::access(folder.c_str(), W_OK) != 0)
    throw UserError(fmt::format("cannot write {}: cannot create a file in {}: {}", path, folder, std::strerror(errno)));
}

void write_whole_file(const std::string& path, std::string_view bytes, AtomicOutput::Durability durability) {
  AtomicOutput file(path);
  OutBuffer out(file.fd(), path);
  out.put(bytes);
  out.flush_to_fd();
  file.commit(durability);
}

}  // namespace boardlp
