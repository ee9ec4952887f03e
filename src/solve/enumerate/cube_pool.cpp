#include "cube_pool.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <map>


#include <fmt/format.h>

#include "given_model.hpp"
#include "status.hpp"

namespace boardlp {

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

constexpr size_t kMaxSplit = 16;

// A child's file: one line "s J1 J2 ..." per solution (the columns at 1), then "end N" (a
// SearchEnd) or "error TEXT". No end line: the child was killed.
std::string cube_file(const TempFolder& work, size_t k) { return work.file(fmt::format("cube-{}.txt", k)); }

// In the child: the cube's search, its solutions and end written to `path`; the exit code.
int run_child(const ModelData& model, const std::vector<char>& placement, const Cube& cube, const PoolRequest& req,
              const std::string& path) {
  std::FILE* out = std::fopen(path.c_str(), "w");
  if (!out) return 2;
  int code = 0;
  try {
    const CubeSearch search{model, placement, cube, req.limit, req.deadline};
    const SearchEnd end = req.solver->engine()->search_cube(search, [&](const std::vector<int>& ones) {
      std::fputc('s', out);
      for (int j : ones) std::fprintf(out, " %d", j);
      std::fputc('\n', out);
    });
    std::fprintf(out, "end %d\n", static_cast<int>(end));
  } catch (const std::exception& e) {
    std::fprintf(out, "error %s\n", e.what());
    code = 1;
  } catch (...) {  // CoinError and others that are not std::exception
    std::fprintf(out, "error the solver's library threw an exception\n");
    code = 1;
  }
  if (std::fclose(out) != 0) code = 2;
  return code;
}

struct CubeOutcome {
  std::vector<std::vector<int>> solutions;
  std::optional<SearchEnd> end;  // nullopt: killed before it finished
  std::string error;
};

CubeOutcome read_cube(const std::string& path) {
  CubeOutcome c;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("s", 0) == 0) {
      std::istringstream words(line.substr(1));
      std::vector<int> ones;
      for (int j; words >> j;) ones.push_back(j);
      c.solutions.push_back(std::move(ones));
    } else if (line.rfind("end ", 0) == 0) {
      c.end = static_cast<SearchEnd>(std::stoi(line.substr(4)));
    } else if (line.rfind("error ", 0) == 0) {
      c.error = line.substr(6);
    }
  }
  return c;
}

// The solutions a running child has written so far: its file's whole lines (each "s ..." until
// the end line), read from where the last look stopped. For the progress line only.
struct LiveCount {
  std::streamoff offset = 0;
  int64_t lines = 0;
  void look(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    in.seekg(offset);
    char buf[1 << 16];
    while (in.read(buf, sizeof buf) || in.gcount() > 0) {
      lines += std::count(buf, buf + in.gcount(), '\n');
      offset += in.gcount();
    }
  }
};

}  // namespace

std::vector<Cube> split_into_cubes(const ModelData& model, const std::vector<char>& placement) {
  auto binary = [&](int j) {
    const auto ju = static_cast<size_t>(j);
    return placement[ju] && model.integer[ju] && model.col_lower[ju] == 0 && model.col_upper[ju] == 1;
  };
  std::vector<int> split;
  for (int i = 0; i < model.rows.getNumRows() && split.empty(); ++i) {
    const CoinShallowPackedVector row = model.rows.getVector(i);
    if (row.getNumElements() < 2) continue;
    bool all = true;
    for (int k = 0; k < row.getNumElements() && all; ++k) all = binary(row.getIndices()[k]);
    if (!all) continue;
    split.assign(row.getIndices(), row.getIndices() + row.getNumElements());
    std::sort(split.begin(), split.end());  // board order: the columns are written square by square
  }
  if (split.empty())
    for (int j = 0; j < static_cast<int>(placement.size()); ++j)
      if (binary(j)) split.push_back(j);
  if (split.size() > kMaxSplit) split.resize(kMaxSplit);
  std::vector<Cube> cubes;
  for (size_t i = 0; i <= split.size(); ++i) {
    Cube c;
    for (size_t e = 0; e < i; ++e) c.fixed.emplace_back(split[e], 0.0);
    if (i < split.size()) c.fixed.emplace_back(split[i], 1.0);
    cubes.push_back(std::move(c));
  }
  return cubes;
}

