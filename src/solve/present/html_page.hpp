#pragma once
// The teaching page (boardlp-solve FILE --html PAGE): one HTML file that works offline (inline
// CSS and script, math as MathML), showing the problem in words and algebra, the board, every
// constraint linked to its squares and its line of the file, the sizes, the solve and its check,
// the LP relaxation of both formulations, the MathProg model, and with --all a gallery.
#include <string>

#include "session.hpp"

namespace boardlp {

// Needs the report of a teaching session (SolveRequest::teaching): its model, header and relaxations;
// each row's own line is cut from its LP text when the file is LP.
std::string render_html(const SolveReport& report);

}  // namespace boardlp
