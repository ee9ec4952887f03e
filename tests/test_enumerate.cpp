// Issue 14: --all on the library engine (one search tree per cube, CBC and GLPK) and on the
// process engine gives boardlp-count's count on every oracle board, for every number of jobs, in
// the same order for every number of jobs; the cubes written as files add up to the same count.
#include <doctest/doctest.h>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>

#include "support/process.hpp"
#include "support/backends.hpp"
#include "support/brute.hpp"

using namespace boardlp::test;
using boardlp::test::Weighed;
using nlohmann::json;

namespace {

json count_json(std::vector<std::string> args) {
  args.insert(args.begin(), env_or_fail("BOARDLP_COUNT"));
  args.push_back("--json");
  const RunResult r = run(args);
  REQUIRE(r.exit_code == 0);
  return json::parse(r.out);
}

json solve_json(const std::string& file, std::vector<std::string> options) {
  std::vector<std::string> argv{boardlp_solve_exe(), file, "--json"};
  argv.insert(argv.end(), options.begin(), options.end());
  const RunResult r = run(argv);
  INFO(r.err);
  REQUIRE(r.exit_code == 0);
  return json::parse(r.out);
}

// The oracle boards: every problem, pieces that ride and leap, walls, holes, fixed pieces, a
// torus and a rectangle; each small enough for the process engine too.
const std::vector<std::vector<std::string>> kBoards = {
    {"queens", "6"},
    {"queens", "5", "--torus"},
    {"rooks", "5"},
    {"bishops", "5", "--wall", "3,3"},
    {"kings", "4", "--hole", "2,2"},
    {"knights", "4"},
    {"amazons", "6"},
    {"queens", "6", "--fix", "1,2"},
    {"queens", "3x5", "--formulation", "pairwise"},
    {"kings", "4", "--dominate"},
    {"queens", "5", "--independent-dominate"},
    {"knights", "4x5", "--dominate", "--wall", "2,2"},
    {"kings", "4", "--total-dominate"},
    {"queens", "5", "--total-dominate", "--fix", "1,1"},
    {"kings", "4", "--double-dominate", "--wall", "1,1"},
    {"queens", "4", "--armies"},
    {"kings", "3", "--armies", "--formulation", "pairwise"},
    {"rooks", "4", "--place", "3"},
};

}  // namespace

TEST_CASE("--all on every engine, solver and number of jobs gives the counter's count, in one order for every job count") {
  TempDir dir;
  int compared = 0;
  for (const auto& board : kBoards) {
    CAPTURE(board);
    std::vector<std::string> count_args;
    for (const std::string& a : board)
      if (a != "--formulation" && a != "pairwise" && a != "clique") count_args.push_back(a);
    const std::string file = dir.file("m.lp");
    std::vector<std::string> gen{boardlp_exe()};
    gen.insert(gen.end(), board.begin(), board.end());
    gen.insert(gen.end(), {"-o", file});
    REQUIRE(run(gen).exit_code == 0);
    const json counted = count_json(count_args);
    for (const std::string& solver : library_backends()) {
      CAPTURE(solver);
      json one_job;
      for (const std::vector<std::string>& engine : {std::vector<std::string>{"--engine", "library", "--jobs", "1"},
                                                      std::vector<std::string>{"--engine", "library", "--jobs", "2"},
                                                      std::vector<std::string>{"--jobs", "3"},
                                                      std::vector<std::string>{"--engine", "process"}}) {
        CAPTURE(engine);
        std::vector<std::string> options{"--all", "--unique", "--solver", solver};
        options.insert(options.end(), engine.begin(), engine.end());
        const json j = solve_json(file, options);
        CHECK(j["complete"] == true);
        CHECK(j["count"] == counted["count"]);
        CHECK(j["unique"] == counted["unique"]);
        if (engine.size() == 4 && engine[3] == "1") one_job = j;
        if (engine[1] != "process") {  // the same solutions in the same order for any --jobs
          CHECK(j["engine"] == "library");
          CHECK(j["solutions"] == one_job["solutions"]);
        } else {
          CHECK(j["engine"] == "process");
          CHECK(j["count"] == one_job["count"]);
        }
        ++compared;
      }
    }
  }
  MESSAGE(compared << " enumerations compared");
  CHECK(compared >= 100);
}

