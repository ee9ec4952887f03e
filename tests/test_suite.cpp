// boardlp suite: the sets it writes (symmetry classes, seeds, known answers, same bytes on a
// rerun), GNU parallel running them (and resuming a killed run), collect's verdicts, and its
// refusals. The Slurm side runs in tests/cluster/test-suite-slurm.
#include <doctest/doctest.h>

#include <sys/stat.h>

#include <algorithm>
#include <array>
#include <functional>
#include <tuple>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "support/brute.hpp"
#include "attacks.hpp"
#include "support/backends.hpp"
#include "support/process.hpp"
#include "collect.hpp"
#include "proof_cubes.hpp"
#include "projection.hpp"
#include "suite_files.hpp"
#include "wall_classes.hpp"

using namespace boardlp;
using namespace boardlp::test;
namespace fs = std::filesystem;

namespace {

std::vector<std::string> lines_of(const std::string& path) {
  std::vector<std::string> out;
  std::istringstream in(read_file(path));
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) out.push_back(line);
  return out;
}

// manifest.csv as maps from the header's names, one a row.
std::vector<std::map<std::string, std::string>> manifest(const std::string& dir) {
  const std::vector<std::string> lines = lines_of(dir + "/manifest.csv");
  const std::vector<std::string> header = suite::parse_csv_line(lines.at(0));
  std::vector<std::map<std::string, std::string>> rows;
  for (size_t i = 1; i < lines.size(); ++i) {
    const std::vector<std::string> f = suite::parse_csv_line(lines[i]);
    REQUIRE(f.size() == header.size());
    std::map<std::string, std::string> row;
    for (size_t j = 0; j < f.size(); ++j) row[header[j]] = f[j];
    rows.push_back(row);
  }
  return rows;
}

// Every file of a folder with its bytes and modification time.
std::map<std::string, std::pair<std::string, int64_t>> snapshot(const std::string& dir) {
  std::map<std::string, std::pair<std::string, int64_t>> out;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file()) {
      struct stat st {};
      ::stat(e.path().c_str(), &st);
      out[e.path().string()] = {read_file(e.path().string()), st.st_mtim.tv_sec * 1'000'000'000LL + st.st_mtim.tv_nsec};
    }
  return out;
}

RunResult suite_cmd(std::vector<std::string> args, const std::string& cwd = "") {
  args.insert(args.begin(), boardlp_exe());
  return run(args, "", cwd);
}

// The classes of k-sets under the board's symmetries, counted the plain way: the least image of
// every k-set, into a set (the suite's generator walks the sets in order and keeps the least).
size_t classes_by_brute_force(int rows, int cols, int k, bool torus) {
  const int n = rows * cols;
  std::vector<std::function<int(int)>> maps;
  for (int id = 0; id < 8; ++id) {
    if (rows != cols && (id == 1 || id == 3 || id == 6 || id == 7)) continue;
    for (int sr = 0; sr < (torus ? rows : 1); ++sr)
      for (int sc = 0; sc < (torus ? cols : 1); ++sc)
        maps.push_back([=](int i) {
          int r = i / cols, c = i % cols, R = rows - 1, C = cols - 1, nr = r, nc = c;
          switch (id) {
            case 1: nr = c, nc = R - r; break;
            case 2: nr = R - r, nc = C - c; break;
            case 3: nr = C - c, nc = r; break;
            case 4: nc = C - c; break;
            case 5: nr = R - r; break;
            case 6: nr = c, nc = r; break;
            case 7: nr = C - c, nc = R - r; break;
            default: break;
          }
          return ((nr + sr) % rows) * cols + (nc + sc) % cols;
        });
  }
  std::set<std::vector<int>> least;
  std::vector<int> set(static_cast<size_t>(k));
  std::function<void(int, int)> walk = [&](int from, int depth) {
    if (depth == k) {
      std::vector<int> best = set;
      for (const auto& m : maps) {
        std::vector<int> image;
        for (int i : set) image.push_back(m(i));
        std::sort(image.begin(), image.end());
        best = std::min(best, image);
      }
      least.insert(best);
      return;
    }
    for (int i = from; i < n; ++i) {
      set[static_cast<size_t>(depth)] = i;
      walk(i + 1, depth + 1);
    }
  };
  walk(0, 0);
  return least.size();
}

}  // namespace

TEST_CASE("wall classes: one per class up to symmetry (Burnside's 5,278 for 8x8 with 3), as a brute force counts them") {
  size_t count = 0;
  suite::for_each_class(8, 8, 3, false, [&](const std::vector<Square>&) { ++count; });
  CHECK(count == 5278);  // (C(64,3) + 2 * 280) / 8
  struct Case { int rows, cols, k; bool torus; };
  for (const Case c : {Case{5, 5, 2, false}, Case{4, 6, 3, false}, Case{5, 5, 3, true}, Case{3, 4, 2, true}, Case{6, 6, 0, false}}) {
    CAPTURE(c.rows);
    CAPTURE(c.cols);
    CAPTURE(c.k);
    CAPTURE(c.torus);
    size_t got = 0;
    std::vector<Square> previous;
    suite::for_each_class(c.rows, c.cols, c.k, c.torus, [&](const std::vector<Square>& set) {
      CHECK((got == 0 || previous < set));  // in increasing order, each once
      previous = set;
      ++got;
    });
    CHECK(got == classes_by_brute_force(c.rows, c.cols, c.k, c.torus));
  }
}

