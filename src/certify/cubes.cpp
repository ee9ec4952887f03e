#include "cubes.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <sstream>

#include <fmt/format.h>

#include "errors.hpp"

namespace boardlp::certify {

namespace {

// Unit propagation with two watched literals, for the split.
class Propagator {
 public:
  explicit Propagator(const Cnf& cnf) : clauses_(cnf.clauses), value_(static_cast<size_t>(cnf.variables) + 1, 0),
                                        watches_(2 * (static_cast<size_t>(cnf.variables) + 1)) {
    for (size_t i = 0; i < clauses_.size(); ++i) {
      Clause& c = clauses_[i];
      std::sort(c.begin(), c.end());
      c.erase(std::unique(c.begin(), c.end()), c.end());
      if (c.empty()) {
        refuted_ = true;
      } else if (c.size() == 1) {
        units_.push_back(c[0]);
      } else {
        watches_[slot(c[0])].push_back(i);
        watches_[slot(c[1])].push_back(i);
      }
    }
    for (const int32_t u : units_)
      if (!assume(u)) refuted_ = true;
    base_ = trail_.size();
  }

  bool refuted() const { return refuted_; }
  int val(int32_t lit) const {
    const int8_t v = value_[static_cast<size_t>(std::abs(lit))];
    return lit > 0 ? v : -v;
  }
  size_t level() const { return trail_.size(); }
  void back_to(size_t mark) {
    while (trail_.size() > mark) {
      value_[static_cast<size_t>(std::abs(trail_.back()))] = 0;
      trail_.pop_back();
    }
    head_ = std::min(head_, trail_.size());
  }
  // Assigns `lit` and propagates; false on a conflict (the assignments stay for back_to).
  bool assume(int32_t lit) {
    if (val(lit) == 1) return true;
    if (val(lit) == -1) return false;
    set(lit);
    while (head_ < trail_.size()) {
      const int32_t falsified = -trail_[head_++];
      std::vector<size_t>& list = watches_[slot(falsified)];
      for (size_t k = 0; k < list.size();) {
        Clause& c = clauses_[list[k]];
        if (c[0] == falsified) std::swap(c[0], c[1]);
        if (val(c[0]) == 1) {
          ++k;
          continue;
        }
        bool moved = false;
        for (size_t j = 2; j < c.size(); ++j)
          if (val(c[j]) != -1) {
            std::swap(c[1], c[j]);
            watches_[slot(c[1])].push_back(list[k]);
            list[k] = list.back();
            list.pop_back();
            moved = true;
            break;
          }
        if (moved) continue;
        if (val(c[0]) == -1) {
          head_ = trail_.size();
          return false;
        }
        set(c[0]);
        ++k;
      }
    }
    return true;
  }

 private:
  static size_t slot(int32_t lit) { return 2 * static_cast<size_t>(std::abs(lit)) + (lit < 0 ? 1 : 0); }
  void set(int32_t lit) {
    value_[static_cast<size_t>(std::abs(lit))] = static_cast<int8_t>(lit > 0 ? 1 : -1);
    trail_.push_back(lit);
  }

