#include "backend.hpp"

#include "backends/cbc_backend.hpp"
#include "backends/glpk_backend.hpp"
#include "backends/highs_backend.hpp"

namespace boardlp {

std::optional<std::string> Backend::read_error(const std::string&, int, const std::string&) const { return std::nullopt; }

const std::vector<const Backend*>& backends() {
  static const CbcBackend cbc;
  static const GlpkBackend glpk;
  static const HighsBackend highs;
  static const std::vector<const Backend*> all{&cbc, &glpk, &highs};
  return all;
}

const Backend* backend_named(std::string_view word) {
  for (const Backend* b : backends())
    if (b->answers_to(word)) return b;
  return nullptr;
}

std::string backend_names() {
  std::string out;
  const auto& all = backends();
  for (size_t i = 0; i < all.size(); ++i)
    out += (i == 0 ? "" : i + 1 == all.size() ? " or " : ", ") + std::string(all[i]->name());
  return out;
}

}  // namespace boardlp
