#include "families.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace boardlp {

namespace {

std::string op_text(Sense s) { return s == Sense::eq ? "=" : s == Sense::le ? "<=" : ">="; }

Run line_run(Var var, int8_t coef, Square from, Dir d, int32_t count) {
  const Step s = step_of(d);
  return {var, coef, from.r, from.c, s.dr, s.dc, count};
}

bool any_pair(const Lines& lines) {
  for (const Segment& s : lines.segments())
    if (s.len >= 2) return true;
  return false;
}

int64_t segment_count(const Lines& lines) { return static_cast<int64_t>(lines.segments().size()); }
const Segment& segment_at(const Lines& lines, int64_t u) { return lines.segments()[static_cast<size_t>(u)]; }

// The square k steps from `from` along d; on a torus, wrapped around the edges.
Square along(const Board& board, Square from, Dir d, int32_t k) {
  const Step s = step_of(d);
  if (!board.torus()) return {from.r + k * s.dr, from.c + k * s.dc};
  return board.wrap(from.r + k * s.dr, from.c + k * s.dc);
}

// Holes: squares a line passes over that hold no piece. On a board without them a segment is
// one run of variables; with them, one run per stretch of open squares between holes.
template <class F>
void for_each_open_run(const Board& board, Square from, Dir d, int32_t len, F&& f) {
  if (board.holes().empty() && !board.torus()) {
    f(0, len);
    return;
  }
  int32_t start = -1;
  Square last{-1, -1};
  const Step s = step_of(d);
  for (int32_t i = 0; i <= len; ++i) {
    const Square q = i < len ? along(board, from, d, i) : Square{-1, -1};
    const bool open = i < len && !board.is_closed(q.r, q.c);
    // A run is a straight stretch of variables: it ends at a hole, and on a torus where the line
    // comes back over an edge.
    const bool wrapped = start >= 0 && open && (q.r != last.r + s.dr || q.c != last.c + s.dc);
    if (start >= 0 && (!open || wrapped)) {
      f(start, i - start);
      start = -1;
    }
    if (open && start < 0) start = i;
    last = q;
  }
}

int32_t open_count(const Board& board, Square from, Dir d, int32_t len) {
  int32_t n = 0;
  for_each_open_run(board, from, d, len, [&](int32_t, int32_t count) { n += count; });
  return n;
}

bool open_at(const Board& board, Square q) { return !board.is_closed(q.r, q.c); }

// ---------------------------------------------------------------------------------------------
class SegmentRows final : public RowFamily {
 public:
  SegmentRows(const Board& board, const Lines& lines, Piece piece, Sense sense, bool keep_single)
      : board_(board), lines_(lines), piece_(piece), sense_(sense), min_len_(keep_single ? 1 : 2) {}

  Legend legend() const override {
    const Dir d = lines_.dir();
    bool whole = false, cut = false;
    for (const Segment& s : lines_.segments()) (s.whole_line ? whole : cut) = true;
    const std::string op = op_text(sense_);
    const std::string many = sense_ == Sense::eq ? "exactly one" : "at most one";
    std::string pattern, algebra, meaning;
    auto add = [&](std::string p, std::string a, std::string m) {
      pattern += (pattern.empty() ? "" : ", ") + p;
      algebra += (algebra.empty() ? "" : "; ") + a;
      meaning += (meaning.empty() ? "" : "; ") + m;
    };
    if (d == Dir::right && whole) add("row_R", "sum over C of x_R_C " + op + " 1", fmt::format("{} {} in row R", many, singular(piece_)));
    if (d == Dir::down && whole) add("col_C", "sum over R of x_R_C " + op + " 1", fmt::format("{} {} in column C", many, singular(piece_)));
    if ((d == Dir::right || d == Dir::down) ? cut : (whole || cut))
      add(fmt::format("{}_R_C", dir_code(d)),
          fmt::format("x_R_C + x_{} + ... {} 1", square_text(d, "1"), op),
          fmt::format("{} {} on the {} from square (R,C) to the next wall or edge", many, singular(piece_), line_words(d)));
    return {pattern, algebra, meaning};
  }

