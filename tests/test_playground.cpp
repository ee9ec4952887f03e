// The playground's core (src/playground/), natively: the page's model is boardlp's to the byte,
// its refusals are boardlp's in the same words, and its check is the checker's.
#include <doctest/doctest.h>

#include <filesystem>
#include <sstream>

#include <nlohmann/json.hpp>

#include "cuts.hpp"
#include "recipes.hpp"
#include "playground.hpp"
#include "support/process.hpp"

using namespace boardlp;
using namespace boardlp::test;
using nlohmann::json;

namespace {

// boardlp's arguments as the page sends them: PIECE BOARD, then each --name with the words up to
// the next --name as its values (none: a flag).
json request_of(const std::vector<std::string>& args) {
  json options = json::object();
  options["piece"] = json::array({args.at(0)});
  options["board"] = json::array({args.at(1)});
  std::string current;
  for (size_t i = 2; i < args.size(); ++i) {
    if (args[i].rfind("--", 0) == 0) {
      current = args[i].substr(2);
      if (!options.contains(current)) options[current] = json::array();
    } else {
      options[current].push_back(args[i]);
    }
  }
  return {{"options", options}};
}

std::vector<std::string> words_of(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

json model_of(const json& request) { return json::parse(playground::model_json(request.dump())); }

// Runs the page's core in `folder` (the files a request names are read from there).
struct InFolder {
  explicit InFolder(const std::string& folder) : before(std::filesystem::current_path()) {
    std::filesystem::current_path(folder);
  }
  ~InFolder() { std::filesystem::current_path(before); }
  std::filesystem::path before;
};

}  // namespace

TEST_CASE("the page writes every file of models/ to the byte, with its counts and the command that writes it") {
  const std::string models = source_root() + "/models";
  std::istringstream manifest(read_file(models + "/models.txt"));
  const InFolder here(models);  // the cost files are named from there
  int files = 0;
  for (std::string line; std::getline(manifest, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> words = words_of(line);
    const std::string file = words.front();
    words.erase(words.begin());
    json request = request_of(words);
    if (!request["options"].contains("format"))  // the page says the format; the program reads -o's extension
      request["options"]["output"] = json::array({file});
    CAPTURE(line);
    const json answer = model_of(request);
    REQUIRE_MESSAGE(answer["ok"] == true, answer.dump());
    CHECK(answer["text"].get<std::string>() == read_file(models + "/" + file));
    if (answer.contains("rows")) {
      CHECK(answer["row_squares"].size() == answer["rows"].get<size_t>());
      CHECK(answer["columns"].get<int64_t>() > 0);
    }
    // The command line it gives writes the same file (to a folder of the test's own).
    const std::vector<std::string> command = words_of(answer["command"].get<std::string>());
    REQUIRE(command.front() == "boardlp");
    std::vector<std::string> argv{boardlp_exe()};
    argv.insert(argv.end(), command.begin() + 1, command.end());
    TempDir dir;
    for (std::string& a : argv)
      if (a == file) a = dir.file(file);
    if (request["options"].contains("format")) argv.insert(argv.end(), {"-o", dir.file(file)});
    const RunResult r = run(argv, "", models);
    REQUIRE_MESSAGE(r.exit_code == 0, r.err);
    CHECK(read_file(dir.file(file)) == read_file(models + "/" + file));
    ++files;
  }
  CHECK(files >= 40);
}

TEST_CASE("the page refuses what boardlp refuses, in the same words, and names the field") {
  struct Case {
    std::string args, field;
  };
  const Case cases[] = {
      {"queens 0", "board"},
      {"queens 8x", "board"},
      {"queenz 8", "piece"},
      {"WQX 8", "piece"},
      {"queens 8 --place -1", "place"},
      {"queens 8 --place x", "place"},
      {"queens 8 --wall 9,1", "wall"},
      {"queens 8 --wall 2,2 --hole 2,2", "wall"},
      {"queens 8 --fix 1,1 --fix 2,2", "fix"},
      {"queens 8 --fix 3,3 --wall 3,3", "fix"},
      {"queens 8 --dominate --armies", ""},
      {"queens 8 --cut nope", "cut"},
      {"queens 8 --formulation tight", "formulation"},
      {"queens 8 --format xml", "format"},
      {"kings 8 --no-three-in-line", "no-three-in-line"},
      {"points 8", ""},
      {"queens 8 --colour --colours 0", "colours"},
  };
  TempDir dir;
  for (const Case& c : cases) {
    CAPTURE(c.args);
    const RunResult program = run([&] {
      std::vector<std::string> argv{boardlp_exe()};
      for (const std::string& w : words_of(c.args)) argv.push_back(w);
      argv.insert(argv.end(), {"-o", dir.file("model.lp")});
      return argv;
    }());
    REQUIRE(program.exit_code == 2);
    const json page = model_of(request_of(words_of(c.args)));
    REQUIRE(page["ok"] == false);
    CHECK("boardlp: error: " + page["error"].get<std::string>() + "\n" == program.err);
    if (!c.field.empty()) CHECK(page["option"] == c.field);
  }
}

TEST_CASE("a board past the page's limits is refused with the command line that writes it") {
  const json big = model_of(request_of({"queens", "101"}));
  REQUIRE(big["ok"] == false);
  CHECK(big["error"].get<std::string>().find("boardlp queens 101") != std::string::npos);
  const json covering = model_of(request_of({"queens", "100", "--dominate"}));
  REQUIRE(covering["ok"] == false);
  CHECK(covering["error"].get<std::string>().find("MB") != std::string::npos);
}

TEST_CASE("a wall splits the rows through it; a hole does not") {
  const json open = model_of(request_of({"queens", "8"}));
  const json wall = model_of(request_of({"queens", "8", "--wall", "4,4"}));
  const json hole = model_of(request_of({"queens", "8", "--hole", "4,4"}));
  // Its row, column and two diagonals each become two segments.
  CHECK(wall["rows"].get<int>() == open["rows"].get<int>() + 4);
  CHECK(hole["rows"].get<int>() == open["rows"].get<int>());
  CHECK(hole["columns"].get<int>() == open["columns"].get<int>() - 1);
  // No row of either touches the square (r 3, c 3: 3 * 8 + 3).
  for (const json* m : {&wall, &hole})
    for (const json& row : (*m)["row_squares"])
      for (const json& sq : row[1]) CHECK(sq.get<int>() != 27);
  // Each row lists its squares: the first row of the open board is row 1's eight squares.
  CHECK(open["row_squares"][0][1] == json::array({0, 1, 2, 3, 4, 5, 6, 7}));
  CHECK(!open["formulas"].empty());
}

TEST_CASE("the page's check is the checker's: the eight queens pass, two attacking queens do not") {
  const json request = request_of({"queens", "8", "--place", "8"});
  json values = json::object();
  const int cols[] = {1, 5, 8, 6, 3, 7, 2, 4};  // a solution, row by row
  for (int r = 1; r <= 8; ++r)
    for (int c = 1; c <= 8; ++c) values["x_" + std::to_string(r) + "_" + std::to_string(c)] = cols[r - 1] == c ? 1 : 0;
  json sound = json::parse(playground::check_json(request.dump(), values.dump()));
  REQUIRE(sound["ok"] == true);
  CHECK(sound["faults"].empty());
  CHECK(sound["pieces"].size() == 8);
  CHECK(sound["pieces"][0] == json::array({1, 1}));
  values["x_1_1"] = 0;
  values["x_2_2"] = 1;  // attacks row 1's... and is missing row 1's queen
  const json broken = json::parse(playground::check_json(request.dump(), values.dump()));
  REQUIRE(broken["ok"] == true);
  CHECK(!broken["faults"].empty());
  values["x_2_2"] = 0.5;
  const json fractional = json::parse(playground::check_json(request.dump(), values.dump()));
  CHECK(!fractional["faults"].empty());
}

TEST_CASE("the menus come from the programs' tables, and bad JSON is refused in one line") {
  const json menus = json::parse(playground::catalogue_json());
  REQUIRE(menus["ok"] == true);
  CHECK(menus["pieces"].size() == 9);
  CHECK(menus["problems"].size() == problem_recipes().size());
  CHECK(menus["cuts"].size() == cut_options().size());  // the cut table's rows, lex among them
  CHECK(menus["cuts"].size() == 5);
  const json bad = json::parse(playground::model_json("{\"options\": "));
  CHECK(bad["ok"] == false);
  CHECK(bad["error"].get<std::string>().find("JSON") != std::string::npos);
  const json no_options = json::parse(playground::model_json("{}"));
  CHECK(no_options["ok"] == false);
}

TEST_CASE("a region puzzle's grid comes as a file of the request") {
  TempDir dir;
  const InFolder here(dir.path());
  json request = request_of({"kings", "4", "--regions", "grid.txt"});
  request["files"] = {{"grid.txt", "AABB\nAABB\nCCDD\nCCDD\n"}};
  const json answer = model_of(request);
  REQUIRE_MESSAGE(answer["ok"] == true, answer.dump());
  CHECK(answer["text"].get<std::string>().find("regions=") != std::string::npos);
  request["files"] = {{"../grid.txt", "A"}};
  CHECK(model_of(request)["ok"] == false);
}
