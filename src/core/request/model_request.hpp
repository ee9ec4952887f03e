#pragma once
// boardlp's options read into the model asked for: the piece and board ("piece" and "board", the
// positional arguments), the problem, the board's squares, the form, the cuts and the file's
// format (from --format, else from the extension of --output). The program and the playground
// both ask this, so a refusal has the same words in both.
#include <span>
#include <string_view>
#include "encoding.hpp"
#include "file_format.hpp"
#include "literal_order.hpp"
#include "option_values.hpp"
#include "problem.hpp"
#include "spec.hpp"

namespace boardlp {

struct ModelRequest {
  Spec spec;
  FileFormat format = FileFormat::lp;  // a format whose row is no model (dimacs): the attack graph
  Encodings encodings;                 // --encoding: the clausal formats' (CNF, WCNF)
  LiteralOrder literal_order = LiteralOrder::board;  // --literal-order: the numbered formats' (OPB, CNF, WCNF)
};

// The question every program is asked, into a spec: the problem (one of `problems`) and
// its K, the piece, the board and its squares, a region grid. boardlp's model_request and
// boardlp-count both start here, so both read and refuse these in the same words.
Spec asked_spec(const OptionValues& vm, std::span<const ProblemOption> problems);

// Throws UserError with a one-line message for anything wrong. Reads the cost, wall and region
// files the options name. `solvers`: the names --for takes, boardlp-solve's registry's (the
// program that has it passes them; none, and --for is refused).
ModelRequest model_request(const OptionValues& vm, std::span<const std::string_view> solvers = {});

}  // namespace boardlp
