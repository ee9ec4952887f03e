#pragma once
// The boardlp command line: PIECE BOARD [options] -> what to generate and where.
#include <span>
#include <string_view>
#include <optional>
#include <string>
#include <vector>

#include "header.hpp"
#include "encoding.hpp"
#include "literal_order.hpp"
#include "problem.hpp"
#include "program_doc.hpp"

namespace boardlp {

struct GenerateRequest {
  Spec spec;
  std::string output;  // empty or "-": standard output
  FileFormat format = FileFormat::lp;  // a format whose row is no model (dimacs): the attack graph
  Encodings encodings;                 // --encoding: the clausal formats' (CNF, WCNF)
  LiteralOrder literal_order = LiteralOrder::board;  // --literal-order: OPB's, CNF's and WCNF's
  unsigned threads = 0;  // 0: one per core
  bool split_components = false;  // --split components: a file per independent part, in the folder -o names
  bool help = false, version = false;
  std::string doc_request;  // "man" or "bash-completion": print that (program_doc.hpp) and stop
};

// Parses argv; throws UserError with a one-line message for anything wrong. Reads the cost and
// wall files it names. `solvers`: the names --for takes (boardlp-solve's registry's, which
// boardlp's main passes: this room does not see the registry).
GenerateRequest parse_generate_args(int argc, const char* const* argv, std::span<const std::string_view> solvers);

std::string generate_help();
ProgramDoc generate_doc();  // boardlp's help, man page and completion, without its suite

}  // namespace boardlp
