#include "lrat.hpp"

#include <charconv>
#include <cstdlib>
#include <cstring>
#include <functional>

#include <fmt/format.h>
#include <zlib.h>

#include "errors.hpp"

namespace boardlp::certify {

namespace {

class Checker {
 public:
  Checker(const std::vector<Clause>& formula, int32_t variables) : value_(static_cast<size_t>(variables) + 1, 0) {
    db_.reserve(formula.size() + 1);
    db_.emplace_back();  // clause numbers start at 1
    alive_.push_back(0);
    for (const Clause& c : formula) add_clause(c);
  }

  uint64_t last_id() const { return db_.size() - 1; }

  bool exists(int64_t id) const { return id > 0 && static_cast<uint64_t>(id) < db_.size() && alive_[static_cast<size_t>(id)]; }
  void erase(int64_t id) {
    alive_[static_cast<size_t>(id)] = 0;
    db_[static_cast<size_t>(id)] = Clause{};
  }

  void add_clause(const Clause& c) {
    for (const int32_t lit : c) grow(lit);
    db_.push_back(c);
    alive_.push_back(1);
  }
  // Fills the numbers the proof skipped (an LRAT proof may jump ahead) with dead slots.
  void skip_to(uint64_t id) {
    while (db_.size() < id) {
      db_.emplace_back();
      alive_.push_back(0);
    }
  }

  // Checks `clause` against `hints`; "" if it follows, else why not.
  std::string derive(const Clause& clause, const std::vector<int64_t>& hints) {
    Undo undo(*this);
    for (const int32_t lit : clause) {
      grow(lit);
      if (val(lit) == -1) continue;   // a repeated literal
      if (val(lit) == 1) return "";   // l and -l both: a tautology follows from anything
      assign(-lit);
    }
    size_t i = 0;
    for (; i < hints.size() && hints[i] > 0; ++i) {
      const Propagated p = propagate(hints[i]);
      if (p == Propagated::conflict) return "";
      if (p != Propagated::unit && p != Propagated::satisfied) return hint_fault(hints[i], p);
    }
    // Not RUP: RAT on the first literal, every clause that holds its negation answered by a group
    // of hints (none needed where no clause holds it, or where the resolvent is a tautology).
    if (clause.empty()) return "its hints end without a conflict";
    const int32_t pivot = clause.front();
    std::vector<int64_t> answered;
    while (i < hints.size()) {
      const int64_t against = -hints[i++];
      if (against <= 0) return fmt::format("hint {} where a negative hint (a clause to resolve with) was due", -against);
      if (!exists(against)) return fmt::format("negative hint {} names no clause in the formula now", against);
      const Clause& d = db_[static_cast<size_t>(against)];
      bool holds = false;
      for (const int32_t lit : d) holds = holds || lit == -pivot;
      if (!holds) return fmt::format("negative hint {} names a clause without {}", against, -pivot);
      answered.push_back(against);
      Undo group(*this);
      bool tautology = false;
      for (const int32_t lit : d) {
        if (lit == -pivot) continue;
        if (val(lit) == 1) tautology = true;
        else if (val(lit) == 0) assign(-lit);
      }
      bool conflict = tautology;
      for (; i < hints.size() && hints[i] > 0; ++i) {
        if (conflict) continue;  // hints after the conflict are not needed
        const Propagated p = propagate(hints[i]);
        if (p == Propagated::conflict) conflict = true;
        else if (p != Propagated::unit && p != Propagated::satisfied) return hint_fault(hints[i], p);
      }
      if (!conflict) return fmt::format("the resolvent with clause {} ends without a conflict", against);
    }
    for (uint64_t id = 1; id < db_.size(); ++id) {
      if (!alive_[id]) continue;
      bool holds = false;
      for (const int32_t lit : db_[id]) holds = holds || lit == -pivot;
      if (!holds) continue;
      bool named = false;
      for (const int64_t a : answered) named = named || static_cast<uint64_t>(a) == id;
      if (!named) {
        // A resolvent that is a tautology needs no group.
        bool tautology = false;
        for (const int32_t lit : db_[id])
          if (lit != -pivot)
            for (const int32_t c : clause) tautology = tautology || c == -lit;
        if (!tautology) return fmt::format("clause {} holds {}, and no negative hint names it", id, -pivot);
      }
    }
    return "";
  }