TEST_CASE("every problem, both covers of domination, --all on the library engine: the counter's count (the process engine's where no counter answers)") {
  TempDir dir;
  std::ofstream(dir.file("r5.txt")) << "AAAAA\nBBCBB\nBCCCB\nDDCDD\nEEEEE\n";
  std::ofstream(dir.file("c4.txt")) << "1 2 3 4\n2 3 4 1\n3 4 1 2\n4 1 2 3\n";
  struct Row {
    std::vector<std::string> board;
    bool counted;  // boardlp-count answers it; else the process engine's count is the reference
  };
  std::vector<Row> rows = {
      {{"queens", "6"}, true},
      {{"queens", "5", "--place", "4"}, true},
      {{"queens", "4", "--place", "4", "--weights", dir.file("c4.txt")}, false},
      {{"queens", "5", "--least-walls", "6"}, false},
      {{"queens", "5", "--armies"}, true},
      {{"queens", "5", "--non-dominating"}, true},
      {{"kings", "5", "--regions", dir.file("r5.txt")}, true},
      {{"knights", "3", "--colour"}, false},
  };
  // Domination of riders, in both covers: the line cover's indicators are columns the no-good
  // rows leave out, which once let CBC take a solution the cuts never saw.
  for (const std::vector<std::string>& d : {std::vector<std::string>{"queens", "6", "--independent-dominate"},
                                            std::vector<std::string>{"queens", "5", "--dominate"},
                                            std::vector<std::string>{"rooks", "5x6", "--dominate", "--wall", "2,2", "--wall", "3,4"},
                                            std::vector<std::string>{"bishops", "5", "--independent-dominate", "--hole", "3,3"}})
    for (const char* cover : {"squares", "lines"}) {
      std::vector<std::string> b = d;
      b.insert(b.end(), {"--cover", cover});
      rows.push_back({b, true});
    }
  int compared = 0;
  for (const Row& row : rows) {
    const std::string args = fmt::format("{}", fmt::join(row.board, " "));
    CAPTURE(args);
    std::vector<std::string> gen{boardlp_exe()};
    gen.insert(gen.end(), row.board.begin(), row.board.end());
    gen.insert(gen.end(), {"-o", dir.file("m.lp")});
    REQUIRE(run(gen).exit_code == 0);
    json expected;
    if (row.counted) {
      std::vector<std::string> count_args;
      for (size_t k = 0; k < row.board.size(); ++k) {
        if (row.board[k] == "--cover") { ++k; continue; }
        count_args.push_back(row.board[k]);
      }
      expected = count_json(count_args);
    } else {
      expected = solve_json(dir.file("m.lp"), {"--all", "--engine", "process"});
      REQUIRE(expected["complete"] == true);
    }
    for (const std::string& solver : library_backends()) {
      CAPTURE(solver);
      const json j = solve_json(dir.file("m.lp"), {"--all", "--engine", "library", "--jobs", "2", "--solver", solver});
      CHECK(j["engine"] == "library");
      CHECK(j["complete"] == true);
      CHECK(j["count"] == expected["count"]);
      ++compared;
    }
  }
  CHECK(compared == 2 * static_cast<int>(rows.size()));
}

TEST_CASE("the published enumeration counts: 92 and 352 queens, 3,600 kings on 6x6, 4,860 dominating and 352 total dominating sets of 8x8 queens") {
  TempDir dir;
  struct Case {
    std::vector<std::string> args;
    int count;
  };
  // Each count on one library engine, the engines in turn (every engine finds the smaller boards'
  // counts in "--all on every engine, solver and number of jobs").
  size_t turn = 0;
  for (const Case& c : {Case{{"queens", "8"}, 92}, Case{{"queens", "9"}, 352}, Case{{"kings", "6"}, 3600},
                        Case{{"queens", "8", "--dominate"}, 4860}, Case{{"queens", "8", "--total-dominate"}, 352}}) {
    CAPTURE(c.args);
    std::vector<std::string> gen{boardlp_exe()};
    gen.insert(gen.end(), c.args.begin(), c.args.end());
    gen.insert(gen.end(), {"-o", dir.file("p.lp")});
    REQUIRE(run(gen).exit_code == 0);
    const std::string solver = library_backends()[turn++ % library_backends().size()];
    CAPTURE(solver);
    const json j = solve_json(dir.file("p.lp"), {"--all", "--solver", solver});
    CHECK(j["count"] == c.count);
    CHECK(j["complete"] == true);
  }
}

