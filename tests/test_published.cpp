// The published answers (src/suite/published.cpp) against the exact counter: every entry the
// counter reaches within its budget on this machine must agree, optimum and number of optimal
// sets alike, so a mistyped term cannot hide in the table.
#include <doctest/doctest.h>

#include <map>

#include "expected.hpp"
#include "published.hpp"

using namespace boardlp;
using namespace boardlp::suite;

// How many terms of each sequence are counted, in the table's order: a fixed set, so that a busy
// machine takes longer but checks the same terms (on the idle 2-core machine each term below took
// under 1.5 s, the whole test 52 s; the next term of most sequences takes far longer).
const std::map<std::string, int> kTermsChecked = {
    {"OEIS A000769 (2n) no-three-in-line points", 7},
    {"OEIS A001366 non-dominating queens", 9},
    {"OEIS A006075 dominate knights", 9},
    {"OEIS A075458 dominate queens", 12},
    {"OEIS A075561 dominate kings", 9},
    {"OEIS A075561 independent-dominate kings", 12},
    {"OEIS A088202 colour queens", 7},
    {"OEIS A250000 armies queens", 8},
    {"OEIS A261752 total-dominate knights", 5},
    {"OEIS A279402 dominate queens", 9},
    {"OEIS A279404 independent-dominate queens", 10},
    {"OEIS A279407 dominate knights", 6},
    {"OEIS A299029 independent-dominate queens", 102},
    {"OEIS A303003 total-dominate queens", 9},
    {"OEIS A342151 non-dominating queens", 11},
    {"OEIS A342576 independent-dominate knights", 10},
    {"OEIS A350815 (ceil(m/3) ceil(n/3)) dominate kings", 42},
    {"OEIS A350815 (ceil(m/3) ceil(n/3)) independent-dominate kings", 75},
    {"Yaglom and Yaglom 1964 (n) dominate bishops", 8},
    {"Yaglom and Yaglom 1964 (n) dominate rooks", 7},
    {"Yaglom and Yaglom 1964 (n) independent-dominate bishops", 15},
    {"Yaglom and Yaglom 1964 (n) independent-dominate rooks", 12},
};

TEST_CASE("the first terms of every published sequence agree with the counter, optimum and number of optimal sets") {
  constexpr double kHangGuard = 600;  // seconds: no term comes near it; it only ends a hang
  std::map<std::string, int> seen;    // terms met per sequence
  int checked = 0, counts_checked = 0;
  for (const Published& p : published_answers()) {
    const std::string sequence = p.source.substr(0, p.source.find(',')) + " " + std::string(problem_word(p.problem)) + " " +
                                 std::string(word(p.piece));
    CAPTURE(sequence);
    REQUIRE(kTermsChecked.count(sequence) == 1);  // every sequence has its row: none is left out unseen
    if (p.torus && p.rows < 3) continue;           // boardlp's torus starts at 3x3
    if (++seen[sequence] > kTermsChecked.at(sequence)) continue;
    Spec spec;
    spec.piece = p.piece;
    spec.problem = p.problem;
    spec.torus = p.torus;
    spec.rows = p.rows;
    spec.cols = p.cols;
    spec.k = p.k;
    CAPTURE(p.source);
    CAPTURE(p.rows);
    CAPTURE(p.cols);
    CAPTURE(p.k);
    const Expected e = counted_answer(spec, kHangGuard);
    REQUIRE(e.known == Expected::Known::optimum);
    CHECK(e.value == static_cast<double>(p.optimum));
    if (p.optimal_sets) {
      CHECK(e.placements == std::to_string(*p.optimal_sets));
      ++counts_checked;
    }
    ++checked;
  }
  MESSAGE(checked << " of " << published_answers().size() << " published optima checked, " << counts_checked << " counts");
  int planned = 0;
  for (const auto& [sequence, terms] : kTermsChecked) planned += terms;
  CHECK(checked == planned);
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
