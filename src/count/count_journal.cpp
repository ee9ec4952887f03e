#include "count_journal.hpp"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <stdexcept>

#include <unistd.h>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace boardlp::count {

namespace {

const char* goal_name(Goal g) {
  switch (g) {
    case Goal::pack: return "pack";
    case Goal::dominate: return "dominate";
    case Goal::independent_dominate: return "independent-dominate";
    case Goal::total_dominate: return "total-dominate";
    case Goal::double_dominate: return "double-dominate";
    case Goal::armies: return "armies";
    case Goal::non_dominating: return "non-dominating";
    case Goal::regions: return "regions";
    case Goal::colour: return "colour";
    case Goal::no_three_in_line: return "no-three-in-line";
  }
  return "?";
}

std::string squares_text(const std::vector<std::pair<int, int>>& squares) {
  std::string s;
  for (auto [r, c] : squares) s += fmt::format(" {},{}", r + 1, c + 1);
  return s.empty() ? " none" : s;
}

nlohmann::json to_json(const CubeVerdict& v) {
  nlohmann::json j = {{"pieces", v.pieces}, {"cube", v.cube}, {"count", v.count.str()}, {"seconds", v.seconds}};
  if (v.fixed) j["fixed"] = v.fixed->str();
  if (v.sets) {
    nlohmann::json sets = nlohmann::json::array();
    for (const Placement& p : *v.sets) {
      nlohmann::json one = nlohmann::json::array();
      for (auto [r, c] : p) one.push_back({r + 1, c + 1});
      sets.push_back(std::move(one));
    }
    j["sets"] = std::move(sets);
  }
  return j;
}

CubeVerdict from_json(const nlohmann::json& j) {
  CubeVerdict v;
  v.pieces = j.at("pieces").get<int>();
  v.cube = j.at("cube").get<size_t>();
  v.count = Big(j.at("count").get<std::string>());
  v.seconds = j.at("seconds").get<double>();
  if (j.contains("fixed")) v.fixed = Big(j.at("fixed").get<std::string>());
  if (j.contains("sets")) {
    v.sets.emplace();
    for (const auto& one : j.at("sets")) {
      Placement& p = v.sets->emplace_back();
      for (const auto& square : one) p.emplace_back(square.at(0).get<int>() - 1, square.at(1).get<int>() - 1);
    }
    if (Big(v.sets->size()) != v.count) throw std::runtime_error("its sets are not as many as its count");
  }
  return v;
}

}  // namespace

std::string question_line(const Question& q) {
  std::string line = fmt::format("{} of kind {}{} on {}x{}{}", goal_name(q.goal), static_cast<int>(q.kind),
                                 q.betza.empty() ? "" : " (" + q.betza + ")", q.rows, q.cols, q.torus ? " torus" : "");
  line += "; walls" + squares_text(q.walls) + "; holes" + squares_text(q.holes) + "; fixed" + squares_text(q.fixed);
  if (!q.uncovered.empty()) line += "; uncovered" + squares_text(q.uncovered);  // only then: older journals stay valid
  if (q.pieces) line += fmt::format("; exactly {}", *q.pieces);
  if (q.at_most) line += fmt::format("; at most {}", *q.at_most);
  if (!q.regions.empty()) line += "; regions " + std::string(q.regions.begin(), q.regions.end());
  return line;
}

CountJournal::CountJournal(std::string path, const std::string& question, const std::string& split) : path_(std::move(path)) {
  const nlohmann::json head = {{"journal", "boardlp-count"}, {"question", question}, {"split", split}};
  // A device or a pipe is no journal: /dev/full reads as zeros without end.
  std::error_code error;
  const auto status = std::filesystem::status(path_, error);
  if (!error && std::filesystem::exists(status) && !std::filesystem::is_regular_file(status))
    throw std::invalid_argument(fmt::format("the journal {} is not a regular file: give a file's path to --journal", path_));
  std::ifstream in(path_, std::ios::binary);
  if (!in) {  // a new journal: its first line names the count
    std::FILE* f = std::fopen(path_.c_str(), "wx");
    if (!f) throw std::invalid_argument(fmt::format("cannot create the journal {}: give a path in a folder you can write", path_));
    const std::string line = head.dump() + "\n";
    const bool ok = std::fputs(line.c_str(), f) >= 0 && std::fflush(f) == 0 && ::fsync(fileno(f)) == 0;
    std::fclose(f);
    if (!ok) throw std::invalid_argument(fmt::format("cannot write the journal {} (is the disk full?)", path_));
    return;
  }
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  size_t kept = 0;  // the bytes up to the end of the last whole line
  size_t line_number = 0;
  for (size_t at = 0; at < text.size();) {
    const size_t end = text.find('\n', at);
    if (end == std::string::npos) break;  // cut short by a kill: dropped below
    ++line_number;
    const std::string line = text.substr(at, end - at);
    nlohmann::json j;
    try {
      j = nlohmann::json::parse(line);
      if (line_number == 1) {
        if (j.value("journal", "") != "boardlp-count")
          throw std::invalid_argument(fmt::format("{} is not a boardlp-count journal: give a new file's path to --journal", path_));
        if (j.value("question", "") != question)
          throw std::invalid_argument(fmt::format("the journal {} is of another count ({}): give a new file's path to --journal",
                                                  path_, j.value("question", "?")));
        if (j.value("split", "") != split)
          throw std::invalid_argument(fmt::format("the journal {} was split into cubes otherwise ({}, not {}): it was kept by "
                                                  "another version of boardlp-count; give a new file's path to --journal",
                                                  path_, j.value("split", "?"), split));
      } else {
        CubeVerdict v = from_json(j);
        verdicts_[{v.pieces, v.cube}] = std::move(v);
      }
    } catch (const std::invalid_argument&) {
      throw;
    } catch (const std::exception& e) {
      throw std::invalid_argument(fmt::format("the journal {} is damaged at line {} ({}): repair or remove that line, or "
                                              "give a new file's path to --journal",
                                              path_, line_number, e.what()));
    }
    kept = end + 1;
    at = end + 1;
  }
  if (line_number == 0)
    throw std::invalid_argument(fmt::format("{} is not a boardlp-count journal (it has no first line): give a new file's path to --journal", path_));
  if (kept < text.size()) std::filesystem::resize_file(path_, kept);  // the verdict being written when it stopped
}

std::optional<CubeVerdict> CountJournal::decided(int pieces, size_t cube) const {
  const std::lock_guard lock(mutex_);
  const auto it = verdicts_.find({pieces, cube});
  if (it == verdicts_.end()) return std::nullopt;
  return it->second;
}

void CountJournal::record(const CubeVerdict& verdict) {
  const std::string line = to_json(verdict).dump() + "\n";
  const std::lock_guard lock(mutex_);
  std::FILE* f = std::fopen(path_.c_str(), "a");
  const bool ok = f && std::fputs(line.c_str(), f) >= 0 && std::fflush(f) == 0 && ::fsync(fileno(f)) == 0;
  if (f) std::fclose(f);
  if (!ok) throw std::runtime_error(fmt::format("cannot append to the journal {} (is the disk full?)", path_));
  verdicts_[{verdict.pieces, verdict.cube}] = verdict;
}

size_t CountJournal::size() const {
  const std::lock_guard lock(mutex_);
  return verdicts_.size();
}

}  // namespace boardlp::count
