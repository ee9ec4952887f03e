#include "model_data.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>
#include <unordered_map>

#include <coin/CoinError.hpp>
#include <coin/CoinFinite.hpp>
#include <coin/CoinLpIO.hpp>
#include <coin/CoinMessageHandler.hpp>
#include <coin/CoinMpsIO.hpp>
#include <fmt/format.h>

#include "status.hpp"
#include "text_lines.hpp"

namespace boardlp {

namespace {

bool ends_with(const std::string& s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

template <class Reader>
void copy_arrays(ModelData& d, const Reader& r) {
  const int n = r.getNumCols(), m = r.getNumRows();
  d.col_lower.assign(r.getColLower(), r.getColLower() + n);
  d.col_upper.assign(r.getColUpper(), r.getColUpper() + n);
  d.objective.assign(r.getObjCoefficients(), r.getObjCoefficients() + n);
  d.row_lower.assign(r.getRowLower(), r.getRowLower() + m);
  d.row_upper.assign(r.getRowUpper(), r.getRowUpper() + m);
  d.integer.resize(static_cast<size_t>(n));
  for (int j = 0; j < n; ++j) d.integer[static_cast<size_t>(j)] = r.isInteger(j) ? 1 : 0;
  d.rows = *r.getMatrixByRow();
}

// CoinUtils prints some messages itself, whatever handler it is given: silence the process's
// standard output and error while it reads.
class Silenced {
 public:
  Silenced() {
    std::fflush(stdout);
    std::fflush(stderr);
    saved_out_ = ::dup(STDOUT_FILENO);
    saved_err_ = ::dup(STDERR_FILENO);
    const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
    ::dup2(null, STDOUT_FILENO);
    ::dup2(null, STDERR_FILENO);
    ::close(null);
  }
  ~Silenced() {
    std::fflush(stdout);
    std::fflush(stderr);
    ::dup2(saved_out_, STDOUT_FILENO);
    ::dup2(saved_err_, STDERR_FILENO);
    ::close(saved_out_);
    ::close(saved_err_);
  }
  Silenced(const Silenced&) = delete;
  Silenced& operator=(const Silenced&) = delete;

 private:
  int saved_out_, saved_err_;
};

ModelData read_unchecked(const std::string& path, FileFormat format);

// CoinLpIO 2.11.4 crashes on some malformed files (a smashed stack on "this is not a model"):
// read once in a child process, and only if that ends normally, read here.
void read_in_child_first(const std::string& path, FileFormat format) {
  const pid_t pid = ::fork();
  if (pid < 0) return;  // no child: read directly
  if (pid == 0) {
    const int null = ::open("/dev/null", O_WRONLY);
    ::dup2(null, STDOUT_FILENO);
    ::dup2(null, STDERR_FILENO);
    try {
      read_unchecked(path, format);
      ::_exit(0);
    } catch (...) {
      ::_exit(1);  // the parent's own read reports the error
    }
  }
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  if (WIFSIGNALED(status))
    throw DriverError(exit_bad_input, fmt::format("{}: not a readable {} file (CoinUtils crashed reading it, signal {})",
                                                  path, format == FileFormat::lp ? "LP" : "MPS", WTERMSIG(status)));
}

}  // namespace

FileFormat detect_format(const std::string& path, const std::string& head) {
  bool mps = ends_with(path, ".mps") || ends_with(path, ".MPS");
  if (!mps && !ends_with(path, ".lp") && !ends_with(path, ".LP")) {
    TextLines lines(head);
    std::string_view line;
    while (lines.next(line)) {
      const std::string_view t = trim(line);
      if (t.empty() || t[0] == '*' || t[0] == '\\') continue;
      mps = t.rfind("NAME", 0) == 0 || t.rfind("ROWS", 0) == 0;
      break;
    }
  }
  if (!mps) return FileFormat::lp;
  TextLines lines(head);
  std::string_view line;
  while (lines.next(line))
    if (line.rfind("NAME", 0) == 0) {
      const auto words = split_ws(line);
      if (!words.empty() && words.back() == "FREE") return FileFormat::mps;  // CoinMpsIO marks free MPS so
      return line.size() > 14 && line.substr(4, 10) == "          " && line[14] != ' ' ? FileFormat::fixed_mps
                                                                                        : FileFormat::mps;
    }
  return FileFormat::mps;
}

ModelData ModelData::read(const std::string& path, FileFormat format) {
  read_in_child_first(path, format);
  Silenced silenced;
  ModelData d = read_unchecked(path, format);
  d.column_index_.reserve(d.col_names.size());
  for (size_t j = 0; j < d.col_names.size(); ++j) d.column_index_.emplace(d.col_names[j], static_cast<int>(j));
  return d;
}

namespace {

ModelData read_unchecked(const std::string& path, FileFormat format) {
  CoinMessageHandler quiet;
  quiet.setLogLevel(0);
  ModelData d;
  try {
    if (format == FileFormat::lp) {
      CoinLpIO lp;
      lp.passInMessageHandler(&quiet);
      lp.readLp(path.c_str());
      if (lp.getNumCols() == 0) throw DriverError(exit_bad_input, fmt::format("{}: no variables in this LP file", path));
      copy_arrays(d, lp);
      d.sign = lp.wasMaximization() ? -1 : 1;
      d.objective_name = lp.getObjName() ? lp.getObjName() : "";
      for (int j = 0; j < lp.getNumCols(); ++j) d.col_names.emplace_back(lp.getColNames()[j]);
      for (int i = 0; i < lp.getNumRows(); ++i) d.row_names.emplace_back(lp.getRowNames()[i]);
    } else {
      CoinMpsIO mps;
      mps.passInMessageHandler(&quiet);
      const int errors = mps.readMps(path.c_str(), "");
      if (errors != 0 || mps.getNumCols() == 0)
        throw DriverError(exit_bad_input, fmt::format("{}: not a readable MPS file (CoinMpsIO stopped at {} errors)", path, errors));
      copy_arrays(d, mps);
      d.objective_name = mps.getObjectiveName() ? mps.getObjectiveName() : "";
      for (int j = 0; j < mps.getNumCols(); ++j) d.col_names.emplace_back(mps.columnName(j));
      for (int i = 0; i < mps.getNumRows(); ++i) d.row_names.emplace_back(mps.rowName(i));
    }
  } catch (const CoinError& e) {
    throw DriverError(exit_bad_input, fmt::format("{}: not a readable {} file: {}", path,
                                                  format == FileFormat::lp ? "LP" : "MPS", e.message()));
  }
  return d;
}

}  // namespace

void ModelData::add_row(const std::string& name, const std::vector<int>& cols, const std::vector<double>& coefs,
                        double lower, double upper) {
  rows.appendRow(static_cast<int>(cols.size()), cols.data(), coefs.data());
  row_lower.push_back(lower);
  row_upper.push_back(upper);
  row_names.push_back(name);
}

void ModelData::write_mps(const std::string& path) const {
  CoinMpsIO mps;
  CoinMessageHandler quiet;
  quiet.setLogLevel(0);
  mps.passInMessageHandler(&quiet);
  mps.setMpsData(rows, COIN_DBL_MAX, col_lower.data(), col_upper.data(), objective.data(), integer.data(),
                 row_lower.data(), row_upper.data(), col_names, row_names);
  mps.setObjectiveName(objective_name.empty() ? "obj" : objective_name.c_str());
  if (mps.writeMps(path.c_str(), 0, 1, 2) != 0)
    throw DriverError(exit_solver_failed, fmt::format("cannot write the model {}", path));
}

int ModelData::column(const std::string& name) const {
  const auto it = column_index_.find(name);
  return it == column_index_.end() ? -1 : it->second;
}

}  // namespace boardlp
