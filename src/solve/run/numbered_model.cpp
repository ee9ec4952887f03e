#include "numbered_model.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>

#include <coin/CoinFinite.hpp>
#include <fmt/format.h>

#include "cardinality.hpp"
#include "encoding.hpp"
#include "status.hpp"

namespace boardlp {

namespace {

// One row of the model as whole-number terms over the variables 1..n, "sum SENSE rhs".
struct WholeRow {
  std::vector<PbTerm> terms;
  Sense sense;
  int64_t rhs;
};


// The model's rows as whole-number rows, each bound its own row (a range is two), and each fixed
// column a unit row; refuses what the formats cannot state.
std::vector<WholeRow> whole_rows(const ModelData& model, FileFormat format, const std::string& solver) {
  const std::string what(format_row(format).what);
  auto refuse = [&](const std::string& why) {
    return DriverError(exit_bad_input, fmt::format("{} reads {}, which states 0-1 variables and whole-number rows only, "
                                                   "and {}: solve it with a MIP solver (--solver cbc)",
                                                   solver, what, why));
  };
  const size_t n = model.col_names.size();
  std::vector<WholeRow> out;
  for (size_t j = 0; j < n; ++j) {
    const double lo = model.col_lower[j], hi = model.col_upper[j];
    if (!(lo == 0 || lo == 1) || !(hi == 0 || hi == 1) || lo > hi || (!model.integer[j] && lo != hi))
      throw refuse(fmt::format("column {} is {} in [{}, {}]", model.col_names[j],
                               model.integer[j] ? "integer" : "continuous", lo, hi));
    if (lo == hi) out.push_back({{{static_cast<int64_t>(j) + 1, 1}}, Sense::eq, static_cast<int64_t>(lo)});
  }
  for (int i = 0; i < model.rows.getNumRows(); ++i) {
    const CoinShallowPackedVector row = model.rows.getVector(i);
    WholeRow r{{}, Sense::eq, 0};
    for (int k = 0; k < row.getNumElements(); ++k) {
      const double a = row.getElements()[k];
      if (!is_whole_number(a)) throw refuse(fmt::format("row {} has the coefficient {}", model.row_names[static_cast<size_t>(i)], a));
      if (a != 0) r.terms.push_back({static_cast<int64_t>(row.getIndices()[k]) + 1, static_cast<int64_t>(a)});
    }
    const double lo = model.row_lower[static_cast<size_t>(i)], hi = model.row_upper[static_cast<size_t>(i)];
    for (double b : {lo, hi})
      if (is_finite_bound(b) && !is_whole_number(b))
        throw refuse(fmt::format("row {} has the bound {}", model.row_names[static_cast<size_t>(i)], b));
    if (is_finite_bound(lo) && is_finite_bound(hi) && lo == hi) {
      out.push_back({std::move(r.terms), Sense::eq, static_cast<int64_t>(lo)});
      continue;
    }
    if (is_finite_bound(lo) && is_finite_bound(hi)) out.push_back({r.terms, Sense::ge, static_cast<int64_t>(lo)});  // a range: two rows
    else if (is_finite_bound(lo)) out.push_back({std::move(r.terms), Sense::ge, static_cast<int64_t>(lo)});
    if (is_finite_bound(hi)) out.push_back({std::move(r.terms), Sense::le, static_cast<int64_t>(hi)});
  }
  return out;
}

// The objective's whole-number coefficients (the model's minimum), or a refusal.
std::vector<int64_t> whole_objective(const ModelData& model, FileFormat format, const std::string& solver) {
  std::vector<int64_t> c(model.objective.size());
  for (size_t j = 0; j < c.size(); ++j) {
    if (!is_whole_number(model.objective[j]))
      throw DriverError(exit_bad_input, fmt::format("{} reads {}, whose objective takes whole numbers, and the cost of {} "
                                                    "is {}: solve it with a MIP solver (--solver cbc)",
                                                    solver, format_row(format).what, model.col_names[j], model.objective[j]));
    c[j] = static_cast<int64_t>(model.objective[j]);
  }
  return c;
}

// Writes each clause as its line (with a prefix: "h ", the hard weight), counting them.
class ClauseText final : public ClauseSink {
 public:
  ClauseText(std::ostream& out, int64_t next_var, std::string prefix)
      : out_(out), next_(next_var), prefix_(std::move(prefix)) {}
  int64_t new_var() override { return next_++; }
  void clause(std::span<const int64_t> literals) override {
    line_ = prefix_;
    for (int64_t l : literals) fmt::format_to(std::back_inserter(line_), "{} ", l);
    line_ += "0\n";
    out_ << line_;
  }

