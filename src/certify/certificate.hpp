#pragma once
// A certificate folder (docs/suites-and-proofs.md, "Certificates"): formula.cnf, cubes.icnf,
// pruned.txt, lrat/cube-N.lrat.gz for every decided cube and lrat/cover.lrat.gz, decided.tsv (each
// proof's times, one line as each is kept, so a stopped run loses nothing), and check, the
// stranger's script (public tools only). make writes the first three and check; run decides the
// cubes with CaDiCaL, each proof made LRAT by the prover asked for (prover.hpp), and keeps it when
// boardlp's own checker accepts it; check_folder is boardlp's own check of the whole folder.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "prover.hpp"

namespace boardlp::certify {

struct MakeRequest {
  std::string formula;             // a DIMACS CNF (boardlp writes it with --format cnf)
  std::vector<std::string> on;     // the variables to split on (names, patterns, numbers); none: one cube
  std::string command;             // the command that writes the formula ("": not said), kept in the folder's command
  bool symmetry = true;            // prune the cubes the board's symmetries map onto decided ones
  uint64_t most_cubes = 100000;
  std::string folder;
};
struct MakeReport {
  size_t cubes = 0, pruned = 0, symmetries = 0;  // symmetries: those that map the formula onto itself
};
MakeReport make_folder(const MakeRequest& request);

struct RunRequest {
  std::string folder;
  unsigned jobs = 1;
  double cube_seconds = 0;  // a cube's time limit (0: none); a cube past it stays undecided
  int64_t sample = 0;       // > 0: decide this many undecided cubes drawn at random (seed), for a projection
  uint64_t seed = 1;
  Prover prover = Prover::lrat;  // how each proof is made (the default: the faster, bench/RESULTS.md)
  // A proof larger than this gzipped goes to lrat/large/ (not in git), its hash in lrat/NAME.remake.
  uintmax_t keep_bytes = uintmax_t{8} << 20;
  bool drop_large = false;  // keep such a proof as its hash alone (a run too large for the disk)
  // part of parts (from 1; 0: the whole folder): the cubes N with (N - 1) % parts == part - 1, and
  // the cover in part 1, so that runs on many machines sharing the folder decide disjoint cubes;
  // each part's lines go to decided-part-P.tsv, which every run and check reads beside decided.tsv.
  unsigned part = 0, parts = 0;
  // Called with a line as each proof is kept (from the deciding threads, one at a time).
  std::function<void(const std::string&)> progress;
};
struct RunReport {
  size_t decided_now = 0, decided_before = 0, undecided = 0, pruned = 0;
  bool cover = false;           // the cover proof is kept, or needs none (an empty cube)
  int64_t satisfiable = 0;      // a cube with a solution (its number): the formula is satisfiable
  double cpu_seconds = 0;       // of this run's solver and rate processes
  bool part_done = false;       // with --part: every cube of the part (and the cover in part 1) decided
  // The CPU seconds of the cubes still undecided, projected from every decided cube's (decided.tsv:
  // a random sample's when the run is sampled), with a bootstrap range; a cube past the time limit
  // counts as the limit, so the projection is then a lower bound. Empty when nothing is decided.
  size_t projected_from = 0, past_limit = 0;
  double projected = 0, projected_low = 0, projected_high = 0;
};
RunReport run_folder(const RunRequest& request);

struct CheckReport {
  std::vector<std::string> faults;  // one line each
  size_t cubes = 0, decided = 0, pruned = 0;
  bool cover = false;  // proven, or needing no proof (an empty cube covers every assignment)
  bool whole = false;  // one empty cube: the whole formula in one run
  // From the decided tables: the CPU seconds of the kept proofs (the solver's and rate's), and how
  // the proofs are kept: bytes of gzipped LRAT in lrat/, and how many as their hash alone.
  double solve_cpu_seconds = 0, proof_cpu_seconds = 0;
  uintmax_t lrat_bytes_in_git = 0;
  size_t kept_as_hash = 0;
  bool verified() const { return faults.empty() && cover && decided + pruned == cubes; }
};
// `jobs` proofs checked (and made again from their hash) at once; the faults come in the cubes' order.
CheckReport check_folder(const std::string& folder, unsigned jobs = 1);

}  // namespace boardlp::certify
