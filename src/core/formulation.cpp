#include "formulation.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <iterator>
#include <limits>
#include <numeric>

#include <unistd.h>

#include <fmt/format.h>

#include "attacks.hpp"
#include "cut_units.hpp"
#include "errors.hpp"
#include "families.hpp"
#include "greedy_colouring.hpp"
#include "problem_unit.hpp"
#include "wording.hpp"

namespace boardlp {

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
  if (spec.weighted) bytes += 8 * squares;   // the weights' table
  // Segments (24 bytes, and 4 in a line index) per direction: one per line plus one per wall.
  bytes += 4 * (lines + spec.walls.size()) * 28 + 4 * lines * 4;
  return bytes;
}

namespace {
std::vector<Square> outside_but_walls(const Spec& spec, SquareClass cls) {
  std::vector<Square> out;
  for (const Square& q : squares_outside(cls, spec.rows, spec.cols))
    if (!std::binary_search(spec.walls.begin(), spec.walls.end(), q)) out.push_back(q);
  return out;
}
}  // namespace

void apply_square_classes(Spec& spec) {
  std::sort(spec.walls.begin(), spec.walls.end());
  std::sort(spec.holes.begin(), spec.holes.end());
  if (spec.pieces_on != SquareClass::all) {
    std::vector<Square> holes;
    const std::vector<Square> outside = outside_but_walls(spec, spec.pieces_on);
    std::set_union(spec.holes.begin(), spec.holes.end(), outside.begin(), outside.end(), std::back_inserter(holes));
    spec.holes = std::move(holes);
  }
  if (!spec.dominated.empty()) {
    std::sort(spec.dominated.begin(), spec.dominated.end());
    std::vector<Square> holes;
    std::set_union(spec.holes.begin(), spec.holes.end(), spec.dominated.begin(), spec.dominated.end(), std::back_inserter(holes));
    spec.holes = std::move(holes);
  }
  spec.uncovered = spec.cover_on == SquareClass::all ? std::vector<Square>{} : outside_but_walls(spec, spec.cover_on);
}

std::vector<Square> own_holes(const Spec& spec) {
  if (spec.pieces_on == SquareClass::all && spec.dominated.empty()) return spec.holes;
  std::vector<Square> own;
  const SquareClassRow& cls = square_class_row(spec.pieces_on);
  for (const Square& h : spec.holes)
    if (cls.holds(h.r, h.c, spec.rows, spec.cols) && !std::binary_search(spec.dominated.begin(), spec.dominated.end(), h))
      own.push_back(h);
  return own;
}

Board board_of(const Spec& spec) {
  Board board(spec.rows, spec.cols, spec.walls, spec.holes, spec.torus);
  board.set_uncovered(spec.uncovered);
  return board;
}

std::optional<Spec> part_spec(const Spec& spec, const Board& board, const ModelPart& part) {
  if (spec.pieces_on != SquareClass::all || spec.cover_on != SquareClass::all) return std::nullopt;
  // Whether the squares of class `cls` where a piece may stand (or that need cover) are `squares`.
  auto same = [&](const SquareClassRow& cls, bool pieces, const std::vector<Square>& squares) {
    size_t at = 0;
    for (int32_t r = 0; r < spec.rows; ++r)
      for (int32_t c = 0; c < spec.cols; ++c)
        if ((pieces ? board.is_open(r, c) : board.needs_cover(r, c)) && cls.holds(r, c, spec.rows, spec.cols))
          if (at == squares.size() || squares[at++] != Square{r, c}) return false;
    return at == squares.size();
  };
  const bool covering = !part.cover_squares.empty();  // a covering model's part has its cover rows
  for (const SquareClassRow& on : square_classes()) {
    if (!same(on, true, part.piece_squares)) continue;
    for (const SquareClassRow& cover : square_classes()) {
      if (covering ? !same(cover, false, part.cover_squares) : cover.cls != SquareClass::all) continue;
      Spec out = spec;
      out.holes = own_holes(spec);
      out.pieces_on = on.cls;
      out.cover_on = cover.cls;
      std::erase_if(out.fixed, [&](const Square& f) { return !on.holds(f.r, f.c, spec.rows, spec.cols); });
      std::erase_if(out.dominated, [&](const Square& d) { return !on.holds(d.r, d.c, spec.rows, spec.cols); });
      apply_square_classes(out);
      return out;
    }
  }
  return std::nullopt;
}

