// A model's independent parts (--split components) and the named sets of squares that state one
// (--pieces-on, --cover-on): the parts' optima add up to the whole's and their counts multiply to
// its count, by boardlp-count on each part and on the whole; each part file is solved by a real
// solver and checked; a split is written whole or not at all.
#include <doctest/doctest.h>

#include <filesystem>
#include <regex>

#include <nlohmann/json.hpp>

#include "checker.hpp"
#include "header.hpp"
#include "support/answers.hpp"
#include "support/process.hpp"

using namespace boardlp;
using namespace boardlp::test;
using json = nlohmann::json;

namespace {

std::string count_exe() { return env_or_fail("BOARDLP_COUNT"); }

struct Counted {
  int min;
  uint64_t count;
};

Counted count_of(std::vector<std::string> args) {
  args.insert(args.begin(), count_exe());
  args.insert(args.end(), {"--json", "--no-unique"});
  const RunResult r = run(args);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  const json j = json::parse(r.out);
  return {j["min"].get<int>(), j["count"].get<uint64_t>()};
}

// The options a part file's header line records: --pieces-on X --cover-on Y.
std::vector<std::string> part_options(const std::string& path) {
  const std::string text = read_file(path);
  std::smatch m;
  REQUIRE(std::regex_search(text, m, std::regex("pieces-on=(\\w+) cover-on=(\\w+)")));
  return {"--pieces-on", m[1].str(), "--cover-on", m[2].str()};
}

std::vector<std::string> files_in(const std::string& dir) {
  std::vector<std::string> out;
  if (!std::filesystem::exists(dir)) return out;
  for (const auto& e : std::filesystem::directory_iterator(dir)) out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("total domination by knights: two parts, light and dark, whose minima add up and counts multiply") {
  // Odd boards have parts of different sizes; on a torus of even side the colours still alternate.
  const std::vector<std::vector<std::string>> boards = {{"4"}, {"5"}, {"6"}, {"7"}, {"3x5"}, {"4x6"}, {"6", "--torus"}};
  for (const auto& board : boards) {
    CAPTURE(board);
    TempDir dir;
    std::vector<std::string> args{boardlp_exe(), "knights"};
    args.insert(args.end(), board.begin(), board.end());
    args.insert(args.end(), {"--total-dominate", "--split", "components", "-o", dir.file("parts")});
    const RunResult split = run(args);
    INFO(split.err);
    REQUIRE(split.exit_code == 0);
    CHECK(split.out.find("2 independent parts") == 0);
    REQUIRE(files_in(dir.file("parts")) == std::vector<std::string>{"part-1.lp", "part-2.lp", "parts.json"});
    // A board with an even side is its own mirror there, which swaps the colours: part 2 is part 1's image.
    const json manifest = json::parse(read_file(dir.file("parts") + "/parts.json"));
    const std::string shape = board[0];
    const size_t x = shape.find('x');
    const int rows = std::stoi(shape.substr(0, x)), cols = x == std::string::npos ? rows : std::stoi(shape.substr(x + 1));
    CHECK(manifest["parts"][1].contains("mirror_of") == (rows % 2 == 0 || cols % 2 == 0));
    CHECK(manifest["parts"][0]["pieces_on"] == "light");
    CHECK(manifest["parts"][0]["cover_on"] == "dark");
    std::vector<std::string> whole{"knights"};
    whole.insert(whole.end(), board.begin(), board.end());
    whole.push_back("--total-dominate");
    const Counted all = count_of(whole);
    int sum = 0;
    uint64_t product = 1;
    for (const char* file : {"part-1.lp", "part-2.lp"}) {
      const std::string path = dir.file("parts") + "/" + file;
      std::vector<std::string> part = whole;
      const std::vector<std::string> sets = part_options(path);
      part.insert(part.end(), sets.begin(), sets.end());
      const Counted c = count_of(part);
      sum += c.min;
      product *= c.count;
      // A real solver on the part file, its answer through the checker with the header's sets.
      const RunResult solved = run({boardlp_solve_exe(), path, "--solver", "highs", "--json"});
      INFO(solved.err);
      REQUIRE(solved.exit_code == 0);
      const json j = json::parse(solved.out);
      CHECK(j["check"] == "ok");
      CHECK(j["objective"].get<double>() == c.min);
    }
    CHECK(sum == all.min);
    CHECK(product == all.count);
  }
}

TEST_CASE("the header states the parts; a part's header line reads back its sets") {
  const RunResult whole = run({boardlp_exe(), "knights", "5", "--total-dominate"});
  REQUIRE(whole.exit_code == 0);
  CHECK(whole.out.find("The rows fall into 2 independent parts") != std::string::npos);
  CHECK(whole.out.find("part 1: 13 columns and 12 rows, --pieces-on light --cover-on dark") != std::string::npos);
  CHECK(whole.out.find("part 2: 12 columns and 13 rows, --pieces-on dark --cover-on light") != std::string::npos);
  const RunResult connected = run({boardlp_exe(), "queens", "5", "--total-dominate"});
  CHECK(connected.out.find("independent parts") == std::string::npos);

  const RunResult part = run({boardlp_exe(), "knights", "5", "--dominate", "--pieces-on", "border", "--cover-on", "interior",
                              "--hole", "1,3"});
  REQUIRE(part.exit_code == 0);
  const std::string first = part.out.substr(2, part.out.find('\n') - 2);
  CHECK(first.find(" holes=1,3 pieces-on=border cover-on=interior") != std::string::npos);
  const std::optional<Spec> spec = parse_header_spec(first);
  REQUIRE(spec);
  CHECK(spec->pieces_on == SquareClass::border);
  CHECK(spec->cover_on == SquareClass::interior);
  CHECK(spec->holes.size() == 1 + 9);   // the hole given and the 9 interior squares
  CHECK(spec->uncovered.size() == 16);  // the border
  CHECK(header_line(*spec) == first);
}

TEST_CASE("boardlp-solve's answer states a file's parts, from the file's own rows (no header needed)") {
  TempDir dir;
  REQUIRE(run({boardlp_exe(), "knights", "5", "--total-dominate", "-o", dir.file("k5.lp")}).exit_code == 0);
  // The header taken away: the parts come from the rows, not from what boardlp wrote about them.
  const std::string text = read_file(dir.file("k5.lp"));
  std::string bare;
  for (size_t at = 0, end; at < text.size(); at = end + 1) {
    end = text.find('\n', at);
    if (text[at] != '\\') bare += text.substr(at, end - at + 1);
  }
  write_file(dir.file("bare.lp"), bare);
  const RunResult split = run({boardlp_solve_exe(), dir.file("bare.lp"), "--solver", "highs", "--json"});
  REQUIRE(split.exit_code == 0);
  CHECK(json::parse(split.out)["parts"] == json::parse("[13, 12]"));
  CHECK(json::parse(split.out)["objective"] == 7);  // A261752 a(5)
  const RunResult said = run({boardlp_solve_exe(), dir.file("k5.lp"), "--solver", "highs"});
  CHECK(said.out.find("the rows fall into 2 independent parts (13, 12 columns)") != std::string::npos);
  REQUIRE(run({boardlp_exe(), "queens", "5", "--total-dominate", "-o", dir.file("q5.lp")}).exit_code == 0);
  const RunResult whole = run({boardlp_solve_exe(), dir.file("q5.lp"), "--solver", "highs", "--json"});
  CHECK(!json::parse(whole.out).contains("parts"));
}

TEST_CASE("the checker keeps its own rules for the sets: a piece off them, a square that needs no cover") {
  BoardInfo info;
  info.spec.piece = Piece::knight;
  info.spec.rows = info.spec.cols = 4;
  info.spec.problem = Problem::total_dominate;
  info.spec.pieces_on = SquareClass::light;
  info.spec.cover_on = SquareClass::dark;
  info.problem_known = true;
  // Knights on the light squares (2,2) and (3,3) attack the dark (1,4) (3,4) (4,1) (4,3) and (1,2)
  // (2,1): the dark (2,3) and (3,2) are left, and no light square is named (they need no cover).
  const Placement light = placement_of(optimal_answer({{"x_2_2", 1}, {"x_3_3", 1}}, 2));
  const auto faults = check_placement(info, light, 2.0);
  CHECK(faults.size() == 2);
  for (const std::string& f : faults) CHECK(f.find("is attacked by no piece") != std::string::npos);
  for (const std::string& f : faults) {  // every square named is dark: light ones need no cover
    std::smatch m;
    REQUIRE(std::regex_search(f, m, std::regex("square \\((\\d+),(\\d+)\\)")));
    CHECK((std::stoi(m[1]) + std::stoi(m[2])) % 2 == 1);
  }
  const Placement dark = placement_of(optimal_answer({{"x_1_2", 1}}, 1));
  const auto off = check_placement(info, dark, 1.0);
  REQUIRE(!off.empty());
  CHECK(off[0] == "a knight stands outside pieces-on=light: (1,2)");
}

TEST_CASE("--split components: one part written whole, refusals in one line with nothing written") {
  TempDir dir;
  const RunResult one = run({boardlp_exe(), "queens", "5", "--dominate", "--split", "components", "-o", dir.file("q")});
  CHECK(one.exit_code == 0);
  CHECK(one.out.find("the model has no independent parts") == 0);
  CHECK(files_in(dir.file("q")) == std::vector<std::string>{"part-1.lp"});
  CHECK(read_file(dir.file("q") + "/part-1.lp") == run({boardlp_exe(), "queens", "5", "--dominate"}).out);

  auto refused = [&](const std::vector<std::string>& args, const std::string& words) {
    std::vector<std::string> full{boardlp_exe()};
    full.insert(full.end(), args.begin(), args.end());
    const RunResult r = run(full);
    CAPTURE(args);
    CHECK(r.exit_code == 2);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    CHECK(r.err.find(words) != std::string::npos);
  };
  refused({"knights", "6", "--total-dominate", "--split", "components"}, "give the folder with -o DIR");
  refused({"knights", "6", "--total-dominate", "--split", "rows", "-o", dir.file("x")}, "the one split is components");
  refused({"knights", "6", "--total-dominate", "--split", "components", "--format", "dimacs", "-o", dir.file("x")},
          "not --format dimacs");
  refused({"queens", "6", "--pieces-on", "grey"}, "use all, light, dark, border or interior");
  refused({"queens", "6", "--cover-on", "dark"}, "--cover-on dark names the squares a domination must cover");
  refused({"queens", "2x6", "--dominate", "--cover-on", "interior"}, "nothing to cover");
  refused({"knights", "4", "--total-dominate", "--pieces-on", "light", "--cover-on", "light"}, "no other square a piece may stand on");
  refused({"knights", "6", "--dominate", "--pieces-on", "light", "--fix", "1,2"}, "fixed piece 1,2 is not on the light squares");
  // Parts no pair of named sets states (kings on a board cut in two by a column of walls): none written.
  refused({"kings", "3x5", "--total-dominate", "--wall", "1,3", "--wall", "2,3", "--wall", "3,3", "--split", "components",
           "-o", dir.file("kings")},
          "is not the pieces and the cover of two named sets");
  CHECK(files_in(dir.file("kings")).empty());
}

TEST_CASE("scripts/solve-parts adds up the parts, takes a mirror's optimum, and goes on from its verdicts") {
  TempDir dir;
  const std::string parts = dir.file("k7");
  REQUIRE(run({boardlp_exe(), "knights", "7", "--total-dominate", "--split", "components", "-o", parts}).exit_code == 0);
  const std::string script = source_root() + "/scripts/solve-parts";
  const RunResult first = run({"python3", script, parts, "--solver", "highs", "--also", "cbc", "--json"});
  INFO(first.err);
  REQUIRE(first.exit_code == 0);
  const json j = json::parse(first.out);
  CHECK(j["proven"] == true);
  CHECK(j["optimum"] == 10);  // A261752 a(7): 4 + 6, two solvers on each part
  const std::string written = read_file(parts + "/verdicts.jsonl");
  CHECK(std::count(written.begin(), written.end(), '\n') == 4);
  // A rerun solves nothing again; a torn last line is skipped.
  write_file(parts + "/verdicts.jsonl", written + "{\"part\": 1, \"sol");
  const RunResult again = run({"python3", script, parts, "--solver", "highs", "--also", "cbc", "--json"});
  CHECK(again.exit_code == 0);
  CHECK(json::parse(again.out)["optimum"] == 10);
  CHECK(read_file(parts + "/verdicts.jsonl") == written);  // the torn line dropped, nothing added

  // An even board: part 2 is part 1's mirror image and is not solved.
  const std::string even = dir.file("k6");
  REQUIRE(run({boardlp_exe(), "knights", "6", "--total-dominate", "--split", "components", "-o", even}).exit_code == 0);
  // --solver-option goes to the solver's runs and into each verdict.
  const RunResult mirrored = run({"python3", script, even, "--solver", "highs", "--solver-option", "presolve=off", "--json"});
  REQUIRE(mirrored.exit_code == 0);
  CHECK(json::parse(mirrored.out)["optimum"] == 8);
  const std::string one = read_file(even + "/verdicts.jsonl");
  CHECK(std::count(one.begin(), one.end(), '\n') == 1);
  CHECK(json::parse(one)["solver_options"] == json::parse(R"(["presolve=off"])"));
  CHECK(run({"python3", script, dir.file("none"), "--solver", "highs"}).exit_code == 2);
}
