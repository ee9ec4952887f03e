// The boardlp program: help, standard output, the format from the extension, and every bad
// input: a one-line error, exit code 2, no file left, an existing file untouched.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <set>
#include <sstream>

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>

#include "errors.hpp"
#include "file_format.hpp"
#include "piece.hpp"
#include "support/process.hpp"

using namespace boardlp::test;

namespace {

struct BadCase {
  std::vector<std::string> args;  // after "boardlp"; OUT is replaced by the output path
  std::string message;            // a part of the error line
};

std::vector<std::string> with_output(std::vector<std::string> args, const std::string& out) {
  for (auto& a : args)
    if (a == "OUT") a = out;
  args.insert(args.begin(), boardlp_exe());
  return args;
}

}  // namespace

TEST_CASE("--help shows examples, --version the version") {
  const RunResult help = run({boardlp_exe(), "--help"});
  CHECK(help.exit_code == 0);
  CHECK(help.out.find("Examples:") != std::string::npos);
  CHECK(help.out.find("--least-walls") != std::string::npos);
  const RunResult version = run({boardlp_exe(), "--version"});
  CHECK(version.exit_code == 0);
  CHECK(version.out.rfind("boardlp ", 0) == 0);
  // The help's lists come from the tables: every named piece, and every format boardlp writes.
  CHECK(help.out.find(boardlp::named_pieces_text()) != std::string::npos);
  for (const char* piece : {"queens", "knights", "amazons", "nightriders"}) CHECK(help.out.find(piece) != std::string::npos);
  for (const boardlp::FormatRow& f : boardlp::file_formats()) CHECK(help.out.find(std::string(f.name)) != std::string::npos);
  const RunResult count = run({env_or_fail("BOARDLP_COUNT"), "--help"});
  CHECK(count.out.find("non-attacking placements exactly") == std::string::npos);  // it counts every problem
  CHECK(count.out.find("--dominate") != std::string::npos);
}

TEST_CASE("the man pages and bash completions are made from the options each program parses") {
  struct Program {
    std::vector<std::string> command;  // as typed
    std::string completion_function;   // "" : completed by boardlp's own
    int fewest_options = 5;            // in its --help
  };
  const std::vector<Program> programs = {{{boardlp_exe()}, "_boardlp"},
                                         {{boardlp_solve_exe()}, "_boardlp_solve"},
                                         {{env_or_fail("BOARDLP_COUNT")}, "_boardlp_count"},
                                         {{boardlp_exe(), "suite"}, ""},
                                         {{boardlp_exe(), "playground"}, "", 0},  // --help alone: -h [ --help ]
                                         {{boardlp_exe(), "certify"}, ""}};
  TempDir dir;
  for (const Program& p : programs) {
    CAPTURE(p.command);
    auto with = [&](const std::string& flag) {
      std::vector<std::string> args = p.command;
      args.push_back(flag);
      const RunResult r = run(args);
      REQUIRE(r.exit_code == 0);
      return r.out;
    };
    const std::string help = with("--help"), man = with("--man");
    // The page renders with no warning from groff, and names every long option --help names.
    write_file(dir.file("page.1"), man);
    const RunResult groff = run({"groff", "-man", "-Tutf8", "-ww", "-z", dir.file("page.1")});
    CHECK(groff.exit_code == 0);
    CHECK(groff.err.empty());
    int options = 0;
    // An option's line in --help starts "  --NAME" (or "  -o [ --output ]").
    for (size_t at = help.find("\n  --"); at != std::string::npos; at = help.find("\n  --", at + 1)) {
      const size_t end = help.find_first_of(" \n", at + 3);
      const std::string option = help.substr(at + 3, end - at - 3);
      CAPTURE(option);
      std::string in_roff;
      for (char ch : option) in_roff += ch == '-' ? std::string("\\-") : std::string(1, ch);
      CHECK(man.find("\\fB" + in_roff + "\\fR") != std::string::npos);
      ++options;
    }
    CHECK(options >= p.fewest_options);
    if (p.completion_function.empty()) continue;
    const std::string script = with("--bash-completion");
    write_file(dir.file("completion.bash"), script);
    for (size_t at = help.find("\n  --"); at != std::string::npos; at = help.find("\n  --", at + 1)) {
      const size_t end = help.find_first_of(" \n", at + 3);
      const std::string option = help.substr(at + 3, end - at - 3);
      CAPTURE(option);
      CHECK((script.find(option + " ") != std::string::npos || script.find(option + "\"") != std::string::npos));
    }
  }
  // The completion offers what the options take: a format's names, a piece, a subcommand and its options.
  auto complete = [&](const std::string& function, const std::string& words, int word) {
    const RunResult r = run({"bash", "-c", "source " + dir.file("completion.bash") + "; COMP_WORDS=(" + words +
                                               "); COMP_CWORD=" + std::to_string(word) + "; " + function +
                                               "; echo \"${COMPREPLY[*]}\""});
    REQUIRE(r.exit_code == 0);
    return r.out;
  };
  write_file(dir.file("completion.bash"), run({boardlp_exe(), "--bash-completion"}).out);
  std::string format_words;  // every row of the format registry, in its order
  for (const boardlp::FormatRow& f : boardlp::file_formats()) format_words += (format_words.empty() ? "" : " ") + std::string(f.name);
  CHECK(complete("_boardlp", "boardlp queens 8 --format ''", 4) == format_words + "\n");
  CHECK(complete("_boardlp", "boardlp poi", 1) == "points\n");
  CHECK(complete("_boardlp", "boardlp queens 8 --no-t", 3) == "--no-three-in-line\n");
  CHECK(complete("_boardlp", "boardlp suite sl", 2) == "slurm\n");
  CHECK(complete("_boardlp", "boardlp suite run d --dry", 4) == "--dry-run\n");
  const std::string folder = dir.file("a-folder");
  REQUIRE(std::filesystem::create_directory(folder));
  CHECK(complete("_boardlp", "boardlp playground " + dir.file("a-fo"), 2) == folder + "\n");
  write_file(dir.file("completion.bash"), run({boardlp_solve_exe(), "--bash-completion"}).out);
  CHECK(complete("_boardlp_solve", "boardlp-solve q.lp --engine ''", 3) == "library process\n");
}

