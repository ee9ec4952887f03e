#include "teaching.hpp"

#include "problem_unit.hpp"

#include <cmath>
#include <fstream>
#include <iterator>
#include <limits>
#include <stdexcept>

#include <fmt/format.h>

#include "checker.hpp"
#include "cuts.hpp"
#include "errors.hpp"
#include "formulation.hpp"
#include "model_of_spec.hpp"
#include "numbers.hpp"
#include "wording.hpp"

namespace boardlp {

namespace {

// The file's opening comment, without its markers: the header that teaches the model.
std::vector<std::string> header_comment(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> out;
  for (std::string line; out.size() < 400 && std::getline(in, line);) {
    if (line.empty() || (line[0] != '\\' && line[0] != '*')) break;
    out.push_back(line.size() > 2 ? line.substr(2) : "");
  }
  return out;
}

std::string rounded(double v) { return number_text(std::round(v * 1e4) / 1e4); }

class Relaxer {
 public:
  explicit Relaxer(const Backend& solver) : solver_(solver) {}

  // The relaxation's optimum as text, or why there is none: "infeasible", or too big to solve here.
  RelaxationLine line(const std::string& id, const std::string& label, const ModelData& m, bool feasibility) const {
    RelaxationLine out{id, label, "", ""};
    const int64_t nonzeros = m.rows.getNumElements();
    if (nonzeros > kPageRelaxationNonzeros) {
      out.value = "not solved here";
      out.state = RelaxationLine::State::too_big;
      out.note = fmt::format("{} and {}: past the page's {} nonzeros, it would take minutes",
                             counted(m.row_names.size(), "row", "rows"),
                             counted(static_cast<uint64_t>(nonzeros), "nonzero", "nonzeros"), kPageRelaxationNonzeros);
      return out;
    }
    const std::optional<double> v = solver_.engine()->lp_relaxation(m);
    out.value = !v ? "infeasible" : feasibility ? "feasible" : rounded(*v);
    if (!v) out.note = "no fractional point meets the rows, so no placement can";
    return out;
  }

  // The same for a spec built in memory, refused (too big, invalid) with the reason as the note.
  RelaxationLine line(const std::string& id, const std::string& label, const Spec& spec, bool feasibility) const {
    try {
      const auto built = build_model(spec, physical_memory());
      const Sizes sizes = built->sizes();
      if (sizes.nonzeros > kPageRelaxationNonzeros)
        return {id, label, "not solved here",
                fmt::format("{} and {}: past the page's {} nonzeros, it would take minutes",
                            counted(static_cast<uint64_t>(sizes.rows), "row", "rows"),
                            counted(static_cast<uint64_t>(sizes.nonzeros), "nonzero", "nonzeros"), kPageRelaxationNonzeros),
                RelaxationLine::State::too_big};
      return line(id, label, model_data_of(*built), feasibility);
    } catch (const UserError& e) {
      return {id, label, "not built", e.what(), RelaxationLine::State::not_built};
    }
  }

