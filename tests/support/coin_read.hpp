#pragma once
// A model file read back through CoinUtils (the reference readers), and the same model as
// boardlp's row view says it should read, in one comparable form keyed by names.
#include <map>
#include <string>
#include <utility>

#include "header.hpp"
#include "model.hpp"

namespace boardlp::test {

struct ColumnData {
  double lower = 0, upper = 0, objective = 0;
  bool integer = false;
  friend bool operator==(const ColumnData&, const ColumnData&) = default;
};

struct FileData {
  std::string objective_name;
  std::map<std::string, ColumnData> columns;
  std::map<std::string, std::pair<double, double>> rows;  // lower, upper (+-1e30 for none)
  std::map<std::pair<std::string, std::string>, double> matrix;  // (row, column) -> coefficient
  friend bool operator==(const FileData&, const FileData&) = default;
};

// Throws std::runtime_error when CoinUtils rejects the file or replaced the names with defaults.
FileData read_with_coinutils(const std::string& path, FileFormat format);

// What the file should hold, in CoinUtils' minimization form (a maximum has its objective negated).
FileData expected_data(const Model& model, FileFormat format);

// Whether CoinLpIO itself accepts the name (its is_invalid_name() is 0).
bool coin_lp_accepts_name(const std::string& name);

}  // namespace boardlp::test
