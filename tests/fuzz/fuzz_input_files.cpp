// libFuzzer target: the cost-table and wall-list readers and boardlp's header line. The first
// two bytes pick the board the cost table must fit.
#include <cstddef>
#include <cstdint>
#include <string>

#include "board_info.hpp"
#include "errors.hpp"
#include "input_files.hpp"
#include "status.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 2) return 0;
  const int rows = 1 + data[0] % 12, cols = 1 + data[1] % 12;
  const std::string text(reinterpret_cast<const char*>(data) + 2, size - 2);
  try {
    const auto costs = boardlp::parse_weights(text, "fuzz", rows, cols);
    if (costs.size() != static_cast<size_t>(rows * cols)) __builtin_trap();
  } catch (const boardlp::UserError&) {
  }
  try {
    boardlp::parse_walls(text, "fuzz");
  } catch (const boardlp::UserError&) {
  }
  try {
    boardlp::parse_header_line(text);
  } catch (const boardlp::DriverError& e) {
    if (e.code() != boardlp::exit_bad_input) __builtin_trap();
  }
  return 0;
}
