// CPLEX LP: the header as "\" comments, then Maximize/Minimize, Subject To, Binaries, End.
// Lines are wrapped before 256 characters (some readers stop at 255 or 560).
#include <cmath>

#include "numbers.hpp"
#include "file_slices.hpp"
#include "writer.hpp"

namespace boardlp {

// Named, not anonymous: the writers are templates of external linkage.
namespace lp_text {

constexpr size_t kWrapAt = 250;  // wrap once a line would pass this many characters

// Appends " + name" terms, wrapping lines; tracks the length of the current line.
class LpLines {
 public:
  explicit LpLines(OutBuffer& out) : out_(out) {}

  void start(std::string_view text) {  // a new line
    out_.put(text);
    line_ = text.size();
  }
  void end_line() {
    out_.put('\n');
    line_ = 0;
  }

  // One term: the sign is written as " + " or " - " except on the first term of a row.
  template <class Col>
  void term(double coef, const Col& col, bool first) {
    char* const p0 = out_.reserve(kNameBuffer + kNumberBuffer + 8);
    char* p = p0;
    if (first) {
      *p++ = ' ';
      if (coef != 1) p = put_coef(p, coef);
    } else {
      *p++ = ' ';
      *p++ = coef < 0 ? '-' : '+';
      *p++ = ' ';
      if (std::abs(coef) != 1) p = put_coef(p, std::abs(coef));
    }
    p = put_col_name(p, col);
    place(p0, p);
  }

  template <class Col>
  void column(const Col& col) {  // " x_R_C" in the Binaries section
    char* const p0 = out_.reserve(kNameBuffer + 4);
    char* p = p0;
    *p++ = ' ';
    place(p0, put_col_name(p, col));
  }

  void tail(std::string_view text) {  // " <= 1"-style end of a row, wrapped like a term
    char* const p0 = out_.reserve(text.size() + kNumberBuffer + 4);
    char* p = p0;
    for (char ch : text) *p++ = ch;
    place(p0, p);
  }
  OutBuffer& out() { return out_; }

 private:
  static char* put_coef(char* p, double coef) {
    if (coef == -1) {
      *p++ = '-';
      return p;
    }
    p = put_number(p, coef);
    *p++ = ' ';
    return p;
  }

  // The text in [p0, p) is appended; break the line before it if it would be too long.
  void place(char* p0, char* p) {
    const auto n = static_cast<size_t>(p - p0);
    if (line_ + n > kWrapAt && line_ > 1) {
      // Move the text one byte on to make room for a newline (text starts with a space).
      std::memmove(p0 + 1, p0, n);
      *p0 = '\n';
      ++p;
      line_ = n;
    } else {
      line_ += n;
    }
    out_.commit(p);
  }

