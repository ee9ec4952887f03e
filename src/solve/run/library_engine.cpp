#include "library_engine.hpp"

#include <cmath>
#include <cstring>
#include <string>

#include <fmt/format.h>

#include "process.hpp"
#include "status.hpp"

namespace boardlp {

NoGoodBook::NoGoodBook(const CubeSearch& search, const SolutionSink& sink) : search_(search), sink_(sink) {}

NoGoodBook::Row NoGoodBook::no_good(const std::vector<size_t>& on) const {
  // The empty placement has no one to cut on: "some placement column at 1" ("some piece").
  const bool short_form = !on.empty();
  Row row;
  size_t next = 0;
  for (size_t j = 0; j < search_.placement.size(); ++j) {
    if (!search_.placement[j]) continue;
    const bool one = next < on.size() && on[next] == j;
    if (one) ++next;
    if (one || !short_form) {
      row.cols.push_back(static_cast<int>(j));
      row.coefs.push_back(one ? 1 : -1);
    }
  }
  row.upper = static_cast<double>(on.size()) - 1;
  return row;
}

std::optional<NoGoodBook::Row> NoGoodBook::on_lp_solution(const double* x) {
  const ModelData& m = search_.model;
  const size_t n = m.col_names.size();
  std::vector<int> ones;
  std::vector<size_t> on;  // the placement columns at 1
  for (size_t j = 0; j < n; ++j) {
    const double v = x[j];
    if (std::abs(v - std::round(v)) > 1e-6) return std::nullopt;  // fractional: branch on
    if (v > 0.5) {
      ones.push_back(static_cast<int>(j));
      if (search_.placement[j]) on.push_back(j);
    }
  }
  std::string key(reinterpret_cast<const char*>(on.data()), on.size() * sizeof(size_t));
  if (!seen_.count(key)) {
    seen_.insert(keys_.emplace_back(std::move(key)));
    if (!limit_reached()) {
      ++found_;
      sink_(ones);
    }
  }
  return no_good(on);
}

std::vector<NoGoodBook::Row> NoGoodBook::rows_seen() const {
  std::vector<Row> rows;
  rows.reserve(keys_.size());
  for (const std::string& key : keys_) {
    std::vector<size_t> on(key.size() / sizeof(size_t));
    std::memcpy(on.data(), key.data(), key.size());
    rows.push_back(no_good(on));
  }
  return rows;
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
    const size_t seen_before = keys_.size();
    search_once();
    if (!bypassed_) break;
    bypassed_ = false;
    if (keys_.size() == seen_before)  // cannot happen: the point that bypassed is recorded
      throw std::logic_error("a search that bypassed the no-good rows saw no new placement");
    if (const auto why = stop_reason()) return *why;  // the limit, the clock or a signal came first
  }
  if (const auto why = stop_reason()) return *why;
  return SearchEnd::complete;
}

}  // namespace boardlp
