#include "split_parts.hpp"

#include <algorithm>
#include <filesystem>
#include <memory>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "atomic_output.hpp"
#include "errors.hpp"
#include "formulation.hpp"
#include "header.hpp"
#include "names.hpp"
#include "out_buffer.hpp"
#include "square_class.hpp"
#include "wording.hpp"
#include "writer.hpp"

namespace boardlp {

namespace {

std::vector<Square> mirrored(std::vector<Square> squares, const Spec& spec, bool left_right) {
  for (Square& q : squares) (left_right ? q.c : q.r) = (left_right ? spec.cols : spec.rows) - 1 - (left_right ? q.c : q.r);
  std::sort(squares.begin(), squares.end());
  return squares;
}

// "left-right" or "top-bottom" when one part is the other's mirror image on a board that is its own
// (same optimum: a solver need prove only one), else "".
std::string mirror_of(const Spec& spec, const ModelPart& a, const ModelPart& b) {
  for (const bool left_right : {true, false}) {
    bool board_kept = true;
    for (const std::vector<Square>* set : {&spec.walls, &spec.holes, &spec.fixed})
      board_kept = board_kept && mirrored(*set, spec, left_right) == *set;
    if (board_kept && mirrored(a.piece_squares, spec, left_right) == b.piece_squares &&
        mirrored(a.cover_squares, spec, left_right) == b.cover_squares)
      return left_right ? "left-right" : "top-bottom";
  }
  return "";
}

std::string part_words(const Spec& part) {
  const std::string on(square_class_row(part.pieces_on).word), cover(square_class_row(part.cover_on).word);
  if (part.cover_on == SquareClass::all) return fmt::format("pieces on the {} squares (--pieces-on {})", on, on);
  return fmt::format("pieces on the {} squares cover the {} ones (--pieces-on {} --cover-on {})", on, cover, on, cover);
}

}  // namespace

std::string write_parts(const GenerateRequest& req, const Model& model, unsigned threads) {
  const Spec& spec = model.spec();
  if (req.output.empty())
    throw UserError("--split components writes a file per part: give the folder with -o DIR");
  const std::optional<ModelParts> parts = model_parts(model);
  if (!parts)
    throw UserError(fmt::format("--split components: the model has more than {} column slots, past what boardlp "
                                "analyses: use a smaller board", kMaxPartSlots));
  const std::string& dir = req.output;
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  if (error || !std::filesystem::is_directory(dir))
    throw UserError(fmt::format("--split components -o {}: cannot make that folder ({}): give a folder you can write",
                                dir, error ? error.message() : "a file of that name is in the way"));
  const FileChoice choice{req.format, req.encodings, req.literal_order};
  auto path_of = [&](size_t i) { return (std::filesystem::path(dir) / input_name(fmt::format("part-{}", i + 1), req.format)).string(); };
  if (parts->parts.size() <= 1) {
    AtomicOutput file(path_of(0));
    OutBuffer out(file.fd(), file.target());
    write_model(model, choice, out, threads);
    out.flush_to_fd();
    file.commit();
    return fmt::format("the model has no independent parts (every row is joined to every other through its "
                       "variables): wrote it whole as {}\n", path_of(0));
  }
  std::vector<Spec> specs;
  for (size_t i = 0; i < parts->parts.size(); ++i) {
    const std::optional<Spec> one = part_spec(spec, model.board(), parts->parts[i]);
    if (!one)
      throw UserError(fmt::format("--split components: the model falls into {} independent parts, but part {} (from {} "
                                  "on) is not the pieces and the cover of two named sets of squares ({}), so boardlp "
                                  "cannot write it as a model of its own; solve the whole file", parts->parts.size(), i + 1,
                                  col_name(parts->parts[i].first), square_class_words()));
    specs.push_back(*one);
  }
  // Every file is written before any is renamed into place: all of them or none. parts.json lists
  // them for scripts/solve-parts: the whole model's header line, each part's options and mirror.
  std::vector<std::unique_ptr<AtomicOutput>> files;
  nlohmann::json manifest = {{"whole", header_line(spec)}, {"parts", nlohmann::json::array()}};
  std::string said = fmt::format("{} independent parts (no row holds a variable of two): the optimum is the sum of "
                                 "the parts' optima\n", parts->parts.size());
  for (size_t i = 0; i < specs.size(); ++i) {
    const auto part_model = build_model(specs[i], physical_memory());
    const Sizes sizes = part_model->sizes();
    files.push_back(std::make_unique<AtomicOutput>(path_of(i)));
    OutBuffer out(files.back()->fd(), files.back()->target());
    write_model(*part_model, choice, out, threads);
    out.flush_to_fd();
    said += fmt::format("  {}: {} columns, {} rows: {}", path_of(i), sizes.columns, sizes.rows, part_words(specs[i]));
    nlohmann::json entry = {{"file", std::filesystem::path(path_of(i)).filename().string()},
                            {"columns", sizes.columns},
                            {"rows", sizes.rows},
                            {"pieces_on", square_class_row(specs[i].pieces_on).word},
                            {"cover_on", square_class_row(specs[i].cover_on).word},
                            {"header", header_line(specs[i])}};
    for (size_t j = 0; j < i; ++j)
      if (const std::string m = mirror_of(spec, parts->parts[j], parts->parts[i]); !m.empty()) {
        said += fmt::format("; the {} mirror image of part {} (the same optimum)", m, j + 1);
        entry["mirror_of"] = j + 1;
        entry["mirror"] = m;
        break;
      }
    manifest["parts"].push_back(entry);
    said += "\n";
  }
  files.push_back(std::make_unique<AtomicOutput>((std::filesystem::path(dir) / "parts.json").string()));
  OutBuffer json_out(files.back()->fd(), files.back()->target());
  json_out.put(manifest.dump(2) + "\n");
  json_out.flush_to_fd();
  for (const auto& file : files) file->commit();
  return said;
}

}  // namespace boardlp
