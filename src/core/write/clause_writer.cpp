// DIMACS CNF and WCNF (MaxSAT: the 2022 format with "h" for hard clauses and no p line, or the
// older one with "p wcnf" and the hard clauses' weight). Each row's clauses come from
// cardinality.cpp. A first pass counts each slice's clauses and auxiliary variables, so that the
// p line can be written first and each slice numbers its variables on its own thread.
// Every comment comes before the first clause: some readers take "c" lines among the clauses
// for errors, and CaDiCaL reads "c --name" as an option, so no comment starts with "--".
#include <algorithm>
#include <functional>
#include <memory>
#include <string_view>

#include <fmt/format.h>

#include "cardinality.hpp"
#include "column_numbers.hpp"
#include "file_slices.hpp"
#include "pb_text.hpp"
#include "writer.hpp"

namespace boardlp {

// Named, not anonymous: the writers are templates of external linkage.
namespace clause_text {

// Where a column stands, for a symmetric counter's tree: its kind (and the term's sign) and its square. A
// read model knows its columns by name only, PREFIX_R_C, which says the same.
TermPoint point_of(const Model&, const Column& col, bool negative) {
  if (!var_kind(col.var).on_square) return {};
  return {(static_cast<int32_t>(col.var) * 256 + col.layer) * 2 + (negative ? 1 : 0), col.r, col.c};
}
TermPoint point_of(const SparseModel&, const SparseCol& col, bool negative) {
  const std::string& name = *col.name;
  const size_t last = name.rfind('_');
  const size_t middle = last == std::string::npos || last == 0 ? std::string::npos : name.rfind('_', last - 1);
  if (middle == std::string::npos || middle == 0) return {};
  const auto number = [&](size_t from, size_t to, int32_t& out) {
    if (from == to || to - from > 6) return false;
    out = 0;
    for (size_t i = from; i < to; ++i) {
      if (name[i] < '0' || name[i] > '9') return false;
      out = out * 10 + (name[i] - '0');
    }
    return true;
  };
  TermPoint p;
  if (!number(middle + 1, last, p.r) || !number(last + 1, name.size(), p.c)) return {};
  // The same prefix, the same kind (only the terms of one row are compared).
  const size_t prefix = std::hash<std::string_view>{}(std::string_view(name).substr(0, middle));
  p.kind = static_cast<int32_t>(prefix % (1u << 29)) * 2 + (negative ? 1 : 0);
  return p;
}

// Each row's terms as numbered variables, handed to f(row, terms, points); the points only when
// the encoding reads them.
template <class M, class F>
void for_each_numbered_row(const M& model, const NumbersOf<M>& numbers, const SliceOf<M>& slice, bool with_points, F&& f) {
  std::vector<PbTerm> terms;
  std::vector<TermPoint> points;
  for_each_row_of(slice, [&](const auto& row) {
    terms.clear();
    points.clear();
    for_each_term(row, model, [&](const auto& col, auto coef) {
      terms.push_back({numbers(col), static_cast<int64_t>(coef)});
      if (with_points) points.push_back(point_of(model, col, coef < 0));
    });
    f(row, terms, points);
  });
}

// Which columns tell solutions apart (names.hpp's VarKind::placement; a read model's own list).
bool is_placement(const Model&, const Column& col) { return var_kind(col.var).placement; }
bool is_placement(const SparseModel& model, const SparseCol& col) { return model.placement(col); }

// Writes each clause as "PREFIX l1 l2 ... 0".
class ClauseText final : public ClauseSink {
 public:
  ClauseText(OutBuffer& out, std::string_view prefix, int64_t next_var) : out_(out), prefix_(prefix), next_(next_var) {}
  int64_t new_var() override { return next_++; }
  void clause(std::span<const int64_t> literals) override {
    char* p = out_.reserve(prefix_.size() + 22 * literals.size() + 4);
    p = std::copy(prefix_.begin(), prefix_.end(), p);
    for (int64_t l : literals) {
      p = put_int(p, l);
      *p++ = ' ';
    }
    *p++ = '0';
    *p++ = '\n';
    out_.commit(p);
  }

