#include "encoding.hpp"

#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "errors.hpp"

namespace boardlp {

namespace {

constexpr EncodingRow kEncodings[] = {
    {Encoding::pairwise, "pairwise", true, "the textbook form",
     "one clause (-a -b) for each pair of the row's literals; no auxiliary variable"},
    {Encoding::ladder, "ladder", true, "Sinz, \"Towards an Optimal CNF Encoding of Boolean Cardinality Constraints\", 2005",
     "the sequential counter for one: auxiliary s_i is true once any of the first i literals is"},
    {Encoding::seqcounter, "seqcounter", false,
     "Sinz, \"Towards an Optimal CNF Encoding of Boolean Cardinality Constraints\", 2005",
     "the sequential counter: auxiliary s_i_j is true once j of the first i literals are (j = 1..K)"},
    {Encoding::totalizer, "totalizer", false,
     "Bailleux and Boufkhad, \"Efficient CNF Encoding of Boolean Cardinality Constraints\", 2003",
     "a binary tree of unary counters: a node's auxiliary o_j is true once j of the literals below it are\n"
     "  (j = 1..K+1), and the root's o_K+1 is false"},
    {Encoding::symtotalizer, "symtotalizer", false,
     "Bailleux and Boufkhad, \"Efficient CNF Encoding of Boolean Cardinality Constraints\", 2003",
     "the totalizer on a tree that the board's rotations and reflections keep: each orbit of the\n"
     "  squares a perfect binary tree, so a symmetry of the model maps the clauses onto themselves (boardlp\n"
     "  certify prunes the cubes it maps onto each other)"},
    {Encoding::mtotalizer, "mtotalizer", false,
     "Ogawa, Liu, Hasegawa, Koshimura and Fujita, \"Modulo Based CNF Encoding of Cardinality Constraints\n"
     "  and Its Application to MaxSAT Solvers\", 2013",
     "the modulo totalizer: a tree whose nodes count in base p = floor(sqrt(n)), a unary upper digit\n"
     "  (the count / p), a unary lower digit (the count mod p) and a carry each; the root's digits\n"
     "  are compared with K"},
};

}  // namespace

const EncodingRow& encoding_row(Encoding encoding) {
  for (const EncodingRow& row : kEncodings)
    if (row.encoding == encoding) return row;
  throw std::logic_error("an Encoding without its row in encoding.cpp");
}

std::span<const EncodingRow> encoding_rows() { return kEncodings; }

std::string encoding_help() {
  auto names = [](bool at_most_one) {
    std::string out;
    for (const EncodingRow& row : kEncodings)
      if (row.at_most_one == at_most_one) out += fmt::format("{}{}", out.empty() ? "" : ", ", row.name);
    return out;
  };
  const Encodings defaults;
  return fmt::format("cnf and wcnf: how a row becomes clauses, an at-most-one encoding ({}) and a counter for at most "
                     "and at least K ({}), one or both, e.g. {},{} (default: {},{}; the header says what each one's "
                     "variables mean)",
                     names(true), names(false), encoding_row(defaults.at_most_one).name, encoding_row(Encoding::totalizer).name,
                     encoding_row(defaults.at_most_one).name, encoding_row(defaults.at_most_k).name);
}

Encodings encodings_from(std::string_view text) {
  auto choices = [](bool at_most_one) {
    std::vector<std::string_view> names;
    for (const EncodingRow& row : kEncodings)
      if (row.at_most_one == at_most_one) names.push_back(row.name);
    return fmt::format("{}", fmt::join(names, ", "));
  };
  Encodings out;
  bool one = false, counter = false;
  size_t start = 0;
  while (start <= text.size()) {
    const size_t comma = text.find(',', start);
    const std::string_view word = text.substr(start, comma == std::string_view::npos ? text.npos : comma - start);
    const EncodingRow* found = nullptr;
    for (const EncodingRow& row : kEncodings)
      if (row.name == word) found = &row;
    if (!found)
      throw UserError(fmt::format("--encoding {}: name an at-most-one encoding ({}), a counter ({}), or one of each "
                                  "joined by a comma",
                                  text, choices(true), choices(false)));
    bool& seen = found->at_most_one ? one : counter;
    if (seen)
      throw UserError(fmt::format("--encoding {}: two {} encodings; give one of {} and one of {}", text,
                                  found->at_most_one ? "at-most-one" : "counter", choices(true), choices(false)));
    seen = true;
    (found->at_most_one ? out.at_most_one : out.at_most_k) = found->encoding;
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return out;
}

Encodings encodings_for(FileFormat format, std::string_view text) {
  if (!format_row(format).clausal)
    throw UserError(fmt::format("--encoding with --format {}: only cnf and wcnf turn rows into clauses ({} states "
                                "them as they are); leave out --encoding or write --format cnf",
                                format_row(format).name, format_row(format).what));
  return encodings_from(text);
}

}  // namespace boardlp
