#pragma once
// Builds a model from a spec and writes it to a file or a string (test support).
#include <memory>
#include <string>

#include "formulation.hpp"
#include "header.hpp"
#include "model.hpp"
#include "problem.hpp"

namespace boardlp::test {

Spec make_spec(Piece piece, int rows, int cols, Problem problem = Problem::max, int64_t k = -1,
               Formulation formulation = Formulation::clique);
std::unique_ptr<Model> model_of(const Spec& spec);
void write_file_of(const Spec& spec, FileFormat format, const std::string& path);
std::string text_of(const Spec& spec, FileFormat format);
// The same text, formatted in memory on `threads` threads.
std::string text_in_memory(const Spec& spec, FileFormat format, unsigned threads);
std::string extension_of(FileFormat format);  // ".lp", ".mps", ".fixed.mps"

}  // namespace boardlp::test
