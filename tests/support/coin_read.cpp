#include "coin_read.hpp"

#include <cstdio>
#include <stdexcept>

#include <coin/CoinLpIO.hpp>
#include <coin/CoinMessageHandler.hpp>
#include <coin/CoinMpsIO.hpp>

namespace boardlp::test {

namespace {

constexpr double kInf = 1e30;
double clamp_inf(double v) { return v >= kInf ? kInf : v <= -kInf ? -kInf : v; }

template <class Reader>
FileData collect(const Reader& r, const char* const* col_names, const char* const* row_names, std::string obj_name) {
  FileData d;
  d.objective_name = std::move(obj_name);
  const int ncols = r.getNumCols(), nrows = r.getNumRows();
  for (int j = 0; j < ncols; ++j)
    d.columns[col_names[j]] = {clamp_inf(r.getColLower()[j]), clamp_inf(r.getColUpper()[j]),
                               r.getObjCoefficients()[j] == 0 ? 0.0 : r.getObjCoefficients()[j], r.isInteger(j)};
  for (int i = 0; i < nrows; ++i) d.rows[row_names[i]] = {clamp_inf(r.getRowLower()[i]), clamp_inf(r.getRowUpper()[i])};
  const CoinPackedMatrix* m = r.getMatrixByRow();
  for (int i = 0; i < nrows; ++i) {
    const CoinShallowPackedVector v = m->getVector(i);
    for (int k = 0; k < v.getNumElements(); ++k) d.matrix[{row_names[i], col_names[v.getIndices()[k]]}] += v.getElements()[k];
  }
  if (static_cast<int>(d.columns.size()) != ncols || static_cast<int>(d.rows.size()) != nrows)
    throw std::runtime_error("duplicate names in the file");
  return d;
}

}  // namespace

FileData read_with_coinutils(const std::string& path, FileFormat format) {
  CoinMessageHandler quiet;
  quiet.setLogLevel(0);
  if (format == FileFormat::lp) {
    CoinLpIO lp;
    lp.passInMessageHandler(&quiet);
    lp.readLp(path.c_str());
    if (lp.getNumCols() > 0 && std::string(lp.getColNames()[0]) == "x0")
      throw std::runtime_error("CoinLpIO replaced the column names with defaults");
    if (lp.getNumRows() > 0 && std::string(lp.getRowNames()[0]) == "cons0")
      throw std::runtime_error("CoinLpIO replaced the row names with defaults");
    return collect(lp, lp.getColNames(), lp.getRowNames(), lp.getObjName());
  }
  CoinMpsIO mps;
  mps.passInMessageHandler(&quiet);
  if (mps.readMps(path.c_str(), "") != 0) throw std::runtime_error("CoinMpsIO rejected " + path);
  std::vector<const char*> cols, rows;
  for (int j = 0; j < mps.getNumCols(); ++j) cols.push_back(mps.columnName(j));
  for (int i = 0; i < mps.getNumRows(); ++i) rows.push_back(mps.rowName(i));
  return collect(mps, cols.data(), rows.data(), mps.getObjectiveName());
}

FileData expected_data(const Model& model, FileFormat format) {
  FileData d;
  const Objective& obj = model.objective();
  d.objective_name = format == FileFormat::lp ? obj.name : obj.mps_name;
  const double sign = obj.sense == ObjectiveSense::maximize ? -1 : 1;
  model.for_each_column([&](const Column& col) {
    const double coef = model.objective_coef(col) * sign;
    d.columns[col_name(col)] = {0, 1, coef == 0 ? 0.0 : coef, true};
  });
  for (const auto& family : model.families())
    family->for_each_row([&](const Row& row) {
      const std::string name = row_name(row.name);
      const auto rhs = static_cast<double>(row.rhs);
      d.rows[name] = {row.sense == Sense::le ? -kInf : rhs, row.sense == Sense::ge ? kInf : rhs};
      for_each_term(row, model.board(), [&](const Column& col, int8_t coef) {
        d.matrix[{name, col_name(col)}] += coef;
      });
    });
  return d;
}

bool coin_lp_accepts_name(const std::string& name) {
  CoinLpIO lp;
  return lp.is_invalid_name(name.c_str(), false) == 0;
}

}  // namespace boardlp::test
