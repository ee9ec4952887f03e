#include "formulation.hpp"

#include "wording.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include <unistd.h>

#include <fmt/format.h>

#include "errors.hpp"
#include "families.hpp"

namespace boardlp {

std::string_view problem_word(Problem p) {
  switch (p) {
    case Problem::max: return "max";
    case Problem::place: return "place";
    case Problem::costs: return "costs";
    case Problem::least_walls: return "least-walls";
    case Problem::dominate: return "dominate";
    case Problem::independent_dominate: return "independent-dominate";
  }
  return "?";
}

std::string_view formulation_word(Formulation f) { return f == Formulation::clique ? "clique" : "pairwise"; }

std::optional<Problem> problem_from_word(std::string_view word) {
  for (Problem p : {Problem::max, Problem::place, Problem::costs, Problem::least_walls, Problem::dominate,
                    Problem::independent_dominate})
    if (problem_word(p) == word) return p;
  return std::nullopt;
}

bool has_k(Problem p) { return p == Problem::place || p == Problem::costs || p == Problem::least_walls; }
bool is_covering(Problem p) { return p == Problem::dominate || p == Problem::independent_dominate; }

std::optional<Formulation> formulation_from_word(std::string_view word) {
  for (Formulation f : {Formulation::clique, Formulation::pairwise})
    if (formulation_word(f) == word) return f;
  return std::nullopt;
}

int64_t effective_k(const Spec& spec) {
  if (spec.k >= 0) return spec.k;
  return spec.problem == Problem::costs ? std::min(spec.rows, spec.cols) : 0;
}

bool is_classic(const Spec& spec) {
  return spec.problem == Problem::place && attacks_rows_and_columns(spec.piece) && spec.walls.empty() &&
         spec.holes.empty() && spec.rows == spec.cols && effective_k(spec) == spec.rows;
}

uint64_t physical_memory() {
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  return pages > 0 && page > 0 ? static_cast<uint64_t>(pages) * static_cast<uint64_t>(page)
                               : std::numeric_limits<uint64_t>::max();
}

uint64_t estimated_memory(const Spec& spec) {
  const auto squares = static_cast<uint64_t>(spec.rows) * static_cast<uint64_t>(spec.cols);
  const uint64_t lines = 2 * (static_cast<uint64_t>(spec.rows) + static_cast<uint64_t>(spec.cols));
  uint64_t bytes = uint64_t{4} << 20;                          // output buffer, program, slack
  if (!spec.walls.empty()) bytes += squares / 8 + 16 * spec.walls.size();  // wall bitmap, wall list
  if (spec.problem == Problem::costs) bytes += 8 * squares;   // the cost table
  // Segments (24 bytes, and 4 in a line index) per direction: one per line plus one per wall.
  bytes += 4 * (lines + spec.walls.size()) * 28 + 4 * lines * 4;
  return bytes;
}

bool attacks(Piece piece, const Board& board, Square a, Square b) {
  for (Dir d : kAllDirs) {
    if (!piece.rides(d) && !piece.leaps(d)) continue;
    const Step s = step_of(d);
    for (const int sign : {1, -1}) {  // each direction both ways
      const int32_t dr = sign * s.dr, dc = sign * s.dc;
      for (int32_t t = 1; t <= board.rows() * board.cols(); ++t) {  // a cycle on a torus comes back
        const Square q = board.wrap(a.r + t * dr, a.c + t * dc);
        if (!board.exists(q)) break;
        if (q == b) return true;
        if (!piece.rides(d) || board.is_wall(q.r, q.c)) break;  // a leap is one step; a wall stops a ride
      }
    }
  }
  return false;
}

namespace {

// Whether some open square attacks `hole` (a hole holds no piece, so it is covered from elsewhere).
bool coverable(Piece piece, const Board& board, Square hole) {
  for (Dir d : kAllDirs) {
    if (!piece.rides(d) && !piece.leaps(d)) continue;
    const Step s = step_of(d);
    for (const int sign : {1, -1})
      for (int32_t t = 1; t <= board.rows() * board.cols(); ++t) {
        const Square q = board.wrap(hole.r + sign * t * s.dr, hole.c + sign * t * s.dc);
        if (!board.exists(q) || q == hole || board.is_wall(q.r, q.c)) break;
        if (!board.is_closed(q.r, q.c)) return true;
        if (!piece.rides(d)) break;
      }
  }
  return false;
}

std::string gib(uint64_t bytes) { return fmt::format("{:.1f} GiB", static_cast<double>(bytes) / (1u << 30)); }

void check(const Spec& spec, uint64_t memory_limit) {
  const int64_t squares = int64_t{spec.rows} * spec.cols;
  constexpr int64_t kMaxSquares = std::numeric_limits<int32_t>::max();
  if (squares > kMaxSquares)
    throw UserError(fmt::format("{} has {} squares; boardlp writes at most {} variables: use a smaller board", a_board(spec.rows, spec.cols),
                                squares, kMaxSquares));
  if (const uint64_t need = estimated_memory(spec); need > memory_limit)
    throw UserError(fmt::format("{} needs about {} of memory and this machine has {}: use a smaller board", a_board(spec.rows, spec.cols),
                                gib(need), gib(memory_limit)));
  const int64_t open = squares - static_cast<int64_t>(spec.walls.size() + spec.holes.size());
  if (open == 0) throw UserError("every square is a wall or a hole: leave at least one square open");
  const int64_t k = effective_k(spec);
  const char* option = spec.problem == Problem::least_walls ? "--least-walls" : "--place";
  if (has_k(spec.problem) && k > open)
    throw UserError(fmt::format("{} {} asks for more pieces than the {} of the board: use K <= {}", option, k,
                                counted(static_cast<uint64_t>(open), "open square", "open squares"), open));
  if (spec.problem == Problem::least_walls && !attacks_along_lines(spec.piece))
    throw UserError(fmt::format("--least-walls is for pieces that ride along lines (queens, rooks, bishops, ...): walls do not block {}",
                                plural(spec.piece)));
  if (spec.problem == Problem::costs &&
      spec.costs.size() != static_cast<size_t>(spec.rows) * static_cast<size_t>(spec.cols))
    throw UserError("the cost table does not match the board");  // input_files checks this first
  if (has_k(spec.problem) && static_cast<int64_t>(spec.fixed.size()) > k)
    throw UserError(fmt::format("{} {} asks for fewer pieces than the {} already on the board: use K >= {}", option, k,
                                counted(spec.fixed.size(), "fixed piece", "fixed pieces"), spec.fixed.size()));
  if (spec.torus && (spec.rows < 3 || spec.cols < 3))
    throw UserError(fmt::format("--torus needs at least 3 rows and 3 columns, not {}x{}: on a smaller torus a step "
                                "comes back to where it started", spec.rows, spec.cols));
  if (spec.torus && spec.problem == Problem::least_walls)
    throw UserError("--torus with --least-walls: the least-walls model counts walls between two pieces along a line "
                    "with ends, which a cycle does not have; use --max, --place or --costs on a torus");
  const Board board(spec.rows, spec.cols, spec.walls, spec.holes, spec.torus);
  if (is_covering(spec.problem))
    for (const Square& h : spec.holes)
      if (!coverable(spec.piece, board, h))
        throw UserError(fmt::format("the hole at {},{} needs cover but no open square attacks it: make it a wall "
                                    "(walls need no cover) or open a square that attacks it",
                                    h.r + 1, h.c + 1));
  // Domination lets pieces attack each other: only the packing problems need the fixed ones apart.
  for (size_t i = 0; i < spec.fixed.size() && spec.problem != Problem::dominate; ++i)
    for (size_t j = i + 1; j < spec.fixed.size(); ++j)
      if (attacks(spec.piece, board, spec.fixed[i], spec.fixed[j]))
        throw UserError(fmt::format("the fixed {} on {},{} and {},{} attack each other: no placement can keep both",
                                    plural(spec.piece), spec.fixed[i].r + 1, spec.fixed[i].c + 1, spec.fixed[j].r + 1,
                                    spec.fixed[j].c + 1));
}

void add_line_families(Model& model, const Spec& spec, Sense sense_rows_cols, bool keep_single_rows_cols) {
  const bool pairwise = spec.formulation == Formulation::pairwise;
  for (Dir d : kAllDirs) {
    if (!spec.piece.rides(d)) continue;
    const bool row_or_col = d == Dir::right || d == Dir::down;
    const Lines& lines = model.lines(d);
    if (spec.problem == Problem::least_walls)
      model.add_family(span_rows(model.board(), lines, spec.piece, pairwise));
    else if (pairwise && !(row_or_col && sense_rows_cols == Sense::eq))
      model.add_family(pair_rows(model.board(), lines, spec.piece, std::numeric_limits<int32_t>::max()));
    else
      model.add_family(row_or_col ? segment_rows(model.board(), lines, spec.piece, sense_rows_cols, keep_single_rows_cols)
                                  : segment_rows(model.board(), lines, spec.piece, Sense::le, false));
  }
}

// Leaps: a king's step (W and F together) is covered by 2x2 blocks in the clique form (any two
// squares of a block touch) and by side-by-side pairs along the four lines in the pairwise form;
// every other leap by one row per leap.
void add_leap_families(Model& model, const Spec& spec) {
  constexpr uint16_t king = bit(Dir::right) | bit(Dir::down) | bit(Dir::down_right) | bit(Dir::down_left);
  uint16_t leaps = spec.piece.leaps();
  if ((leaps & king) == king && !(spec.torus && spec.formulation == Formulation::pairwise)) {
    // (On a torus the pairwise king is its eight leaps: side-by-side pairs along a cycle would
    // miss the pair that closes it.)
    if (spec.formulation == Formulation::pairwise) {
      for (Dir d : {Dir::right, Dir::down, Dir::down_right, Dir::down_left}) model.add_family(pair_rows(model.board(), model.lines(d), spec.piece, 1));
    } else {
      model.add_family(king_block_rows(model.board()));
    }
    leaps &= static_cast<uint16_t>(~king);
  }
  if (leaps) model.add_family(leap_rows(model.board(), spec.piece, leaps));
}

}  // namespace

std::unique_ptr<Model> build_model(const Spec& spec, uint64_t memory_limit) {
  check(spec, memory_limit);
  std::vector<Var> variables = {Var::piece};
  if (spec.problem == Problem::least_walls) variables.push_back(Var::wall);
  auto model = std::make_unique<Model>(Board(spec.rows, spec.cols, spec.walls, spec.holes, spec.torus),
                                       std::move(variables));
  const Board& board = model->board();
  Objective& obj = model->objective();
  const bool classic = is_classic(spec);

  // The classic puzzle: every row and column "= 1" (even a 1x1 board's, which binds). Plain
  // domination has no packing rows: its pieces may attack each other.
  if (spec.problem != Problem::dominate) {
    if (attacks_along_lines(spec.piece)) add_line_families(*model, spec, classic ? Sense::eq : Sense::le, classic);
    add_leap_families(*model, spec);
  }
  if (!spec.fixed.empty()) model->add_family(fixed_rows(board, spec.fixed));

  switch (spec.problem) {
    case Problem::max:
      obj = {"npieces", "neg_npcs", ObjectiveSense::maximize, ObjectiveKind::count_pieces, {}};
      break;
    case Problem::place:
      obj = {"zero", "zero", ObjectiveSense::minimize, ObjectiveKind::none, {}};
      if (!classic) model->add_family(piece_count_row(board, spec.piece, effective_k(spec)));
      break;
    case Problem::costs:
      obj = {"cost", "cost", ObjectiveSense::minimize, ObjectiveKind::costs, spec.costs};
      model->add_family(piece_count_row(board, spec.piece, effective_k(spec)));
      break;
    case Problem::least_walls:
      obj = {"nwalls", "nwalls", ObjectiveSense::minimize, ObjectiveKind::count_walls, {}};
      model->add_family(square_rows(board));
      model->add_family(piece_count_row(board, spec.piece, effective_k(spec)));
      break;
    case Problem::dominate:
    case Problem::independent_dominate:
      obj = {"npieces", "npieces", ObjectiveSense::minimize, ObjectiveKind::count_pieces, {}};
      model->add_family(cover_rows(board, spec.piece));
      break;
  }
  bool any_row = false;
  for (const auto& family : model->families()) any_row = any_row || family->has_rows();
  if (!any_row) model->add_family(trivial_row(board));
  return model;
}

}  // namespace boardlp