TEST_CASE("suite walls: the files, the known answers from the counter, and the same bytes untouched on a rerun") {
  TempDir dir;
  const std::string d = dir.file("sweep");
  RunResult r = suite_cmd({"suite", "walls", "queens", "5", "2", "-o", d});
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  CHECK(r.err.find("49 instances") != std::string::npos);
  const auto rows = manifest(d);
  REQUIRE(rows.size() == 49);
  const std::vector<std::string> test = lines_of(d + "/walls-queens-5x5-k2.test");
  const std::vector<std::string> solu = lines_of(d + "/walls-queens-5x5-k2.solu");
  REQUIRE(test.size() == 49);
  REQUIRE(solu.size() == 49);
  for (size_t i = 0; i < rows.size(); ++i) {
    const auto& row = rows[i];
    CAPTURE(row.at("instance"));
    CHECK(test[i] == row.at("file"));
    CHECK(fs::exists(d + "/" + row.at("file")));
    CHECK(row.at("source") == "boardlp-count");
    CHECK(solu[i] == "=opt=  " + row.at("instance") + " " + row.at("expected"));
    // The known answer against the tests' own brute force, from the walls in the options.
    SmallBoard b{5, 5};
    std::istringstream opts(row.at("options"));
    for (std::string flag, rc; opts >> flag >> rc;) {
      const int rr = std::stoi(rc.substr(0, rc.find(','))) - 1, cc = std::stoi(rc.substr(rc.find(',') + 1)) - 1;
      b.walls |= uint64_t{1} << (rr * 5 + cc);
    }
    CHECK(std::to_string(brute_max(Piece::queen, b)) == row.at("expected"));
    CHECK(std::to_string(static_cast<long long>(brute_count(Piece::queen, b, brute_max(Piece::queen, b)))) == row.at("placements"));
    // Each file is the one boardlp writes for those options.
    std::vector<std::string> args = {boardlp_exe(), "queens", "5"};
    std::istringstream again(row.at("options"));
    for (std::string w; again >> w;) args.push_back(w);
    CHECK(run(args).out == read_file(d + "/" + row.at("file")));
  }
  const auto before = snapshot(d);
  r = suite_cmd({"suite", "walls", "queens", "5", "2", "-o", d});
  REQUIRE(r.exit_code == 0);
  CHECK(r.err.find("0 written, 49 unchanged") != std::string::npos);
  CHECK(snapshot(d) == before);  // the same bytes, not even rewritten
  // Another folder: the same bytes; gzip: the same text, compressed.
  REQUIRE(suite_cmd({"suite", "walls", "queens", "5", "2", "-o", dir.file("again")}).exit_code == 0);
  for (const auto& [path, content] : before)  // all but suite.conf, which records the command and so its -o
    if (!path.ends_with("suite.conf")) CHECK(read_file(dir.file("again") + path.substr(d.size())) == content.first);
  REQUIRE(suite_cmd({"suite", "walls", "queens", "5", "2", "--gzip", "-o", dir.file("gz")}).exit_code == 0);
  const std::string first = rows[0].at("instance");
  CHECK(run({"gzip", "-dc", dir.file("gz") + "/instances/" + first + ".lp.gz"}).out == read_file(d + "/instances/" + first + ".lp"));
}

TEST_CASE("suite sizes: queens and kings domination 4..7 with OEIS A075458 and ceil(n/3)^2 as known answers") {
  TempDir dir;
  REQUIRE(suite_cmd({"suite", "sizes", "queens,kings", "4..7", "--dominate", "-o", dir.path()}).exit_code == 0);
  const auto rows = manifest(dir.path());
  REQUIRE(rows.size() == 8);
  const std::vector<std::string> want = {"2", "3", "3", "4", "4", "4", "4", "9"};
  for (size_t i = 0; i < rows.size(); ++i) {
    CAPTURE(rows[i].at("instance"));
    CHECK(rows[i].at("expected") == want[i]);
    CHECK(rows[i].at("problem") == "dominate");
    CHECK(rows[i].at("options") == "--dominate");
  }
  CHECK(rows[0].at("instance") == "queens-4x4-dominate");
  CHECK(rows[7].at("instance") == "kings-7x7-dominate");
  CHECK(fs::exists(dir.path() + "/sizes-queens-kings-4-7-dominate.solu"));
}

TEST_CASE("suite sizes --total-dominate: queens (OEIS A303003) and knights (A261752) 4..6 as known answers") {
  TempDir dir;
  REQUIRE(suite_cmd({"suite", "sizes", "queens,knights", "4..6", "--total-dominate", "-o", dir.path()}).exit_code == 0);
  const auto rows = manifest(dir.path());
  REQUIRE(rows.size() == 6);
  const std::vector<std::string> want = {"2", "3", "4", "6", "7", "8"};
  for (size_t i = 0; i < rows.size(); ++i) {
    CAPTURE(rows[i].at("instance"));
    CHECK(rows[i].at("expected") == want[i]);
    CHECK(rows[i].at("problem") == "total-dominate");
    CHECK(rows[i].at("options") == "--total-dominate");
  }
  CHECK(rows[5].at("instance") == "knights-6x6-total-dominate");
  // A size with no total dominating set (1x1) is refused, naming the board.
  const RunResult one = suite_cmd({"suite", "sizes", "queens", "1..3", "--total-dominate", "-o", dir.file("one")});
  CHECK(one.exit_code == 2);
  CHECK(one.err.find("no set of queens total-dominates a 1x1 board") != std::string::npos);
}

TEST_CASE("suite sizes --non-dominating: n queens on n x n (OEIS A001366) 3..6 as known answers") {
  TempDir dir;
  REQUIRE(suite_cmd({"suite", "sizes", "queens", "3..6", "--non-dominating", "-o", dir.path()}).exit_code == 0);
  const auto rows = manifest(dir.path());
  REQUIRE(rows.size() == 4);
  const std::vector<std::string> want = {"0", "1", "3", "5"};
  for (size_t i = 0; i < rows.size(); ++i) {
    CAPTURE(rows[i].at("instance"));
    CHECK(rows[i].at("expected") == want[i]);
    CHECK(rows[i].at("problem") == "non-dominating");
  }
  CHECK(rows[2].at("placements") == "8");  // five queens leave 3 squares free in 8 ways
}

