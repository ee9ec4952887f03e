#pragma once
// The cardinality encodings a clausal file (CNF, WCNF) states its rows with: one row each, in the
// names PySAT's CardEnc uses. A row "at most one" takes the at-most-one encoding; "at most K" and
// "at least K" for K of 2 or more take the counter. write/cardinality.cpp makes their clauses.
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "file_format.hpp"

namespace boardlp {

enum class Encoding : unsigned char { pairwise, ladder, seqcounter, totalizer, symtotalizer, mtotalizer, symmtotalizer };

struct EncodingRow {
  Encoding encoding;
  std::string_view name;     // --encoding NAME
  bool at_most_one;          // true: for "at most one" rows; false: a counter for "at most K"
  std::string_view source;   // who published it, for the header
  std::string_view what;     // its clauses and auxiliary variables, for the header
  bool symmetric = false;    // its tree is kept by the board's symmetries (symmetric_tree.hpp)
};

const EncodingRow& encoding_row(Encoding encoding);
std::span<const EncodingRow> encoding_rows();  // every encoding, in --encoding's help order

// The symmetries a symmetric counter's tree may be asked to keep ("symmtotalizer:lr"), each an
// element of the box's group as symmetric_tree.cpp numbers them (bit 1 flips top-bottom, bit 2
// left-right, then bit 4 transposes); the tree keeps the group they generate.
struct TreeSymmetryRow {
  std::string_view name;
  int element;
  std::string_view what;
};
std::span<const TreeSymmetryRow> tree_symmetry_rows();

// The two encodings a file uses (the defaults: bench/RESULTS.md's measures).
struct Encodings {
  Encoding at_most_one = Encoding::ladder;
  Encoding at_most_k = Encoding::mtotalizer;
  // A symmetric counter's tree: bit g for each generator g of the symmetries it keeps; 0 for every
  // symmetry that keeps the row. Fewer symmetries, larger regions near each other in the tree.
  uint8_t tree_generators = 0;
  bool operator==(const Encodings&) const = default;
};

// The counter as --encoding names it: "symmtotalizer:lr+tb" when its tree keeps fewer.
std::string counter_name(const Encodings& encodings);

// "--encoding ladder,totalizer": one name or two (one of each kind), in any order; the kind not
// named keeps its default; a symmetric counter may name the symmetries its tree keeps
// ("symmtotalizer:lr"). Throws UserError naming the choices.
Encodings encodings_from(std::string_view text);
// --encoding TEXT for files of `format`: refused (UserError naming cnf) for a format that does not
// turn rows into clauses.
Encodings encodings_for(FileFormat format, std::string_view text);

// --encoding's help, from the rows: each kind's names and the defaults.
std::string encoding_help();

}  // namespace boardlp
