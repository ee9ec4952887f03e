#include "pb_reader.hpp"

#include <charconv>
#include <fstream>
#include <iterator>
#include <unordered_map>

#include <coin/CoinFinite.hpp>
#include <fmt/format.h>

#include "names.hpp"
#include "status.hpp"
#include "text_lines.hpp"

namespace boardlp {

namespace {

std::optional<int64_t> whole(std::string_view word) {
  if (!word.empty() && word[0] == '+') word.remove_prefix(1);
  int64_t v = 0;
  auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), v);
  if (error != std::errc() || end != word.data() + word.size()) return std::nullopt;
  return v;
}

// Variables beyond this are refused: a typo, not a model (boardlp's largest files have fewer).
constexpr int64_t kMaxVariable = int64_t{1} << 31;

class Builder {
 public:
  // A file of `bytes` bytes names fewer variables than that: a larger number is refused before
  // anything is made for it (a p line of 2^31 variables would hold gigabytes of names).
  Builder(const std::string& path, std::string_view what, size_t bytes)
      : path_(path), what_(what), most_(std::min<int64_t>(kMaxVariable, static_cast<int64_t>(bytes))) {}
  [[noreturn]] void fail(int64_t line, const std::string& why) const {
    throw DriverError(exit_bad_input, fmt::format("{}: line {}: {} (a damaged {} file?)", path_, line, why, what_));
  }
  // Column of variable v (1-based), made as needed: within what the header declares, if it declares.
  int column(int64_t v, int64_t line) {
    if (declared_ >= 0 && (v < 1 || v > declared_))
      fail(line, fmt::format("variable {} is beyond the {} variables the {} declares", v, declared_, header_));
    if (v < 1 || v > most_) fail(line, fmt::format("variable {} is out of range (1 to {}: the file's size)", v, most_));
    while (static_cast<int64_t>(count_) < v) ++count_;
    return static_cast<int>(v - 1);
  }
  void name(int64_t v, std::string_view name, int64_t line) {
    if (!name_is_portable(name, 100))
      fail(line, fmt::format("the table names variable {} '{}', which is not a name boardlp writes", v, printable(name)));
    if (v < 1 || (declared_ >= 0 && v > declared_))
      fail(line, fmt::format("the table names variable {}, beyond the {} variables the {} declares", v, declared_, header_));
    if (!names_.emplace(v, std::string(name)).second) fail(line, fmt::format("the table names variable {} twice", v));
    if (v > highest_named_) highest_named_ = v, highest_named_line_ = line;
  }
  void row(std::vector<int> cols, std::vector<double> coefs, double lower, double upper, std::string name = {}) {
    rows_.push_back({std::move(cols), std::move(coefs), lower, upper, std::move(name)});
  }
  void add_to_objective_constant(double c) { constant_ += c; }
  void objective(int col, double coef) {
    if (objective_.size() <= static_cast<size_t>(col)) objective_.resize(static_cast<size_t>(col) + 1, 0);
    objective_[static_cast<size_t>(col)] += coef;
  }
  // The header's count of variables (`header`: "p line", "header"); every variable used or named
  // must be within it.
  void declare(int64_t variables, int64_t line, std::string_view header) {
    if (variables > most_) fail(line, fmt::format("it declares {} variables, more than its {} bytes could use", variables, most_));
    declared_ = variables;
    header_ = header;
    if (highest_named_ > declared_)
      fail(highest_named_line_, fmt::format("the table names variable {}, beyond the {} variables the {} declares",
                                            highest_named_, declared_, header_));
  }

  ModelData finish(const std::string& objective_name, std::string_view unnamed_prefix) {
    ModelData d;
    d.objective_name = objective_name;
    d.objective_constant = constant_;
    const auto n = static_cast<size_t>(std::max<int64_t>({static_cast<int64_t>(count_), declared_, highest_named_}));
    d.col_names.resize(n);
    for (size_t j = 0; j < n; ++j) {
      const auto found = names_.find(static_cast<int64_t>(j) + 1);
      d.col_names[j] = found != names_.end() ? found->second : fmt::format("{}{}", unnamed_prefix, j + 1);
    }
    d.col_lower.assign(n, 0);
    d.col_upper.assign(n, 1);
    d.integer.assign(n, 1);
    d.objective = objective_;
    d.objective.resize(n, 0);
    d.rows = CoinPackedMatrix(false, 0, 0);
    d.rows.setDimensions(0, static_cast<int>(n));
    for (size_t i = 0; i < rows_.size(); ++i) {
      RowText& r = rows_[i];
      d.add_row(r.name.empty() ? fmt::format("c{}", i + 1) : r.name, r.cols, r.coefs, r.lower, r.upper);
    }
    d.build_column_index();
    return d;
  }

