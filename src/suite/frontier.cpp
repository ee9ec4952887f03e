#include "frontier.hpp"

#include <fmt/format.h>

#include "cuts.hpp"
#include "wording.hpp"

namespace boardlp::suite {

namespace {

struct Entry {
  Piece piece;
  int32_t n;
  Problem problem;
  bool torus;
  std::vector<const char*> options;  // after the problem's own: "--cut", "symmetry", ...
  double reference_seconds;          // cbc to a proven optimum; -1: not within the hour
  const char* measured;
};

// The reference runs: `cbc FILE sec CAP solve` (bench/hardness) or boardlp-solve with cbc, one
// process on this 2-core machine, as bench/RESULTS.md records them. An open instance needs none.
const std::vector<Entry>& entries() {
  static const std::vector<Entry> all = {
      {Piece::queen, 12, Problem::dominate, false, {}, 17.83, "bench/hardness, 2026-11-22"},
      {Piece::queen, 13, Problem::dominate, false, {}, 61.29, "bench/hardness, 2026-11-22"},
      {Piece::queen, 14, Problem::dominate, false, {}, 372.15, "bench/hardness --cap 600, 2026-11-23"},
      {Piece::queen, 15, Problem::dominate, false, {}, -1, "cbc sec 3600, 2026-11-24"},
      {Piece::queen, 26, Problem::dominate, false, {}, -1, ""},
      {Piece::knight, 14, Problem::dominate, false, {}, 13.85, "bench/hardness, 2026-11-22"},
      {Piece::knight, 22, Problem::dominate, false, {}, -1, ""},
      {Piece::queen, 23, Problem::dominate, true, {}, -1, ""},
      {Piece::queen, 19, Problem::independent_dominate, true, {}, -1, ""},
      {Piece::queen, 8, Problem::armies, false, {"--cut", "symmetry"}, 27.37, "bench/hardness --cap 600, 2026-11-23"},
      {Piece::queen, 9, Problem::armies, false, {"--cut", "symmetry"}, 56.83, "boardlp-solve (cbc), 2026-11-24"},
      {Piece::queen, 16, Problem::armies, false, {"--cut", "symmetry"}, -1, ""},
      {Piece::queen, 8, Problem::non_dominating, false, {}, 171.85, "bench/hardness --cap 600, 2026-11-23"},
      {Piece::queen, 17, Problem::non_dominating, false, {}, -1, ""},
      {Piece::queen, 8, Problem::colour, false, {"--cut", "clique", "--cut", "colour-order"}, 138.0, "boardlp-solve (cbc), 2026-11-23"},
      {Piece::queen, 27, Problem::colour, false, {"--cut", "clique", "--cut", "colour-order"}, -1, ""},
  };
  return all;
}

}  // namespace

void frontier_set(const InstanceSink& sink) {
  for (const Entry& e : entries()) {
    Instance in;
    in.spec.piece = e.piece;
    in.spec.rows = in.spec.cols = e.n;
    in.spec.problem = e.problem;
    in.spec.torus = e.torus;
    in.name = fmt::format("{}-{}x{}{}-{}", word(e.piece), e.n, e.n, e.torus ? "-torus" : "", problem_word(e.problem));
    in.options = fmt::format("{}--{}", e.torus ? "--torus " : "", problem_word(e.problem));
    for (size_t i = 0; i + 1 < e.options.size(); i += 2) {
      const std::string option = e.options[i], value = e.options[i + 1];
      if (const CutOption* cut = option == "--cut" ? cut_named(value) : nullptr) in.spec.*cut->flag = true;
      in.name += "-cut-" + value;
      in.options += " " + option + " " + value;
    }
    in.tiered = true;
    in.reference_seconds = e.reference_seconds;
    in.measured = e.measured;
    sink(in);
  }
}

std::string tier_of(const Instance& in, bool known) {
  if (!known) return "open";
  return in.reference_seconds >= 0 && in.reference_seconds <= kEasySeconds ? "easy" : "hard";
}

}  // namespace boardlp::suite