TEST_CASE("suite regions: Queens-game grids with one solution, their grid files, reproducible from the seed") {
  TempDir dir;
  const RunResult made = suite_cmd({"suite", "regions", "7", "--count", "4", "--seed", "3", "-o", dir.path()});
  REQUIRE(made.exit_code == 0);
  CHECK(made.err.find("4 unique puzzles of 7x7") != std::string::npos);
  const auto rows = manifest(dir.path());
  REQUIRE(rows.size() == 4);
  for (const auto& row : rows) {
    CAPTURE(row.at("instance"));
    CHECK(row.at("problem") == "regions");
    CHECK(row.at("expected") == "0");         // feasible: the objective is 0
    CHECK(row.at("placements") == "1");       // and the counter finds exactly one solution
    CHECK(row.at("options").rfind("--regions grids/", 0) == 0);
    CHECK(fs::exists(dir.path() + "/" + row.at("options").substr(10)));
  }
  // The same seed, the same grids; the solver's run of the set agrees.
  TempDir again;
  REQUIRE(suite_cmd({"suite", "regions", "7", "--count", "4", "--seed", "3", "-o", again.path()}).exit_code == 0);
  CHECK(manifest(again.path()) == rows);
  const RunResult solved = suite_cmd({"suite", "run", dir.path(), "--jobs", "2"});
  CHECK(solved.exit_code == 0);
  CHECK(suite_cmd({"suite", "regions", "2", "--count", "1", "-o", dir.file("none")}).err.find("no kings fit 1 per row and column of a 2x2 board") != std::string::npos);
}

TEST_CASE("suite completion and holes: reproducible from the seed, fixed queens apart, infeasible ones marked =inf=") {
  TempDir dir;
  for (const char* kind : {"completion", "holes"}) {
    CAPTURE(kind);
    const std::string a = dir.file(std::string(kind) + "-a"), b = dir.file(std::string(kind) + "-b"), c = dir.file(std::string(kind) + "-c");
    const std::string k = std::string(kind) == "completion" ? "3" : "8";
    REQUIRE(suite_cmd({"suite", kind, "6", k, "--count", "12", "--seed", "7", "-o", a}).exit_code == 0);
    REQUIRE(suite_cmd({"suite", kind, "6", k, "--count", "12", "--seed", "7", "-o", b}).exit_code == 0);
    REQUIRE(suite_cmd({"suite", kind, "6", k, "--count", "12", "--seed", "8", "-o", c}).exit_code == 0);
    const std::string name = std::string(kind) + "-6-k" + k + "-m12-s";
    CHECK(read_file(a + "/manifest.csv") == read_file(b + "/manifest.csv"));
    CHECK(read_file(a + "/" + name + "7.solu") == read_file(b + "/" + name + "7.solu"));
    CHECK(read_file(a + "/manifest.csv") != read_file(c + "/manifest.csv"));
    const auto rows = manifest(a);
    REQUIRE(rows.size() == 12);
    std::set<std::string> names;
    size_t infeasible = 0;
    for (const auto& row : rows) {
      names.insert(row.at("instance"));
      SmallBoard board{6, 6};
      std::vector<int> squares;
      std::istringstream opts(row.at("options"));
      std::string flag, rc;
      opts >> flag >> rc;  // --place 6
      CHECK(rc == "6");
      while (opts >> flag >> rc) {
        const int sq = (std::stoi(rc.substr(0, rc.find(','))) - 1) * 6 + std::stoi(rc.substr(rc.find(',') + 1)) - 1;
        squares.push_back(sq);
        (flag == "--fix" ? board.fixed : board.holes) |= uint64_t{1} << sq;
      }
      CHECK(squares.size() == std::stoul(k));
      if (std::string(kind) == "completion")
        for (size_t i = 0; i < squares.size(); ++i)
          for (size_t j = i + 1; j < squares.size(); ++j) CHECK_FALSE(attacks(Piece::queen, board, squares[i], squares[j]));
      const bool fits = brute_count(Piece::queen, board, 6) > 0;
      CHECK(row.at("expected") == (fits ? "0" : "infeasible"));
      infeasible += !fits;
    }
    CHECK(names.size() == 12);
    CHECK(infeasible > 0);  // 6 queens have only 4 placements: most draws cannot be completed
  }
  const RunResult r = suite_cmd({"suite", "completion", "4", "3", "--count", "50", "-o", dir.file("few")});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("ask for fewer") != std::string::npos);
}

TEST_CASE("suite run on GNU parallel, both solvers, gzip: collect judges every answer; a wrong known answer fails") {
  TempDir dir;
  const std::string d = dir.file("set");
  REQUIRE(suite_cmd({"suite", "holes", "6", "6", "--count", "10", "--seed", "3", "--gzip", "-o", d}).exit_code == 0);
  for (const std::string& solver : library_backends()) {
    const RunResult r = suite_cmd({"suite", "run", d, "--solver", solver, "--jobs", "2", "--timeout", "30"});
    CAPTURE(r.out);
    CAPTURE(r.err);
    REQUIRE(r.exit_code == 0);
    CHECK(r.out.find("parallel --joblog results/" + std::string(solver) + "/joblog --resume --jobs 2") != std::string::npos);
  }
  const std::vector<std::string> csv = lines_of(d + "/results.csv");
  REQUIRE(csv.size() == 21);
  CHECK(csv[0] == "instance,solver,status,seconds,value,expected,verdict,solutions,cpu_seconds");
  for (size_t i = 1; i < csv.size(); ++i) {
    const auto f = suite::parse_csv_line(csv[i]);
    CAPTURE(csv[i]);
    CHECK(f[6] == "ok");
    CHECK(f[2] == (f[5] == "infeasible" ? "infeasible" : "optimal"));
  }
  // A known answer changed by hand: collect must call the solvers' answer wrong and exit 1.
  std::string m = read_file(d + "/manifest.csv");
  const auto rows = manifest(d);
  const auto feasible = std::find_if(rows.begin(), rows.end(), [](const auto& row) { return row.at("expected") == "0"; });
  const auto blocked = std::find_if(rows.begin(), rows.end(), [](const auto& row) { return row.at("expected") == "infeasible"; });
  REQUIRE(feasible != rows.end());
  REQUIRE(blocked != rows.end());
  const std::string line = feasible->at("instance") + ",";
  const size_t at = m.find(line);
  const size_t end = m.find('\n', at);
  std::string row = m.substr(at, end - at);
  row.replace(row.find(",0,boardlp-count"), 16, ",infeasible,boardlp-count");
  m.replace(at, end - at, row);
  write_file(d + "/manifest.csv", m);
  const RunResult r = suite_cmd({"suite", "collect", d});
  CHECK(r.exit_code == 1);
  CHECK(r.out.find("WRONG " + feasible->at("instance") + " (cbc)") != std::string::npos);
  CHECK(r.out.find("WRONG " + feasible->at("instance") + " (glpk)") != std::string::npos);
}