  bool has_rows() const override {
    for (const Segment& s : lines_.segments())
      if (open_of(s) >= min_len_) return true;
    return false;
  }

  int64_t units() const override { return segment_count(lines_); }  // one a segment
  int64_t unit_weight(int64_t u) const override {
    const int32_t len = open_of(segment_at(lines_, u));
    return len >= min_len_ ? len + 1 : 0;
  }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    for (int64_t u = first; u < end; ++u) {
      const Segment& s = segment_at(lines_, u);
      if (open_of(s) < min_len_) continue;
      Row row;
      row.name = name_of(s);
      row.sense = sense_;
      row.rhs = 1;
      for_each_open_run(board_, s.first, lines_.dir(), s.len, [&](int32_t start, int32_t count) {
        row.add(line_run(Var::piece, 1, along(board_, s.first, lines_.dir(), start), lines_.dir(), count));
      });
      visit(row);
    }
  }

  void append_entries(Var var, int32_t r, int32_t c, std::vector<Entry>& out) const override {
    if (var != Var::piece) return;
    const Segment& s = lines_.segments()[lines_.spot(r, c).segment];
    if (open_of(s) >= min_len_) out.push_back({name_of(s), 1});
  }

 private:
  int32_t open_of(const Segment& s) const { return board_.holes().empty() ? s.len : open_count(board_, s.first, lines_.dir(), s.len); }

  RowName name_of(const Segment& s) const {
    const Dir d = lines_.dir();
    if (s.whole_line && d == Dir::right) return {RowKind::whole_row, 0, s.first.r, 0, 0};
    if (s.whole_line && d == Dir::down) return {RowKind::whole_col, 0, 0, s.first.c, 0};
    return {RowKind::segment, static_cast<uint8_t>(d), s.first.r, s.first.c, 0};
  }

  const Board& board_;
  const Lines& lines_;
  Piece piece_;
  Sense sense_;
  int32_t min_len_;
};

// ---------------------------------------------------------------------------------------------
class PairRows final : public RowFamily {
 public:
  PairRows(const Board& board, const Lines& lines, Piece piece, int32_t max_step)
      : board_(board), lines_(lines), piece_(piece), max_step_(max_step) {}

  Legend legend() const override {
    const Dir d = lines_.dir();
    const bool adjacent = max_step_ == 1;
    return {fmt::format("{}_R_C_{}", dir_code(d), adjacent ? "1" : "K"),
            fmt::format("x_R_C + x_{} <= 1", square_text(d, adjacent ? "1" : "K")),
            fmt::format("two {} {} apart on a {} attack each other", plural(piece_),
                        adjacent ? "side by side" : "K squares", line_words(d))};
  }

  bool has_rows() const override { return any_pair(lines_); }

