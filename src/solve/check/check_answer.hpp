#pragma once
// The check stage: one answer, by the board's own rules (when the board is known) and by the
// file's own rows.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "checker.hpp"
#include "file_rows.hpp"
#include "read_file.hpp"
#include "solution.hpp"

namespace boardlp {

struct FoundSolution {
  Placement placement;                                 // when the board is known
  std::vector<std::pair<std::string, double>> values;  // nonzero values by name
};

// `model`: the rows the answer must meet (the file's, or the enumeration's with its cuts); `file`:
// its board and format; `stated`: the objective as the problem states it. The faults are
// appended to `faults`; the solution is returned either way.
FoundSolution checked_solution(const SolverAnswer& answer, const ModelData& model, const ReadFile& file,
                               std::optional<double> stated, std::vector<std::string>& faults);

}  // namespace boardlp
