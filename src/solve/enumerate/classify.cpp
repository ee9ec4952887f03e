// After the search: the placements behind a file's symmetry rows, and the classes up to the
// board's symmetries (--unique).
#include <set>

#include <fmt/format.h>

#include "cuts.hpp"
#include "enumeration.hpp"
#include "file_rows.hpp"
#include "symmetry.hpp"

namespace boardlp {

namespace {

// The images of the solutions of a file with symmetry rows under the board's rotations and
// reflections and, for armies, the exchange of the colours: the rows keep at least one placement
// of each such orbit, so the union is every optimal placement.
std::vector<ColumnsAtOne> every_placement(const Spec& s, const std::vector<FoundSolution>& solutions) {
  const auto syms = board_symmetries(s.rows, s.cols, s.walls, s.holes, s.fixed, s.torus, s.regions, s.uncovered);
  std::vector<ColumnsAtOne> found;
  for (const FoundSolution& f : solutions) found.push_back(columns_at_one(f.values));
  return orbit_union(found, s.rows, s.cols, syms, answer_view(s.problem).colour_swaps && s.fixed.empty());
}

// A column's name from what it stands for (parse_square_name read it so).
std::string column_name(const ColumnMeaning& m) {
  const Square s = m.square;
  switch (m.kind) {
    case ColumnKind::piece: return fmt::format("x_{}_{}", s.r + 1, s.c + 1);
    case ColumnKind::black: return fmt::format("y_{}_{}", s.r + 1, s.c + 1);
    case ColumnKind::wall: return fmt::format("w_{}_{}", s.r + 1, s.c + 1);
    case ColumnKind::unattacked: return fmt::format("u_{}_{}", s.r + 1, s.c + 1);
    case ColumnKind::coloured: return fmt::format("x_{}_{}_{}", s.r + 1, s.c + 1, m.colour);
    case ColumnKind::colour_used: return fmt::format("w_{}", m.colour);
    default: return {};
  }
}

// The file's own objective at these ones.
double objective_at(const ModelData& model, const std::vector<std::pair<std::string, double>>& values) {
  double sum = 0;
  for (const auto& [name, v] : values)
    if (const int j = model.column(name); j >= 0) sum += model.objective[static_cast<size_t>(j)] * v;
  return model.sign * sum;
}

// Whether the file's columns are all named by what they stand for on the board, so that an image
// of a solution is a whole assignment the file's rows can judge (no segment owners, no encoding's
// counters, whose values no image carries).
bool images_are_whole(const ModelData& model) {
  for (const std::string& name : model.col_names) {
    ColumnKind kind{};
    Square s;
    if (!parse_square_name(name, kind, s) || !has_image(kind)) return false;
  }
  return true;
}

// The classes' orbit sizes, when every image of every solution found is one of them: then the
// sizes add up to the count. An image missing from them that meets every row of the file at the
// same objective is a solution the search missed: a fault. One that breaks a row says the file's
// rows are not symmetric (a cube, weights): no sizes, and no fault. Solutions are told apart, and
// orbits counted, by their placements (placement_part); an image is judged whole.
std::map<int64_t, int64_t> orbit_sizes(const ReadFile& file, const std::vector<ColumnsAtOne>& found,
                                       const std::vector<Symmetry>& syms, std::string& fault) {
  const Spec& s = file.board->spec;
  std::set<ColumnsAtOne> all;
  for (const ColumnsAtOne& p : found) all.insert(placement_part(p));
  std::map<ColumnsAtOne, int64_t> orbit_of;  // canonical form -> orbit size
  const bool whole = images_are_whole(file.model);
  bool closed = true;
  for (const ColumnsAtOne& p : found) {
    std::set<ColumnsAtOne> images;  // the placements of the orbit
    for (const Symmetry& g : syms) {
      const ColumnsAtOne img = image(p, g, s.rows, s.cols);  // every column an image carries
      if (!images.insert(placement_part(img)).second || all.count(placement_part(img))) continue;
      closed = false;
      if (!whole) continue;  // cannot tell a missed solution from an asymmetric file
      SolverAnswer answer;
      for (const ColumnMeaning& m : img) answer.values.emplace_back(column_name(m), 1.0);
      std::vector<std::pair<std::string, double>> own;
      for (const ColumnMeaning& m : p)
        if (has_image(m.kind)) own.emplace_back(column_name(m), 1.0);
      answer.objective = objective_at(file.model, own);
      if (check_against_file(file.model, answer).empty()) {
        std::string squares;
        for (const ColumnMeaning& m : img) squares += (squares.empty() ? "" : " ") + column_name(m);
        fault = fmt::format("--all missed a solution: the image of one it found under the board's symmetries meets "
                            "every row of the file at the same objective ({})",
                            squares);
        return {};
      }
    }
    orbit_of.emplace(canonical_form(p, s.rows, s.cols, syms), static_cast<int64_t>(images.size()));
  }
  if (!closed) return {};
  std::map<int64_t, int64_t> sizes;
  int64_t total = 0;
  for (const auto& [form, size] : orbit_of) {
    ++sizes[size];
    total += size;
  }
  if (total != static_cast<int64_t>(all.size()))  // each solution lies in exactly one orbit
    fault = fmt::format("the classes' orbits hold {} placements, and {} were found", total, all.size());
  return sizes;
}

}  // namespace

Classes classify_stage(const ReadFile& file, const std::vector<FoundSolution>& solutions, std::optional<double> objective,
                       bool enumerated, bool unique, bool complete) {
  Classes out;
  if (!file.board) return out;
  const Spec& s = file.board->spec;
  // Every placement behind the representatives, each checked by the board's own rules.
  if (enumerated && file.board->problem_known && keeps_one_image(s)) {
    out.representatives = true;
    const std::vector<ColumnsAtOne> all = every_placement(s, solutions);
    const bool stated = format_row(file.format).states_objective;
    for (const ColumnsAtOne& p : all) {
      const auto faults = check_placement(*file.board, placement_of(p), stated ? objective : std::nullopt);
      if (!faults.empty()) {
        out.fault = "an image of a solution under the board's symmetries breaks the rules: " + faults.front();
        return out;
      }
    }
    out.placements = static_cast<int64_t>(all.size());
  }
  if (!unique) return out;
  const auto syms = board_symmetries(s.rows, s.cols, s.walls, s.holes, s.fixed, s.torus, s.regions, s.uncovered);
  std::vector<ColumnsAtOne> placements;
  if (out.representatives) {  // the classes of every placement, colours kept apart
    placements = every_placement(s, solutions);
  } else {
    for (const FoundSolution& f : solutions) placements.push_back(columns_at_one(f.values));
  }
  std::set<ColumnsAtOne> forms;
  for (const ColumnsAtOne& p : placements) forms.insert(canonical_form(p, s.rows, s.cols, syms));
  out.unique = static_cast<int64_t>(forms.size());
  if (enumerated && complete && file.board->problem_known) out.orbits = orbit_sizes(file, placements, syms, out.fault);
  return out;
}

}  // namespace boardlp