 private:
  const Backend& solver_;
};

// Each family's formula, from the families of the model the header describes (the same rows the
// file has: the header states everything the model is built from). None if it cannot be built.
std::vector<Formula> family_formulas(const Spec& spec) {
  std::vector<Formula> out;
  try {
    const auto built = build_model(spec, physical_memory());
    for (const auto& family : built->families())
      for (Formula& f : family->legend().formulas) out.push_back(std::move(f));
  } catch (const UserError&) {
  }
  return out;
}

// The spec the header states, with a weighted model's table read back from the file's objective
// (the header names the weights file; the objective holds its numbers), so that its model can be
// built again: its families' formulas, and its other form.
Spec spec_of_file(const Spec& header, const ModelData& m) {
  Spec spec = header;
  if (!spec.weighted || !spec.weights.empty()) return spec;
  spec.weights.assign(static_cast<size_t>(spec.rows) * static_cast<size_t>(spec.cols), 0.0);
  for (size_t j = 0; j < m.col_names.size(); ++j) {
    ColumnKind kind{};
    Square q;
    if (parse_square_name(m.col_names[j], kind, q) && kind == ColumnKind::piece && q.r < spec.rows && q.c < spec.cols)
      spec.weights[static_cast<size_t>(q.r) * static_cast<size_t>(spec.cols) + static_cast<size_t>(q.c)] = m.sign * m.objective[j];
  }
  return spec;
}

// Whether the spec takes the cut too (its own check, in check_spec, lets it through).
bool takes_cut(const Spec& spec, const CutOption& cut) {
  Spec with = spec;
  with.*cut.flag = true;
  try {
    check_spec(with, std::numeric_limits<uint64_t>::max());
    return true;
  } catch (const UserError&) {
    return false;
  }
}

}  // namespace

Teaching teaching_stage(const ReadFile& file, const Backend& chosen) {
  Teaching out;
  const ModelData& model = file.model;
  const std::string& path = file.path;
  // The relaxations are solved in process: by the chosen solver's library, or the first library
  // engine's where it has none.
  const Backend* solver_ptr = &chosen;
  for (const Backend* b : backends())
    if (!solver_ptr->engine() && b->engine()) solver_ptr = b;
  const Backend& solver = *solver_ptr;
  if (!solver.engine()) throw std::logic_error("no backend of the registry has a library engine to relax with");
  out.relaxation_engine = std::string(solver.engine()->relaxation);
  out.model = std::make_shared<const ModelData>(model);
  out.header_lines = header_comment(path);
  if (file.format == FileFormat::lp) {  // each row's own line, for the page
    std::ifstream in(path, std::ios::binary);
    out.lp_text.assign(std::istreambuf_iterator<char>(in), {});
  }
  const Relaxer relax(solver);
  const bool known = file.board && file.board->problem_known;
  const std::optional<Spec> file_spec = known ? std::optional<Spec>(spec_of_file(file.board->spec, model)) : std::nullopt;
  const Spec* spec = file_spec ? &*file_spec : nullptr;
  const bool feasibility = spec && !answer_view(spec->problem).optimizes && !spec->weighted;
  const bool packing_rows = spec && unit_of(spec->problem).takes_formulation();
  const std::string this_form =
      spec ? fmt::format("{} (this file)", packing_rows ? formulation_word(spec->formulation) : "covering") : "this file";
  out.relaxations.push_back(relax.line("relaxation", this_form, model, feasibility));
  if (spec) out.formulas = family_formulas(*spec);
  if (!spec) {
    out.relaxation_note = "The file has no boardlp header, so the page does not know its problem: only its own "
                             "relaxation is shown.";
    return out;
  }
  Spec other = *spec;
  other.formulation = other.formulation == Formulation::clique ? Formulation::pairwise : Formulation::clique;
  const std::string other_form(formulation_word(other.formulation));
  if (feasibility) {
    // A feasibility file has no objective: the LP tells whether some fractional point meets the
    // rows, and the maximum's relaxation bounds how many pieces could fit.
    Spec most = *spec;
    most.problem = Problem::max;
    most.k = -1;
    out.relaxations.push_back(relax.line("other-relaxation", other_form, other, true));
    out.relaxations.push_back(relax.line("max-relaxation", fmt::format("the most pieces ({}, --max)", formulation_word(most.formulation)),
                                            most, false));
    // A region puzzle places K in every row: rows x K pieces in all.
    const int64_t pieces = spec->regions.empty() ? spec->k : int64_t{spec->rows} * spec->k;
    out.relaxation_note = fmt::format("{} has no objective: its relaxation is only feasible or not. The maximum's "
                                         "relaxation bounds how many pieces any placement can hold; where it is below {}, "
                                         "the LP alone proves there is none.",
                                         spec->regions.empty() ? fmt::format("A feasibility file (--place {})", spec->k)
                                                               : fmt::format("A region puzzle ({} in every row, column and "
                                                                             "region: {} pieces)", spec->k, pieces),
                                         pieces);
    return out;
  }
  const ProblemUnit& unit = unit_of(spec->problem);
  if (const std::string_view words = unit.covering_relaxation_words(); !words.empty()) {
    if (packing_rows)
      out.relaxations.push_back(relax.line("other-relaxation", other_form, other, false));
    for (const CutOption& cut : cut_options())  // the bounds a cut adds, where one applies
      if (!cut.relaxation_words.empty() && !(spec->*cut.flag) && takes_cut(*spec, cut)) {
        Spec with = *spec;
        with.*cut.flag = true;
        out.relaxations.push_back(relax.line(fmt::format("with-{}", cut.name), std::string(cut.relaxation_words), with, false));
      }
    out.relaxation_note =
        "Covering asks for the fewest pieces: the relaxation is a lower bound, and the further below the optimum, the "
        "more the solver must branch to prove it. " + std::string(words);
    return out;
  }
  RelaxationLine other_line = relax.line("other-relaxation", other_form, other, false);
  if (other_line.state == RelaxationLine::State::too_big && other.formulation == Formulation::pairwise &&
      unit.half_meets_pair_rows()) {
    // Every variable at 1/2 meets every pair row: the pairwise bound is at least half the squares.
    const Board board(spec->rows, spec->cols, spec->walls, spec->holes, spec->torus);
    other_line.value = fmt::format("at least {}", number_text(static_cast<double>(board.open_squares()) / 2));
    other_line.note += "; but x = 1/2 on every square meets every pair row, so its optimum is at least half the open squares";
  }
  out.relaxations.push_back(std::move(other_line));
  out.relaxation_note = "The LP relaxation lets every variable take any value from 0 to 1; the closer its optimum "
                           "to the integer optimum, the less the solver must branch.";
  return out;
}

}  // namespace boardlp