 private:
  struct RowText {
    std::vector<int> cols;
    std::vector<double> coefs;
    double lower, upper;
    std::string name;
  };
  std::string path_;
  std::string_view what_;
  int64_t most_;
  size_t count_ = 0;
  int64_t declared_ = -1;  // -1: no header declares a count (a WCNF file with h lines)
  std::string_view header_;
  std::unordered_map<int64_t, std::string> names_;
  int64_t highest_named_ = 0, highest_named_line_ = 0;
  std::vector<RowText> rows_;
  std::vector<double> objective_;
  double constant_ = 0;
};

// A clause as a row: sum of its positive literals minus its negative ones >= 1 - (negatives).
void add_clause(Builder& b, const std::vector<int64_t>& lits, int64_t line) {
  std::vector<int> cols;
  std::vector<double> coefs;
  int64_t negatives = 0;
  for (int64_t l : lits) {
    cols.push_back(b.column(l < 0 ? -l : l, line));
    coefs.push_back(l < 0 ? -1 : 1);
    negatives += l < 0;
  }
  b.row(std::move(cols), std::move(coefs), static_cast<double>(1 - negatives), COIN_DBL_MAX);
}

ModelData read_clauses(const std::string& path, const std::string& text, FileFormat format) {
  const bool old_wcnf = format == FileFormat::old_wcnf, weighted = format_row(format).syntax == Syntax::wcnf;
  Builder b(path, format_row(format).what, text.size());
  TextLines lines(text);
  std::string_view line;
  int64_t declared_clauses = -1, top = -1, clauses = 0;
  std::vector<int64_t> lits;
  bool open = false;  // a clause's literals so far, before its 0
  int64_t weight = 0;  // its weight (0: hard)
  while (lines.next(line)) {
    const std::vector<std::string_view> w = split_ws(line);
    if (w.empty()) continue;
    if (w[0] == "c" || w[0][0] == 'c') {
      if (w.size() == 4 && w[0] == "c" && w[1] == "var") {
        const auto v = whole(w[2]);
        if (!v) b.fail(lines.number(), fmt::format("'c var' names variable '{}', not a number", printable(w[2])));
        b.name(*v, w[3], lines.number());
      }
      continue;
    }
    if (w[0] == "p") {
      if (declared_clauses >= 0) b.fail(lines.number(), "a second p line");
      const bool right = old_wcnf ? w.size() >= 4 && w[1] == "wcnf" : w.size() == 4 && w[1] == "cnf" && !weighted;
      if (!right) b.fail(lines.number(), fmt::format("the p line is not 'p {}'", old_wcnf ? "wcnf V C TOP" : "cnf V C"));
      const auto v = whole(w[2]), c = whole(w[3]);
      if (!v || !c || *v < 0 || *c < 0 || *v > kMaxVariable) b.fail(lines.number(), "the p line's counts are not whole numbers");
      b.declare(*v, lines.number(), "p line");
      declared_clauses = *c;
      if (old_wcnf) top = w.size() > 4 ? whole(w[4]).value_or(-1) : INT64_MAX;
      if (old_wcnf && top < 1) b.fail(lines.number(), "the p line's top weight is not a whole number");
      continue;
    }
    if (!weighted && declared_clauses < 0) b.fail(lines.number(), "a clause before the p line 'p cnf V C'");
    if (old_wcnf && top < 0) b.fail(lines.number(), "a clause before the p line 'p wcnf V C TOP'");
    size_t i = 0;
    for (; i < w.size(); ++i) {
      if (!open && weighted) {  // a new clause: its weight, or h
        if (w[i] == "h" && !old_wcnf) {
          weight = 0;
        } else {
          const auto v = whole(w[i]);
          if (!v || *v < 1) b.fail(lines.number(), fmt::format("a clause's weight '{}' is not a whole number of 1 or more", printable(w[i])));
          weight = old_wcnf && *v >= top ? 0 : *v;
        }
        open = true;
        continue;
      }
      const auto l = whole(w[i]);
      if (!l) b.fail(lines.number(), fmt::format("'{}' is not a literal", printable(w[i])));
      open = true;
      if (*l != 0) {
        lits.push_back(*l);
        continue;
      }
      ++clauses;
      if (weight == 0) {
        add_clause(b, lits, lines.number());
      } else if (lits.size() == 1) {  // a soft unit: its weight in the objective (x: -w x, and the constant w)
        if (lits[0] > 0) b.add_to_objective_constant(static_cast<double>(weight));
        b.objective(b.column(lits[0] < 0 ? -lits[0] : lits[0], lines.number()), lits[0] < 0 ? static_cast<double>(weight)
                                                                                             : -static_cast<double>(weight));
      } else {
        b.fail(lines.number(), "a soft clause of two or more literals: boardlp reads the soft unit clauses it writes");
      }
      lits.clear();
      open = false;
      weight = 0;
    }
  }
  if (open) b.fail(lines.number(), "the last clause does not end in 0 (was the file cut short?)");
  if (declared_clauses < 0 && clauses == 0) b.fail(lines.number(), "no clause and no p line (an empty file?)");
  if (declared_clauses >= 0 && clauses != declared_clauses)
    b.fail(lines.number(), fmt::format("the p line says {} clauses, and the file has {}", declared_clauses, clauses));
  return b.finish(weighted ? "cost" : "zero", "aux_");
}

