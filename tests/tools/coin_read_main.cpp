// coin-read FILE lp|mps: reads a model with CoinUtils (CoinLpIO / CoinMpsIO) and prints
// "ok COLUMNS ROWS NONZEROS INTEGERS OBJECTIVE-NAME", or "error: ..." with exit code 1.
// A name CoinLpIO found invalid (it then renames every column x0.. or row cons0..) is an error.
#include <cstdio>
#include <string>

#include <coin/CoinError.hpp>
#include <coin/CoinLpIO.hpp>
#include <coin/CoinMessageHandler.hpp>
#include <coin/CoinMpsIO.hpp>

template <class R>
int report(const R& r, const char* obj_name, const char* first_col, const char* first_row) {
  if (std::string(first_col) == "x0" || std::string(first_row) == "cons0") {
    std::printf("error: names were replaced by defaults\n");
    return 1;
  }
  int integers = 0;
  for (int j = 0; j < r.getNumCols(); ++j) integers += r.isInteger(j);
  std::printf("ok %d %d %d %d %s\n", r.getNumCols(), r.getNumRows(), r.getNumElements(), integers, obj_name);
  return 0;
}

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: coin-read FILE lp|mps\n");
    return 2;
  }
  CoinMessageHandler quiet;
  quiet.setLogLevel(0);
  try {
    if (std::string(argv[2]) == "lp") {
      CoinLpIO lp;
      lp.passInMessageHandler(&quiet);
      lp.readLp(argv[1]);
      return report(lp, lp.getObjName(), lp.getNumCols() ? lp.getColNames()[0] : "", lp.getNumRows() ? lp.getRowNames()[0] : "");
    }
    CoinMpsIO mps;
    mps.passInMessageHandler(&quiet);
    if (const int errors = mps.readMps(argv[1], ""); errors != 0) {
      std::printf("error: %d errors\n", errors);
      return 1;
    }
    return report(mps, mps.getObjectiveName(), mps.getNumCols() ? mps.columnName(0) : "", mps.getNumRows() ? mps.rowName(0) : "");
  } catch (const CoinError& e) {
    std::printf("error: %s\n", e.message().c_str());
    return 1;
  }
}
