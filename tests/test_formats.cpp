// OPB, CNF and WCNF: the files' own arithmetic (the p line, the row table), the number of models a
// SAT solver finds in each CNF file for every encoding against the counter's and the brute
// force's count, and the optima of real pseudo-Boolean and MaxSAT solvers against the counter's.
#include <doctest/doctest.h>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>

#include "backend.hpp"
#include "support/brute.hpp"
#include "support/generate.hpp"
#include "support/model_files.hpp"
#include "support/process.hpp"
#include "support/solvers.hpp"
#include "out_buffer.hpp"
#include "writer.hpp"

using namespace boardlp;
using namespace boardlp::test;
using json = nlohmann::json;

namespace {

std::string venv_python() {
  const char* venv = std::getenv("BOARDLP_VENV");
  return (venv ? std::string(venv) : std::string("/usr/local/lib/boardlp/venv")) + "/bin/python3";
}

// Each file's projected model count, from tests/support/count_models.py (one process for all).
std::vector<std::string> count_models(const std::vector<std::string>& files) {
  std::vector<std::string> args{venv_python(), source_root() + "/tests/support/count_models.py"};
  args.insert(args.end(), files.begin(), files.end());
  const RunResult r = run(args);
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  std::vector<std::string> counts;
  std::istringstream lines(r.out);
  for (std::string line; std::getline(lines, line);) counts.push_back(line);
  REQUIRE(counts.size() == files.size());
  return counts;
}

// The encodings of the registry, each at least once: each counter with an at-most-one encoding in
// turn, each symmetry a symmetric counter's tree can be asked to keep (NAME:lr and so on, the
// symmetric counters in turn), and the default pair.
std::vector<std::string> encoding_pairs() {
  std::vector<std::string_view> ones, counters, symmetric;
  for (const EncodingRow& row : encoding_rows()) {
    (row.at_most_one ? ones : counters).push_back(row.name);
    if (row.symmetric) symmetric.push_back(row.name);
  }
  std::vector<std::string> out;
  for (size_t i = 0; i < std::max(ones.size(), counters.size()); ++i)
    out.push_back(fmt::format("{},{}", ones[i % ones.size()], counters[i % counters.size()]));
  const std::span<const TreeSymmetryRow> kept = tree_symmetry_rows();
  for (size_t i = 0; i < kept.size(); ++i)
    out.push_back(fmt::format("{},{}:{}", ones[i % ones.size()], symmetric[i % symmetric.size()], kept[i].name));
  const Encodings defaults;
  const std::string usual = fmt::format("{},{}", encoding_row(defaults.at_most_one).name, encoding_row(defaults.at_most_k).name);
  if (std::find(out.begin(), out.end(), usual) == out.end()) out.push_back(usual);
  return out;
}
const std::vector<std::string> kEncodingPairs = encoding_pairs();

std::vector<std::string> words(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

// A clausal file's own arithmetic: the p line's counts are its clauses and variables, the "c var"
// table numbers the columns 1..N, and the "c row" table's clauses and auxiliaries follow each
// other from 1 and N+1 to the end: the counting pass and the writing pass made the same clauses.
void check_clause_file(const std::string& text, FileFormat format) {
  int64_t columns = 0, next_clause = 1, next_aux = -1, clauses = 0, soft = 0, p_vars = -1, p_clauses = -1, largest = 0;
  int64_t top = -1, wrong = 0;  // lines that break a rule (counted: a CHECK per line is slow)
  std::istringstream in(text);
  bool in_clauses = false;
  for (std::string line; std::getline(in, line);) {
    const std::vector<std::string> w = words(line);
    if (w.empty()) continue;
    if (w[0] == "c") {
      REQUIRE_FALSE(in_clauses);  // every comment before the clauses
      if (w.size() == 4 && w[1] == "var") wrong += std::stoll(w[2]) != ++columns;
      if (w.size() >= 3 && w[1] == "row") {
        if (next_aux < 0) next_aux = columns + 1;
        for (size_t i = 3; i + 1 < w.size(); i += 2) {
          const auto dash = w[i + 1].find('-');
          const int64_t first = std::stoll(w[i + 1].substr(0, dash)), last = std::stoll(w[i + 1].substr(dash + 1));
          wrong += first > last;
          int64_t& next = w[i] == "clauses" ? next_clause : next_aux;
          wrong += first != next;
          next = last + 1;
        }
      }
      continue;
    }
    if (w[0] == "p") {
      p_vars = std::stoll(w[2]);
      p_clauses = std::stoll(w[3]);
      if (w.size() > 4) top = std::stoll(w[4]);
      continue;
    }
    in_clauses = true;
    wrong += w.back() != "0";
    // CNF: literals. WCNF 2022: "h" and literals, or a weight and literals. Old WCNF: a weight (top: hard).
    const bool has_weight = format != FileFormat::cnf;
    const bool is_hard = format == FileFormat::cnf || w[0] == "h" || (format == FileFormat::old_wcnf && std::stoll(w[0]) == top);
    ++(is_hard ? clauses : soft);
    for (size_t i = has_weight ? 1 : 0; i + 1 < w.size(); ++i) largest = std::max<int64_t>(largest, std::llabs(std::stoll(w[i])));
  }
  if (next_aux < 0) next_aux = columns + 1;
  CHECK(wrong == 0);
  CHECK(clauses == next_clause - 1);
  CHECK(largest <= next_aux - 1);
  if (p_vars >= 0) {
    CHECK(p_vars == next_aux - 1);
    CHECK(p_clauses == clauses + soft);
  }
}

}  // namespace

TEST_CASE("CNF: the models of every encoding, projected on the placement, are the counter's and the brute force's") {
  TempDir dir;
  write_file(dir.file("r5.txt"), "AAAAA\nBBCBB\nBCCCB\nDDCDD\nEEEEE\n");
  write_file(dir.file("r4.txt"), "AABB\nACCB\nDDCB\nDDDB\n");
  struct Case {
    std::vector<std::string> args;        // boardlp's
    std::vector<std::string> count_args;  // boardlp-count's
    int64_t expected;
  };
  std::vector<Case> cases;
  // --place K on every named piece and a Betza one, on squares, a rectangle, a torus, walls,
  // holes and a fixed piece: the count row "= K" takes the counter encodings both ways.
  const std::vector<std::string> pieces{"queens",   "rooks",       "bishops",     "kings", "knights",
                                        "amazons", "chancellors", "archbishops", "nightriders", "WD"};
  const std::vector<std::vector<std::string>> boards{{"4"}, {"5"}, {"3x5"}, {"4", "--torus"},
                                                     {"5", "--wall", "2,2", "--hole", "4,3"}, {"5", "--fix", "1,1"}};
  for (const std::string& piece : pieces)
    for (const auto& board : boards)
      for (const std::string k : {"2", "3"}) {
        std::vector<std::string> args{piece};
        args.insert(args.end(), board.begin(), board.end());
        args.insert(args.end(), {"--place", k});
        const json counted = count_json(args);
        cases.push_back({args, args, counted["count"].get<int64_t>()});
        // The brute force too, where the board is plain (test_counter holds the rest).
        if (board.size() <= 2) {
          const auto dims = board[0].find('x');
          const int rows = std::stoi(board[0].substr(0, dims));
          const int cols = dims == std::string::npos ? rows : std::stoi(board[0].substr(dims + 1));
          SmallBoard b{rows, cols};
          b.torus = board.size() == 2;
          CHECK(brute_count(*parse_piece(piece), b, std::stoi(k)) == cases.back().expected);
        }
      }
  // At least K of n with K > n-K: "at most n-K" of the negations, by each counter.
  for (const std::vector<std::string>& dense : std::vector<std::vector<std::string>>{
           {"knights", "3", "--place", "5"}, {"knights", "5", "--place", "13"}, {"kings", "3x6", "--place", "4"}})
    cases.push_back({dense, dense, count_json(dense)["count"].get<int64_t>()});
  // The dominations at their least number (so the sets of at most that many are the optimal ones),
  // both covers (the line cover's indicators are projected out), walls, holes and a torus.
  for (const std::vector<std::string>& d :
       std::vector<std::vector<std::string>>{{"queens", "5", "--dominate"},
                                             {"queens", "4", "--independent-dominate"},
                                             {"queens", "5", "--total-dominate"},
                                             {"rooks", "4x5", "--dominate", "--wall", "2,2"},
                                             {"bishops", "5", "--independent-dominate", "--hole", "3,3"},
                                             {"kings", "5", "--dominate", "--torus"},
                                             {"knights", "4", "--total-dominate"},
                                             {"amazons", "5", "--dominate"}})
    for (const char* cover : {"squares", "lines"}) {
      if (std::string(cover) == "lines" && (d[0] == "kings" || d[0] == "knights" || d[2] == "--total-dominate")) continue;
      const json counted = count_json(d);
      const std::string least = std::to_string(counted["min"].get<int64_t>());
      std::vector<std::string> args = d;
      args.insert(args.end(), {"--at-most", least, "--cover", cover});
      cases.push_back({args, d, counted["count"].get<int64_t>()});
    }
  // Region puzzles, and colourings in their least number of colours: every colour is used, so each
  // colouring the counter counts up to renaming is K! labelled ones.
  for (const std::vector<std::string>& r : std::vector<std::vector<std::string>>{
           {"queens", "5", "--regions", dir.file("r5.txt")}, {"kings", "5", "--regions", dir.file("r5.txt")},
           {"kings", "4", "--regions", dir.file("r4.txt")}})
    cases.push_back({r, r, count_json(r)["count"].get<int64_t>()});
  for (const std::vector<std::string>& c : std::vector<std::vector<std::string>>{
           {"knights", "3", "--colour"}, {"rooks", "3", "--colour"}, {"kings", "4", "--colour"}, {"queens", "4", "--colour"},
           {"bishops", "3x4", "--colour", "--wall", "2,2"}}) {
    const json counted = count_json(c);
    const int64_t k = counted["colours"].get<int64_t>();
    int64_t factorial = 1;
    for (int64_t i = 2; i <= k; ++i) factorial *= i;
    std::vector<std::string> args = c;
    args.insert(args.end(), {"--colours", std::to_string(k)});
    cases.push_back({args, c, counted["count"].get<int64_t>() * factorial});
  }

  std::vector<std::string> files;
  for (size_t i = 0; i < cases.size(); ++i)
    for (const std::string& encoding : kEncodingPairs) {
      files.push_back(dir.file(fmt::format("m{}-{}.cnf", i, encoding)));
      std::vector<std::string> args = cases[i].args;
      args.insert(args.end(), {"--encoding", encoding});
      generate(args, files.back());
      check_clause_file(read_file(files.back()), FileFormat::cnf);
    }
  const std::vector<std::string> counts = count_models(files);
  size_t at = 0;
  for (const Case& c : cases)
    for (const std::string& encoding : kEncodingPairs) {
      const std::string args = fmt::format("{} --encoding {}", fmt::join(c.args, " "), encoding);
      CAPTURE(args);
      CHECK(counts[at++] == std::to_string(c.expected));
    }
  MESSAGE(files.size() << " CNF files counted, " << cases.size() << " models");
}

namespace {

// The last "o V" line a solver printed, after "s OPTIMUM FOUND"; nullopt otherwise.
std::optional<int64_t> reported_optimum(const std::string& out) {
  std::optional<int64_t> last;
  bool optimum = false;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("o ", 0) == 0) last = std::stoll(line.substr(2));
    if (line == "s OPTIMUM FOUND") optimum = true;
  }
  return optimum ? last : std::nullopt;
}

