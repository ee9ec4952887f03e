#pragma once
// Families whose rows are all one shape moved over the board: a stencil, a few squares at fixed
// offsets from an anchor square (a leap: the anchor and the square one leap away; a king block:
// the 2x2 square below and right of it; least-walls' square row: the piece and the wall of one
// square). Both views of the rows, row by row (LP, MPS ROWS) and column by column (MPS COLUMNS),
// are derived here from the stencils, so a family only says what its stencils are.
#include <cstdint>
#include <vector>

#include <boost/container/static_vector.hpp>

#include "model.hpp"

namespace boardlp {

struct StencilTerm {
  Var var;
  int32_t dr, dc;  // from the anchor
};

struct Stencil {
  RowKind kind;
  uint8_t code;  // the RowName's code: a leap's Dir
  boost::container::static_vector<StencilTerm, 4> terms;
};

class StencilRows : public RowFamily {
 public:
  // Stencil s at anchor A makes a row when every square of it is on the board (on a torus, always:
  // around the edges) and at least `min_terms` of them are open; its terms are the open ones, in
  // the stencil's order, each with coefficient 1, "<= 1". Rows go by anchor in board order, then
  // by stencil. `weight`: about how much text one anchor square makes (RowFamily::unit_weight).
  StencilRows(const Board& board, std::vector<Stencil> stencils, int min_terms, int64_t weight);

  bool has_rows() const override;
  int64_t units() const override { return board_.rows(); }  // one a board row of anchors
  int64_t unit_weight(int64_t) const override { return weight_ * board_.cols(); }
  void for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const override;
  // The rows with a term on (r,c): for each term position, last first, each stencil anchored so
  // that this term falls on (r,c) (the order the rows' own order gives for leaps and blocks).
  void append_entries(const Column& col, std::vector<Entry>& out) const override;

 protected:
  const Board& board_;

 private:
  // The open squares of stencil k anchored at (r,c), as runs of one term, into `out`; their
  // number, or -1 when a square of it is off the board (or closed, when every one must be open).
  // Term `known_open` is known to be open and not looked up (kNone: none is). kFill: fill `out`
  // (else only count).
  template <bool kFill>
  int open_terms(size_t k, int32_t r, int32_t c, Run* out, size_t known_open) const;
  static constexpr size_t kNone = SIZE_MAX;
  // Whether stencil k anchored at (r,c) lies on the board (on a torus: always).
  bool anchored(size_t k, int32_t r, int32_t c) const;

  struct Anchors {
    int32_t first_r, end_r, first_c, end_c;
  };
  std::vector<Stencil> stencils_;
  std::vector<Anchors> anchors_;  // per stencil, where it may be anchored on a flat board
  int min_terms_;
  int64_t weight_;
  size_t longest_ = 0;       // the most terms a stencil has
  bool every_term_ = false;  // every stencil starts at its anchor and needs all its squares open
  // A flat board with every square open (the usual case, and the large one): a stencil makes a
  // row wherever it lies on the board, with all its squares, and nothing is looked up.
  bool plain_ = false;
};

}  // namespace boardlp
