#include "checker.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <map>
#include <numeric>
#include <set>
#include <unordered_set>

#include <fmt/format.h>

#include "names.hpp"
#include "status.hpp"
#include "wording.hpp"

namespace boardlp {

namespace {


std::string sq(Square s) { return fmt::format("({},{})", s.r + 1, s.c + 1); }

std::vector<Square> attacked_of(const Spec& spec, const std::vector<Square>& pieces, const Board& walls);

}  // namespace

bool tells_solutions_apart(ColumnKind kind) {
  switch (kind) {
    case ColumnKind::piece: return var_kind(Var::piece).placement;
    case ColumnKind::black: return var_kind(Var::black).placement;
    case ColumnKind::wall: return var_kind(Var::wall).placement;
    case ColumnKind::unattacked: return var_kind(Var::unattacked).placement;
    case ColumnKind::owner: return var_kind(Var::own_rt).placement;
    case ColumnKind::coloured: return var_kind(Var::piece).placement;
    case ColumnKind::colour_used: return var_kind(Var::colour_used).placement;
    case ColumnKind::auxiliary: return false;  // aux_N (a clausal encoding's) and lx1..lx7
  }
  return false;
}

bool parse_square_name(std::string_view name, ColumnKind& kind, Square& s, int32_t* colour) {
  const size_t bar = name.find('_');
  if (bar == std::string_view::npos || bar == 0) return false;
  const std::string_view prefix = name.substr(0, bar);
  // The numbers after the prefix, each after a '_': two for a square, three for a coloured square,
  // one for w_k.
  int32_t numbers[3] = {0, 0, 0};
  size_t count = 0;
  const char* p = name.data() + bar;
  const char* end = name.data() + name.size();
  while (p != end) {
    if (*p != '_' || count == 3) return false;
    auto [next, error] = std::from_chars(p + 1, end, numbers[count]);
    if (error != std::errc() || numbers[count] < 1) return false;
    ++count;
    p = next;
  }
  if (colour) *colour = 0;
  if (prefix == "aux" && count == 1) {
    kind = ColumnKind::auxiliary;
    s = {};
    return true;
  }
  if (prefix == "w" && count == 1) {
    kind = ColumnKind::colour_used;
    if (colour) *colour = numbers[0];
    return true;
  }
  if (prefix == "x" && count == 3) {
    kind = ColumnKind::coloured;
    if (colour) *colour = numbers[2];
  } else if (count != 2) {
    return false;
  } else if (prefix == "x") kind = ColumnKind::piece;
  else if (prefix == "y") kind = ColumnKind::black;
  else if (prefix == "w") kind = ColumnKind::wall;
  else if (prefix == "u") kind = ColumnKind::unattacked;
  else if (prefix.size() == 3 && prefix[0] == 'l' && prefix[1] == 'x' && prefix[2] >= '1' && prefix[2] <= '7')
    kind = ColumnKind::auxiliary;  // lx1 .. lx7: a lex-leader chain (--cut lex), not part of the placement
  else if (prefix.size() >= 3 && prefix[0] == 'o' &&
           prefix.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789", 1) == std::string_view::npos)
    kind = ColumnKind::owner;  // ort, odn, odr, odl, ort2, ..., onr4: one of boardlp's line codes
  else return false;
  s = {numbers[0] - 1, numbers[1] - 1};
  return true;
}

namespace {

// The checker's own reading of a piece, from its name alone (the model builder's movement table is
// not used, so that a mistake there shows here): each atom as the vectors it moves by.
struct Move {
  int32_t dr, dc;
  bool ride;  // repeated until the edge or a wall
};

void add_atom(char atom, bool ride, std::vector<Move>& moves) {
  int32_t a = 0, b = 0;  // the vector (a, b) in all its rotations and reflections
  switch (atom) {
    case 'W': a = 0, b = 1; break;
    case 'F': a = 1, b = 1; break;
    case 'D': a = 0, b = 2; break;
    case 'N': a = 1, b = 2; break;
    case 'A': a = 2, b = 2; break;
    default: return;
  }
  for (int32_t sa : {1, -1})
    for (int32_t sb : {1, -1}) {
      moves.push_back({sa * a, sb * b, ride});
      moves.push_back({sb * b, sa * a, ride});
    }
}

std::vector<Move> moves_of(const std::string& name) {
  static const std::pair<const char*, const char*> kNamed[] = {
      {"queens", "RB"}, {"rooks", "R"}, {"bishops", "B"}, {"kings", "WF"}, {"knights", "N"},
      {"amazons", "RBN"}, {"chancellors", "RN"}, {"archbishops", "BN"}, {"nightriders", "NN"}};
  std::string betza = name;
  for (const auto& [word, letters] : kNamed)
    if (name == word) betza = letters;
  std::vector<Move> moves;
  for (size_t i = 0; i < betza.size(); ++i) {
    const char ch = betza[i];
    if (ch == 'R') add_atom('W', true, moves);
    else if (ch == 'B') add_atom('F', true, moves);
    else if (ch == 'Q') add_atom('W', true, moves), add_atom('F', true, moves);
    else if (ch == 'K') add_atom('W', false, moves), add_atom('F', false, moves);
    else if (i + 1 < betza.size() && betza[i + 1] == ch) add_atom(ch, true, moves), ++i;
    else add_atom(ch, false, moves);
  }
  return moves;
}

// The piece's moves, read once per piece name (the check asks for every pair of pieces).
const std::vector<Move>& moves_for(Piece piece) {
  static thread_local std::string cached_name;
  static thread_local std::vector<Move> cached_moves;
  const std::string name = word(piece);
  if (name != cached_name) cached_moves = moves_of(cached_name = name);
  return cached_moves;
}

// On a torus: walk each move from a, wrapping by hand, until b, a wall, or back to a.
bool torus_attack(Piece piece, Square a, Square b, const Board& board) {
  const int32_t R = board.rows(), C = board.cols();
  for (const Move& m : moves_for(piece)) {
    int32_t r = a.r, c = a.c;
    for (int32_t t = 1; t <= R * C; ++t) {
      r = ((r + m.dr) % R + R) % R;
      c = ((c + m.dc) % C + C) % C;
      if (r == b.r && c == b.c) return true;
      if (!m.ride || (r == a.r && c == a.c) || board.is_wall(r, c)) break;
    }
  }
  return false;
}

}  // namespace

bool pieces_attack(Piece piece, Square a, Square b, const Board& walls) {
  if (a == b) return false;
  if (walls.torus()) return torus_attack(piece, a, b, walls);
  const int32_t dr = b.r - a.r, dc = b.c - a.c;
  for (const Move& m : moves_for(piece)) {
    if (!m.ride) {
      if (dr == m.dr && dc == m.dc) return true;
      continue;
    }
    // b = a + t * (m.dr, m.dc) for some t >= 1, and no wall on the squares between.
    const int32_t t = m.dr != 0 ? dr / m.dr : dc / m.dc;
    if (t < 1 || dr != t * m.dr || dc != t * m.dc) continue;
    bool blocked = false;
    for (int32_t i = 1; i < t && !blocked; ++i) blocked = walls.is_wall(a.r + i * m.dr, a.c + i * m.dc);
    if (!blocked) return true;
  }
  return false;
}

namespace {

// The checker's own rules of each problem, keyed by the problem's word. They are written out
// here again, not read from the generator's problem units (core/problems/), so that a wrong recipe is
// caught by the check instead of hiding in it.
// twice: a piece on the square counts once and each piece that attacks it once, two in all
// (double domination).
enum class MustCover { nothing, occupied_or_attacked, attacked_from_elsewhere, twice };
enum class Answer { pieces, walls, zero, free_squares, colours, from_file };  // what the objective counts
struct Rules {
  std::string_view word;
  bool apart = false;                       // no two pieces (of one colour) attack each other
  MustCover cover = MustCover::nothing;     // what every square but a wall must be
  bool two_colours = false;                 // white and black, as many of each, neither attacking the other
  bool free_squares = false;                // u_R_C marks squares no piece occupies or attacks
  bool k_per_line_and_region = false;       // exactly the header's k in every row, column and region
  bool colouring = false;                   // every open square one colour of the header's k, no two of a colour attacking
  bool new_walls = false;                   // the answer may add walls (least-walls' w_R_C)
  bool exactly_k = false;                   // exactly the header's k pieces
  int in_line = 0;                          // at most this many on one line of any slope, walls cutting it (0: no limit)
  Answer objective = Answer::from_file;
  bool maximize = false;                    // an MPS file states it negated
};
constexpr Rules kRules[] = {
    {.word = "max", .apart = true, .objective = Answer::pieces, .maximize = true},
    {.word = "place", .apart = true, .exactly_k = true, .objective = Answer::zero},
    {.word = "least-walls", .apart = true, .new_walls = true, .exactly_k = true, .objective = Answer::walls},
    {.word = "dominate", .cover = MustCover::occupied_or_attacked, .objective = Answer::pieces},
    {.word = "independent-dominate", .apart = true, .cover = MustCover::occupied_or_attacked, .objective = Answer::pieces},
    {.word = "total-dominate", .cover = MustCover::attacked_from_elsewhere, .objective = Answer::pieces},
    {.word = "double-dominate", .cover = MustCover::twice, .objective = Answer::pieces},
    {.word = "armies", .two_colours = true, .objective = Answer::pieces, .maximize = true},
    {.word = "regions", .apart = true, .k_per_line_and_region = true, .objective = Answer::zero},
    {.word = "non-dominating", .free_squares = true, .exactly_k = true, .objective = Answer::free_squares, .maximize = true},
    {.word = "colour", .colouring = true, .objective = Answer::colours},
    {.word = "no-three-in-line", .in_line = 2, .objective = Answer::pieces, .maximize = true},
};
// A file whose header names no problem: pieces apart is all that can be checked.
constexpr Rules kUnknown{.word = "", .apart = true, .objective = Answer::from_file};

const Rules& rules_of(const BoardInfo& info) {
  if (!info.problem_known) return kUnknown;
  for (const Rules& r : kRules)
    if (r.word == problem_word(info.spec.problem)) return r;
  throw std::logic_error(fmt::format("the checker has no rules for problem {}", problem_word(info.spec.problem)));
}

// Whether square q is in the set --pieces-on or --cover-on names: the checker's own reading of the
// sets' words (not the generator's table), so that a slip in one is caught by the other.
bool in_set(SquareClass set, Square q, const Spec& spec) {
  const bool border = q.r == 0 || q.c == 0 || q.r == spec.rows - 1 || q.c == spec.cols - 1;
  const std::string_view word = square_class_row(set).word;
  if (word == "all") return true;
  if (word == "light") return (q.r + 1 + q.c + 1) % 2 == 0;
  if (word == "dark") return (q.r + 1 + q.c + 1) % 2 == 1;
  if (word == "border") return border;
  if (word == "interior") return !border;
  throw std::logic_error(fmt::format("the checker has no rule for the square set {}", word));
}

// The squares (walls and squares outside cover-on excepted) that no piece of the placement stands
// on or attacks, in board order.
std::vector<Square> uncovered(const Spec& spec, const Placement& placement, const Board& walls) {
  const std::vector<Square> seen = attacked_of(spec, placement.pieces, walls);
  std::vector<Square> out;
  for (int32_t r = 0; r < spec.rows; ++r)
    for (int32_t c = 0; c < spec.cols; ++c) {
      const Square q{r, c};
      if (!walls.is_wall(r, c) && in_set(spec.cover_on, q, spec) &&
          !std::binary_search(placement.pieces.begin(), placement.pieces.end(), q) &&
          !std::binary_search(seen.begin(), seen.end(), q))
        out.push_back(q);
    }
  return out;
}

// The squares (walls excepted) that no piece on another square attacks, in board order: an
// occupied square too needs a piece elsewhere (total domination).
std::vector<Square> unattacked(const Spec& spec, const Placement& placement, const Board& walls) {
  std::vector<Square> out;
  for (int32_t r = 0; r < spec.rows; ++r)
    for (int32_t c = 0; c < spec.cols; ++c) {
      const Square q{r, c};
      if (walls.is_wall(r, c) || !in_set(spec.cover_on, q, spec)) continue;
      if (std::none_of(placement.pieces.begin(), placement.pieces.end(),
                       [&](const Square& p) { return p != q && pieces_attack(spec.piece, p, q, walls); }))
        out.push_back(q);
    }
  return out;
}

// The squares (walls and squares outside cover-on excepted) covered fewer than twice, each with
// its covers: one for a piece on it, one for each piece that attacks it (double domination).
std::vector<std::pair<Square, int>> covered_less_than_twice(const Spec& spec, const Placement& placement, const Board& walls) {
  std::vector<std::pair<Square, int>> out;
  for (int32_t r = 0; r < spec.rows; ++r)
    for (int32_t c = 0; c < spec.cols; ++c) {
      const Square q{r, c};
      if (walls.is_wall(r, c) || !in_set(spec.cover_on, q, spec)) continue;
      int covers = 0;
      for (const Square& p : placement.pieces) covers += p == q || pieces_attack(spec.piece, p, q, walls);
      if (covers < 2) out.emplace_back(q, covers);
    }
  return out;
}

std::vector<Square> attacked_of(const Spec& spec, const std::vector<Square>& pieces, const Board& walls) {
  std::vector<Square> out;
  for (int32_t r = 0; r < spec.rows; ++r)
    for (int32_t c = 0; c < spec.cols; ++c) {
      const Square q{r, c};
      if (walls.is_wall(r, c) || std::binary_search(pieces.begin(), pieces.end(), q)) continue;
      if (std::any_of(pieces.begin(), pieces.end(), [&](const Square& p) { return pieces_attack(spec.piece, p, q, walls); }))
        out.push_back(q);
    }
  return out;
}

// Whether three squares lie on one line of any slope with no wall between the outer two: from the
// first in board order to the last in steps of the line's direction in lowest terms, passing the
// middle one and no wall.
bool three_in_line(Square a, Square b, Square c, const Board& walls) {
  std::array<Square, 3> q{a, b, c};
  std::sort(q.begin(), q.end());
  const int32_t dr = q[2].r - q[0].r, dc = q[2].c - q[0].c;
  const int32_t g = std::gcd(dr, std::abs(dc));
  bool met_middle = false;
  for (int32_t t = 1; t < g; ++t) {
    const Square p{q[0].r + t * (dr / g), q[0].c + t * (dc / g)};
    if (walls.is_wall(p.r, p.c)) return false;
    met_middle = met_middle || p == q[1];
  }
  return met_middle;
}

// No more than `most` pieces on one line: every triple (for most = 2; the only limit asked yet).
void check_in_line(const Spec& s, const Placement& p, const Board& walls, int most, std::vector<std::string>& faults) {
  if (most != 2) throw std::logic_error("the checker tests lines for at most 2 pieces only");
  const std::vector<Square>& q = p.pieces;
  for (size_t i = 0; i < q.size(); ++i)
    for (size_t j = i + 1; j < q.size(); ++j)
      for (size_t k = j + 1; k < q.size(); ++k)
        if (three_in_line(q[i], q[j], q[k], walls))
          faults.push_back(fmt::format("three {} on one line: {}, {} and {}", plural(s.piece), sq(q[i]), sq(q[j]), sq(q[k])));
}

// A proof's cube: the placement's first and last empty row and column are the header's.
void check_cube(const Spec& s, const Placement& p, std::vector<std::string>& faults) {
  std::vector<bool> row_used(static_cast<size_t>(s.rows)), col_used(static_cast<size_t>(s.cols));
  for (const Square& q : p.pieces) {
    row_used[static_cast<size_t>(q.r)] = true;
    col_used[static_cast<size_t>(q.c)] = true;
  }
  auto check = [&](const std::vector<bool>& used, int32_t first, int32_t last, const char* lines) {
    const auto empty_first = std::find(used.begin(), used.end(), false);
    const auto empty_last = std::find(used.rbegin(), used.rend(), false);
    if (empty_first == used.end()) {
      faults.push_back(fmt::format("every {} holds a piece, but the cube says {} {} and {} hold none", lines, lines, first + 1, last + 1));
      return;
    }
    const auto f = static_cast<int32_t>(empty_first - used.begin());
    const auto l = static_cast<int32_t>(used.rend() - empty_last) - 1;
    if (f != first || l != last)
      faults.push_back(fmt::format("the first and last {} with no piece are {} and {}, not the cube's {} and {}", lines, f + 1,
                                   l + 1, first + 1, last + 1));
  };
  check(row_used, s.cube->first_row, s.cube->last_row, "rows");
  check(col_used, s.cube->first_col, s.cube->last_col, "columns");
}

// Colouring: every open square exactly one colour of 1..k, none on a wall or a hole, no two
// squares of one colour attacking each other, and w_k = 1 for every colour a square has.
void check_colouring(const Spec& s, const Placement& p, const Board& board, std::vector<std::string>& faults) {
  const int64_t k = s.k;
  std::map<Square, int32_t> colour_of;
  for (const auto& [q, c] : p.coloured) {
    if (!board.on_board(q.r, q.c) || board.is_wall(q.r, q.c) || std::binary_search(s.holes.begin(), s.holes.end(), q))
      faults.push_back(fmt::format("square {} has colour {} but is not an open square", sq(q), c));
    else if (k >= 0 && c > k)
      faults.push_back(fmt::format("square {} has colour {}, past the model's {} colours", sq(q), c, k));
    else if (!colour_of.emplace(q, c).second)
      faults.push_back(fmt::format("square {} has two colours: {} and {}", sq(q), colour_of[q], c));
  }
  for (int32_t r = 0; r < s.rows; ++r)
    for (int32_t c = 0; c < s.cols; ++c)
      if (!board.is_wall(r, c) && !std::binary_search(s.holes.begin(), s.holes.end(), Square{r, c}) && !colour_of.count({r, c}))
        faults.push_back(fmt::format("square {} has no colour", sq({r, c})));
  std::map<int32_t, std::vector<Square>> squares_of;
  for (const auto& [q, c] : colour_of) squares_of[c].push_back(q);
  for (const auto& [c, squares] : squares_of) {
    if (!std::binary_search(p.colours_used.begin(), p.colours_used.end(), c))
      faults.push_back(fmt::format("colour {} is on {} but w_{} is 0", c, counted(squares.size(), "square", "squares"), c));
    for (size_t i = 0; i < squares.size(); ++i)
      for (size_t j = i + 1; j < squares.size(); ++j)
        if (pieces_attack(s.piece, squares[i], squares[j], board))
          faults.push_back(fmt::format("squares {} and {} have colour {} but attack each other", sq(squares[i]), sq(squares[j]), c));
  }
}

}  // namespace

std::vector<Square> attacked_squares(const Spec& spec, const std::vector<Square>& pieces) {
  return attacked_of(spec, pieces, Board(spec.rows, spec.cols, spec.walls, {}, spec.torus));
}

ColumnsAtOne columns_at_one(const std::vector<std::pair<std::string, double>>& values) {
  ColumnsAtOne out;
  for (const auto& [name, value] : values) {
    ColumnMeaning m;
    if (!parse_square_name(name, m.kind, m.square, &m.colour))
      throw DriverError(exit_bad_input, fmt::format("the solution has column '{}', which is not x_R_C, y_R_C, w_R_C, "
                                                    "u_R_C, x_R_C_k, w_k or a segment's owner: does the header line "
                                                    "belong to this file?", name));
    if (std::abs(value) <= kCheckTolerance) continue;  // solvers print -1e-12 for a zero
    if (std::abs(value - 1) > kCheckTolerance)
      throw DriverError(exit_check_failed, fmt::format("the solution gives {} the value {}, not 0 or 1", name, value));
    if (m.kind == ColumnKind::colour_used) m.square = {};
    out.push_back(m);
  }
  std::sort(out.begin(), out.end());
  return out;
}

Placement placement_of(const ColumnsAtOne& columns) {
  Placement p;
  for (const ColumnMeaning& m : columns) {  // sorted: each list in board order
    const Square s = m.square;
    switch (m.kind) {
      case ColumnKind::piece: p.pieces.push_back(s); break;
      case ColumnKind::black: p.black.push_back(s); break;
      case ColumnKind::wall: p.new_walls.push_back(s); break;
      case ColumnKind::unattacked: p.unattacked.push_back(s); break;
      case ColumnKind::coloured: p.coloured.push_back({s, m.colour}); break;
      case ColumnKind::colour_used: p.colours_used.push_back(m.colour); break;
      case ColumnKind::owner: break;  // a segment's indicator, not part of the placement
      case ColumnKind::auxiliary: break;  // an encoding's counter
    }
  }
  return p;
}

Placement placement_of(const SolverAnswer& answer) { return placement_of(columns_at_one(answer.values)); }

std::vector<std::string> check_placement(const BoardInfo& info, const Placement& placement,
                                         std::optional<double> stated) {
  const Spec& s = info.spec;
  std::vector<std::string> faults;
  std::vector<Square> all_walls = s.walls;
  for (const Square& w : placement.new_walls) {
    if (w.r >= s.rows || w.c >= s.cols) faults.push_back(fmt::format("a wall is off the board: {}", sq(w)));
    else if (std::binary_search(s.walls.begin(), s.walls.end(), w)) faults.push_back(fmt::format("a wall is added where one stands: {}", sq(w)));
    else all_walls.push_back(w);
  }
  if (!faults.empty()) return faults;
  const Board board(s.rows, s.cols, all_walls, {}, s.torus);
  const Rules& rules = rules_of(info);
  const bool armies = rules.two_colours;
  if (!armies && !placement.black.empty())
    faults.push_back(fmt::format("black pieces where the problem has one colour: {}", sq(placement.black.front())));
  if (!rules.free_squares && !placement.unattacked.empty())
    faults.push_back(fmt::format("unattacked squares (u_R_C) where the problem counts none: {}", sq(placement.unattacked.front())));
  for (const auto* list : {&placement.pieces, &placement.black})
    for (const Square& q : *list) {
      const std::string what = (armies ? list == &placement.pieces ? "white " : "black " : "") + singular(s.piece);
      if (!board.on_board(q.r, q.c)) faults.push_back(fmt::format("a {} is off the {}x{} board: {}", what, s.rows, s.cols, sq(q)));
      else if (board.is_wall(q.r, q.c)) faults.push_back(fmt::format("a {} stands on a wall: {}", what, sq(q)));
      else if (!in_set(s.pieces_on, q, s))
        faults.push_back(fmt::format("a {} stands outside pieces-on={}: {}", what, square_class_row(s.pieces_on).word, sq(q)));
      else if (std::binary_search(s.holes.begin(), s.holes.end(), q))
        faults.push_back(fmt::format("a {} stands on a hole: {}", what, sq(q)));
      else if (list == &placement.black && std::binary_search(placement.pieces.begin(), placement.pieces.end(), q))
        faults.push_back(fmt::format("a white and a black {} share a square: {}", singular(s.piece), sq(q)));
    }
  for (const Square& f : s.fixed)  // holes do not block lines: the board keeps walls only
    if (!std::binary_search(placement.pieces.begin(), placement.pieces.end(), f))
      faults.push_back(fmt::format("no {} on {}, where one is fixed", singular(s.piece), sq(f)));
  if (!faults.empty()) return faults;
  const bool apart = rules.apart;
  for (const Square& w : placement.pieces)
    for (const Square& b : placement.black)
      if (pieces_attack(s.piece, w, b, board) || pieces_attack(s.piece, b, w, board))
        faults.push_back(fmt::format("a white and a black {} attack each other: {} and {}", singular(s.piece), sq(w), sq(b)));
  if (armies && placement.pieces.size() != placement.black.size())
    faults.push_back(fmt::format("the armies differ: {} white and {} black", placement.pieces.size(), placement.black.size()));
  for (size_t i = 0; i < placement.pieces.size() && apart; ++i)
    for (size_t j = i + 1; j < placement.pieces.size(); ++j)
      if (pieces_attack(s.piece, placement.pieces[i], placement.pieces[j], board))
        faults.push_back(fmt::format("two {} attack each other: {} and {}", plural(s.piece), sq(placement.pieces[i]),
                                       sq(placement.pieces[j])));
  if (!info.problem_known) return faults;
  if (rules.in_line > 0) check_in_line(s, placement, board, rules.in_line, faults);
  if (rules.cover == MustCover::occupied_or_attacked)  // every square but a wall
    for (const Square& q : uncovered(s, placement, board))
      faults.push_back(fmt::format("square {} is neither occupied nor attacked", sq(q)));
  if (rules.cover == MustCover::attacked_from_elsewhere)
    for (const Square& q : unattacked(s, placement, board))
      faults.push_back(fmt::format("square {} is attacked by no piece on another square", sq(q)));
  if (rules.cover == MustCover::twice)
    for (const auto& [q, covers] : covered_less_than_twice(s, placement, board))
      faults.push_back(fmt::format("square {} is covered {}, not twice", sq(q), covers == 0 ? "by no piece" : "once"));
  // Region puzzles: count the pieces of each row, column and region of the header's grid.
  if (rules.k_per_line_and_region) {
    const int64_t k = s.k >= 0 ? s.k : 1;
    std::vector<int64_t> in_row(static_cast<size_t>(s.rows)), in_col(static_cast<size_t>(s.cols));
    std::map<char, int64_t> in_region;
    for (int32_t r = 0; r < s.rows && s.regions.size() == static_cast<size_t>(s.rows) * static_cast<size_t>(s.cols); ++r)
      for (int32_t c = 0; c < s.cols; ++c)
        if (const char id = s.regions[static_cast<size_t>(r * s.cols + c)]; id != '#') in_region.emplace(id, 0);
    if (in_region.empty()) faults.push_back("the header gives no region grid (regions=) to check the regions against");
    for (const Square& q : placement.pieces) {
      ++in_row[static_cast<size_t>(q.r)];
      ++in_col[static_cast<size_t>(q.c)];
      if (!in_region.empty()) ++in_region[s.regions[static_cast<size_t>(q.r * s.cols + q.c)]];
    }
    for (int32_t r = 0; r < s.rows; ++r)
      if (in_row[static_cast<size_t>(r)] != k)
        faults.push_back(fmt::format("row {} holds {}, not {}", r + 1, counted(static_cast<uint64_t>(in_row[static_cast<size_t>(r)]), singular(s.piece), plural(s.piece)), k));
    for (int32_t c = 0; c < s.cols; ++c)
      if (in_col[static_cast<size_t>(c)] != k)
        faults.push_back(fmt::format("column {} holds {}, not {}", c + 1, counted(static_cast<uint64_t>(in_col[static_cast<size_t>(c)]), singular(s.piece), plural(s.piece)), k));
    for (const auto& [id, n] : in_region)
      if (n != k) faults.push_back(fmt::format("region '{}' holds {}, not {}", id, counted(static_cast<uint64_t>(n), singular(s.piece), plural(s.piece)), k));
  }
  // Non-dominating: a square counted as free must be open, empty and attacked by no piece. (An
  // uncounted free square only makes the objective smaller than it could be: a bound, not a fault.)
  for (const Square& q : placement.unattacked) {
    if (!board.on_board(q.r, q.c) || board.is_wall(q.r, q.c) || std::binary_search(s.holes.begin(), s.holes.end(), q))
      faults.push_back(fmt::format("square {} is counted as free but is not an open square", sq(q)));
    else if (std::binary_search(placement.pieces.begin(), placement.pieces.end(), q))
      faults.push_back(fmt::format("square {} is counted as free but holds a {}", sq(q), singular(s.piece)));
    else if (const auto by = std::find_if(placement.pieces.begin(), placement.pieces.end(),
                                          [&](const Square& p) { return pieces_attack(s.piece, p, q, board); });
             by != placement.pieces.end())
      faults.push_back(fmt::format("square {} is counted as free but the {} on {} attacks it", sq(q), singular(s.piece), sq(*by)));
  }
  if (rules.colouring) check_colouring(s, placement, board, faults);
  else if (!placement.coloured.empty() || !placement.colours_used.empty())
    faults.push_back("colours (x_R_C_k, w_k) where the problem colours nothing");
  const auto count = static_cast<double>(placement.pieces.size());
  if (rules.exactly_k && s.k >= 0 && count != static_cast<double>(s.k))
    faults.push_back(fmt::format("{} placed where the model asks for exactly {}",
                                   counted(static_cast<uint64_t>(count), singular(s.piece), plural(s.piece)), s.k));
  // The feasibility form at a bound (at-most=K): at most K pieces and no objective; a proof's cube
  // (cube=): its first and last empty row and column, found from the placement itself.
  if (s.at_most >= 0 && count > static_cast<double>(s.at_most))
    faults.push_back(fmt::format("{} placed where the model allows at most {}",
                                 counted(static_cast<uint64_t>(count), singular(s.piece), plural(s.piece)), s.at_most));
  if (s.cube) check_cube(s, placement, faults);
  // A maximum's feasibility form (at-least=M): what the maximum counts reaches M, by this file's own count.
  if (s.at_least >= 0) {
    const bool free = rules.objective == Answer::free_squares;
    const auto reached = static_cast<int64_t>(free ? placement.unattacked.size() : placement.pieces.size());
    if (reached < s.at_least)
      faults.push_back(fmt::format("{} {} where the model asks for at least {}", reached,
                                   free ? (reached == 1 ? "free square" : "free squares")
                                        : (reached == 1 ? singular(s.piece) : plural(s.piece)),
                                   s.at_least));
  }
  if (stated) {
    const double expect = s.at_most >= 0 || s.at_least >= 0 ? 0.0
                          : s.weighted ? *stated  // weights: checked against the file
                          : rules.objective == Answer::pieces ? count
                          : rules.objective == Answer::walls ? static_cast<double>(placement.new_walls.size())
                          : rules.objective == Answer::zero ? 0.0
                          : rules.objective == Answer::free_squares ? static_cast<double>(placement.unattacked.size())
                          : rules.objective == Answer::colours ? static_cast<double>(placement.colours_used.size())
                                                                    : *stated;  // no problem known: the file's own
    if (std::abs(expect - *stated) > kCheckTolerance * (1 + std::abs(expect)))
      faults.push_back(fmt::format("the solver says the objective is {} but the solution gives {}", *stated, expect));
  }
  return faults;
}

void check_header_matches(const BoardInfo& info, const std::vector<std::string>& col_names) {
  const Spec& s = info.spec;
  const Board board(s.rows, s.cols, s.walls, s.holes);
  const bool walls_vars = rules_of(info).new_walls;
  const bool armies = rules_of(info).two_colours;
  const bool free_squares = rules_of(info).free_squares;
  const bool colouring = rules_of(info).colouring;
  std::unordered_set<std::string> seen;  // the square variables (a segment's owner is not one)
  for (const std::string& name : col_names) {
    ColumnKind kind{};
    Square q;
    int32_t colour = 0;
    const bool parsed = parse_square_name(name, kind, q, &colour);
    const bool in_colours = colour >= 1 && colour <= s.k;
    auto allowed = [&] {
      if (!parsed) return false;
      if (kind == ColumnKind::colour_used) return colouring && in_colours;
      if (!board.on_board(q.r, q.c) || board.is_closed(q.r, q.c)) return false;
      if (colouring) return kind == ColumnKind::coloured && in_colours;
      return kind == ColumnKind::piece || (kind == ColumnKind::wall && walls_vars) ||
             ((kind == ColumnKind::black || kind == ColumnKind::owner) && armies) ||
             ((kind == ColumnKind::unattacked || kind == ColumnKind::owner) && free_squares) ||
             (kind == ColumnKind::owner && s.cover == CoverForm::lines);  // the line cover's indicators
    };
    if (parsed && kind == ColumnKind::auxiliary) continue;  // a clausal file's encoding
    const bool ok = allowed();
    if (!ok)
      throw DriverError(exit_bad_input, fmt::format("the header says {} on {}{}, but the file has a column "
                                                    "'{}' that is not one of its squares: fix the header or the file",
                                                    plural(s.piece), a_board(s.rows, s.cols), s.walls.empty() ? "" : " with walls", name));
    if (kind != ColumnKind::owner) seen.insert(name);
  }
  const int64_t expect = colouring ? (board.open_squares() + 1) * std::max<int64_t>(s.k, 0)
                                   : board.open_squares() * (walls_vars || armies || free_squares ? 2 : 1);
  if (static_cast<int64_t>(seen.size()) != expect)
    throw DriverError(exit_bad_input, fmt::format("the header says {} on {} ({} variables), but the file has {}",
                                                  plural(s.piece), a_board(s.rows, s.cols), expect, seen.size()));
}

double stated_objective(const BoardInfo* info, FileFormat format, double file_objective) {
  const bool negated = info && rules_of(*info).maximize && !format_row(format).maximizes;
  return negated ? -file_objective : file_objective;
}

}  // namespace boardlp
