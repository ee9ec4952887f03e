#pragma once
// `boardlp suite ...`: sets of instances with known answers, run on GNU parallel or Slurm.
namespace boardlp::suite {

// argv[0] is "suite". Returns the exit status; throws UserError for bad use.
int suite_main(int argc, const char* const* argv);

}  // namespace boardlp::suite
