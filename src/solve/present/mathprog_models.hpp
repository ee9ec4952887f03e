#pragma once
// Which of templates/mathprog/ states a spec's problem (compiled in, like the headers' templates),
// and the data section that gives it this board.
#include <string>

#include "problem.hpp"

namespace boardlp {

struct MathProgModel {
  std::string name;  // "queens-walls.mod"; empty when no model states this problem
  std::string note;  // what it models, and its data for this board
  std::string text;
};

MathProgModel mathprog_model_for(const Spec& spec);

}  // namespace boardlp