PoolEnd enumerate_cubes(const ModelData& model, const std::vector<char>& placement, const std::vector<Cube>& cubes,
                        const PoolRequest& req, const TempFolder& work,
                        const std::function<void(const std::vector<int>& ones)>& on_solution) {
  const size_t n = cubes.size();
  std::map<pid_t, size_t> cube_of;  // the running children's cubes
  std::vector<char> done(n, 0);
  std::vector<CubeOutcome> outcome(n);
  size_t next = 0, done_count = 0, prefix = 0;  // prefix: cubes 0..prefix-1 are done
  int64_t prefix_solutions = 0, found = 0;
  bool stopping = false;  // a signal, the clock or the limit: start no more cubes, stop the running
  PoolEnd end;
  end.cubes = static_cast<int>(n);
  Supervisor children;
  // Each child stops itself at the deadline; 2 s past it the supervisor kills it (a backstop).
  const double backstop = req.deadline == Clock::time_point::max()
                              ? 0
                              : std::max(1e-3, std::chrono::duration<double>(req.deadline - Clock::now()).count() + 2);
  auto kill_deadline = Clock::time_point::max();  // after an interrupt: TERM, then KILL 5 s later
  // With a progress line: a look at the running cubes' files twice a second, so a long cube
  // shows its solutions as they come.
  std::map<size_t, LiveCount> live;
  auto show_progress = [&] {
    if (!req.progress) return;
    int64_t running = 0;
    for (const auto& [pid, k] : cube_of) {
      live[k].look(cube_file(work, k));
      running += live[k].lines;
    }
    req.progress(found + running, static_cast<int>(done_count), static_cast<int>(n));
  };
  auto next_look = Clock::now();
  while (done_count < n) {
    if (!stopping && Clock::now() >= req.deadline) stopping = true;
    while (!stopping && children.running() < static_cast<size_t>(std::max(1, req.jobs)) && next < n) {
      const std::string path = cube_file(work, next);
      const size_t k = next++;
      cube_of[children.fork([&, k, path] { return run_child(model, placement, cubes[k], req, path); }, backstop,
                            {SIGKILL, 0})] = k;
    }
    if (children.running() == 0) break;  // stopping, and nothing left running
    // Wake at the deadline (to start no more cubes) or, after an interrupt, to KILL the stragglers.
    Clock::time_point wake = stopping ? kill_deadline : std::min(req.deadline, kill_deadline);
    if (req.progress) {
      if (Clock::now() >= next_look) {
        show_progress();
        next_look = Clock::now() + std::chrono::milliseconds(500);
      }
      wake = std::min(wake, next_look);
    }
    const Supervisor::Event e = children.wait(
        wake == Clock::time_point::max() ? -1 : std::max(0.0, std::chrono::duration<double>(wake - Clock::now()).count()));
    if (e.interrupted) {
      stopping = true;
      end.interrupted_by = e.interrupted;
      children.signal_all(SIGTERM);  // a signal sent to this process alone reaches the children too
      kill_deadline = Clock::now() + std::chrono::seconds(5);
      continue;
    }
    if (e.pid == 0) {
      if (Clock::now() >= kill_deadline) children.signal_all(SIGKILL);
      continue;
    }
    const size_t k = cube_of.at(e.pid);
    cube_of.erase(e.pid);
    done[k] = 1;
    outcome[k] = read_cube(cube_file(work, k));
    found += static_cast<int64_t>(outcome[k].solutions.size());
    ++done_count;
    if (e.end.signal && !stopping && !e.end.timed_out)
      throw DriverError(exit_solver_failed, fmt::format("the {} search of cube {} crashed (signal {})",
                                                        req.solver->library(), k + 1, e.end.signal));
    if (!outcome[k].error.empty())
      throw DriverError(exit_solver_failed, fmt::format("the {} search of cube {} failed: {}",
                                                        req.solver->library(), k + 1, outcome[k].error));
    while (prefix < n && done[prefix]) prefix_solutions += static_cast<int64_t>(outcome[prefix++].solutions.size());
    live.erase(k);
    show_progress();
    // The first cubes, in order, hold the limit's solutions: the later ones are not needed.
    if (req.limit > 0 && prefix_solutions >= req.limit && !stopping) {
      stopping = true;
      children.signal_all(SIGTERM);
    }
  }

  // The merge, in cube order: the first `limit` solutions of the cubes taken in order.
  int64_t given = 0;
  bool every_cube_complete = true;
  for (size_t k = 0; k < n; ++k) {
    every_cube_complete = every_cube_complete && done[k] && outcome[k].end == SearchEnd::complete;
    if (done[k] && outcome[k].end == SearchEnd::time_limit) end.time_limit_hit = true;
    for (const auto& ones : outcome[k].solutions) {
      if (req.limit > 0 && given >= req.limit) break;
      on_solution(ones);
      ++given;
    }
    outcome[k].solutions.clear();
    outcome[k].solutions.shrink_to_fit();
  }
  if (!every_cube_complete && !end.interrupted_by && !(req.limit > 0 && given >= req.limit)) end.time_limit_hit = true;
  end.complete = every_cube_complete && !(req.limit > 0 && given >= req.limit);
  return end;
}

std::vector<std::string> write_cube_files(const ModelData& model, const std::vector<Cube>& cubes,
                                          const std::string& dir, const std::string& header_line,
                                          const TempFolder& work) {
  std::error_code ec;
  if (fs::exists(dir, ec) && (!fs::is_directory(dir, ec) || !fs::is_empty(dir, ec)))
    throw DriverError(exit_bad_input, fmt::format("--cubes {}: exists and is not an empty folder: give a new or empty one", dir));
  fs::create_directories(dir, ec);
  if (ec) throw DriverError(exit_bad_input, fmt::format("--cubes {}: cannot create it: {}", dir, ec.message()));
  std::vector<std::string> names;
  std::string list;
  for (size_t k = 0; k < cubes.size(); ++k) {
    ModelData cube = model;
    for (const auto& [j, v] : cubes[k].fixed) cube.col_lower[static_cast<size_t>(j)] = cube.col_upper[static_cast<size_t>(j)] = v;
    const std::string raw = work.file("cube.mps");
    write_given_model(cube, {FileFormat::mps, raw, true, "--cubes"});
    const std::string name = fmt::format("cube-{:03}.mps", k + 1);
    const std::string part = dir + "/." + name + ".part";
    {
      std::ofstream out(part, std::ios::binary);
      if (!header_line.empty()) out << "* " << header_line << "\n";
      std::ifstream in(raw, std::ios::binary);
      out << in.rdbuf();
      if (!out) throw DriverError(exit_bad_input, fmt::format("--cubes {}: cannot write {}", dir, name));
    }
    fs::rename(part, dir + "/" + name);
    names.push_back((fs::path(dir) / name).lexically_normal().string());  // "cubes/" gives cubes/cube-001.mps
    list += name + "\n";
  }
  std::ofstream(dir + "/cubes.txt", std::ios::binary) << list;
  return names;
}

}  // namespace boardlp
