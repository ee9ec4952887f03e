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
     "the totalizer on a tree that the board's rotations and reflections keep (they cut the squares\n"
     "  into regions near the root; each region's tree is balanced in board order), so a symmetry of\n"
     "  the model maps the clauses onto themselves (boardlp certify prunes the cubes it maps onto each other)",
     true},
    {Encoding::mtotalizer, "mtotalizer", false,
     "Ogawa, Liu, Hasegawa, Koshimura and Fujita, \"Modulo Based CNF Encoding of Cardinality Constraints\n"
     "  and Its Application to MaxSAT Solvers\", 2013",
     "the modulo totalizer: a tree whose nodes count in base p = floor(sqrt(n)), a unary upper digit\n"
     "  (the count / p), a unary lower digit (the count mod p) and a carry each; the root's digits\n"
     "  are compared with K"},
    {Encoding::symmtotalizer, "symmtotalizer", false,
     "Ogawa, Liu, Hasegawa, Koshimura and Fujita, \"Modulo Based CNF Encoding of Cardinality Constraints\n"
     "  and Its Application to MaxSAT Solvers\", 2013",
     "the modulo totalizer on the symtotalizer's tree, which the board's rotations and reflections\n"
     "  keep, so a symmetry of the model maps the clauses onto themselves (boardlp certify prunes the\n"
     "  cubes it maps onto each other)",
     true},
};

constexpr TreeSymmetryRow kTreeSymmetries[] = {
    {"tb", 1, "the top-bottom flip"},           {"lr", 2, "the left-right flip"},
    {"rot180", 3, "the half turn"},             {"diagonal", 4, "the reflection in the main diagonal"},
    {"rot90", 5, "the quarter turns"},          {"antidiagonal", 7, "the reflection in the other diagonal"},
};

std::string symmetry_choices() {
  std::vector<std::string_view> names;
  for (const TreeSymmetryRow& row : kTreeSymmetries) names.push_back(row.name);
  return fmt::format("{}", fmt::join(names, ", "));
}

// The words of `text` between each `separator`, in order.
std::vector<std::string_view> words_of(std::string_view text, char separator) {
  std::vector<std::string_view> out;
  for (size_t start = 0;;) {
    const size_t end = text.find(separator, start);
    out.push_back(text.substr(start, end == std::string_view::npos ? text.npos : end - start));
    if (end == std::string_view::npos) return out;
    start = end + 1;
  }
}

// The row of a table of named rows that `word` names, or null.
template <class Row, size_t N>
const Row* row_named(const Row (&table)[N], std::string_view word) {
  for (const Row& row : table)
    if (row.name == word) return &row;
  return nullptr;
}

// "lr+tb": the generators' bits.
uint8_t tree_generators_from(std::string_view text, std::string_view whole) {
  uint8_t out = 0;
  for (const std::string_view word : words_of(text, '+')) {
    const TreeSymmetryRow* found = row_named(kTreeSymmetries, word);
    if (!found)
      throw UserError(fmt::format("--encoding {}: name the symmetries the counter's tree keeps after the colon, joined by +, "
                                  "from {} (e.g. symmtotalizer:lr)",
                                  whole, symmetry_choices()));
    out = static_cast<uint8_t>(out | (1u << found->element));
  }
  return out;
}

}  // namespace

std::span<const TreeSymmetryRow> tree_symmetry_rows() { return kTreeSymmetries; }

std::string counter_name(const Encodings& encodings) {
  std::string out(encoding_row(encodings.at_most_k).name);
  std::string joiner = ":";
  for (const TreeSymmetryRow& row : kTreeSymmetries)
    if (encodings.tree_generators & (1u << row.element)) {
      out += joiner + std::string(row.name);
      joiner = "+";
    }
  return out;
}

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
  for (std::string_view word : words_of(text, ',')) {
    const size_t colon = word.find(':');
    const std::string_view symmetries = colon == std::string_view::npos ? std::string_view() : word.substr(colon + 1);
    word = word.substr(0, colon);
    const EncodingRow* found = row_named(kEncodings, word);
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
    if (colon != std::string_view::npos) {
      if (!found->symmetric) {
        std::vector<std::string_view> symmetric;
        for (const EncodingRow& row : kEncodings)
          if (row.symmetric) symmetric.push_back(row.name);
        throw UserError(fmt::format("--encoding {}: only a symmetric counter ({}) keeps symmetries after a colon; write {} alone",
                                    text, fmt::join(symmetric, ", "), found->name));
      }
      out.tree_generators = tree_generators_from(symmetries, text);
    }
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
