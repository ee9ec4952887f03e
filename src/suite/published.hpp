#pragma once
// Published answers: the optima (and, where published, the number of optimal placements) that
// the literature gives for open boards and tori, each with its source. `boardlp suite` takes
// one where the exact counter runs out of its budget; tests/test_published.cpp checks every entry
// the counter reaches on this machine, so a wrong entry cannot hide.
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "problem.hpp"

namespace boardlp::suite {

struct Published {
  Piece piece;
  Problem problem;
  bool torus;
  int rows, cols;                  // rows <= cols; the board turned a quarter is the same (no walls, holes, fixed pieces)
  int64_t optimum;
  int64_t k = -1;                  // the number of pieces, for a problem that takes one (-1: its default)
  std::optional<int64_t> optimal_sets;  // how many optimal placements, where published
  std::string source;              // "OEIS A075458"
};

// Every entry, sequence by sequence, n ascending.
const std::vector<Published>& published_answers();
// The entry for a spec, if it is an open board (or torus) with one; nullptr otherwise.
const Published* published_answer(const Spec& spec);
// For an open board (or torus) past every published term of its sequence: "OEIS A075458 ends at
// 25x25"; empty when no sequence covers the spec's piece and problem.
std::string published_end(const Spec& spec);

}  // namespace boardlp::suite
