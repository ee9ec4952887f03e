// XCSP3, the XCSP competitions' format (xcsp.org): the header as XML comments, a 0-1 <var> per
// column, each row a <sum> named as in the LP file (<list>, <coeffs> where one is not 1, and
// <condition> (le,1)), then <objectives> with <minimize> or <maximize type="sum">, or none (a CSP).
// The core subset ACE and Choco read. Lines are wrapped before 256 characters, as in LP.
#include <algorithm>
#include <memory>
#include <optional>
#include <vector>

#include "file_slices.hpp"
#include "numbers.hpp"
#include "pb_text.hpp"
#include "writer.hpp"

namespace boardlp {

// Named, not anonymous: the writers are templates of external linkage.
namespace xcsp3_text {

constexpr size_t kXmlWrapAt = 250;

// One element's words (" x_1_1 x_1_2", " 1 2"), wrapped onto new lines as they grow.
class XmlWords {
 public:
  explicit XmlWords(OutBuffer& out, size_t line) : out_(out), line_(line) {}
  char* start() {
    p0_ = out_.reserve(kNameBuffer + kNumberBuffer + 8);
    char* p = p0_;
    if (line_ > kXmlWrapAt) {
      p = std::copy_n("\n     ", 6, p);
      line_ = 0;
    } else {
      *p++ = ' ';
    }
    return p;
  }
  void end(char* p) {
    line_ += static_cast<size_t>(p - p0_);
    out_.commit(p);
  }