TEST_CASE("--color and --colors are --colour and --colours; --colours K gives K colours, the default a greedy count") {
  const RunResult british = run({boardlp_exe(), "queens", "4", "--colour", "--colours", "6", "--cut", "colour-order"});
  CHECK(british.exit_code == 0);
  CHECK(british.out.rfind("\\ boardlp 1 piece=queens board=4x4 problem=colour k=6 ", 0) == 0);
  CHECK(british.out.find("K = 6 is given by --colours") != std::string::npos);
  CHECK(run({boardlp_exe(), "queens", "4", "--color", "--colors=6", "--cut", "color-order"}).out == british.out);
  const RunResult greedy = run({boardlp_exe(), "queens", "4", "--colour"});
  CHECK(greedy.out.find("K = 5 is the count of a greedy colouring (DSATUR)") != std::string::npos);
}

TEST_CASE("the format registry: each row's name, extension and comment are what boardlp writes and boardlp-solve detects") {
  using namespace boardlp;
  TempDir dir;
  std::set<std::string_view> names, extensions;
  for (const FormatRow& row : file_formats()) {
    CAPTURE(row.name);
    CHECK(names.insert(row.name).second);
    CHECK(format_from(std::string(row.name)) == row.format);
    CHECK(&format_row(row.format) == &row);
    // --format NAME writes a file whose first line is a comment in the format's own syntax (a model
    // every format states: CNF has no objective; the attack graph, of the board alone).
    std::vector<std::string> args{boardlp_exe(), "queens", "4"};
    if (row.model) args.insert(args.end(), {"--place", "4"});
    std::vector<std::string> as_named = args;
    as_named.insert(as_named.end(), {"--format", std::string(row.name)});
    const RunResult r = run(as_named);
    REQUIRE(r.exit_code == 0);
    CHECK(r.out.rfind(std::string(row.comment) + " ", 0) == 0);
    // boardlp-solve detects it from its content (the name says nothing here), as boardlp would write it.
    const std::string unnamed = dir.file("m-" + std::string(row.name) + ".txt");
    write_file(unnamed, r.out);
    CHECK(detect_format(unnamed, r.out.substr(0, 65536)) == row.format);
    if (row.extension.empty()) continue;
    CHECK(extensions.insert(row.extension).second);
    CHECK(format_from_extension("m" + std::string(row.extension) + ".gz") == row.format);
    // -o NAME.ext picks it: the same bytes as --format NAME.
    const std::string file = dir.file("m" + std::string(row.extension));
    std::vector<std::string> by_extension = args;
    by_extension.insert(by_extension.end(), {"-o", file});
    REQUIRE(run(by_extension).exit_code == 0);
    CHECK(read_file(file) == r.out);
    // boardlp-solve detects it; one it does not read is refused by name, in one line.
    const RunResult solved = run({boardlp_solve_exe(), file});
    if (row.solver_input) {
      CHECK(solved.exit_code == 0);
    } else {
      CHECK(solved.exit_code == 2);
      CHECK(solved.err.find(std::string(row.what)) != std::string::npos);
      CHECK(std::count(solved.err.begin(), solved.err.end(), '\n') == 1);
    }
  }
  CHECK(format_from_extension("m.txt") == std::nullopt);
  CHECK(format_from("dimacs", false) == FileFormat::dimacs);
  CHECK_THROWS_AS(format_from("dimacs", true), UserError);  // boardlp-solve --format: its inputs only
}

TEST_CASE("--for SOLVER: the form measured fastest for that solver, and the header says so") {
  // Gurobi: the line cover for queens domination (bench/defaults --compare, bench/RESULTS.md).
  const RunResult gurobi = run({boardlp_exe(), "queens", "6", "--dominate", "--for", "gurobi"});
  REQUIRE(gurobi.exit_code == 0);
  CHECK(gurobi.out.find("cover=lines") != std::string::npos);
  CHECK(gurobi.out.find("\\ Written for gurobi (--for gurobi):") != std::string::npos);
  CHECK(gurobi.out.find("the line cover, its fastest form measured by bench/defaults") != std::string::npos);
  // The same file as asking for the form by hand, but for the header's words.
  const RunResult by_hand = run({boardlp_exe(), "queens", "6", "--dominate", "--cover", "lines"});
  CHECK(by_hand.out.substr(by_hand.out.find("Minimize")) == gurobi.out.substr(gurobi.out.find("Minimize")));
  // A solver whose fastest form is the default: the same rows as without --for.
  const RunResult cbc = run({boardlp_exe(), "queens", "6", "--dominate", "--for", "cbc"});
  CHECK(cbc.out.find("boardlp's default form, also its fastest") != std::string::npos);
  const RunResult plain = run({boardlp_exe(), "queens", "6", "--dominate"});
  CHECK(cbc.out.substr(cbc.out.find("Minimize")) == plain.out.substr(plain.out.find("Minimize")));
  // --cover and --formulation still decide, and the header says the form is not the measured one.
  const RunResult asked = run({boardlp_exe(), "queens", "6", "--dominate", "--for", "gurobi", "--cover", "squares"});
  CHECK(asked.out.find("cover=lines") == std::string::npos);
  CHECK(asked.out.find("in the form --formulation or --cover asked for") != std::string::npos);
}

TEST_CASE("standard output and -o give the same bytes; .mps picks MPS") {
  TempDir dir;
  const RunResult to_stdout = run({boardlp_exe(), "queens", "6"});
  CHECK(to_stdout.exit_code == 0);
  CHECK(run({boardlp_exe(), "queens", "6", "-o", dir.file("q.lp")}).exit_code == 0);
  CHECK(read_file(dir.file("q.lp")) == to_stdout.out);
  CHECK(run({boardlp_exe(), "queens", "6", "-o", "-"}).out == to_stdout.out);
  CHECK(run({boardlp_exe(), "queen", "6", "-o", dir.file("q.mps")}).exit_code == 0);
  CHECK(read_file(dir.file("q.mps")).find("\nROWS\n") != std::string::npos);
  CHECK(run({boardlp_exe(), "queens", "6", "--format", "fixed-mps", "-o", dir.file("q.txt")}).exit_code == 0);
  CHECK(read_file(dir.file("q.txt")).find("NAME          queens_6x6\n") != std::string::npos);
  // A new file gets the usual mode, not mkstemp's 0600.
  struct stat st {};
  REQUIRE(::stat(dir.file("q.lp").c_str(), &st) == 0);
  CHECK((st.st_mode & 0044) == 0044);
}