  int64_t units() const override { return segment_count(lines_); }  // one a segment
  int64_t unit_weight(int64_t u) const override {  // 3 for each pair (two terms and a row)
    const int64_t len = segment_at(lines_, u).len, m = max_step_;
    const int64_t pairs = len - 1 <= m ? len * (len - 1) / 2 : m * (m + 1) / 2 + (len - 1 - m) * m;
    return 3 * pairs;
  }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    const Dir d = lines_.dir();
    for (int64_t u = first; u < end; ++u) {
      const Segment& s = segment_at(lines_, u);
      for (int32_t i = 0; i + 1 < s.len; ++i)
        for (int32_t k = 1; k <= max_step_ && i + k < s.len; ++k) {
          Row row;
          const Square a = along(board_, s.first, d, i);
          if (!open_at(board_, a) || !open_at(board_, along(board_, a, d, k))) continue;  // a hole: no piece there
          row.name = {RowKind::span, static_cast<uint8_t>(d), a.r, a.c, k};
          row.add(line_run(Var::piece, 1, a, d, 1));
          row.add(line_run(Var::piece, 1, along(board_, a, d, k), d, 1));
          visit(row);
        }
    }
  }

  void append_entries(Var var, int32_t r, int32_t c, std::vector<Entry>& out) const override {
    if (var != Var::piece) return;
    const Dir d = lines_.dir();
    const SegmentSpot spot = lines_.spot(r, c);
    const Segment& s = lines_.segments()[spot.segment];
    for (int32_t k = std::min(spot.offset, max_step_); k >= 1; --k) {  // pairs that end here
      const Square a = along(board_, s.first, d, spot.offset - k);
      if (open_at(board_, a)) out.push_back({{RowKind::span, static_cast<uint8_t>(d), a.r, a.c, k}, 1});
    }
    for (int32_t k = 1; k <= max_step_ && spot.offset + k < s.len; ++k)  // pairs that start here
      if (open_at(board_, along(board_, Square{r, c}, d, k))) out.push_back({{RowKind::span, static_cast<uint8_t>(d), r, c, k}, 1});
  }

 private:
  const Board& board_;
  const Lines& lines_;
  Piece piece_;
  int32_t max_step_;
};

// ---------------------------------------------------------------------------------------------
class SpanRows final : public RowFamily {
 public:
  SpanRows(const Board& board, const Lines& lines, Piece piece, bool ends_only)
      : board_(board), lines_(lines), piece_(piece), ends_only_(ends_only) {}

  Legend legend() const override {
    const Dir d = lines_.dir();
    const std::string pieces = ends_only_ ? fmt::format("x_R_C + x_{}", square_text(d, "K"))
                                          : fmt::format("x_R_C + ... + x_{}", square_text(d, "K"));
    return {fmt::format("{}_R_C_K", dir_code(d)),
            fmt::format("{} - (w_{} + ... + w_{}) <= 1", pieces, square_text(d, "1"), square_text(d, "(K-1)")),
            fmt::format("{} from (R,C) to K squares along the {}: one more {} for each wall between",
                        ends_only_ ? "two " + std::string(plural(piece_)) : std::string(plural(piece_)),
                        line_words(d), singular(piece_))};
  }

  bool has_rows() const override { return any_pair(lines_); }

  int64_t units() const override { return segment_count(lines_); }  // one a segment
  int64_t unit_weight(int64_t u) const override {  // len^2 / 2 rows of up to len + 1 terms each
    const int64_t len = segment_at(lines_, u).len;
    return len * (len - 1) / 2 * (len + 1);
  }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    const Dir d = lines_.dir();
    for (int64_t u = first; u < end; ++u) {
      const Segment& s = segment_at(lines_, u);
      for (int32_t i = 0; i + 1 < s.len; ++i)
        for (int32_t k = 1; i + k < s.len; ++k) {
          const Square a = along(board_, s.first, d, i);
          if (!open_at(board_, a) || !open_at(board_, along(board_, a, d, k))) continue;  // pieces only on open squares
          Row row;
          row.name = {RowKind::span, static_cast<uint8_t>(d), a.r, a.c, k};
          if (ends_only_) {
            row.add(line_run(Var::piece, 1, a, d, 1));
            row.add(line_run(Var::piece, 1, along(board_, a, d, k), d, 1));
          } else {
            for_each_open_run(board_, a, d, k + 1, [&](int32_t start, int32_t count) {
              row.add(line_run(Var::piece, 1, along(board_, a, d, start), d, count));
            });
          }
          if (k >= 2)  // a new wall can stand on an open square only
            for_each_open_run(board_, along(board_, a, d, 1), d, k - 1, [&](int32_t start, int32_t count) {
              row.add(line_run(Var::wall, -1, along(board_, a, d, 1 + start), d, count));
            });
          visit(row);
        }
    }
  }

  void append_entries(Var var, int32_t r, int32_t c, std::vector<Entry>& out) const override {
    const Dir d = lines_.dir();
    const SegmentSpot spot = lines_.spot(r, c);
    const Segment& s = lines_.segments()[spot.segment];
    const int32_t p = spot.offset;
    auto add = [&](int32_t i, int32_t j, int8_t coef) {
      const Square a = along(board_, s.first, d, i);
      out.push_back({{RowKind::span, static_cast<uint8_t>(d), a.r, a.c, j - i}, coef});
    };
    // Rows in the order for_each_row makes them: by first square i, then by length.
    for (int32_t i = 0; i + 1 < s.len; ++i)
      for (int32_t j = i + 1; j < s.len; ++j) {
        if (!open_at(board_, along(board_, s.first, d, i)) || !open_at(board_, along(board_, s.first, d, j))) continue;
        if (var == Var::wall) {
          if (i < p && p < j) add(i, j, -1);
        } else if (ends_only_ ? (i == p || j == p) : (i <= p && p <= j)) {
          add(i, j, 1);
        }
      }
  }

 private:
  const Board& board_;
  const Lines& lines_;
  Piece piece_;
  bool ends_only_;
};

