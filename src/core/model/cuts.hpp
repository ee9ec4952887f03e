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
  // It keeps one placement of each class of mirror images: a model with it holds representatives
  // (enumeration maps them back to every placement), and a proof's cube that does not hold every
  // image of its placements cannot take it.
  bool keeps_one_image = false;
  // A bound the teaching page compares a covering model's relaxation with, where the cut applies
  // and was not asked for: the line's words ("" : none).
  std::string_view relaxation_words = "";
  // The header's note offering the cut where check_spec would take it and it was not asked for
  // ("" : never offered), and its wording for a problem whose answers also swap colours.
  std::string_view offer = "";
  std::string_view offer_colour_swaps = "";
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
// Whether the spec names a cut at all, or one that keeps one image of each class.
bool any_cut(const Spec& spec);
bool keeps_one_image(const Spec& spec);
// Clears the cuts that keep one image (a cube that does not hold every image of its placements).
void drop_image_cuts(Spec& spec);
// The spec's cuts as options (" --cut spencer --cut lex") and as a name's suffix ("-cut-spencer-cut-lex").
std::string cut_options_text(const Spec& spec);
std::string cut_name_suffix(const Spec& spec);
// Sets the cuts of a cuts= list, each by its exact name; false if a word names none.
bool set_cut_list(Spec& spec, std::string_view list);

}  // namespace boardlp