// The objective a WCNF file's header gives for a MaxSAT cost: "gives NAME = A - cost",
// "= cost - A" or "= cost".
int64_t objective_of_cost(const std::string& text, int64_t cost) {
  std::smatch m;
  if (std::regex_search(text, m, std::regex(R"(gives \w+ = (\d+) - cost\.)"))) return std::stoll(m[1]) - cost;
  if (std::regex_search(text, m, std::regex(R"(gives \w+ = cost - (\d+)\.)"))) return cost - std::stoll(m[1]);
  REQUIRE(std::regex_search(text, std::regex(R"(gives \w+ = cost\.)")));
  return cost;
}

}  // namespace

TEST_CASE("OPB and WCNF: sat4j, clasp and RC2 find the counter's optimum (cbc's where no counter answers)") {
  TempDir dir;
  write_file(dir.file("c4.txt"), "1 2 3 4\n2 3 4 1\n3 4 1 2\n4 1 2 -3\n");
  struct Case {
    std::vector<std::string> args;
    bool maximize;
    std::string counter_key;  // "" : cbc on the LP file is the reference
  };
  const std::vector<Case> cases{
      {{"queens", "5"}, true, "max"},
      {{"knights", "4"}, true, "max"},
      {{"kings", "5", "--torus", "--wall", "1,1"}, true, "max"},
      {{"queens", "5", "--dominate"}, false, "min"},
      {{"queens", "5", "--dominate", "--cover", "lines"}, false, "min"},
      {{"bishops", "4", "--total-dominate"}, false, "min"},
      {{"queens", "5", "--armies"}, true, "army"},
      {{"queens", "5", "--non-dominating"}, true, "free"},
      {{"knights", "4", "--colour"}, false, "colours"},
      {{"queens", "4", "--place", "3", "--weights", dir.file("c4.txt")}, false, ""},
      {{"rooks", "4", "--least-walls", "6"}, false, ""},
  };
  const std::string pb = "/usr/share/java/org.sat4j.pb.jar";
  int solved = 0;
  for (const Case& c : cases) {
    const std::string args = fmt::format("{}", fmt::join(c.args, " "));
    CAPTURE(args);
    int64_t expected = 0;
    if (!c.counter_key.empty()) {
      std::vector<std::string> count_args;
      for (size_t i = 0; i < c.args.size(); ++i) {
        if (c.args[i] == "--cover") { ++i; continue; }
        count_args.push_back(c.args[i]);
      }
      expected = count_json(count_args)[c.counter_key].get<int64_t>();
    } else {
      generate(c.args, dir.file("m.lp"));
      const Optimum o = solve_with_cbc(dir.file("m.lp"));
      REQUIRE(o.status == "optimal");
      expected = static_cast<int64_t>(std::llround(o.objective));
    }
    generate(c.args, dir.file("m.opb"));
    generate(c.args, dir.file("m.wcnf"));
    std::vector<std::string> old = c.args;
    old.insert(old.end(), {"--format", "old-wcnf"});
    generate(old, dir.file("old.wcnf"));
    const int64_t sign = c.maximize ? -1 : 1;  // OPB states a maximum as the minimum of its negation
    for (const std::vector<std::string>& opb_solver : {std::vector<std::string>{"java", "-jar", pb}, std::vector<std::string>{"clasp"}}) {
      std::vector<std::string> argv = opb_solver;
      argv.push_back(dir.file("m.opb"));
      const RunResult r = run(argv);
      CAPTURE(argv[0]);
      const std::optional<int64_t> o = reported_optimum(r.out);
      REQUIRE_MESSAGE(o.has_value(), std::string(r.out + r.err));
      CHECK(sign * *o == expected);
      ++solved;
    }
    const RunResult rc2 = run({venv_python(), "-m", "pysat.examples.rc2", dir.file("m.wcnf")});
    REQUIRE(reported_optimum(rc2.out).has_value());
    CHECK(objective_of_cost(read_file(dir.file("m.wcnf")), *reported_optimum(rc2.out)) == expected);
    const RunResult clasp = run({"clasp", dir.file("old.wcnf")});
    REQUIRE(reported_optimum(clasp.out).has_value());
    CHECK(objective_of_cost(read_file(dir.file("old.wcnf")), *reported_optimum(clasp.out)) == expected);
    check_clause_file(read_file(dir.file("m.wcnf")), FileFormat::wcnf);
    check_clause_file(read_file(dir.file("old.wcnf")), FileFormat::old_wcnf);
    solved += 2;
  }
  MESSAGE(solved << " optima compared");
}

