// MPS, free or fixed. The header as "*" comments; no blank line anywhere (glpsol stops at one).
// There is no portable OBJSENSE, so a maximum is written as the minimum of its negation.
// Binaries are "BV" bounds, which cbc, glpsol, lp_solve and SYMPHONY all read.
#include <algorithm>
#include <cstring>
#include <optional>
#include <type_traits>

#include <fmt/format.h>

#include "errors.hpp"
#include "numbers.hpp"
#include "file_slices.hpp"
#include "writer.hpp"

namespace boardlp {

// Named, not anonymous: the writers are templates of external linkage.
namespace mps_text {

std::string_view view(const char* b, const char* e) { return {b, static_cast<size_t>(e - b)}; }

// One MPS data line: "[type] name1 name2 value [name3 value]". Fixed MPS puts the type in
// columns 2-3, name1 in 5-12, name2 in 15-22, its value right-aligned in 25-36, name3 in 40-47
// and its value in 50-61 (the name policy keeps every name within 8 characters).
class MpsLine {
 public:
  MpsLine(OutBuffer& out, bool fixed, std::string_view type, std::string_view name1)
      : out_(out), fixed_(fixed), line_(out.reserve(kRoom)), p_(line_) {
    *p_++ = ' ';
    if (fixed_) {
      p_ = put(p_, type);
      pad_to(4);
    } else if (!type.empty()) {
      p_ = put(p_, type);
      *p_++ = ' ';
    }
    p_ = put(p_, name1);
  }

  void add(std::string_view name, double value) {
    add_named([name](char* p) { return put(p, name); }, value);
  }

  // The same, with the name formatted straight into the line by write_name(p) -> end.
  template <class WriteName>
  void add_named(WriteName&& write_name, double value) {
    char num[kNumberBuffer];
    std::string_view number = value == 1 ? "1" : value == -1 ? "-1" : view(num, put_number(num, value));
    if (!fixed_) {
      *p_++ = ' ';
      p_ = write_name(p_);
      *p_++ = ' ';
      p_ = put(p_, number);
      return;
    }
    const size_t n = number.size();
    if (n > 12)
      throw UserError(fmt::format("cannot write {} in fixed MPS: it needs {} characters and the field has 12; "
                                  "round the costs or use --format mps (free MPS)",
                                  number, n));
    const bool second = fields_++ == 1;
    pad_to(second ? 39 : 14);
    p_ = write_name(p_);
    pad_to((second ? 49 : 24) + static_cast<std::ptrdiff_t>(12 - n));
    p_ = put(p_, number);
  }

  void add_name(std::string_view name) {  // the column of a bound
    if (fixed_) pad_to(14);
    else *p_++ = ' ';
    p_ = put(p_, name);
  }

  void finish() {
    *p_++ = '\n';
    out_.commit(p_);
  }

 private:
  static constexpr size_t kRoom = 3 * kNameBuffer + 2 * kNumberBuffer + 64;
  static char* put(char* p, std::string_view s) {  // names and numbers are short: no memcpy call
    for (char ch : s) *p++ = ch;
    return p;
  }
  void pad_to(std::ptrdiff_t col) {
    do *p_++ = ' ';
    while (p_ - line_ < col);
  }

