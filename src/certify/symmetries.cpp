// The board's rotations and reflections as permutations of a formula's variables. The variables
// named PREFIX_R_C (the "c var" table) are moved as their squares are, a prefix at a time and only
// where the clauses among the moved variables map onto clauses (a line's indicator is named by the
// segment's first square, which a reflection does not keep); every other variable (an indicator, a
// counter's auxiliary) takes the image its clauses say: the one variable whose clauses with moved
// variables are the images of its own. A permutation is kept only if it maps the formula onto itself.
#include <algorithm>
#include <cstdlib>
#include <map>
#include <regex>
#include <set>

#include <fmt/format.h>

#include "cubes.hpp"

namespace boardlp::certify {

namespace {

Clause sorted(Clause c) {
  std::sort(c.begin(), c.end());
  c.erase(std::unique(c.begin(), c.end()), c.end());
  return c;
}

class Extender {
 public:
  explicit Extender(const Cnf& cnf) : cnf_(cnf), occurs_(static_cast<size_t>(cnf.variables) + 1) {
    for (size_t i = 0; i < cnf.clauses.size(); ++i) {
      const Clause c = sorted(cnf.clauses[i]);
      clauses_.insert(c);
      for (size_t k = 0; k < c.size(); ++k) {
        occurs_[static_cast<size_t>(std::abs(c[k]))].push_back(i);
        Clause rest = c;
        rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(k));
        completions_[rest].push_back(c[k]);
      }
    }
  }

  // Starts a permutation: nothing mapped.
  void reset() {
    image_.assign(static_cast<size_t>(cnf_.variables) + 1, 0);
    used_.assign(image_.size(), false);
  }
  bool mapped(int32_t v) const { return image_[static_cast<size_t>(v)] != 0; }

  // Maps every v of `pairs` to its w if the clauses among the mapped variables still map onto
  // clauses; otherwise leaves the permutation as it was and says false.
  bool try_map(const std::vector<std::pair<int32_t, int32_t>>& pairs) {
    for (const auto& [v, w] : pairs)
      if (mapped(v) || used_[static_cast<size_t>(w)]) return false;
    for (const auto& [v, w] : pairs) set(v, w);
    for (const auto& [v, w] : pairs)
      for (const size_t i : occurs_[static_cast<size_t>(v)]) {
        const Clause& c = cnf_.clauses[i];
        if (std::all_of(c.begin(), c.end(), [&](int32_t l) { return mapped(std::abs(l)); }) && !clauses_.count(image(c))) {
          for (const auto& [u, x] : pairs) unset(u, x);
          return false;
        }
      }
    return true;
  }

  // Maps each unmapped variable to the one variable its clauses with mapped variables say, round
  // after round; a variable in no clause goes to one in none. The permutation, or empty.
  Permutation extend() {
    for (bool progress = true; progress;) {
      progress = false;
      for (int32_t v = 1; v <= cnf_.variables; ++v) {
        if (mapped(v)) continue;
        const int32_t w = image_by_clauses(v);
        if (w != 0) {
          set(v, w);
          progress = true;
        }
      }
    }
    std::vector<int32_t> free_images;
    for (int32_t w = 1; w <= cnf_.variables; ++w)
      if (!used_[static_cast<size_t>(w)] && occurs_[static_cast<size_t>(w)].empty()) free_images.push_back(w);
    size_t next = 0;
    for (int32_t v = 1; v <= cnf_.variables; ++v) {
      if (mapped(v)) continue;
      if (!occurs_[static_cast<size_t>(v)].empty() || next == free_images.size()) return {};
      set(v, free_images[next++]);
    }
    Permutation p(image_.begin(), image_.end());
    return p;
  }

 private:
  void set(int32_t v, int32_t w) {
    image_[static_cast<size_t>(v)] = w;
    used_[static_cast<size_t>(w)] = true;
  }
  void unset(int32_t v, int32_t w) {
    image_[static_cast<size_t>(v)] = 0;
    used_[static_cast<size_t>(w)] = false;
  }
  Clause image(const Clause& c) const {
    Clause out;
    for (const int32_t l : c) {
      const int32_t w = image_[static_cast<size_t>(std::abs(l))];
      out.push_back(l > 0 ? w : -w);
    }
    return sorted(out);
  }

