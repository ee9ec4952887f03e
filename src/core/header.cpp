#include "header.hpp"

#include <algorithm>
#include <limits>
#include <map>
#include <sstream>

#include <fmt/format.h>

#include "cuts.hpp"
#include "errors.hpp"
#include "formulation.hpp"
#include "input_files.hpp"
#include "problem_unit.hpp"
#include "solver_forms.hpp"
#include "template.hpp"
#include "wording.hpp"

namespace boardlp {

std::optional<EmptyLines> parse_cube(std::string_view text) {
  // FIRST-LAST,FIRST-LAST, 1-based: the empty rows', then the empty columns'.
  int32_t v[4];
  size_t at = 0;
  for (int i = 0; i < 4; ++i) {
    const size_t end = text.find(i == 1 ? ',' : i == 3 ? '\0' : '-', at);
    const std::string_view part = text.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at);
    const std::optional<int64_t> n = whole_number(part);
    if (!n || *n < 1 || *n > std::numeric_limits<int32_t>::max()) return std::nullopt;
    v[i] = static_cast<int32_t>(*n - 1);
    if (i < 3 && end == std::string_view::npos) return std::nullopt;
    at = end + 1;
  }
  return EmptyLines{v[0], v[1], v[2], v[3]};
}

namespace {
std::string squares_list(std::vector<Square> squares) {  // "3,4;6,5" in board order, or "none"
  if (squares.empty()) return "none";
  std::sort(squares.begin(), squares.end());
  std::string out;
  for (size_t i = 0; i < squares.size(); ++i) out += fmt::format("{}{},{}", i ? ";" : "", squares[i].r + 1, squares[i].c + 1);
  return out;
}
}  // namespace

std::string header_line(const Spec& spec) {
  std::string line = fmt::format("boardlp 1 piece={} board={}x{} problem={}", word(spec.piece), spec.rows,
                                 spec.cols, problem_word(spec.problem));
  if (has_k(spec.problem)) line += fmt::format(" k={}", effective_k(spec));
  line += fmt::format(" formulation={} walls=", formulation_word(spec.formulation));
  line += squares_list(spec.walls);
  // Written only when there are some, so that files without them keep their first line.
  if (const std::vector<Square> holes = own_holes(spec); !holes.empty()) line += " holes=" + squares_list(holes);
  if (spec.pieces_on != SquareClass::all) line += fmt::format(" pieces-on={}", square_class_row(spec.pieces_on).word);
  if (spec.cover_on != SquareClass::all) line += fmt::format(" cover-on={}", square_class_row(spec.cover_on).word);
  if (!spec.fixed.empty()) line += " fixed=" + squares_list(spec.fixed);
  if (spec.dominance) line += " dominance=" + (spec.dominated.empty() ? std::string("none") : squares_list(spec.dominated));
  if (spec.torus) line += " torus=1";
  if (spec.cover == CoverForm::lines) line += " cover=lines";
  if (spec.at_most >= 0) line += fmt::format(" at-most={}", spec.at_most);
  if (spec.at_least >= 0) line += fmt::format(" at-least={}", spec.at_least);
  if (spec.weighted) line += " objective=weights";
  if (spec.cube)
    line += fmt::format(" cube={}-{},{}-{}", spec.cube->first_row + 1, spec.cube->last_row + 1, spec.cube->first_col + 1,
                        spec.cube->last_col + 1);
  if (!spec.regions.empty()) {  // the grid, its rows joined by '/' ('#' a wall)
    line += " regions=";
    for (int32_t r = 0; r < spec.rows; ++r) {
      if (r > 0) line += '/';
      line.append(spec.regions.data() + static_cast<size_t>(r) * static_cast<size_t>(spec.cols), static_cast<size_t>(spec.cols));
    }
  }
  if (const std::string cuts = cut_list(spec); !cuts.empty()) line += " cuts=" + cuts;
  return line;
}