TEST_CASE("--literal-order: each order numbers every square once, reads back by the variable table, and the solvers agree with the counter") {
  TempDir dir;
  const json at_most = count_json({"queens", "5", "--dominate", "--at-most", "3"});
  const json least = count_json({"knights", "5", "--total-dominate"});
  for (const std::string order : {"board", "hilbert", "occurrence"}) {
    CAPTURE(order);
    const std::string cnf = dir.file(order + ".cnf"), opb = dir.file(order + ".opb");
    REQUIRE(run({boardlp_exe(), "queens", "5", "--dominate", "--at-most", "3", "--literal-order", order, "-o", cnf}).exit_code == 0);
    REQUIRE(run({boardlp_exe(), "knights", "5", "--total-dominate", "--literal-order", order, "-o", opb}).exit_code == 0);
    // The table names each of the 25 squares once, numbered 1..25.
    std::map<int, std::string> named;
    std::istringstream lines(read_file(cnf));
    for (std::string line; std::getline(lines, line);)
      if (line.rfind("c var ", 0) == 0) {
        std::istringstream words(line.substr(6));
        int number = 0;
        std::string name;
        words >> number >> name;
        if (name.rfind("x_", 0) == 0) CHECK(named.emplace(number, name).second);
      }
    REQUIRE(named.size() == 25);
    CHECK(named.begin()->first == 1);
    CHECK(named.rbegin()->first == 25);
    if (order == "occurrence") CHECK(named[1] == "x_3_3");  // the centre lies in the most cover rows
    if (order == "hilbert") CHECK(named[3] == "x_2_2");      // (1,1), (1,2), (2,2), (2,1), ...
    if (order != "board") CHECK(read_file(cnf).find("c --literal-order " + order) != std::string::npos);
    const RunResult all = run({boardlp_solve_exe(), cnf, "--solver", "cadical", "--all", "--json"});
    REQUIRE(all.exit_code == 0);
    CHECK(json::parse(all.out)["count"] == at_most["count"]);
    const RunResult best = run({boardlp_solve_exe(), opb, "--solver", "clasp", "--json"});
    REQUIRE(best.exit_code == 0);
    CHECK(json::parse(best.out)["objective"] == least["min"]);
    CHECK(json::parse(best.out)["check"] == "ok");
  }
  // On a board of side 2^k the Hilbert curve's neighbours touch.
  REQUIRE(run({boardlp_exe(), "kings", "8", "--place", "3", "--format", "cnf", "--literal-order", "hilbert", "-o",
               dir.file("k8.cnf")}).exit_code == 0);
  std::map<int, std::pair<int, int>> square;
  std::istringstream lines(read_file(dir.file("k8.cnf")));
  for (std::string line; std::getline(lines, line);) {
    int number = 0, r = 0, c = 0;
    if (std::sscanf(line.c_str(), "c var %d x_%d_%d", &number, &r, &c) == 3) square[number] = {r, c};
  }
  REQUIRE(square.size() == 64);
  for (int v = 1; v < 64; ++v)
    CHECK(std::abs(square[v].first - square[v + 1].first) + std::abs(square[v].second - square[v + 1].second) == 1);
  // Refused in one line: a format that names its variables, an order that is not one.
  const RunResult lp = run({boardlp_exe(), "queens", "5", "--literal-order", "hilbert"});
  CHECK(lp.exit_code == 2);
  CHECK(lp.err.find("--literal-order numbers the variables of opb, cnf and wcnf files; lp names them") != std::string::npos);
  const RunResult spiral = run({boardlp_exe(), "queens", "5", "--format", "cnf", "--place", "5", "--literal-order", "spiral"});
  CHECK(spiral.exit_code == 2);
  CHECK(spiral.err.find("--literal-order spiral: use board|hilbert|occurrence") != std::string::npos);
}