 private:
  // A satisfied hint propagates nothing and is passed over (CaDiCaL 2's proofs name some, as
  // lrat-check and cake_lpr allow): the step still needs its conflict from the other hints.
  enum class Propagated { unit, conflict, missing, satisfied, open };

  // Undoes the assignments made while it lived.
  struct Undo {
    explicit Undo(Checker& c) : checker(c), mark(c.trail_.size()) {}
    ~Undo() {
      while (checker.trail_.size() > mark) {
        checker.value_[static_cast<size_t>(std::abs(checker.trail_.back()))] = 0;
        checker.trail_.pop_back();
      }
    }
    Checker& checker;
    size_t mark;
  };

  void grow(int32_t lit) {
    const auto v = static_cast<size_t>(std::abs(lit));
    if (v >= value_.size()) value_.resize(v + 1, 0);
  }
  int val(int32_t lit) const {
    const int8_t v = value_[static_cast<size_t>(std::abs(lit))];
    return lit > 0 ? v : -v;
  }
  void assign(int32_t lit) {
    value_[static_cast<size_t>(std::abs(lit))] = static_cast<int8_t>(lit > 0 ? 1 : -1);
    trail_.push_back(lit);
  }

  Propagated propagate(int64_t id) {
    if (!exists(id)) return Propagated::missing;
    int32_t open = 0;
    int open_count = 0;
    for (const int32_t lit : db_[static_cast<size_t>(id)]) {
      const int v = val(lit);
      if (v == 1) return Propagated::satisfied;
      if (v == 0 && lit != open) {
        open = lit;
        ++open_count;
      }
    }
    if (open_count == 0) return Propagated::conflict;
    if (open_count > 1) return Propagated::open;
    assign(open);
    return Propagated::unit;
  }

  std::string hint_fault(int64_t hint, Propagated p) const {
    switch (p) {
      case Propagated::missing: return fmt::format("hint {} names no clause in the formula now", hint);
      case Propagated::open: return fmt::format("hint {} has two or more open literals, so it is not a unit", hint);
      case Propagated::unit:
      case Propagated::satisfied:
      case Propagated::conflict: break;
    }
    return "";
  }

  std::vector<Clause> db_;
  std::vector<char> alive_;
  std::vector<int8_t> value_;
  std::vector<int32_t> trail_;
};

// The whole numbers of one line.
bool parse_line(std::string_view line, std::vector<int64_t>& out, bool& deletion) {
  out.clear();
  deletion = false;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    if (i == line.size()) break;
    if (line[i] == 'd' && out.size() == 1 && !deletion) {
      deletion = true;
      ++i;
      continue;
    }
    int64_t v = 0;
    const auto [end, error] = std::from_chars(line.data() + i, line.data() + line.size(), v);
    if (error != std::errc()) return false;
    out.push_back(v);
    i = static_cast<size_t>(end - line.data());
  }
  return true;
}

}  // namespace