// ---------------------------------------------------------------------------------------------
class KingBlockRows final : public RowFamily {
 public:
  explicit KingBlockRows(const Board& board)
      : board_(board), height_(std::min(board.rows(), 2)), width_(std::min(board.cols(), 2)),
        block_rows_(board.torus() ? board.rows() : board.rows() - height_ + 1),
        block_cols_(board.torus() ? board.cols() : board.cols() - width_ + 1) {}

  Legend legend() const override {
    return {"kb_R_C", "x_R_C + x_R_(C+1) + x_(R+1)_C + x_(R+1)_(C+1) <= 1",
            board_.torus() ? "at most one king in the 2x2 block with top-left square (R,C), around the edges too: any two "
                             "of its squares touch"
                           : "at most one king in the 2x2 block with top-left square (R,C): any two of its squares touch"};
  }

  bool has_rows() const override {
    for (int32_t r = 0; r < block_rows_; ++r)
      for (int32_t c = 0; c < block_cols_; ++c)
        if (open_in_block(r, c) >= 2) return true;
    return false;
  }

  int64_t units() const override { return block_rows_; }  // one a row of blocks
  int64_t unit_weight(int64_t) const override { return 5 * int64_t{board_.cols()}; }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    Row row;  // made once: each block changes its name and squares
    const bool torus = board_.torus();
    for (auto r = static_cast<int32_t>(first); r < end; ++r)
      for (int32_t c = 0; c < block_cols_; ++c) {
        Run terms[4];  // filled here, copied once: this loop is most of a kings file's work
        int n = 0;
        for (int32_t dr = 0; dr < height_; ++dr)
          for (int32_t dc = 0; dc < width_; ++dc) {
            const Square q = torus ? board_.wrap(r + dr, c + dc) : Square{r + dr, c + dc};
            if (!board_.is_closed(q.r, q.c)) terms[n++] = {Var::piece, 1, q.r, q.c, 0, 0, 1};
          }
        if (n < 2) continue;
        row.name = {RowKind::king_block, 0, r, c, 0};
        if (static_cast<size_t>(n) == row.runs.size()) {
          for (int i = 0; i < n; ++i) row.runs[static_cast<size_t>(i)] = terms[i];  // the usual block: in place
        } else {
          row.set_runs(terms, terms + n);
        }
        visit(row);
      }
  }

  void append_entries(Var var, int32_t r, int32_t c, std::vector<Entry>& out) const override {
    if (var != Var::piece) return;
    for (int32_t br = r - height_ + 1; br <= r; ++br)
      for (int32_t bc = c - width_ + 1; bc <= c; ++bc) {
        const Square b = board_.torus() ? board_.wrap(br, bc) : Square{br, bc};
        if (b.r >= 0 && b.c >= 0 && b.r < block_rows_ && b.c < block_cols_ && open_in_block(b.r, b.c) >= 2)
          out.push_back({{RowKind::king_block, 0, b.r, b.c, 0}, 1});
      }
  }

 private:
  int open_in_block(int32_t r, int32_t c) const {
    int n = 0;
    for (int32_t dr = 0; dr < height_; ++dr)
      for (int32_t dc = 0; dc < width_; ++dc) {
        const Square q = board_.torus() ? board_.wrap(r + dr, c + dc) : Square{r + dr, c + dc};
        n += !board_.is_closed(q.r, q.c);
      }
    return n;
  }

  const Board& board_;
  int32_t height_, width_, block_rows_, block_cols_;
};

