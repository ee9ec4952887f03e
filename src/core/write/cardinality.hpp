#pragma once
// A 0-1 row with small integer coefficients as clauses: each coefficient a becomes |a| copies of
// its literal (negated when a < 0, which moves the bound), so every row is "at most K", "at least
// K" or both over literals, and the encodings of encoding.hpp state them. Deterministic: the same
// row gives the same clauses and the same auxiliary variables in the same order, which lets a
// writer count a slice's variables and clauses in one pass and number them in the next.
#include <cstdint>
#include <span>
#include <vector>

#include "encoding.hpp"
#include "model.hpp"
#include "symmetric_tree.hpp"

namespace boardlp {

// Where clauses go: new_var() hands out the next auxiliary variable's number; clause() takes
// DIMACS literals (v or -v), each variable at most once and never both signs.
class ClauseSink {
 public:
  virtual ~ClauseSink() = default;
  virtual int64_t new_var() = 0;
  virtual void clause(std::span<const int64_t> literals) = 0;
};

// Counts what a row makes: the writers' first pass.
class ClauseCounter final : public ClauseSink {
 public:
  explicit ClauseCounter(int64_t next_var) : next_(next_var) {}
  int64_t new_var() override { return next_++; }
  void clause(std::span<const int64_t>) override { ++clauses_; }
  int64_t next_var() const { return next_; }
  int64_t clauses() const { return clauses_; }

 private:
  int64_t next_, clauses_ = 0;
};

// One term of a row: a variable's number (1-based) and its coefficient.
struct PbTerm {
  int64_t var;
  int64_t coef;
};

// The clauses of "sum coef * var SENSE rhs". A row no assignment meets becomes the pair (v) (-v)
// of a new variable (some readers refuse an empty clause); a row every assignment meets, none.
// `points`, one per term, say where each term's variable stands; the symtotalizer reads them.
void encode_row(std::span<const PbTerm> terms, Sense sense, int64_t rhs, const Encodings& encodings, ClauseSink& sink,
                std::span<const TermPoint> points = {});

// The clause a duplicate-free, non-tautological clause would be: literals repeated once, in their
// first order; empty when it holds a literal and its negation (always true).
bool tidy_clause(std::vector<int64_t>& literals);

}  // namespace boardlp