TEST_CASE("--weights: --all lists every lightest (heaviest) set, as many as the brute force finds, on every library engine and the process engine") {
  TempDir dir;
  // Weights of 1 and 2 tie often: an optimum reached by many sets.
  const std::vector<int64_t> weights = {1, 2, 1, 2, 2, 1, 1, 2, 1, 1, 2, 2, 2, 1, 2, 1};
  std::ofstream(dir.file("w.txt")) << "1 2 1 2\n2 1 1 2\n1 1 2 2\n2 1 2 1\n";
  int compared = 0;
  for (const auto& [piece, name] : {std::pair{boardlp::Piece::queen, "queens"}, {boardlp::Piece::king, "kings"}})
    for (const auto& [option, weighed] : {std::pair{"--dominate", Weighed::dominate}, {"--max", Weighed::max},
                                          {"--total-dominate", Weighed::total_dominate}, {"--double-dominate", Weighed::double_dominate}}) {
      const WeightedBest best = brute_weighted(piece, SmallBoard{4, 4}, weighed, weights);
      REQUIRE(best.weight);
      REQUIRE(run({boardlp_exe(), name, "4", option, "--weights", dir.file("w.txt"), "-o", dir.file("w.lp")}).exit_code == 0);
      for (const std::vector<std::string>& engine : {std::vector<std::string>{"--solver", "cbc"}, {"--solver", "glpk"},
                                                     {"--solver", "highs", "--engine", "process"}}) {
        CAPTURE(name);
        CAPTURE(option);
        CAPTURE(engine);
        std::vector<std::string> options{"--all"};
        options.insert(options.end(), engine.begin(), engine.end());
        const json j = solve_json(dir.file("w.lp"), options);
        CHECK(j["count"] == best.sets);
        CHECK(j["complete"] == true);
        ++compared;
      }
    }
  CHECK(compared == 24);
}

TEST_CASE("--limit takes the first K solutions in cube order, the same for any --jobs") {
  TempDir dir;
  REQUIRE(run({boardlp_exe(), "queens", "8", "-o", dir.file("q8.lp")}).exit_code == 0);
  const json all = solve_json(dir.file("q8.lp"), {"--all", "--jobs", "1"});
  for (const char* jobs : {"1", "2", "4"}) {
    const json j = solve_json(dir.file("q8.lp"), {"--limit", "10", "--jobs", jobs});
    CHECK(j["count"] == 10);
    CHECK(j["complete"] == false);
    for (size_t i = 0; i < 10; ++i) CHECK(j["solutions"][i] == all["solutions"][i]);
  }
}

TEST_CASE("--cubes writes the cubes as MPS files with the board's header; solved one by one they add up to the count") {
  TempDir dir;
  REQUIRE(run({boardlp_exe(), "queens", "7", "-o", dir.file("q7.lp")}).exit_code == 0);
  const std::string cubes = dir.file("cubes");
  const RunResult w = run({boardlp_solve_exe(), dir.file("q7.lp"), "--all", "--cubes", cubes});
  REQUIRE(w.exit_code == 0);
  CHECK(w.out.find("cube-001.mps") != std::string::npos);
  std::ifstream list(cubes + "/cubes.txt");
  int total = 0, files = 0;
  for (std::string name; std::getline(list, name); ++files) {
    std::ifstream head(cubes + "/" + name);
    std::string first;
    std::getline(head, first);
    CHECK(first.rfind("* boardlp", 0) == 0);  // the header: the checker knows the board
    const RunResult r = run({boardlp_solve_exe(), cubes + "/" + name, "--all", "--json"});
    REQUIRE((r.exit_code == 0 || r.exit_code == 1));  // 1: an empty cube is infeasible
    if (r.exit_code == 0) total += json::parse(r.out)["count"].get<int>();
  }
  CHECK(files == 8);  // the first row's 7 squares, and "none of them"
  CHECK(total == 40);
  // A folder that holds files is not written into.
  const RunResult again = run({boardlp_solve_exe(), dir.file("q7.lp"), "--all", "--cubes", cubes});
  CHECK(again.exit_code == 2);
  CHECK(again.err.find("not an empty folder") != std::string::npos);
  // A folder named with its slash: the paths printed are the files' own ("cubes//cube-001.mps" was).
  const RunResult slash = run({boardlp_solve_exe(), dir.file("q7.lp"), "--all", "--cubes", dir.file("slashed") + "/"});
  REQUIRE(slash.exit_code == 0);
  CHECK(slash.out.find(dir.file("slashed") + "/cube-001.mps") != std::string::npos);
  CHECK(slash.out.find("//") == std::string::npos);
}