ModelData read_opb(const std::string& path, const std::string& text) {
  Builder b(path, "OPB", text.size());
  TextLines lines(text);
  std::string_view line;
  int64_t declared = -1, constraints = 0;
  std::string row_name;  // the "* NAME" line before a constraint (boardlp's own OPB files)
  while (lines.next(line)) {
    const std::vector<std::string_view> w = split_ws(line);
    if (w.empty()) continue;
    if (w[0][0] == '*') {
      if (lines.number() == 1 && w.size() >= 4 && w[1] == "#variable=" && w[3] == "#constraint=" && w.size() >= 5) {
        const auto v = whole(w[2]), c = whole(w[4]);
        if (!v || !c || *v < 0 || *c < 0 || *v > kMaxVariable) b.fail(1, "the header's counts are not whole numbers");
        b.declare(*v, 1, "header");
        declared = *c;
      } else if (w.size() == 4 && w[0] == "*" && w[2] == "is" && w[1].size() > 1 && w[1][0] == 'x') {
        if (const auto v = whole(w[1].substr(1))) b.name(*v, w[3], lines.number());
      } else if (w.size() == 2 && w[0] == "*" && name_is_portable(w[1], 100)) {
        row_name = std::string(w[1]);
      }
      continue;
    }
    if (declared < 0) b.fail(lines.number(), "the first line is not '* #variable= N #constraint= M'");
    if (w.back() != ";") b.fail(lines.number(), "a line that does not end in ' ;' (was the file cut short?)");
    const bool objective = w[0] == "min:";
    if (w[0] == "max:") b.fail(lines.number(), "'max:' (the OPB format has 'min:' only)");
    std::vector<int> cols;
    std::vector<double> coefs;
    double constant = 0;
    size_t i = objective ? 1 : 0;
    const size_t end = objective ? w.size() - 1 : w.size() - 3;
    if (!objective && w.size() < 3) b.fail(lines.number(), "a constraint without '>= K' or '= K'");
    for (; i < end; i += 2) {
      const auto a = whole(w[i]);
      if (!a || i + 1 >= end) b.fail(lines.number(), fmt::format("'{}' is not a whole coefficient followed by a variable", printable(w[i])));
      std::string_view var = w[i + 1];
      const bool negated = var[0] == '~';
      if (negated) var.remove_prefix(1);
      const auto v = var.size() > 1 && var[0] == 'x' ? whole(var.substr(1)) : std::nullopt;
      if (!v) b.fail(lines.number(), fmt::format("'{}' is not a variable xN (products of variables are not read)", printable(w[i + 1])));
      const int col = b.column(*v, lines.number());
      // a ~x = a - a x
      if (negated) constant += static_cast<double>(*a);
      cols.push_back(col);
      coefs.push_back(negated ? -static_cast<double>(*a) : static_cast<double>(*a));
    }
    if (objective) {
      b.add_to_objective_constant(constant);
      for (size_t k = 0; k < cols.size(); ++k) b.objective(cols[k], coefs[k]);
      continue;
    }
    const std::string_view sense = w[w.size() - 3];
    const auto rhs = whole(w[w.size() - 2]);
    if (!rhs || (sense != ">=" && sense != "=")) b.fail(lines.number(), "a constraint that does not end in '>= K ;' or '= K ;'");
    const double k = static_cast<double>(*rhs) - constant;
    b.row(std::move(cols), std::move(coefs), k, sense == "=" ? k : COIN_DBL_MAX, std::exchange(row_name, {}));
    ++constraints;
  }
  if (declared < 0) b.fail(lines.number(), "no header line '* #variable= N #constraint= M'");
  if (constraints != declared)
    b.fail(lines.number(), fmt::format("the header says {} constraints, and the file has {}", declared, constraints));
  return b.finish("min", "aux_");
}

}  // namespace

ModelData read_pb_model(const std::string& path, FileFormat format) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw DriverError(exit_bad_input, fmt::format("{}: cannot be read (check its permissions)", path));
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return format_row(format).syntax == Syntax::opb ? read_opb(path, text) : read_clauses(path, text, format);
}

}  // namespace boardlp
