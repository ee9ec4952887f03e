#pragma once
// Reading a model file that may be damaged or hostile. CoinUtils 2.11.4 loops forever on an LP
// file cut short (no End line), throws exceptions that are not CoinError, and crashes on some
// garbage; so it reads only in a child process of its own, bounded in time and memory, and hands
// the model back through a file. This process never runs CoinUtils' readers on the user's bytes.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "model_data.hpp"
#include "process.hpp"

namespace boardlp {

// The reading child's bounds for a file of `bytes` bytes; measured on 1000-queens: CoinLpIO reads
// 69 MB in 3.6 s holding 600 MB, CoinMpsIO 105 MB in 1.1 s holding 174 MB. The bounds allow ten
// times that and more, so only a reader that loops or runs away reaches them.
struct ReadBounds {
  double seconds;         // 10 s + 0.5 s per MB
  uint64_t memory_bytes;  // 1 GiB + 32 x the file's size (address space)
  static ReadBounds for_size(uint64_t bytes);
};

// What is wrong with the file that CoinUtils would hang or crash on, found from its bytes without
// CoinUtils: nullopt when nothing is (the file then goes to the reader). `tail` is the file's end
// (up to 64 KiB), `whole` whether it is the whole file.
std::optional<std::string> precheck_model_text(std::string_view tail, bool whole, FileFormat format);

// The file read by CoinUtils in a child process in `work`. `time_left` > 0: the run's time limit,
// which ends the read with exit_time_limit. Throws DriverError: exit_bad_input with a one-line
// reason for a malformed file (also when the reader runs past its bounds or crashes).
ModelData read_model_file(const std::string& path, FileFormat format, const TempFolder& work, double time_left = 0);

// The first 64 KiB of a file (what the header line, the format and OBJSENSE are read from).
std::string read_file_head(const std::string& path);

// An MPS file's OBJSENSE section: its lines (1-based; one line in free MPS's "OBJSENSE MAX") and
// whether it says MAX/MAXIMIZE. cbc ignores the section and glpsol refuses it in fixed MPS, so the
// driver reads the file without it and solves the minimum of the negated objective.
struct ObjSense {
  int first_line, last_line;
  bool maximize;
};
std::optional<ObjSense> mps_objsense(std::string_view head);  // nullopt: no section before ROWS

}  // namespace boardlp
