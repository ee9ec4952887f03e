// The writers' table and the one entry point that writes a model in any format.
#include <fmt/format.h>

#include "errors.hpp"
#include "pb_text.hpp"
#include "writer.hpp"

namespace boardlp {

namespace {

struct WriterRow {
  FileFormat format;
  ModelWriter write;
};

// The writer of each format that states the model's rows (file_format.cpp has their rows).
constexpr WriterRow kWriters[] = {
    {FileFormat::lp, write_lp},
    {FileFormat::mps, write_mps},
    {FileFormat::fixed_mps, write_mps},
    {FileFormat::opb, write_opb},
    {FileFormat::cnf, write_clauses},
    {FileFormat::wcnf, write_clauses},
    {FileFormat::old_wcnf, write_clauses},
    {FileFormat::mzn, write_minizinc},
    {FileFormat::xcsp3, write_xcsp3},
};

}  // namespace

ModelWriter model_writer(FileFormat format) {
  for (const WriterRow& row : kWriters)
    if (row.format == format) return row.write;
  throw UserError(fmt::format("--format {} states no model's rows: use {}", format_row(format).name, format_names(true)));
}

void write_model(const Model& model, const FileChoice& file, OutBuffer& out, unsigned threads) {
  const ModelWriter write = model_writer(file.format);  // a format with no writer is refused before any work
  check_statable(model, file.format);
  SizeTally tally;  // before the chunks: it outlives their workers, which count into it
  OrderedChunks chunks(out, threads);
  queue_name_checks(model, file.format, chunks, tally);
  write(model, tally, chunks, file);
  chunks.finish();
}

}  // namespace boardlp
