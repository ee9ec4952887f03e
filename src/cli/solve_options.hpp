#pragma once
// The boardlp-solve command line: FILE [options] -> a SolveRequest and how to show the answer.
#include <string>

#include "session.hpp"

namespace boardlp {

struct SolveCommand {
  SolveRequest request;
  bool json = false, ascii = false, help = false, version = false;
  bool solver_help = false;  // --solver help: the solvers, ready or not
  bool exit_zero = false;  // --exit-zero: 0 once the JSON report is written
  std::string svg_path;
  std::string html_path;  // --html PAGE: the teaching page
  std::string doc;        // --man or --bash-completion: the text to print
  std::string write_path;  // --write OUT: convert the file to OUT and stop ("-": standard output)
  FileChoice write;        // its format (OUT's extension or --write-format) and the clausal formats' choices
};

// Throws DriverError(exit_bad_input) with a one-line message.
SolveCommand parse_solve_args(int argc, const char* const* argv);
std::string solve_help();

}  // namespace boardlp