TEST_CASE("bad input: one line, exit code 2, no file left, an existing file kept") {
  TempDir dir;
  write_file(dir.file("costs-bad-shape.txt"), "1 2 3\n4 5 6\n");
  write_file(dir.file("costs-nan.txt"), "1 nan\n1 1\n");
  write_file(dir.file("costs-inf.txt"), "1 inf\n1 1\n");
  write_file(dir.file("costs-word.txt"), "1 one\n1 1\n");
  write_file(dir.file("costs-half.txt"), "1.5 1 1 1\n1 1 1 1\n1 1 1 1\n1 1 1 1\n");
  write_file(dir.file("walls-bad.txt"), "1,1\nfive,2\n");
  std::string eight_by_eight;
  for (int r = 0; r < 8; ++r) eight_by_eight += "1 2 3 4 5 6 7 8\n";
  write_file(dir.file("weights-8.txt"), eight_by_eight);
  write_file(dir.file("grid-ok.txt"), "AABB\nACCB\nDDCB\nDDDB\n");
  write_file(dir.file("grid-short.txt"), "AABB\nACCB\nDDCB\n");
  write_file(dir.file("grid-wide.txt"), "AABB\nACCBB\nDDCB\nDDDB\n");
  write_file(dir.file("grid-char.txt"), "AABB\nAC-B\nDDCB\nDDDB\n");
  write_file(dir.file("grid-accent.txt"), "AAB\xc3\xa9\nACCB\nDDCB\nDDDB\n");  // é: two bytes, one character
  write_file(dir.file("grid-three.txt"), "AABB\nAABB\nCCCC\nCCCC\n");
  write_file(dir.file("grid-tiny.txt"), "AABB\nA.CB\nDDDB\nDDDB\n");
  const std::string c = dir.path() + "/";
  const std::vector<BadCase> cases = {
      {{"queenz", "8", "-o", "OUT"}, "unknown piece 'queenz'"},
      {{"queens", "8", "--format", "xml", "-o", "OUT"}, "--format xml: use " + boardlp::format_names()},
      // The formats' own refusals: what a format cannot state, and --encoding where nothing is encoded.
      {{"queens", "8", "--format", "cnf", "-o", "OUT"}, "--format cnf: CNF states no objective, and this model maximizes npieces; write --format wcnf"},
      {{"queens", "8", "--dominate", "--format", "cnf", "-o", "OUT"}, "or ask a yes-or-no question (--at-most K for the dominations)"},
      {{"queens", "4", "--place", "4", "--weights", dir.file("costs-half.txt"), "--format", "opb", "-o", "OUT"}, "--format opb: the cost of x_1_1 is 1.5, and OPB (pseudo-Boolean) takes whole numbers only"},
      {{"queens", "4", "--place", "4", "--weights", dir.file("costs-half.txt"), "--format", "wcnf", "-o", "OUT"}, "--format wcnf: the cost of x_1_1 is 1.5"},
      {{"queens", "8", "--encoding", "ladder", "-o", "OUT"}, "--encoding with --format lp: only cnf and wcnf turn rows into clauses"},
      {{"queens", "8", "--place", "8", "--encoding", "ladder,pairwise", "--format", "cnf", "-o", "OUT"}, "--encoding ladder,pairwise: two at-most-one encodings"},
      {{"queens", "8", "--place", "8", "--encoding", "sorting", "--format", "cnf", "-o", "OUT"}, "--encoding sorting: name an at-most-one encoding (pairwise, ladder), a counter (seqcounter, totalizer, symtotalizer, mtotalizer, symmtotalizer)"},
      {{"queens", "8", "--place", "8", "--encoding", "totalizer:lr", "--format", "cnf", "-o", "OUT"}, "--encoding totalizer:lr: only a symmetric counter (symtotalizer, symmtotalizer) keeps symmetries after a colon; write totalizer alone"},
      {{"queens", "8", "--place", "8", "--encoding", "symmtotalizer:up", "--format", "cnf", "-o", "OUT"}, "--encoding symmtotalizer:up: name the symmetries the counter's tree keeps after the colon, joined by +, from tb, lr, rot180, diagonal, rot90, antidiagonal"},
      {{"queens", "8", "--for", "minisat", "-o", "OUT"}, "--for minisat: use one of boardlp-solve's solvers: cbc, glpk"},
      {{"queens", "8", "--bogus", "-o", "OUT"}, "unrecognised option '--bogus'"},
      {{"queens", "-o", "OUT"}, "no BOARD given"},
      {{"queens", "8", "9", "-o", "OUT"}, "too many arguments"},
      {{"queens", "0", "-o", "OUT"}, "board '0'"},
      {{"queens", "8x", "-o", "OUT"}, "board '8x'"},
      {{"queens", "abc", "-o", "OUT"}, "board 'abc'"},
      {{"queens", "100000x100000", "-o", "OUT"}, "at most 2147483647 variables"},
      {{"queens", "8", "--place", "65", "-o", "OUT"}, "more pieces than the 64 open squares"},
      {{"queens", "8", "--place", "-3", "-o", "OUT"}, "--place -3: give a whole number, 0 or more"},
      {{"queens", "8", "--place", "x", "-o", "OUT"}, "--place x: give a whole number, 0 or more"},
      {{"queens", "2", "--least-walls", "5", "-o", "OUT"}, "more pieces than the 4 open squares"},
      {{"kings", "8", "--least-walls", "5", "-o", "OUT"}, "walls do not block kings"},
      {{"queens", "8", "--max", "--place", "3", "-o", "OUT"}, "choose one problem"},
      // Points go with no-three-in-line, and it with points, on a flat board, in its one form.
      {{"queens", "8", "--no-three-in-line", "-o", "OUT"}, "--no-three-in-line places points, not queens: write boardlp points 8x8 --no-three-in-line"},
      {{"points", "8", "-o", "OUT"}, "points attack nothing, so --max has nothing to solve: use points with --no-three-in-line"},
      {{"points", "8", "--dominate", "-o", "OUT"}, "points attack nothing, so --dominate has nothing to solve"},
      {{"points", "8", "--no-three-in-line", "--torus", "-o", "OUT"}, "leave out --torus"},
      {{"points", "8", "--no-three-in-line", "--formulation", "pairwise", "-o", "OUT"}, "leave out --formulation pairwise"},
      {{"points", "8", "--no-three-in-line", "--fix", "1,1", "--fix", "2,3", "--fix", "3,5", "-o", "OUT"},
       "the fixed points on 1,1, 2,3 and 3,5 stand on one line"},
      {{"points", "8", "--no-three-in-line", "--format", "dimacs", "-o", "OUT"}, "leave out --no-three-in-line"},
      {{"queens", "2", "--place", "2", "--weights", c + "costs-bad-shape.txt", "-o", "OUT"}, "3 numbers; the board has 2 columns"},
      {{"queens", "2", "--place", "2", "--weights", c + "costs-nan.txt", "-o", "OUT"}, "'nan' is not a finite number"},
      {{"queens", "2", "--place", "2", "--weights", c + "costs-inf.txt", "-o", "OUT"}, "'inf' is not a finite number"},
      {{"queens", "2", "--place", "2", "--weights", c + "costs-word.txt", "-o", "OUT"}, "'one' is not a number"},
      {{"queens", "2", "--place", "2", "--weights", c + "missing.txt", "-o", "OUT"}, "cannot read weights file"},
      {{"queens", "8", "--wall", "9,1", "-o", "OUT"}, "wall 9,1 is outside the 8x8 board"},
      {{"queens", "8", "--wall", "2,2", "--wall", "2,2", "-o", "OUT"}, "wall 2,2 is given twice"},
      {{"queens", "8", "--wall", "22", "-o", "OUT"}, "write a wall as ROW,COLUMN"},
      {{"queens", "1", "--wall", "1,1", "-o", "OUT"}, "every square is a wall"},
      {{"queens", "8", "--walls", c + "walls-bad.txt", "-o", "OUT"}, "walls-bad.txt line 2"},
      {{"queens", "100", "--format", "fixed-mps", "-o", "OUT"}, "99x99"},
      {{"queens", "8", "--format", "xls", "-o", "OUT"}, "--format xls"},
      {{"queens", "8", "--formulation", "tight", "-o", "OUT"}, "--formulation tight"},
      {{"queens", "8", "--threads", "0", "-o", "OUT"}, "--threads 0: give a whole number from 1 to 1024"},
      {{"queens", "8", "--threads", "many", "-o", "OUT"}, "--threads many"},
      {{"WXN", "8", "-o", "OUT"}, "'X' in 'WXN' is not a Betza atom"},
      {{"queens", "8", "--hole", "9,1", "-o", "OUT"}, "hole 9,1 is outside the 8x8 board"},
      {{"queens", "8", "--hole", "2,2", "--wall", "2,2", "-o", "OUT"}, "square 2,2 is both a wall and a hole"},
      {{"queens", "8", "--hole", "33", "-o", "OUT"}, "--hole 33: write a hole as ROW,COLUMN"},
      {{"queens", "8", "--fix", "0,3", "-o", "OUT"}, "'0' is not a row or column number"},
      {{"queens", "8", "--fix", "9,3", "-o", "OUT"}, "fixed piece 9,3 is outside the 8x8 board"},
      {{"queens", "8", "--fix", "2,2", "--wall", "2,2", "-o", "OUT"}, "fixed piece 2,2 is on a wall"},
      {{"queens", "8", "--fix", "2,2", "--hole", "2,2", "-o", "OUT"}, "fixed piece 2,2 is on a hole"},
      {{"queens", "8", "--fix", "1,1", "--fix", "3,3", "-o", "OUT"}, "the fixed queens on 1,1 and 3,3 attack each other"},
      {{"knights", "8", "--fix", "1,1", "--fix", "2,3", "-o", "OUT"}, "the fixed knights on 1,1 and 2,3 attack each other"},
      {{"queens", "8", "--fix", "1,1", "--fix", "1,1", "-o", "OUT"}, "fixed piece 1,1 is given twice"},
      {{"queens", "8", "--place", "1", "--fix", "1,1", "--fix", "2,3", "-o", "OUT"}, "fewer pieces than the 2 fixed pieces"},
      {{"queens", "2", "--torus", "-o", "OUT"}, "--torus needs at least 3 rows and 3 columns"},
      {{"queens", "5", "--torus", "--least-walls", "3", "-o", "OUT"}, "--torus with --least-walls"},
      {{"queens", "5", "--torus", "--fix", "1,1", "--fix", "2,5", "-o", "OUT"}, "the fixed queens on 1,1 and 2,5 attack each other"},
      {{"queens", "8", "--dominate", "--place", "5", "-o", "OUT"}, "choose one problem"},
            {{"queens", "8", "--dominate", "--formulation", "pairwise", "-o", "OUT"}, "--dominate has no packing rows to formulate"},
      {{"queens", "8", "--total-dominate", "--formulation", "clique", "-o", "OUT"}, "--total-dominate has no packing rows"},
      // Total domination finds its own number of pieces, and has one colour.
      {{"queens", "8", "--total-dominate", "--place", "5", "-o", "OUT"}, "choose one problem"},
      {{"queens", "8", "--total-dominate", "--least-walls", "3", "-o", "OUT"}, "choose one problem"},
      {{"queens", "8", "--total-dominate", "--armies", "-o", "OUT"}, "choose one problem"},
      {{"queens", "8", "--total-dominate", "--dominate", "-o", "OUT"}, "choose one problem"},
      // A square no other square attacks: no total dominating set (the isolated square named).
      {{"knights", "3", "--total-dominate", "-o", "OUT"}, "no set of knights total-dominates a 3x3 board (the problem is infeasible): no other square attacks square 2,2"},
      {{"queens", "1", "--total-dominate", "-o", "OUT"}, "no other square attacks square 1,1"},
      {{"kings", "3", "--total-dominate", "--wall", "1,2", "--wall", "2,1", "--wall", "2,2", "-o", "OUT"}, "no other square attacks square 1,1"},
      {{"knights", "3", "--total-dominate", "--hole", "2,2", "-o", "OUT"}, "the hole at 2,2 needs cover"},
      // Double domination: a square fewer than two squares cover (itself and its attackers) is named.
      {{"kings", "1", "--double-dominate", "-o", "OUT"}, "no set of kings doubly dominates a 1x1 board (the problem is infeasible): square 1,1 needs 2 covers and only 1 square can cover it"},
      {{"knights", "3", "--double-dominate", "-o", "OUT"}, "square 2,2 needs 2 covers and only 1 square can cover it"},
      {{"knights", "4", "--double-dominate", "--hole", "1,1", "--hole", "2,3", "-o", "OUT"}, "square 1,1 needs 2 covers and only 1 square can cover it"},
      {{"knights", "4", "--double-dominate", "--hole", "1,1", "--hole", "2,3", "--hole", "3,2", "-o", "OUT"}, "the hole at 1,1 needs cover"},
      {{"queens", "8", "--double-dominate", "--formulation", "clique", "-o", "OUT"}, "--double-dominate has no packing rows"},
      {{"queens", "8", "--double-dominate", "--total-dominate", "-o", "OUT"}, "choose one problem"},
      {{"queens", "3000", "--dominate", "-o", "OUT"}, "would be a file of about 1170 GB"},
      {{"queens", "1x1000000", "--dominate", "-o", "OUT"}, "boardlp writes at most 4 GB"},
      {{"queens", "1000", "--formulation", "pairwise", "-o", "OUT"}, "the pairwise form would be a file"},
      {{"knights", "3", "--dominate", "--hole", "2,2", "-o", "OUT"}, "the hole at 2,2 needs cover but no open square attacks it"},
      {{"queens", "8", "--independent-dominate", "--fix", "1,1", "--fix", "2,2", "-o", "OUT"}, "the fixed queens on 1,1 and 2,2 attack each other"},
            {{"queens", "8", "--armies", "--place", "4", "-o", "OUT"}, "choose one problem"},
      // Non-dominating takes its K from --place (default: the board's side), and nothing else.
      {{"queens", "3", "--non-dominating", "--place", "10", "-o", "OUT"}, "--place 10 asks for more pieces than the 9 open squares"},
      {{"queens", "8", "--non-dominating", "--place", "1", "--fix", "1,1", "--fix", "8,8", "-o", "OUT"}, "fewer pieces than the 2 fixed pieces"},
      {{"queens", "8", "--non-dominating", "--cut", "spencer", "-o", "OUT"}, "--cut spencer is the lower bound of queens domination"},
      {{"queens", "8", "--non-dominating", "--armies", "-o", "OUT"}, "choose one problem"},
      {{"queens", "8", "--non-dominating", "--dominate", "-o", "OUT"}, "choose one problem"},
      {{"queens", "8", "--armies", "--dominate", "-o", "OUT"}, "choose one problem"},
      // Region puzzles: the grid's shape, its characters and its regions, each named where it is.
      {{"kings", "4", "--regions", c + "grid-short.txt", "-o", "OUT"}, "grid-short.txt: 3 lines of regions; the board has 4 rows"},
      {{"kings", "4", "--regions", c + "grid-wide.txt", "-o", "OUT"}, "grid-wide.txt line 2: 5 characters; the board has 4 columns"},
      {{"kings", "4", "--regions", c + "grid-char.txt", "-o", "OUT"}, "grid-char.txt line 2, column 3: '-' is not a region"},
      {{"kings", "4", "--regions", c + "grid-accent.txt", "-o", "OUT"}, "grid-accent.txt line 1, column 4: '\xc3\xa9' is not a region"},
      {{"kings", "4", "--regions", c + "grid-three.txt", "-o", "OUT"}, "grid-three.txt has 3 regions on 4 rows"},
      {{"kings", "4", "--regions", c + "grid-tiny.txt", "--per-region", "2", "-o", "OUT"}, "region 'C' (line 2, column 3) has 1 square a piece may stand on, fewer than the 2"},
      {{"kings", "4", "--regions", c + "grid-tiny.txt", "--hole", "2,3", "-o", "OUT"}, "region 'C' (line 2, column 3) has 0 squares a piece may stand on"},
      {{"kings", "4", "--regions", c + "missing.txt", "-o", "OUT"}, "missing.txt"},
      {{"kings", "4x5", "--regions", c + "grid-ok.txt", "-o", "OUT"}, "grid-ok.txt line 1: 4 characters; the board has 5 columns"},
      {{"queens", "4", "--regions", c + "grid-ok.txt", "--per-region", "2", "-o", "OUT"}, "two queens in one row or column attack each other"},
      {{"kings", "4", "--per-region", "2", "-o", "OUT"}, "--per-region K goes with --regions FILE"},
      {{"kings", "4", "--regions", c + "grid-ok.txt", "--cut", "symmetry", "-o", "OUT"}, "this region grid looks the same in no mirror"},
      {{"kings", "4", "--regions", c + "grid-ok.txt", "--place", "4", "-o", "OUT"}, "choose one problem"},
      {{"kings", "8", "--dominate", "--cut", "spencer", "-o", "OUT"}, "--cut spencer is the lower bound of queens domination"},
      {{"queens", "8", "--max", "--cut", "spencer", "-o", "OUT"}, "--cut spencer is the lower bound of queens domination"},
      {{"queens", "8", "--dominate", "--cut", "spencer", "--wall", "1,1", "-o", "OUT"}, "without walls, holes or torus"},
      {{"queens", "8", "--dominate", "--cut", "symmetry", "--wall", "1,2", "-o", "OUT"}, "walls, holes and fixed pieces look the same in no mirror (top-bottom, left-right, main diagonal)"},
      {{"queens", "6x8", "--max", "--cut", "symmetry", "--hole", "1,2", "-o", "OUT"}, "look the same in no mirror (top-bottom, left-right): leave the cut out"},
      {{"queens", "8", "--least-walls", "9", "--cut", "symmetry", "-o", "OUT"}, "are not worth the same"},
      {{"queens", "8", "--cut", "lex", "--cut", "symmetry", "-o", "OUT"}, "together they can lose a whole class: give one of them"},
      {{"queens", "5", "--colour", "--cut", "lex", "-o", "OUT"}, "--cut lex keeps one image of a placement, but a colouring places no pieces"},
      {{"queens", "8", "--least-walls", "9", "--cut", "lex", "-o", "OUT"}, "with --least-walls the images are not worth the same"},
      {{"queens", "5", "--dominate", "--at-most", "2", "--cube", "1-5,2-5", "--cut", "lex", "-o", "OUT"}, "--cut lex keeps one image of a placement, but this cube holds the images"},
      {{"queens", "8", "--cut", "lex", "--wall", "1,2", "-o", "OUT"}, "look the same under no rotation or reflection"},
      {{"queens", "8", "--cut", "lex", "--format", "dimacs", "-o", "OUT"}, "leave out --cut"},
      {{"queens", "8", "--dominate", "--cut", "lift", "-o", "OUT"}, "the named cuts are spencer, symmetry, lex, colour-order and clique"},
      // The line cover: for the dominations of riders only.
      {{"queens", "5", "--total-dominate", "--cover", "lines", "-o", "OUT"}, "use it with --dominate or --independent-dominate, not --total-dominate (a piece does not cover its own square"},
      {{"queens", "5", "--max", "--cover", "lines", "-o", "OUT"}, "--cover lines says how a square is covered: use it with --dominate"},
      {{"queens", "5", "--double-dominate", "--cover", "lines", "-o", "OUT"}, "not --double-dominate (a segment's indicator counts the pieces on it once"},
      {{"queens", "5", "--max", "--at-most", "3", "-o", "OUT"}, "use it with --dominate, --independent-dominate, --total-dominate or --double-dominate, not --max"},
      // --weights: a problem that counts pieces, an objective to weigh, a format that states one.
      {{"queens", "8", "--least-walls", "3", "--weights", c + "weights-8.txt", "-o", "OUT"}, "--weights weighs the pieces an objective counts, and --least-walls counts none: use it with --max, --place, --dominate"},
      {{"queens", "8", "--costs", c + "weights-8.txt", "-o", "OUT"}, "--costs is gone: write --place K --weights FILE (the K pieces of least total weight)"},
      {{"queens", "8", "--dominate", "--at-most", "5", "--weights", c + "weights-8.txt", "-o", "OUT"}, "--weights weighs the objective, and --at-most writes none"},
      {{"queens", "8", "--max", "--weights", c + "weights-8.txt", "--format", "cnf", "-o", "OUT"}, "--format cnf: CNF states no objective, and --weights weighs one: use lp, mps, opb or wcnf"},
      {{"queens", "8", "--dominate", "--weights", c + "weights-8.txt", "--cut", "symmetry", "-o", "OUT"}, "with --weights they are not worth the same"},
      {{"queens", "8", "--dominate", "--weights", "no-such-weights.txt", "-o", "OUT"}, "cannot read weights file no-such-weights.txt"},
      {{"kings", "5", "--dominate", "--cover", "lines", "-o", "OUT"}, "kings ride none: leave it out"},
      {{"queens", "5", "--dominate", "--cover", "rows", "-o", "OUT"}, "--cover rows: use squares or lines"},
      // The feasibility form at a bound and a proof's cube.
      {{"queens", "5", "--max", "--at-most", "3", "-o", "OUT"}, "--at-most K asks whether K pieces can cover the board: use it with --dominate"},
      {{"queens", "5", "--dominate", "--at-most", "26", "-o", "OUT"}, "--at-most 26 is more pieces than the 25 open squares"},
      {{"queens", "5", "--dominate", "--at-most", "x", "-o", "OUT"}, "--at-most x: give a whole number, 0 or more"},
      {{"queens", "5", "--dominate", "--cube", "1-5,1-5", "-o", "OUT"}, "--cube is one part of a proof at a bound: give --at-most K too"},
      {{"queens", "5", "--dominate", "--at-most", "2", "--cube", "1-6,1-5", "-o", "OUT"}, "--cube 1-6,1-5: give FIRST-LAST empty rows from 1 to 5"},
      {{"queens", "5", "--dominate", "--at-most", "2", "--cube", "3-2,1-5", "-o", "OUT"}, "each first <= last"},
      {{"queens", "5", "--dominate", "--at-most", "2", "--cube", "1,5,1,5", "-o", "OUT"}, "--cube 1,5,1,5: write the first and last empty row, then column, as A-B,C-D"},
      {{"queens", "5", "--dominate", "--at-most", "2", "--cube", "1-5,1-5", "--wall", "2,2", "-o", "OUT"}, "--cube splits a proof on an open board"},
      {{"queens", "5", "--dominate", "--at-most", "2", "--cube", "1-5,2-5", "--cut", "symmetry", "-o", "OUT"}, "use it only with a cube that every rotation and reflection keeps"},
      // Colouring: what it does not take, each refused in one line.
      {{"queens", "5", "--colour", "--fix", "1,1", "-o", "OUT"}, "--colour colours every square and places no piece: leave out the fixed pieces"},
      {{"queens", "5", "--colour", "--colours", "0", "-o", "OUT"}, "--colours 0 colours nothing: use K >= 1"},
      {{"queens", "5", "--colour", "--colours", "26", "-o", "OUT"}, "--colours 26 is more colours than the 25 open squares"},
      {{"queens", "5", "--colour", "--cut", "symmetry", "-o", "OUT"}, "use --cut colour-order"},
      {{"queens", "5", "--max", "--cut", "colour-order", "-o", "OUT"}, "--cut colour-order orders the colours of a colouring: use it with --colour"},
      {{"queens", "6", "--colour", "--colours", "5", "--cut", "clique", "-o", "OUT"}, "--cut clique colours 6 squares that all attack each other, more than the 5 colours of the model, so no colouring exists: use --colours 6 or more"},
      {{"queens", "5", "--dominate", "--cut", "clique", "-o", "OUT"}, "--cut clique gives a clique's squares the first colours of a colouring: use it with --colour"},
      {{"queens", "5", "--colours", "3", "-o", "OUT"}, "--colours K goes with --colour"},
      {{"queens", "5", "--colour", "--place", "3", "-o", "OUT"}, "choose one problem"},
      {{"queens", "10", "--colour", "--format", "fixed-mps", "-o", "OUT"}, "a colouring: boards up to 9x9 in at most 9 colours"},
      {{"queens", "400", "--colour", "-o", "OUT"}, "give --colours K"},
      {{"queens", "8", "--colour", "--format", "cnf", "-o", "OUT"}, "asks \"is there a colouring in at most K colours?\" for a K you give: add --colours K"},
      {{"queens", "400", "--colour", "--colours", "400", "-o", "OUT"}, "the colouring model with 400 colours would be a file of about"},
      {{"queens", "5", "--armies", "--cut", "symmetry", "--fix", "3,3", "-o", "OUT"}, "fixed pieces are white"},
  };
  for (const BadCase& bad : cases) {
    for (bool existing : {false, true}) {
      const std::string out = dir.file(existing ? "keep.lp" : "new.lp");
      if (existing) write_file(out, "a good file\n");
      const RunResult r = run(with_output(bad.args, out));
      std::string shown;  // the arguments, for a failure's report
      for (const std::string& a : bad.args) shown += a + " ";
      CAPTURE(shown);
      CHECK(r.exit_code == 2);
      CHECK(r.err.rfind("boardlp: error: ", 0) == 0);
      CHECK(r.err.find(bad.message) != std::string::npos);
      CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
      CHECK(r.out.empty());
      if (existing) CHECK(read_file(out) == "a good file\n");
      else CHECK_FALSE(file_exists(out));
    }
  }
  for (const std::string& name : list_dir(dir.path())) CHECK(name.find(".tmp-") == std::string::npos);
}

