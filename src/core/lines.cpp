#include "lines.hpp"

#include <algorithm>

namespace boardlp {

std::string_view dir_code(Dir d) {
  switch (d) {
    case Dir::right: return "rt";
    case Dir::down: return "dn";
    case Dir::down_right: return "dr";
    case Dir::down_left: return "dl";
  }
  return "??";
}

uint32_t Lines::line_of(int32_t r, int32_t c) const {
  switch (dir_) {
    case Dir::right: return static_cast<uint32_t>(r);
    case Dir::down: return static_cast<uint32_t>(c);
    case Dir::down_right: return static_cast<uint32_t>(r - c + cols_ - 1);
    case Dir::down_left: return static_cast<uint32_t>(r + c);
  }
  return 0;
}

Lines::Lines(const Board& board, Dir dir) : dir_(dir), rows_(board.rows()), cols_(board.cols()) {
  const Step s = step_of(dir);
  const uint32_t lines = dir == Dir::right ? static_cast<uint32_t>(rows_)
                         : dir == Dir::down ? static_cast<uint32_t>(cols_)
                                            : static_cast<uint32_t>(rows_ + cols_ - 1);
  std::vector<uint32_t> per_line(lines + 1, 0);
  const bool no_walls = board.walls().empty();
  // A segment starts at an open square whose predecessor along the line is off the board or a
  // wall. Scanning in board order meets the segments of each line in order along the line.
  auto visit = [&](int32_t r, int32_t c) {
    if (board.is_wall(r, c) || board.is_open(r - s.dr, c - s.dc)) return;
    int32_t len = 0;
    if (no_walls) {  // to the edge, without walking (a 1000x1000 board has 4 million squares to walk)
      len = s.dr == 0 ? cols_ - c : rows_ - r;
      if (s.dc == 1) len = std::min(len, cols_ - c);
      if (s.dc == -1) len = std::min(len, c + 1);
    } else {
      while (board.is_open(r + len * s.dr, c + len * s.dc)) ++len;
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

SegmentSpot Lines::spot(int32_t r, int32_t c) const {
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