  OutBuffer& out_;
  size_t line_ = 0;
};

template <class M, class R>
[[gnu::flatten]] void write_row(LpLines& lp, const R& row, const M& model) {
  char head[kNameBuffer + 4];
  char* p = head;
  *p++ = ' ';
  p = put_row_name(p, row.name);
  *p++ = ':';
  lp.start({head, static_cast<size_t>(p - head)});
  bool first = true;
  for_each_term(row, model, [&](const auto& col, auto coef) {
    lp.term(static_cast<double>(coef), col, first);
    first = false;
  });
  char tail[kNumberBuffer + 8];
  char* t = tail;
  *t++ = ' ';
  if (row.sense != Sense::eq) *t++ = row.sense == Sense::le ? '<' : '>';
  *t++ = '=';
  *t++ = ' ';
  t = put_number(t, static_cast<double>(row.rhs));
  lp.tail({tail, static_cast<size_t>(t - tail)});
  lp.end_line();
}

// A column found by first_column; the objective's first term is written without a sign.
template <class Col>
struct FirstTerm {
  bool any = false;
  Col col;
};

// The first column, or the first with a nonzero objective coefficient: usually square (1,1).
template <class M>
auto first_column(const M& model, bool in_objective) {
  FirstTerm<ColumnOf<M>> first;
  for (const auto& block : column_blocks(model)) {
    for_each_column_in(model, block, [&](const auto& col) {
      if (!first.any && (!in_objective || model.objective_coef(col) != 0)) first = {true, col};
    });
    if (first.any) break;
  }
  return first;
}

// The objective's terms for a block of columns: one line per board row, wrapped.
template <class M, class Block, class First>
[[gnu::flatten]] void write_objective_block(OutBuffer& out, const M& model, const Block& block, const First& first) {
  LpLines lp(out);
  bool open_line = false;
  for_each_column_by_line(model, block, [&](const auto& col, bool new_line) {
    if (new_line && open_line) {
      lp.end_line();
      open_line = false;
    }
    const double coef = model.objective_coef(col);
    if (coef == 0) return;
    const bool is_first = col == first.col;
    if (!open_line) lp.start(is_first ? " " + model.objective().name + ":" : std::string());
    open_line = true;
    lp.term(coef, col, is_first);
  });
  if (open_line) lp.end_line();
}

// A read model's columns that are not 0-1: "lo <= x <= hi", "x = v", "x free" (a fixed 0-1
// column too: its bound is its value). The compact model has none.
void write_bounds(const Model&, OrderedChunks&) {}
void write_bounds(const SparseModel& model, OrderedChunks& chunks) {
  chunks.add([&model](OutBuffer& out) {
    std::string text = "Bounds\n";
    model.for_each_column([&](const SparseCol& col) {
      const ColumnType type = model.column_type(col);
      if (type == ColumnType::binary) return;
      const double lo = model.lower(col.j), hi = model.upper(col.j);
      const std::string name = col_name(col);
      auto number = [](double v) {
        char buf[kNumberBuffer];
        return std::string(buf, put_number(buf, v));
      };
      const bool lo_inf = lo <= -1e20, hi_inf = hi >= 1e20;
      if (lo == hi) text += " " + name + " = " + number(lo) + "\n";
      else if (lo_inf && hi_inf) text += " " + name + " free\n";
      else if (lo_inf) text += " -inf <= " + name + " <= " + number(hi) + "\n";
      else if (hi_inf) text += " " + name + " >= " + number(lo) + "\n";
      else text += " " + number(lo) + " <= " + name + " <= " + number(hi) + "\n";
    });
    out.put(text);
  });
}

}  // namespace lp_text
using namespace lp_text;

template <class M>
FileFacts write_lp(const M& model, const SizeTally& tally, OrderedChunks& chunks, const FileChoice&) {
  const auto first = first_column(model, true);
  chunks.add_in_order([&model, &tally, first](OutBuffer& out) {
    const Objective& obj = model.objective();
    std::string head;
    for (const std::string& line : header_lines(model, tally.total(model), FileFormat::lp))
      head.append(line.empty() ? "\\" : "\\ ").append(line).append("\n");
    head += obj.sense == ObjectiveSense::maximize ? "Maximize\n" : "Minimize\n";
    if (!first.any) {  // glpsol needs a variable in the objective: "zero: 0 x_1_1"
      const auto column = first_column(model, false);
      if (column.any) head += " " + obj.name + ": 0 " + col_name(column.col) + "\n";
    }
    out.put(head);
  });
  const auto blocks = column_blocks(model);
  if (first.any)
    for (const auto& block : blocks)
      chunks.add([&model, block, first](OutBuffer& out) { write_objective_block(out, model, block, first); });

  chunks.add([](OutBuffer& out) { out.put("Subject To\n"); });
  for (auto& slice : row_slices(model))
    chunks.add([&model, slice = std::move(slice)](OutBuffer& out) {
      LpLines lp(out);
      for_each_row_of(slice, [&](const auto& row) { write_row(lp, row, model); });
    });

  if (!model.all_binary()) write_bounds(model, chunks);
  // The 0-1 columns, one line per board row, wrapped; with other columns, their types' sections.
  for (const ColumnType type : {ColumnType::integer, ColumnType::binary}) {
    // An all-0-1 model (every model boardlp builds) skips the scan of its columns for a type.
    bool any = model.all_binary() && type == ColumnType::binary;
    if (!model.all_binary())
      model.for_each_column([&](const auto& col) { any = any || model.column_type(col) == type; });
    if (!any) continue;
    chunks.add([type](OutBuffer& out) { out.put(type == ColumnType::binary ? "Binaries\n" : "Generals\n"); });
    for (const auto& block : blocks)
      chunks.add([&model, block, type](OutBuffer& out) {
        LpLines lp(out);
        bool open_line = false;  // a board row all walls has no line
        for_each_column_by_line(model, block, [&](const auto& col, bool new_line) {
          if (new_line && open_line) {
            lp.end_line();
            open_line = false;
          }
          if (model.column_type(col) != type) return;
          if (!open_line) lp.start("");
          open_line = true;
          lp.column(col);
        });
        if (open_line) lp.end_line();
      });
  }
  chunks.add([](OutBuffer& out) { out.put("End\n"); });
  return {model.columns(), 0};
}

template FileFacts write_lp(const Model&, const SizeTally&, OrderedChunks&, const FileChoice&);
template FileFacts write_lp(const SparseModel&, const SizeTally&, OrderedChunks&, const FileChoice&);

}  // namespace boardlp