TEST_CASE("an option of the model given to boardlp-solve or boardlp-count: one line naming boardlp, exit 2") {
  int refused = 0;
  for (const std::string& program : {boardlp_solve_exe(), env_or_fail("BOARDLP_COUNT")})
    for (const std::vector<std::string>& option : {std::vector<std::string>{"--weights", "w.txt"}, {"--least-walls", "3"},
                                                   {"--at-least", "3"}, {"--formulation", "clique"}}) {
      std::vector<std::string> args{program, "queens", "8"};
      if (program == boardlp_solve_exe()) args = {program, "model.lp"};
      args.insert(args.end(), option.begin(), option.end());
      const RunResult r = run(args);
      CAPTURE(args);
      CHECK(r.exit_code == 2);
      CHECK(r.err.find("takes no " + option[0] + ": it is boardlp's, which writes the model") != std::string::npos);
      CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
      ++refused;
    }
  CHECK(refused == 8);
  // A retired option names what asks the same now.
  const RunResult gone = run({boardlp_solve_exe(), "model.lp", "--playground", "p"});
  CHECK(gone.exit_code == 2);
  CHECK(gone.err.find("--playground is gone: write boardlp playground DIR") != std::string::npos);
}

TEST_CASE("an unwritable output: a missing folder, a folder, a full disk") {
  TempDir dir;
  RunResult r = run({boardlp_exe(), "queens", "8", "-o", dir.file("no/such/folder/q.lp")});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("cannot create a file in") != std::string::npos);
  r = run({boardlp_exe(), "queens", "8", "-o", dir.path()});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("it is a folder") != std::string::npos);
  r = run({boardlp_exe(), "queens", "8", "-o", "/dev/full"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("No space left on device") != std::string::npos);
}

