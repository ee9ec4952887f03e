// The published answers (src/suite/published.cpp) against the exact counter: every entry the
// counter reaches within its budget on this machine must agree, optimum and number of optimal
// sets alike, so a mistyped term cannot hide in the table.
#include <doctest/doctest.h>

#include <map>

#include "expected.hpp"
#include "published.hpp"

using namespace boardlp;
using namespace boardlp::suite;

TEST_CASE("every published answer the counter reaches agrees with it") {
  constexpr double kBudget = 1.5;  // seconds per count; each sequence stops at its first term past it
  std::map<std::string, bool> stopped;  // per sequence (its source)
  int checked = 0, counts_checked = 0;
  for (const Published& p : published_answers()) {
    const std::string sequence = p.source.substr(0, p.source.find(',')) + " " + std::string(problem_word(p.problem)) + " " +
                                 std::string(word(p.piece));
    CAPTURE(p.k);
    if (stopped[sequence]) continue;
    Spec spec;
    spec.piece = p.piece;
    spec.problem = p.problem;
    spec.torus = p.torus;
    spec.rows = p.rows;
    spec.cols = p.cols;
    spec.k = p.k;
    if (spec.torus && p.rows < 3) continue;  // boardlp's torus starts at 3x3
    CAPTURE(p.source);
    CAPTURE(p.rows);
    CAPTURE(p.cols);
    const Expected e = counted_answer(spec, kBudget);
    if (e.known == Expected::Known::unknown) {
      stopped[sequence] = true;
      MESSAGE(sequence << ": the counter stops at " << p.rows << "x" << p.cols << " (" << e.source << ")");
      continue;
    }
    REQUIRE(e.known == Expected::Known::optimum);
    CHECK(e.value == static_cast<double>(p.optimum));
    if (p.optimal_sets) {
      CHECK(e.placements == std::to_string(*p.optimal_sets));
      ++counts_checked;
    }
    ++checked;
  }
  MESSAGE(checked << " of " << published_answers().size() << " published optima checked, " << counts_checked << " counts");
  CHECK(checked >= 60);  // the budget decides how far each sequence goes
}

TEST_CASE("a suite takes a published optimum where the counter runs out, and names it") {
  Spec spec;
  spec.piece = Piece::queen;
  spec.problem = Problem::dominate;
  spec.rows = spec.cols = 25;  // far past the counter's reach
  const Expected e = expected_of(spec, 0.2);
  CHECK(e.known == Expected::Known::optimum);
  CHECK(e.value == 13);
  CHECK(e.source == "published: OEIS A075458");
  spec.rows = spec.cols = 26;  // past every published term: unknown
  CHECK(expected_of(spec, 0.2).known == Expected::Known::unknown);
  spec.rows = spec.cols = 8;  // within reach: the counter's own answer
  CHECK(expected_of(spec, 5).source == "boardlp-count");
}