namespace {

// The note of the first cut the spec did not ask for and check_spec would take, in that cut's words.
std::string cut_offer_note(const Spec& spec) {
  for (const CutOption& cut : cut_options()) {
    if (cut.offer.empty() || spec.*cut.flag) continue;
    Spec with = spec;
    with.*cut.flag = true;
    try {
      check_spec(with, std::numeric_limits<uint64_t>::max());
    } catch (const UserError&) {
      continue;
    }
    return std::string(answer_view(spec.problem).colour_swaps ? cut.offer_colour_swaps : cut.offer);
  }
  return "";
}

std::string walls_text(const Spec& spec) {
  if (spec.walls.empty()) return "No walls.";
  std::string list;
  for (size_t i = 0; i < spec.walls.size(); ++i)
    list += fmt::format("{}({},{})", i == 0 ? "" : i + 1 == spec.walls.size() ? " and " : ", ",
                        spec.walls[i].r + 1, spec.walls[i].c + 1);
  const std::string effect = !attacks_along_lines(spec.piece)
                                 ? "no piece stands on a wall (a wall does not stop a king or a knight)"
                             : spec.piece.leaps() ? "no piece stands on a wall, and a wall blocks every line of attack through "
                                                    "it (a leap goes over it)"
                                                  : "no piece stands on a wall, and a wall blocks every line of attack through it";
  return fmt::format("{} {} on {}: {}.", spec.walls.size(), spec.walls.size() == 1 ? "wall stands" : "walls stand",
                     list, effect);
}

std::string square_list_text(const std::vector<Square>& squares) {  // "(1,2), (3,4) and (5,6)"
  std::string list;
  for (size_t i = 0; i < squares.size(); ++i)
    list += fmt::format("{}({},{})", i == 0 ? "" : i + 1 == squares.size() ? " and " : ", ", squares[i].r + 1, squares[i].c + 1);
  return list;
}

// `text` broken at spaces into lines of at most `width` characters (a word longer stays whole).
std::string wrapped(const std::string& text, size_t width) {
  std::string out;
  size_t line = 0;
  for (size_t at = 0; at < text.size();) {
    const size_t end = std::min(text.find(' ', at), text.size());
    const size_t word = end - at;
    if (line > 0 && line + 1 + word > width) {
      out += '\n';
      line = 0;
    } else if (line > 0) {
      out += ' ';
      ++line;
    }
    out.append(text, at, word);
    line += word;
    at = end + 1;
  }
  return out;
}

// Holes and fixed pieces, when there are any: appended to the walls' sentence.
std::string holes_and_fixed_text(const Spec& spec) {
  std::string out;
  if (spec.torus)
    out += "\nThe board is a torus: a line or a leap that leaves one edge comes back on the opposite one, so a line "
           "no wall cuts is a cycle and its row holds the whole cycle (the toroidal n-queens problem, OEIS A007705).";
  if (const std::vector<Square> holes = own_holes(spec); !holes.empty())
    out += fmt::format("\n{} on {}: no piece stands there, but lines of attack pass over {} (CSPLib prob080).",
                       counted(holes.size(), "hole is", "holes are"), square_list_text(holes), holes.size() == 1 ? "it" : "them");
  if (spec.pieces_on != SquareClass::all)
    out += fmt::format("\nPieces stand only on {} (--pieces-on {}):\nthe others hold no piece, as holes, but lines of attack "
                       "pass over them.", square_class_row(spec.pieces_on).words, square_class_row(spec.pieces_on).word);
  if (spec.cover_on != SquareClass::all)
    out += fmt::format("\nOnly {} need cover (--cover-on {}):\nthe others have no cover row.",
                       square_class_row(spec.cover_on).words, square_class_row(spec.cover_on).word);
  if (spec.dominance) {
    const std::string where = fmt::format("a piece covers a proper subset of what a piece on another square covers{}",
                                          spec.weighted ? " at no lower weight" : "");
    out += "\n" + wrapped(spec.dominated.empty()
                              ? fmt::format("The dominance rule (--dominance) leaves no square empty here: on no square does a "
                                            "piece cover a proper subset of what a piece on another square covers{}.",
                                            spec.weighted ? " at no lower weight" : "")
                              : fmt::format("The dominance rule (--dominance): {} no piece, as holes: {}, where {}. An optimal "
                                            "placement with a piece on one moves it there (or drops it) and stays optimal, so "
                                            "the optimum stays; the placements that use them are gone: the file is for the "
                                            "optimum, not for counting them.",
                                            counted(spec.dominated.size(), "square holds", "squares hold"),
                                            square_list_text(spec.dominated), where),
                           96);
  }
  if (!spec.fixed.empty())
    out += fmt::format("\n{} on {}: each keeps its variable, fixed to 1 by a row fx_R_C (the completion problem, "
                       "CSPLib prob079).",
                       counted(spec.fixed.size(), singular(spec.piece) + " already stands", plural(spec.piece) + " already stand"),
                       square_list_text(spec.fixed));
  return out;
}

std::string legend_text(const Model& model) {
  std::string out;
  for (const auto& family : model.families()) {
    const Legend l = family->legend();
    out += fmt::format("  {}\n      {}\n      ({})\n", l.pattern, l.algebra, l.meaning);
  }
  if (!out.empty()) out.pop_back();
  return out;
}

// How a file of this format says "no objective".
std::string_view no_objective_words(FileFormat format) {
  if (format_row(format).no_objective.empty()) throw std::logic_error("no objective words for a format that states no model");
  return format_row(format).no_objective;
}

std::string objective_text(const Spec& spec, const Model& model, FileFormat format) {
  const ProblemUnit& unit = unit_of(spec.problem);
  if (spec.at_most >= 0)
    return fmt::format("none: the feasibility form at a bound. Can {} {} do it? The row \"pieces\" allows at\n"
                       "  most that many; a solution is such a placement, and \"infeasible\" proves that at least {}\n"
                       "  are needed. {}",
                       spec.at_most, spec.at_most == 1 ? singular(spec.piece) : plural(spec.piece), spec.at_most + 1,
                       no_objective_words(format));
  if (spec.at_least >= 0)
    return fmt::format("none: the feasibility form of the maximum at a bound. Can it reach {}? The row \"reach\" asks\n"
                       "  for at least that much; a solution reaches it, and \"infeasible\" proves that the maximum is\n"
                       "  at most {}. {}",
                       spec.at_least, spec.at_least - 1, no_objective_words(format));
  const FormatRow& row = format_row(format);
  if (!row.states_objective && model.objective().kind != ObjectiveKind::none)  // check_statable let it through
    return fmt::format("none: {} The question:\n  {}", row.no_objective, unit.question());
  if (model.objective().kind == ObjectiveKind::none && !row.objective_row)
    return fmt::format("none: every placement that meets the constraints is a solution. {}", no_objective_words(format));
  if (spec.weighted) {  // --weights: the count weighed, square by square
    const bool maximize = model.objective().sense == ObjectiveSense::maximize;
    return maximize && !format_row(format).maximizes
               ? fmt::format("minimize  {}: minus the sum over all squares of w_R_C x_R_C, w_R_C read from {} (the "
                             "heaviest {} as the minimum of its negation)", model.objective().mps_name, spec.weights_file,
                             plural(spec.piece))
               : fmt::format("{}  {}: sum over all squares of w_R_C x_R_C, the weights of the squares that hold {}, "
                             "w_R_C read from {}", maximize ? "maximize" : "minimize", model.objective().name,
                             plural(spec.piece), spec.weights_file);
  }
  // A maximum in a format that cannot say "maximize" is the minimum of its negation: its own text.
  const std::string_view text = unit.objective_words(format_row(format).maximizes);
  return render(text, {{"name", model.objective().name},
                       {"mps_name", model.objective().mps_name},
                       {"piece", std::string(singular(spec.piece))},
                       {"pieces", std::string(plural(spec.piece))},
                       {"weights_file", spec.weights_file}});
}

// A model whose rows fall into independent parts says so, each part with the options that write
// it alone (split_parts.cpp) where a pair of named square sets states it.
// Past kHeaderPartsNonzeros the header says nothing of parts: finding them walks every row of a
// split model a second time and keeps an index per column slot, which at that size costs more than
// streaming the file (bench/RESULTS.md, "Finding a model's parts"); --split still finds them.
constexpr int64_t kHeaderPartsNonzeros = int64_t{1} << 24;

void parts_lines(const Model& model, const Sizes& sizes, std::vector<std::string>& lines) {
  if (sizes.nonzeros > kHeaderPartsNonzeros) return;
  const std::optional<ModelParts> parts = model_parts(model);
  if (!parts || parts->parts.size() < 2) return;
  lines.emplace_back();
  lines.push_back(fmt::format("The rows fall into {} independent parts: no row holds variables of two, so the optimum",
                              parts->parts.size()));
  lines.push_back("is the sum of the parts' optima, and each part can be solved, and proven, alone:");
  bool named = true;
  for (size_t i = 0; i < parts->parts.size(); ++i) {
    const ModelPart& part = parts->parts[i];
    const std::optional<Spec> alone = part_spec(model.spec(), model.board(), part);
    named = named && alone.has_value();
    lines.push_back(fmt::format("  part {}: {} columns and {} rows, {}", i + 1, part.columns, part.rows,
                                alone ? fmt::format("--pieces-on {}{}", square_class_row(alone->pieces_on).word,
                                                    alone->cover_on == SquareClass::all
                                                        ? "" : " --cover-on " + std::string(square_class_row(alone->cover_on).word))
                                      : "from " + col_name(part.first) + " on"));
  }
  if (named) lines.push_back("--split components -o DIR writes each part as a file of its own.");
}

}  // namespace