// ---------------------------------------------------------------------------------------------
class LeapRows final : public RowFamily {
 public:
  LeapRows(const Board& board, Piece piece, uint16_t dirs) : board_(board), piece_(piece) {
    for (Dir d : kAllDirs)
      if (dirs & bit(d)) dirs_.push_back(d);
  }

  Legend legend() const override {
    const bool knight = dirs_ == std::vector<Dir>{Dir::n4, Dir::n5, Dir::n7, Dir::n8};
    if (knight)  // the knight's own words, for knights and for the knight's move of amazons and the like
      return {"n4_R_C, n5_R_C, n7_R_C, n8_R_C",
              "x_R_C + x_(R+1)_(C+2) <= 1 (n4); +2,+1 (n5); +2,-1 (n7); +1,-2 (n8)",
              fmt::format("two {} a knight's move apart attack each other; the move from (R,C) points to 4, 5, 7 or 8 o'clock",
                          plural(piece_))};
    std::string pattern, algebra;
    for (Dir d : dirs_) {
      const std::string name = row_name({RowKind::leap, static_cast<uint8_t>(d), 0, 0, 0});
      const std::string prefix = name.substr(0, name.find('_'));
      pattern += (pattern.empty() ? "" : ", ") + prefix + "_R_C";
      algebra += fmt::format("{}x_R_C + x_{} <= 1 ({})", algebra.empty() ? "" : "; ", square_text(d, "1"), prefix);
    }
    return {pattern, algebra, fmt::format("two {} one leap apart attack each other, whatever stands between", plural(piece_))};
  }

  bool has_rows() const override {
    for (int32_t r = 0; r < board_.rows(); ++r)
      for (int32_t c = 0; c < board_.cols(); ++c)
        for (Dir d : dirs_)
          if (board_.is_open(r, c) && open_target(r, c, d, 1)) return true;
    return false;
  }

  int64_t units() const override { return board_.rows(); }  // one a board row of first squares
  int64_t unit_weight(int64_t) const override { return 3 * static_cast<int64_t>(dirs_.size()) * board_.cols(); }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    Row row;  // made once: each leap changes only its name and squares
    row.add({Var::piece, 1, 0, 0, 0, 0, 1});
    row.add({Var::piece, 1, 0, 0, 0, 0, 1});
    for (auto r = static_cast<int32_t>(first); r < end; ++r)
      for (int32_t c = 0; c < board_.cols(); ++c) {
        if (board_.is_closed(r, c)) continue;
        for (Dir d : dirs_) {
          const Step m = step_of(d);
          const Square to = board_.torus() ? board_.wrap(r + m.dr, c + m.dc) : Square{r + m.dr, c + m.dc};
          if (!board_.is_open(to.r, to.c)) continue;
          row.name = {RowKind::leap, static_cast<uint8_t>(d), r, c, 0};
          row.runs[0].r = r, row.runs[0].c = c;
          row.runs[1].r = to.r, row.runs[1].c = to.c;
          visit(row);
        }
      }
  }

  void append_entries(Var var, int32_t r, int32_t c, std::vector<Entry>& out) const override {
    if (var != Var::piece) return;
    for (Dir d : dirs_) {  // leaps that land here
      const Step m = step_of(d);
      const Square from = board_.torus() ? board_.wrap(r - m.dr, c - m.dc) : Square{r - m.dr, c - m.dc};
      if (board_.is_open(from.r, from.c)) out.push_back({{RowKind::leap, static_cast<uint8_t>(d), from.r, from.c, 0}, 1});
    }
    for (Dir d : dirs_)  // leaps that start here
      if (open_target(r, c, d, 1)) out.push_back({{RowKind::leap, static_cast<uint8_t>(d), r, c, 0}, 1});
  }

  // Whether the square one leap along d (sign 1) or back (-1) from (r,c) is open; on a torus,
  // around the edges.
  bool open_target(int32_t r, int32_t c, Dir d, int32_t sign) const {
    const Step m = step_of(d);
    const Square to = board_.torus() ? board_.wrap(r + sign * m.dr, c + sign * m.dc) : Square{r + sign * m.dr, c + sign * m.dc};
    return board_.is_open(to.r, to.c);
  }

 private:
  const Board& board_;
  Piece piece_;
  std::vector<Dir> dirs_;
};

