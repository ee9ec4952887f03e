#pragma once
// `boardlp playground DIR`: writes the playground's folder (solve/present/playground_folder.hpp),
// one offline page where a student edits a board and solves its model in the browser.
#include "program_doc.hpp"

namespace boardlp {

// What boardlp playground --help, its man page (boardlp-playground.1) and its completion say.
ProgramDoc playground_doc();

// argv[0] is "playground". Returns the exit status; throws UserError for bad use.
int playground_main(int argc, const char* const* argv);

}  // namespace boardlp
