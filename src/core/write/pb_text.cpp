#include "pb_text.hpp"

#include <cmath>

#include <fmt/format.h>

#include "errors.hpp"
#include "problem_unit.hpp"

namespace boardlp {

char* put_int(char* p, int64_t v) {
  if (v < 0) *p++ = '-';
  return put_uint(p, v < 0 ? 0 - static_cast<uint64_t>(v) : static_cast<uint64_t>(v));
}

namespace {

// The file's minimum's coefficient of a column.
template <class M, class Col>
double minimized_coef(const M& model, const Col& col) {
  return (model.objective().sense == ObjectiveSense::maximize ? -1 : 1) * model.objective_coef(col);
}

}  // namespace

void check_statable(const Model& model, FileFormat format) {
  const FormatRow& row = format_row(format);
  if (!row.states_objective && model.objective().kind != ObjectiveKind::none &&
      unit_of(model.spec().problem).question().empty())
    throw UserError(fmt::format(
        "--format {}: CNF states no objective, and this model {} {}; write --format wcnf (MaxSAT: the "
        "objective as soft clauses) or opb, or ask a yes-or-no question (--at-most K for the dominations)",
        row.name, model.objective().sense == ObjectiveSense::maximize ? "maximizes" : "minimizes", model.objective().name));
  // The question asks about the K given: with K a default a solution is known to meet (a greedy
  // colouring's count), the file would ask what is known, under a header that says "as few as possible".
  const std::string_view question = unit_of(model.spec().problem).question();
  const std::string_view k_option = problem_option(model.spec().problem).k_option;
  if (!row.states_objective && model.objective().kind != ObjectiveKind::none && !question.empty() &&
      !k_option.empty() && model.spec().k < 0)
    throw UserError(fmt::format("--format {}: CNF states no objective, so it asks \"{}\" for a K you give: add --{} K "
                                "(without it K is a count a solution is known to meet), or write --format wcnf or opb",
                                row.name, question.substr(0, question.find('?') + 1), k_option));
  if (!row.whole_coefficients) return;
  model.for_each_column([&](const Column& col) {
    const double a = model.objective_coef(col);
    if (a != std::floor(a) || std::abs(a) > 1e15)
      throw UserError(fmt::format("--format {}: the cost of {} is {}, and {} takes whole numbers only; write --format "
                                  "lp or mps, or give whole-number costs (scaled by a power of 10)",
                                  row.name, col_name(col), a, row.what));
  });
}

void check_statable(const SparseModel& model, FileFormat format) {
  const FormatRow& row = format_row(format);
  bool objective = false;
  model.for_each_column([&](const SparseCol& col) { objective = objective || model.objective_coef(col) != 0; });
  if (!row.states_objective && objective)
    throw UserError(fmt::format("--format {}: CNF states no objective, and this model {} {}; write --format wcnf "
                                "(MaxSAT: the objective as soft clauses) or opb",
                                row.name, model.objective().sense == ObjectiveSense::maximize ? "maximizes" : "minimizes",
                                model.objective().name));
  if (model.columns() == 0 && model.rows() > 0)
    throw UserError(fmt::format("--format {}: the model has rows and no column; write --format lp", row.name));
  if (!row.whole_coefficients) return;
  auto refuse = [&](const std::string& why) {
    return UserError(fmt::format("--format {} states 0-1 variables and whole-number rows only, and {}: write --format "
                                 "lp or mps",
                                 row.name, why));
  };
  auto whole = [](double v) { return v == std::floor(v) && std::abs(v) < 1e15; };
  model.for_each_column([&](const SparseCol& col) {
    const ColumnType type = model.column_type(col);
    if (type != ColumnType::binary)
      throw refuse(fmt::format("column {} is {} in [{}, {}]", col_name(col),
                               type == ColumnType::integer ? "integer" : "continuous", model.lower(col.j), model.upper(col.j)));
    if (!whole(model.objective_coef(col)))
      throw refuse(fmt::format("the cost of {} is {}", col_name(col), model.objective_coef(col)));
  });
  const SparseRows& rows = model.row_table();
  for (size_t k = 0; k < rows.coefs.size(); ++k)
    if (!whole(rows.coefs[k])) throw refuse(fmt::format("a row has the coefficient {}", rows.coefs[k]));
  for (size_t i = 0; i < rows.rhs.size(); ++i)
    if (!whole(rows.rhs[i])) throw refuse(fmt::format("row {} has the bound {}", rows.names[i], rows.rhs[i]));
}

template <class M>
std::vector<int64_t> whole_objective(const M& model) {
  std::vector<int64_t> out;
  model.for_each_column([&](const auto& col) { out.push_back(static_cast<int64_t>(minimized_coef(model, col))); });
  return out;
}

template <class M>
std::vector<std::string> pb_format_lines(const M& model, FileFormat format, const Encodings& encodings,
                                         LiteralOrder order) {
  const FormatRow& row = format_row(format);
  const std::vector<int64_t> objective = whole_objective(model);
  const auto n = static_cast<int64_t>(objective.size());
  int64_t negative = 0, terms = 0;
  for (int64_t a : objective) {
    negative += a < 0 ? -a : 0;
    terms += a != 0;
  }
  const bool maximize = model.objective().sense == ObjectiveSense::maximize;
  const std::string& name = model.objective().name;
  std::vector<std::string> out{"", fmt::format("This file: {}.", row.what)};
  auto add = [&](const std::string& text) {
    size_t start = 0;
    while (start <= text.size()) {
      const size_t nl = text.find('\n', start);
      out.push_back(text.substr(start, nl == std::string::npos ? std::string::npos : nl - start));
      if (nl == std::string::npos) break;
      start = nl + 1;
    }
  };
  const std::string in_order = order == LiteralOrder::board ? "in the order above" : "in that order";
  if (order != LiteralOrder::board)
    add(fmt::format("--literal-order {}: each kind of column's squares are numbered {}.", literal_order_row(order).name,
                    literal_order_row(order).what));
  if (row.syntax == Syntax::opb) {
    add(fmt::format("The {} columns are x1..x{} {}; the table below names each. A \"<=\" row\n"
                    "is written as \">=\" of its negation (OPB readers take \">=\" and \"=\"), its name on the \"*\"\n"
                    "line before it.",
                    n, n, in_order));
    add(terms == 0 ? std::string("No \"min:\" line: every assignment that meets the rows is a solution.")
        : maximize ? fmt::format("The objective is \"min:\" of the negation of {}: the optimum is minus the largest {}.", name, name)
                   : fmt::format("The objective is \"min:\", {} itself.", name));
    return out;
  }
  add(fmt::format("Variables 1..{} are the columns {} (the table \"c var\" below names each);\n"
                  "the variables after them are the encodings' auxiliaries. Each row becomes clauses over its\n"
                  "columns, a coefficient a as |a| copies of its literal (negated when a < 0):",
                  n, in_order));
  for (const Encoding e : {encodings.at_most_one, encodings.at_most_k}) {
    const EncodingRow& enc = encoding_row(e);
    add(fmt::format("  {}: --encoding {} ({}):\n  {}.", enc.at_most_one ? "at most 1" : "at most K (K >= 2)",
                    enc.at_most_one ? std::string(enc.name) : counter_name(encodings), enc.source, enc.what));
  }
  add("  at least K (K >= 2) of n: for K <= n-K, a totalizer whose outputs o_j are true only if j of the\n"
      "  literals below them are, and the root's o_K is true (Bailleux and Boufkhad's other half); for\n"
      "  K > n-K, \"at most n-K\" of the negated literals by the counter above.\n"
      "  \"at least 1\" is one clause, \"at most 0\" and \"at least n\" are unit clauses, and a row that\n"
      "  always holds has none.\n"
      "The table \"c row\" below gives each row's clauses (numbered from 1) and auxiliaries.");
  if (row.syntax == Syntax::wcnf) {
    const bool old = row.format == FileFormat::old_wcnf;
    add(fmt::format("Hard clauses ({}) state the rows. The objective is soft unit clauses: a column with\n"
                    "coefficient c in the minimum is the clause (-v) of weight c when c > 0, (v) of weight -c when\n"
                    "c < 0.",
                    old ? "weight top, the p line's last number" : "\"h\""));
    if (terms == 0) add("This model has no objective: no soft clause.");
    else if (maximize)
      add(fmt::format("The MaxSAT cost (the weight of the soft clauses a solution falsifies) gives {} = {} - cost.", name,
                      negative));
    else add(fmt::format("The MaxSAT cost (the weight of the soft clauses a solution falsifies) gives {} = cost{}.", name,
                         negative ? fmt::format(" - {}", negative) : std::string()));
  }
  return out;
}

template <class M>
void queue_variable_table(const M& model, const std::vector<BlockOf<M>>& blocks,
                          const std::shared_ptr<const NumbersOf<M>>& numbers, OrderedChunks& chunks,
                          std::string prefix, std::string between) {
  for (const auto& block : blocks)
    chunks.add([&model, block, numbers, prefix, between](OutBuffer& out) {
      for_each_column_in(model, block, [&](const auto& col) {
        char* p = out.reserve(prefix.size() + between.size() + kNameBuffer + 24);
        p = std::copy(prefix.begin(), prefix.end(), p);
        p = put_uint(p, static_cast<uint64_t>((*numbers)(col)));
        p = std::copy(between.begin(), between.end(), p);
        p = put_col_name(p, col);
        *p++ = '\n';
        out.commit(p);
      });
    });
}

template std::vector<int64_t> whole_objective(const Model&);
template std::vector<int64_t> whole_objective(const SparseModel&);
template std::vector<std::string> pb_format_lines(const Model&, FileFormat, const Encodings&, LiteralOrder);
template std::vector<std::string> pb_format_lines(const SparseModel&, FileFormat, const Encodings&, LiteralOrder);
template void queue_variable_table(const Model&, const std::vector<ColumnBlock>&, const std::shared_ptr<const ColumnNumbers>&,
                                   OrderedChunks&, std::string, std::string);
template void queue_variable_table(const SparseModel&, const std::vector<SparseBlock>&,
                                   const std::shared_ptr<const SparseNumbers>&, OrderedChunks&, std::string, std::string);

}  // namespace boardlp