TEST_CASE("a folder no one can write to: a one-line error, exit code 2") {
  // /proc refuses new files even to root (a chmod'ed folder would not stop root).
  const RunResult r = run({boardlp_exe(), "queens", "8", "-o", "/proc/boardlp-test.lp"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("cannot create a file in /proc") != std::string::npos);
}

namespace {
// Starts boardlp writing a large model over `target`, waits until its temporary file appears,
// then sends `sig`. Returns how the process ended.
int kill_mid_write(const std::string& target, const std::string& folder, int sig) {
  const pid_t pid = ::fork();
  if (pid == 0) {
    const int null = ::open("/dev/null", O_WRONLY);
    ::dup2(null, 2);
    ::execl(boardlp_exe().c_str(), "boardlp", "queens", "1500", "-o", target.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  for (int i = 0; i < 2000; ++i) {  // up to 2 s for the temporary file to appear
    bool seen = false;
    for (const std::string& name : list_dir(folder)) seen = seen || name.find(".tmp-") != std::string::npos;
    if (seen) break;
    ::usleep(1000);
  }
  ::usleep(30000);  // well inside the write, which takes about 0.5 s
  ::kill(pid, sig);
  int status = 0;
  ::waitpid(pid, &status, 0);
  return status;
}
}  // namespace

TEST_CASE("killed mid-write: the old file survives intact; TERM also removes the temporary file") {
  TempDir dir;
  const std::string target = dir.file("q.lp");
  write_file(target, "the old, good file\n");
  int status = kill_mid_write(target, dir.path(), SIGKILL);
  CHECK(WIFSIGNALED(status));
  CHECK(read_file(target) == "the old, good file\n");  // SIGKILL cannot be caught: a stray .tmp- may stay
  for (const std::string& name : list_dir(dir.path()))
    if (name.find(".tmp-") != std::string::npos) std::remove(dir.file(name).c_str());
  status = kill_mid_write(target, dir.path(), SIGTERM);
  CHECK(WIFSIGNALED(status));
  CHECK(WTERMSIG(status) == SIGTERM);
  CHECK(read_file(target) == "the old, good file\n");
  CHECK(list_dir(dir.path()) == std::vector<std::string>{"q.lp"});
}

namespace {
// The options a program parses, as its --help lists them ("--place", "--output").
// "--word" at `at` in `text` (a lowercase letter after the dashes), or "".
std::string option_at(const std::string& text, size_t at) {
  if (text.compare(at, 2, "--") != 0 || at + 2 >= text.size() || !std::islower(static_cast<unsigned char>(text[at + 2]))) return "";
  size_t end = at + 2;
  while (end < text.size() && (std::islower(static_cast<unsigned char>(text[end])) || std::isdigit(static_cast<unsigned char>(text[end])) || text[end] == '-')) ++end;
  return text.substr(at, end - at);
}
// Boost's lines: "  --place K" or "  -o [ --output ] FILE".
std::set<std::string> options_in_help(const std::string& help) {
  std::set<std::string> out;
  std::istringstream lines(help);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("  -", 0) != 0) continue;
    const size_t at = line.rfind("  -o [ ", 0) == 0 || (line.size() > 6 && line[3] != '-' && line.compare(4, 3, " [ ") == 0) ? 7 : 2;
    if (const std::string o = option_at(line, at); !o.empty()) out.insert(o);
  }
  return out;
}
// The options a docs page's option tables name: every --word in the first cell of a table row
// that starts with an option or an argument.
std::set<std::string> options_in_docs(const std::string& page) {
  std::set<std::string> out;
  std::istringstream lines(page);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("| `-", 0) != 0) continue;
    const std::string cell = line.substr(0, line.find(" | ", 2));
    for (size_t at = cell.find("--"); at != std::string::npos; at = cell.find("--", at + 2))
      if (const std::string o = option_at(cell, at); !o.empty()) out.insert(o);
  }
  return out;
}
}  // namespace

