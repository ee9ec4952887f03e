#include "solvers.hpp"

#include <sstream>
#include <stdexcept>

#include "process.hpp"

namespace boardlp::test {

Optimum solve_with_cbc(const std::string& path) {
  TempDir dir;
  const std::string sol = dir.file("cbc.sol");
  run({"cbc", path, "solve", "solu", sol});  // cbc exits 0 whatever happens: read the file
  if (!file_exists(sol)) throw std::runtime_error("cbc wrote no solution for " + path);
  std::istringstream first(read_file(sol));
  std::string line;
  std::getline(first, line);
  Optimum o;
  if (line.rfind("Optimal - objective value ", 0) == 0) {
    o.status = "optimal";
    o.objective = std::stod(line.substr(26));
  } else if (line.rfind("Integer infeasible", 0) == 0 || line.rfind("Infeasible", 0) == 0) {
    o.status = "infeasible";
  } else {
    o.status = line;
  }
  return o;
}

Optimum solve_with_glpsol(const std::string& path, FileFormat format) {
  TempDir dir;
  const std::string sol = dir.file("glpk.sol");
  const char* flag = format == FileFormat::lp ? "--lp" : format == FileFormat::mps ? "--freemps" : "--mps";
  const RunResult r = run({"glpsol", flag, path, "-w", sol});
  if (r.exit_code != 0) throw std::runtime_error("glpsol failed on " + path + ": " + r.out);
  std::istringstream in(read_file(sol));
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("s mip ", 0) != 0) continue;
    std::istringstream s(line.substr(6));
    int rows = 0, cols = 0;
    char status = 0;
    Optimum o;
    s >> rows >> cols >> status >> o.objective;
    o.status = status == 'o' ? "optimal" : status == 'n' ? "infeasible" : std::string("glpk status ") + status;
    return o;
  }
  throw std::runtime_error("no 's mip' line in glpsol's solution for " + path);
}

}  // namespace boardlp::test