TEST_CASE("suite run: a run killed half-way resumes where it stopped; each instance is solved and judged once") {
  TempDir dir;
  const std::string d = dir.file("set");
  REQUIRE(suite_cmd({"suite", "completion", "9", "2", "--count", "40", "--seed", "5", "-o", d}).exit_code == 0);
  // Started, stopped by SIGTERM once a few jobs are in the joblog, then run again.
  const std::string script =
      "\"$0\" suite run \"$1\" --jobs 2 --timeout 30 > /dev/null 2>&1 & pid=$!\n"
      "for i in $(seq 1 600); do [ -f \"$1/results/cbc/joblog\" ] && [ $(wc -l < \"$1/results/cbc/joblog\") -ge 6 ] && break; sleep 0.02; done\n"
      "kill -TERM $pid; wait $pid; echo \"stopped $?\"; wc -l < \"$1/results/cbc/joblog\"\n";
  const RunResult first = run({"bash", "-c", script, boardlp_exe(), d});
  CAPTURE(first.out);
  REQUIRE(first.out.rfind("stopped 143", 0) == 0);
  const int logged = std::stoi(first.out.substr(first.out.find('\n') + 1));
  CHECK(logged >= 6);
  CHECK(logged < 41);  // header + 40: it did stop early
  const RunResult second = suite_cmd({"suite", "run", d, "--jobs", "2", "--timeout", "30"});
  CAPTURE(second.out);
  REQUIRE(second.exit_code == 0);
  CHECK(second.out.find("40      40      40      0        0      0        0") != std::string::npos);
  // The joblog holds every job once: the second run skipped those the first had finished.
  std::multiset<std::string> commands;
  const auto log = lines_of(d + "/results/cbc/joblog");
  for (size_t i = 1; i < log.size(); ++i) commands.insert(log[i].substr(log[i].rfind('\t') + 1));
  CHECK(commands.size() == 40);
  CHECK(std::set<std::string>(commands.begin(), commands.end()).size() == 40);
}

// The first and last empty row and column of a placement, found the plain way (-1: none).
std::array<int, 4> empty_lines_of(int rows, int cols, const std::vector<std::pair<int, int>>& pieces) {
  std::vector<bool> row(static_cast<size_t>(rows)), col(static_cast<size_t>(cols));
  for (const auto& [r, c] : pieces) row[static_cast<size_t>(r)] = col[static_cast<size_t>(c)] = true;
  std::array<int, 4> out{-1, -1, -1, -1};
  for (int r = 0; r < rows; ++r)
    if (!row[static_cast<size_t>(r)]) out[0] = out[0] < 0 ? r : out[0], out[1] = r;
  for (int c = 0; c < cols; ++c)
    if (!col[static_cast<size_t>(c)]) out[2] = out[2] < 0 ? c : out[2], out[3] = c;
  return out;
}

TEST_CASE("suite proof: the cubes hold every placement of at most K pieces, each in exactly one kept cube up to symmetry") {
  for (const auto& shape : {std::tuple{5, 5, 3, -1}, std::tuple{6, 6, 3, -1}, std::tuple{4, 6, 3, -1}, std::tuple{6, 5, 2, -1},
                            std::tuple{8, 8, 4, 45}}) {
    // Plain variables, not a structured binding: clang 14 cannot capture one in a lambda.
    const int rows = std::get<0>(shape), cols = std::get<1>(shape), k = std::get<2>(shape), expected_cubes = std::get<3>(shape);
    CAPTURE(rows);
    CAPTURE(cols);
    CAPTURE(k);
    Spec base;
    base.rows = rows;
    base.cols = cols;
    base.problem = Problem::dominate;
    base.at_most = k;
    const std::vector<EmptyLines> cubes = suite::proof_cube_list(base);
    if (expected_cubes >= 0) CHECK(cubes.size() == static_cast<size_t>(expected_cubes));
    std::set<std::array<int, 4>> kept;
    for (const EmptyLines& e : cubes) kept.insert({e.first_row, e.last_row, e.first_col, e.last_col});
    CHECK(kept.size() == cubes.size());
    if (rows * cols > 36) continue;
    // Every placement of 0..k pieces, and its images under the board's rotations and reflections
    // (the test's own maps of squares): exactly one image's cube is a kept one.
    const int n = rows * cols;
    size_t placements = 0;
    std::vector<int> chosen;
    std::function<void(int)> walk = [&](int from) {
      std::vector<std::pair<int, int>> pieces;
      for (int i : chosen) pieces.emplace_back(i / cols, i % cols);
      std::set<std::array<int, 4>> hits;
      for (int g = 0; g < (rows == cols ? 8 : 4); ++g) {
        std::vector<std::pair<int, int>> image;
        for (auto [r, c] : pieces) {
          if (g & 1) r = rows - 1 - r;
          if (g & 2) c = cols - 1 - c;
          image.push_back(g & 4 ? std::pair{c, r} : std::pair{r, c});
        }
        const std::array<int, 4> e = empty_lines_of(rows, cols, image);
        REQUIRE(e[0] >= 0);
        REQUIRE(e[2] >= 0);
        if (kept.count(e)) hits.insert(e);
      }
      CHECK(hits.size() == 1);
      ++placements;
      if (static_cast<int>(chosen.size()) == k) return;
      for (int i = from; i < n; ++i) {
        chosen.push_back(i);
        walk(i + 1);
        chosen.pop_back();
      }
    };
    walk(0);
    CHECK(placements > 1);
  }
}