TEST_CASE("--at-least M: a maximum's feasibility form, feasible at the maximum and infeasible past it (a DRAT proof), on every maximum") {
  TempDir dir;
  struct Case {
    std::vector<std::string> args;
    int64_t maximum;  // boardlp-count's
    std::string solver;
    std::string format;
  };
  const std::vector<Case> cases{
      {{"queens", "6", "--non-dominating"}, count_json({"queens", "6", "--non-dominating"})["free"], "cadical", "cnf"},
      {{"queens", "8", "--max"}, count_json({"queens", "8"})["max"], "cadical", "cnf"},
      {{"queens", "5", "--armies"}, count_json({"queens", "5", "--armies"})["army"], "cbc", "lp"},
      {{"points", "4", "--no-three-in-line"}, count_json({"points", "4", "--no-three-in-line"})["max"], "highs", "mps"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.args);
    for (const int64_t m : {c.maximum, c.maximum + 1}) {
      const std::string file = dir.file(fmt::format("m{}.{}", m, c.format));
      std::vector<std::string> write{boardlp_exe()};
      write.insert(write.end(), c.args.begin(), c.args.end());
      write.insert(write.end(), {"--at-least", std::to_string(m), "--format", c.format, "-o", file});
      REQUIRE(run(write).exit_code == 0);
      const std::string text = read_file(file);
      CHECK(text.find(fmt::format("at-least={}", m)) != std::string::npos);
      const RunResult r = run({boardlp_solve_exe(), file, "--solver", c.solver, "--json"});
      CHECK(r.exit_code == (m == c.maximum ? 0 : 1));
      CHECK(json::parse(r.out)["status"] == (m == c.maximum ? "optimal" : "infeasible"));
      if (m == c.maximum) CHECK(json::parse(r.out)["check"] == "ok");
    }
  }
  // The proof that 6 queens leave at most 5 free squares of 6x6 (A001366), checked by rate.
  REQUIRE(run({boardlp_exe(), "queens", "6", "--non-dominating", "--at-least", "6", "--format", "cnf", "-o", dir.file("nd6.cnf")})
              .exit_code == 0);
  const RunResult proof = run({boardlp_solve_exe(), dir.file("nd6.cnf"), "--solver", "cadical", "--proof", dir.file("proof")});
  CHECK(proof.exit_code == 1);
  CHECK(proof.out.find("verified by rate") != std::string::npos);
  // Refused in one line.
  for (const auto& refusal : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"queens", "6", "--dominate", "--at-least", "3"}, "--at-least M asks whether a maximum reaches M"},
           {{"queens", "6", "--at-least", "40"}, "--at-least 40 is more than the 36 open squares"},
           {{"queens", "6", "--non-dominating", "--at-least", "3", "--at-most", "2"}, "give one of them"}}) {
    const std::vector<std::string>& args = refusal.first;  // (named copies: clang 14 captures no structured binding)
    const std::string& says = refusal.second;
    std::vector<std::string> argv{boardlp_exe()};
    argv.insert(argv.end(), args.begin(), args.end());
    const RunResult r = run(argv);
    CAPTURE(args);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find(says) != std::string::npos);
  }
}

