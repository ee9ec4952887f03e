#include "cardinality.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <initializer_list>
#include <optional>

namespace boardlp {

namespace {

// The quadratic scan keeps a short clause's first order at no allocation; past this length a
// sorted copy finds repeats and complements in k log k (a row's at-least-one clause can be long).
constexpr size_t kScanLength = 24;

bool tidy_short_clause(std::vector<int64_t>& literals) {
  size_t kept = 0;
  for (size_t i = 0; i < literals.size(); ++i) {
    bool repeated = false;
    for (size_t j = 0; j < kept; ++j) {
      if (literals[j] == -literals[i]) {
        literals.clear();
        return false;
      }
      repeated = repeated || literals[j] == literals[i];
    }
    if (!repeated) literals[kept++] = literals[i];
  }
  literals.resize(kept);
  return true;
}

}  // namespace

bool tidy_clause(std::vector<int64_t>& literals) {
  if (literals.size() <= kScanLength) return tidy_short_clause(literals);
  std::vector<int64_t> sorted = literals;
  const auto by_variable = [](int64_t a, int64_t b) {
    const int64_t va = a < 0 ? -a : a, vb = b < 0 ? -b : b;
    return va != vb ? va < vb : a < b;
  };
  std::sort(sorted.begin(), sorted.end(), by_variable);
  bool repeats = false;
  for (size_t i = 1; i < sorted.size(); ++i) {
    if (sorted[i] == -sorted[i - 1]) {
      literals.clear();
      return false;
    }
    repeats = repeats || sorted[i] == sorted[i - 1];
  }
  if (!repeats) return true;
  // Keep each literal's first place: a literal stays when it is the first of its equals met.
  sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
  std::vector<bool> met(sorted.size(), false);
  size_t kept = 0;
  for (size_t i = 0; i < literals.size(); ++i) {
    const size_t at = std::lower_bound(sorted.begin(), sorted.end(), literals[i], by_variable) - sorted.begin();
    if (met[at]) continue;
    met[at] = true;
    literals[kept++] = literals[i];
  }
  literals.resize(kept);
  return true;
}

namespace {

using Lits = std::vector<int64_t>;

// Builds and hands over clauses; 0 in a clause's list stands for "no literal here" (a counter's
// value 0, which is always reached), so the encoders can write their clauses as in the papers.
class Clauses {
 public:
  explicit Clauses(ClauseSink& sink) : sink_(sink) {}
  int64_t new_var() { return sink_.new_var(); }
  Lits new_vars(size_t n) {
    Lits out(n);
    for (int64_t& v : out) v = sink_.new_var();
    return out;
  }
  void add(std::initializer_list<int64_t> literals) { add(Lits(literals)); }
  void add(Lits literals) {
    std::erase(literals, 0);
    if (tidy_clause(literals)) sink_.clause(literals);
  }
  void contradiction() {  // a row nothing meets
    const int64_t v = sink_.new_var();
    sink_.clause(Lits{v});
    sink_.clause(Lits{-v});
  }

