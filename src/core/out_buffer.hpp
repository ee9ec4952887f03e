#pragma once
// The writers' output: text is formatted straight into a 1 MiB buffer that goes to a file
// descriptor with write(2) whenever it fills. No iostreams, no per-line allocation.
#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace boardlp {

class OutBuffer {
 public:
  // `what` names the destination in error messages ("model.lp", "standard output").
  OutBuffer(int fd, std::string what, size_t capacity = size_t{1} << 20);
  OutBuffer(const OutBuffer&) = delete;
  OutBuffer& operator=(const OutBuffer&) = delete;

  // A pointer with at least n bytes free; after writing, hand the end back to commit().
  char* reserve(size_t n) {
    if (size_ + n > buf_.size()) flush_to_fd();
    return buf_.data() + size_;
  }
  void commit(char* end) { size_ = static_cast<size_t>(end - buf_.data()); }

  void put(std::string_view s) {
    if (s.size() > buf_.size()) {
      flush_to_fd();
      write_all(s.data(), s.size());
      return;
    }
    char* p = reserve(s.size());
    std::memcpy(p, s.data(), s.size());
    commit(p + s.size());
  }
  void put(char ch) {
    char* p = reserve(1);
    *p = ch;
    commit(p + 1);
  }

  // Writes what is buffered; throws UserError when the destination refuses it (disk full...).
  void flush_to_fd();
  size_t bytes_written() const { return written_ + size_; }

 private:
  void write_all(const char* data, size_t n);

  int fd_;
  std::string what_;
  std::vector<char> buf_;
  size_t size_ = 0;
  size_t written_ = 0;
};

}  // namespace boardlp
