#include "instances.hpp"
#include "attacks.hpp"
#include "wording.hpp"

#include <limits>
#include <random>
#include <set>

#include <fmt/format.h>

#include "cuts.hpp"
#include "errors.hpp"
#include "formulation.hpp"
#include "wall_classes.hpp"

namespace boardlp::suite {

uint64_t draw(std::mt19937_64& rng, uint64_t n) {
  const uint64_t limit = std::numeric_limits<uint64_t>::max() - std::numeric_limits<uint64_t>::max() % n;
  uint64_t x;
  do x = rng();
  while (x >= limit);
  return x % n;
}

namespace {

std::string board_word(const Spec& s) {
  return fmt::format("{}-{}x{}{}", word(s.piece), s.rows, s.cols, s.torus ? "-torus" : "");
}

std::string square_options(const char* option, const std::vector<Square>& squares) {
  std::string out;
  for (const Square& q : squares) out += fmt::format("{}{} {},{}", out.empty() ? "" : " ", option, q.r + 1, q.c + 1);
  return out;
}

std::string joined(std::initializer_list<std::string> parts) {
  std::string out;
  for (const std::string& p : parts)
    if (!p.empty()) out += (out.empty() ? "" : " ") + p;
  return out;
}

// `count` different sorted k-sets of squares of an n x n board that pass `keep`, drawn from `seed`.
void random_sets(int32_t n, int k, int count, uint64_t seed, const std::function<bool(const std::vector<Square>&)>& keep,
                 const std::function<void(const std::vector<Square>&)>& visit, const char* what) {
  if (k < 0 || k > n * n) throw UserError(fmt::format("K {} is out of range: give 0 to {} for {}", k, n * n, a_board(n, n)));
  std::mt19937_64 rng(seed);
  std::set<std::vector<Square>> seen;
  const uint64_t attempts = uint64_t{1000} * static_cast<uint64_t>(count) + 10000;
  for (uint64_t a = 0; a < attempts && static_cast<int>(seen.size()) < count; ++a) {
    std::set<Square> picked;
    while (static_cast<int>(picked.size()) < k) {
      const auto i = static_cast<int32_t>(draw(rng, static_cast<uint64_t>(n) * static_cast<uint64_t>(n)));
      picked.insert({i / n, i % n});
    }
    std::vector<Square> set(picked.begin(), picked.end());
    if (!keep(set) || !seen.insert(set).second) continue;
    visit(set);
  }
  if (static_cast<int>(seen.size()) < count)
    throw UserError(fmt::format("only {} different {} found in {} draws, not {}: ask for fewer (--count) or change K",
                                seen.size(), what, attempts, count));
}

// The name's square list: "r1c2-r4c5" (1-based).
std::string squares_word(const std::vector<Square>& squares) {
  if (squares.empty()) return "none";
  std::string out;
  for (const Square& q : squares) out += fmt::format("{}r{}c{}", out.empty() ? "" : "-", q.r + 1, q.c + 1);
  return out;
}

}  // namespace

void wall_sweep(Piece piece, int32_t rows, int32_t cols, int walls, bool torus, Formulation f, const InstanceSink& sink) {
  if (walls < 0 || walls > rows * cols)
    throw UserError(fmt::format("K {} walls: give 0 to {} for {}", walls, rows * cols, a_board(rows, cols)));
  Instance in;
  in.spec.piece = piece;
  in.spec.rows = rows;
  in.spec.cols = cols;
  in.spec.torus = torus;
  in.spec.formulation = f;
  for_each_class(rows, cols, walls, torus, [&](const std::vector<Square>& set) {
    in.spec.walls = set;
    in.name = fmt::format("{}-walls-{}", board_word(in.spec), squares_word(set));
    in.options = joined({square_options("--wall", set), torus ? "--torus" : "",
                         f == Formulation::pairwise ? "--formulation pairwise" : ""});
    sink(in);
  });
}

void size_series(const std::vector<Piece>& pieces, int32_t from, int32_t to, const Spec& base, const InstanceSink& sink) {
  std::string problem_options;
  if (!is_default_problem(base.problem)) problem_options = fmt::format("--{}", problem_word(base.problem));
  std::string name_tail = std::string(problem_word(base.problem));
  if (base.formulation == Formulation::pairwise) {
    problem_options = joined({problem_options, "--formulation pairwise"});
    name_tail += "-pairwise";
  }
  for (const CutOption& cut : cut_options())
    if (base.*cut.flag) {
      problem_options = joined({problem_options, fmt::format("--cut {}", cut.name)});
      name_tail += fmt::format("-cut-{}", cut.name);
    }
  for (const Piece piece : pieces)
    for (int32_t n = from; n <= to; ++n) {
      Instance in;
      in.spec = base;
      in.spec.piece = piece;
      in.spec.rows = in.spec.cols = n;
      in.name = fmt::format("{}-{}", board_word(in.spec), name_tail);
      in.options = joined({base.torus ? "--torus" : "", problem_options});
      sink(in);
    }
}

namespace {

// n queens on n x n with the squares of `set` given: placed queens (--fix) or blocked ones (--hole).
Instance n_queens_with(int32_t n, const std::vector<Square>& set, bool placed) {
  Instance in;
  in.spec.rows = in.spec.cols = n;
  in.spec.problem = Problem::place;
  in.spec.k = n;
  (placed ? in.spec.fixed : in.spec.holes) = set;
  in.name = fmt::format("{}-{}-{}", board_word(in.spec), placed ? "complete" : "holes", squares_word(set));
  in.options = joined({fmt::format("--place {}", n), square_options(placed ? "--fix" : "--hole", set)});
  return in;
}

}  // namespace

void completion_set(int32_t n, int k, int count, uint64_t seed, const InstanceSink& sink) {
  const Board board(n, n);
  auto apart = [&](const std::vector<Square>& set) {
    for (size_t i = 0; i < set.size(); ++i)
      for (size_t j = i + 1; j < set.size(); ++j)
        if (attacks(Piece::queen, board, set[i], set[j])) return false;
    return true;
  };
  random_sets(n, k, count, seed, apart, [&](const std::vector<Square>& set) { sink(n_queens_with(n, set, true)); },
              "sets of queens that do not attack each other");
}

void holes_set(int32_t n, int k, int count, uint64_t seed, const InstanceSink& sink) {
  random_sets(n, k, count, seed, [](const std::vector<Square>&) { return true; },
              [&](const std::vector<Square>& set) { sink(n_queens_with(n, set, false)); }, "sets of blocked squares");
}

}  // namespace boardlp::suite
