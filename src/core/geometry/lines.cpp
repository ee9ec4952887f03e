#include "lines.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <string>

namespace boardlp {

namespace {
struct DirText {
  std::string_view code, words;
};
constexpr DirText kDirText[kDirCount] = {
    {"rt", "row"},
    {"dn", "column"},
    {"dr", "diagonal running down and right"},
    {"dl", "diagonal running down and left"},
    {"rt2", "row, every second square"},
    {"dn2", "column, every second square"},
    {"dr2", "diagonal running down and right, every second square"},
    {"dl2", "diagonal running down and left, every second square"},
    {"nr4", "line of knight's moves toward 4 o'clock (1 down, 2 right)"},
    {"nr5", "line of knight's moves toward 5 o'clock (2 down, 1 right)"},
    {"nr7", "line of knight's moves toward 7 o'clock (2 down, 1 left)"},
    {"nr8", "line of knight's moves toward 8 o'clock (1 down, 2 left)"},
};

// "C+K", "R+2K", "C-(K-1)": coordinate x moved m steps of k.
std::string moved(std::string_view x, int32_t m, std::string_view k) {
  if (m == 0) return std::string(x);
  const std::string times = m == 1 || m == -1 ? std::string(k) : k == "1" ? std::to_string(m < 0 ? -m : m)
                                                                          : std::to_string(m < 0 ? -m : m) + std::string(k);
  return fmt::format("({}{}{})", x, m < 0 ? '-' : '+', times);
}
}  // namespace

std::string_view dir_code(Dir d) { return kDirText[static_cast<int>(d)].code; }
std::string_view line_words(Dir d) { return kDirText[static_cast<int>(d)].words; }

std::string square_text(Dir d, std::string_view k) {
  const Step s = step_of(d);
  return moved("R", s.dr, k) + "_" + moved("C", s.dc, k);
}

uint32_t Lines::line_of(int32_t r, int32_t c) const {
  switch (dir_) {
    case Dir::right: return static_cast<uint32_t>(r);
    case Dir::down: return static_cast<uint32_t>(c);
    case Dir::down_right: return static_cast<uint32_t>(r - c + cols_ - 1);
    case Dir::down_left: return static_cast<uint32_t>(r + c);
    default: return 0;  // other directions keep per-square tables
  }
}

Lines::Lines(const Board& board, Dir dir)
    : dir_(dir), rows_(board.rows()), cols_(board.cols()), torus_(board.torus()) {
  const Step s = step_of(dir);
  if (!standard()) {
    build_by_walking(board);
    return;
  }
  const uint32_t lines = dir == Dir::right ? static_cast<uint32_t>(rows_)
                         : dir == Dir::down ? static_cast<uint32_t>(cols_)
                                            : static_cast<uint32_t>(rows_ + cols_ - 1);
  std::vector<uint32_t> per_line(lines + 1, 0);
  const bool no_walls = board.walls().empty();
  // A segment starts at an open square whose predecessor along the line is off the board or a
  // wall. Scanning in board order meets the segments of each line in order along the line.
  auto visit = [&](int32_t r, int32_t c) {
    if (!board.passes(r, c) || board.passes(r - s.dr, c - s.dc)) return;
    int32_t len = 0;
    if (no_walls) {  // to the edge, without walking (a 1000x1000 board has 4 million squares to walk)
      len = s.dr == 0 ? cols_ - c : rows_ - r;
      if (s.dc == 1) len = std::min(len, cols_ - c);
      if (s.dc == -1) len = std::min(len, c + 1);
    } else {
      while (board.passes(r + len * s.dr, c + len * s.dc)) ++len;
    }
    const bool whole = !board.on_board(r + len * s.dr, c + len * s.dc) && !board.on_board(r - s.dr, c - s.dc);
    segments_.push_back({{r, c}, len, no_walls || whole});
    ++per_line[line_of(r, c) + 1];
  };
  for (int32_t r = 0; r < rows_; ++r) {
    if (no_walls && r > 0) {  // below the first row only a square on the left or right edge can start a line
      visit(r, 0);
      if (cols_ > 1) visit(r, cols_ - 1);
      continue;
    }
    for (int32_t c = 0; c < cols_; ++c) visit(r, c);
  }
  for (size_t l = 1; l < per_line.size(); ++l) per_line[l] += per_line[l - 1];
  line_start_ = per_line;
  line_segments_.resize(segments_.size());
  for (uint32_t i = 0; i < segments_.size(); ++i)
    line_segments_[per_line[line_of(segments_[i].first.r, segments_[i].first.c)]++] = i;
}

// Every segment walked square by square, each square told where it sits. On a torus a step off an
// edge comes back on the other side: a line no wall cuts is a cycle, whose segment starts at its
// first square in board order; one that walls cut falls into arcs, each from the square after a
// wall. Segments are kept in board order of their first squares.
void Lines::build_by_walking(const Board& board) {
  const Step s = step_of(dir_);
  const size_t squares = static_cast<size_t>(rows_) * static_cast<size_t>(cols_);
  auto index = [&](Square q) { return static_cast<size_t>(q.r) * static_cast<size_t>(cols_) + static_cast<size_t>(q.c); };
  auto next = [&](Square q, int32_t sign) { return board.wrap(q.r + sign * s.dr, q.c + sign * s.dc); };
  auto passes = [&](Square q) { return board.exists(q) && board.passes(q.r, q.c); };
  square_segment_.assign(squares, UINT32_MAX);
  square_offset_.assign(squares, 0);
  for (int32_t r = 0; r < rows_; ++r)
    for (int32_t c = 0; c < cols_; ++c) {
      const Square here{r, c};
      if (!board.passes(r, c) || square_segment_[index(here)] != UINT32_MAX) continue;
      Square first = here;  // back to the square after a wall or the edge, or round a cycle
      bool cycle = false;
      for (Square p = next(first, -1); passes(p); p = next(p, -1)) {
        if (p == here) {
          cycle = true;
          break;
        }
        first = p;
      }
      if (cycle) {  // the cycle's first square in board order
        first = here;
        for (Square q = next(here, 1); q != here; q = next(q, 1)) first = std::min(first, q);
      }
      const auto seg = static_cast<uint32_t>(segments_.size());
      int32_t len = 0;
      Square q = first;
      do {
        square_segment_[index(q)] = seg;
        square_offset_[index(q)] = len++;
        q = next(q, 1);
      } while (passes(q) && q != first);
      const bool whole = cycle || (!board.exists(next(first, -1)) && !board.exists(q));
      segments_.push_back({first, len, whole});
    }
  // Board order of first squares (a cycle or an arc met in its middle is found before its start).
  std::vector<uint32_t> order(segments_.size());
  for (uint32_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return segments_[a].first < segments_[b].first; });
  std::vector<uint32_t> rank(order.size());
  std::vector<Segment> sorted(order.size());
  for (uint32_t i = 0; i < order.size(); ++i) {
    rank[order[i]] = i;
    sorted[i] = segments_[order[i]];
  }
  segments_ = std::move(sorted);
  for (uint32_t& seg : square_segment_)
    if (seg != UINT32_MAX) seg = rank[seg];
}

SegmentSpot Lines::spot(int32_t r, int32_t c) const {
  if (!standard()) {
    const size_t i = static_cast<size_t>(r) * static_cast<size_t>(cols_) + static_cast<size_t>(c);
    return {square_segment_[i], square_offset_[i]};
  }
  const uint32_t line = line_of(r, c);
  const int32_t pos = position_of(r, c);
  const auto first = line_segments_.begin() + line_start_[line];
  const auto last = line_segments_.begin() + line_start_[line + 1];
  if (last - first == 1) {  // a line no wall cuts: the common case, and a hot one (MPS columns)
    const uint32_t seg = *first;
    return {seg, pos - position_of(segments_[seg].first.r, segments_[seg].first.c)};
  }
  // The last segment of the line that starts at or before pos.
  auto it = std::upper_bound(first, last, pos, [&](int32_t p, uint32_t seg) {
    return p < position_of(segments_[seg].first.r, segments_[seg].first.c);
  });
  const uint32_t seg = *(it - 1);
  return {seg, pos - position_of(segments_[seg].first.r, segments_[seg].first.c)};
}

}  // namespace boardlp
