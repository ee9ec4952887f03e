#include <fmt/format.h>

#include "errors.hpp"
#include "file_slices.hpp"
#include "writer.hpp"

namespace boardlp {

size_t max_name_length(FileFormat format) { return format_row(format).max_name_length; }

namespace {

[[noreturn]] void refuse(const Model& model, FileFormat format, std::string_view what, std::string_view name, size_t limit) {
  const std::string fix =
      format != FileFormat::fixed_mps ? "this is a bug in boardlp: please report it"  // the others take every name boardlp makes
      : model.layers() > 0 ? "fixed MPS takes names of 8 characters (a colouring: boards up to 9x9 in at most 9 colours, "
                             "the clique form, no line of 2-steps or leaps as nightriders have); use --format mps (free "
                             "MPS) or lp"
                           : "fixed MPS takes names of 8 characters (boards up to 99x99 with short row names); use --format mps (free MPS) or lp";
  throw UserError(fmt::format("cannot write {} name '{}': {}; {}", what, name, name_problem(name, limit), fix));
}

// Whether every name the model's board can produce passes, judged by the longest of each shape.
bool every_name_fits(const Model& model, size_t limit) {
  for (const std::string& name : longest_names(model.board().rows(), model.board().cols(), model.layers()))
    if (!name_is_portable(name, limit)) return false;
  return true;
}

}  // namespace

Sizes SizeTally::total(const Model& model) const {
  Sizes sum;
  sum.columns = model.columns();
  for (const Sizes& s : slots) {
    sum.rows += s.rows;
    sum.nonzeros += s.nonzeros;
  }
  return sum;
}

void queue_name_checks(const Model& model, FileFormat format, OrderedChunks& chunks, SizeTally& tally) {
  const size_t limit = max_name_length(format);
  for (const std::string& name : {model.objective().name, model.objective().mps_name})
    if (!name_is_portable(name, limit)) refuse(model, format, "objective", name, limit);
  // Names go name by name only when a shape's longest name fails (fixed MPS on a large board):
  // then the scan finds the first name the file really has that fails, if any. Otherwise the
  // pass over the rows only counts them, and the columns are not visited.
  const bool each_name = !every_name_fits(model, limit);
  std::vector<RowSlice> slices = row_slices(model);
  tally.slots.assign(slices.size(), Sizes{});  // never resized while tasks run
  Sizes* slot = tally.slots.data();
  for (RowSlice& slice : slices)
    chunks.add([&model, slice = std::move(slice), format, limit, each_name, &count = *slot++](OutBuffer&) {
      char buf[kNameBuffer];
      Sizes here;  // counted locally: slots of other slices share its cache line
      for_each_row_of(slice, [&](const Row& row) {
        if (each_name) {
          const std::string_view name(buf, static_cast<size_t>(put_row_name(buf, row.name) - buf));
          if (!name_is_portable(name, limit)) refuse(model, format, "row", name, limit);
        }
        ++here.rows;
        here.nonzeros += row_length(row, model.board());
      });
      count = here;
    });
  if (!each_name) return;
  for (const ColumnBlock& block : column_blocks(model))
    chunks.add([&model, block, format, limit](OutBuffer&) {
      char buf[kNameBuffer];
      for_each_column_in(model, block, [&](const Column& col) {
        const std::string_view name(buf, static_cast<size_t>(put_col_name(buf, col) - buf));
        if (!name_is_portable(name, limit)) refuse(model, format, "column", name, limit);
      });
    });
}

void check_names(const Model& model, FileFormat format) {
  OutBuffer unused(size_t{0});
  SizeTally tally;
  OrderedChunks chunks(unused, 1);
  queue_name_checks(model, format, chunks, tally);
}

}  // namespace boardlp