  // The one unused variable w such that each clause of v whose other variables are mapped has an
  // image with w in v's place (with v's sign); 0 if none or more than one.
  int32_t image_by_clauses(int32_t v) const {
    std::vector<int32_t> candidates;
    bool first = true;
    for (const size_t i : occurs_[static_cast<size_t>(v)]) {
      const Clause& c = cnf_.clauses[i];
      Clause rest;
      int32_t sign = 0;
      bool determined = true;
      for (const int32_t l : c) {
        if (std::abs(l) == v) {
          sign = l > 0 ? 1 : -1;
          continue;
        }
        if (!mapped(std::abs(l))) {
          determined = false;
          break;
        }
        rest.push_back(l);
      }
      if (!determined) continue;
      const auto found = completions_.find(image(rest));
      std::vector<int32_t> here;
      if (found != completions_.end())
        for (const int32_t l : found->second)
          if ((l > 0 ? 1 : -1) == sign && !used_[static_cast<size_t>(std::abs(l))]) here.push_back(std::abs(l));
      std::sort(here.begin(), here.end());
      if (first) {
        candidates = here;
        first = false;
      } else {
        std::vector<int32_t> both;
        std::set_intersection(candidates.begin(), candidates.end(), here.begin(), here.end(), std::back_inserter(both));
        candidates = both;
      }
      if (candidates.empty()) return 0;
    }
    return candidates.size() == 1 ? candidates[0] : 0;
  }

  const Cnf& cnf_;
  std::set<Clause> clauses_;
  std::map<Clause, std::vector<int32_t>> completions_;  // a clause less one literal: the literals that complete it
  std::vector<std::vector<size_t>> occurs_;
  std::vector<int32_t> image_;
  std::vector<bool> used_;
};

}  // namespace

std::vector<Permutation> board_symmetries(const Cnf& cnf) {
  static const std::regex board_re(R"(board=(\d+)x(\d+))"), name_re(R"((.*)_(\d+)_(\d+))");
  std::smatch m;
  if (!std::regex_search(cnf.header, m, board_re)) return {};
  const int rows = std::stoi(m[1]), cols = std::stoi(m[2]);
  // The named variables by prefix, the larger families first.
  std::map<std::string, int32_t> by_name;
  std::map<std::string, std::vector<std::pair<int32_t, std::pair<int, int>>>> by_prefix;
  for (int32_t v = 1; v <= cnf.variables; ++v) {
    const std::string& name = cnf.names[static_cast<size_t>(v)];
    if (name.empty()) continue;
    by_name[name] = v;
    if (std::regex_match(name, m, name_re)) {
      const int r = std::stoi(m[2]) - 1, c = std::stoi(m[3]) - 1;
      if (r < rows && c < cols) by_prefix[m[1]].push_back({v, {r, c}});
    }
  }
  std::vector<std::string> prefixes;
  for (const auto& [prefix, vars] : by_prefix) prefixes.push_back(prefix);
  std::stable_sort(prefixes.begin(), prefixes.end(),
                   [&](const std::string& a, const std::string& b) { return by_prefix[a].size() > by_prefix[b].size(); });

  Extender extender(cnf);
  std::vector<Permutation> out;
  for (int g = 1; g < (rows == cols ? 8 : 4); ++g) {
    extender.reset();
    for (const std::string& prefix : prefixes) {
      std::vector<std::pair<int32_t, int32_t>> pairs;
      bool whole = true;
      for (auto [v, square] : by_prefix[prefix]) {
        auto [r, c] = square;
        // g's bits: 1 flips top-bottom, 2 flips left-right, 4 transposes (square boards).
        if (g & 1) r = rows - 1 - r;
        if (g & 2) c = cols - 1 - c;
        if (g & 4) std::swap(r, c);
        const auto image = by_name.find(fmt::format("{}_{}_{}", prefix, r + 1, c + 1));
        if (image == by_name.end()) {
          whole = false;
          break;
        }
        pairs.push_back({v, image->second});
      }
      if (whole) extender.try_map(pairs);
    }
    Permutation p = extender.extend();
    if (!p.empty() && maps_onto_itself(cnf, p)) out.push_back(std::move(p));
  }
  return out;
}

}  // namespace boardlp::certify