// ---------------------------------------------------------------------------------------------
class PieceCountRow final : public RowFamily {
 public:
  PieceCountRow(const Board& board, Piece piece, int64_t k) : board_(board), piece_(piece), k_(k) {}

  Legend legend() const override {
    return {"pieces", fmt::format("sum over all squares of x_R_C = {}", k_),
            fmt::format("exactly {} {}", k_, k_ == 1 ? singular(piece_) : plural(piece_))};
  }

  bool has_rows() const override { return true; }
  int64_t units() const override { return 1; }
  int64_t unit_weight(int64_t) const override { return board_.open_squares() + 1; }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    if (first >= end) return;
    Row row;
    row.name = {RowKind::pieces};
    row.sense = Sense::eq;
    row.rhs = k_;
    row.all_pieces = true;
    visit(row);
  }

  void append_entries(Var var, int32_t, int32_t, std::vector<Entry>& out) const override {
    if (var == Var::piece) out.push_back({{RowKind::pieces}, 1});
  }

 private:
  const Board& board_;
  Piece piece_;
  int64_t k_;
};

// ---------------------------------------------------------------------------------------------
class SquareRows final : public RowFamily {
 public:
  explicit SquareRows(const Board& board) : board_(board) {}

  Legend legend() const override {
    return {"sq_R_C", "x_R_C + w_R_C <= 1", "a square holds a piece or a wall, not both"};
  }

  bool has_rows() const override { return board_.open_squares() > 0; }

  int64_t units() const override { return board_.rows(); }  // one a board row
  int64_t unit_weight(int64_t) const override { return 3 * int64_t{board_.cols()}; }

  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    for (auto r = static_cast<int32_t>(first); r < end; ++r)
      for (int32_t c = 0; c < board_.cols(); ++c) {
        if (board_.is_closed(r, c)) continue;
        Row row;
        row.name = {RowKind::square, 0, r, c, 0};
        row.add({Var::piece, 1, r, c, 0, 0, 1});
        row.add({Var::wall, 1, r, c, 0, 0, 1});
        visit(row);
      }
  }

  void append_entries(Var, int32_t r, int32_t c, std::vector<Entry>& out) const override {
    out.push_back({{RowKind::square, 0, r, c, 0}, 1});
  }

 private:
  const Board& board_;
};

// ---------------------------------------------------------------------------------------------
class FixedRows final : public RowFamily {
 public:
  FixedRows(const Board& board, std::vector<Square> fixed) : board_(board), fixed_(std::move(fixed)) {
    std::sort(fixed_.begin(), fixed_.end());  // board order, for the rows and the lookups
  }

