// Region puzzles (the Queens game, Star Battle): exactly K pieces in every row, column and region.
#include <algorithm>

#include <fmt/format.h>

#include "count_question.hpp"
#include "errors.hpp"
#include "families.hpp"
#include "problem.hpp"
#include "shared_rows.hpp"
#include "units.hpp"
#include "wording.hpp"

namespace boardlp {

namespace {

constexpr ProblemRecipe kRegions{
    .problem = Problem::regions, .word = "regions", .value_name = "FILE",
    .help = "a region puzzle (the Queens game, Star Battle): exactly K pieces (--per-region K, default 1) in every "
            "row, column and region of the grid in FILE (a letter or digit per square, '.' or '#' a wall)",
    .k_option = "per-region", .k_default = ProblemRecipe::KDefault::one, .apart = true, .regions = true,
    .objective_name = "zero", .objective_mps_name = "zero", .objective = ObjectiveKind::none,
    .objective_lp = "none: every placement that meets the constraints is a solution. LP readers\n"
                    "  need an objective row, so it is written as \"{{name}}: 0 x_...\".",
    .objective_mps = "none: every placement that meets the constraints is a solution (an empty N row)",
    .count = {count::Goal::regions, "pieces", "solutions of the region puzzle"}};

class RegionsUnit final : public ProblemUnit {
 public:
  using ProblemUnit::ProblemUnit;
  // The rows and columns are "exactly K" rows of their own, which say more than the packing's.
  void add_rows(Model& model) const override {
    const Board& board = model.board();
    const int64_t k = effective_k(model.spec());
    add_packing_rows(model, {.skip_rows_and_columns = true});
    add_fixed_rows(model);
    model.add_family(line_count_rows(board, true, k));
    model.add_family(line_count_rows(board, false, k));
    model.add_family(region_rows(board, model.spec().regions, k));  // the model's own copy of the grid
  }
  // K in every row, column and region of a square grid with as many regions as rows.
  void check(const Spec& spec, const Board& board) const override {
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
  std::string count_answer(const Spec& spec, const count::Question& q, const count::Result& r, bool classify) const override {
    return fmt::format("{} on {}x{}: the region puzzle ({} per row, column and region) has {}{}{}\n", plural(spec.piece),
                       q.rows, q.cols, *q.pieces,
                       r.count == 0 ? "no solution" : r.count == 1 ? "exactly one solution" : r.count.str() + " solutions",
                       r.unique && r.count > 1 ? fmt::format(", {} up to symmetry", r.unique->str()) : "",
                       !r.unique && classify && r.count > 1 ? " (too many to classify up to symmetry)" : "");
  }
  std::string form_text(const Spec& spec) const override { return packing_form_text(spec); }
  // The grid as the file gave it, '#' for a wall.
  void template_values(const Spec& spec, const Model&, std::map<std::string, std::string>& v) const override {
    std::string grid;
    for (int32_t r = 0; r < spec.rows; ++r) {
      grid += "\n  ";
      grid.append(spec.regions.data() + static_cast<size_t>(r) * static_cast<size_t>(spec.cols), static_cast<size_t>(spec.cols));
    }
    v["grid"] = grid;
    v["regions_file"] = spec.regions_file.empty() ? std::string("the header") : spec.regions_file;
  }
};

}  // namespace

const ProblemUnit& regions_unit() {
  static const RegionsUnit unit(kRegions);
  return unit;
}

}  // namespace boardlp
