#pragma once
// Model files for a test: written by boardlp, or damaged on purpose.
#include <string>
#include <vector>

namespace boardlp::test {

// Writes `boardlp ARGS -o PATH` (a REQUIRE: the test stops when boardlp refuses).
void generate(std::vector<std::string> args, const std::string& path);

// A damaged file and the words boardlp-solve must refuse it with.
struct DamagedFile {
  std::string name, text, message;
};

// Writes each file into `dir` and holds boardlp-solve (with `extra` arguments) to exit 2 and one
// line on standard error that holds the file's message.
void check_damaged_files(const std::string& dir, const std::vector<DamagedFile>& files, const std::vector<std::string>& extra = {});

}  // namespace boardlp::test
