#pragma once
// A filtered loop's count of what it really tested. At the end of its scope it fails unless the
// count reached `at_least`: a filter that matches nothing (help text reworded, a registry row
// renamed) cannot let the test pass by testing nothing.
#include <string>
#include <utility>

#include <doctest/doctest.h>

namespace boardlp::test {

class Tested {
 public:
  explicit Tested(std::string what, int at_least = 1) : what_(std::move(what)), at_least_(at_least) {}
  Tested(const Tested&) = delete;
  Tested& operator=(const Tested&) = delete;
  ~Tested() { CHECK_MESSAGE(count_ >= at_least_, what_ << ": " << count_ << " tested, at least " << at_least_ << " expected"); }
  void one() { ++count_; }
  int count() const { return count_; }

 private:
  std::string what_;
  int at_least_;
  int count_ = 0;
};

}  // namespace boardlp::test
