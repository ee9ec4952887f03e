#include "generate.hpp"

#include <cstdio>
#include <stdexcept>

#include "atomic_output.hpp"
#include "out_buffer.hpp"
#include "process.hpp"
#include "writer.hpp"

namespace boardlp::test {

Spec make_spec(Piece piece, int rows, int cols, Problem problem, int64_t k, Formulation formulation) {
  Spec s;
  s.piece = piece;
  s.rows = rows;
  s.cols = cols;
  s.problem = problem;
  s.k = k;
  s.formulation = formulation;
  return s;
}

std::unique_ptr<Model> model_of(const Spec& spec) { return build_model(spec, uint64_t{1} << 34); }

void write_file_of(const Spec& spec, FileFormat format, const std::string& path) {
  const auto model = model_of(spec);
  AtomicOutput file(path);
  OutBuffer out(file.fd(), path);
  write_model(*model, FileChoice{format, {}}, out);
  out.flush_to_fd();
  file.commit();
}

std::string text_of(const Spec& spec, FileFormat format) {
  TempDir dir;
  const std::string path = dir.file("model" + extension_of(format));
  write_file_of(spec, format, path);
  return read_file(path);
}

std::string text_in_memory(const Spec& spec, FileFormat format, unsigned threads) {
  const auto model = model_of(spec);
  OutBuffer out(size_t{1} << 16);
  write_model(*model, FileChoice{format, {}}, out, threads);
  return std::string(out.text());
}

std::string extension_of(FileFormat format) {
  return format == FileFormat::fixed_mps ? ".fixed.mps" : input_name("", format);
}

}  // namespace boardlp::test
