#include "parts.hpp"

#include <algorithm>
#include <numeric>
#include <unordered_map>

namespace boardlp {

namespace {

// Union-find over column slots, counting the sets that hold a column.
class Joins {
 public:
  explicit Joins(size_t slots) : parent_(slots) { std::iota(parent_.begin(), parent_.end(), 0); }
  int64_t find(int64_t v) {
    while (parent_[static_cast<size_t>(v)] != v) {
      parent_[static_cast<size_t>(v)] = parent_[static_cast<size_t>(parent_[static_cast<size_t>(v)])];
      v = parent_[static_cast<size_t>(v)];
    }
    return v;
  }
  bool join(int64_t a, int64_t b) {  // true when they were apart
    a = find(a);
    b = find(b);
    if (a == b) return false;
    parent_[static_cast<size_t>(std::max(a, b))] = std::min(a, b);  // the root is the set's first slot
    return true;
  }

 private:
  std::vector<int64_t> parent_;
};

bool is_cover(RowKind kind) { return kind == RowKind::cover || kind == RowKind::total_cover; }

}  // namespace

std::optional<ModelParts> model_parts(const Model& model) {
  const Board& board = model.board();
  const int64_t squares = int64_t{board.rows()} * board.cols();
  const auto& groups = model.variables();
  if (static_cast<int64_t>(groups.size()) * squares > kMaxPartSlots) return std::nullopt;
  std::unordered_map<uint32_t, int64_t> group_of;  // (kind, layer) -> its group's place
  for (size_t g = 0; g < groups.size(); ++g)
    group_of[static_cast<uint32_t>(groups[g].var) << 16 | groups[g].layer] = static_cast<int64_t>(g);
  auto slot = [&](const Column& col) {
    const int64_t g = group_of.at(static_cast<uint32_t>(col.var) << 16 | col.layer);
    return g * squares + (var_kind(col.var).on_square ? int64_t{col.r} * board.cols() + col.c : 0);
  };
  Joins joins(static_cast<size_t>(groups.size() * static_cast<size_t>(squares)));
  int64_t apart = model.columns();
  // First pass: join each row's columns, until one part is left.
  for (const auto& family : model.families()) {
    if (apart <= 1) break;
    family->for_each_row([&](const Row& row) {
      if (apart <= 1) return;
      std::optional<int64_t> first;
      for_each_term(row, board, [&](const Column& col, int8_t) {
        const int64_t s = slot(col);
        if (!first) first = s;
        else if (joins.join(*first, s)) --apart;
      });
    });
  }
  ModelParts out;
  std::unordered_map<int64_t, size_t> part_at;  // a set's root -> its place in out.parts
  model.for_each_column([&](const Column& col) {
    const int64_t root = joins.find(slot(col));
    auto [it, added] = part_at.emplace(root, out.parts.size());
    if (added) {
      out.parts.emplace_back();
      out.parts.back().first = col;
    }
    ModelPart& part = out.parts[it->second];
    ++part.columns;
    if (col.var == Var::piece && col.layer == 0) part.piece_squares.push_back({col.r, col.c});
  });
  if (out.parts.size() <= 1) return out;  // connected: its rows are not counted here
  for (const auto& family : model.families())  // each row's part, from its first column
    family->for_each_row([&](const Row& row) {
      std::optional<Column> first;
      for_each_term(row, board, [&](const Column& col, int8_t) {
        if (!first) first = col;
      });
      if (!first) return;
      ModelPart& part = out.parts[part_at.at(joins.find(slot(*first)))];
      ++part.rows;
      if (is_cover(row.name.kind)) part.cover_squares.push_back({row.name.r, row.name.c});
    });
  for (ModelPart& part : out.parts) std::sort(part.cover_squares.begin(), part.cover_squares.end());
  return out;
}

}  // namespace boardlp
