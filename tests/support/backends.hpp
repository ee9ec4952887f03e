#pragma once
// The solvers a test runs, read from boardlp-solve's registry, never named by hand: a backend
// added to the registry is covered by every test that loops over these.
#include <string>
#include <vector>

#include "backend.hpp"

namespace boardlp::test {

// Every registered backend's name.
inline std::vector<std::string> every_backend() {
  std::vector<std::string> names;
  for (const Backend* b : backends()) names.emplace_back(b->name());
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

}  // namespace boardlp::test
