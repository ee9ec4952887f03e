// CPLEX LP: the header as "\" comments, then Maximize/Minimize, Subject To, Binaries, End.
// Lines are wrapped before 256 characters (some readers stop at 255 or 560).
#include <cmath>

#include "numbers.hpp"
#include "file_slices.hpp"
#include "writer.hpp"

namespace boardlp {

namespace {

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
  void term(double coef, const Column& col, bool first) {
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

  void column(const Column& col) {  // " x_R_C" in the Binaries section
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

void write_row(LpLines& lp, const Row& row, const Board& board) {
  char head[kNameBuffer + 4];
  char* p = head;
  *p++ = ' ';
  p = put_row_name(p, row.name);
  *p++ = ':';
  lp.start({head, static_cast<size_t>(p - head)});
  bool first = true;
  for_each_term(row, board, [&](const Column& col, int8_t coef) {
    lp.term(coef, col, first);
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
struct FirstTerm {
  bool any = false;
  Column col;
};

// The first column, or the first with a nonzero objective coefficient: usually square (1,1).
FirstTerm first_column(const Model& model, bool in_objective) {
  FirstTerm first;
  for (const ColumnBlock& block : column_blocks(model)) {
    for_each_column_in(model, block, [&](const Column& col) {
      if (!first.any && (!in_objective || model.objective_coef(col) != 0)) first = {true, col};
    });
    if (first.any) break;
  }
  return first;
}

// Calls f(column, new_line) for the columns of a block, new_line true on the first column of
// each board row (of each group of squares) and on the first of a run of columns without squares.
// The loops of for_each_column_in, with the line breaks where the rows start: no per-column compare.
template <class F>
void for_each_column_by_line(const Model& model, const ColumnBlock& block, F&& f) {
  const Board& board = model.board();
  for (size_t g = block.first_group; g < block.end_group; ++g) {
    const ColumnGroup& group = model.variables()[g];
    if (!var_kind(group.var).on_square) {
      f(Column{group.var, group.layer, 0, 0}, g == block.first_group);
      continue;
    }
    for (int32_t r = block.first_row; r < block.end_row; ++r) {
      bool first = true;
      for (int32_t c = 0; c < board.cols(); ++c)
        if (model.has_column(group.var, r, c)) {
          f(Column{group.var, group.layer, r, c}, first);
          first = false;
        }
    }
  }
}

// The objective's terms for a block of columns: one line per board row, wrapped.
void write_objective_block(OutBuffer& out, const Model& model, const ColumnBlock& block, const FirstTerm& first) {
  LpLines lp(out);
  bool open_line = false;
  for_each_column_by_line(model, block, [&](const Column& col, bool new_line) {
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

}  // namespace

void write_lp(const Model& model, const SizeTally& tally, OrderedChunks& chunks, const FileChoice&) {
  const FirstTerm first = first_column(model, true);
  chunks.add_in_order([&model, &tally, first](OutBuffer& out) {
    const Objective& obj = model.objective();
    std::string head;
    for (const std::string& line : header_lines(model, tally.total(model), FileFormat::lp))
      head.append(line.empty() ? "\\" : "\\ ").append(line).append("\n");
    head += obj.sense == ObjectiveSense::maximize ? "Maximize\n" : "Minimize\n";
    if (!first.any) {  // glpsol needs a variable in the objective: "zero: 0 x_1_1"
      const FirstTerm column = first_column(model, false);
      if (column.any) head += " " + obj.name + ": 0 " + col_name(column.col) + "\n";
    }
    out.put(head);
  });
  const std::vector<ColumnBlock> blocks = column_blocks(model);
  if (first.any)
    for (const ColumnBlock& block : blocks)
      chunks.add([&model, block, first](OutBuffer& out) { write_objective_block(out, model, block, first); });

  chunks.add([](OutBuffer& out) { out.put("Subject To\n"); });
  for (RowSlice& slice : row_slices(model))
    chunks.add([&model, slice = std::move(slice)](OutBuffer& out) {
      LpLines lp(out);
      for_each_row_of(slice, [&](const Row& row) { write_row(lp, row, model.board()); });
    });

  chunks.add([](OutBuffer& out) { out.put("Binaries\n"); });
  for (const ColumnBlock& block : blocks)
    chunks.add([&model, block](OutBuffer& out) {  // one line per board row, wrapped
      LpLines lp(out);
      bool open_line = false;  // a board row all walls has no line
      for_each_column_by_line(model, block, [&](const Column& col, bool new_line) {
        if (new_line && open_line) lp.end_line();
        if (new_line || !open_line) lp.start("");
        open_line = true;
        lp.column(col);
      });
      if (open_line) lp.end_line();
    });
  chunks.add([](OutBuffer& out) { out.put("End\n"); });
}

}  // namespace boardlp