TEST_CASE("OPB, CNF and WCNF: the same bytes on any number of threads") {
  // Big enough for several row slices, each numbering its own auxiliaries.
  Spec spec = make_spec(Piece::king, 100, 100, Problem::place, 4);
  const auto model = model_of(spec);
  for (const FileFormat format : {FileFormat::opb, FileFormat::cnf, FileFormat::wcnf, FileFormat::old_wcnf})
    for (const Encodings encodings : {Encodings{}, Encodings{Encoding::pairwise, Encoding::seqcounter}}) {
      std::string one;
      for (unsigned threads : {1u, 2u, 5u}) {
        OutBuffer out(size_t{1} << 20);
        write_model(*model, FileChoice{format, encodings}, out, threads);
        if (threads == 1) one = std::string(out.text());
        else CHECK(out.text() == one);
      }
      if (format != FileFormat::opb) check_clause_file(one, format);
    }
}

TEST_CASE("boardlp-solve reads OPB, CNF and WCNF: cbc's answer, drawn and checked by the board's rules, and --all counts") {
  TempDir dir;
  struct Case {
    std::vector<std::string> args;
    std::string file;
    double objective;  // as the problem states it
    int64_t all;       // --all's count (CNF), -1: not asked
  };
  const std::vector<Case> cases{
      {{"queens", "8", "--place", "8"}, "q.cnf", 0, 92},
      {{"queens", "6", "--dominate", "--at-most", "3", "--cover", "lines"}, "d.cnf", 0, -1},
      {{"knights", "4", "--colour", "--colours", "2"}, "k.cnf", 0, 2},
      {{"queens", "8"}, "q.opb", 8, -1},
      {{"queens", "6", "--dominate"}, "d.opb", 3, -1},
      {{"queens", "8"}, "q.wcnf", 8, -1},
      {{"kings", "5", "--dominate"}, "k.wcnf", 4, -1},
  };
  for (const Case& c : cases) {
    const std::string args = fmt::format("{} -o {}", fmt::join(c.args, " "), c.file);
    CAPTURE(args);
    generate(c.args, dir.file(c.file));
    const RunResult r = run({boardlp_solve_exe(), dir.file(c.file), "--json"});
    REQUIRE_MESSAGE(r.exit_code == 0, r.err);
    const json j = json::parse(r.out);
    CHECK(j["check"] == "ok");
    CHECK(j["objective"].get<double>() == c.objective);
    CHECK(j["status"] == "optimal");
    if (c.all >= 0) {
      const RunResult all = run({boardlp_solve_exe(), dir.file(c.file), "--all", "--json"});
      REQUIRE(all.exit_code == 0);
      CHECK(json::parse(all.out)["count"] == c.all);
    }
    // The drawing: the board, not the encoding's counters.
    const RunResult shown = run({boardlp_solve_exe(), dir.file(c.file)});
    CHECK(shown.out.find("aux_") == std::string::npos);
  }
}

