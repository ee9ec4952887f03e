#include "check_answer.hpp"

#include <utility>

namespace boardlp {

// Checks one answer: the board rules (when known) and the file's own rows; fills the solution.
FoundSolution checked_solution(const SolverAnswer& answer, const ModelData& model, const ReadFile& file,
                               std::optional<double> stated, std::vector<std::string>& faults) {
  FoundSolution found;
  found.values = answer.values;
  std::vector<std::string> board_faults, file_faults = check_against_file(model, answer);
  if (file.board) {  // the board's rules first: they name the squares
    found.placement = placement_of(answer);
    // CNF states no objective (a colouring's is left for the question "in at most K colours?").
    const bool objective = format_row(file.format).states_objective;
    board_faults = check_placement(*file.board, found.placement, objective ? stated : std::nullopt);
  }
  // The solver kept every row of the file, yet the board's rules fail: the rows do not say what
  // the header promises (an edited or damaged file), and the user should know it is the file.
  if (!board_faults.empty() && file_faults.empty())
    board_faults.front() += "; the file's own rows allow it, so they do not match its header's board (a row "
                              "missing or changed?): write the file anew with boardlp";
  for (auto* list : {&board_faults, &file_faults})
    for (std::string& p : *list) faults.push_back(std::move(p));
  return found;
}
}  // namespace boardlp
