#pragma once
// The solver competitions' output, one parser for all of it: the SAT, pseudo-Boolean and MaxSAT
// competitions' (CaDiCaL, Kissat, clasp, sat4j, RC2, and such a solver's output given to
// --solution) and the XCSP3 competition's (ACE, Choco). "s STATUS" once, "o COST" at each better
// solution, "v" lines that hold a solution, "c" comments. The "v" lines are literals ("3 -4 0",
// OPB's "x3 -x4") or an XCSP3 <instantiation> (<list> of names, <values> of theirs, on one line
// or several). The last whole solution is the answer.
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "solution.hpp"
#include "status.hpp"

namespace boardlp {

enum class ValueLines {
  literals,       // by the variable's number: the answer's names are "#N" (the caller maps them to columns)
  instantiation,  // by name, an XCSP3 <instantiation>
};

// What a line that is none of s, v, o and c means: a solver's log holds its statistics and a
// JVM's warnings (skip them); a file given as a solution that has one before its status line is
// of another format (nullopt), and one after it is damaged.
enum class OtherLines { skip, another_format };

// The "s" lines' words and what each means (a word it does not list is an error, never a success).
std::span<const StatusWord> competition_status_words();

// A solution, each variable that is not 0 with its value, in the order the line names them.
using CompetitionValues = std::vector<std::pair<std::string, double>>;

struct CompetitionAnswer {
  SolverAnswer answer;
  bool status_stated = false;  // an "s" line said it (else a solution printed before a signal)
};

// The status line (or a solution printed before a signal stopped the solver, which is found, not
// proved: feasible) and the last whole solution; its objective the last solution's cost, else the
// last "o" line's. A satisfaction problem (no "o" line, no cost) is answered by any solution.
// nullopt: no status line and no solution. With `every`, each whole solution is added to it too,
// in the order printed (a listing's). Throws DriverError(exit_bad_input) "line N: ..." for a line
// it cannot read, a second status, "s UNSUPPORTED", or a status that contradicts a solution.
std::optional<CompetitionAnswer> parse_competition_output(std::string_view text, ValueLines values, OtherLines other,
                                                          std::vector<CompetitionValues>* every = nullptr);

}  // namespace boardlp