 private:
  ClauseSink& sink_;
};

// Literal i of a unary counter (1-based), or 0 for i = 0.
int64_t at(const Lits& unary, size_t i) { return i == 0 ? 0 : unary[i - 1]; }

void pairwise(const Lits& x, Clauses& out) {
  for (size_t i = 0; i < x.size(); ++i)
    for (size_t j = i + 1; j < x.size(); ++j) out.add({-x[i], -x[j]});
}

// Sinz's sequential counter; for k = 1 it is the ladder. s[i][j]: j of x_1..x_i+1 are true.
void sequential(const Lits& x, size_t k, Clauses& out) {
  const size_t n = x.size();
  std::vector<Lits> s(n - 1);
  for (Lits& row : s) row = out.new_vars(k);
  out.add({-x[0], s[0][0]});
  for (size_t j = 1; j < k; ++j) out.add({-s[0][j]});
  for (size_t i = 1; i + 1 < n; ++i) {
    out.add({-x[i], s[i][0]});
    out.add({-s[i - 1][0], s[i][0]});
    for (size_t j = 1; j < k; ++j) {
      out.add({-x[i], -s[i - 1][j - 1], s[i][j]});
      out.add({-s[i - 1][j], s[i][j]});
    }
    out.add({-x[i], -s[i - 1][k - 1]});
  }
  out.add({-x[n - 1], -s[n - 2][k - 1]});
}

// Where a counter's tree splits x[first, end): the balanced split, or a symmetric shape's.
using Split = std::function<size_t(size_t first, size_t end)>;
size_t balanced(size_t first, size_t end) { return first + ((end - first) - (end - first) / 2); }

// A totalizer over x[first, end) whose outputs are a unary count capped at `cap`: in any
// assignment that meets the clauses, outputs 1..min(count, cap) are true.
Lits totalizer_node(const Lits& x, size_t first, size_t end, size_t cap, Clauses& out, const Split& split = balanced) {
  const size_t n = end - first;
  if (n == 1) return {x[first]};
  const size_t half = split(first, end);
  const Lits a = totalizer_node(x, first, half, cap, out, split);
  const Lits b = totalizer_node(x, half, end, cap, out, split);
  const Lits o = out.new_vars(std::min(n, cap));
  for (size_t i = 0; i <= a.size(); ++i)
    for (size_t j = 0; j <= b.size() && i + j <= o.size(); ++j)
      if (i + j > 0) out.add({-at(a, i), -at(b, j), o[i + j - 1]});
  return o;
}

// The totalizer's other half over x[first, end): in any assignment that meets the clauses, output
// t (t <= cap) is true only if t or more of the literals are.
Lits totalizer_down_node(const Lits& x, size_t first, size_t end, size_t cap, Clauses& out, const Split& split) {
  const size_t n = end - first;
  if (n == 1) return {x[first]};
  const size_t half = split(first, end);
  const Lits a = totalizer_down_node(x, first, half, cap, out, split);
  const Lits b = totalizer_down_node(x, half, end, cap, out, split);
  const Lits o = out.new_vars(std::min(n, cap));
  // At most i below a and at most j below b: at most i + j here. A child's output past its last
  // is false (all of its literals are counted), or past the cap, where no output here needs it.
  for (size_t i = 0; i <= a.size(); ++i)
    for (size_t j = 0; j <= b.size() && i + j + 1 <= o.size(); ++j)
      out.add({i < a.size() ? a[i] : 0, j < b.size() ? b[j] : 0, -o[i + j]});
  return o;
}

void totalizer(const Lits& x, size_t k, Clauses& out, const Split& split) {
  const Lits o = totalizer_node(x, 0, x.size(), k + 1, out, split);
  out.add({-o[k]});
}

// A modulo totalizer's node: the count below it is at most upper * p + lower, read from the
// longest true prefix of each unary digit.
struct Digits {
  Lits upper, lower;
};

Digits modulo_node(const Lits& x, size_t first, size_t end, size_t p, Clauses& out, const Split& split) {
  const size_t n = end - first;
  if (n < p) return {{}, totalizer_node(x, first, end, n, out, split)};
  const size_t half = split(first, end);
  const Digits a = modulo_node(x, first, half, p, out, split);
  const Digits b = modulo_node(x, half, end, p, out, split);
  Digits d{out.new_vars(n / p), out.new_vars(p - 1)};
  const int64_t carry = out.new_var();  // the lower digits sum to p or more
  for (size_t i = 0; i <= a.lower.size(); ++i)
    for (size_t j = 0; j <= b.lower.size(); ++j) {
      if (i + j == 0) continue;
      const int64_t ai = -at(a.lower, i), bj = -at(b.lower, j);
      if (i + j < p) {
        out.add({ai, bj, d.lower[i + j - 1], carry});
      } else {
        out.add({ai, bj, carry});
        if (i + j > p) out.add({ai, bj, d.lower[i + j - p - 1]});
      }
    }
  for (size_t i = 0; i <= a.upper.size(); ++i)
    for (size_t j = 0; j <= b.upper.size(); ++j)
      for (size_t e = 0; e <= 1; ++e) {
        const size_t sum = i + j + e;
        if (sum == 0) continue;
        // A sum past the node's largest upper digit cannot happen: the clause forbids it.
        out.add({-at(a.upper, i), -at(b.upper, j), e ? -carry : 0, sum <= d.upper.size() ? d.upper[sum - 1] : 0});
      }
  return d;
}

void modulo_totalizer(const Lits& x, size_t k, Clauses& out, const Split& split) {
  const size_t p = std::max<size_t>(2, static_cast<size_t>(std::sqrt(static_cast<double>(x.size()))));
  const Digits root = modulo_node(x, 0, x.size(), p, out, split);  // x.size() > k >= 2 >= p: an inner node
  const size_t high = k / p, low = k % p;
  if (high < root.upper.size()) out.add({-root.upper[high]});
  for (size_t j = low + 1; j <= root.lower.size(); ++j) out.add({high == 0 ? 0 : -root.upper[high - 1], -root.lower[j - 1]});
}

void at_most(const Lits& x, int64_t k, const Encodings& encodings, Clauses& out, const Split& split) {
  const auto n = static_cast<int64_t>(x.size());
  if (k < 0) return out.contradiction();
  if (k >= n) return;
  if (k == 0) {
    for (int64_t l : x) out.add({-l});
    return;
  }
  if (k == n - 1) {  // "not all of them": one clause (a blocking clause, a no-good row)
    Lits none(x);
    for (int64_t& l : none) l = -l;
    return out.add(none);
  }
  const Encoding e = k == 1 ? encodings.at_most_one : encodings.at_most_k;
  switch (e) {
    case Encoding::pairwise: return pairwise(x, out);
    case Encoding::ladder:
    case Encoding::seqcounter: return sequential(x, static_cast<size_t>(k), out);
    case Encoding::totalizer: return totalizer(x, static_cast<size_t>(k), out, balanced);
    case Encoding::symtotalizer: return totalizer(x, static_cast<size_t>(k), out, split);
    case Encoding::mtotalizer: return modulo_totalizer(x, static_cast<size_t>(k), out, balanced);
    case Encoding::symmtotalizer: return modulo_totalizer(x, static_cast<size_t>(k), out, split);
  }
}

void at_least(const Lits& x, int64_t k, const Encodings& encodings, Clauses& out, const Split& split) {
  const auto n = static_cast<int64_t>(x.size());
  if (k <= 0) return;
  if (k > n) return out.contradiction();
  if (k == 1) return out.add(x);
  if (k <= n - k) {  // few: count them up (at most n-K of the negations would take about n^2 clauses)
    const Lits o = totalizer_down_node(x, 0, x.size(), static_cast<size_t>(k), out, split);
    return out.add({o[static_cast<size_t>(k) - 1]});
  }
  Lits negated(x);
  for (int64_t& l : negated) l = -l;
  at_most(negated, n - k, encodings, out, split);
}

}  // namespace

void encode_row(std::span<const PbTerm> terms, Sense sense, int64_t rhs, const Encodings& encodings, ClauseSink& sink,
                std::span<const TermPoint> points) {
  Lits x;
  for (const PbTerm& t : terms) {
    // a x with a < 0 is |a| (1 - x) - |a|: |a| copies of -x, and the bound moves by |a|.
    const int64_t copies = t.coef < 0 ? -t.coef : t.coef;
    if (t.coef < 0) rhs += copies;
    x.insert(x.end(), static_cast<size_t>(copies), t.coef < 0 ? -t.var : t.var);
  }
  // A symmetric counter: the literals in the symmetric tree's order, split where it splits (a row of
  // copies, or that no symmetry keeps, takes the balanced tree in its own order).
  std::optional<CounterTree> tree;
  if (encoding_row(encodings.at_most_k).symmetric && points.size() == terms.size() && x.size() == terms.size())
    tree = symmetric_tree(points, encodings.tree_generators);
  Split split = balanced;
  if (tree) {
    Lits ordered;
    for (const size_t t : tree->order) ordered.push_back(x[t]);
    x = std::move(ordered);
    split = [&tree](size_t first, size_t end) { return tree->splits.at({first, end}); };
  }
  Clauses out(sink);
  if (sense != Sense::ge) at_most(x, rhs, encodings, out, split);
  if (sense != Sense::le) at_least(x, rhs, encodings, out, split);
}

}  // namespace boardlp