namespace {

// Whether the board looks the same in a mirror: its walls, holes, fixed pieces and uncovered
// squares map onto themselves, and its regions onto regions.
template <class Mirror>
bool looks_the_same(const Spec& spec, Mirror image) {
  for (const std::vector<Square>* squares : {&spec.walls, &spec.holes, &spec.fixed, &spec.uncovered}) {
    std::vector<Square> sorted = *squares;
    std::sort(sorted.begin(), sorted.end());
    for (const Square& q : sorted)
      if (!std::binary_search(sorted.begin(), sorted.end(), image(q))) return false;
  }
  if (spec.regions.empty()) return true;
  std::array<int, 256> to{}, from{};  // region letters, each to the one its image has (0: not seen yet)
  for (int32_t r = 0; r < spec.rows; ++r)
    for (int32_t c = 0; c < spec.cols; ++c) {
      const Square m = image(Square{r, c});
      const auto a = static_cast<unsigned char>(spec.regions[static_cast<size_t>(r) * static_cast<size_t>(spec.cols) + static_cast<size_t>(c)]);
      const auto b = static_cast<unsigned char>(spec.regions[static_cast<size_t>(m.r) * static_cast<size_t>(spec.cols) + static_cast<size_t>(m.c)]);
      if ((to[a] != 0 && to[a] != b + 1) || (from[b] != 0 && from[b] != a + 1)) return false;
      to[a] = b + 1;
      from[b] = a + 1;
    }
  return true;
}

}  // namespace

std::vector<int> symmetries_kept(const Spec& spec) {
  std::vector<int> kept;
  for (int g = 1; g <= (spec.rows == spec.cols ? 7 : 3); ++g)
    if (looks_the_same(spec, [&](Square q) { return symmetry_image(g, q, spec.rows, spec.cols); })) kept.push_back(g);
  return kept;
}

MirrorsKept mirrors_kept(const Spec& spec) {
  const std::vector<int> kept = symmetries_kept(spec);
  const auto has = [&](int g) { return std::find(kept.begin(), kept.end(), g) != kept.end(); };
  return {has(1), has(2), has(4)};
}

namespace {

// The kind of column an objective that counts counts; nullopt for one that does not (weights, none).
std::optional<Var> counted_var(ObjectiveKind kind) {
  switch (kind) {
    case ObjectiveKind::count_pieces: return Var::piece;
    case ObjectiveKind::count_walls: return Var::wall;
    case ObjectiveKind::count_unattacked: return Var::unattacked;
    case ObjectiveKind::count_colours: return Var::colour_used;
    case ObjectiveKind::none:
    case ObjectiveKind::weights: return std::nullopt;
  }
  return std::nullopt;
}

// --cube: a proof's cube, on an open board.
void check_cube(const Spec& spec) {
  if (!spec.cube) return;
  if (!spec.walls.empty() || !spec.holes.empty() || !spec.fixed.empty())
    throw UserError("--cube splits a proof on an open board: leave out walls, holes and fixed pieces");
  const EmptyLines& e = *spec.cube;
  if (e.first_row < 0 || e.first_row > e.last_row || e.last_row >= spec.rows || e.first_col < 0 ||
      e.first_col > e.last_col || e.last_col >= spec.cols)
    throw UserError(fmt::format("--cube {}-{},{}-{}: give FIRST-LAST empty rows from 1 to {} and FIRST-LAST empty columns "
                                "from 1 to {}, each first <= last", e.first_row + 1, e.last_row + 1, e.first_col + 1,
                                e.last_col + 1, spec.rows, spec.cols));
}

void check_cuts(const Spec& spec, const Board& board) {
  for (const CutUnit& cut : cut_units())
    if (spec.*cut.flag) cut.check(spec, board);
}

std::string gib(uint64_t bytes) { return fmt::format("{:.1f} GiB", static_cast<double>(bytes) / (1u << 30)); }

}  // namespace

