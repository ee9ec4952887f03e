#pragma once
// A proof's CPU time projected from a sample of its cubes: the sample's mean times the number of
// cubes, with a range from resampling the sample (a bootstrap), so a projection says how far it
// can be trusted. A proof's time is often ruled by a few cubes a small sample misses: the range
// is of the sample's mean, not a bound.
#include <cstdint>
#include <vector>

namespace boardlp::suite {

struct Projection {
  double total = 0;          // cubes x the sample's mean
  double low = 0, high = 0;  // cubes x the 2.5th and 97.5th percentiles of the resampled means
  int resamples = 0;
};

// `seconds`: each sampled cube's CPU seconds (not empty); `cubes`: how many the whole proof has.
// The same sample and seed give the same range.
Projection project_proof(const std::vector<double>& seconds, int64_t cubes, uint64_t seed = 1, int resamples = 2000);

}  // namespace boardlp::suite