TEST_CASE("each program's page in docs/ names in its option table every option the program parses, and no other") {
  const std::string programs = boardlp_exe().substr(0, boardlp_exe().rfind('/') + 1);
  for (const std::string name : {"boardlp", "boardlp-solve", "boardlp-count"}) {
    CAPTURE(name);
    const RunResult help = run({programs + name, "--help"});
    REQUIRE(help.exit_code == 0);
    std::set<std::string> parsed = options_in_help(help.out);
    parsed.erase("--help");
    parsed.erase("--version");
    const std::set<std::string> documented = options_in_docs(read_file(source_root() + "/docs/" + name + ".md"));
    REQUIRE(parsed.size() >= 10);
    for (const std::string& o : parsed) {
      CAPTURE(o);
      CHECK(documented.count(o) == 1);
    }
    for (const std::string& o : documented) {
      CAPTURE(o);
      CHECK((parsed.count(o) == 1 || o == "--help" || o == "--version"));
    }
  }
}

namespace {

// Every option of a program whose help says it is an output (the records' FileRole::output), read
// from its man page, where each option's help is one line after the option's.
std::vector<std::string> output_options(const std::string& program) {
  const RunResult man = run({program, "--man"});
  std::vector<std::string> names;
  std::istringstream lines(man.out);
  std::string line, option;
  while (std::getline(lines, line)) {
    if (line.rfind("\\fB\\-\\-", 0) == 0 || line.find(", \\fB\\-\\-") != std::string::npos) {
      const size_t at = line.find("\\-\\-") + 4;
      option = "--" + line.substr(at, line.find("\\fR", at) - at);
      for (size_t i; (i = option.find("\\-")) != std::string::npos;) option.replace(i, 2, "-");
    } else if (line.find("never one of the inputs") != std::string::npos && !option.empty()) {
      names.push_back(option);
    }
  }
  return names;
}

}  // namespace

