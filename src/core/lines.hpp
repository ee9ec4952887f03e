#pragma once
// Lines of attack cut into segments by walls. A queen, rook or bishop attacks every square of
// its segment and nothing beyond a wall, so "at most one piece per segment" is the whole rule.
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "board.hpp"

namespace boardlp {

// The four directions a line runs in, each named by the way it is read from its first square.
enum class Dir : uint8_t { right, down, down_right, down_left };
inline constexpr Dir kAllDirs[] = {Dir::right, Dir::down, Dir::down_right, Dir::down_left};

struct Step {
  int32_t dr, dc;
};
constexpr Step step_of(Dir d) {
  switch (d) {
    case Dir::right: return {0, 1};
    case Dir::down: return {1, 0};
    case Dir::down_right: return {1, 1};
    case Dir::down_left: return {1, -1};
  }
  return {0, 0};
}
std::string_view dir_code(Dir d);  // "rt", "dn", "dr", "dl": the prefix of the names of its rows

// A maximal run of open squares along one line: it starts at `first` and has `len` squares.
struct Segment {
  Square first;
  int32_t len;
  bool whole_line;  // no wall cuts this line: the segment is the whole row/column/diagonal
};

// Where a square sits in the segments of one direction.
struct SegmentSpot {
  uint32_t segment;  // index into Lines::segments()
  int32_t offset;    // 0 for the segment's first square
};

class Lines {
 public:
  Lines(const Board& board, Dir dir);

  Dir dir() const { return dir_; }
  // Every segment, in board order of its first square (row by row, left to right).
  const std::vector<Segment>& segments() const { return segments_; }
  // The segment through an open square.
  SegmentSpot spot(int32_t r, int32_t c) const;

 private:
  uint32_t line_of(int32_t r, int32_t c) const;
  int32_t position_of(int32_t r, int32_t c) const { return dir_ == Dir::right ? c : r; }

  Dir dir_;
  int32_t rows_, cols_;
  std::vector<Segment> segments_;
  std::vector<uint32_t> line_start_;     // CSR: segments of line l are line_segments_[line_start_[l] .. line_start_[l+1])
  std::vector<uint32_t> line_segments_;  // in order along the line
};

}  // namespace boardlp
