#pragma once
// The count stage (--count): the optimal placements, counted by a model counter (a backend that
// counts: GANAK) on the enumeration's model (the objective fixed at the optimum) written as CNF,
// projected on the placement's columns ("c p show"); checked against boardlp-count where it
// answers. It returns what it counted; the session puts it into the report.
#include <optional>
#include <string>

#include "clock.hpp"
#include "enumeration.hpp"
#include "process.hpp"
#include "read_file.hpp"
#include "solver.hpp"

namespace boardlp {

struct Counted {
  std::optional<std::string> count;  // decimal, any size; nullopt: stopped before the count
  std::string counter;               // who counted
  std::string checked_by;            // "boardlp-count", or "" where it does not answer
  bool representatives = false;      // the file keeps one placement a class: it counts those
  std::string fault;                 // the count and boardlp-count's disagree: what each says
  double seconds = 0;
  int interrupted_by = 0;
};

// `expected`: boardlp-count's count of a file's placements, where it answers (the enumeration
// request's hook). Throws DriverError where no counter is ready, or the model is not 0-1 with
// whole-number rows (what CNF states).
Counted count_stage(const EnumerationModel& em, const ReadFile& read, const EnumerateRequest& req, const TempFolder& work,
                    const RunClock& clock, RunOptions options);

}  // namespace boardlp
