#include "projection.hpp"

#include <algorithm>
#include <numeric>
#include <random>
#include <stdexcept>

namespace boardlp::suite {

Projection project_proof(const std::vector<double>& seconds, int64_t cubes, uint64_t seed, int resamples) {
  if (seconds.empty() || resamples < 1) throw std::logic_error("project_proof: an empty sample");
  const auto m = seconds.size();
  const double scale = static_cast<double>(cubes);
  Projection p;
  p.resamples = resamples;
  p.total = scale * std::accumulate(seconds.begin(), seconds.end(), 0.0) / static_cast<double>(m);
  std::mt19937_64 rng(seed);
  std::uniform_int_distribution<size_t> pick(0, m - 1);
  std::vector<double> means(static_cast<size_t>(resamples));
  for (double& mean : means) {
    double sum = 0;
    for (size_t i = 0; i < m; ++i) sum += seconds[pick(rng)];
    mean = sum / static_cast<double>(m);
  }
  std::sort(means.begin(), means.end());
  const auto at = [&](double q) { return means[static_cast<size_t>(q * static_cast<double>(resamples - 1) + 0.5)]; };
  p.low = scale * at(0.025);
  p.high = scale * at(0.975);
  return p;
}

}  // namespace boardlp::suite
