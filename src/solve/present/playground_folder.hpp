#pragma once
// boardlp playground DIR: one folder that opens from file:// with no server. The page
// (templates/playground/), boardlp's core compiled to WebAssembly (boardlp-core.js, by
// scripts/build-wasm) and HiGHS's WebAssembly build (the npm package highs, with its .wasm inside
// highs-solver.js as base64, so that no fetch is needed).
#include <string>

namespace boardlp {

// Where scripts/build-wasm put the core and HiGHS: $BOARDLP_WASM_BUILD, else the source tree's
// build-wasm/. Throws DriverError(exit_bad_input) naming the script when they are not there.
std::string wasm_build_folder();

// Writes the folder whole or not at all: into a new folder beside DIR, renamed to DIR at the end.
// DIR must not exist, be empty, or be a playground written before (it is replaced); anything else
// is refused, so no file of the user's is overwritten. Returns the page's path.
std::string write_playground(const std::string& dir);

}  // namespace boardlp
