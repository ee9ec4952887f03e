#pragma once
// The named cuts (--cut NAME), one table: the option's words and help, the header's cuts=, the
// suites' instance names and every reader of them go through it, by exact name.
#include <span>
#include <string>
#include <string_view>

#include "spec.hpp"

namespace boardlp {

struct CutOption {
  std::string_view name;       // --cut NAME, and its word in the header's cuts=
  std::string_view alias;      // another spelling --cut takes ("color-order"), or ""
  bool Spec::*flag;            // what it sets
  std::string_view help;       // its words in --cut's help
  bool proof = false;          // `boardlp suite sizes` and `proof` take it (it keeps one of a
                               // placement's mirror images, or bounds a domination)
};

std::span<const CutOption> cut_options();
// The cut --cut WORD names (its name or alias); nullptr if none.
const CutOption* cut_named(std::string_view word);
// "spencer, symmetry, lex, colour-order and clique": the names, for messages.
std::string cut_names(bool proof_only = false);
// "spencer|symmetry|lex|colour-order|clique": the names as an option's value, which --help shows and
// the completion offers.
std::string cut_choices(bool proof_only = false);
// The spec's cuts as the header writes them: "spencer,symmetry" ("" for none).
std::string cut_list(const Spec& spec);
// Sets the cuts of a cuts= list, each by its exact name; false if a word names none.
bool set_cut_list(Spec& spec, std::string_view list);

}  // namespace boardlp
