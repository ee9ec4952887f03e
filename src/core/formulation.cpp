#include "formulation.hpp"

#include "wording.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

#include <unistd.h>

#include <fmt/format.h>

#include "errors.hpp"
#include "families.hpp"
#include "greedy_colouring.hpp"
#include "recipes.hpp"
#include "size_estimate.hpp"

namespace boardlp {

std::string_view formulation_word(Formulation f) { return f == Formulation::clique ? "clique" : "pairwise"; }

std::optional<Formulation> formulation_from_word(std::string_view word) {
  for (Formulation f : {Formulation::clique, Formulation::pairwise})
    if (formulation_word(f) == word) return f;
  return std::nullopt;
}

int64_t effective_k(const Spec& spec) {
  if (spec.k >= 0) return spec.k;
  switch (recipe_of(spec.problem).k_default) {
    case ProblemRecipe::KDefault::side: return std::min(spec.rows, spec.cols);
    case ProblemRecipe::KDefault::one: return 1;
    case ProblemRecipe::KDefault::greedy_colours: return greedy_colour_count(spec);
    case ProblemRecipe::KDefault::zero: break;
  }
  return 0;
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
  if (recipe_of(spec.problem).objective == ObjectiveKind::costs) bytes += 8 * squares;   // the cost table
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

bool in_one_segment(const Board& board, Square a, Square b, Square c) {
  const int64_t cross = int64_t{b.r - a.r} * (c.c - a.c) - int64_t{b.c - a.c} * (c.r - a.r);
  if (cross != 0) return false;
  // On one line: no wall on it between the outermost two (the squares of the line in between
  // are the steps of the line's direction in lowest terms).
  Square lo = std::min({a, b, c}), hi = std::max({a, b, c});
  const int32_t dr = hi.r - lo.r, dc = hi.c - lo.c, g = std::gcd(dr, std::abs(dc));
  for (Square q = lo; q != hi; q = {q.r + dr / g, q.c + dc / g})
    if (board.is_wall(q.r, q.c)) return false;
  return true;
}

namespace {

// Whether some open square other than `hole` attacks it (a hole holds no piece, and a piece does
// not total-dominate its own square, so either is covered from elsewhere).
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

// Whether walls, holes and fixed pieces all stay where they are under the board's 8 rotations
// and reflections (a square board: transpose and the two flips generate them).
bool symmetric_board(const Spec& spec) {
  if (spec.rows != spec.cols) return false;
  const int32_t n = spec.rows;
  for (const std::vector<Square>* squares : {&spec.walls, &spec.holes, &spec.fixed}) {
    std::vector<Square> sorted = *squares;
    std::sort(sorted.begin(), sorted.end());
    for (const Square& q : sorted)
      for (const Square image : {Square{q.c, q.r}, Square{n - 1 - q.r, q.c}, Square{q.r, n - 1 - q.c}})
        if (!std::binary_search(sorted.begin(), sorted.end(), image)) return false;
  }
  return true;
}

// Region puzzles: K in every row, column and region of a square grid with as many regions as rows.
void check_regions(const Spec& spec, const Board& board) {
  const int64_t k = effective_k(spec);
  const std::string source = spec.regions_file.empty() ? "the region grid" : spec.regions_file;
  if (spec.regions.size() != static_cast<size_t>(spec.rows) * static_cast<size_t>(spec.cols))
    throw UserError(fmt::format("--regions needs a grid of {}x{} squares", spec.rows, spec.cols));
  if (spec.rows != spec.cols)
    throw UserError(fmt::format("--regions needs a square board, not {}x{}: with K pieces in every row and every column, "
                                "a board holds rows x K and columns x K pieces, so they must be equal", spec.rows, spec.cols));
  if (k < 1) throw UserError("--per-region 0 places no piece: use K >= 1");
  if (k > 1 && (spec.piece.rides(Dir::right) || spec.piece.rides(Dir::down)))
    throw UserError(fmt::format("--per-region {} with {}: two {} in one row or column attack each other; use K = 1, or a "
                                "piece that does not ride rows and columns (kings for Star Battle)",
                                k, plural(spec.piece), plural(spec.piece)));
  std::vector<char> seen;  // in the order of their first square
  std::vector<int64_t> room;
  std::vector<Square> first;
  for (int32_t r = 0; r < spec.rows; ++r)
    for (int32_t c = 0; c < spec.cols; ++c) {
      const char id = spec.regions[static_cast<size_t>(r) * static_cast<size_t>(spec.cols) + static_cast<size_t>(c)];
      if (id == '#') continue;
      const auto at = std::find(seen.begin(), seen.end(), id);
      const size_t i = static_cast<size_t>(at - seen.begin());
      if (at == seen.end()) {
        seen.push_back(id);
        room.push_back(0);
        first.push_back({r, c});
      }
      if (!board.is_closed(r, c)) ++room[i];
    }
  if (seen.size() != static_cast<size_t>(spec.rows))
    throw UserError(fmt::format("{} has {} on {} rows: with K pieces in every row, column and region, the board holds "
                                "{} x K pieces, so it needs {} regions", source, counted(seen.size(), "region", "regions"),
                                spec.rows, spec.rows, spec.rows));
  for (size_t i = 0; i < seen.size(); ++i)
    if (room[i] < k)
      throw UserError(fmt::format("{}: region '{}' (line {}, column {}) has {} a piece may stand on, fewer than the {} "
                                  "it must hold: enlarge it or use a smaller --per-region", source, seen[i], first[i].r + 1,
                                  first[i].c + 1, counted(static_cast<uint64_t>(room[i]), "square", "squares"), k));
}

// Colouring: K colours, at least 1 (more than the open squares is allowed but never needed).
void check_colouring(const Spec& spec, int64_t open) {
  if (!spec.fixed.empty())
    throw UserError("--colour colours every square and places no piece: leave out the fixed pieces (--fix, --fixed)");
  if (spec.k == 0) throw UserError("--colours 0 colours nothing: use K >= 1");
  if (spec.k > open)
    throw UserError(fmt::format("--colours {} is more colours than the {} of the board, which never need more than one "
                                "each: use K <= {}", spec.k, counted(static_cast<uint64_t>(open), "open square", "open squares"), open));
  if (spec.k > 65535) throw UserError(fmt::format("--colours {}: boardlp writes at most 65535 colours", spec.k));
  if (spec.cut_clique)
    if (const size_t clique = greedy_clique(spec).size(); static_cast<int64_t>(clique) > effective_k(spec))
      throw UserError(fmt::format("--cut clique colours {} squares that all attack each other, more than the {} colours of "
                                  "the model, so no colouring exists: use --colours {} or more", clique, effective_k(spec), clique));
}

// The colouring model has K copies of the packing rows: its size with the given K, or with 2
// colours and then with the greedy colouring's count (which is not computed for a board too
// large to colour in K = 2 colours).
void check_colouring_size(const Spec& spec) {
  for (Spec sized = spec;; sized.k = greedy_colour_count(spec)) {
    if (const double bytes = estimated_file_bytes(sized); bytes > kMaxFileBytes)
      throw UserError(fmt::format("{}: the colouring model with {} colours would be a file of about {:.0f} GB (its packing "
                                  "rows once per colour); boardlp writes at most {:.0f} GB: use a smaller board{}",
                                  a_board(spec.rows, spec.cols), sized.k > 0 ? sized.k : 2, bytes / 1e9, kMaxFileBytes / 1e9,
                                  spec.k > 0 ? " or fewer colours" : ""));
    if (sized.k > 0) return;
  }
}

void check_cover_form(const Spec& spec) {
  if (spec.cover != CoverForm::lines) return;
  if (recipe_of(spec.problem).cover != Cover::occupy_or_attack)
    throw UserError(fmt::format("--cover lines says how a square is covered: use it with --dominate or --independent-dominate, "
                                "not --{}{}", problem_word(spec.problem),
                                spec.problem == Problem::total_dominate ? " (a piece does not cover its own square, which a "
                                                                          "line through it would)" : ""));
  if (!attacks_along_lines(spec.piece))
    throw UserError(fmt::format("--cover lines names the lines a piece rides along, and {} ride none: leave it out",
                                plural(spec.piece)));
}

// --at-most K and --cube: the feasibility form of a domination at a bound, and a proof's cube of it.
void check_bound(const Spec& spec, int64_t open) {
  if (spec.at_most >= 0) {
    if (!is_covering(spec.problem))
      throw UserError(fmt::format("--at-most K asks whether K pieces can cover the board: use it with --dominate, "
                                  "--independent-dominate or --total-dominate, not --{}", problem_word(spec.problem)));
    if (spec.at_most > open)
      throw UserError(fmt::format("--at-most {} is more pieces than the {} of the board: use K <= {}", spec.at_most,
                                  counted(static_cast<uint64_t>(open), "open square", "open squares"), open));
  }
  if (!spec.cube) return;
  if (spec.at_most < 0) throw UserError("--cube is one part of a proof at a bound: give --at-most K too");
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
  if (spec.cut_colour_order && !is_colouring(spec.problem))
    throw UserError("--cut colour-order orders the colours of a colouring: use it with --colour");
  if (spec.cut_clique && !is_colouring(spec.problem))
    throw UserError("--cut clique gives a clique's squares the first colours of a colouring: use it with --colour");
  if (spec.cut_symmetry && is_colouring(spec.problem))
    throw UserError("--cut symmetry keeps one mirror image of a placement, but a colouring places no pieces: use "
                    "--cut colour-order, which breaks the symmetry of renaming the colours");
  if (spec.cut_spencer &&
      (spec.piece != Piece::queen || !is_covering(spec.problem) || spec.rows != spec.cols || !spec.walls.empty() ||
       !spec.holes.empty() || spec.torus))
    throw UserError("--cut spencer is the lower bound of queens domination on an open n x n board: use it with "
                    "--piece queens --dominate (or --independent-dominate) on a square board without walls, holes or torus");
  if (const ObjectiveKind o = recipe_of(spec.problem).objective;
      spec.cut_symmetry && (o == ObjectiveKind::costs || o == ObjectiveKind::count_walls))
    throw UserError(fmt::format("--cut symmetry keeps one of the 8 mirror images of a placement; with --{} they "
                                "are not worth the same: leave the cut out", problem_word(spec.problem)));
  if (spec.cut_symmetry && is_two_colour(spec.problem) && spec.rows > 127)  // sym_army's coefficients are row numbers
    throw UserError(fmt::format("--cut symmetry with --armies weighs the colours by row number, up to 127: use a board "
                                "of at most 127 rows, not {}", spec.rows));
  if (spec.cut_symmetry && is_two_colour(spec.problem) && !spec.fixed.empty())  // sym_army swaps the armies
    throw UserError("--cut symmetry with --armies lets white and black trade places, but fixed pieces are white: "
                    "leave the cut out, or the fixed pieces");
  if (spec.cut_symmetry && !spec.regions.empty())
    throw UserError("--cut symmetry keeps one of the 8 mirror images of a placement, but a region grid is not the same "
                    "in its mirror: leave the cut out");
  if (const auto& e = spec.cube; spec.cut_symmetry && e &&
      !(e->first_row + e->last_row == spec.rows - 1 && e->first_row == e->first_col && e->last_row == e->last_col))
    throw UserError("--cut symmetry keeps one of the 8 mirror images of a placement, but this cube holds the images of "
                    "its placements in other cubes: use it only with a cube that every rotation and reflection keeps "
                    "(A-B,A-B with A + B = n + 1)");
  if (spec.cut_symmetry && !symmetric_board(spec))
    throw UserError(fmt::format("--cut symmetry needs a square board whose walls, holes and fixed pieces look the "
                                "same under every rotation and reflection, which {} does not: leave the cut out",
                                board.rows() == board.cols() ? "this one" : "a " + std::to_string(board.rows()) + "x" +
                                                                             std::to_string(board.cols()) + " board"));
}

// Points go with the problems of points (no-three-in-line) and with nothing else.
void check_points(const Spec& spec) {
  const ProblemRecipe& recipe = recipe_of(spec.problem);
  if (recipe.points && spec.piece != Piece::point)
    throw UserError(fmt::format("--{} places points, not {}: write boardlp points {}x{} --{}", recipe.word, plural(spec.piece),
                                spec.rows, spec.cols, recipe.word));
  if (!recipe.points && spec.piece == Piece::point)
    throw UserError(fmt::format("points attack nothing, so --{} has nothing to solve: use points with --no-three-in-line, "
                                "or a chess piece", recipe.word));
  if (recipe.per_line > 0 && spec.torus)
    throw UserError(fmt::format("--{} on a torus: a line of any slope wraps into a cycle whose points are not \"in line\" "
                                "in the plane's sense; boardlp writes the plane's problem only: leave out --torus", recipe.word));
  if (recipe.per_line > 0 && spec.formulation == Formulation::pairwise)
    throw UserError(fmt::format("--{} has one form, a row per line of every slope: leave out --formulation pairwise",
                                recipe.word));
  if (recipe.per_line > 0) {  // fixed points: no more than per_line of them on one line
    const Board board(spec.rows, spec.cols, spec.walls, spec.holes, false);
    const std::vector<Square>& f = spec.fixed;
    for (size_t i = 0; i < f.size(); ++i)
      for (size_t j = i + 1; j < f.size(); ++j)
        for (size_t k = j + 1; k < f.size(); ++k)
          if (in_one_segment(board, f[i], f[j], f[k]))
            throw UserError(fmt::format("the fixed points on {},{}, {},{} and {},{} stand on one line: no placement can "
                                        "keep them all", f[i].r + 1, f[i].c + 1, f[j].r + 1, f[j].c + 1, f[k].r + 1, f[k].c + 1));
  }
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
  if (is_colouring(spec.problem)) check_colouring_size(spec);
  else if (const double bytes = estimated_file_bytes(spec); bytes > kMaxFileBytes)
    throw UserError(fmt::format("{}: the {} would be a file of about {:.0f} GB (its rows list every attacking {}, "
                                "which grows as n^3 for riders); boardlp writes at most {:.0f} GB: use a smaller board{}",
                                a_board(spec.rows, spec.cols),
                                is_covering(spec.problem) ? "covering model" : "pairwise form", bytes / 1e9,
                                is_covering(spec.problem) ? "square" : "pair", kMaxFileBytes / 1e9,
                                spec.formulation == Formulation::pairwise ? " or the clique form" : ""));
  const ProblemRecipe& recipe = recipe_of(spec.problem);
  check_points(spec);
  const int64_t open = squares - static_cast<int64_t>(spec.walls.size() + spec.holes.size());
  if (open == 0) throw UserError("every square is a wall or a hole: leave at least one square open");
  if (recipe.colour_layers) check_colouring(spec, open);
  const int64_t k = effective_k(spec);
  const std::string option = fmt::format("--{}", recipe.k_option);
  if (has_k(spec.problem) && !recipe.colour_layers && k > open)
    throw UserError(fmt::format("{} {} asks for more pieces than the {} of the board: use K <= {}", option, k,
                                counted(static_cast<uint64_t>(open), "open square", "open squares"), open));
  if (recipe.wall_variables && !attacks_along_lines(spec.piece))
    throw UserError(fmt::format("--{} is for pieces that ride along lines (queens, rooks, bishops, ...): walls do not block {}",
                                recipe.word, plural(spec.piece)));
  if (recipe.objective == ObjectiveKind::costs &&
      spec.costs.size() != static_cast<size_t>(spec.rows) * static_cast<size_t>(spec.cols))
    throw UserError("the cost table does not match the board");  // input_files checks this first
  if (has_k(spec.problem) && static_cast<int64_t>(spec.fixed.size()) > k)
    throw UserError(fmt::format("{} {} asks for fewer pieces than the {} already on the board: use K >= {}", option, k,
                                counted(spec.fixed.size(), "fixed piece", "fixed pieces"), spec.fixed.size()));
  if (spec.torus && (spec.rows < 3 || spec.cols < 3))
    throw UserError(fmt::format("--torus needs at least 3 rows and 3 columns, not {}x{}: on a smaller torus a step "
                                "comes back to where it started", spec.rows, spec.cols));
  if (spec.torus && recipe.wall_variables)
    throw UserError(fmt::format("--torus with --{}: the model counts walls between two pieces along a line with ends, "
                                "which a cycle does not have; use --max, --place or --costs on a torus", recipe.word));
  const Board board(spec.rows, spec.cols, spec.walls, spec.holes, spec.torus);
  if (recipe.cover != Cover::none)
    for (const Square& h : spec.holes)
      if (!coverable(spec.piece, board, h))
        throw UserError(fmt::format("the hole at {},{} needs cover but no open square attacks it: make it a wall "
                                    "(walls need no cover) or open a square that attacks it",
                                    h.r + 1, h.c + 1));
  // Total domination: a square no other square attacks can never be covered, so no set of
  // pieces total-dominates the board. Said here, before a file that could only be infeasible.
  if (recipe.cover == Cover::attack_only)
    for (int32_t r = 0; r < spec.rows; ++r)
      for (int32_t c = 0; c < spec.cols; ++c)
        if (board.is_open(r, c) && !coverable(spec.piece, board, {r, c}))
          throw UserError(fmt::format("no set of {} total-dominates {} (the problem is infeasible): no other square "
                                      "attacks square {},{}; make it a wall (walls need no cover) or use another board",
                                      plural(spec.piece), a_board(spec.rows, spec.cols), r + 1, c + 1));
  if (recipe.regions) check_regions(spec, board);
  check_cover_form(spec);
  check_bound(spec, open);
  check_cuts(spec, board);
  // Only the problems whose pieces stay apart need the fixed ones apart (domination's pieces and
  // an army's own pieces may attack each other).
  for (size_t i = 0; i < spec.fixed.size() && recipe.apart; ++i)
    for (size_t j = i + 1; j < spec.fixed.size(); ++j)
      if (attacks(spec.piece, board, spec.fixed[i], spec.fixed[j]))
        throw UserError(fmt::format("the fixed {} on {},{} and {},{} attack each other: no placement can keep both",
                                    plural(spec.piece), spec.fixed[i].r + 1, spec.fixed[i].c + 1, spec.fixed[j].r + 1,
                                    spec.fixed[j].c + 1));
}

namespace {

// Armies and non-dominating take a packing family's pairs as pairs of a piece and the opposed
// kind (the pairwise form).
void add_packing(Model& model, const Spec& spec, std::unique_ptr<RowFamily> family) {
  const Var opposed = recipe_of(spec.problem).opposed;
  model.add_family(opposed != Var::piece ? colour_pairs(std::move(family), opposed_to(opposed)) : std::move(family));
}

void add_line_families(Model& model, const Spec& spec, Sense sense_rows_cols, bool keep_single_rows_cols) {
  const bool pairwise = spec.formulation == Formulation::pairwise;
  for (Dir d : kAllDirs) {
    if (!spec.piece.rides(d)) continue;
    const bool row_or_col = d == Dir::right || d == Dir::down;
    if (row_or_col && recipe_of(spec.problem).regions) continue;  // "exactly 1 in the row" says more (check_regions)
    const Lines& lines = model.lines(d);
    if (has_opposed(spec.problem) && pairwise)
      add_packing(model, spec, pair_rows(model.board(), lines, spec.piece, std::numeric_limits<int32_t>::max()));
    else if (has_opposed(spec.problem)) {
      model.add_family(owner_rows(model.board(), lines, opposed_to(recipe_of(spec.problem).opposed)));
      model.restrict_columns(owner_var(d), owner_squares(model.board(), lines));
    } else if (recipe_of(spec.problem).wall_variables)
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
// Armies and non-dominating: leaps are pairs of the two kinds in both forms (a 2x2 block's four
// squares all touch, but two kinds on them are still pairs).
void add_leap_families(Model& model, const Spec& spec) {
  constexpr uint16_t king = bit(Dir::right) | bit(Dir::down) | bit(Dir::down_right) | bit(Dir::down_left);
  uint16_t leaps = spec.piece.leaps();
  const bool pairwise = spec.formulation == Formulation::pairwise || has_opposed(spec.problem);
  if ((leaps & king) == king && !(spec.torus && pairwise)) {
    // (On a torus the pairwise king is its eight leaps: side-by-side pairs along a cycle would
    // miss the pair that closes it.)
    if (pairwise) {
      for (Dir d : {Dir::right, Dir::down, Dir::down_right, Dir::down_left})
        add_packing(model, spec, pair_rows(model.board(), model.lines(d), spec.piece, 1));
    } else {
      model.add_family(king_block_rows(model.board()));
    }
    leaps &= static_cast<uint16_t>(~king);
  }
  if (leaps) add_packing(model, spec, leap_rows(model.board(), spec.piece, leaps));
}

// Colouring: each square one colour, then the packing rows just added once per colour. A square
// in no packing row (it attacks no other square) is tied to w_k by rows of its own.
void add_colour_layers(Model& model, int32_t colours) {
  std::vector<std::unique_ptr<RowFamily>> packing = model.take_families();
  const Board& board = model.board();
  std::vector<Square> alone;
  std::vector<Entry> entries;
  for (int32_t r = 0; r < board.rows(); ++r)
    for (int32_t c = 0; c < board.cols(); ++c) {
      if (board.is_closed(r, c)) continue;
      entries.clear();
      for (const auto& family : packing) family->append_entries(Column{Var::piece, 0, r, c}, entries);
      if (entries.empty()) alone.push_back({r, c});
    }
  model.add_family(one_colour_rows(board, colours));
  for (auto& family : packing) model.add_family(colour_layers(std::move(family), colours));
  if (!alone.empty()) model.add_family(colour_link_rows(std::move(alone), colours));
}

}  // namespace

std::unique_ptr<Model> build_model(const Spec& spec, uint64_t memory_limit) {
  check_spec(spec, memory_limit);
  const ProblemRecipe& recipe = recipe_of(spec.problem);
  std::vector<ColumnGroup> variables = {{Var::piece}};
  const auto colours = static_cast<int32_t>(recipe.colour_layers ? effective_k(spec) : 0);
  if (recipe.colour_layers) {  // x_R_C_1, ..., x_R_C_K, then w_1, ..., w_K
    variables.clear();
    for (Var var : {Var::piece, Var::colour_used})
      for (int32_t k = 1; k <= colours; ++k) variables.push_back({var, static_cast<uint16_t>(k)});
  }
  if (recipe.wall_variables) variables.push_back({Var::wall});
  if (recipe.opposed != Var::piece) {
    variables.push_back({recipe.opposed});
    if (spec.formulation == Formulation::clique)  // the line form: an owner per segment
      for (Dir d : kAllDirs)
        if (spec.piece.rides(d)) variables.push_back({owner_var(d)});
  }
  if (spec.cover == CoverForm::lines)  // the line cover: an indicator per segment
    for (Dir d : kAllDirs)
      if (spec.piece.rides(d)) variables.push_back({owner_var(d)});
  auto model = std::make_unique<Model>(spec, Board(spec.rows, spec.cols, spec.walls, spec.holes, spec.torus),
                                       std::move(variables));
  const Board& board = model->board();
  const bool classic = is_classic(spec);

  // The packing rows: pieces apart, or the pieces apart from the opposed kind. The classic
  // puzzle's rows and columns are "= 1" (even a 1x1 board's, which binds).
  if (recipe.apart || recipe.opposed != Var::piece) {
    if (attacks_along_lines(spec.piece)) add_line_families(*model, spec, classic ? Sense::eq : Sense::le, classic);
    add_leap_families(*model, spec);
  }
  if (recipe.colour_layers) add_colour_layers(*model, colours);
  if (recipe.opposed != Var::piece) model->add_family(square_rows(board, recipe.opposed));
  if (!spec.fixed.empty()) model->add_family(fixed_rows(board, spec.fixed));
  if (recipe.wall_variables) model->add_family(square_rows(board, Var::wall));
  if (recipe.count_row == CountRow::k || (recipe.count_row == CountRow::k_unless_classic && !classic))
    model->add_family(piece_count_row(board, spec.piece, effective_k(spec)));
  if (recipe.cover != Cover::none && spec.cover == CoverForm::lines) {
    std::vector<const Lines*> ride_lines;
    for (Dir d : kAllDirs)
      if (spec.piece.rides(d)) {
        const Lines& lines = model->lines(d);
        model->restrict_columns(owner_var(d), owner_squares(board, lines));
        model->add_family(segment_holds_rows(board, lines));
        ride_lines.push_back(&lines);
      }
    model->add_family(line_cover_rows(board, spec.piece, std::move(ride_lines)));
  } else if (recipe.cover != Cover::none) {
    model->add_family(cover_rows(board, spec.piece, recipe.cover == Cover::occupy_or_attack));
  }
  if (recipe.regions) {  // the model's own copy of the grid: the family keeps a reference to it
    model->add_family(line_count_rows(board, true, effective_k(spec)));
    model->add_family(line_count_rows(board, false, effective_k(spec)));
    model->add_family(region_rows(board, model->spec().regions, effective_k(spec)));
  }
  if (recipe.two_colours) model->add_family(balance_row(board));
  if (recipe.per_line > 0) model->add_family(slope_line_rows(board, recipe.per_line));
  model->objective() = {std::string(recipe.objective_name), std::string(recipe.objective_mps_name), recipe.sense,
                        recipe.objective};
  if (spec.at_most >= 0) {  // the feasibility form: "can K pieces do it?", no objective
    model->add_family(piece_count_row(board, spec.piece, spec.at_most, Sense::le));
    model->objective() = {"zero", "zero", ObjectiveSense::minimize, ObjectiveKind::none};
  }
  if (spec.cube) model->add_family(empty_line_rows(board, *spec.cube));

  if (spec.cut_spencer) model->add_family(spencer_row(board));
  if (spec.cut_symmetry) model->add_family(symmetry_rows(board, recipe.two_colours && spec.fixed.empty()));
  if (spec.cut_colour_order) model->add_family(colour_order_rows(colours));
  if (spec.cut_clique) model->add_family(clique_colour_rows(greedy_clique(spec)));
  bool any_row = false;
  for (const auto& family : model->families()) any_row = any_row || family->has_rows();
  if (!any_row) model->add_family(trivial_row(board));
  return model;
}

}  // namespace boardlp