TEST_CASE("a proof's projection: the sample's mean times the cubes, and a range from resampling that holds it") {
  const suite::Projection flat = suite::project_proof({2.0, 2.0, 2.0}, 100);
  CHECK(flat.total == doctest::Approx(200));
  CHECK(flat.low == doctest::Approx(200));  // every resample of equal times has the same mean
  CHECK(flat.high == doctest::Approx(200));
  const std::vector<double> skewed = {0.1, 0.2, 0.1, 0.3, 9.0, 0.2, 0.1, 0.4};  // one slow cube
  const suite::Projection p = suite::project_proof(skewed, 80, 7);
  CHECK(p.total == doctest::Approx(104));  // 80 x 10.4 / 8
  CHECK(p.low < p.total);
  CHECK(p.total < p.high);
  CHECK(p.low >= 80 * 0.1);
  CHECK(p.high <= 80 * 9.0);
  const suite::Projection again = suite::project_proof(skewed, 80, 7);  // the same seed, the same range
  CHECK(again.low == p.low);
  CHECK(again.high == p.high);
}

TEST_CASE("suite proof: at most 4 queens on 8x8 proved too few, at most 4 independent on 6x6 refuted, a sample projected") {
  TempDir dir;
  const std::string proved = dir.file("proved"), refuted = dir.file("refuted"), sample = dir.file("sample");
  REQUIRE(suite_cmd({"suite", "proof", "queens", "8", "4", "--dominate", "-o", proved}).exit_code == 0);
  CHECK(lines_of(proved + "/proof-queens-8x8-dominate-at-most-4.test").size() == 45);
  for (const auto& row : manifest(proved)) {  // A075458: 5 queens are needed, so no cube holds 4
    CHECK(row.at("expected") == "infeasible");
    CHECK(row.at("options").find("--at-most 4 --cube ") != std::string::npos);
  }
  // A whole proof starts only after its calibration (or on the user's word).
  RunResult r = suite_cmd({"suite", "run", proved, "--jobs", "2", "--timeout", "60"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("not calibrated: run boardlp suite calibrate " + proved + " first") != std::string::npos);
  CHECK(!std::filesystem::exists(proved + "/results"));
  r = suite_cmd({"suite", "calibrate", proved, "--sample", "6", "--seed", "3", "--timeout", "60"});
  CAPTURE(r.out);
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("the sample: 6 of the 45 cubes (seed 3), 60 s a cube: 6 infeasible, 0 with a placement, 0 undecided") !=
        std::string::npos);
  const nlohmann::json calibration = nlohmann::json::parse(read_file(proved + "/calibration.json"));
  CHECK(calibration["sample"].size() == 6);
  CHECK(calibration["cubes"] == 45);
  const double projected = calibration["projection"]["cpu_seconds"], low = calibration["projection"]["low"],
               high = calibration["projection"]["high"];
  CHECK(low <= projected);
  CHECK(projected <= high);
  CHECK(projected > 0);
  double sampled = 0;
  for (const auto& cube : calibration["sample"]) sampled += cube["cpu_seconds"].get<double>();
  CHECK(projected == doctest::Approx(sampled / 6 * 45));
  CHECK(calibration["whole"]["file"] == "whole.lp");  // the cubes' model with no cube, given the sample's CPU time
  CHECK(calibration["whole"]["time_limit"] == std::max(1.0, std::ceil(sampled)));
  CHECK((calibration["verdict"] == "one_run" || calibration["verdict"] == "cubes"));
  CHECK(read_file(proved + "/whole.lp").find("--cube") == std::string::npos);
  r = suite_cmd({"suite", "run", proved, "--jobs", "2", "--timeout", "60"});
  CAPTURE(r.out);
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("calibration of proof-queens-8x8-dominate-at-most-4") == 0);  // printed before the run starts
  CHECK(r.out.find("45 of 45 cubes infeasible") != std::string::npos);
  CHECK(r.out.find("PROVED: no placement of at most 4 queens dominates an 8x8 board") != std::string::npos);
  // A second opinion: GLPK on a random fifth of the cubes; collect says which cubes two solvers decided.
  r = suite_cmd({"suite", "run", proved, "--solver", "glpk", "--share", "0.2", "--seed", "3", "--jobs", "2"});
  CAPTURE(r.out);
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("(glpk): a share of 9 of the 45 cubes (results/glpk/share.test): 9 infeasible, 0 with a placement, "
                   "0 undecided") != std::string::npos);
  CHECK(r.out.find("every cube of the share infeasible") != std::string::npos);
  CHECK(r.out.find("cubes decided by two solvers or more: 9 of 45, all agreeing") != std::string::npos);
  CHECK(r.out.find("PROVED: no placement of at most 4 queens dominates an 8x8 board") != std::string::npos);  // cbc's, whole
  CHECK(lines_of(proved + "/results/glpk/share.test").size() == 9);
  r = suite_cmd({"suite", "run", proved, "--solver", "glpk", "--share", "0.5", "--seed", "3"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("holds the answers of another share (share=0.2 seed=3)") != std::string::npos);
  r = suite_cmd({"suite", "run", proved, "--share", "0.5"});  // cbc ran the whole set
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("holds a run of the whole set: a share is a second solver's opinion") != std::string::npos);
  const std::vector<std::string> csv = lines_of(proved + "/results.csv");
  REQUIRE(csv.size() == 91);  // cbc's 45 and glpk's 45 (36 of them not run)
  double cpu = 0;
  for (size_t i = 1; i < csv.size(); ++i) cpu += std::stod(suite::parse_csv_line(csv[i]).at(8));
  CHECK(cpu > 0);  // each cube's solver CPU time, from boardlp-solve's solver_cpu_seconds

  // With the lex-leader: its chains only in the cubes every symmetry keeps (the others hold the
  // images of their placements in other cubes), and still proved.
  const std::string lex = dir.file("lex");
  REQUIRE(suite_cmd({"suite", "proof", "queens", "8", "4", "--dominate", "--cut", "lex", "-o", lex}).exit_code == 0);
  size_t chained = 0;
  for (const auto& row : manifest(lex)) {
    const bool symmetric = row.at("options").find("--cube 1-8,1-8") != std::string::npos ||
                           row.at("options").find("--cube 2-7,2-7") != std::string::npos ||
                           row.at("options").find("--cube 3-6,3-6") != std::string::npos ||
                           row.at("options").find("--cube 4-5,4-5") != std::string::npos;
    CHECK((row.at("options").find("--cut lex") != std::string::npos) == symmetric);
    chained += read_file(lex + "/instances/" + row.at("instance") + ".lp").find("lxo") != std::string::npos;
  }
  CHECK(chained == 3);  // 4 queens leave 4 to 8 empty rows: 1-8, 2-7 and 3-6 (4-5 leaves 2)
  r = suite_cmd({"suite", "run", lex, "--jobs", "2", "--uncalibrated"});
  CAPTURE(r.out);
  CHECK(r.out.find("PROVED: no placement of at most 4 queens dominates an 8x8 board") != std::string::npos);

  // Independent domination of 6x6 with at most 4 queens on glpsol: some cube holds one (A075324: 4).
  REQUIRE(suite_cmd({"suite", "proof", "queens", "6", "4", "--independent-dominate", "-o", refuted}).exit_code == 0);
  r = suite_cmd({"suite", "calibrate", refuted, "--solver", "glpk", "--sample", "1000"});  // every cube: one has a placement
  CAPTURE(r.out);
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("  REFUTED: instances/queens-6x6-independent-dominate-at-most-4-") != std::string::npos);
  CHECK(nlohmann::json::parse(read_file(refuted + "/calibration.json"))["verdict"] == "refuted");
  r = suite_cmd({"suite", "run", refuted, "--solver", "glpk", "--jobs", "2", "--timeout", "60"});
  CAPTURE(r.out);
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("REFUTED: cube queens-6x6-independent-dominate-at-most-4-") != std::string::npos);
  CHECK(r.out.find(" 0 wrong") == std::string::npos);

  // A279402: the 8x8 torus needs 4 queens, so the 5 cubes drawn are infeasible, and collect
  // projects the whole proof's CPU time from them.
  REQUIRE(suite_cmd({"suite", "proof", "queens", "8", "3", "--dominate", "--torus", "--sample", "5", "--seed", "2", "-o", sample}).exit_code == 0);
  CHECK(lines_of(sample + "/proof-queens-8x8-torus-dominate-at-most-3-sample5-s2.test").size() == 5);
  for (const auto& row : manifest(sample)) CHECK(row.at("expected") == "infeasible");
  r = suite_cmd({"suite", "run", sample, "--jobs", "2", "--timeout", "60"});  // a sample needs no calibration
  CAPTURE(r.out);
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("5 of 5 cubes infeasible") != std::string::npos);
  CHECK(r.out.find("a sample of 5 of the proof's") != std::string::npos);
  CHECK(r.out.find("resamples of the sample") != std::string::npos);  // the projection's range
  r = suite_cmd({"suite", "calibrate", sample});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("holds a sample of 5 of the proof's") != std::string::npos);
}

