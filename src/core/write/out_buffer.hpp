#pragma once
// The writers' output: text is formatted straight into a 1 MiB buffer that goes to a file
// descriptor with write(2) whenever it fills. No iostreams, no per-line allocation. Without a
// file descriptor the buffer grows instead: one piece of a file formatted on a worker thread.
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
  // In memory: the text stays in the buffer, which grows as needed.
  explicit OutBuffer(size_t capacity);
  OutBuffer(const OutBuffer&) = delete;
  OutBuffer& operator=(const OutBuffer&) = delete;

  // A pointer with at least n bytes free; after writing, hand the end back to commit().
  char* reserve(size_t n) {
    if (size_ + n > buf_.size()) make_room(n);
    return buf_.data() + size_;
  }
  void commit(char* end) { size_ = static_cast<size_t>(end - buf_.data()); }

  void put(std::string_view s) {
    if (s.size() > buf_.size() / 4 && fd_ >= 0) {  // large: straight to the descriptor, no copy
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

  // For a regular file that will be fsync'ed: start the disk writes every few MiB while the rest
  // is formatted, so the final fsync waits for the last few MiB only.
  void start_writeback_early() { writeback_early_ = true; }

  // In memory: the text so far, and emptying it for reuse (the capacity stays).
  std::string_view text() const { return {buf_.data(), size_}; }
  void clear() { size_ = 0; }

 private:
  void make_room(size_t n);
  void write_all(const char* data, size_t n);

  int fd_;
  std::string what_;
  std::vector<char> buf_;
  size_t size_ = 0;
  size_t written_ = 0;
  bool writeback_early_ = false;
  size_t writeback_from_ = 0;
};

}  // namespace boardlp
