#pragma once
// Lines of attack cut into segments by walls. A piece that rides along a line attacks every square
// of its segment and nothing beyond a wall, so "at most one piece per segment" is the whole rule.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "board.hpp"
#include "piece.hpp"

namespace boardlp {

std::string_view dir_code(Dir d);   // "rt", "dn", "dr", "dl", "rt2", ..., "nr4": the prefix of the names of its rows
std::string_view line_words(Dir d);  // "row", "diagonal running down and right", ...
// "R_(C+1)"-style text for the square K steps from (R,C) along d ("(R+2K)_(C-K)"), for legends.
std::string square_text(Dir d, std::string_view k);

// The square k steps from `from` along d; on a torus, wrapped around the edges.
inline Square along(const Board& board, Square from, Dir d, int32_t k) {
  const Step s = step_of(d);
  if (!board.torus()) return {from.r + k * s.dr, from.c + k * s.dc};
  return board.wrap(from.r + k * s.dr, from.c + k * s.dc);
}

// A maximal run of open squares along one line: it starts at `first` and has `len` squares.
struct Segment {
  Square first;
  int32_t len;
  bool whole_line;  // no wall cuts this line: the segment is the whole row/column/diagonal (on a
                    // torus: the whole cycle, from its first square in board order)
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
  // A queen's line on a flat board: found by formula, no per-square tables.
  bool standard() const { return static_cast<int>(dir_) < 4 && !torus_; }
  void build_by_walking(const Board& board);  // other directions, and every line on a torus

  Dir dir_;
  int32_t rows_, cols_;
  bool torus_;
  // Other directions (every second square, knight's-move lines): each square's segment and place.
  std::vector<uint32_t> square_segment_;
  std::vector<int32_t> square_offset_;
  std::vector<Segment> segments_;
  std::vector<uint32_t> line_start_;     // CSR: segments of line l are line_segments_[line_start_[l] .. line_start_[l+1])
  std::vector<uint32_t> line_segments_;  // in order along the line
};

}  // namespace boardlp
