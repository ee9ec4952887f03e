#pragma once
// The decided parts of a long count, kept in a file as each is decided, so that a count stopped by
// a kill, a crash or the end of a session resumes where it was and loses none of them. One JSON
// document a line: the first names the count (its question and how it was split), each other is
// one cube's verdict. A line cut short by a kill is dropped on reading; any other damage, or a
// journal of another count, is refused.
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "question.hpp"

namespace boardlp::count {

// One cube's verdict: how many sets of `pieces` pieces it holds and, when they were kept, which.
struct CubeVerdict {
  int pieces = 0;
  size_t cube = 0;
  Big count = 0;
  std::optional<Big> fixed;  // when the classes were asked: Burnside's sum over its sets (symmetry_classes.hpp)
  std::optional<std::vector<Placement>> sets;
  double seconds = 0;
};

// A line that names everything the count depends on: two counts with the same line count the same.
std::string question_line(const Question& q);

class CountJournal {
 public:
  // Opens the journal at `path`, or starts it. Throws std::invalid_argument (with the fix) when the
  // file is another count's journal, was split otherwise, or is damaged before its last line.
  CountJournal(std::string path, const std::string& question, const std::string& split);

  // The verdict kept for this cube, if any.
  std::optional<CubeVerdict> decided(int pieces, size_t cube) const;
  // Appends the verdict and flushes it to the disk before returning. Safe from several threads.
  void record(const CubeVerdict& verdict);
  size_t size() const;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  mutable std::mutex mutex_;
  std::map<std::pair<int, size_t>, CubeVerdict> verdicts_;
};

}  // namespace boardlp::count