TEST_CASE("suite run: a proof left undecided by a small limit is finished by a second run with a larger one, which runs the undecided cubes only") {
  TempDir dir;
  const std::string d = dir.file("p13");
  // 6 queens cannot dominate 13x13 (A075458: 7); its largest cubes take cbc a second or more.
  REQUIRE(suite_cmd({"suite", "proof", "queens", "13", "6", "--dominate", "-o", d}).exit_code == 0);
  RunResult r = suite_cmd({"suite", "run", d, "--jobs", "2", "--timeout", "0.3", "--uncalibrated"});
  CAPTURE(r.out);
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("0.3 s a job") != std::string::npos);
  CHECK(r.out.find("not proved yet: ") != std::string::npos);
  CHECK(r.out.find("--timeout S") != std::string::npos);
  const size_t first_lines = lines_of(d + "/results/cbc/results.jsonl").size();
  const std::vector<std::string> undecided = suite::undecided_files(d, "cbc");
  REQUIRE(!undecided.empty());
  CHECK(first_lines == 136);
  // Slurm's script written now is a rerun: round 2 over the undecided instances only.
  const RunResult rerun = suite_cmd({"suite", "slurm", d, "--timeout", "120", "--script", dir.file("rerun.sh"), "--uncalibrated"});
  REQUIRE(rerun.exit_code == 0);
  CHECK(lines_of(d + "/results/cbc/round-2.test") == undecided);
  const std::string script = read_file(dir.file("rerun.sh"));
  CHECK(script.find("those with no decisive answer yet") != std::string::npos);
  CHECK(script.find("results/cbc/round-2-task-") != std::string::npos);
  CHECK(script.find(fmt::format("#SBATCH --array=0-{}\n", (undecided.size() + 99) / 100 - 1)) != std::string::npos);
  r = suite_cmd({"suite", "run", d, "--jobs", "2", "--timeout", "120", "--uncalibrated"});
  CAPTURE(r.out);
  CHECK(r.exit_code == 0);
  CHECK(r.out.find(fmt::format("{} undecided from the runs before run again now", undecided.size())) != std::string::npos);
  CHECK(r.out.find("136 of 136 cubes infeasible") != std::string::npos);
  CHECK(r.out.find("PROVED: no placement of at most 6 queens dominates a 13x13 board") != std::string::npos);
  CHECK(lines_of(d + "/results/cbc/results.jsonl").size() == first_lines + undecided.size());  // the undecided only
  CHECK(suite::undecided_files(d, "cbc").empty());
  // A third run has nothing left to do.
  r = suite_cmd({"suite", "run", d, "--jobs", "2", "--timeout", "120", "--uncalibrated"});
  CHECK(lines_of(d + "/results/cbc/results.jsonl").size() == first_lines + undecided.size());
  CHECK(r.out.find("PROVED") != std::string::npos);
  // Slurm's rerun script lists the undecided instances only; with none left it says so.
  const RunResult slurm = suite_cmd({"suite", "slurm", d, "--timeout", "120", "--uncalibrated"});
  CHECK(slurm.exit_code == 2);
  CHECK(slurm.err.find("has a decisive answer from cbc: nothing to run again") != std::string::npos);
}

