// The writers' table and the one entry point that writes a model in any format.
#include <fmt/format.h>

#include <unistd.h>

#include "atomic_output.hpp"
#include "errors.hpp"
#include "gzip_file.hpp"
#include "pb_text.hpp"
#include "writer.hpp"

namespace boardlp {

namespace {

// The writer of each format that states the model's rows (file_format.cpp has their rows), one
// template for both models.
template <class M>
struct WriterRow {
  FileFormat format;
  ModelWriter<M> write;
};

template <class M>
constexpr WriterRow<M> kWriters[] = {
    {FileFormat::lp, write_lp<M>},
    {FileFormat::mps, write_mps<M>},
    {FileFormat::fixed_mps, write_mps<M>},
    {FileFormat::opb, write_opb<M>},
    {FileFormat::cnf, write_clauses<M>},
    {FileFormat::wcnf, write_clauses<M>},
    {FileFormat::old_wcnf, write_clauses<M>},
    {FileFormat::mzn, write_minizinc<M>},
    {FileFormat::xcsp3, write_xcsp3<M>},
};

template <class M>
FileFacts write_any(const M& model, const FileChoice& file, OutBuffer& out, unsigned threads) {
  const ModelWriter<M> write = model_writer<M>(file.format);  // a format with no writer is refused before any work
  check_statable(model, file.format);
  SizeTally tally;  // before the chunks: it outlives their workers, which count into it
  OrderedChunks chunks(out, threads);
  queue_name_checks(model, file.format, chunks, tally);
  const FileFacts facts = write(model, tally, chunks, file);
  chunks.finish();
  return facts;
}

}  // namespace

template <class M>
ModelWriter<M> model_writer(FileFormat format) {
  for (const WriterRow<M>& row : kWriters<M>)
    if (row.format == format) return row.write;
  throw UserError(fmt::format("--format {} states no model's rows: use {}", format_row(format).name, format_names(true)));
}
template ModelWriter<Model> model_writer<Model>(FileFormat);
template ModelWriter<SparseModel> model_writer<SparseModel>(FileFormat);

FileFacts write_model(const Model& model, const FileChoice& file, OutBuffer& out, unsigned threads) {
  return write_any(model, file, out, threads);
}
FileFacts write_model(const SparseModel& model, const FileChoice& file, OutBuffer& out, unsigned threads) {
  return write_any(model, file, out, threads);
}

void write_output(const std::string& path, const std::function<void(OutBuffer&)>& write) {
  if (path.empty()) {
    OutBuffer out(STDOUT_FILENO, "standard output");
    write(out);
    out.flush_to_fd();
  } else if (ends_with_gz(path)) {  // model.lp.gz: formatted in memory, then compressed
    OutBuffer text(size_t{1} << 20);
    write(text);
    write_whole_file(path, gzip_bytes(text.text()));
  } else {
    AtomicOutput file(path);
    OutBuffer out(file.fd(), path);
    if (file.is_regular()) out.start_writeback_early();
    write(out);
    out.flush_to_fd();
    file.commit();
  }
}

}  // namespace boardlp
