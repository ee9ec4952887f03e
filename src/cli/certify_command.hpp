#pragma once
// boardlp certify: proofs in cubes for any 0-1 model's CNF, kept as a certificate folder that
// public checkers and boardlp's own LRAT checker accept (certify/certificate.hpp).
#include "program_doc.hpp"

namespace boardlp {

ProgramDoc certify_doc();
int certify_main(int argc, const char* const* argv);

}  // namespace boardlp
