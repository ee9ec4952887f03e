#include "out_buffer.hpp"

#include <cerrno>
#include <cstring>

#include <unistd.h>

#include <fmt/format.h>

#include "errors.hpp"

namespace boardlp {

OutBuffer::OutBuffer(int fd, std::string what, size_t capacity)
    : fd_(fd), what_(std::move(what)), buf_(capacity) {}

void OutBuffer::flush_to_fd() {
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
}

}  // namespace boardlp
