#pragma once
// The teaching page (boardlp-solve FILE --html PAGE): one HTML file that works offline (inline
// CSS and script, math as MathML), showing the problem in words and algebra, the board, every
// constraint linked to its squares and its line of the file, the sizes, the solve and its check,
// the LP relaxation of both formulations, the MathProg model, and with --all a gallery.
#include <string>

#include "session.hpp"

namespace boardlp {

// `model_text`: the model file's text (each row's own line is cut from it when it is LP).
std::string render_html(const SolveReport& report, const std::string& model_text);

}  // namespace boardlp
