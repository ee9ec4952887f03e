// The four dominations: the fewest pieces that occupy or attack every square (independent: that
// also leave each other alone), or that attack every square, their own too (total), or that
// cover every square twice, a piece on it counting once and each attacker once (double).
#include <algorithm>

#include <fmt/format.h>

#include "attacks.hpp"
#include "count_question.hpp"
#include "errors.hpp"
#include "families.hpp"
#include "shared_rows.hpp"
#include "units.hpp"
#include "wording.hpp"

namespace boardlp {

namespace {

using enum ObjectiveKind;
constexpr std::string_view kFewest = "minimize  {{name}}: sum over all squares of x_R_C, the number of {{pieces}}";

constexpr ProblemRecipe kDominate{
    .problem = Problem::dominate, .word = "dominate",
    .help = "the fewest pieces that occupy or attack every square (walls need no cover, holes do)",
    .cover = Cover::occupy_or_attack,
    .objective_name = "npieces", .objective_mps_name = "npieces", .objective = count_pieces,
    .objective_lp = kFewest, .sized_series = true, .bound_verb = "dominates",
    .formulation_words = "Plain domination has one formulation (a row per square); a known lower bound added as a row "
                         "lifts the bound where the LP alone is weak.",
    .count = {count::Goal::dominate, "min", "minimum dominating"}};

constexpr ProblemRecipe kIndependentDominate{
    .problem = Problem::independent_dominate, .word = "independent-dominate",
    .help = "the same with no two pieces attacking each other",
    .apart = true, .cover = Cover::occupy_or_attack,
    .objective_name = "npieces", .objective_mps_name = "npieces", .objective = count_pieces,
    .objective_lp = kFewest, .sized_series = true, .bound_verb = "independently dominates",
    .formulation_words = "Independent domination adds the packing rows, in the clique or pairwise form.",
    .count = {count::Goal::independent_dominate, "min", "minimum independent dominating"}};

constexpr ProblemRecipe kTotalDominate{
    .problem = Problem::total_dominate, .word = "total-dominate",
    .help = "the fewest pieces such that every square, occupied or not, is attacked by a piece on another square",
    .cover = Cover::attack_only,
    .objective_name = "npieces", .objective_mps_name = "npieces", .objective = count_pieces,
    .objective_lp = kFewest, .sized_series = true, .bound_verb = "totally dominates",
    .formulation_words = "Total domination has one formulation (a row per square, its own piece left out); a known lower "
                         "bound added as a row lifts the bound where the LP alone is weak.",
    .count = {count::Goal::total_dominate, "min", "minimum total dominating"}};

constexpr ProblemRecipe kDoubleDominate{
    .problem = Problem::double_dominate, .word = "double-dominate",
    .help = "the fewest pieces such that every square is covered twice: a piece on it counts once, each piece that attacks it once",
    .cover = Cover::occupy_or_attack, .cover_times = 2,
    .objective_name = "npieces", .objective_mps_name = "npieces", .objective = count_pieces,
    .objective_lp = kFewest, .sized_series = true, .bound_verb = "doubly dominates",
    .formulation_words = "Double domination has one formulation (a row per square, each square covered twice); a known "
                         "lower bound added as a row lifts the bound where the LP alone is weak.",
    .count = {count::Goal::double_dominate, "min", "minimum double dominating"}};

// How many open squares cover `square`: itself (when `self`) and those that attack it, each once
// (on a small torus a line or two leaps can reach one square twice).
int32_t covering_squares(Piece piece, const Board& board, Square square, bool self) {
  std::vector<Square> found;
  if (self && !board.is_closed(square.r, square.c)) found.push_back(square);
  each_attacked(piece, board, square, [&](Square q) {
    if (!board.is_closed(q.r, q.c)) found.push_back(q);
    return true;
  });
  std::sort(found.begin(), found.end());
  return static_cast<int32_t>(std::unique(found.begin(), found.end()) - found.begin());
}

// Whether some open square other than `hole` attacks it (a hole holds no piece, and a piece does
// not total-dominate its own square, so either is covered from elsewhere).
bool coverable(Piece piece, const Board& board, Square hole) {
  return !each_attacked(piece, board, hole, [&](Square q) { return board.is_closed(q.r, q.c); });
}

class DominationUnit final : public ProblemUnit {
 public:
  using ProblemUnit::ProblemUnit;
  // The line cover (--cover lines): an indicator per segment of each line the piece rides.
  std::vector<ColumnGroup> columns(const Spec& spec) const override {
    std::vector<ColumnGroup> columns{{Var::piece}};
    if (spec.cover == CoverForm::lines)
      for (Dir d : kAllDirs)
        if (spec.piece.rides(d)) columns.push_back({owner_var(d)});
    return columns;
  }
  void add_rows(Model& model) const override {
    const Board& board = model.board();
    const Spec& spec = model.spec();
    if (recipe().apart) add_packing_rows(model, {});
    add_fixed_rows(model);
    if (spec.cover == CoverForm::lines) {
      std::vector<const Lines*> ride_lines;
      for (Dir d : kAllDirs)
        if (spec.piece.rides(d)) {
          const Lines& lines = model.lines(d);
          model.restrict_columns(owner_var(d), owner_squares(board, lines));
          model.add_family(segment_holds_rows(board, lines));
          ride_lines.push_back(&lines);
        }
      model.add_family(line_cover_rows(board, spec.piece, std::move(ride_lines)));
    } else {
      model.add_family(cover_rows(board, spec.piece, recipe().cover == Cover::occupy_or_attack, recipe().cover_times));
    }
  }
  void check(const Spec& spec, const Board& board) const override {
    for (const Square& h : spec.holes)
      if (board.needs_cover(h.r, h.c) && !coverable(spec.piece, board, h))
        throw UserError(spec.pieces_on == SquareClass::all || square_class_row(spec.pieces_on).holds(h.r, h.c, spec.rows, spec.cols)
                            ? fmt::format("the hole at {},{} needs cover but no open square attacks it: make it a wall "
                                          "(walls need no cover) or open a square that attacks it", h.r + 1, h.c + 1)
                            : fmt::format("square {},{} needs cover but no square of --pieces-on {} attacks it: choose "
                                          "--cover-on to leave it out, or another --pieces-on", h.r + 1, h.c + 1,
                                          square_class_row(spec.pieces_on).word));
    // Total domination: a square no other square attacks can never be covered, so no set of
    // pieces total-dominates the board. Said here, before a file that could only be infeasible.
    if (recipe().cover == Cover::attack_only)
      for (int32_t r = 0; r < spec.rows; ++r)
        for (int32_t c = 0; c < spec.cols; ++c)
          if (board.is_open(r, c) && board.needs_cover(r, c) && !coverable(spec.piece, board, {r, c}))
            throw UserError(fmt::format("no set of {} total-dominates {} (the problem is infeasible): no other square "
                                        "{}attacks square {},{}; make it a wall (walls need no cover) or use another board",
                                        plural(spec.piece), a_board(spec.rows, spec.cols),
                                        spec.pieces_on == SquareClass::all ? "" : "a piece may stand on ", r + 1, c + 1));
    // Double domination: a square with fewer squares to cover it than it needs covers can never be.
    if (recipe().cover_times > 1)
      for (int32_t r = 0; r < spec.rows; ++r)
        for (int32_t c = 0; c < spec.cols; ++c)
          if (!board.is_wall(r, c) && board.needs_cover(r, c))
            if (const int32_t n = covering_squares(spec.piece, board, {r, c}, true);
                n < recipe().cover_times)
              throw UserError(fmt::format("no set of {} {} {} (the problem is infeasible): square {},{} needs {} covers and only "
                                          "{} {} cover it (itself and those that attack it{}); make it a wall (walls need no "
                                          "cover) or use another board",
                                          plural(spec.piece), recipe().bound_verb, a_board(spec.rows, spec.cols), r + 1, c + 1,
                                          recipe().cover_times, n, n == 1 ? "square can" : "squares can",
                                          spec.pieces_on == SquareClass::all ? "" : ", where a piece may stand"));
  }
  std::string count_answer(const Spec& spec, const count::Question& q, const count::Result& r, bool classify) const override {
    if (q.at_most) {  // every set of at most K, by size: "332 dominating sets of at most 3 queens (12 of 2, 320 of 3)"
      std::string sizes;
      for (const auto& [pieces, sets] : r.by_size)
        if (sets > 0) sizes += fmt::format("{}{} of {}", sizes.empty() ? "" : ", ", sets.str(), pieces);
      std::string_view words = recipe().count.words;  // "minimum dominating": here every size up to K
      if (words.rfind("minimum ", 0) == 0) words.remove_prefix(8);
      return fmt::format("{} on {}x{}: {} {} {} of at most {} {}{}{}\n", plural(spec.piece), q.rows, q.cols, r.count.str(), words,
                         r.count == 1 ? "set" : "sets", *q.at_most, *q.at_most == 1 ? singular(spec.piece) : plural(spec.piece),
                         sizes.empty() ? "" : " (" + sizes + ")", classes_text(r, classify));
    }
    if (r.pieces >= 0) return ProblemUnit::count_answer(spec, q, r, classify);
    return fmt::format("{} on {}x{}: no set of {} {}s the board\n", plural(spec.piece), q.rows, q.cols, plural(spec.piece),
                       recipe().word);
  }
  std::string form_text(const Spec& spec) const override {
    std::string text = recipe().apart ? packing_form_text(spec) : "No packing rows: dominating pieces may attack each other.";
    if (spec.cover == CoverForm::lines)
      text += "\nLine cover (--cover lines): a square is covered when it holds a piece, when a segment of a line\n"
              "through it holds one (its indicator o, allowed only if a piece stands on the segment), or when\n"
              "a piece stands a leap away: a few terms a row, O(n^2) nonzeros for riders where the square\n"
              "cover (each square's row lists every square that sees it) has O(n^3). A segment with one\n"
              "open square has no indicator: that square's x stands in its rows.";
    return text;
  }
  void template_values(const Spec& spec, const Model& model, std::map<std::string, std::string>& v) const override {
    if (spec.cover != CoverForm::lines) return;
    v["owner_vars"] = owner_columns_text(model, [&](std::string_view prefix, std::string_view line) {
      return fmt::format("{}_R_C = 1 only if {} stands on the segment of the {} that starts at (R,C).", prefix,
                         with_article(singular(spec.piece)), line);
    });
  }
};

}  // namespace

const ProblemUnit& dominate_unit() {
  static const DominationUnit unit(kDominate);
  return unit;
}
const ProblemUnit& independent_dominate_unit() {
  static const DominationUnit unit(kIndependentDominate);
  return unit;
}
const ProblemUnit& total_dominate_unit() {
  static const DominationUnit unit(kTotalDominate);
  return unit;
}
const ProblemUnit& double_dominate_unit() {
  static const DominationUnit unit(kDoubleDominate);
  return unit;
}

}  // namespace boardlp
