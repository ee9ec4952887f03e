#pragma once
// The playground's core: what the page (boardlp playground) asks of boardlp's own code,
// compiled to WebAssembly (playground_exports.cpp) and natively for the tests. Requests and
// answers are JSON text, so the page needs no binding beyond strings.
//
// A request names the options as boardlp's command line does, by their long names without "--",
// each with its values: {"options": {"piece": ["queens"], "board": ["8"], "wall": ["3,4"],
// "torus": []}, "files": {"regions.txt": "AAB\n..."}}. "files" are written to the current folder
// first, for the options that name a file (--regions regions.txt). The options are read by
// core/request/ as the program reads its own (model_request), so a refusal has the program's words.
#include <string>
#include <string_view>

namespace boardlp::playground {

// The largest board and file the page takes; past them it gives the command line instead.
inline constexpr int kMaxSide = 100;
inline constexpr double kMaxFileBytes = 16e6;

// The menus: the named pieces, the problems (word, value name, help, K's option), the cuts, the
// formats and the forms, from the tables the programs' --help is made from.
std::string catalogue_json();

// The model the request asks for, as boardlp writes it: {"ok": true, "text", "format", "rows",
// "columns", "nonzeros", "command" (the boardlp command line that writes the same bytes),
// "formulas" (each family's, as on the teaching page), "row_squares" (each row's name and the
// squares of its terms, r * cols + c), "board": {"rows", "cols"}}; or {"ok": false, "error"
// (one line, boardlp's words), "option" (the option it names, "" if none)}.
std::string model_json(std::string_view request);

// The check of a solution: `values` maps column names to their values ({"x_1_1": 1, ...}), as a
// solver gives them for the LP text of model_json. By the checker's own rules (solve/check), read
// from the model's header as boardlp-solve reads a file's: {"ok": true, "faults": [...], "pieces":
// [[r, c], ...], "black", "new_walls", "unattacked", "coloured": [[r, c, k], ...]} (1-based), or
// {"ok": false, "error"}.
std::string check_json(std::string_view request, std::string_view values);

}  // namespace boardlp::playground