std::vector<std::string> header_lines(const Model& model, const Sizes& sizes, FileFormat format) {
  const Spec& spec = model.spec();
  const Piece p = spec.piece;
  std::map<std::string, std::string> v{
      {"piece", std::string(singular(p))},
      {"a_piece", with_article(singular(p))},
      {"pieces", std::string(plural(p))},
      {"board", fmt::format("{}x{}", spec.rows, spec.cols)},
      {"a_board", spec.torus ? fmt::format("{} {}x{} toroidal board", article_for(static_cast<uint64_t>(spec.rows)), spec.rows, spec.cols)
                             : a_board(spec.rows, spec.cols)},
      {"rows", std::to_string(spec.rows)},
      {"cols", std::to_string(spec.cols)},
      {"piece_rule", rule_text(p)},
      {"walls", walls_text(spec) + holes_and_fixed_text(spec)},
      {"nvars", std::to_string(sizes.columns)},
      {"nrows", std::to_string(sizes.rows)},
      {"nnz", std::to_string(sizes.nonzeros)},
      {"objective", objective_text(spec, model, format)},
      {"constraints", legend_text(model)},
      {"formulation", unit_of(spec.problem).form_text(spec)},
  };
  std::string name(problem_word(spec.problem));
  v["cut_offer"] = cut_offer_note(spec);
  if (has_k(spec.problem)) {
    v["k"] = std::to_string(effective_k(spec));
    v["k_pieces"] = counted(static_cast<uint64_t>(effective_k(spec)), singular(p), plural(p));
  }
  v["owner_vars"] = "";
  unit_of(spec.problem).template_values(spec, model, v);
  std::vector<std::string> lines{header_line(spec), ""};
  if (spec.weighted) {  // --weights: the problem below, its count weighed
    const bool maximize = model.objective().sense == ObjectiveSense::maximize;
    lines.push_back(fmt::format("Weighted (--weights {}): each {} counts its square's weight w_R_C, so the optimum is the",
                                spec.weights_file, singular(spec.piece)));
    lines.push_back(!answer_view(spec.problem).optimizes  // every placement is as large: the weight alone decides
                        ? std::string("lightest placement that meets the rows of this problem:")
                        : fmt::format("{} set that meets the rows of this problem, not the {}:", maximize ? "heaviest" : "lightest",
                                      maximize ? "largest" : "smallest"));
    lines.emplace_back();
  }
  if (spec.at_most >= 0) {  // the question this file asks, before the problem it is a form of
    lines.push_back(fmt::format("Can {} {} or fewer do it? The feasibility form, at a bound, of this problem:",
                                spec.at_most, spec.at_most == 1 ? singular(spec.piece) : plural(spec.piece)));
    lines.emplace_back();
  }
  if (spec.at_least >= 0) {
    lines.push_back(fmt::format("Can the maximum reach {}? The feasibility form, at a bound, of this problem:", spec.at_least));
    lines.emplace_back();
  }
  std::istringstream text(render(template_text(name), v));
  for (std::string line; std::getline(text, line);) lines.push_back(line);
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  parts_lines(model, sizes, lines);
  if (!spec.written_for.empty()) {  // --for SOLVER: whose form this is, and what was measured
    const std::optional<SolverForm> form = form_for(spec.written_for, spec.problem);
    const bool taken = form ? spec.formulation == form->formulation && spec.cover == form->cover
                            : spec.formulation == unit_of(spec.problem).default_formulation() && spec.cover == CoverForm::squares;
    lines.emplace_back();
    lines.push_back(fmt::format("Written for {} (--for {}):", spec.written_for, spec.written_for));
    if (!taken) {
      lines.push_back("  in the form --formulation or --cover asked for, not its fastest measured (bench/defaults).");
    } else if (form) {
      lines.push_back(fmt::format("  {}, its fastest form measured by bench/defaults (bench/RESULTS.md):", form->form));
      lines.push_back(fmt::format("  {}.", form->measured));
    } else if (forms_measured_for(spec.written_for)) {
      lines.push_back("  boardlp's default form, also its fastest measured by bench/defaults (bench/RESULTS.md).");
    } else {
      lines.push_back("  boardlp's default form (cbc's fastest): bench/defaults has not measured the forms on it.");
    }
  }
  return lines;
}

