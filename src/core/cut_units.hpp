#pragma once
// Each named cut's behaviour, one row each (cuts.hpp holds its name, alias and help): what it
// refuses, the columns it adds and where they stand, and its rows. check_spec and build_model loop
// over the cuts a spec names; neither asks which cut it has.
#include <memory>
#include <span>
#include <vector>

#include "board.hpp"
#include "families.hpp"
#include "model.hpp"
#include "names.hpp"
#include "spec.hpp"

namespace boardlp {

struct CutUnit {
  bool Spec::*flag;                                        // the cut, as cuts.hpp's table sets it
  void (*check)(const Spec&, const Board&);                // throws UserError for a spec it cannot cut
  std::vector<Var> (*columns)(const Spec&);                // the columns it adds (none: nullptr)
  void (*place_columns)(Model&);                           // the squares its columns stand on (nullptr: every one)
  std::unique_ptr<RowFamily> (*rows)(const Model&);        // its rows
};

// In the order build_model adds their rows (the header lists the families in that order).
std::span<const CutUnit> cut_units();

}  // namespace boardlp
