// MiniZinc: the header as "%" comments, a 0-1 variable per column ("var 0..1: x_1_1;"), each row
// a linear constraint named as in the LP file (constraint :: "r_1" x_1_1 + x_1_2 <= 1;), then
// "solve minimize|maximize ..." or "solve satisfy". Self-contained: no include, no data file, no
// output item (minizinc then prints every variable, which boardlp-solve reads back). Lines are
// wrapped before 256 characters, as in LP.
#include <algorithm>
#include <cmath>

#include "file_slices.hpp"
#include "numbers.hpp"
#include "pb_text.hpp"
#include "writer.hpp"

namespace boardlp {

// Named, not anonymous: the writers are templates of external linkage.
namespace minizinc_text {

constexpr size_t kWrapAt = 250;

// A linear expression's terms, "x_1_1 + 2*x_1_2 - x_2_1", wrapped onto new lines as they grow.
class Terms {
 public:
  // `line`: the characters already on the line; `first`: no term written before (no sign).
  Terms(OutBuffer& out, size_t line, bool first = true) : out_(out), line_(line), first_(first) {}

  template <class Col>
  void term(int64_t coef, const Col& col) {
    char* const p0 = out_.reserve(kNameBuffer + kNumberBuffer + 8);
    char* p = p0;
    if (!first_) {
      if (line_ > kWrapAt) {
        *p++ = '\n';
        *p++ = ' ';
        *p++ = ' ';
        line_ = 0;
      } else {
        *p++ = ' ';
      }
      *p++ = coef < 0 ? '-' : '+';
      *p++ = ' ';
    } else if (coef < 0) {
      *p++ = '-';
    }
    const uint64_t size = static_cast<uint64_t>(coef < 0 ? -coef : coef);
    if (size != 1) {
      p = put_uint(p, size);
      *p++ = '*';
    }
    p = put_col_name(p, col);
    line_ += static_cast<size_t>(p - p0);
    first_ = false;
    out_.commit(p);
  }
  bool empty() const { return first_; }

 private:
  OutBuffer& out_;
  size_t line_;
  bool first_;
};

template <class M, class R>
void write_row(OutBuffer& out, const R& row, const M& model) {
  char* p = out.reserve(kNameBuffer + 24);
  p = std::copy_n("constraint :: \"", 15, p);
  p = put_row_name(p, row.name);
  p = std::copy_n("\" ", 2, p);
  out.commit(p);
  Terms terms(out, 40);  // after "constraint :: \"NAME\" "
  for_each_term(row, model, [&](const auto& col, auto coef) { terms.term(static_cast<int64_t>(coef), col); });
  if (terms.empty()) out.put("0");
  p = out.reserve(kNumberBuffer + 8);
  *p++ = ' ';
  if (row.sense == Sense::eq) *p++ = '=';
  else *p++ = row.sense == Sense::le ? '<' : '>';
  *p++ = '=';
  *p++ = ' ';
  p = put_int(p, static_cast<int64_t>(row.rhs));
  *p++ = ';';
  *p++ = '\n';
  out.commit(p);
}

}  // namespace minizinc_text
using namespace minizinc_text;

template <class M>
FileFacts write_minizinc(const M& model, const SizeTally& tally, OrderedChunks& chunks, const FileChoice&) {
  chunks.add_in_order([&model, &tally](OutBuffer& out) {
    std::string head;
    for (const std::string& line : header_lines(model, tally.total(model), FileFormat::mzn))
      head.append(line.empty() ? "%" : "% ").append(line).append("\n");
    out.put(head);
  });
  const auto blocks = column_blocks(model);
  for (const auto& block : blocks)
    chunks.add([&model, block](OutBuffer& out) {
      for_each_column_in(model, block, [&](const auto& col) {
        char* p = out.reserve(kNameBuffer + 16);
        p = std::copy_n("var 0..1: ", 10, p);
        p = put_col_name(p, col);
        *p++ = ';';
        *p++ = '\n';
        out.commit(p);
      });
    });
  for (auto& slice : row_slices(model))
    chunks.add([&model, slice = std::move(slice)](OutBuffer& out) {
      for_each_row_of(slice, [&](const auto& row) { write_row(out, row, model); });
    });

  const Objective& objective = model.objective();
  bool any = false;
  model.for_each_column([&](const auto& col) { any = any || model.objective_coef(col) != 0; });
  if (!any) {
    chunks.add([](OutBuffer& out) { out.put("solve satisfy;\n"); });
    return {model.columns(), 0};
  }
  chunks.add([&objective](OutBuffer& out) {
    out.put(objective.sense == ObjectiveSense::maximize ? "solve maximize\n  " : "solve minimize\n  ");
  });
  auto started = std::make_shared<bool>(false);  // the blocks run in order: a term after the first gets its sign
  for (const auto& block : blocks)
    chunks.add_in_order([&model, block, started](OutBuffer& out) {  // a line or more per block
      Terms terms(out, 1, !*started);
      bool line = false;
      for_each_column_in(model, block, [&](const auto& col) {
        const double coef = model.objective_coef(col);
        if (coef == 0) return;
        if (*started && !line) out.put("\n ");
        line = true;
        terms.term(static_cast<int64_t>(coef), col);
        *started = true;
      });
    });
  chunks.add_in_order([](OutBuffer& out) { out.put(";\n"); });
  return {model.columns(), 0};
}

template FileFacts write_minizinc(const Model&, const SizeTally&, OrderedChunks&, const FileChoice&);
template FileFacts write_minizinc(const SparseModel&, const SizeTally&, OrderedChunks&, const FileChoice&);

}  // namespace boardlp
