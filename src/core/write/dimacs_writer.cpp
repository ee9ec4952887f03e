// The attack graph in DIMACS's graph format (.col), for graph colouring and clique solvers: a
// vertex per open square, an edge per pair of squares whose pieces attack each other. A square's
// neighbours are the terms of its total-domination row (the squares that attack it, each once,
// even on a torus where two lines can join the same pair), so walls, holes, tori and every
// piece's moves are the model's own; attack goes both ways, so each edge is written from its
// smaller end only.
#include <vector>

#include <fmt/format.h>

#include "cuts.hpp"
#include "errors.hpp"
#include "families.hpp"
#include "formulation.hpp"
#include "size_estimate.hpp"
#include "wording.hpp"
#include "writer.hpp"

namespace boardlp {

void check_graph_spec(const Spec& spec, uint64_t memory_limit) {
  if (!spec.fixed.empty())
    throw UserError("--format dimacs writes the attack graph of the board: leave out the fixed pieces (--fix, --fixed)");
  if (any_cut(spec))
    throw UserError("--format dimacs writes the attack graph of the board: leave out --cut");
  if (!is_default_problem(spec.problem))
    throw UserError(fmt::format("--format dimacs writes the attack graph, which has no problem: leave out --{}", problem_word(spec.problem)));
  Spec board_only = spec;
  board_only.formulation = Formulation::clique;
  check_spec(board_only, memory_limit);  // the board, walls, holes, torus and memory
  // An edge line is "e A B\n": the digits of two vertex numbers and three characters.
  const double digits = static_cast<double>(std::to_string(int64_t{spec.rows} * spec.cols).size());
  const double bytes = attacking_pairs(spec.piece, spec.rows, spec.cols, spec.torus) / 2 * (2 * digits + 4);
  if (bytes > kMaxFileBytes)
    throw UserError(fmt::format("{}: the attack graph would be a file of about {:.0f} GB (an edge per attacking pair, which "
                                "grows as n^3 for riders); boardlp writes at most {:.0f} GB: use a smaller board",
                                a_board(spec.rows, spec.cols), bytes / 1e9, kMaxFileBytes / 1e9));
}

void write_dimacs(const Spec& spec, OutBuffer& out) {
  const Board board(spec.rows, spec.cols, spec.walls, spec.holes, spec.torus);
  const std::unique_ptr<RowFamily> attackers = cover_rows(board, spec.piece, false);
  auto index = [&](int32_t r, int32_t c) { return static_cast<size_t>(r) * static_cast<size_t>(board.cols()) + static_cast<size_t>(c); };
  // Vertex numbers: 1, 2, ... over the open squares in board order.
  std::vector<int64_t> vertex(static_cast<size_t>(board.rows()) * static_cast<size_t>(board.cols()), 0);
  int64_t vertices = 0;
  for (int32_t r = 0; r < board.rows(); ++r)
    for (int32_t c = 0; c < board.cols(); ++c)
      if (!board.is_closed(r, c)) vertex[index(r, c)] = ++vertices;
  // Calls f(a, b) for each edge once, a < b.
  auto each_edge = [&](auto&& f) {
    attackers->for_each_row([&](const Row& row) {
      const int64_t a = vertex[index(row.name.r, row.name.c)];
      if (a == 0) return;  // a hole: no vertex (its row says who attacks it, for domination)
      for_each_term(row, board, [&](const Column& col, int8_t) {
        if (const int64_t b = vertex[index(col.r, col.c)]; b > a) f(a, b);
      });
    });
  };
  int64_t edges = 0;
  each_edge([&](int64_t, int64_t) { ++edges; });

  out.put(fmt::format("c The attack graph of {} on {}{}, written by boardlp:\n", plural(spec.piece),
                      spec.torus ? fmt::format("a {}x{} toroidal board", spec.rows, spec.cols) : a_board(spec.rows, spec.cols),
                      spec.walls.empty() && spec.holes.empty() ? "" : " with walls or holes"));
  out.put("c a vertex per open square, numbered row by row from the top left (walls and holes have\n"
          "c none), and an edge per pair of squares whose pieces attack each other, each listed once.\n"
          "c (The DIMACS queen graphs, queen5_5.col to queen16_16.col, list every edge both ways: their\n"
          "c p line counts each twice.)\n");
  for (const Square& w : spec.walls) out.put(fmt::format("c wall {},{}\n", w.r + 1, w.c + 1));
  for (const Square& h : spec.holes) out.put(fmt::format("c hole {},{}\n", h.r + 1, h.c + 1));
  out.put(fmt::format("p edge {} {}\n", vertices, edges));
  each_edge([&](int64_t a, int64_t b) {
    char line[64];
    char* p = line;
    *p++ = 'e';
    *p++ = ' ';
    p = put_uint(p, static_cast<uint64_t>(a));
    *p++ = ' ';
    p = put_uint(p, static_cast<uint64_t>(b));
    *p++ = '\n';
    out.put(std::string_view(line, static_cast<size_t>(p - line)));
  });
}

}  // namespace boardlp