TEST_CASE("an output that names an input, or a link to one, is refused for every output option of every program") {
  const TempDir dir;
  const std::string walls = dir.file("walls.txt"), model = dir.file("q.lp"), link = dir.file("link.txt");
  write_file(walls, "1,1\n");
  REQUIRE(run({boardlp_exe(), "queens", "5", "-o", model}).exit_code == 0);
  REQUIRE(::symlink(walls.c_str(), link.c_str()) == 0);
  const std::string walls_text = read_file(walls), model_text = read_file(model);
  struct Program {
    std::string exe;
    std::vector<std::string> args;  // the inputs: walls.txt, or the model
    std::string input;              // the input the outputs aim at
    size_t at_least;                // outputs its help must list (a new output is found by its record)
  };
  const std::vector<Program> programs = {
      {boardlp_exe(), {"queens", "5", "--walls", walls}, walls, 1},
      {env_or_fail("BOARDLP_SOLVE"), {model}, model, 3},
      {env_or_fail("BOARDLP_COUNT"), {"queens", "5", "--dominate", "--walls", walls}, walls, 1},
  };
  int cases = 0;
  for (const Program& p : programs) {
    const std::vector<std::string> outputs = output_options(p.exe);
    CAPTURE(p.exe);
    CHECK(outputs.size() >= p.at_least);
    for (const std::string& option : outputs)
      for (const std::string& target : {p.input, p.input == walls ? link : p.input}) {
        std::vector<std::string> argv = {p.exe};
        argv.insert(argv.end(), p.args.begin(), p.args.end());
        argv.push_back(option);
        argv.push_back(target);
        const RunResult r = run(argv);
        CAPTURE(option);
        CAPTURE(target);
        CHECK(r.exit_code == 2);
        CHECK(r.err.find("would overwrite") != std::string::npos);
        CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
        CHECK(read_file(walls) == walls_text);
        CHECK(read_file(model) == model_text);
        ++cases;
      }
  }
  CHECK(cases >= 10);
  // A journal that is no regular file (a device reads as zeros without end) is refused at once.
  const RunResult device = run({env_or_fail("BOARDLP_COUNT"), "queens", "6", "--dominate", "--journal", "/dev/full"});
  CHECK(device.exit_code == 2);
  CHECK(device.err.find("is not a regular file") != std::string::npos);
}

TEST_CASE("boardlp playground: one folder, else one line and exit 2; a folder of the user's is left alone") {
  TempDir dir;
  const std::string mine = dir.file("notes");
  REQUIRE(std::filesystem::create_directory(mine));
  write_file(mine + "/mine.txt", "keep me");
  struct Bad {
    std::vector<std::string> args;
    const char* says;
  };
  for (const Bad& b : {Bad{{}, "boardlp playground needs a folder"},
                       Bad{{dir.file("a"), dir.file("b")}, "boardlp playground takes one folder"},
                       Bad{{mine}, "it exists and is not a playground folder"}}) {
    std::vector<std::string> argv{boardlp_exe(), "playground"};
    argv.insert(argv.end(), b.args.begin(), b.args.end());
    const RunResult r = run(argv);
    CAPTURE(b.says);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find(b.says) != std::string::npos);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    CHECK(r.out.empty());
  }
  CHECK(read_file(mine + "/mine.txt") == "keep me");
  CHECK(!std::filesystem::exists(dir.file("a")));
  // The page is boardlp's: boardlp-solve takes no --playground.
  CHECK(run({boardlp_solve_exe(), "--playground", dir.file("p")}).exit_code == 2);
}
