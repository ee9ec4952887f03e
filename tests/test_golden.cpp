// models/ holds files boardlp generated for people to open. Each is generated again, as
// models/models.txt says, and must match to the byte (scripts/regen-models rewrites them).
#include <doctest/doctest.h>

#include <sstream>

#include "support/process.hpp"

using namespace boardlp::test;

TEST_CASE("every file in models/ is what boardlp generates today") {
  const std::string models = source_root() + "/models";
  std::istringstream manifest(read_file(models + "/models.txt"));
  TempDir dir;
  int files = 0;
  for (std::string line; std::getline(manifest, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    std::string file;
    words >> file;
    std::vector<std::string> args{boardlp_exe()};
    for (std::string w; words >> w;) args.push_back(w);
    args.push_back("-o");
    args.push_back(dir.file(file));
    CAPTURE(line);
    const RunResult r = run(args, "", models);  // from models/, as the cost files are named there
    REQUIRE(r.exit_code == 0);
    const std::string want = read_file(models + "/" + file);
    const std::string got = read_file(dir.file(file));
    if (want != got) FAIL("models/" << file << " differs from what boardlp writes: run scripts/regen-models");
    ++files;
  }
  CHECK(files >= 20);
}