TEST_CASE("a CNF file at --at-most K is searched level by level up to K, not to its LP relaxation's bound") {
  // The clausal encoding's LP relaxation bounds little: --at-most 5 as CNF was searched to 22
  // pieces on cadical (17 empty searches).
  TempDir dir;
  REQUIRE(run({boardlp_exe(), "kings", "3", "--dominate", "--at-most", "2", "--format", "cnf", "-o", dir.file("d.cnf")}).exit_code == 0);
  std::string clausal;
  for (const std::string& name : clausal_backends())
    if (!takes_objectives(name) && !lists_by_java_starts(name)) clausal = name;
  REQUIRE(!clausal.empty());
  const RunResult r = run({boardlp_solve_exe(), dir.file("d.cnf"), "--solver", clausal, "--all", "--json", "-v"});
  REQUIRE(r.exit_code == 0);
  const size_t at = r.err.find("searching each number of pieces from ");
  REQUIRE(at != std::string::npos);
  const std::string line = r.err.substr(at, r.err.find('\n', at) - at);
  CAPTURE(line);
  CHECK(line.find(" to 2 in turn") != std::string::npos);
  const json j = json::parse(r.out);
  uint64_t expected = 0;
  for (uint64_t n : brute_dominating_by_size(boardlp::Piece::king, SmallBoard{3, 3}, false, false, 2)) expected += n;
  CHECK(j["count"].get<uint64_t>() == expected);
}

TEST_CASE("the dominations --all lists on the library engine are boardlp-count's: the counts, the classes, each size") {
  TempDir dir;
  for (const std::vector<std::string>& args : std::vector<std::vector<std::string>>{
           {"queens", "8", "--independent-dominate"},  // A002568 a(8) = 728 (A002567: 91 classes)
           {"knights", "6", "--total-dominate"},
           {"kings", "5", "--dominate", "--wall", "3,3"},
           {"queens", "6", "--dominate", "--at-most", "3"},  // every set of at most 3: the sizes differ
           {"bishops", "5", "--dominate", "--pieces-on", "light", "--cover-on", "light"}}) {
    CAPTURE(args);
    std::vector<std::string> write{boardlp_exe()};
    write.insert(write.end(), args.begin(), args.end());
    write.insert(write.end(), {"-o", dir.file("m.lp")});
    REQUIRE(run(write).exit_code == 0);
    const json counted = count_json(args);
    const json listed = solve_json(dir.file("m.lp"), {"--solver", "cbc", "--all", "--unique"});
    CHECK(listed["check"] == "ok");
    CHECK(listed["count"] == counted["count"]);
    CHECK(listed["unique"] == counted["unique"]);
    // The classes' orbit sizes add up to the count (checked by boardlp-solve itself, too).
    int64_t in_orbits = 0, classes = 0;
    for (const json& o : listed["orbits"]) {
      in_orbits += o["size"].get<int64_t>() * o["classes"].get<int64_t>();
      classes += o["classes"].get<int64_t>();
    }
    CHECK(in_orbits == listed["count"].get<int64_t>());
    CHECK(classes == listed["unique"].get<int64_t>());
    if (counted.contains("by_size")) CHECK(listed["by_size"] == counted["by_size"]);
  }
}

