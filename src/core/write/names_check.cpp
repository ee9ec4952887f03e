#include <algorithm>
#include <cctype>

#include <fmt/format.h>

#include "errors.hpp"
#include "file_slices.hpp"
#include "writer.hpp"

namespace boardlp {

size_t max_name_length(FileFormat format) { return format_row(format).max_name_length; }

// Named, not anonymous: the writers are templates of external linkage.
namespace name_checks {

// The way out: the compact model's names are boardlp's own, which fit every format but fixed MPS.
std::string name_fix(const Model& model, FileFormat format) {
  return format != FileFormat::fixed_mps ? "this is a bug in boardlp: please report it"  // the others take every name boardlp makes
         : model.layers() > 0 ? "fixed MPS takes names of 8 characters (a colouring: boards up to 9x9 in at most 9 colours, "
                                "the clique form, no line of 2-steps or leaps as nightriders have); use --format mps (free "
                                "MPS) or lp"
                              : "fixed MPS takes names of 8 characters (boards up to 99x99 with short row names); use --format mps (free MPS) or lp";
}
std::string name_fix(const SparseModel&, FileFormat format) {
  return format == FileFormat::fixed_mps ? "fixed MPS takes names of 8 characters; use --format mps (free MPS) or lp"
                                         : "rename it in the file";
}

// boardlp's own names pass its portability policy (names.hpp), which every reader takes.
bool name_fits(const Model&, FileFormat, std::string_view, std::string_view name, size_t limit) {
  return name_is_portable(name, limit);
}
std::string why_not(const Model&, FileFormat, std::string_view, std::string_view name, size_t limit) {
  return name_problem(name, limit);
}

// A read model's names as its file had them: each format takes what its readers read. The numbered
// formats keep the names in comments, MiniZinc's rows are strings, the rest are identifiers.
std::string sparse_name_problem(FileFormat format, std::string_view what, std::string_view name, size_t limit) {
  if (name.empty()) return "it is empty";
  if (name.size() > limit) return fmt::format("it has {} characters and this format allows at most {}", name.size(), limit);
  const FormatRow& row = format_row(format);
  auto has_any = [&](std::string_view chars) { return name.find_first_of(chars) != std::string_view::npos; };
  if (what == "objective" && row.syntax != Syntax::lp && row.syntax != Syntax::mps) return "";  // not written
  if (row.numbered_columns) return has_any("\n\r") ? "it holds a line break" : "";
  if (row.syntax == Syntax::minizinc && what == "row") return has_any("\"\\\n\r") ? "a MiniZinc string cannot hold it" : "";
  if (row.syntax == Syntax::minizinc || row.syntax == Syntax::xcsp3) {
    const bool plain = std::isalpha(static_cast<unsigned char>(name[0])) &&
                       std::all_of(name.begin(), name.end(), [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_'; });
    if (!plain) return "it is not an identifier (a letter, then letters, digits and '_')";
    // MiniZinc's keywords have neither '_' nor a digit; boardlp's names all have one.
    if (row.syntax == Syntax::minizinc && !has_any("_0123456789")) return "MiniZinc may take it for a keyword (it has no '_' or digit)";
    return "";
  }
  if (has_any(" \t\n\r")) return "it holds a space";
  if (row.syntax == Syntax::lp) {
    if (has_any("+-*/^<>=:[]\\")) return "it holds a character of the LP format's syntax";
    if (std::isdigit(static_cast<unsigned char>(name[0])) || name[0] == '.') return "it starts with a digit or '.'";
  }
  return "";
}
bool name_fits(const SparseModel&, FileFormat format, std::string_view what, std::string_view name, size_t limit) {
  return sparse_name_problem(format, what, name, limit).empty();
}
std::string why_not(const SparseModel&, FileFormat format, std::string_view what, std::string_view name, size_t limit) {
  return sparse_name_problem(format, what, name, limit);
}

template <class M>
[[noreturn]] void refuse(const M& model, FileFormat format, std::string_view what, std::string_view name, size_t limit) {
  throw UserError(fmt::format("cannot write {} name '{}': {}; {}", what, name, why_not(model, format, what, name, limit),
                              name_fix(model, format)));
}

// Whether every name the model's board can produce passes, judged by the longest of each shape.
bool every_name_fits(const Model& model, size_t limit) {
  for (const std::string& name : longest_names(model.board().rows(), model.board().cols(), model.layers()))
    if (!name_is_portable(name, limit)) return false;
  return true;
}
bool every_name_fits(const SparseModel&, size_t) { return false; }  // a file's names: each one is checked

}  // namespace name_checks
using namespace name_checks;

template <class M>
void queue_name_checks(const M& model, FileFormat format, OrderedChunks& chunks, SizeTally& tally) {
  const size_t limit = max_name_length(format);
  for (const std::string& name : {model.objective().name, model.objective().mps_name})
    if (!name_fits(model, format, "objective", name, limit)) refuse(model, format, "objective", name, limit);
  // Names go name by name only when a shape's longest name fails (fixed MPS on a large board):
  // then the scan finds the first name the file really has that fails, if any. Otherwise the
  // pass over the rows only counts them, and the columns are not visited.
  const bool each_name = !every_name_fits(model, limit);
  auto slices = row_slices(model);
  tally.slots.assign(slices.size(), Sizes{});  // never resized while tasks run
  Sizes* slot = tally.slots.data();
  for (auto& slice : slices)
    chunks.add([&model, slice = std::move(slice), format, limit, each_name, &count = *slot++](OutBuffer&) {
      char buf[kNameBuffer];
      Sizes here;  // counted locally: slots of other slices share its cache line
      for_each_row_of(slice, [&](const auto& row) {
        if (each_name) {
          const std::string_view name(buf, static_cast<size_t>(put_row_name(buf, row.name) - buf));
          if (!name_fits(model, format, "row", name, limit)) refuse(model, format, "row", name, limit);
        }
        ++here.rows;
        here.nonzeros += row_length(row, model);
      });
      count = here;
    });
  if (!each_name) return;
  for (const auto& block : column_blocks(model))
    chunks.add([&model, block, format, limit](OutBuffer&) {
      char buf[kNameBuffer];
      for_each_column_in(model, block, [&](const auto& col) {
        const std::string_view name(buf, static_cast<size_t>(put_col_name(buf, col) - buf));
        if (!name_fits(model, format, "column", name, limit)) refuse(model, format, "column", name, limit);
      });
    });
}

template void queue_name_checks(const Model&, FileFormat, OrderedChunks&, SizeTally&);
template void queue_name_checks(const SparseModel&, FileFormat, OrderedChunks&, SizeTally&);

void check_names(const Model& model, FileFormat format) {
  OutBuffer unused(size_t{0});
  SizeTally tally;
  OrderedChunks chunks(unused, 1);
  queue_name_checks(model, format, chunks, tally);
}

}  // namespace boardlp
