#include "library_engine.hpp"

#include <cmath>
#include <string>

#include <fmt/format.h>

#include "process.hpp"
#include "status.hpp"

namespace boardlp {

NoGoodBook::NoGoodBook(const CubeSearch& search, const SolutionSink& sink) : search_(search), sink_(sink) {}

std::optional<NoGoodBook::Row> NoGoodBook::on_lp_solution(const double* x) {
  const ModelData& m = search_.model;
  const size_t n = m.col_names.size();
  std::vector<int> ones;
  for (size_t j = 0; j < n; ++j) {
    const double v = x[j];
    if (std::abs(v - std::round(v)) > 1e-6) return std::nullopt;  // fractional: branch on
    if (v > 0.5) ones.push_back(static_cast<int>(j));
  }
  int placed = 0;
  for (int j : ones) placed += search_.placement[static_cast<size_t>(j)] != 0;
  // The short form needs a one to cut on; the empty placement gets the general one ("some piece").
  const bool short_form = search_.same_count && placed > 0;
  Row row;
  std::string key;
  size_t next = 0;
  for (size_t j = 0; j < n; ++j) {
    const bool one = next < ones.size() && ones[next] == static_cast<int>(j);
    if (one) ++next;
    if (!search_.placement[j]) continue;
    if (one) key.append(reinterpret_cast<const char*>(&j), sizeof j);
    if (one || !short_form) {
      row.cols.push_back(static_cast<int>(j));
      row.coefs.push_back(one ? 1 : -1);
    }
  }
  row.upper = placed - 1;
  if (seen_.insert(std::move(key)).second) {
    rows_seen_.push_back(row);
    if (!limit_reached()) {
      ++found_;
      sink_(ones);
    }
  }
  return row;
}

std::optional<SearchEnd> NoGoodBook::stop_reason() const {
  if (bypassed_) return SearchEnd::interrupted;
  if (interrupt_signal() != 0) return SearchEnd::interrupted;
  if (limit_reached()) return SearchEnd::limit;
  if (std::chrono::steady_clock::now() >= search_.deadline) return SearchEnd::time_limit;
  return std::nullopt;
}

SearchEnd NoGoodBook::search_until_no_bypass(const std::function<void()>& search_once) {
  for (;;) {
    const size_t rows_before = rows_seen_.size();
    search_once();
    if (!bypassed_) break;
    bypassed_ = false;
    if (rows_seen_.size() == rows_before)  // cannot happen: the point that bypassed is recorded
      throw std::logic_error("a search that bypassed the no-good rows saw no new placement");
    if (const auto why = stop_reason()) return *why;  // the limit, the clock or a signal came first
  }
  if (const auto why = stop_reason()) return *why;
  return SearchEnd::complete;
}

}  // namespace boardlp
