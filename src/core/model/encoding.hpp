#pragma once
// The cardinality encodings a clausal file (CNF, WCNF) states its rows with: one row each, in the
// names PySAT's CardEnc uses. A row "at most one" takes the at-most-one encoding; "at most K" and
// "at least K" for K of 2 or more take the counter. write/cardinality.cpp makes their clauses.
#include <span>
#include <string>
#include <string_view>

#include "file_format.hpp"

namespace boardlp {

enum class Encoding : unsigned char { pairwise, ladder, seqcounter, totalizer, symtotalizer, mtotalizer };

struct EncodingRow {
  Encoding encoding;
  std::string_view name;     // --encoding NAME
  bool at_most_one;          // true: for "at most one" rows; false: a counter for "at most K"
  std::string_view source;   // who published it, for the header
  std::string_view what;     // its clauses and auxiliary variables, for the header
};

const EncodingRow& encoding_row(Encoding encoding);
std::span<const EncodingRow> encoding_rows();  // every encoding, in --encoding's help order

// The two encodings a file uses (the defaults: bench/RESULTS.md's measures).
struct Encodings {
  Encoding at_most_one = Encoding::ladder;
  Encoding at_most_k = Encoding::mtotalizer;
  bool operator==(const Encodings&) const = default;
};

// "--encoding ladder,totalizer": one name or two (one of each kind), in any order; the kind not
// named keeps its default. Throws UserError naming the choices.
Encodings encodings_from(std::string_view text);
// --encoding TEXT for files of `format`: refused (UserError naming cnf) for a format that does not
// turn rows into clauses.
Encodings encodings_for(FileFormat format, std::string_view text);

// --encoding's help, from the rows: each kind's names and the defaults.
std::string encoding_help();

}  // namespace boardlp