std::optional<Spec> parse_header_spec(std::string_view line) {
  std::vector<std::string_view> words;
  for (size_t i = 0; i < line.size();) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    size_t j = i;
    while (j < line.size() && line[j] != ' ' && line[j] != '\t') ++j;
    if (j > i) words.push_back(line.substr(i, j - i));
    i = j;
  }
  if (words.size() < 2 || words[0] != "boardlp") return std::nullopt;
  if (words[1] != "1") throw UserError(fmt::format("version {} is not 1", words[1]));
  Spec s;
  bool piece = false, board = false, problem = false;
  for (size_t i = 2; i < words.size(); ++i) {
    const std::string_view w = words[i];
    const size_t eq = w.find('=');
    if (eq == std::string_view::npos) throw UserError(fmt::format("'{}' is not key=value", w));
    const std::string_view key = w.substr(0, eq), value = w.substr(eq + 1);
    if (key == "piece") {
      const auto p = parse_piece(value);
      if (!p) throw UserError(fmt::format("unknown piece '{}'", value));
      s.piece = *p;
      piece = true;
    } else if (key == "board") {
      std::tie(s.rows, s.cols) = parse_board(std::string(value));
      board = true;
    } else if (key == "problem") {
      // problem=costs: a file written with --costs FILE, the spelling --place K --weights FILE replaced
      const bool costs = value == "costs";
      const auto p = costs ? std::optional<Problem>(Problem::place) : problem_from_word(value);
      if (!p) throw UserError(fmt::format("unknown problem '{}'", value));
      s.problem = *p;
      s.weighted = s.weighted || costs;
      problem = true;
    } else if (key == "k") {
      const std::optional<int64_t> k = whole_number(value);
      if (!k || *k < 0) throw UserError(fmt::format("k={} is not a count", value));
      s.k = *k;
    } else if (key == "formulation") {
      s.formulation = formulation_from_word(value).value_or(Formulation::clique);
    } else if (key == "cuts") {
      if (!set_cut_list(s, value)) throw UserError(fmt::format("cuts={} names a cut that is not {}", value, cut_names()));
    } else if (key == "regions") {
      std::string grid(value);
      std::replace(grid.begin(), grid.end(), '/', '\n');
      if (!board) throw UserError("regions= comes before board=");
      const RegionGrid g = parse_regions(grid, "the header's regions", s.rows, s.cols);
      s.regions = g.cells;
    } else if (key == "torus") {
      s.torus = value == "1";
    } else if (key == "at-most") {
      const std::optional<int64_t> k = whole_number(value);
      if (!k || *k < 0) throw UserError(fmt::format("at-most={} is not a count", value));
      s.at_most = *k;
    } else if (key == "at-least") {
      const std::optional<int64_t> m = whole_number(value);
      if (!m || *m < 0) throw UserError(fmt::format("at-least={} is not a count", value));
      s.at_least = *m;
    } else if (key == "objective") {
      if (value != "weights") throw UserError(fmt::format("objective={} is not weights", value));
      s.weighted = true;
    } else if (key == "cube") {
      s.cube = parse_cube(value);
      if (!s.cube) throw UserError(fmt::format("cube={} is not FIRST-LAST,FIRST-LAST", value));
    } else if (key == "cover") {
      if (value != "lines" && value != "squares") throw UserError(fmt::format("cover={} is not squares or lines", value));
      s.cover = value == "lines" ? CoverForm::lines : CoverForm::squares;
    } else if (key == "pieces-on" || key == "cover-on") {
      const std::optional<SquareClass> cls = square_class_from_word(value);
      if (!cls) throw UserError(fmt::format("{}={} is not {}", key, value, square_class_words()));
      (key == "pieces-on" ? s.pieces_on : s.cover_on) = *cls;
    } else if (key == "walls" || key == "holes" || key == "fixed" || key == "dominance") {
      s.dominance = s.dominance || key == "dominance";
      std::vector<Square>& squares = key == "walls" ? s.walls : key == "holes" ? s.holes : key == "fixed" ? s.fixed : s.dominated;
      if (value != "none") {
        std::string text(value);
        std::replace(text.begin(), text.end(), ';', '\n');
        squares = parse_squares(text, fmt::format("the header's {}", key),
                                key == "fixed" ? "fixed piece" : key == "dominance" ? "dominated square" : key.substr(0, 4));
      }
    }  // other keys: written by a later boardlp, skipped
  }
  if (!piece || !board || !problem) throw UserError("it needs piece=, board= and problem=");
  const Board b(s.rows, s.cols, s.walls, s.holes, s.torus);  // range, duplicates, a wall that is a hole
  s.walls = b.walls();
  s.holes = b.holes();
  apply_square_classes(s);
  const Board open = board_of(s);
  std::sort(s.fixed.begin(), s.fixed.end());
  for (const Square& f : s.fixed)
    if (!open.is_open(f.r, f.c)) throw UserError(fmt::format("fixed piece {},{} is not on an open square", f.r + 1, f.c + 1));
  return s;
}

}  // namespace boardlp