  Legend legend() const override { return {"fx_R_C", "x_R_C = 1", "a piece already stands on square (R,C)"}; }
  bool has_rows() const override { return !fixed_.empty(); }
  int64_t units() const override { return static_cast<int64_t>(fixed_.size()); }
  int64_t unit_weight(int64_t) const override { return 2; }
  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    for (int64_t u = first; u < end; ++u) {
      const Square f = fixed_[static_cast<size_t>(u)];
      Row row;
      row.name = {RowKind::fixed, 0, f.r, f.c, 0};
      row.sense = Sense::eq;
      row.rhs = 1;
      row.add({Var::piece, 1, f.r, f.c, 0, 0, 1});
      visit(row);
    }
  }
  void append_entries(Var var, int32_t r, int32_t c, std::vector<Entry>& out) const override {
    if (var == Var::piece && std::binary_search(fixed_.begin(), fixed_.end(), Square{r, c}))
      out.push_back({{RowKind::fixed, 0, r, c, 0}, 1});
  }

 private:
  const Board& board_;
  std::vector<Square> fixed_;  // board order
};

// ---------------------------------------------------------------------------------------------
class TrivialRow final : public RowFamily {
 public:
  explicit TrivialRow(const Board& board) : first_(first_open(board)) {}

  Legend legend() const override {
    return {"trivial", fmt::format("x_{}_{} >= 0", first_.r + 1, first_.c + 1),
            "always true: no two squares attack each other here, and LP readers need one constraint"};
  }
  bool has_rows() const override { return true; }
  int64_t units() const override { return 1; }
  int64_t unit_weight(int64_t) const override { return 2; }
  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override {
    if (first >= end) return;
    Row row;
    row.name = {RowKind::trivial};
    row.sense = Sense::ge;
    row.rhs = 0;
    row.add({Var::piece, 1, first_.r, first_.c, 0, 0, 1});
    visit(row);
  }
  void append_entries(Var var, int32_t r, int32_t c, std::vector<Entry>& out) const override {
    if (var == Var::piece && Square{r, c} == first_) out.push_back({{RowKind::trivial}, 1});
  }

 private:
  static Square first_open(const Board& board) {
    for (int32_t r = 0; r < board.rows(); ++r)
      for (int32_t c = 0; c < board.cols(); ++c)
        if (!board.is_closed(r, c)) return {r, c};
    return {0, 0};
  }
  Square first_;
};

}  // namespace

std::unique_ptr<RowFamily> trivial_row(const Board& board) { return std::make_unique<TrivialRow>(board); }

std::unique_ptr<RowFamily> segment_rows(const Board& board, const Lines& lines, Piece piece, Sense sense, bool keep_single) {
  return std::make_unique<SegmentRows>(board, lines, piece, sense, keep_single);
}
std::unique_ptr<RowFamily> pair_rows(const Board& board, const Lines& lines, Piece piece, int32_t max_step) {
  return std::make_unique<PairRows>(board, lines, piece, max_step);
}
std::unique_ptr<RowFamily> span_rows(const Board& board, const Lines& lines, Piece piece, bool ends_only) {
  return std::make_unique<SpanRows>(board, lines, piece, ends_only);
}
std::unique_ptr<RowFamily> king_block_rows(const Board& board) { return std::make_unique<KingBlockRows>(board); }
std::unique_ptr<RowFamily> leap_rows(const Board& board, Piece piece, uint16_t dirs) {
  return std::make_unique<LeapRows>(board, piece, dirs);
}
std::unique_ptr<RowFamily> piece_count_row(const Board& board, Piece piece, int64_t k) {
  return std::make_unique<PieceCountRow>(board, piece, k);
}
std::unique_ptr<RowFamily> square_rows(const Board& board) { return std::make_unique<SquareRows>(board); }
std::unique_ptr<RowFamily> fixed_rows(const Board& board, const std::vector<Square>& fixed) {
  return std::make_unique<FixedRows>(board, fixed);
}

}  // namespace boardlp
