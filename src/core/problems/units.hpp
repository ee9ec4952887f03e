#pragma once
// Each problem's unit, from its own file (problem_units.cpp lists them in order).
#include "problem_unit.hpp"
#include "recipes.hpp"

namespace boardlp {

const ProblemUnit& max_unit();
const ProblemUnit& place_unit();
const ProblemUnit& least_walls_unit();
const ProblemUnit& dominate_unit();
const ProblemUnit& independent_dominate_unit();
const ProblemUnit& total_dominate_unit();
const ProblemUnit& double_dominate_unit();
const ProblemUnit& armies_unit();
const ProblemUnit& non_dominating_unit();
const ProblemUnit& regions_unit();
const ProblemUnit& colour_unit();
const ProblemUnit& no_three_in_line_unit();

}  // namespace boardlp
