#pragma once
// Parallel enumeration: the model's space split into disjoint cubes, each searched by an
// in-process engine in a child process of its own (--jobs at a time), the solutions merged in cube
// order so the output is the same for every number of jobs. A child has its own copy of the
// solver's library state, so the solvers need not be thread-safe, and a crash stays in the child.
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "backend.hpp"
#include "library_engine.hpp"
#include "process.hpp"

namespace boardlp {

// The cubes of a binary model, the same for any number of jobs: on the columns c1..cK of the first
// row that has two or more entries, all on placement columns (up to 16 of them; else the first 16
// placement columns), cube i says "c_i = 1 and every earlier c = 0", and the last "every c = 0".
std::vector<Cube> split_into_cubes(const ModelData& model, const std::vector<char>& placement);

struct PoolRequest {
  const Backend* solver = nullptr;  // its library engine searches each cube
  int jobs = 1;
  int64_t limit = 0;  // 0: none
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  std::function<void(int64_t found, int cubes_done, int cubes)> progress;  // after each cube, if set
};

struct PoolEnd {
  bool complete = false;        // every cube searched to the end and no limit cut the list
  bool time_limit_hit = false;
  int interrupted_by = 0;
  int cubes = 0;
};

// Calls on_solution with every solution's ones (every column at 1), cube by cube, in order.
// Throws DriverError(exit_solver_failed) when a cube's search fails or its child crashes.
PoolEnd enumerate_cubes(const ModelData& model, const std::vector<char>& placement, const std::vector<Cube>& cubes,
                        const PoolRequest& request, const TempFolder& work,
                        const std::function<void(const std::vector<int>& ones)>& on_solution);

// Each cube as a free-MPS file DIR/cube-NNN.mps (its fixings as column bounds), the input's first
// line (boardlp's header, when it has one) on top so boardlp-solve checks the board, and
// DIR/cubes.txt listing them. DIR must be new or empty. Returns the files' paths.
std::vector<std::string> write_cube_files(const ModelData& model, const std::vector<Cube>& cubes,
                                          const std::string& dir, const std::string& header_line,
                                          const TempFolder& work);

}  // namespace boardlp