namespace {

// The proof's steps, a line at a time from `next_line` (false: no more lines).
LratVerdict check_lines(const std::vector<Clause>& formula, int32_t variables,
                        const std::function<bool(std::string_view&)>& next_line) {
  LratVerdict verdict;
  Checker checker(formula, variables);
  std::vector<int64_t> numbers;
  size_t line_no = 0;
  auto fault = [&](const std::string& why) {
    verdict.why = fmt::format("line {}: {}", line_no, why);
    return verdict;
  };
  for (std::string_view line; next_line(line);) {
    ++line_no;
    if (line.empty() || line[0] == 'c') continue;
    bool deletion = false;
    if (!parse_line(line, numbers, deletion) || numbers.size() < 2 || numbers.back() != 0)
      return fault("not an LRAT step (\"ID LITS 0 HINTS 0\" or \"ID d IDS 0\")");
    if (deletion) {
      for (size_t i = 1; i + 1 < numbers.size(); ++i) {
        if (!checker.exists(numbers[i])) return fault(fmt::format("deletes clause {}, which is not in the formula now", numbers[i]));
        checker.erase(numbers[i]);
        ++verdict.deletions;
      }
      continue;
    }
    const int64_t id = numbers[0];
    if (id <= 0 || static_cast<uint64_t>(id) <= checker.last_id())
      return fault(fmt::format("clause number {} is not above every number before it ({})", id, checker.last_id()));
    size_t zero = 1;  // the clause's closing 0
    while (zero < numbers.size() && numbers[zero] != 0) ++zero;
    if (zero == numbers.size()) return fault("the clause has no closing 0");
    if (zero + 1 == numbers.size()) return fault("the hints have no closing 0");
    Clause clause;
    for (size_t i = 1; i < zero; ++i) {
      if (std::llabs(numbers[i]) > INT32_MAX) return fault(fmt::format("literal {} is out of range", numbers[i]));
      clause.push_back(static_cast<int32_t>(numbers[i]));
    }
    const std::vector<int64_t> hints(numbers.begin() + static_cast<std::ptrdiff_t>(zero) + 1, numbers.end() - 1);
    for (const int64_t h : hints)
      if (h == 0) return fault("a 0 among the hints");
    if (const std::string why = checker.derive(clause, hints); !why.empty())
      return fault(fmt::format("clause {} does not follow: {}", id, why));
    ++verdict.additions;
    checker.skip_to(static_cast<uint64_t>(id));
    checker.add_clause(clause);
    if (clause.empty()) {
      verdict.valid = true;
      return verdict;
    }
  }
  verdict.why = "the proof ends without adding the empty clause";
  return verdict;
}

}  // namespace

LratVerdict check_lrat(const std::vector<Clause>& formula, int32_t variables, std::string_view proof) {
  size_t start = 0;
  return check_lines(formula, variables, [&](std::string_view& line) {
    if (start >= proof.size()) return false;
    size_t end = proof.find('\n', start);
    if (end == std::string_view::npos) end = proof.size();
    line = proof.substr(start, end - start);
    start = end + 1;
    return true;
  });
}

LratVerdict check_lrat_file(const std::vector<Clause>& formula, int32_t variables, const std::string& path) {
  gzFile in = gzopen(path.c_str(), "rb");  // gzip or plain text alike
  if (!in) throw UserError(fmt::format("{}: cannot read it; give a proof file that exists", path));
  gzbuffer(in, 1 << 20);
  std::string buffer(1 << 20, '\0'), carried;  // carried: a line cut by the buffer's end, its start
  size_t at = 0, filled = 0;
  bool ended = false, failed = false, gave_carried = false;
  const LratVerdict verdict = check_lines(formula, variables, [&](std::string_view& line) {
    if (gave_carried) carried.clear();  // the line given last is done with
    gave_carried = false;
    for (;;) {
      const void* found = std::memchr(buffer.data() + at, '\n', filled - at);
      if (found) {
        const size_t end = static_cast<size_t>(static_cast<const char*>(found) - buffer.data());
        if (carried.empty()) {
          line = std::string_view(buffer.data() + at, end - at);
        } else {
          carried.append(buffer, at, end - at);
          line = carried;
          gave_carried = true;
        }
        at = end + 1;
        return true;
      }
      carried.append(buffer, at, filled - at);
      at = filled = 0;
      if (ended) {  // the last line, without its newline
        if (carried.empty()) return false;
        line = carried;
        gave_carried = true;
        return true;
      }
      const int n = gzread(in, buffer.data(), static_cast<unsigned>(buffer.size()));
      failed = failed || n < 0;
      ended = n <= 0;
      filled = n > 0 ? static_cast<size_t>(n) : 0;
    }
  });
  gzclose(in);
  if (failed) throw UserError(fmt::format("{}: not a whole gzip file; make it again", path));
  return verdict;
}

}  // namespace boardlp::certify