TEST_CASE("the engines' bad uses get one line and exit 2") {
  TempDir dir;
  REQUIRE(run({boardlp_exe(), "queens", "5", "-o", dir.file("q5.lp")}).exit_code == 0);
  struct Bad {
    std::vector<std::string> options;
    const char* says;
  };
  for (const Bad& b : {Bad{{"--engine", "magic", "--all"}, "--engine magic: use library or process"},
                       Bad{{"--jobs", "0", "--all"}, "--jobs 0: give a whole number from 1 to 1024"},
                       Bad{{"--jobs", "2"}, "give --all"},
                       Bad{{"--engine", "process", "--jobs", "2", "--all"}, "--jobs is for --engine library"},
                       Bad{{"--cubes", dir.file("c")}, "give --all too"}}) {
    std::vector<std::string> argv{boardlp_solve_exe(), dir.file("q5.lp")};
    argv.insert(argv.end(), b.options.begin(), b.options.end());
    const RunResult r = run(argv);
    CAPTURE(b.options);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find(b.says) != std::string::npos);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  }
  // A model with a general integer: the no-good cut needs binaries, on either engine.
  std::ofstream(dir.file("int.lp")) << "Maximize\n obj: x + y\nSubject To\n c: x + y <= 3\nBounds\n x <= 2\n y <= 2\nGeneral\n x y\nEnd\n";
  for (const char* engine : {"library", "process"}) {
    const RunResult r = run({boardlp_solve_exe(), dir.file("int.lp"), "--all", "--engine", engine});
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("--all needs a model of binary variables; x is not binary") != std::string::npos);
  }
}

TEST_CASE("--cut lex keeps exactly one placement of each class: --all finds the counter's classes, and their images its count") {
  TempDir dir;
  std::ofstream(dir.file("r5.txt")) << "AAAAA\nBBCBB\nBCCCB\nDDCDD\nEEEEE\n";  // the same left-right only
  const std::vector<std::vector<std::string>> boards = {
      {"queens", "8"},                                     // 92 in 12 classes, one of them its own half turn
      {"queens", "6", "--dominate"},
      {"knights", "4", "--independent-dominate"},
      {"kings", "4", "--total-dominate"},
      {"queens", "5", "--non-dominating"},
      {"queens", "6", "--wall", "1,1", "--wall", "6,6"},   // the diagonals and the half turn
      {"rooks", "4x5", "--place", "3"},                    // a rectangle: the flips and the half turn
      {"queens", "7", "--torus"},
      {"kings", "5", "--regions", dir.file("r5.txt")},
  };
  for (const auto& board : boards) {
    const std::string args = fmt::format("{}", fmt::join(board, " "));
    CAPTURE(args);
    const json expected = count_json(board);
    for (const char* format : {"lp", "cnf"}) {
      CAPTURE(format);
      std::vector<std::string> gen{boardlp_exe()};
      gen.insert(gen.end(), board.begin(), board.end());
      const std::string file = dir.file(std::string("lex.") + format);
      gen.insert(gen.end(), {"--cut", "lex", "-o", file});
      const RunResult made = run(gen);
      if (std::string(format) == "cnf" && made.exit_code == 2) continue;  // a maximum: CNF states no objective
      REQUIRE(made.exit_code == 0);
      CHECK(read_file(file).find("lxo") != std::string::npos);
      for (const std::string& solver : std::string(format) == "cnf" ? std::vector<std::string>{"cadical"} : library_backends()) {
        CAPTURE(solver);
        const json j = solve_json(file, {"--all", "--unique", "--solver", solver});
        CHECK(j["representatives"] == true);
        // One a class, no more; on a torus the classes take in the translations too, which the
        // chains leave alone (they break the 8 rotations and reflections only).
        if (args.find("--torus") == std::string::npos) CHECK(j["count"] == expected["unique"]);
        else CHECK(j["count"] > expected["unique"]);
        CHECK(j["unique"] == expected["unique"]);
        CHECK(j["placements"] == expected["count"]);
      }
    }
  }
}