TEST_CASE("suite frontier: every instance in a tier, known answers with their source and reference run, open ones past the published terms") {
  TempDir dir;
  const std::string d = dir.file("frontier");
  RunResult r = suite_cmd({"suite", "frontier", "--count-seconds", "0.3", "-o", d});
  CAPTURE(r.err);
  REQUIRE(r.exit_code == 0);
  std::map<std::string, int> tiers;
  for (const auto& row : manifest(d)) {
    CAPTURE(row.at("instance"));
    ++tiers[row.at("tier")];
    if (row.at("tier") == "open") {
      CHECK(row.at("expected").empty());
      CHECK(row.at("source").rfind("open: past every published term (OEIS A", 0) == 0);
      CHECK(row.at("reference").empty());
    } else {
      CHECK_FALSE(row.at("expected").empty());
      // A known answer names where it comes from: the counter, or the OEIS entry that publishes it.
      CHECK((row.at("source") == "boardlp-count" || row.at("source").rfind("published: OEIS A", 0) == 0));
      CHECK(row.at("reference").rfind("cbc", 0) == 0);
      CHECK((row.at("tier") == "easy") == (row.at("reference").find("no proof within") == std::string::npos));
    }
  }
  CHECK(tiers["easy"] >= 5);
  CHECK(tiers["hard"] >= 1);
  CHECK(tiers["open"] >= 5);
  CHECK(tiers.size() == 3);
  // --tiers writes part of it; the solu file has =opt= for every known answer.
  const std::string part = dir.file("part");
  REQUIRE(suite_cmd({"suite", "frontier", "--tiers", "hard,open", "--count-seconds", "0.3", "-o", part}).exit_code == 0);
  for (const auto& row : manifest(part)) CHECK(row.at("tier") != "easy");
  CHECK(manifest(part).size() == static_cast<size_t>(tiers["hard"] + tiers["open"]));
  for (const std::string& line : lines_of(d + "/frontier.solu")) CHECK((line.rfind("=opt=", 0) == 0 || line.rfind("=unkn=", 0) == 0));
  r = suite_cmd({"suite", "frontier", "--tiers", "medium", "-o", dir.file("bad")});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("--tiers: medium is not a tier") != std::string::npos);
}

TEST_CASE("suite run: a run the time limit stops is a timeout (with or without a placement), not an error") {
  TempDir dir;
  const std::string d = dir.file("hard");
  REQUIRE(suite_cmd({"suite", "sizes", "queens", "12..12", "--dominate", "-o", d}).exit_code == 0);  // cbc: about 17 s
  const RunResult r = suite_cmd({"suite", "run", d, "--jobs", "1", "--timeout", "1"});
  CAPTURE(r.out);
  CHECK(r.exit_code == 0);
  const std::vector<std::string> csv = lines_of(d + "/results.csv");
  REQUIRE(csv.size() == 2);
  const auto f = suite::parse_csv_line(csv[1]);
  CHECK((f[2] == "feasible" || f[2] == "no_solution"));
  CHECK(f[6] == "timeout");
}

TEST_CASE("suite: wrong use gets one line and exit 2") {
  TempDir dir;
  struct Case { std::vector<std::string> args; std::string says; };
  REQUIRE(suite_cmd({"suite", "walls", "rooks", "3", "1", "-o", dir.file("a")}).exit_code == 0);
  const std::vector<Case> cases = {
      {{"suite", "knots", "x"}, "use walls, sizes, completion, holes, regions, proof, frontier, calibrate, run, slurm or collect"},
      {{"suite", "proof", "queens", "8", "8", "--dominate", "-o", dir.file("b")}, "needs K below the board's rows and columns"},
      {{"suite", "proof", "queens", "8", "4", "-o", dir.file("b")}, "proves a domination bound: give --dominate"},
      {{"suite", "proof", "queens", "8", "4", "--armies", "-o", dir.file("b")}, "proves a domination bound"},
      {{"suite", "proof", "queens", "8", "4", "--dominate", "--seed", "3", "-o", dir.file("b")}, "give --sample M too"},
      {{"suite", "proof", "queens", "8", "4", "--dominate", "--cut", "clique", "-o", dir.file("b")}, "a proof takes the named cuts spencer, symmetry and lex"},
      {{"suite", "sizes", "queens", "4..5", "--sample", "3", "-o", dir.file("b")}, "--sample is not an option of boardlp suite sizes"},
      {{"suite", "walls", "queens", "8", "3"}, "-o DIR"},
      {{"suite", "walls", "queens", "8"}, "takes 3"},
      {{"suite", "walls", "queens", "3", "10", "-o", dir.file("b")}, "K 10"},
      {{"suite", "sizes", "queens", "9..4", "-o", dir.file("b")}, "TO at least FROM"},
      {{"suite", "sizes", "queens", "4-9", "-o", dir.file("b")}, "FROM..TO"},
      {{"suite", "walls", "queens", "3", "1", "--dominate", "-o", dir.file("b")}, "--dominate is not an option of boardlp suite walls"},
      {{"suite", "walls", "queens", "3", "1", "-o", dir.file("a")}, "holds the set walls-rooks-3x3-k1 already"},
      {{"suite", "run", dir.path()}, "not a suite folder"},
      {{"suite", "collect", dir.file("a")}, "no results yet"},
      {{"suite", "run", dir.file("a"), "--solver", "nosuch"}, "use " + backend_names()},
      {{"suite", "run", dir.file("a"), "--timeout", "0"}, "above 0"},
      {{"suite", "slurm", dir.file("a"), "--chunk", "0"}, "--chunk 0"},
      {{"suite", "calibrate", dir.file("a")}, "is a walls set: calibrate takes a proof's cubes"},
      {{"suite", "calibrate", dir.file("a"), "--solver", "nosuch"}, "use " + backend_names()},
      {{"suite", "calibrate", dir.file("a"), "--whole-seconds", "-1"}, "--whole-seconds"},
      {{"suite", "run", dir.file("a"), "--whole-seconds", "5"}, "--whole-seconds is not an option of boardlp suite run"},
      {{"suite", "collect", dir.file("a"), "--uncalibrated"}, "--uncalibrated is not an option of boardlp suite collect"},
      {{"suite", "slurm", dir.file("a"), "--share", "0.1"}, "--share is not an option of boardlp suite slurm"},
      {{"suite", "run", dir.file("a"), "--share", "0"}, "--share 0: give a fraction above 0 and at most 1"},
      {{"suite", "run", dir.file("a"), "--seed", "2"}, "--seed draws the share of --share"},
      {{"suite", "walls", "queens", "3", "1", "--name", "../x", "-o", dir.file("b")}, "--name ../x"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.args);
    const RunResult r = suite_cmd(c.args);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find(c.says) != std::string::npos);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  }
}

