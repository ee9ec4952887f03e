// --format dimacs: the attack graph as a DIMACS .col file, against the DIMACS queen graphs'
// published sizes and, edge for edge, against the tests' brute force (which shares no code with
// the model the edges come from).
#include <doctest/doctest.h>

#include <set>
#include <sstream>
#include <utility>

#include "piece.hpp"
#include "attacks.hpp"
#include "support/brute.hpp"
#include "support/process.hpp"

using namespace boardlp::test;

namespace {

struct Graph {
  int64_t vertices = 0, edges_stated = 0;
  std::set<std::pair<int64_t, int64_t>> edges;  // (smaller, larger)
  int64_t lines = 0;                            // "e" lines
};

Graph graph_of(const std::vector<std::string>& args) {
  std::vector<std::string> cmd{boardlp_exe()};
  cmd.insert(cmd.end(), args.begin(), args.end());
  cmd.insert(cmd.end(), {"--format", "dimacs"});
  const RunResult r = run(cmd);
  REQUIRE(r.exit_code == 0);
  Graph g;
  std::istringstream in(r.out);
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::string kind;
    words >> kind;
    if (kind == "p") {
      std::string edge;
      words >> edge >> g.vertices >> g.edges_stated;
      CHECK(edge == "edge");
    } else if (kind == "e") {
      int64_t a = 0, b = 0;
      words >> a >> b;
      CHECK(a >= 1);
      CHECK(b <= g.vertices);
      CHECK(a != b);
      g.edges.insert({std::min(a, b), std::max(a, b)});
      ++g.lines;
    } else {
      CHECK(kind == "c");
    }
  }
  return g;
}

}  // namespace

TEST_CASE("the DIMACS queen graphs: queen5_5 to queen16_16 and queen8_12 have their vertices and half their p line's edges") {
  // Their files list each edge both ways ("p edge 25 320" for queen5_5, 160 attacking pairs);
  // boardlp lists each once.
  const std::vector<std::pair<std::string, int64_t>> published = {
      {"5", 320},    {"6", 580},    {"7", 952},     {"8", 1456},    {"9", 2112},    {"10", 2940}, {"11", 3960},
      {"12", 5192},  {"13", 6656},  {"14", 8372},   {"15", 10360},  {"16", 12640},  {"8x12", 2736}};
  for (const auto& entry : published) {
    const std::string board = entry.first;  // not a structured binding: clang 14 cannot CAPTURE one
    const int64_t doubled = entry.second;
    CAPTURE(board);
    const Graph g = graph_of({"queens", board});
    const size_t x = board.find('x');
    const int64_t squares = x == std::string::npos ? std::stoll(board) * std::stoll(board)
                                                   : std::stoll(board.substr(0, x)) * std::stoll(board.substr(x + 1));
    CHECK(g.vertices == squares);
    CHECK(g.edges_stated == doubled / 2);
    CHECK(g.lines == doubled / 2);
    CHECK(static_cast<int64_t>(g.edges.size()) == doubled / 2);  // each once
  }
}

TEST_CASE("--format dimacs: every edge is an attacking pair of the brute force, and every pair an edge") {
  int compared = 0;
  for (const char* name : {"queens", "kings", "knights", "bishops", "nightriders", "WFN", "amazons"})
    for (int round = 0; round < 3; ++round) {
      const boardlp::Piece piece = *boardlp::parse_piece(name);
      SmallBoard board{5, 6, 0};
      std::vector<std::string> args{name, "5x6"};
      if (round == 1) {  // a wall and a hole: the wall cuts lines, the hole has no vertex
        board.walls = uint64_t{1} << (2 * 6 + 2);
        board.holes = uint64_t{1} << (1 * 6 + 4);
        args.insert(args.end(), {"--wall", "3,3", "--hole", "2,5"});
      }
      if (round == 2) {
        board.torus = true;
        args.push_back("--torus");
      }
      CAPTURE(args);
      const Graph g = graph_of(args);
      std::vector<int> vertex_square;  // vertex v - 1 -> square index
      for (int s = 0; s < 30; ++s)
        if (!((board.walls | board.holes) >> s & 1u)) vertex_square.push_back(s);
      CHECK(g.vertices == static_cast<int64_t>(vertex_square.size()));
      std::set<std::pair<int64_t, int64_t>> expect;
      for (size_t a = 0; a < vertex_square.size(); ++a)
        for (size_t b = a + 1; b < vertex_square.size(); ++b)
          if (attacks(piece, board, vertex_square[a], vertex_square[b]) || attacks(piece, board, vertex_square[b], vertex_square[a]))
            expect.insert({static_cast<int64_t>(a + 1), static_cast<int64_t>(b + 1)});
      CHECK(g.edges == expect);
      CHECK(g.lines == static_cast<int64_t>(expect.size()));
      ++compared;
    }
  CHECK(compared == 21);
}

TEST_CASE("--format dimacs: -o NAME.col picks it; a problem, fixed pieces or a cut are refused") {
  TempDir dir;
  REQUIRE(run({boardlp_exe(), "kings", "3", "-o", dir.file("k3.col")}).exit_code == 0);
  CHECK(read_file(dir.file("k3.col")).find("\np edge 9 20\n") != std::string::npos);
  for (const std::vector<std::string>& bad : std::vector<std::vector<std::string>>{
           {"queens", "8", "--dominate", "--format", "dimacs"},
           {"queens", "8", "--fix", "1,1", "--format", "dimacs"},
           {"queens", "8", "--cut", "symmetry", "--format", "dimacs"},
           {"queens", "8", "--formulation", "clique", "-o", "OUT.col"}}) {
    std::vector<std::string> cmd{boardlp_exe()};
    for (const std::string& a : bad) cmd.push_back(a == "OUT.col" ? dir.file("bad.col") : a);
    CAPTURE(bad);
    const RunResult r = run(cmd);
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("--format dimacs writes the attack graph") != std::string::npos);
    CHECK(!file_exists(dir.file("bad.col")));
  }
  // Past the file cap (an edge per attacking pair grows as n^3): refused before a byte is written.
  const RunResult big = run({boardlp_exe(), "queens", "3000", "-o", dir.file("big.col")});
  CHECK(big.exit_code == 2);
  CHECK(big.err.find("the attack graph would be a file of about") != std::string::npos);
  CHECK(!file_exists(dir.file("big.col")));
}
