#pragma once
// The solvers a test runs, read from boardlp-solve's registry, never named by hand: a backend
// added to the registry is covered by every test that loops over these.
#include <string>
#include <vector>

#include <cstdio>

#include "backend.hpp"
#include "process.hpp"

namespace boardlp::test {

// Every registered backend's name, less a commercial one whose licence cannot be used here (an
// expired licence: the one skip no script can fix), which is named with its reason, once.
inline std::vector<std::string> every_backend() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> usable;
    TempDir dir;
    const std::string model = dir.file("q4.lp");
    const bool written = run({boardlp_exe(), "queens", "4", "-o", model}).exit_code == 0;
    for (const Backend* b : backends()) {
      if (written && b->limits().find("free licence") != std::string::npos) {
        const RunResult r = run({boardlp_solve_exe(), model, "--solver", std::string(b->name())});
        if (r.exit_code == 4 && r.err.find("has no licence") != std::string::npos) {
          std::fprintf(stderr, "SKIPPED %s in every test: %s", std::string(b->name()).c_str(), r.err.c_str());
          continue;
        }
      }
      usable.emplace_back(b->name());
    }
    return usable;
  }();
  return names;
}

// Those with a library engine: --all searches in memory, and a run costs no interpreter's start
// (the wide matrices run on these).
inline std::vector<std::string> library_backends() {
  std::vector<std::string> names;
  for (const Backend* b : backends())
    if (b->has_library()) names.emplace_back(b->name());
  return names;
}

// A backend whose every run starts a process of an interpreter (a Python solver: 0.2-0.5 s): the
// tests give it one board of each kind, and --all only where the count is small.
inline bool runs_a_process_each_solve(const std::string& name) { return !backend_named(name)->has_library(); }

// The backends one case of a wide matrix runs: every library backend, and one of the others in turn
// (case k gets the k-th, round robin). Every backend meets the problem, and each case pays one
// interpreter's start, not six (test_backends runs every backend on every problem).
inline std::vector<std::string> backends_for_case(size_t k) {
  std::vector<std::string> names, others;
  for (const std::string& name : every_backend()) (runs_a_process_each_solve(name) ? others : names).push_back(name);
  if (!others.empty()) names.push_back(others[k % others.size()]);
  return names;
}

}  // namespace boardlp::test