TEST_CASE("suite: answers the counter could not give in its budget are =unkn=, and the run fills them in as =best=") {
  TempDir dir;
  const std::string d = dir.file("set");
  REQUIRE(suite_cmd({"suite", "sizes", "kings", "3..5", "--count-seconds", "0.000001", "-o", d}).exit_code == 0);
  const std::string solu = d + "/sizes-kings-3-5-max.solu";
  CHECK(read_file(solu) == "=unkn= kings-3x3-max\n=unkn= kings-4x4-max\n=unkn= kings-5x5-max\n");
  for (const auto& row : manifest(d)) {
    CHECK(row.at("expected").empty());
    CHECK(row.at("source").find("unknown: boardlp-count took over") == 0);
  }
  const RunResult r = suite_cmd({"suite", "run", d, "--jobs", "2"});
  CAPTURE(r.out);
  REQUIRE(r.exit_code == 0);
  CHECK(r.out.find("3 answers that were unknown are now in") != std::string::npos);
  CHECK(read_file(solu) == "=best= kings-3x3-max 4\n=best= kings-4x4-max 4\n=best= kings-5x5-max 9\n");
}

TEST_CASE("boardlp -o FILE.lp.gz and .mps.gz: the same text gzipped, solved by boardlp-solve; a cut one is one line, exit 2") {
  TempDir dir;
  for (const char* ext : {".lp", ".mps"}) {
    CAPTURE(ext);
    const std::string plain = dir.file(std::string("q") + ext), packed = plain + ".gz";
    REQUIRE(run({boardlp_exe(), "queens", "6", "-o", plain}).exit_code == 0);
    REQUIRE(run({boardlp_exe(), "queens", "6", "-o", packed}).exit_code == 0);
    CHECK(run({"gzip", "-dc", packed}).out == read_file(plain));
    const RunResult solved = run({boardlp_solve_exe(), packed, "--json"});
    REQUIRE(solved.exit_code == 0);
    const auto j = nlohmann::json::parse(solved.out);
    CHECK(j["objective"] == 6);
    CHECK(j["file"] == packed);
    const std::string bytes = read_file(packed);
    write_file(dir.file("cut.gz"), bytes.substr(0, bytes.size() / 2));
    const RunResult cut = run({boardlp_solve_exe(), dir.file("cut.gz")});
    CHECK(cut.exit_code == 2);
    CHECK(cut.err.find("not a readable gzip file") != std::string::npos);
    CHECK(std::count(cut.err.begin(), cut.err.end(), '\n') == 1);
  }
}

TEST_CASE("collect judges typed statuses: a stopped run's value past the known optimum is wrong, whichever way the problem goes") {
  TempDir dir;
  const std::string d = dir.file("set");
  // Non-dominating maximizes the free squares: 4 queens on 4x4 leave at most 1, 5 on 5x5 at most 3 (A001366).
  REQUIRE(suite_cmd({"suite", "sizes", "queens", "4..5", "--non-dominating", "-o", d}).exit_code == 0);
  const auto rows = manifest(d);
  REQUIRE(rows.size() == 2);
  CHECK(rows[0].at("expected") == "1");
  CHECK(rows[1].at("expected") == "3");
  std::filesystem::create_directories(d + "/results/cbc");
  const std::string four = rows[0].at("instance"), five = rows[1].at("instance");
  write_file(d + "/results/cbc/results.jsonl",
             "{\"file\": \"instances/" + four + ".lp\", \"status\": \"feasible\", \"objective\": 2, \"seconds\": 1.5}\n"
             "{\"file\": \"instances/" + five + ".lp\", \"status\": \"time_limit\", \"objective\": 2, \"seconds\": 2.5}\n");
  const RunResult r = suite_cmd({"suite", "collect", d});
  CAPTURE(r.out);
  CHECK(r.exit_code == 1);
  CHECK(r.out.find("WRONG " + four + " (cbc): feasible 2, expected 1") != std::string::npos);
  const std::vector<std::string> csv = lines_of(d + "/results.csv");
  REQUIRE(csv.size() == 3);
  CHECK(suite::parse_csv_line(csv[1])[6] == "wrong");    // 2 free squares where 1 is the most
  CHECK(suite::parse_csv_line(csv[2])[6] == "timeout");  // 2 of at most 3: stopped short, not wrong

  // A job that exited 6 (the check failed) is wrong; one killed by the runner, a timeout; an
  // unknown status, an error.
  write_file(d + "/results/cbc/results.jsonl",
             "{\"file\": \"instances/" + four + ".lp\", \"status\": \"error\", \"exit\": 6, \"seconds\": 1}\n"
             "{\"file\": \"instances/" + five + ".lp\", \"status\": \"killed\", \"exit\": 9, \"seconds\": 60}\n");
  CHECK(suite_cmd({"suite", "collect", d}).exit_code == 1);
  const std::vector<std::string> again = lines_of(d + "/results.csv");
  REQUIRE(again.size() == 3);
  CHECK(suite::parse_csv_line(again[1])[2] == "exit 6");
  CHECK(suite::parse_csv_line(again[1])[6] == "wrong");
  CHECK(suite::parse_csv_line(again[2])[2] == "killed");
  CHECK(suite::parse_csv_line(again[2])[6] == "timeout");
  write_file(d + "/results/cbc/results.jsonl",
             "{\"file\": \"instances/" + four + ".lp\", \"status\": \"dubious\", \"seconds\": 1}\n");
  CHECK(suite_cmd({"suite", "collect", d}).exit_code == 0);
  const std::vector<std::string> third = lines_of(d + "/results.csv");
  CHECK(suite::parse_csv_line(third[1])[6] == "error");
  CHECK(suite::parse_csv_line(third[2])[2] == "not_run");
}
