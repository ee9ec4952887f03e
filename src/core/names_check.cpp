#include <fmt/format.h>

#include "errors.hpp"
#include "writer.hpp"

namespace boardlp {

size_t max_name_length(FileFormat format) { return format == FileFormat::fixed_mps ? 8 : 100; }

void check_names(const Model& model, FileFormat format) {
  const size_t limit = max_name_length(format);
  auto fail = [&](std::string_view what, std::string_view name, const std::string& why) {
    std::string fix = format == FileFormat::fixed_mps
                          ? "fixed MPS fits boards up to 99x99 in the clique form; use --format mps (free MPS) or lp"
                          : "this is a bug in boardlp: please report it";
    throw UserError(fmt::format("cannot write {} name '{}': {}; {}", what, name, why, fix));
  };
  char buf[kNameBuffer];
  for (const auto& family : model.families())
    family->for_each_row([&](const Row& row) {
      const std::string_view name(buf, static_cast<size_t>(put_row_name(buf, row.name) - buf));
      if (std::string why = name_problem(name, limit); !why.empty()) fail("row", name, why);
    });
  model.for_each_column([&](Var var, int32_t r, int32_t c) {
    const std::string_view name(buf, static_cast<size_t>(put_col_name(buf, var, r, c) - buf));
    if (std::string why = name_problem(name, limit); !why.empty()) fail("column", name, why);
  });
  for (const std::string& name : {model.objective().name, model.objective().mps_name})
    if (std::string why = name_problem(name, limit); !why.empty()) fail("objective", name, why);
}

void write_model(const Spec& spec, const Model& model, FileFormat format, OutBuffer& out) {
  check_names(model, format);
  if (format == FileFormat::lp)
    write_lp(spec, model, out);
  else
    write_mps(spec, model, out, format == FileFormat::fixed_mps);
}

}  // namespace boardlp
