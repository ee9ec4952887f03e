#include "model_files.hpp"

#include <doctest/doctest.h>

#include <algorithm>

#include "process.hpp"

namespace boardlp::test {

void generate(std::vector<std::string> args, const std::string& path) {
  args.insert(args.begin(), boardlp_exe());
  args.insert(args.end(), {"-o", path});
  const RunResult r = run(args);
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
}

void check_damaged_files(const std::string& dir, const std::vector<DamagedFile>& files, const std::vector<std::string>& extra) {
  for (const DamagedFile& f : files) {
    CAPTURE(f.name);
    const std::string path = dir + "/" + f.name;
    write_file(path, f.text);
    std::vector<std::string> args{boardlp_solve_exe(), path};
    args.insert(args.end(), extra.begin(), extra.end());
    const RunResult r = run(args);
    CHECK(r.exit_code == 2);
    CHECK_MESSAGE(r.err.find(f.message) != std::string::npos, r.err);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  }
}

}  // namespace boardlp::test
