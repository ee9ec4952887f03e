// Colouring: every square a colour, no two squares of one colour attacking, in the fewest colours.
#include <fmt/format.h>

#include "count_question.hpp"
#include "errors.hpp"
#include "families.hpp"
#include "problem.hpp"
#include "greedy_colouring.hpp"
#include "shared_rows.hpp"
#include "size_estimate.hpp"
#include "units.hpp"
#include "wording.hpp"

namespace boardlp {

namespace {

constexpr ProblemRecipe kColour{
    .problem = Problem::colour, .word = "colour",
    .help = "colour every square so that no two squares of one colour attack each other, in the fewest colours "
            "(--colours K at most, default a greedy colouring's count; also --color, --colors)",
    .k_option = "colours", .k_default = ProblemRecipe::KDefault::greedy_colours, .apart = true, .colour_layers = true,
    .objective_name = "ncolours", .objective_mps_name = "ncolours", .objective = ObjectiveKind::count_colours,
    .objective_lp = "minimize  {{name}}: sum over k of w_k, the number of colours used",
    .question = "is there a colouring in at most K colours? A solution is one; \"unsatisfiable\" proves that\n"
                "  more colours are needed.",
    .count = {count::Goal::colour, "colours", "the fewest colours"}};

int32_t colours_of(const Spec& spec) { return static_cast<int32_t>(effective_k(spec)); }

class ColourUnit final : public ProblemUnit {
 public:
  using ProblemUnit::ProblemUnit;
  // x_R_C_1, ..., x_R_C_K, then w_1, ..., w_K.
  std::vector<ColumnGroup> columns(const Spec& spec) const override {
    std::vector<ColumnGroup> columns;
    for (Var var : {Var::piece, Var::colour_used})
      for (int32_t k = 1; k <= colours_of(spec); ++k) columns.push_back({var, static_cast<uint16_t>(k)});
    return columns;
  }
  // Each square one colour, then the packing rows once per colour. A square in no packing row
  // (it attacks no other square) is tied to w_k by rows of its own.
  void add_rows(Model& model) const override {
    add_packing_rows(model, {});
    const int32_t colours = colours_of(model.spec());
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
  // K colours, at least 1 (more than the open squares is allowed but never needed).
  void check(const Spec& spec, const Board& board) const override {
    int64_t open = 0;
    for (int32_t r = 0; r < spec.rows; ++r)
      for (int32_t c = 0; c < spec.cols; ++c) open += board.is_closed(r, c) ? 0 : 1;
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
  // The model has K copies of the packing rows: its size with the given K, or with 2 colours and
  // then with the greedy colouring's count (which is not computed for a board too large to colour
  // in K = 2 colours).
  void check_size(const Spec& spec) const override {
    for (Spec sized = spec;; sized.k = greedy_colour_count(spec)) {
      if (const double bytes = estimated_file_bytes(sized); bytes > kMaxFileBytes)
        throw UserError(fmt::format("{}: the colouring model with {} colours would be a file of about {:.0f} GB (its packing "
                                    "rows once per colour); boardlp writes at most {:.0f} GB: use a smaller board{}",
                                    a_board(spec.rows, spec.cols), sized.k > 0 ? sized.k : 2, bytes / 1e9, kMaxFileBytes / 1e9,
                                    spec.k > 0 ? " or fewer colours" : ""));
      if (sized.k > 0) return;
    }
  }
  std::string count_answer(const Spec& spec, const count::Question& q, const count::Result& r, bool) const override {
    if (r.pieces < 0)
      return fmt::format("{} on {}x{}: no colouring in {} (fewer than the board needs)\n", plural(spec.piece), q.rows, q.cols,
                         counted(static_cast<uint64_t>(*q.pieces), "colour", "colours"));
    return fmt::format("{} on {}x{}: the fewest colours {}, {}{} {} up to renaming the colours{}\n", plural(spec.piece),
                       q.rows, q.cols, r.pieces, r.count_stopped ? "more than " : "", r.count.str(),
                       r.count == 1 ? "colouring" : "colourings", r.count_stopped ? " (the count stops there)" : "");
  }
  std::string form_text(const Spec& spec) const override {
    if (spec.formulation == Formulation::pairwise || !attacks_along_lines(spec.piece))
      return "Pairwise form (the textbook assignment model): for each colour, one row per attacking pair\n"
             "x_a_k + x_b_k - w_k <= 0. Its LP relaxation is weak: x = 1/K on every square with w_k = 2/K\n"
             "meets every row, a bound of 2 colours whatever the board.";
    return "Clique form: for each colour, one row per line segment, squares that all attack each other,\n"
           "sum of x_k - w_k <= 0, instead of one per attacking pair (--formulation pairwise). Summed\n"
           "over k, a segment of L squares needs sum w_k >= L: the LP bound is the longest segment, the\n"
           "largest clique the rows name (for queens on n x n, n), where the pairs give 2.";
  }
  void template_values(const Spec& spec, const Model&, std::map<std::string, std::string>& v) const override {
    v["k_source"] = spec.k >= 0 ? "given by --colours" : "the count of a greedy colouring (DSATUR), so that a solution exists";
    v["colour_cut"] = spec.cut_colour_order
                          ? "The cut rows ord_ck (--cut colour-order) keep, of the K! renamings of a colouring, those\n"
                            "that use colours 1, 2, ... first."
                          : "Any renaming of the colours of a solution is a solution too (K! of them): --cut\n"
                            "colour-order keeps those that use colours 1, 2, ... first.";
    // The cuts keep every colouring up to renaming, but not every renaming: opt-in, so that --all
    // on the file lists every solution unless asked. cbc needs them (bench/defaults).
    if (!spec.cut_colour_order && !spec.cut_clique)
      v["colour_cut"] += "\nFaster to solve: --cut clique (a clique's squares take colours 1, 2, ...) and --cut\n"
                         "colour-order each keep every colouring up to renaming; cbc colours queens 6 in 1.6 s with\n"
                         "--cut clique, where neither form without a cut answers in 60 s (bench/defaults).";
  }
};

}  // namespace

const ProblemUnit& colour_unit() {
  static const ColourUnit unit(kColour);
  return unit;
}

}  // namespace boardlp
