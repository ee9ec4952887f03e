// libFuzzer target: the whole read path of boardlp-solve: the header line, the checks on a file's
// text, CoinUtils reading it in the bounded child, whose model comes back through a file, and
// boardlp's own readers of OPB, CNF, WCNF, MiniZinc and XCSP3. The first byte picks the format. Any outcome but a model or a DriverError is a finding.
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "board_info.hpp"
#include "file_format.hpp"
#include "model_reader.hpp"
#include "status.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 1) return 0;
  // Every format boardlp-solve reads, in the registry's order (lp, mps, fixed-mps, opb, cnf, wcnf,
  // old-wcnf, mzn, xcsp3: the corpus's first bytes 0 to 8): CoinUtils' (LP, MPS) and its own.
  static const std::vector<boardlp::FileFormat> formats = [] {
    std::vector<boardlp::FileFormat> out;
    for (const boardlp::FormatRow& row : boardlp::file_formats())
      if (row.solver_input) out.push_back(row.format);
    return out;
  }();
  const boardlp::FileFormat format = formats[data[0] % formats.size()];
  const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  try {
    boardlp::read_header(text);
  } catch (const boardlp::DriverError& e) {
    if (e.code() != boardlp::exit_bad_input) __builtin_trap();
  }
  boardlp::TempFolder work;
  const std::string path = work.file("input");
  std::ofstream(path, std::ios::binary) << text;
  try {
    // 3 s stands for a run's --time-limit: a reader that loops ends as exit_time_limit.
    const boardlp::ModelData model = boardlp::read_model_file(path, format, work, 3.0);
    if (model.col_names.size() != model.objective.size() || model.row_names.size() != model.row_lower.size())
      __builtin_trap();
  } catch (const boardlp::DriverError& e) {
    if (e.code() != boardlp::exit_bad_input && e.code() != boardlp::exit_time_limit) __builtin_trap();
  }
  return 0;
}
