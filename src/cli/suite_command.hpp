#pragma once
// `boardlp suite ...`: sets of instances with known answers, run on GNU parallel or Slurm.
#include "program_doc.hpp"

namespace boardlp::suite {

// What boardlp suite --help, its man page (boardlp-suite.1) and its completion say.
ProgramDoc suite_doc();

// argv[0] is "suite". Returns the exit status; throws UserError for bad use.
int suite_main(int argc, const char* const* argv);

}  // namespace boardlp::suite