TEST_CASE("every problem with --cut symmetry and --all --unique: the placements and classes are the counter's") {
  TempDir dir;
  // Region grids: the first is the same in its left-right mirror, the second in no mirror.
  std::ofstream(dir.file("r5.txt")) << "AAAAA\nBBCBB\nBCCCB\nDDCDD\nEEEEE\n";
  std::ofstream(dir.file("r6.txt")) << "AAAAAB\nBBCCBB\nBCCCCB\nBDDDDB\nEEDDEE\nFFFFFF\n";
  std::ofstream(dir.file("c4.txt")) << "1 2 3 4\n2 3 4 1\n3 4 1 2\n4 1 2 3\n";
  // Two boards of each problem whose mirror images are worth the same: the file's rows allow
  // fewer placements (the representatives), the colour swap of armies is a symmetry the rows
  // break, and the free squares of non-dominating pieces move with the pieces.
  const std::vector<std::vector<std::string>> kept = {
      {"queens", "6"}, {"kings", "5"},
      {"queens", "5", "--place", "4"}, {"rooks", "4", "--place", "3"},
      {"queens", "6", "--dominate"}, {"kings", "4", "--dominate"},
      {"queens", "5", "--independent-dominate"}, {"knights", "4", "--independent-dominate"},
      {"queens", "5", "--total-dominate"}, {"kings", "4", "--total-dominate"},
      {"queens", "5", "--armies"}, {"kings", "4", "--armies"},
      {"queens", "5", "--non-dominating"}, {"kings", "5", "--non-dominating", "--place", "4"},
      // Boards that keep some of their mirrors: the rows of those only.
      {"queens", "6", "--wall", "1,1", "--wall", "6,6"},                  // the main diagonal (sym_diag)
      {"rooks", "5", "--wall", "1,3", "--place", "3"},                    // left-right (sym_lr)
      {"queens", "5x6", "--dominate"},                                    // a rectangle: both flips
      {"kings", "5", "--regions", dir.file("r5.txt")},                    // a region grid the same left-right
      {"queens", "5", "--armies", "--wall", "1,2"},                       // no mirror: the colour swap alone
  };
  for (const auto& board : kept) {
    const std::string args = fmt::format("{}", fmt::join(board, " "));
    CAPTURE(args);
    std::vector<std::string> gen{boardlp_exe()};
    const json expected = count_json(board);
    gen.insert(gen.end(), board.begin(), board.end());
    gen.insert(gen.end(), {"--cut", "symmetry", "-o", dir.file("s.lp")});
    REQUIRE(run(gen).exit_code == 0);
    for (const std::string& solver : library_backends()) {
      CAPTURE(solver);
      const json j = solve_json(dir.file("s.lp"), {"--all", "--unique", "--solver", solver});
      CHECK(j["representatives"] == true);
      CHECK(j["count"] <= expected["count"]);
      CHECK(j["placements"] == expected["count"]);
      CHECK(j["unique"] == expected["unique"]);
      CHECK(j["values"].size() == j["count"]);
    }
    if (&board == &kept.front()) {  // the text says what the JSON does
      const RunResult text = run({boardlp_solve_exe(), dir.file("s.lp"), "--all"});
      CHECK(text.exit_code == 0);
      CHECK(text.out.find("not every placement") != std::string::npos);
    }
  }
  // The problems whose mirror images are not worth the same, or that place no pieces: the cut is
  // refused in one line, and --all (--unique where it means something) finds what the counter does.
  struct Refused {
    std::vector<std::string> board;
    bool counted;  // boardlp-count answers it
  };
  for (const Refused& r : {Refused{{"queens", "4", "--place", "4", "--weights", dir.file("c4.txt")}, false},
                           Refused{{"queens", "5", "--least-walls", "6"}, false},
                           Refused{{"queens", "6", "--regions", dir.file("r6.txt")}, true},
                           Refused{{"queens", "4", "--colour"}, false}, Refused{{"knights", "3", "--colour"}, false}}) {
    const std::string args = fmt::format("{}", fmt::join(r.board, " "));
    CAPTURE(args);
    std::vector<std::string> gen{boardlp_exe()};
    gen.insert(gen.end(), r.board.begin(), r.board.end());
    std::vector<std::string> cut = gen;
    cut.insert(cut.end(), {"--cut", "symmetry", "-o", dir.file("refused.lp")});
    const RunResult no = run(cut);
    CHECK(no.exit_code == 2);
    CHECK(std::count(no.err.begin(), no.err.end(), '\n') == 1);
    CHECK(no.err.find("--cut symmetry") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(dir.file("refused.lp")));
    gen.insert(gen.end(), {"-o", dir.file("plain.lp")});
    REQUIRE(run(gen).exit_code == 0);
    if (r.counted) {
      const json expected = count_json(r.board);
      const json j = solve_json(dir.file("plain.lp"), {"--all", "--unique"});
      CHECK(j["count"] == expected["count"]);
      CHECK(j["unique"] == expected["unique"]);
    } else {
      CHECK(solve_json(dir.file("plain.lp"), {"--all"})["complete"] == true);
    }
  }
}
