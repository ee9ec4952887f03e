#pragma once
// The solvers a test runs, read from boardlp-solve's registry, never named by hand: a backend
// added to the registry is covered by every test that loops over these.
#include <algorithm>
#include <string>
#include <vector>

#include <cstdio>

#include "backend.hpp"
#include "process.hpp"

namespace boardlp::test {

// Every registered solver's name (a model counter, which finds no solution, is not one: --count's
// own tests run it), less a commercial one whose licence cannot be used here (an expired licence:
// the one skip no script can fix), which is named with its reason, once.
inline std::vector<std::string> every_backend() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> usable;
    TempDir dir;
    const std::string model = dir.file("q4.lp");
    const bool written = run({boardlp_exe(), "queens", "4", "-o", model}).exit_code == 0;
    for (const Backend* b : backends()) {
      if (b->counts()) continue;
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

// A MIP solver: given any model (as MPS where it reads no other format). The others are the SAT,
// pseudo-Boolean, MaxSAT and CP solvers, given CNF, OPB, WCNF or MiniZinc (test_backends' own cases).
inline bool mip_backend(const std::string& name) { return is_mps(backend_named(name)->given_format()); }
inline std::vector<std::string> mip_backends() {
  std::vector<std::string> names;
  for (const std::string& name : every_backend())
    if (mip_backend(name)) names.push_back(name);
  return names;
}
inline std::vector<std::string> clausal_backends() {
  std::vector<std::string> names;
  for (const std::string& name : every_backend())
    if (!mip_backend(name)) names.push_back(name);
  return names;
}
// Whether it is given models with an objective (CNF states none: CaDiCaL and Kissat take
// feasibility models only).
inline bool takes_objectives(const std::string& name) {
  return format_row(backend_named(name)->given_format()).syntax != Syntax::cnf;
}

// Those with a library engine: --all searches in memory, and a run costs no interpreter's start
// (the wide matrices run on these).
inline std::vector<std::string> library_backends() {
  std::vector<std::string> names;
  for (const Backend* b : backends())
    if (b->engine()) names.emplace_back(b->name());
  return names;
}

// A backend whose every run starts a process of an interpreter (a Python solver: 0.2-0.5 s): the
// tests give it one board of each kind, and --all only where the count is small.
inline bool runs_a_process_each_solve(const std::string& name) { return !backend_named(name)->engine(); }

// The wide matrices' sample of the backends that start a process each solve: case `index` of a
// matrix runs on every library backend and on every `every`-th of the others in turn, so each of
// them meets one case in `every` and each case one in `every` of them (the registry's order).
inline bool in_sample(const std::string& name, size_t index, size_t every = 3) {
  if (!runs_a_process_each_solve(name)) return true;
  const std::vector<std::string>& names = every_backend();
  const auto at = static_cast<size_t>(std::find(names.begin(), names.end(), name) - names.begin());
  return (index + at) % every == 0;
}

// A backend whose --all starts a Java virtual machine for each solution (sat4j, ACE, Choco: half a
// second to a second a start, one process a solution): the wide --all matrices leave its listing
// to its own cases (test_xcsp3, and test_backends' case of the SAT and CP family).
inline bool lists_by_java_starts(const std::string& name) {
  const Backend* b = backend_named(name);
  return b->program() == "java" && !b->enumerates_in_one_run(true) && !b->engine();
}

// The backends one case of a wide matrix runs: every library backend, and one of the other MIP
// solvers in turn (case k gets the k-th, round robin). Every MIP backend meets the problem, and
// each case pays one interpreter's start, not six (test_backends runs every backend on every
// problem, the SAT family included).
inline std::vector<std::string> backends_for_case(size_t k) {
  std::vector<std::string> names, others;
  for (const std::string& name : mip_backends()) (runs_a_process_each_solve(name) ? others : names).push_back(name);
  if (!others.empty()) names.push_back(others[k % others.size()]);
  return names;
}

}  // namespace boardlp::test
