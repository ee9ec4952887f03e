// MPS, free or fixed. The header as "*" comments; no blank line anywhere (glpsol stops at one).
// There is no portable OBJSENSE, so a maximum is written as the minimum of its negation.
// Binaries are "BV" bounds, which cbc, glpsol, lp_solve and SYMPHONY all read.
#include <algorithm>
#include <cstring>

#include <fmt/format.h>

#include "errors.hpp"
#include "numbers.hpp"
#include "writer.hpp"

namespace boardlp {

namespace {

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
    char num[kNumberBuffer];
    const auto n = static_cast<size_t>(put_number(num, value) - num);
    if (!fixed_) {
      *p_++ = ' ';
      p_ = put(p_, name);
      *p_++ = ' ';
      p_ = put(p_, {num, n});
      return;
    }
    if (n > 12)
      throw UserError(fmt::format("cannot write {} in fixed MPS: it needs {} characters and the field has 12; "
                                  "round the costs or use --format mps (free MPS)",
                                  std::string_view(num, n), n));
    const bool second = fields_++ == 1;
    pad_to(second ? 39 : 14);
    p_ = put(p_, name);
    pad_to((second ? 49 : 24) + static_cast<std::ptrdiff_t>(12 - n));
    p_ = put(p_, {num, n});
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
  static char* put(char* p, std::string_view s) {
    std::memcpy(p, s.data(), s.size());
    return p + s.size();
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

std::string_view view(const char* b, const char* e) { return {b, static_cast<size_t>(e - b)}; }

}  // namespace

void write_mps(const Spec& spec, const Model& model, OutBuffer& out, bool fixed) {
  const Sizes sizes = model.sizes();
  for (const std::string& line : header_lines(spec, model, sizes, fixed ? FileFormat::fixed_mps : FileFormat::mps)) {
    out.put(line.empty() ? "*" : "* ");
    out.put(line);
    out.put('\n');
  }
  const std::string problem = fmt::format("{}_{}x{}", plural(spec.piece), spec.rows, spec.cols);
  out.put(fixed ? "NAME          " : "NAME ");
  out.put(problem);
  out.put("\nROWS\n");
  const Objective& obj = model.objective();
  const double obj_sign = obj.sense == ObjectiveSense::maximize ? -1 : 1;
  out.put(" N  ");
  out.put(obj.mps_name);
  out.put('\n');
  char name[kNameBuffer];
  for (const auto& family : model.families())
    family->for_each_row([&](const Row& row) {
      char* p = out.reserve(kNameBuffer + 8);
      *p++ = ' ';
      *p++ = static_cast<char>(row.sense);
      *p++ = ' ';
      *p++ = ' ';
      out.commit(put_row_name(p, row.name));
      out.put('\n');
    });

  out.put("COLUMNS\n");
  std::vector<Entry> entries;
  char col[kNameBuffer];
  model.for_each_column([&](Var v, int32_t r, int32_t c) {
    entries.clear();
    const double coef = model.objective_coef(v, r, c) * obj_sign;
    // The objective's nonzero first; a column in no row at all still needs a line (coefficient 0).
    for (const auto& family : model.families()) family->append_entries(v, r, c, entries);
    const std::string_view col_name = view(col, put_col_name(col, v, r, c));
    const size_t lead = (coef != 0 || entries.empty()) ? 1 : 0;
    const size_t total = lead + entries.size();
    for (size_t i = 0; i < total;) {  // two nonzeros a line
      MpsLine line(out, fixed, "", col_name);
      for (int f = 0; f < 2 && i < total; ++f, ++i) {
        if (i < lead)
          line.add(obj.mps_name, coef == 0 ? 0.0 : coef);
        else
          line.add(view(name, put_row_name(name, entries[i - lead].row)), entries[i - lead].coef);
      }
      line.finish();
    }
  });

  out.put("RHS\n");
  // Rows are collected two at a time: an MpsLine holds reserved buffer space until finished.
  std::vector<std::pair<std::string, int64_t>> pending;
  auto flush_rhs = [&] {
    MpsLine line(out, fixed, "", "RHS");
    for (const auto& [row, rhs] : pending) line.add(row, static_cast<double>(rhs));
    line.finish();
    pending.clear();
  };
  for (const auto& family : model.families())
    family->for_each_row([&](const Row& row) {
      if (row.rhs == 0) return;
      pending.emplace_back(std::string(name, put_row_name(name, row.name)), row.rhs);
      if (pending.size() == 2) flush_rhs();
    });
  if (!pending.empty()) flush_rhs();

  out.put("BOUNDS\n");
  model.for_each_column([&](Var v, int32_t r, int32_t c) {
    MpsLine line(out, fixed, "BV", "BND");
    line.add_name(view(col, put_col_name(col, v, r, c)));
    line.finish();
  });
  out.put("ENDATA\n");
}

}  // namespace boardlp
