#include "stencil_rows.hpp"

#include <algorithm>

namespace boardlp {

StencilRows::StencilRows(const Board& board, std::vector<Stencil> stencils, int min_terms, int64_t weight)
    : board_(board), stencils_(std::move(stencils)), min_terms_(min_terms), weight_(weight) {
  plain_ = !board.torus() && board.open_squares() == int64_t{board.rows()} * board.cols();
  every_term_ = true;
  for (const Stencil& s : stencils_) {
    longest_ = std::max(longest_, s.terms.size());
    every_term_ = every_term_ && static_cast<size_t>(min_terms_) == s.terms.size() && s.terms[0].dr == 0 && s.terms[0].dc == 0;
    // On a flat board, the anchors whose stencil lies on the board: a rectangle.
    Anchors a{0, board.rows(), 0, board.cols()};
    for (const StencilTerm& t : s.terms) {
      a.first_r = std::max(a.first_r, -t.dr), a.end_r = std::min(a.end_r, board.rows() - t.dr);
      a.first_c = std::max(a.first_c, -t.dc), a.end_c = std::min(a.end_c, board.cols() - t.dc);
    }
    anchors_.push_back(a);
  }
}

[[gnu::always_inline]] inline bool StencilRows::anchored(size_t k, int32_t r, int32_t c) const {
  const Anchors& a = anchors_[k];
  return board_.torus() || (r >= a.first_r && r < a.end_r && c >= a.first_c && c < a.end_c);
}

template <bool kFill>
[[gnu::always_inline]] inline int StencilRows::open_terms(size_t k, int32_t r, int32_t c, Run* out, size_t known_open) const {
  if (!anchored(k, r, c)) return -1;
  const Stencil& s = stencils_[k];
  const bool torus = board_.torus();
  int n = 0;
  for (size_t i = 0; i < s.terms.size(); ++i) {
    const StencilTerm& t = s.terms[i];
    const Square q = torus ? board_.wrap(r + t.dr, c + t.dc) : Square{r + t.dr, c + t.dc};
    if (i == known_open || !board_.is_closed(q.r, q.c)) {
      if constexpr (kFill) out[n] = {t.var, 1, q.r, q.c, 0, 0, 1};
      ++n;
    }
    else if (every_term_) return -1;  // the row needs every square open
  }
  return n;
}

bool StencilRows::has_rows() const {
  Run terms[4];
  for (int32_t r = 0; r < board_.rows(); ++r)
    for (int32_t c = 0; c < board_.cols(); ++c)
      for (size_t k = 0; k < stencils_.size(); ++k)
        if (open_terms<false>(k, r, c, terms, kNone) >= min_terms_) return true;
  return false;
}

void StencilRows::for_each_row_in(int64_t first, int64_t end, const std::function<void(const Row&)>& visit) const {
  Row row;  // made once: each row changes its name and squares (this loop is most of a kings or knights file's work)
  Run terms[4];
  auto emit = [&](const Stencil& s, int32_t r, int32_t c, int n) {
    row.name = {s.kind, s.code, r, c, 0};
    if (static_cast<size_t>(n) == row.runs.size()) {  // as many terms as the last row: in place
      for (int i = 0; i < n; ++i) {
        Run& run = row.runs[static_cast<size_t>(i)];
        run.var = terms[i].var, run.r = terms[i].r, run.c = terms[i].c;
      }
    } else {
      row.set_runs(terms, terms + n);
    }
    visit(row);
  };
  for (auto r = static_cast<int32_t>(first); r < end; ++r)
    for (int32_t c = 0; c < board_.cols(); ++c) {
      if (every_term_ && board_.is_closed(r, c)) continue;  // every stencil starts at its anchor
      for (size_t k = 0; k < stencils_.size(); ++k) {
        const Stencil& s = stencils_[k];
        if (plain_) {
          const Anchors& a = anchors_[k];
          if (r < a.first_r || r >= a.end_r || c < a.first_c || c >= a.end_c) continue;
          const int n = static_cast<int>(s.terms.size());
          if (n < min_terms_) continue;
          row.name = {s.kind, s.code, r, c, 0};
          if (static_cast<size_t>(n) == row.runs.size()) {  // straight into the row's runs
            for (int i = 0; i < n; ++i) {
              Run& run = row.runs[static_cast<size_t>(i)];
              run.var = s.terms[i].var, run.r = r + s.terms[i].dr, run.c = c + s.terms[i].dc;
            }
          } else {
            for (int i = 0; i < n; ++i) terms[i] = {s.terms[i].var, 1, r + s.terms[i].dr, c + s.terms[i].dc, 0, 0, 1};
            row.set_runs(terms, terms + n);
          }
          visit(row);
          continue;
        }
        const int n = open_terms<true>(k, r, c, terms, every_term_ ? 0 : kNone);
        if (n >= min_terms_) emit(s, r, c, n);
      }
    }
}

void StencilRows::append_entries(const Column& col, std::vector<Entry>& out) const {
    const Var var = col.var;
    const int32_t r = col.r, c = col.c;
  Run terms[4];
  for (size_t i = longest_; i-- > 0;)
    for (size_t k = 0; k < stencils_.size(); ++k) {
      const Stencil& s = stencils_[k];
      if (i >= s.terms.size() || s.terms[i].var != var) continue;
      if (plain_) {  // every square open: the stencil makes a row wherever it lies on the board
        const int32_t ar = r - s.terms[i].dr, ac = c - s.terms[i].dc;
        const Anchors& a = anchors_[k];
        if (ar >= a.first_r && ar < a.end_r && ac >= a.first_c && ac < a.end_c &&
            static_cast<int>(s.terms.size()) >= min_terms_)
          out.push_back({{s.kind, s.code, ar, ac, 0}, 1});
        continue;
      }
      const Square anchor = board_.wrap(r - s.terms[i].dr, c - s.terms[i].dc);
      // (r,c) has this column, so it is open: only the stencil's other squares are looked at
      if (board_.exists(anchor) && open_terms<false>(k, anchor.r, anchor.c, terms, i) >= min_terms_)
        out.push_back({{s.kind, s.code, anchor.r, anchor.c, 0}, 1});
    }
}

}  // namespace boardlp