void check_spec(const Spec& spec, uint64_t memory_limit) {
  const int64_t squares = int64_t{spec.rows} * spec.cols;
  constexpr int64_t kMaxSquares = std::numeric_limits<int32_t>::max();
  if (squares > kMaxSquares)
    throw UserError(fmt::format("{} has {} squares; boardlp writes at most {} variables: use a smaller board", a_board(spec.rows, spec.cols),
                                squares, kMaxSquares));
  if (const uint64_t need = estimated_memory(spec); need > memory_limit)
    throw UserError(fmt::format("{} needs about {} of memory and this machine has {}: use a smaller board", a_board(spec.rows, spec.cols),
                                gib(need), gib(memory_limit)));
  const ProblemUnit& unit = unit_of(spec.problem);
  unit.check_size(spec);
  const int64_t open = squares - static_cast<int64_t>(spec.walls.size() + spec.holes.size());
  if (open == 0 && spec.pieces_on != SquareClass::all)
    throw UserError(fmt::format("--pieces-on {} leaves no square a piece may stand on ({} has none that is not a wall or a "
                                "hole): use another set", square_class_row(spec.pieces_on).word, a_board(spec.rows, spec.cols)));
  if (open == 0) throw UserError("every square is a wall or a hole: leave at least one square open");
  unit.check_pieces(spec, open);
  if (spec.torus && (spec.rows < 3 || spec.cols < 3))
    throw UserError(fmt::format("--torus needs at least 3 rows and 3 columns, not {}x{}: on a smaller torus a step "
                                "comes back to where it started", spec.rows, spec.cols));
  const Board board = board_of(spec);
  unit.check_options(spec, board, open);
  check_cube(spec);
  check_cuts(spec, board);
}

// The problem's columns and rows (its unit's), its objective, then the options' rows: the
// feasibility form at a bound, a proof's cube, the cuts.
std::unique_ptr<Model> build_model(const Spec& spec, uint64_t memory_limit) {
  check_spec(spec, memory_limit);
  const ProblemUnit& unit = unit_of(spec.problem);
  std::vector<ColumnGroup> columns = unit.columns(spec);
  for (const CutUnit& cut : cut_units())
    if (spec.*cut.flag && cut.columns)
      for (const Var v : cut.columns(spec)) columns.push_back({v});
  auto model = std::make_unique<Model>(spec, board_of(spec), std::move(columns));
  const Board& board = model->board();
  for (const CutUnit& cut : cut_units())
    if (spec.*cut.flag && cut.place_columns) cut.place_columns(*model);
  unit.add_rows(*model);
  model->objective() = unit.objective(spec);
  const ObjectiveKind counted = model->objective().kind;
  if (spec.at_most >= 0) {  // the feasibility form: "can K pieces do it?", no objective
    model->add_family(piece_count_row(board, spec.piece, spec.at_most, Sense::le));
    model->objective() = {"zero", "zero", ObjectiveSense::minimize, ObjectiveKind::none};
  }
  if (spec.at_least >= 0) {  // a maximum's feasibility form: "can it reach M?", no objective
    model->add_family(objective_bound_row(*model, *counted_var(counted), spec.at_least));
    model->objective() = {"zero", "zero", ObjectiveSense::minimize, ObjectiveKind::none};
  }
  if (spec.cube) model->add_family(empty_line_rows(board, *spec.cube));

  for (const CutUnit& cut : cut_units())
    if (spec.*cut.flag) model->add_family(cut.rows(*model));
  bool any_row = false;
  for (const auto& family : model->families()) any_row = any_row || family->has_rows();
  if (!any_row) model->add_family(trivial_row(board));
  return model;
}

}  // namespace boardlp
