#include "symmetry.hpp"

#include <algorithm>

namespace boardlp {

Square apply(Symmetry s, Square q, int32_t rows, int32_t cols) {
  const Square turned = turn(s.id, q, rows, cols);
  if (s.shift_r == 0 && s.shift_c == 0) return turned;
  return {(turned.r + s.shift_r) % rows, (turned.c + s.shift_c) % cols};  // a torus: then a translation
}

Square turn(int id, Square q, int32_t rows, int32_t cols) {
  const int32_t R = rows - 1, C = cols - 1;
  switch (id) {
    case 0: return q;                      // identity
    case 1: return {q.c, R - q.r};         // quarter turn (square boards only)
    case 2: return {R - q.r, C - q.c};     // half turn
    case 3: return {C - q.c, q.r};         // three-quarter turn (square boards only)
    case 4: return {q.r, C - q.c};         // mirror left-right
    case 5: return {R - q.r, q.c};         // mirror top-bottom
    case 6: return {q.c, q.r};             // main diagonal (square boards only)
    case 7: return {C - q.c, R - q.r};     // anti-diagonal (square boards only)
  }
  return q;
}

namespace {

// Whether g maps every region of the grid onto a whole region: the regions' names may change, the
// partition may not (square s and t share a region exactly when their images do).
bool keeps_regions(Symmetry g, int32_t rows, int32_t cols, const std::vector<char>& regions) {
  if (regions.empty()) return true;
  char to[256] = {}, from[256] = {};
  for (int32_t r = 0; r < rows; ++r)
    for (int32_t c = 0; c < cols; ++c) {
      const Square image = apply(g, {r, c}, rows, cols);
      const auto a = static_cast<unsigned char>(regions[static_cast<size_t>(r * cols + c)]);
      const auto b = static_cast<unsigned char>(regions[static_cast<size_t>(image.r * cols + image.c)]);
      if ((to[a] && to[a] != static_cast<char>(b)) || (from[b] && from[b] != static_cast<char>(a))) return false;
      to[a] = static_cast<char>(b);
      from[b] = static_cast<char>(a);
    }
  return true;
}

}  // namespace

std::vector<Symmetry> board_symmetries(int32_t rows, int32_t cols, const std::vector<Square>& walls,
                                       const std::vector<Square>& holes, const std::vector<Square>& fixed, bool torus,
                                       const std::vector<char>& regions, const std::vector<Square>& uncovered) {
  std::vector<Symmetry> out;
  for (int id = 0; id < 8; ++id) {
    const bool needs_square = id == 1 || id == 3 || id == 6 || id == 7;
    if (needs_square && rows != cols) continue;
    for (int32_t sr = 0; sr < (torus ? rows : 1); ++sr)
      for (int32_t sc = 0; sc < (torus ? cols : 1); ++sc) {
        const Symmetry g{id, sr, sc};
        bool keeps = true;
        for (const std::vector<Square>* set : {&walls, &holes, &fixed, &uncovered}) {  // each set onto itself
          std::vector<Square> sorted = *set, image;
          std::sort(sorted.begin(), sorted.end());
          for (const Square& w : sorted) image.push_back(apply(g, w, rows, cols));
          std::sort(image.begin(), image.end());
          keeps = keeps && image == sorted;
        }
        if (keeps && keeps_regions(g, rows, cols, regions)) out.push_back(g);
      }
  }
  return out;
}

ColumnsAtOne image(const ColumnsAtOne& columns, Symmetry g, int32_t rows, int32_t cols, bool swap_colours) {
  ColumnsAtOne out;
  out.reserve(columns.size());
  for (ColumnMeaning m : columns) {
    if (!has_image(m.kind)) continue;
    if (m.kind != ColumnKind::colour_used) m.square = apply(g, m.square, rows, cols);
    if (swap_colours && m.kind == ColumnKind::piece) m.kind = ColumnKind::black;
    else if (swap_colours && m.kind == ColumnKind::black) m.kind = ColumnKind::piece;
    out.push_back(m);
  }
  std::sort(out.begin(), out.end());
  return out;
}

bool has_image(ColumnKind kind) { return kind != ColumnKind::owner && kind != ColumnKind::auxiliary; }

ColumnsAtOne placement_part(const ColumnsAtOne& columns) {
  ColumnsAtOne out;
  for (const ColumnMeaning& m : columns)
    if (tells_solutions_apart(m.kind)) out.push_back(m);
  return out;
}

ColumnsAtOne canonical_form(const ColumnsAtOne& columns, int32_t rows, int32_t cols, const std::vector<Symmetry>& syms) {
  const ColumnsAtOne placement = placement_part(columns);
  ColumnsAtOne best;
  bool first = true;
  for (const Symmetry& s : syms) {
    ColumnsAtOne form = image(placement, s, rows, cols);
    if (first || form < best) best = std::move(form);
    first = false;
  }
  return best;
}

std::vector<ColumnsAtOne> orbit_union(const std::vector<ColumnsAtOne>& found, int32_t rows, int32_t cols,
                                      const std::vector<Symmetry>& syms, bool swap_colours) {
  std::set<ColumnsAtOne> seen;
  std::vector<ColumnsAtOne> all;
  for (const ColumnsAtOne& p : found)
    for (const Symmetry& g : syms)
      for (int swap = 0; swap <= (swap_colours ? 1 : 0); ++swap) {
        ColumnsAtOne im = image(p, g, rows, cols, swap != 0);
        if (seen.insert(placement_part(im)).second) all.push_back(std::move(im));  // one image a placement
      }
  return all;
}

}  // namespace boardlp