 private:
  std::ostream& out_;
  int64_t next_;
  std::string prefix_, line_;
};

void put_header(std::ostream& out, std::string_view c, const ModelData& model, FileFormat format, const std::string& solver,
                bool objective_kept) {
  out << c << " written by boardlp-solve for " << solver << " from the model it read, as "
      << format_row(format).what << ": variable N is column N (the table below)";
  if (format_row(format).clausal)
    out << "; rows as clauses by the encodings " << encoding_row(Encodings{}.at_most_one).name << " (at most one) and "
        << encoding_row(Encodings{}.at_most_k).name << " (at most K); variables past " << model.col_names.size()
        << " are theirs";
  out << (objective_kept ? "" : "; no objective (rows fix it, so any solution is one)") << "\n";
}

}  // namespace

NumberedFile numbered_as_read(const ModelData& model, FileFormat format) {
  const bool objective = format_row(format).states_objective;
  return {format, objective, objective ? model.objective_constant : 0.0, static_cast<int64_t>(model.col_names.size())};
}

NumberedFile write_numbered(const ModelData& model, FileFormat format, const std::string& path, bool keep_objective,
                            const std::string& solver, const std::vector<char>* shown) {
  const Syntax syntax = format_row(format).syntax;
  const std::vector<WholeRow> rows = whole_rows(model, format, solver);
  std::vector<int64_t> cost = keep_objective ? whole_objective(model, format, solver) : std::vector<int64_t>{};
  const bool has_objective = std::any_of(cost.begin(), cost.end(), [](int64_t c) { return c != 0; });
  if (!format_row(format).states_objective && has_objective)
    throw DriverError(exit_bad_input, fmt::format("{} reads CNF, which states no objective, and this model has one: solve "
                                                  "it with rc2 (MaxSAT), clasp or sat4j (pseudo-Boolean), or a MIP solver",
                                                  solver));
  const auto n = static_cast<int64_t>(model.col_names.size());
  NumberedFile file{format, keep_objective && format_row(format).states_objective, 0, n};
  std::ofstream out(path, std::ios::binary);
  const std::string_view c = format_row(format).comment;
  if (syntax == Syntax::opb) {
    out << "* #variable= " << n << " #constraint= " << rows.size() << "\n";
    put_header(out, c, model, format, solver, file.states_objective);
    for (int64_t j = 0; j < n; ++j) out << "* x" << j + 1 << " is " << model.col_names[static_cast<size_t>(j)] << "\n";
    if (has_objective) {
      out << "min:";
      for (int64_t j = 0; j < n; ++j)
        if (cost[static_cast<size_t>(j)] != 0) out << fmt::format(" {:+} x{}", cost[static_cast<size_t>(j)], j + 1);
      out << " ;\n";
    }
    for (const WholeRow& r : rows) {  // ">=" and "=" only: "<=" negated
      const int64_t s = r.sense == Sense::le ? -1 : 1;
      for (const PbTerm& t : r.terms) out << fmt::format("{:+} x{} ", s * t.coef, t.var);
      out << (r.sense == Sense::eq ? "= " : ">= ") << s * r.rhs << " ;\n";
    }
  } else {
    ClauseCounter count(n + 1);
    for (const WholeRow& r : rows) encode_row(r.terms, r.sense, r.rhs, Encodings{}, count);
    int64_t soft = 0, top = 1;
    for (int64_t w : cost) {
      soft += w != 0;
      top += std::abs(w);
      if (w < 0) file.objective_constant += static_cast<double>(-w);
    }
    file.variables = count.next_var() - 1;
    put_header(out, c, model, format, solver, file.states_objective);
    for (int64_t j = 0; j < n; ++j) out << "c var " << j + 1 << " " << model.col_names[static_cast<size_t>(j)] << "\n";
    if (format == FileFormat::cnf) out << "p cnf " << file.variables << " " << count.clauses() << "\n";
    if (format == FileFormat::cnf && shown) {
      out << "c t pmc\nc p show";
      for (size_t j = 0; j < shown->size(); ++j)
        if ((*shown)[j]) out << " " << j + 1;
      out << " 0\n";
    }
    if (format == FileFormat::old_wcnf) out << "p wcnf " << file.variables << " " << count.clauses() + soft << " " << top << "\n";
    const std::string hard = format == FileFormat::wcnf ? "h " : format == FileFormat::old_wcnf ? fmt::format("{} ", top) : "";
    ClauseText text(out, n + 1, hard);
    for (const WholeRow& r : rows) encode_row(r.terms, r.sense, r.rhs, Encodings{}, text);
    for (int64_t j = 0; j < static_cast<int64_t>(cost.size()); ++j) {  // w x costs w when x is 1; -w x, w when x is 0
      const int64_t w = cost[static_cast<size_t>(j)];
      if (w != 0) out << std::abs(w) << " " << (w > 0 ? -(j + 1) : j + 1) << " 0\n";
    }
  }
  out.close();
  if (!out) throw DriverError(exit_solver_failed, fmt::format("cannot write the model {}", path));
  return file;
}

void name_numbered_answer(SolverAnswer& answer, const ModelData& model, const NumberedFile& file, const std::string& solver) {
  std::vector<std::pair<std::string, double>> named;
  double dot = 0;
  for (const auto& [name, value] : answer.values) {
    if (name.empty() || name[0] != '#') {
      named.emplace_back(name, value);
      continue;
    }
    const int64_t v = std::stoll(name.substr(1));
    if (v < 1 || v > file.variables)
      throw DriverError(exit_solver_failed, fmt::format("{}'s answer sets variable {}, and its file has {}", solver, v,
                                                        file.variables));
    if (v > static_cast<int64_t>(model.col_names.size())) continue;  // an encoding's own variable
    named.emplace_back(model.col_names[static_cast<size_t>(v - 1)], value);
    dot += model.objective[static_cast<size_t>(v - 1)] * value;
  }
  answer.values = std::move(named);
  const bool solution = answer.status == SolveStatus::optimal || answer.status == SolveStatus::feasible;
  if (!solution) return;
  // A file that states the objective: what the solver says, less the file's constant; else the
  // values' own (the file asks for any solution).
  answer.objective = file.states_objective && answer.objective ? *answer.objective - file.objective_constant : dot;
}

}  // namespace boardlp