  std::vector<Clause> clauses_;
  std::vector<int8_t> value_;
  std::vector<std::vector<size_t>> watches_;
  std::vector<int32_t> trail_, units_;
  size_t head_ = 0, base_ = 0;
  bool refuted_ = false;
};

void split(Propagator& up, const std::vector<int32_t>& on, size_t at, std::vector<Clause>& out, uint64_t most) {
  while (at < on.size() && up.val(on[at]) != 0) ++at;  // implied by the decisions so far
  if (at == on.size()) {
    if (out.size() == most)
      throw UserError(fmt::format("the split makes more than {} cubes: name fewer variables", most));
    // Every variable split on, as decided or implied: the cubes a symmetry maps onto each other
    // then have the same literals.
    Clause full;
    for (const int32_t v : on) full.push_back(up.val(v) == 1 ? v : -v);
    out.push_back(std::move(full));
    return;
  }
  for (const int32_t lit : {on[at], -on[at]}) {
    const size_t mark = up.level();
    if (up.assume(lit)) split(up, on, at + 1, out, most);
    up.back_to(mark);
  }
}

Clause normal(const Clause& c) {
  Clause out = c;
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace

std::vector<Clause> split_cubes(const Cnf& cnf, const std::vector<int32_t>& on, uint64_t most) {
  if (on.empty()) return {Clause{}};  // one run: the empty cube, which covers every assignment
  Propagator up(cnf);
  std::vector<Clause> out;
  if (up.refuted()) return out;  // unit propagation alone refutes the formula: the cover proof is all
  split(up, on, 0, out, most);
  return out;
}

std::vector<int32_t> variables_named(const Cnf& cnf, const std::vector<std::string>& names) {
  std::vector<int32_t> out;
  for (const std::string& name : names) {
    const size_t before = out.size();
    if (!name.empty() && std::all_of(name.begin(), name.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
      const long v = std::strtol(name.c_str(), nullptr, 10);
      if (v >= 1 && v <= cnf.variables) out.push_back(static_cast<int32_t>(v));
    } else {
      const size_t star = name.find('*');
      for (int32_t v = 1; v <= cnf.variables; ++v) {
        const std::string& n = cnf.names[static_cast<size_t>(v)];
        const bool match = star == std::string::npos
                               ? n == name
                               : n.size() + 1 >= name.size() && n.compare(0, star, name, 0, star) == 0 &&
                                     n.compare(n.size() - (name.size() - star - 1), std::string::npos, name, star + 1) == 0;
        if (match) out.push_back(v);
      }
    }
    if (out.size() == before)
      throw UserError(fmt::format("--on {}: no variable of the formula is named so (its \"c var\" table names them, e.g. x_1_1; "
                                  "a * stands for any text, as in x_6_*)", name));
  }
  std::vector<int32_t> unique;
  for (const int32_t v : out)
    if (std::find(unique.begin(), unique.end(), v) == unique.end()) unique.push_back(v);
  return unique;
}

bool maps_onto_itself(const Cnf& cnf, const Permutation& p) {
  if (p.size() != static_cast<size_t>(cnf.variables) + 1) return false;
  std::vector<int32_t> seen(p.size(), 0);
  for (size_t v = 1; v < p.size(); ++v) {
    if (p[v] < 1 || p[v] > cnf.variables || seen[static_cast<size_t>(p[v])]) return false;
    seen[static_cast<size_t>(p[v])] = 1;
  }
  std::vector<Clause> before, after;
  before.reserve(cnf.clauses.size());
  after.reserve(cnf.clauses.size());
  for (const Clause& c : cnf.clauses) {
    before.push_back(normal(c));
    after.push_back(image_of(c, p));
  }
  std::sort(before.begin(), before.end());
  std::sort(after.begin(), after.end());
  return before == after;
}

Clause image_of(const Clause& lits, const Permutation& p) {
  Clause out;
  out.reserve(lits.size());
  for (const int32_t lit : lits) {
    const int32_t w = p[static_cast<size_t>(std::abs(lit))];
    out.push_back(lit > 0 ? w : -w);
  }
  return normal(out);
}

std::vector<Pruned> prune(const std::vector<Clause>& cubes, const std::vector<Permutation>& symmetries) {
  std::map<Clause, size_t> decided;  // a decided cube's literals, sorted, and its number
  std::vector<Pruned> out;
  for (size_t i = 0; i < cubes.size(); ++i) {
    bool pruned = false;
    for (const Permutation& p : symmetries) {
      const auto onto = decided.find(image_of(cubes[i], p));
      if (onto != decided.end()) {
        out.push_back({i + 1, onto->second, p});
        pruned = true;
        break;
      }
    }
    if (!pruned) decided.emplace(normal(cubes[i]), i + 1);
  }
  return out;
}

std::string permutation_text(const Permutation& p) {
  std::string out;
  for (size_t v = 1; v < p.size(); ++v)
    if (p[v] != static_cast<int32_t>(v)) fmt::format_to(std::back_inserter(out), "{}{}:{}", out.empty() ? "" : " ", v, p[v]);
  return out;
}

Permutation permutation_from_text(const std::string& text, int32_t variables) {
  Permutation p(static_cast<size_t>(variables) + 1);
  for (int32_t v = 0; v <= variables; ++v) p[static_cast<size_t>(v)] = v;
  std::istringstream in(text);
  for (std::string pair; in >> pair;) {
    const size_t colon = pair.find(':');
    char* end = nullptr;
    const long v = colon == std::string::npos ? 0 : std::strtol(pair.c_str(), &end, 10);
    const long w = colon == std::string::npos ? 0 : std::strtol(pair.c_str() + colon + 1, nullptr, 10);
    if (v < 1 || v > variables || w < 1 || w > variables)
      throw UserError(fmt::format("permutation pair \"{}\": give v:w with variables from 1 to {}", pair, variables));
    p[static_cast<size_t>(v)] = static_cast<int32_t>(w);
  }
  return p;  // a bijection or not: maps_onto_itself says
}

}  // namespace boardlp::certify
