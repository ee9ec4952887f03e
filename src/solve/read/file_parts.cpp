#include "file_parts.hpp"

#include <algorithm>
#include <numeric>

namespace boardlp {

namespace {

// Union-find with path halving: near-linear in the nonzeros.
struct Joins {
  std::vector<int> parent;
  explicit Joins(int n) : parent(static_cast<size_t>(n)) { std::iota(parent.begin(), parent.end(), 0); }
  int root(int x) {
    while (parent[static_cast<size_t>(x)] != x) x = parent[static_cast<size_t>(x)] = parent[static_cast<size_t>(parent[static_cast<size_t>(x)])];
    return x;
  }
  void join(int a, int b) {
    a = root(a), b = root(b);
    if (a != b) parent[static_cast<size_t>(std::max(a, b))] = std::min(a, b);
  }
};

}  // namespace

std::vector<int64_t> file_part_sizes(const ModelData& model) {
  const int columns = static_cast<int>(model.col_names.size());
  const CoinPackedMatrix& rows = model.rows;  // row-ordered
  Joins joins(columns);
  std::vector<char> in_row(static_cast<size_t>(columns), 0);
  const int* index = rows.getIndices();
  const CoinBigIndex* start = rows.getVectorStarts();
  const int* length = rows.getVectorLengths();
  for (int r = 0; r < rows.getMajorDim(); ++r) {
    const CoinBigIndex first = start[r], end = start[r] + length[r];
    for (CoinBigIndex k = first; k < end; ++k) {
      in_row[static_cast<size_t>(index[k])] = 1;
      if (k > first) joins.join(index[first], index[k]);
    }
  }
  std::vector<int64_t> size(static_cast<size_t>(columns), 0);
  for (int c = 0; c < columns; ++c)
    if (in_row[static_cast<size_t>(c)]) ++size[static_cast<size_t>(joins.root(c))];
  std::vector<int64_t> parts;
  for (int64_t s : size)
    if (s > 0) parts.push_back(s);
  std::stable_sort(parts.begin(), parts.end(), std::greater<>());
  return parts;
}

}  // namespace boardlp
