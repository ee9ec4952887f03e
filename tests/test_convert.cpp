// boardlp-solve FILE --write OUT converts the model it read with boardlp's own writers (one
// writer a format): every file of models/ whose rows are the model's, written in every format
// boardlp writes, is what boardlp writes for the same question, byte for byte but for the header's
// first line; a file edited by hand converts with its edit.
#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "file_format.hpp"
#include "support/process.hpp"

using namespace boardlp;
using namespace boardlp::test;

namespace {

std::string without_first_line(const std::string& text) {
  const size_t nl = text.find('\n');
  return nl == std::string::npos ? std::string() : text.substr(nl + 1);
}

// The lines that are no comment: a file's rows and columns, without its header.
std::string body(const std::string& text) {
  std::istringstream in(text);
  std::string out;
  for (std::string line; std::getline(in, line);)
    if (!is_comment_line(line)) out += line + "\n";
  return out;
}

struct ModelsLine {
  std::string file;
  std::vector<std::string> args;
};

std::vector<ModelsLine> models_lines() {
  std::istringstream manifest(read_file(source_root() + "/models/models.txt"));
  std::vector<ModelsLine> out;
  for (std::string line; std::getline(manifest, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    ModelsLine m;
    words >> m.file;
    for (std::string w; words >> w;) m.args.push_back(w);
    out.push_back(std::move(m));
  }
  return out;
}

}  // namespace

TEST_CASE("every file in models/ converts to every format as boardlp writes it") {
  const std::string models = source_root() + "/models";
  TempDir dir;
  int compared = 0, refused_by_both = 0;
  for (const ModelsLine& m : models_lines()) {
    const std::string path = models + "/" + m.file;
    const FileFormat from = detect_format(path, read_file(path).substr(0, 65536));
    // CNF and WCNF state clauses: read back, their rows are the clauses, not the model's rows.
    if (format_row(from).clausal) continue;
    // A file of weights or regions: the header line names no such file, so the header says the
    // weights are the file's objective's (the regions the header's), and the rest is compared.
    // So is a colouring whose K was the greedy colouring's: the header line records K, which the
    // header then calls given.
    bool named_file = false, colours_given = false, colouring = false;
    for (const std::string& a : m.args) {
      named_file = named_file || a == "--weights" || a == "--regions";
      colouring = colouring || a == "--colour";
      colours_given = colours_given || a == "--colours";
    }
    const bool header_differs = named_file || (colouring && !colours_given);
    for (const FormatRow& to : file_formats()) {
      if (!to.model) continue;
      const std::string stem = dir.file(m.file + "." + std::string(to.name));
      // the manifest's own --format is replaced by this one
      std::vector<std::string> cleaned{boardlp_exe()};
      for (size_t i = 0; i < m.args.size(); ++i) {
        if (m.args[i] == "--format") {
          ++i;
          continue;
        }
        cleaned.push_back(m.args[i]);
      }
      cleaned.insert(cleaned.end(), {"--format", std::string(to.name), "-o", stem + ".want"});
      const RunResult want = run(cleaned, "", models);
      const RunResult got = run({boardlp_solve_exe(), path, "--write", stem + ".got", "--write-format", std::string(to.name)});
      CAPTURE(m.file);
      CAPTURE(to.name);
      CAPTURE(want.err);
      CAPTURE(got.err);
      if (want.exit_code != 0) {
        // A question the format cannot ask (CNF of a maximum): boardlp-solve refuses it too.
        CHECK(got.exit_code == 2);
        CHECK(!file_exists(stem + ".got"));
        ++refused_by_both;
        continue;
      }
      REQUIRE(got.exit_code == 0);
      const std::string a = read_file(stem + ".want"), b = read_file(stem + ".got");
      if (header_differs) CHECK(body(a) == body(b));
      else CHECK(without_first_line(a) == without_first_line(b));
      ++compared;
    }
  }
  CHECK(compared >= 300);
  CHECK(refused_by_both >= 10);
}

TEST_CASE("a file edited by hand converts with its edit, never rebuilt from its header") {
  TempDir dir;
  const std::string lp = dir.file("q.lp");
  REQUIRE(run({boardlp_exe(), "queens", "6", "-o", lp}).exit_code == 0);
  std::string text = read_file(lp);
  // One row taken out (row_1), one added by hand: the corner pair is at most one queen.
  const size_t row = text.find(" row_1:");
  REQUIRE(row != std::string::npos);
  text.erase(row, text.find('\n', row) - row + 1);
  const size_t st = text.find("Subject To\n");
  text.insert(st + 11, " mine: x_1_1 + x_6_6 <= 1\n");
  write_file(lp, text);
  for (const char* format : {"mps", "opb", "wcnf", "mzn", "xcsp3"}) {
    CAPTURE(format);
    const std::string out = dir.file(std::string("q.") + format);
    const RunResult r = run({boardlp_solve_exe(), lp, "--write", out, "--write-format", format});
    REQUIRE(r.exit_code == 0);
    const std::string got = read_file(out);
    CHECK(got.find("mine") != std::string::npos);
    CHECK(got.find("row_1\n") == std::string::npos);
    CHECK(got.find("row_1 ") == std::string::npos);
    CHECK(got.find("row_1\"") == std::string::npos);
    CHECK(got.find("row_2") != std::string::npos);
  }
  // Written back as LP, the edit reads as the model the file states: read again, the same LP.
  const std::string mps = dir.file("q.mps"), again = dir.file("again.lp");
  REQUIRE(run({boardlp_solve_exe(), mps, "--write", again}).exit_code == 0);
  CHECK(without_first_line(read_file(again)) == without_first_line(
      [&] {
        const std::string first = dir.file("first.lp");
        REQUIRE(run({boardlp_solve_exe(), lp, "--write", first}).exit_code == 0);
        return read_file(first);
      }()));
}

TEST_CASE("a model of another origin converts: bounds, integers, ranges and a fixed 0-1 column") {
  TempDir dir;
  const std::string mps = dir.file("mine.mps");
  // min -3a - 2b - c: a 0-1, b integer in [0, 4], c fixed at 1 by its bounds; a + b + c <= 2 and
  // -1 <= a - b <= 1 (a range).
  // (fixed MPS, as CoinMpsIO reads a file whose names are this short)
  write_file(mps, R"(NAME          mine
ROWS
 N  obj
 L  r1
 L  r2
COLUMNS
    a         obj                 -3   r1                   1
    a         r2                   1
    MARKER                 'MARKER'                 'INTORG'
    b         obj                 -2   r1                   1
    b         r2                  -1
    MARKER                 'MARKER'                 'INTEND'
    c         obj                 -1   r1                   1
RHS
    RHS       r1                   2   r2                   1
RANGES
    RNG       r2                   2
BOUNDS
 BV BND       a
 UP BND       b                    4
 FX BND       c                    1
ENDATA
)");
  const std::string lp = dir.file("mine.lp"), back = dir.file("back.mps");
  const RunResult r = run({boardlp_solve_exe(), mps, "--write", lp});
  CAPTURE(r.err);
  REQUIRE(r.exit_code == 0);
  const std::string text = read_file(lp);
  CAPTURE(text);
  CHECK(text.find(" r2_lo: a - b >= -1\n") != std::string::npos);
  CHECK(text.find(" r2_hi: a - b <= 1\n") != std::string::npos);
  CHECK(text.find(" fix_c: c = 1\n") != std::string::npos);
  CHECK(text.find("Generals\n b\n") != std::string::npos);
  CHECK(text.find(" b <= 4") != std::string::npos);
  REQUIRE(run({boardlp_solve_exe(), lp, "--write", back}).exit_code == 0);
  // Solved from each file, the same optimum: c = 1 leaves a + b <= 1, so a = 1, b = 0: -4.
  for (const std::string& f : {mps, lp, back}) {
    const RunResult s = run({boardlp_solve_exe(), f, "--solver", "cbc", "--json"});
    CAPTURE(f);
    CAPTURE(s.out);
    CHECK(s.out.find("\"objective\":-4") != std::string::npos);
  }
  // A format of 0-1 variables refuses the integer column in one line, and writes nothing.
  const std::string opb = dir.file("mine.opb");
  const RunResult refused = run({boardlp_solve_exe(), mps, "--write", opb});
  CHECK(refused.exit_code == 2);
  CHECK(refused.err.find("column b is integer") != std::string::npos);
  CHECK(!file_exists(opb));
}