 private:
  OutBuffer& out_;
  size_t line_;
  char* p0_ = nullptr;
};

// A sum's terms, gathered once (the list, then the coefficients, are written from them).
template <class Col>
struct SumTerm {
  Col col;
  int64_t coef;
};

// <list> x_1_1 x_1_2 </list> [<coeffs> 1 2 </coeffs>]: the coefficients only where one is not 1.
template <class Col>
void write_sum_terms(OutBuffer& out, const std::vector<SumTerm<Col>>& terms, const char* indent) {
  out.put(indent);
  out.put("<list>");
  XmlWords names(out, 10);
  for (const SumTerm<Col>& t : terms) names.end(put_col_name(names.start(), t.col));
  out.put(" </list>\n");
  if (std::all_of(terms.begin(), terms.end(), [](const SumTerm<Col>& t) { return t.coef == 1; })) return;
  out.put(indent);
  out.put("<coeffs>");
  XmlWords coefs(out, 12);
  for (const SumTerm<Col>& t : terms) coefs.end(put_int(coefs.start(), t.coef));
  out.put(" </coeffs>\n");
}

template <class M, class R, class Col>
void write_sum(OutBuffer& out, const R& row, const M& model, const Col& first, std::vector<SumTerm<Col>>& terms) {
  terms.clear();
  for_each_term(row, model, [&](const auto& col, auto coef) { terms.push_back({col, static_cast<int64_t>(coef)}); });
  char* p = out.reserve(kNameBuffer + 24);
  p = std::copy_n("    <sum id=\"", 13, p);
  p = put_row_name(p, row.name);
  p = std::copy_n("\">\n", 3, p);
  out.commit(p);
  if (terms.empty()) {
    // A row without a term (a square nothing can cover): XCSP3's sum needs a variable, so it holds
    // the first column with coefficient 0.
    out.put("      <list> ");
    p = out.reserve(kNameBuffer);
    out.commit(put_col_name(p, first));
    out.put(" </list>\n      <coeffs> 0 </coeffs>\n");
  } else {
    write_sum_terms(out, terms, "      ");
  }
  p = out.reserve(kNumberBuffer + 48);
  p = std::copy_n("      <condition> (", 19, p);
  const char* op = row.sense == Sense::eq ? "eq" : row.sense == Sense::le ? "le" : "ge";
  p = std::copy_n(op, 2, p);
  *p++ = ',';
  p = put_int(p, static_cast<int64_t>(row.rhs));
  p = std::copy_n(") </condition>\n    </sum>\n", 26, p);
  out.commit(p);
}

// An XML comment may not hold "--" (XML 1.0, section 2.5): the header's option names are written
// with U+2010 HYPHEN, which reads the same.
std::string xml_comment_text(const std::string& line) {
  std::string out;
  for (size_t i = 0; i < line.size(); ++i) {
    if (line[i] == '-' && ((i + 1 < line.size() && line[i + 1] == '-') || (i > 0 && line[i - 1] == '-'))) {
      out += "\u2010";
      continue;
    }
    out += line[i];
  }
  return out;
}

}  // namespace xcsp3_text
using namespace xcsp3_text;

template <class M>
FileFacts write_xcsp3(const M& model, const SizeTally& tally, OrderedChunks& chunks, const FileChoice&) {
  using Col = ColumnOf<M>;
  const Objective& objective = model.objective();
  bool any = false;
  model.for_each_column([&](const auto& col) { any = any || model.objective_coef(col) != 0; });
  chunks.add_in_order([&model, &tally, any](OutBuffer& out) {
    std::string head;
    for (const std::string& line : header_lines(model, tally.total(model), FileFormat::xcsp3))
      head.append(line.empty() ? "<!-- -->\n" : "<!-- " + xml_comment_text(line) + " -->\n");
    head.append(any ? "<instance format=\"XCSP3\" type=\"COP\">\n" : "<instance format=\"XCSP3\" type=\"CSP\">\n");
    head.append("  <variables>\n");
    out.put(head);
  });
  std::optional<Col> first_column;
  model.for_each_column([&](const auto& col) {
    if (!first_column) first_column = col;
  });
  const Col first = first_column.value_or(Col{});
  const auto blocks = column_blocks(model);
  for (const auto& block : blocks)
    chunks.add([&model, block](OutBuffer& out) {
      for_each_column_in(model, block, [&](const auto& col) {
        char* p = out.reserve(kNameBuffer + 32);
        p = std::copy_n("    <var id=\"", 13, p);
        p = put_col_name(p, col);
        p = std::copy_n("\"> 0 1 </var>\n", 14, p);
        out.commit(p);
      });
    });
  chunks.add_in_order([](OutBuffer& out) { out.put("  </variables>\n  <constraints>\n"); });
  for (auto& slice : row_slices(model))
    chunks.add([&model, first, slice = std::move(slice)](OutBuffer& out) {
      std::vector<SumTerm<Col>> terms;
      for_each_row_of(slice, [&](const auto& row) { write_sum(out, row, model, first, terms); });
    });
  chunks.add_in_order([](OutBuffer& out) { out.put("  </constraints>\n"); });
  if (!any) {
    chunks.add_in_order([](OutBuffer& out) { out.put("</instance>\n"); });
    return {model.columns(), 0};
  }
  chunks.add([&model, &objective](OutBuffer& out) {
    std::vector<SumTerm<Col>> terms;
    model.for_each_column([&](const auto& col) {
      const double coef = model.objective_coef(col);
      if (coef != 0) terms.push_back({col, static_cast<int64_t>(coef)});
    });
    out.put("  <objectives>\n");
    // (no id: ACE 2.6 refuses one on an objective)
    out.put(objective.sense == ObjectiveSense::maximize ? "    <maximize type=\"sum\">\n" : "    <minimize type=\"sum\">\n");
    write_sum_terms(out, terms, "      ");
    out.put(objective.sense == ObjectiveSense::maximize ? "    </maximize>\n" : "    </minimize>\n");
    out.put("  </objectives>\n</instance>\n");
  });
  return {model.columns(), 0};
}

template FileFacts write_xcsp3(const Model&, const SizeTally&, OrderedChunks&, const FileChoice&);
template FileFacts write_xcsp3(const SparseModel&, const SizeTally&, OrderedChunks&, const FileChoice&);

}  // namespace boardlp
