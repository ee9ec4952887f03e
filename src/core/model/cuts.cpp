#include "cuts.hpp"

#include <vector>

namespace boardlp {

namespace {

constexpr CutOption kCuts[] = {
    {"spencer", "", &Spec::cut_spencer, "queens domination's lower bound", true, false,
     "with Spencer's lower bound row (--cut spencer)"},
    // Symmetry rows make these much faster for cbc, but keep only some placements of each class of
    // mirror images: opt-in, so a file states every solution unless asked (bench/defaults measures it).
    {"symmetry", "", &Spec::cut_symmetry, "keep at least one mirror image of each placement (of the mirrors the board keeps), often more", true, true,
     "",
     "\nFaster to solve: --cut symmetry keeps at least one placement of each class of mirror\n"
     "images; cbc then proves queens 7 in 16.6 s against 20.6 s without it (bench/defaults).\n"
     "boardlp-solve --all on such a file counts every placement behind them.",
     "\nFaster to solve: the line form with symmetry rows (--formulation clique --cut symmetry)\n"
     "keeps at least one placement of each class of mirror images and colour swaps; cbc then\n"
     "proves queens 8 in 38.5 s, where neither form without the rows does in 60 s\n"
     "(bench/defaults). boardlp-solve --all on such a file counts every placement behind them."},
    {"lex", "", &Spec::cut_lex, "keep the least in board order among each class's images (the lex-leader): one a class, at least one on a torus", true,
     true},
    {"colour-order", "color-order", &Spec::cut_colour_order, "--colour: use colour k only if colour k-1 is used"},
    {"clique", "", &Spec::cut_clique, "--colour: the squares of a clique take colours 1, 2, ..."},
};

}  // namespace

std::span<const CutOption> cut_options() { return kCuts; }

const CutOption* cut_named(std::string_view word) {
  for (const CutOption& c : kCuts)
    if (word == c.name || (!c.alias.empty() && word == c.alias)) return &c;
  return nullptr;
}

std::string cut_names(bool proof_only) {
  std::vector<std::string_view> names;
  for (const CutOption& c : kCuts)
    if (c.proof || !proof_only) names.push_back(c.name);
  std::string out;
  for (size_t i = 0; i < names.size(); ++i)
    out.append(i == 0 ? "" : i + 1 == names.size() ? " and " : ", ").append(names[i]);
  return out;
}

std::string cut_choices(bool proof_only) {
  std::string out;
  for (const CutOption& c : kCuts)
    if (c.proof || !proof_only) {
      if (!out.empty()) out += '|';
      out += c.name;
    }
  return out;
}

std::string cut_list(const Spec& spec) {
  std::string list;
  for (const CutOption& c : kCuts)
    if (spec.*c.flag) {
      if (!list.empty()) list += ',';
      list += c.name;
    }
  return list;
}

bool any_cut(const Spec& spec) {
  for (const CutOption& c : kCuts)
    if (spec.*c.flag) return true;
  return false;
}

bool keeps_one_image(const Spec& spec) {
  for (const CutOption& c : kCuts)
    if (c.keeps_one_image && spec.*c.flag) return true;
  return false;
}

void drop_image_cuts(Spec& spec) {
  for (const CutOption& c : kCuts)
    if (c.keeps_one_image) spec.*c.flag = false;
}

std::string cut_options_text(const Spec& spec) {
  std::string out;
  for (const CutOption& c : kCuts)
    if (spec.*c.flag) out.append(" --cut ").append(c.name);
  return out;
}

std::string cut_name_suffix(const Spec& spec) {
  std::string out;
  for (const CutOption& c : kCuts)
    if (spec.*c.flag) out.append("-cut-").append(c.name);
  return out;
}

bool set_cut_list(Spec& spec, std::string_view list) {
  while (!list.empty()) {
    const size_t comma = list.find(',');
    const CutOption* cut = cut_named(list.substr(0, comma));
    if (!cut) return false;
    spec.*cut->flag = true;
    list = comma == std::string_view::npos ? std::string_view() : list.substr(comma + 1);
  }
  return true;
}

}  // namespace boardlp
