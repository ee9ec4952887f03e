#pragma once
// A SAT solver's DRAT proof that a CNF file has no solution, kept beside that file and checked
// by a checker of its own: rate (crates.io, installed by scripts/setup), which shares nothing with
// the solver. A proof it rejects is a failed check, as a broken rule is.
#include <cstdint>
#include <optional>
#include <string>

namespace boardlp {

// A file's size and CRC-32 (zlib's), recorded when a proof is checked, so that a later look can
// tell whether the file is still the one checked (a copy or an archive cut short, a file lost or
// changed). It finds damage, not forgery: the proof's own check is its certificate.
struct FileFingerprint {
  uint64_t bytes = 0;
  uint32_t crc32 = 0;
  bool operator==(const FileFingerprint&) const = default;
};
// nullopt: the file cannot be read (missing).
std::optional<FileFingerprint> fingerprint_of(const std::string& path);
std::string crc32_text(uint32_t crc);  // 8 hex digits

struct ProofReport {
  std::string cnf, drat;    // the files kept: the CNF solved and its proof
  std::optional<FileFingerprint> cnf_print, drat_print;  // as checked
  std::string checker;      // "rate 0.3.0", or "" when no checker is installed
  std::string verdict;      // "verified", "rejected" or "not checked"
  std::string why;          // the checker's last words when it rejects, or why it did not run
  double seconds = 0;       // the check's
};

// The checker's path ("rate" in PATH, else /usr/local/bin/rate), or "".
std::string find_proof_checker();

// Checks `drat` against `cnf` with the checker, logging to `log` (its last lines go into `why`).
ProofReport check_drat(const std::string& cnf, const std::string& drat, const std::string& log);

}  // namespace boardlp
