#include "proof_check.hpp"

#include <unistd.h>

#include <fstream>
#include <vector>

#include <fmt/format.h>
#include <zlib.h>

#include "backend.hpp"
#include "process.hpp"
#include "text_lines.hpp"

namespace boardlp {

std::string find_proof_checker() {
  const std::string found = find_in_path("rate");
  if (!found.empty()) return found;
  return ::access("/usr/local/bin/rate", X_OK) == 0 ? "/usr/local/bin/rate" : std::string();
}

std::optional<FileFingerprint> fingerprint_of(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  FileFingerprint f;
  uLong crc = crc32(0L, Z_NULL, 0);
  std::vector<char> block(1 << 20);
  while (in.read(block.data(), static_cast<std::streamsize>(block.size())) || in.gcount() > 0) {
    const auto n = static_cast<uInt>(in.gcount());
    crc = crc32(crc, reinterpret_cast<const Bytef*>(block.data()), n);
    f.bytes += n;
  }
  if (in.bad()) return std::nullopt;
  f.crc32 = static_cast<uint32_t>(crc);
  return f;
}

std::string crc32_text(uint32_t crc) { return fmt::format("{:08x}", crc); }

ProofReport check_drat(const std::string& cnf, const std::string& drat, const std::string& log) {
  ProofReport out{cnf, drat, fingerprint_of(cnf), fingerprint_of(drat), {}, "not checked", {}, 0};
  const std::string rate = find_proof_checker();
  if (rate.empty()) {
    out.why = "no proof checker here: scripts/setup installs rate (cargo install rate)";
    return out;
  }
  out.checker = "rate";
  const std::string version = word_after(rate + " --version", "rate");
  if (!version.empty()) out.checker += " " + version;
  // No deadline: a proof is checked to its end (Ctrl-C stops it as it stops a solver).
  // A path that starts with '-' (a folder named so) would be read by rate as an option.
  const auto as_path = [](const std::string& p) { return p.rfind('-', 0) == 0 ? "./" + p : p; };
  const ChildEnd run = run_process(rate, {as_path(cnf), as_path(drat)}, ".", log, 0, {}, StopPolicy{});
  out.seconds = run.seconds;
  const std::string said = read_whole_file(log);
  TextLines lines(said);
  std::string_view line, status, last;
  while (lines.next(line)) {
    const std::string_view t = trim(line);
    if (t.rfind("s ", 0) == 0) status = t;
    if (!t.empty()) last = t;
  }
  if (run.interrupted) throw Interrupted{run.interrupted};
  if (status == "s VERIFIED" && run.exit_code == 0) {
    out.verdict = "verified";
  } else {
    out.verdict = "rejected";
    out.why = std::string(status.empty() ? last : status);
    if (out.why.empty()) out.why = fmt::format("it exited {} and said nothing", run.exit_code);
  }
  return out;
}

}  // namespace boardlp