  OutBuffer& out_;
  bool fixed_;
  char* line_;
  char* p_;
  int fields_ = 0;
};

// The NAME line's name: the problem's pieces and board, or "model" for a file of another origin,
// marked FREE in free MPS: CoinMpsIO takes a free file's short names (" a obj -3") for fixed
// fields otherwise.
std::string problem_name(const Spec& spec) { return fmt::format("{}_{}x{}", plural(spec.piece), spec.rows, spec.cols); }
std::string problem_name(const Model& model, bool) { return problem_name(model.spec()); }
std::string problem_name(const SparseModel& model, bool fixed) {
  return model.spec() ? problem_name(*model.spec()) : fixed ? "model" : "model FREE";
}

// The rows that hold a column: the column view of the same rows.
void append_entries(const Model& model, const Column& col, std::vector<Entry>& out) {
  for (const auto& family : model.families()) family->append_entries(col, out);
}
void append_entries(const SparseModel& model, const SparseCol& col, std::vector<SparseEntry>& out) {
  model.append_entries(col, out);
}
template <class M>
using EntryOf = std::conditional_t<std::is_same_v<M, Model>, Entry, SparseEntry>;

// A read model's integer columns that are not 0-1 are marked in COLUMNS, as MPS states them.
void put_marker(OutBuffer& out, bool fixed, bool start) {
  const std::string_view word = start ? "'INTORG'" : "'INTEND'";
  out.put(fixed ? "    MARKER    'MARKER'                 " : " MARKER 'MARKER' ");
  out.put(word);
  out.put('\n');
}

// A column's bounds: "BV" for a 0-1 column (the compact model's every column); a read model's
// others as MPS states them.
void put_binary(OutBuffer& out, bool fixed, std::string_view name) {
  MpsLine line(out, fixed, "BV", "BND");
  line.add_name(name);
  line.finish();
}
void put_bounds(OutBuffer& out, bool fixed, const Model&, const Column&, std::string_view name) { put_binary(out, fixed, name); }
void put_bounds(OutBuffer& out, bool fixed, const SparseModel& model, const SparseCol& col, std::string_view name) {
  const ColumnType type = model.column_type(col);
  if (type == ColumnType::binary) return put_binary(out, fixed, name);
  const double lo = model.lower(col.j), hi = model.upper(col.j);
  auto bound = [&](std::string_view kind, std::optional<double> value) {
    MpsLine line(out, fixed, kind, "BND");
    if (value) line.add(name, *value);
    else line.add_name(name);
    line.finish();
  };
  if (lo == hi) return bound("FX", lo);
  if (lo <= -1e20 && hi >= 1e20) return bound("FR", std::nullopt);
  if (lo <= -1e20) bound("MI", std::nullopt);
  else if (lo != 0) bound("LO", lo);
  if (hi < 1e20) bound("UP", hi);
}

}  // namespace mps_text
using namespace mps_text;

template <class M>
FileFacts write_mps(const M& model, const SizeTally& tally, OrderedChunks& chunks, const FileChoice& file) {
  const FileFormat format = file.format;
  const Objective& obj = model.objective();
  const bool fixed = format == FileFormat::fixed_mps;
  chunks.add_in_order([&model, &tally, fixed, format](OutBuffer& out) {
    std::string head;
    for (const std::string& line : header_lines(model, tally.total(model), format))
      head.append(line.empty() ? "*" : "* ").append(line).append("\n");
    head += fmt::format("{}{}\nROWS\n N  {}\n", fixed ? "NAME          " : "NAME ", problem_name(model, fixed),
                        model.objective().mps_name);
    out.put(head);
  });

  const auto slices = row_slices(model);
  for (const auto& slice : slices)
    chunks.add([slice](OutBuffer& out) {  // a copy: the chunks outlive this function
      for_each_row_of(slice, [&](const auto& row) {
        char* p = out.reserve(kNameBuffer + 8);
        *p++ = ' ';
        *p++ = static_cast<char>(row.sense);
        *p++ = ' ';
        *p++ = ' ';
        p = put_row_name(p, row.name);
        *p++ = '\n';
        out.commit(p);
      });
    });

  chunks.add([](OutBuffer& out) { out.put("COLUMNS\n"); });
  const double obj_sign = obj.sense == ObjectiveSense::maximize ? -1 : 1;
  const auto blocks = column_blocks(model);
  for (const auto& block : blocks)
    chunks.add([&model, block, fixed, obj_sign](OutBuffer& out) {
      const std::string& obj_name = model.objective().mps_name;
      std::vector<EntryOf<M>> entries;
      char col[kNameBuffer];
      for_each_column_in(model, block, [&](const auto& column) {
        entries.clear();
        const double coef = model.objective_coef(column) * obj_sign;
        // The objective's nonzero first; a column in no row at all still needs a line (coefficient 0).
        append_entries(model, column, entries);
        const std::string_view col_name = view(col, put_col_name(col, column));
        const bool integer = model.column_type(column) == ColumnType::integer;
        if (integer) put_marker(out, fixed, true);
        const size_t lead = (coef != 0 || entries.empty()) ? 1 : 0;
        const size_t total = lead + entries.size();
        for (size_t i = 0; i < total;) {  // two nonzeros a line
          MpsLine line(out, fixed, "", col_name);
          for (int f = 0; f < 2 && i < total; ++f, ++i) {
            if (i < lead)
              line.add(obj_name, coef == 0 ? 0.0 : coef);
            else
              line.add_named([&](char* p) { return put_row_name(p, entries[i - lead].row); },
                             static_cast<double>(entries[i - lead].coef));
          }
          line.finish();
        }
        if (integer) put_marker(out, fixed, false);
      });
    });

  chunks.add([](OutBuffer& out) { out.put("RHS\n"); });
  for (const auto& slice : slices)
    chunks.add([slice, fixed](OutBuffer& out) {
      // Two rows a line, paired within the slice. The row whose pair is pending is kept as its
      // formatted name and right-hand side: the row itself is gone once the visit returns.
      char first[kNameBuffer], second[kNameBuffer];
      std::string_view pending;
      double pending_rhs = 0;
      auto flush = [&](std::string_view other, double other_rhs) {
        MpsLine line(out, fixed, "", "RHS");
        line.add(pending, pending_rhs);
        if (!other.empty()) line.add(other, other_rhs);
        line.finish();
        pending = {};
      };
      for_each_row_of(slice, [&](const auto& row) {
        if (row.rhs == 0) return;
        if (!pending.empty()) {
          flush(view(second, put_row_name(second, row.name)), static_cast<double>(row.rhs));
        } else {
          pending = view(first, put_row_name(first, row.name));
          pending_rhs = static_cast<double>(row.rhs);
        }
      });
      if (!pending.empty()) flush({}, 0);
    });

  chunks.add([](OutBuffer& out) { out.put("BOUNDS\n"); });
  for (const auto& block : blocks)
    chunks.add([&model, block, fixed](OutBuffer& out) {
      char col[kNameBuffer];
      for_each_column_in(model, block, [&](const auto& column) {
        put_bounds(out, fixed, model, column, view(col, put_col_name(col, column)));
      });
    });
  chunks.add([](OutBuffer& out) { out.put("ENDATA\n"); });
  return {model.columns(), 0};
}

template FileFacts write_mps(const Model&, const SizeTally&, OrderedChunks&, const FileChoice&);
template FileFacts write_mps(const SparseModel&, const SizeTally&, OrderedChunks&, const FileChoice&);

}  // namespace boardlp
