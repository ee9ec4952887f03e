#pragma once
// Calibration before a long proof (boardlp suite calibrate DIR): a sample of the proof's cubes is
// run, the whole proof's CPU time projected from it with a range, and one run of the whole model
// (the cubes' model with no cube) is given the CPU time the sample took. Cubes can lose to one run
// (Rostami & Bright, "Queen Domination by SAT Solving", found so on their cases): the comparison
// is printed before the long run, and `boardlp suite run` and `slurm` start a whole proof only
// after it (DIR/calibration.txt).
#include <cstdint>
#include <optional>
#include <string>

#include "backend.hpp"

namespace boardlp::suite {

struct CalibrateOptions {
  std::string solver = default_backend_name();
  int sample = 20;                      // cubes drawn (all of them when the proof has fewer)
  uint64_t seed = 1;
  double time_limit = 60;               // seconds per cube
  std::optional<double> whole_seconds;  // the whole model's limit (default: the sample's CPU seconds)
};

// Runs the calibration, prints it and writes DIR/calibration.txt and calibration.json. Returns 0,
// or 1 when a cube's answer failed boardlp-solve's check. Throws UserError for a folder that is
// not a whole proof set (a sample, or another kind of set).
int calibrate_suite(const std::string& dir, const CalibrateOptions& options);

struct SuiteInfo;
// Whether DIR holds every cube of its proof (not a sample of them).
bool whole_proof_set(const std::string& dir, const SuiteInfo& info);

// DIR/calibration.txt as it was written, or "" when the proof was never calibrated.
std::string calibration_text(const std::string& dir);

}  // namespace boardlp::suite