TEST_CASE("damaged OPB, CNF and WCNF files: one line naming the line, exit 2") {
  TempDir dir;
  check_damaged_files(dir.path(), {
      {"cut.cnf", "c boardlp\np cnf 3 2\n1 2 0\n-1 3", "the last clause does not end in 0"},
      {"count.cnf", "p cnf 3 3\n1 2 0\n-1 3 0\n", "the p line says 3 clauses, and the file has 2"},
      {"word.cnf", "p cnf 3 1\n1 two 0\n", "'two' is not a literal"},
      {"early.cnf", "c x\n1 2 0\np cnf 2 1\n", "a clause before the p line"},
      {"range.cnf", "p cnf 3 1\n1 99999999999 0\n", "variable 99999999999 is beyond the 3 variables the p line declares"},
      {"range.wcnf", "c x\nh 1 99999999999 0\n", "variable 99999999999 is out of range"},
      {"weight.wcnf", "c x\nh 1 2 0\n0 1 0\n", "a clause's weight '0' is not a whole number of 1 or more"},
      {"soft.wcnf", "c x\nh 1 2 0\n3 1 2 0\n", "a soft clause of two or more literals"},
      {"top.wcnf", "p wcnf 2 1 high\n5 1 2 0\n", "the p line's top weight is not a whole number"},
      {"head.opb", "min: +1 x1 ;\n", "the first line is not '* #variable= N #constraint= M'"},
      {"max.opb", "* #variable= 1 #constraint= 1\nmax: +1 x1 ;\n+1 x1 >= 0 ;\n", "'max:' (the OPB format has 'min:' only)"},
      {"cut.opb", "* #variable= 2 #constraint= 1\n+1 x1 +1 x2 >= 1", "a line that does not end in ' ;'"},
      {"count.opb", "* #variable= 2 #constraint= 2\n+1 x1 +1 x2 >= 1 ;\n", "the header says 2 constraints, and the file has 1"},
      {"product.opb", "* #variable= 2 #constraint= 1\n+1 x1 x2 >= 1 ;\n", "'x2' is not a whole coefficient followed by a variable"},
      {"sense.opb", "* #variable= 2 #constraint= 1\n+1 x1 +1 x2 <= 1 ;\n", "'>= K ;' or '= K ;'"},
  });
}

TEST_CASE("boardlp suite proof --format cnf: the cubes as CNF files, proved and collected") {
  TempDir dir;
  const std::string suite = dir.file("p");
  REQUIRE(run({boardlp_exe(), "suite", "proof", "queens", "6", "2", "--dominate", "-o", suite, "--format", "cnf"}).exit_code == 0);
  // Calibrated on CaDiCaL first: CNF cubes and the CNF whole model, each run through boardlp-solve.
  const RunResult calibrated = run({boardlp_exe(), "suite", "calibrate", suite, "--solver", "cadical", "--sample", "3"});
  CAPTURE(calibrated.out);
  CHECK(calibrated.exit_code == 0);
  CHECK(calibrated.out.find("the sample: 3 of the 10 cubes (seed 1), 60 s a cube: 3 infeasible") != std::string::npos);
  CHECK(calibrated.out.find("one run of the whole model (whole.cnf) for 1 s, the sample's CPU time (at least 1 s): infeasible") !=
        std::string::npos);
  const RunResult ran = run({boardlp_exe(), "suite", "run", suite, "--jobs", "2"});
  CHECK(ran.exit_code == 0);
  CHECK(ran.out.find("10 of 10 cubes infeasible") != std::string::npos);
  CHECK(ran.out.find("PROVED: no placement of at most 2 queens dominates a 6x6 board") != std::string::npos);
  // On a SAT solver that writes proofs, with --proofs: every cube's DRAT proof kept beside its CNF, and verified by rate.
  std::string prover;  // the first backend of the registry that writes DRAT proofs (CaDiCaL)
  for (const Backend* b : backends())
    if (prover.empty() && b->writes_proofs()) prover = b->name();
  REQUIRE(!prover.empty());
  const RunResult sat = run({boardlp_exe(), "suite", "run", suite, "--solver", prover, "--proofs", "--jobs", "2"});
  CHECK(sat.exit_code == 0);
  CHECK(sat.out.find("PROVED: no placement of at most 2 queens dominates a 6x6 board") != std::string::npos);
  CHECK(sat.out.find("10 of the 10 infeasible cubes carry one; at the run rate verified 10; now 10 present as checked") !=
        std::string::npos);
  std::vector<std::filesystem::path> drat;
  for (const auto& entry : std::filesystem::directory_iterator(suite + "/results/" + prover + "/proofs"))
    if (entry.path().extension() == ".drat" && std::filesystem::file_size(entry.path()) > 0) drat.push_back(entry.path());
  CHECK(drat.size() == 10);
  // A proof folder copied incompletely never reads as verified: collect finds a proof gone and one
  // cut in half (each against the size and CRC-32 recorded when rate checked it), says so and
  // exits 1; --recheck runs rate again on the rest; run --proofs runs those two cubes alone again.
  REQUIRE(drat.size() >= 2);
  std::sort(drat.begin(), drat.end());
  std::filesystem::remove(drat[0]);
  std::filesystem::resize_file(drat[1], std::filesystem::file_size(drat[1]) / 2);
  const RunResult damaged = run({boardlp_exe(), "suite", "collect", suite, "--recheck"});
  CHECK(damaged.exit_code == 1);
  CHECK(damaged.out.find("now 8 present as checked, 1 missing") != std::string::npos);
  CHECK(damaged.out.find("1 changed since the check") != std::string::npos);
  CHECK(damaged.out.find("--recheck: rate verified 8 of 8 again now") != std::string::npos);
  CHECK(damaged.out.find("PROOFS NOT VERIFIED: 2 of the 10 proofs") != std::string::npos);
  CHECK(damaged.out.find("PROVED by " + prover + "'s answers alone") != std::string::npos);
  const RunResult again = run({boardlp_exe(), "suite", "run", suite, "--solver", prover, "--proofs", "--jobs", "2"});
  CHECK(again.exit_code == 0);
  CHECK(again.out.find("now 10 present as checked") != std::string::npos);
  CHECK(again.out.find("\n  PROVED: no placement of at most 2 queens") != std::string::npos);
  const RunResult no_proofs = run({boardlp_exe(), "suite", "run", suite, "--solver", "cbc", "--proofs"});
  CHECK(no_proofs.exit_code == 2);
  CHECK(no_proofs.err.find("cbc writes no DRAT proof; --solver " + proof_backend_names() + " does") != std::string::npos);
  // A set CNF cannot state (a maximum) is refused in one line before the counter runs, and the
  // folder the refused run made is gone.
  const RunResult refused = run({boardlp_exe(), "suite", "sizes", "queens", "4..5", "-o", dir.file("s"), "--format", "cnf"});
  CHECK(refused.exit_code == 2);
  CHECK(refused.err.find("CNF states no objective") != std::string::npos);
  CHECK(std::count(refused.err.begin(), refused.err.end(), '\n') == 1);
  CHECK_FALSE(file_exists(dir.file("s")));
}

