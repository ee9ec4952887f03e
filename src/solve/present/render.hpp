#pragma once
// What boardlp-solve shows: the report as text (a board with Unicode or ASCII pieces), as one
// JSON document, or the boards as an SVG picture.
#include <string>

#include "session.hpp"

namespace boardlp {

std::string render_text(const SolveReport& report, bool ascii);
// The verdict in words, as the text's status line and the page say it: "optimal", "unique: the
// only solution", "PARTIAL: 12 solutions found, then interrupted; ...".
std::string status_summary(const SolveReport& report);
std::string render_json(const SolveReport& report);
// All boards of the report in a grid (the caller caps them with --limit).
std::string render_svg(const SolveReport& report);

// One board as text: rows from the top, columns from the left, both 1-based.
std::string board_text(const Spec& spec, const Placement& placement, bool ascii);
// Colouring: the colour of square q in a solution (0: none), and colour k's fill ("#e6194b").
int32_t colour_at(const Placement& p, Square q);
std::string colour_fill(int32_t k);
// A region puzzle's square (r,c): its region's pale colour ("#d9ead3"), one per region.
std::string region_fill(const Spec& spec, int32_t r, int32_t c);

}  // namespace boardlp
