// The straightforward CoinUtils program that bench/run compares boardlp with: build the same
// maximum model as a CoinPackedMatrix in one go, then CoinLpIO::writeLp or CoinMpsIO::writeMps.
//   coin-writer PIECE N FILE.lp|FILE.mps
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include <coin/CoinFinite.hpp>
#include <coin/CoinLpIO.hpp>
#include <coin/CoinMessageHandler.hpp>
#include <coin/CoinMpsIO.hpp>
#include <coin/CoinPackedMatrix.hpp>

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: coin-writer queens|kings|knights N FILE.lp|FILE.mps\n");
    return 2;
  }
  const std::string piece = argv[1], path = argv[3];
  const int n = std::stoi(argv[2]);
  auto var = [n](int r, int c) { return r * n + c; };
  std::vector<int> starts{0}, index;
  std::vector<std::string> row_names, col_names;
  auto add_row = [&](const std::vector<int>& cols, const std::string& name) {
    index.insert(index.end(), cols.begin(), cols.end());
    starts.push_back(static_cast<int>(index.size()));
    row_names.push_back(name);
  };
  std::vector<int> cols;
  if (piece == "queens") {
    for (int r = 0; r < n; ++r) {
      cols.clear();
      for (int c = 0; c < n; ++c) cols.push_back(var(r, c));
      add_row(cols, "row_" + std::to_string(r + 1));
    }
    for (int c = 0; c < n; ++c) {
      cols.clear();
      for (int r = 0; r < n; ++r) cols.push_back(var(r, c));
      add_row(cols, "col_" + std::to_string(c + 1));
    }
    for (int d = -(n - 2); d <= n - 2; ++d) {
      cols.clear();
      for (int r = 0; r < n; ++r)
        if (r - d >= 0 && r - d < n) cols.push_back(var(r, r - d));
      add_row(cols, "dr_" + std::to_string(d + n));
    }
    for (int s = 1; s <= 2 * n - 3; ++s) {
      cols.clear();
      for (int r = 0; r < n; ++r)
        if (s - r >= 0 && s - r < n) cols.push_back(var(r, s - r));
      add_row(cols, "dl_" + std::to_string(s));
    }
  } else if (piece == "kings") {
    for (int r = 0; r + 1 < n; ++r)
      for (int c = 0; c + 1 < n; ++c)
        add_row({var(r, c), var(r, c + 1), var(r + 1, c), var(r + 1, c + 1)},
                "kb_" + std::to_string(r + 1) + "_" + std::to_string(c + 1));
  } else {
    const int moves[4][3] = {{4, 1, 2}, {5, 2, 1}, {7, 2, -1}, {8, 1, -2}};
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c)
        for (const auto& m : moves)
          if (r + m[1] < n && c + m[2] >= 0 && c + m[2] < n)
            add_row({var(r, c), var(r + m[1], c + m[2])},
                    "n" + std::to_string(m[0]) + "_" + std::to_string(r + 1) + "_" + std::to_string(c + 1));
  }
  const int rows = static_cast<int>(row_names.size()), columns = n * n;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) col_names.push_back("x_" + std::to_string(r + 1) + "_" + std::to_string(c + 1));
  std::vector<int> lengths(static_cast<size_t>(rows));
  for (int i = 0; i < rows; ++i) lengths[static_cast<size_t>(i)] = starts[static_cast<size_t>(i) + 1] - starts[static_cast<size_t>(i)];
  std::vector<double> ones(index.size(), 1.0);
  const CoinPackedMatrix matrix(false, columns, rows, static_cast<CoinBigIndex>(index.size()), ones.data(), index.data(),
                                starts.data(), lengths.data());
  std::vector<double> col_lb(static_cast<size_t>(columns), 0), col_ub(static_cast<size_t>(columns), 1),
      obj(static_cast<size_t>(columns), -1), row_lb(static_cast<size_t>(rows), -COIN_DBL_MAX), row_ub(static_cast<size_t>(rows), 1);
  std::vector<char> integer(static_cast<size_t>(columns), 1);
  CoinMessageHandler quiet;
  quiet.setLogLevel(0);
  if (path.size() > 3 && path.compare(path.size() - 3, 3, ".lp") == 0) {
    CoinLpIO lp;
    lp.passInMessageHandler(&quiet);
    lp.setLpDataWithoutRowAndColNames(matrix, col_lb.data(), col_ub.data(), obj.data(), integer.data(), row_lb.data(), row_ub.data());
    std::vector<const char*> rn, cn;
    for (const auto& s : row_names) rn.push_back(s.c_str());
    rn.push_back("neg_npcs");  // CoinLpIO takes the objective's name last
    for (const auto& s : col_names) cn.push_back(s.c_str());
    lp.setLpDataRowAndColNames(rn.data(), cn.data());
    lp.writeLp(path.c_str(), 1e-5, 10, 9, true);
  } else {
    CoinMpsIO mps;
    mps.passInMessageHandler(&quiet);
    mps.setMpsData(matrix, COIN_DBL_MAX, col_lb.data(), col_ub.data(), obj.data(), integer.data(), row_lb.data(),
                   row_ub.data(), col_names, row_names);
    mps.setObjectiveName("neg_npcs");
    mps.writeMps(path.c_str(), 0, 1, 2);
  }
  return 0;
}