TEST_CASE("OPB and CNF through Gurobi's and SCIP's own readers: the counter's optimum, and CNF's yes or no") {
  TempDir dir;
  // Prints "READER STATUS OBJECTIVE" for each file: gurobipy.read (OPB), SCIP's readProblem (OPB, CNF).
  const std::string script = R"(
import sys
import gurobipy, pyscipopt
for path in sys.argv[1:]:
    if path.endswith(".opb"):
        m = gurobipy.read(path)
        m.Params.OutputFlag = 0
        m.optimize()
        print("gurobi", "optimal" if m.Status == gurobipy.GRB.OPTIMAL else m.Status, round(m.ObjVal) if m.SolCount else "-")
    s = pyscipopt.Model()
    s.hideOutput()
    s.readProblem(path)
    s.optimize()
    print("scip", s.getStatus(), round(s.getObjVal()) if s.getNSols() else "-")
)";
  struct Case {
    std::vector<std::string> args;
    std::string file;
    std::string status;
    std::string objective;  // the file's own: OPB states a maximum negated
  };
  const std::vector<Case> cases{
      {{"queens", "5"}, "q.opb", "optimal", "-5"},
      {{"queens", "5", "--dominate"}, "d.opb", "optimal", "3"},
      {{"knights", "4", "--colour"}, "k.opb", "optimal", "2"},
      {{"queens", "6", "--place", "6"}, "q.cnf", "optimal", "0"},
      {{"queens", "3", "--place", "3"}, "i.cnf", "infeasible", "-"},
  };
  std::vector<std::string> argv{venv_python(), "-c", script};
  std::vector<std::string> expected;
  for (const Case& c : cases) {
    generate(c.args, dir.file(c.file));
    argv.push_back(dir.file(c.file));
    if (c.file.ends_with(".opb")) expected.push_back(fmt::format("gurobi {} {}", c.status, c.objective));
    expected.push_back(fmt::format("scip {} {}", c.status, c.objective));
  }
  const RunResult r = run(argv);
  if (r.err.find("10009") != std::string::npos || r.err.find("expired") != std::string::npos) {
    MESSAGE("skipped: Gurobi's bundled licence has expired (no script can renew it): " << r.err.substr(0, 200));
    return;
  }
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  std::vector<std::string> got;
  std::istringstream lines(r.out);
  for (std::string line; std::getline(lines, line);)
    if (line.rfind("gurobi ", 0) == 0 || line.rfind("scip ", 0) == 0) got.push_back(line);
  CHECK(got == expected);
}

TEST_CASE("--solution reads the competitions' s, v and o lines of CaDiCaL, clasp, sat4j and RC2: decoded, checked, drawn") {
  TempDir dir;
  struct Case {
    std::vector<std::string> args;
    std::string file;
    std::vector<std::string> solver;  // the file's path follows
    std::string status;
    double objective;  // as the problem states it
  };
  const std::string python = venv_python();
  const std::vector<Case> cases{
      {{"queens", "8", "--place", "8"}, "q.cnf", {"cadical", "-q"}, "optimal", 0},
      {{"queens", "8", "--place", "8"}, "q.cnf", {"clasp"}, "optimal", 0},
      {{"queens", "3", "--place", "3"}, "i.cnf", {"cadical", "-q"}, "infeasible", 0},
      {{"queens", "6", "--dominate"}, "d.opb", {"java", "-jar", "/usr/share/java/org.sat4j.pb.jar"}, "optimal", 3},
      {{"queens", "8"}, "q.opb", {"clasp"}, "optimal", 8},
      {{"queens", "8"}, "q.wcnf", {python, "-m", "pysat.examples.rc2", "-vv"}, "optimal", 8},
      {{"queens", "5", "--dominate", "--format", "old-wcnf"}, "d.wcnf", {"clasp"}, "optimal", 3},
  };
  for (const Case& c : cases) {
    const std::string args = fmt::format("{} -o {} | {}", fmt::join(c.args, " "), c.file, c.solver[0]);
    CAPTURE(args);
    generate(c.args, dir.file(c.file));
    std::vector<std::string> argv = c.solver;
    argv.push_back(dir.file(c.file));
    const RunResult solved = run(argv);
    write_file(dir.file("answer.txt"), solved.out);
    const RunResult r = run({boardlp_solve_exe(), dir.file(c.file), "--solution", dir.file("answer.txt"), "--json"});
    CHECK(r.exit_code == (c.status == "infeasible" ? 1 : 0));
    const json j = json::parse(r.out);
    CHECK(j["status"] == c.status);
    if (c.status == "optimal") {
      CHECK(j["check"] == "ok");
      CHECK(j["objective"].get<double>() == c.objective);
    }
  }
  // A wrong assignment is caught by the file's clauses and the board's rules; a damaged line is refused.
  generate({"queens", "4", "--place", "4"}, dir.file("q4.cnf"));
  write_file(dir.file("wrong.txt"), "s SATISFIABLE\nv 1 2 3 4 0\n");
  const RunResult wrong = run({boardlp_solve_exe(), dir.file("q4.cnf"), "--solution", dir.file("wrong.txt")});
  CHECK(wrong.exit_code == 6);
  CHECK(wrong.err.find("two queens attack each other") != std::string::npos);
  write_file(dir.file("bad.txt"), "s SATISFIABLE\nv 1 two 0\n");
  const RunResult bad = run({boardlp_solve_exe(), dir.file("q4.cnf"), "--solution", dir.file("bad.txt")});
  CHECK(bad.exit_code == 2);
  CHECK(bad.err.find("'two' is not a literal") != std::string::npos);
  write_file(dir.file("far.txt"), "s SATISFIABLE\nv 1 999 0\n");
  const RunResult far = run({boardlp_solve_exe(), dir.file("q4.cnf"), "--solution", dir.file("far.txt")});
  CHECK(far.exit_code == 2);
  CHECK(far.err.find("variable 999 is not one of the") != std::string::npos);
}

