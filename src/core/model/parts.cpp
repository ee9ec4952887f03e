#include "parts.hpp"

#include <algorithm>
#include <numeric>
#include <unordered_map>

namespace boardlp {

namespace {

// Union-find over column slots (at most kMaxPartSlots, so 32 bits).
class Joins {
 public:
  explicit Joins(size_t slots) : parent_(slots) { std::iota(parent_.begin(), parent_.end(), 0); }
  int32_t find(int32_t v) {
    while (parent_[static_cast<size_t>(v)] != v) {
      parent_[static_cast<size_t>(v)] = parent_[static_cast<size_t>(parent_[static_cast<size_t>(v)])];
      v = parent_[static_cast<size_t>(v)];
    }
    return v;
  }
  bool join(int32_t a, int32_t b) {  // true when they were apart
    a = find(a);
    b = find(b);
    if (a == b) return false;
    parent_[static_cast<size_t>(std::max(a, b))] = std::min(a, b);  // the root is the set's first slot
    return true;
  }

 private:
  std::vector<int32_t> parent_;
};

bool is_cover(RowKind kind) { return kind == RowKind::cover || kind == RowKind::total_cover; }

}  // namespace

std::optional<ModelParts> model_parts(const Model& model) {
  const Board& board = model.board();
  const int64_t squares = int64_t{board.rows()} * board.cols();
  const auto& groups = model.variables();
  if (static_cast<int64_t>(groups.size()) * squares > kMaxPartSlots) return std::nullopt;
  // A column's slot: its group's place times the squares, plus its square. The groups are found
  // by kind and layer in a small table, not a map: this runs once per term.
  const int32_t layers = model.layers() + 1;
  std::vector<int32_t> group_of(std::size(kVarKinds) * static_cast<size_t>(layers), -1);
  for (size_t g = 0; g < groups.size(); ++g)
    group_of[static_cast<size_t>(groups[g].var) * static_cast<size_t>(layers) + groups[g].layer] = static_cast<int32_t>(g);
  auto slot = [&](const Column& col) {
    const int64_t g = group_of[static_cast<size_t>(col.var) * static_cast<size_t>(layers) + col.layer];
    return static_cast<int32_t>(g * squares + (var_kind(col.var).on_square ? int64_t{col.r} * board.cols() + col.c : 0));
  };
  Joins joins(groups.size() * static_cast<size_t>(squares));
  int64_t apart = model.columns();
  // Join each row's columns, a family's group of rows at a time, until one part is left: the rows
  // past that point are never made.
  for (const auto& family : model.families())
    for (int64_t u = 0; u < family->units() && apart > 1; ++u)
      family->for_each_row_in(u, u + 1, [&](const Row& row) {
        std::optional<int32_t> first;
        for_each_term(row, board, [&](const Column& col, int8_t) {
          const int32_t s = slot(col);
          if (!first) first = s;
          else if (joins.join(*first, s)) --apart;
        });
      });
  ModelParts out;
  if (apart <= 1) {  // connected: nothing more is needed of it (its rows and squares are not listed)
    out.parts.emplace_back();
    out.parts.front().columns = model.columns();
    return out;
  }
  std::unordered_map<int32_t, size_t> part_at;  // a set's root -> its place in out.parts
  model.for_each_column([&](const Column& col) {
    const int32_t root = joins.find(slot(col));
    auto [it, added] = part_at.emplace(root, out.parts.size());
    if (added) {
      out.parts.emplace_back();
      out.parts.back().first = col;
    }
    ModelPart& part = out.parts[it->second];
    ++part.columns;
    if (col.var == Var::piece && col.layer == 0) part.piece_squares.push_back({col.r, col.c});
  });
  // Each row's part, from its first column: the rows are made once more (a split model only), which
  // costs less than keeping a note of every row from the first walk.
  for (const auto& family : model.families())
    family->for_each_row([&](const Row& row) {
      std::optional<int32_t> first;
      for_each_term(row, board, [&](const Column& col, int8_t) {
        if (!first) first = slot(col);
      });
      if (!first) return;
      ModelPart& part = out.parts[part_at.at(joins.find(*first))];
      ++part.rows;
      if (is_cover(row.name.kind)) part.cover_squares.push_back({row.name.r, row.name.c});
    });
  for (ModelPart& part : out.parts) std::sort(part.cover_squares.begin(), part.cover_squares.end());
  return out;
}

}  // namespace boardlp