 private:
  OutBuffer& out_;
  std::string_view prefix_;
  int64_t next_;
};

// Where a slice's clauses start: its first auxiliary variable and its first clause's number.
struct SliceStart {
  int64_t var, clause;
};

// "c t pmc", "c p show V... 0" and "c ind V... 0" lines of ten: the variables of the columns
// that tell solutions apart (names.hpp's VarKind::placement), in increasing order.
template <class M>
std::string projection_lines(const M& model, const NumbersOf<M>& numbers) {
  std::vector<int64_t> shown;
  model.for_each_column([&](const auto& col) {
    if (is_placement(model, col)) shown.push_back(numbers(col));
  });
  std::sort(shown.begin(), shown.end());
  std::string text = "c t pmc\nc p show";
  for (int64_t v : shown) text += fmt::format(" {}", v);
  text += " 0\n";
  for (size_t i = 0; i < shown.size(); i += 10) {
    text += "c ind";
    for (size_t k = i; k < std::min(shown.size(), i + 10); ++k) text += fmt::format(" {}", shown[k]);
    text += " 0\n";
  }
  return text;
}

}  // namespace clause_text
using namespace clause_text;

template <class M>
FileFacts write_clauses(const M& model, const SizeTally& tally, OrderedChunks& chunks, const FileChoice& file) {
  const FileFormat format = file.format;
  const Encodings encodings = file.encodings;
  const bool with_points = encoding_row(encodings.at_most_k).symmetric;
  auto numbers = std::make_shared<const NumbersOf<M>>(model, file.order);
  auto slices = std::make_shared<std::vector<SliceOf<M>>>(row_slices(model));

  // The first pass: each slice's first variable and clause, and the totals.
  auto starts = std::make_shared<std::vector<SliceStart>>();
  SliceStart next{numbers->count() + 1, 1};
  for (const auto& slice : *slices) {
    starts->push_back(next);
    ClauseCounter counter(next.var);
    for_each_numbered_row(model, *numbers, slice, with_points, [&](const auto& row, const auto& terms, const auto& points) {
      encode_row(terms, row.sense, static_cast<int64_t>(row.rhs), encodings, counter, points);
    });
    next = {counter.next_var(), next.clause + counter.clauses()};
  }
  const int64_t variables = next.var - 1, hard = next.clause - 1;

  const std::vector<int64_t> objective = whole_objective(model);
  const bool weighted = format_row(format).syntax == Syntax::wcnf;
  int64_t soft = 0, top = 1;
  if (weighted)
    for (int64_t a : objective)
      if (a != 0) {
        ++soft;
        top += a < 0 ? -a : a;
      }

  const std::string soft_words = weighted ? fmt::format(" and {} soft", soft) : "";
  const LiteralOrder order = file.order;
  chunks.add_in_order([&model, &tally, format, encodings, order, numbers, variables, hard, soft_words](OutBuffer& out) {
    std::string head;
    std::vector<std::string> lines = header_lines(model, tally.total(model), format);
    for (const std::string& line : pb_format_lines(model, format, encodings, order)) lines.push_back(line);
    lines.push_back(fmt::format("{} variables ({} columns, {} auxiliaries), {} {}clauses{}.", variables, numbers->count(),
                                variables - numbers->count(), hard, soft_words.empty() ? "" : "hard ", soft_words));
    if (format == FileFormat::cnf)
      for (const char* line : {"After the p line, \"c p show ... 0\" (the model counting competitions') and \"c ind ... 0\"",
                               "(ApproxMC's, ten a line) list the placement's variables: a projected model counter",
                               "(GANAK) counts the placements, not the encodings' auxiliaries."})
        lines.emplace_back(line);
    for (const std::string& line : lines) head.append(line.empty() ? "c" : "c ").append(line).append("\n");
    out.put(head);
  });
  const auto blocks = column_blocks(model);
  queue_variable_table(model, blocks, numbers, chunks, "c var ", " ");
  // The row table: each row's clauses and auxiliaries, from the first pass's starts.
  for (size_t s = 0; s < slices->size(); ++s)
    chunks.add([&model, numbers, slices, starts, s, encodings, with_points](OutBuffer& out) {
      SliceStart at = (*starts)[s];
      for_each_numbered_row(model, *numbers, (*slices)[s], with_points, [&](const auto& row, const auto& terms, const auto& points) {
        ClauseCounter counter(at.var);
        encode_row(terms, row.sense, static_cast<int64_t>(row.rhs), encodings, counter, points);
        std::string line = "c row " + row_name(row.name);
        if (counter.clauses() > 0) line += fmt::format(" clauses {}-{}", at.clause, at.clause + counter.clauses() - 1);
        if (counter.next_var() > at.var) line += fmt::format(" aux {}-{}", at.var, counter.next_var() - 1);
        line += '\n';
        out.put(line);
        at = {counter.next_var(), at.clause + counter.clauses()};
      });
    });
  chunks.add([format, variables, hard, soft, top](OutBuffer& out) {
    if (format == FileFormat::cnf) out.put(fmt::format("p cnf {} {}\n", variables, hard));
    if (format == FileFormat::old_wcnf) out.put(fmt::format("p wcnf {} {} {}\n", variables, hard + soft, top));
  });
  if (format == FileFormat::cnf)  // after the p line, as the model counting competitions and GANAK read them
    chunks.add([&model, numbers](OutBuffer& out) { out.put(projection_lines(model, *numbers)); });

  const std::string hard_prefix = format == FileFormat::wcnf ? "h " : format == FileFormat::old_wcnf ? fmt::format("{} ", top) : "";
  for (size_t s = 0; s < slices->size(); ++s)
    chunks.add([&model, numbers, slices, starts, s, encodings, hard_prefix, with_points](OutBuffer& out) {
      ClauseText text(out, hard_prefix, (*starts)[s].var);
      for_each_numbered_row(model, *numbers, (*slices)[s], with_points, [&](const auto& row, const auto& terms, const auto& points) {
        encode_row(terms, row.sense, static_cast<int64_t>(row.rhs), encodings, text, points);
      });
    });
  FileFacts facts{variables, 0};
  for (int64_t a : objective) facts.objective_constant += weighted && a < 0 ? static_cast<double>(-a) : 0.0;
  if (!weighted) return facts;
  // The objective's soft unit clauses, in column order.
  chunks.add([objective, numbers](OutBuffer& out) {
    for (size_t i = 0; i < objective.size(); ++i) {
      const int64_t a = objective[i];
      if (a == 0) continue;
      const auto v = static_cast<int64_t>(i) + 1;
      char* p = out.reserve(48);
      p = put_int(p, a < 0 ? -a : a);
      *p++ = ' ';
      p = put_int(p, a > 0 ? -v : v);
      p = std::copy_n(" 0\n", 3, p);
      out.commit(p);
    }
  });
  return facts;
}

template FileFacts write_clauses(const Model&, const SizeTally&, OrderedChunks&, const FileChoice&);
template FileFacts write_clauses(const SparseModel&, const SizeTally&, OrderedChunks&, const FileChoice&);

}  // namespace boardlp