TEST_CASE("--proof: each backend that writes DRAT proofs keeps them with the CNF they prove, verified by rate; a wrong proof fails the check") {
  TempDir dir;
  std::vector<std::string> provers;  // from the registry (CaDiCaL today)
  std::string silent;                // one that writes none
  for (const Backend* b : backends()) {
    if (b->writes_proofs()) provers.emplace_back(b->name());
    else if (silent.empty()) silent = b->name();
  }
  REQUIRE(!provers.empty());
  generate({"queens", "6", "--dominate", "--at-most", "2", "--format", "cnf"}, dir.file("no.cnf"));
  generate({"queens", "6", "--dominate", "--at-most", "3"}, dir.file("yes.lp"));
  generate({"queens", "6", "--dominate", "--at-most", "2"}, dir.file("no.lp"));
  for (const std::string& solver : provers) {
    CAPTURE(solver);
    const RunResult r = run({boardlp_solve_exe(), dir.file("no.cnf"), "--solver", solver, "--proof", dir.file(solver + "-proofs"), "--json"});
    CHECK(r.exit_code == 1);  // infeasible
    const json j = json::parse(r.out);
    CHECK(j["proof"]["verdict"] == "verified");
    CHECK(j["proof"]["checker"].get<std::string>().rfind("rate ", 0) == 0);
    CHECK(read_file(dir.file(solver + "-proofs/no.cnf")) == read_file(dir.file("no.cnf")));  // the file as given
    CHECK(std::filesystem::file_size(dir.file(solver + "-proofs/no.drat")) > 0);
    // A relative folder whose name starts with '-' is a folder, not an option of the checker's.
    const RunResult dash = run({boardlp_solve_exe(), "no.cnf", "--solver", solver, "--proof", "-" + solver + "-proofs", "--json"}, "", dir.path());
    CHECK(dash.exit_code == 1);
    CHECK(json::parse(dash.out)["proof"]["verdict"] == "verified");
    // An LP file is given to it as CNF: that CNF is kept, and its proof verified.
    const RunResult lp = run({boardlp_solve_exe(), dir.file("no.lp"), "--solver", solver, "--proof", dir.file(solver + "-lp-proofs")});
    CHECK(lp.exit_code == 1);
    CHECK(lp.out.find("verified by rate") != std::string::npos);
    CHECK(read_file(dir.file(solver + "-lp-proofs/no.cnf")).find("p cnf ") != std::string::npos);
    // A model with a solution has no proof to keep: nothing is written.
    const RunResult yes = run({boardlp_solve_exe(), dir.file("yes.lp"), "--solver", solver, "--proof", dir.file(solver + "-none")});
    CHECK(yes.exit_code == 0);
    CHECK_FALSE(file_exists(dir.file(solver + "-none")));
    // A solver that claims UNSAT with a proof that proves nothing (written where CaDiCaL writes it, the
    // last argument): rate rejects it, and the run fails its check (exit 6), as a broken rule does.
    const std::string liar = dir.file(solver + "-liar");
    std::ofstream(liar) << "#!/bin/sh\nfor last; do :; done\nprintf '0\\n' > \"$last\"\necho 's UNSATISFIABLE'\nexit 20\n";
    std::filesystem::permissions(liar, std::filesystem::perms::owner_all);
    const RunResult lied = run({boardlp_solve_exe(), dir.file("no.cnf"), "--solver", solver, "--solver-path", liar,
                                "--proof", dir.file(solver + "-lies")});
    CHECK(lied.exit_code == 6);
    CHECK(lied.out.find("is rejected by rate") != std::string::npos);
    CHECK(lied.out.find("NOT VERIFIED") != std::string::npos);
  }
  // Refused in one line: a solver that writes no proof, and --all.
  for (const std::vector<std::string>& bad : {std::vector<std::string>{"--solver", silent}, std::vector<std::string>{"--solver", provers.front(), "--all"}}) {
    std::vector<std::string> args{boardlp_solve_exe(), dir.file("no.cnf"), "--proof", dir.file("refused")};
    args.insert(args.end(), bad.begin(), bad.end());
    const RunResult refused = run(args);
    CHECK(refused.exit_code == 2);
    CHECK(std::count(refused.err.begin(), refused.err.end(), '\n') == 1);
    CHECK_FALSE(file_exists(dir.file("refused")));
  }
}
