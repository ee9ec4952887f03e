// OPB, the pseudo-Boolean competition's format, in the form every reader we run accepts (sat4j,
// clasp, Gurobi, SCIP): the header "* #variable= N #constraint= M" with exact counts and no other
// field (clasp 3.3.5 refuses #equal= and intsize=), variables x1..xN, "min:" only, ">=" and "="
// only, terms "+1 x3" with spaces, one constraint a line ending " ;", comments on "*" lines.
#include <algorithm>
#include <cstring>
#include <memory>

#include <fmt/format.h>

#include "column_numbers.hpp"
#include "errors.hpp"
#include "file_slices.hpp"
#include "pb_text.hpp"
#include "writer.hpp"

namespace boardlp {

// Named, not anonymous: the writers are templates of external linkage.
namespace opb_text {

// " +1 x17" or " -2 x17".
char* put_term(char* p, int64_t coef, int64_t var) {
  *p++ = ' ';
  *p++ = coef < 0 ? '-' : '+';
  p = put_uint(p, static_cast<uint64_t>(coef < 0 ? -coef : coef));
  *p++ = ' ';
  *p++ = 'x';
  return put_uint(p, static_cast<uint64_t>(var));
}

}  // namespace opb_text
using namespace opb_text;

template <class M>
FileFacts write_opb(const M& model, const SizeTally& tally, OrderedChunks& chunks, const FileChoice& file) {
  const std::vector<int64_t> objective = whole_objective(model);
  auto numbers = std::make_shared<const NumbersOf<M>>(model, file.order);
  const LiteralOrder order = file.order;
  chunks.add_in_order([&model, &tally, numbers, order](OutBuffer& out) {
    std::string head = fmt::format("* #variable= {} #constraint= {}\n", numbers->count(), tally.total(model).rows);
    std::vector<std::string> lines = header_lines(model, tally.total(model), FileFormat::opb);
    for (const std::string& line : pb_format_lines(model, FileFormat::opb, Encodings{}, order)) lines.push_back(line);
    for (const std::string& line : lines) head.append(line.empty() ? "*" : "* ").append(line).append("\n");
    out.put(head);
  });
  const auto blocks = column_blocks(model);
  queue_variable_table(model, blocks, numbers, chunks, "* x", " is ");

  bool any = false;
  for (int64_t a : objective) any = any || a != 0;
  if (any) {
    const double sign = model.objective().sense == ObjectiveSense::maximize ? -1 : 1;
    chunks.add([](OutBuffer& out) { out.put("min:"); });
    for (const auto& block : blocks)
      chunks.add([&model, block, numbers, sign](OutBuffer& out) {
        for_each_column_in(model, block, [&](const auto& col) {
          const auto coef = static_cast<int64_t>(sign * model.objective_coef(col));
          if (coef != 0) out.commit(put_term(out.reserve(48), coef, (*numbers)(col)));
        });
      });
    chunks.add([](OutBuffer& out) { out.put(" ;\n"); });
  }

  for (auto& slice : row_slices(model))
    chunks.add([&model, slice = std::move(slice), numbers](OutBuffer& out) {
      for_each_row_of(slice, [&](const auto& row) {
        char* p = out.reserve(kNameBuffer + 4);
        *p++ = '*';
        *p++ = ' ';
        p = put_row_name(p, row.name);
        *p++ = '\n';
        out.commit(p);
        // "<=" rows are written as ">=" of their negation: some readers take only ">=" and "=".
        const int64_t sign = row.sense == Sense::le ? -1 : 1;
        bool first = true;
        for_each_term(row, model, [&](const auto& col, auto coef) {
          char* q = out.reserve(48);
          char* start = q;
          q = put_term(q, sign * static_cast<int64_t>(coef), (*numbers)(col));
          if (first) {  // no space before the first term
            std::memmove(start, start + 1, static_cast<size_t>(q - start - 1));
            --q;
          }
          first = false;
          out.commit(q);
        });
        p = out.reserve(32);
        p = std::copy_n(row.sense == Sense::eq ? " = " : " >= ", row.sense == Sense::eq ? 3 : 4, p);
        p = put_int(p, sign * static_cast<int64_t>(row.rhs));
        p = std::copy_n(" ;\n", 3, p);
        out.commit(p);
      });
    });
  return {model.columns(), 0};
}

template FileFacts write_opb(const Model&, const SizeTally&, OrderedChunks&, const FileChoice&);
template FileFacts write_opb(const SparseModel&, const SizeTally&, OrderedChunks&, const FileChoice&);

}  // namespace boardlp
