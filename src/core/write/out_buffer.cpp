#include "out_buffer.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

#include <fmt/format.h>

#include "errors.hpp"

namespace boardlp {

namespace {
constexpr size_t kWritebackStep = size_t{8} << 20;
}  // namespace

OutBuffer::OutBuffer(int fd, std::string what, size_t capacity)
    : fd_(fd), what_(std::move(what)), buf_(capacity) {}

OutBuffer::OutBuffer(size_t capacity) : fd_(-1), what_("memory"), buf_(capacity) {}

void OutBuffer::make_room(size_t n) {
  if (fd_ >= 0) {
    flush_to_fd();
    if (n <= buf_.size()) return;
  }
  buf_.resize(std::max(buf_.size() * 2, size_ + n));
}

void OutBuffer::flush_to_fd() {
  if (fd_ < 0) return;  // in memory: the text stays
  write_all(buf_.data(), size_);
  size_ = 0;
}

void OutBuffer::write_all(const char* data, size_t n) {
  while (n > 0) {
    const ssize_t got = ::write(fd_, data, n);
    if (got < 0) {
      if (errno == EINTR) continue;
      throw UserError(fmt::format("cannot write {}: {}", what_, std::strerror(errno)));
    }
    data += got;
    n -= static_cast<size_t>(got);
    written_ += static_cast<size_t>(got);
  }
#if defined(__linux__)  // Linux's own call; elsewhere (the playground's WebAssembly) the final fsync does it all
  if (writeback_early_ && written_ - writeback_from_ >= kWritebackStep) {
    // Asynchronous; a failure here shows up again, and is reported, at fsync.
    ::sync_file_range(fd_, static_cast<off_t>(writeback_from_), static_cast<off_t>(written_ - writeback_from_),
                      SYNC_FILE_RANGE_WRITE);
    writeback_from_ = written_;
  }
#endif
}

}  // namespace boardlp
