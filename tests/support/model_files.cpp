#include "model_files.hpp"

#include <doctest/doctest.h>

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "model_reader.hpp"

#include "process.hpp"

namespace boardlp::test {

const std::vector<std::vector<std::string>>& every_problem_models() {
  static const std::vector<std::vector<std::string>> models = {
      {"queens", "6"},
      {"queens", "6", "--place", "6"},
      {"kings", "5", "--dominate"},
      {"queens", "5", "--independent-dominate"},
      {"knights", "5", "--total-dominate"},
      {"kings", "4", "--double-dominate"},
      {"queens", "5", "--armies"},
      {"queens", "5", "--non-dominating"},
      {"knights", "4", "--colour"},
      {"queens", "5", "--least-walls", "6"},
      {"points", "5", "--no-three-in-line"},
      {"queens", "6", "--torus"},
      {"bishops", "5", "--wall", "3,3", "--hole", "1,1", "--fix", "2,4"},
      {"queens", "6", "--dominate", "--at-most", "3"},
      {"queens", "6", "--dominate", "--cover", "lines"},
      {"queens", "6", "--cut", "symmetry", "--formulation", "clique"},
      {"WFN", "5"},
  };
  return models;
}

std::map<std::string, RowText> rows_by_name(const ModelData& m) {
  std::map<std::string, RowText> out;
  for (int i = 0; i < m.rows.getNumRows(); ++i) {
    const CoinShallowPackedVector row = m.rows.getVector(i);
    RowText r{{}, m.row_lower[static_cast<size_t>(i)], m.row_upper[static_cast<size_t>(i)]};
    for (int k = 0; k < row.getNumElements(); ++k)
      r.terms[m.col_names[static_cast<size_t>(row.getIndices()[k])]] += row.getElements()[k];
    out.emplace(m.row_names[static_cast<size_t>(i)], std::move(r));
  }
  return out;
}

std::map<std::string, double> objective_by_name(const ModelData& m) {
  std::map<std::string, double> out;
  for (size_t j = 0; j < m.col_names.size(); ++j)
    if (m.objective[j] != 0) out[m.col_names[j]] = m.sign * m.objective[j];
  return out;
}

int check_read_back_as_lp(const std::string& extension, FileFormat format) {
  TempDir dir;
  TempFolder work;
  int compared = 0;
  for (const std::vector<std::string>& args : every_problem_models()) {
    CAPTURE(fmt::format("{}", fmt::join(args, " ")));
    generate(args, dir.file("m.lp"));
    generate(args, dir.file("m" + extension));
    const ModelData lp = read_model_file(dir.file("m.lp"), FileFormat::lp, work);
    const ModelData other = read_model_file(dir.file("m" + extension), format, work);
    // (CoinLpIO numbers the columns as it meets them, the objective's first: compared by name)
    std::vector<std::string> other_columns = other.col_names, lp_columns = lp.col_names;
    std::sort(other_columns.begin(), other_columns.end());
    std::sort(lp_columns.begin(), lp_columns.end());
    CHECK(other_columns == lp_columns);
    CHECK(rows_by_name(other) == rows_by_name(lp));
    CHECK(objective_by_name(other) == objective_by_name(lp));
    CHECK(other.sign == lp.sign);
    ++compared;
  }
  return compared;
}

int check_solved_as_cbc_solves(const std::string& extension, const std::vector<std::string>& solvers) {
  TempDir dir;
  int compared = 0;
  size_t turn = 0;
  for (const std::vector<std::string>& args : every_problem_models()) {
    CAPTURE(fmt::format("{}", fmt::join(args, " ")));
    generate(args, dir.file("m.lp"));
    generate(args, dir.file("m" + extension));
    const nlohmann::json cbc = solve_json({dir.file("m.lp"), "--solver", "cbc"});
    const std::string& solver = solvers[turn++ % solvers.size()];
    CAPTURE(solver);
    const nlohmann::json j = solve_json({dir.file("m" + extension), "--solver", solver, "--time-limit", "60"});
    CHECK(j["solver"] == solver);
    CHECK(j["status"] == cbc["status"]);
    CHECK(j["check"] == cbc["check"]);
    if (cbc["status"] == "optimal") CHECK(j["objective"] == cbc["objective"]);
    ++compared;
  }
  return compared;
}

nlohmann::json solve_json(std::vector<std::string> args) {
  args.insert(args.begin(), boardlp_solve_exe());
  args.push_back("--json");
  const RunResult r = run(args);
  REQUIRE_MESSAGE((r.exit_code == 0 || r.exit_code == 1), r.err);
  return nlohmann::json::parse(r.out);
}

nlohmann::json count_json(std::vector<std::string> args) {
  args.insert(args.begin(), env_or_fail("BOARDLP_COUNT"));
  args.push_back("--json");
  const RunResult r = run(args);
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  return nlohmann::json::parse(r.out);
}

void generate(std::vector<std::string> args, const std::string& path) {
  args.insert(args.begin(), boardlp_exe());
  args.insert(args.end(), {"-o", path});
  const RunResult r = run(args);
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
}

void check_damaged_files(const std::string& dir, const std::vector<DamagedFile>& files, const std::vector<std::string>& extra) {
  for (const DamagedFile& f : files) {
    CAPTURE(f.name);
    const std::string path = dir + "/" + f.name;
    write_file(path, f.text);
    std::vector<std::string> args{boardlp_solve_exe(), path};
    args.insert(args.end(), extra.begin(), extra.end());
    const RunResult r = run(args);
    CHECK(r.exit_code == 2);
    CHECK_MESSAGE(r.err.find(f.message) != std::string::npos, r.err);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  }
}

}  // namespace boardlp::test
