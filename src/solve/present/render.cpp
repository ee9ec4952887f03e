#include "render.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "wording.hpp"

namespace boardlp {

namespace {

std::string number(double v) {
  return v == std::round(v) && std::abs(v) < 1e15 ? fmt::format("{}", static_cast<int64_t>(v)) : fmt::format("{}", v);
}

std::string squares_text(const std::vector<Square>& squares) {
  std::string out;
  for (const Square& s : squares) out += fmt::format("{}({},{})", out.empty() ? "" : " ", s.r + 1, s.c + 1);
  return out;
}

nlohmann::json squares_json(const std::vector<Square>& squares) {
  nlohmann::json a = nlohmann::json::array();
  for (const Square& s : squares) a.push_back({s.r + 1, s.c + 1});
  return a;
}

nlohmann::json number_json(double v) {
  if (v == std::round(v) && std::abs(v) < 9e15) return static_cast<int64_t>(v);
  return v;
}

// A piece that was already on the board: the lower-case letter, or the outlined chess symbol.
std::string fixed_glyph(Piece p, bool ascii) {
  const std::string_view g = glyph(p, true);
  if (ascii || g.size() != 1) return std::string(1, static_cast<char>(std::tolower(static_cast<unsigned char>(g[0]))));
  constexpr std::pair<char, std::string_view> kOutlined[] = {
      {'Q', "\u2655"}, {'R', "\u2656"}, {'B', "\u2657"}, {'K', "\u2654"}, {'N', "\u2658"}, {'P', "\u25C9"}};
  for (const auto& [letter, symbol] : kOutlined)
    if (letter == g[0]) return std::string(symbol);
  return std::string(1, static_cast<char>(std::tolower(static_cast<unsigned char>(g[0]))));
}

// Why an enumeration stopped before it proved there is no other solution.
std::string stop_reason(const SolveReport& r) {
  if (r.interrupted_by) return "interrupted";
  if (!r.licence_stop.empty()) return "licence";
  if (r.time_limit_hit) return "time_limit";
  return "limit";
}

// What the picture shows: "9 queens on an 8x8 board", or "92 solutions of 8 queens on an 8x8 board".
std::string svg_title(const SolveReport& r) {
  const Spec& spec = r.board->spec;
  if (r.solutions.empty()) return fmt::format("no solution on {}", a_board(spec.rows, spec.cols));
  if (answer_view(spec.problem).colours)
    return fmt::format("{} in {}: no two squares of a colour attack each other as {}", a_board(spec.rows, spec.cols),
                       counted(r.solutions.front().placement.colours_used.size(), "colour", "colours"), plural(spec.piece));
  const size_t pieces = r.solutions.front().placement.pieces.size();
  bool same = true;
  for (const FoundSolution& s : r.solutions) same = same && s.placement.pieces.size() == pieces;
  const std::string what = counted(pieces, singular(spec.piece), plural(spec.piece));
  if (r.solutions.size() == 1) return fmt::format("{} on {}", what, a_board(spec.rows, spec.cols));
  return fmt::format("{}{} of {} on {}", counted(r.solutions.size(), "solution", "solutions"),
                     r.partial() ? " (partial)" : "", same ? what : plural(spec.piece), a_board(spec.rows, spec.cols));
}

}  // namespace

namespace {

bool armies_of(const Spec& spec) { return answer_view(spec.problem).black_army; }

// Armies: a white piece is the capital letter or the outlined chess symbol, a black one the
// small letter or the filled symbol; a piece with no name is * and @.
std::string white_glyph(Piece p, bool ascii) {
  const std::string_view g = glyph(p, true);
  if (g == "*") return "*";
  return ascii ? std::string(g) : fixed_glyph(p, false);
}
std::string black_glyph(Piece p, bool ascii) {
  const std::string_view g = glyph(p, true);
  if (g == "*") return "@";
  return ascii ? std::string(1, static_cast<char>(std::tolower(static_cast<unsigned char>(g[0])))) : std::string(glyph(p, false));
}

// Whether the problem is about which squares the pieces attack: the dominations (every square
// covered) and non-dominating (the most left free). Their pictures mark the attacked squares.
bool shows_attacks(const Spec& spec) { return answer_view(spec.problem).attacked != AnswerView::Attacked::none; }

// The squares the pieces attack, for those problems: drawn so that a class sees the cover.
std::vector<Square> attacked_for(const Spec& spec, const Placement& placement) {
  return shows_attacks(spec) ? attacked_squares(spec, placement.pieces) : std::vector<Square>{};
}

// The characters of a board's cell (its symbols are UTF-8).
size_t cell_width(const std::string& cell) {
  size_t n = 0;
  for (unsigned char ch : cell) n += (ch & 0xC0) != 0x80;
  return n;
}

// Colouring: how many squares each colour has, "colour 1: 5, colour 2: 5, ...".
std::string colour_sizes(const Placement& p) {
  std::map<int32_t, size_t> size;
  for (const auto& [q, k] : p.coloured) ++size[k];
  std::string out;
  for (const auto& [k, n] : size) out += fmt::format("{}{}: {}", out.empty() ? "" : ", ", k, n);
  return out;
}

}  // namespace

std::string board_text(const Spec& spec, const Placement& placement, bool ascii) {
  const bool armies = armies_of(spec);
  const std::vector<Square> attacked = attacked_for(spec, placement);
  int32_t most_colours = 0;  // colouring: each square shows its colour's number
  for (const auto& [q, k] : placement.coloured) most_colours = std::max(most_colours, k);
  const int width = std::max({2, static_cast<int>(std::to_string(spec.cols).size()) + 1,
                              static_cast<int>(std::to_string(most_colours).size()) + 1});
  const int label = static_cast<int>(std::to_string(spec.rows).size());
  std::string out(static_cast<size_t>(label + 1), ' ');
  for (int c = 1; c <= spec.cols; ++c) out += fmt::format("{:>{}}", c, width);
  out += '\n';
  for (int32_t r = 0; r < spec.rows; ++r) {
    out += fmt::format("{:>{}} ", r + 1, label);
    for (int32_t c = 0; c < spec.cols; ++c) {
      const Square s{r, c};
      std::string cell = ascii ? "." : "\u00B7";
      if (std::binary_search(spec.walls.begin(), spec.walls.end(), s)) cell = ascii ? "#" : "\u25A0";
      if (std::binary_search(spec.holes.begin(), spec.holes.end(), s)) cell = ascii ? "o" : "\u25CB";
      if (!spec.regions.empty() && spec.regions[static_cast<size_t>(r * spec.cols + c)] != '#' &&
          !std::binary_search(spec.holes.begin(), spec.holes.end(), s))  // a region puzzle: each square's region, small
        cell = std::string(1, static_cast<char>(std::tolower(static_cast<unsigned char>(spec.regions[static_cast<size_t>(r * spec.cols + c)]))));
      if (std::binary_search(placement.new_walls.begin(), placement.new_walls.end(), s)) cell = ascii ? "+" : "\u25A3";
      if (std::binary_search(attacked.begin(), attacked.end(), s)) cell = ascii ? "x" : "\u00D7";
      if (std::binary_search(placement.unattacked.begin(), placement.unattacked.end(), s)) cell = ascii ? "s" : "\u25A1";
      if (std::binary_search(placement.pieces.begin(), placement.pieces.end(), s))
        cell = armies ? white_glyph(spec.piece, ascii)
               : std::binary_search(spec.fixed.begin(), spec.fixed.end(), s) ? fixed_glyph(spec.piece, ascii)
                                                                             : std::string(glyph(spec.piece, ascii));
      if (std::binary_search(placement.black.begin(), placement.black.end(), s)) cell = black_glyph(spec.piece, ascii);
      if (const int32_t k = colour_at(placement, s); k > 0) cell = std::to_string(k);
      out += std::string(static_cast<size_t>(width) - cell_width(cell), ' ');
      out += cell;
    }
    out += '\n';
  }
  return out;
}

namespace {

// Two boards next to each other, each under its title, the squares where they differ listed.
std::string side_by_side(const Spec& spec, const Placement& a, const Placement& b, bool ascii) {
  auto lines = [&](const Placement& p) {
    std::vector<std::string> out;
    std::string text = board_text(spec, p, ascii), line;
    for (char ch : text) {
      if (ch == '\n') out.push_back(std::exchange(line, {}));
      else line += ch;
    }
    return out;
  };
  auto width = [](const std::string& s) {  // characters, not bytes (the board's symbols are UTF-8)
    size_t n = 0;
    for (unsigned char ch : s) n += (ch & 0xC0) != 0x80;
    return n;
  };
  const std::vector<std::string> left = lines(a), right = lines(b);
  size_t column = 10;
  for (const std::string& l : left) column = std::max(column, width(l) + 4);
  std::string out = "solution 1" + std::string(column - 10, ' ') + "solution 2\n";
  for (size_t i = 0; i < std::max(left.size(), right.size()); ++i) {
    const std::string l = i < left.size() ? left[i] : "";
    out += l + std::string(column - width(l), ' ') + (i < right.size() ? right[i] : "") + "\n";
  }
  std::vector<Square> differ;
  std::set_symmetric_difference(a.pieces.begin(), a.pieces.end(), b.pieces.begin(), b.pieces.end(), std::back_inserter(differ));
  std::sort(differ.begin(), differ.end());
  out += fmt::format("\nthey differ on {}\n", squares_text(differ));
  return out;
}

}  // namespace

// --solution FILE: the status is the file's claim, which the checker cannot test (it tests a
// placement's rules, not that no better one or none exists).
std::string file_status(const SolveReport& r) {
  switch (r.status) {
    case SolveStatus::optimal: return "optimal, as the file claims (not checked: the checker tests the placement, not its optimality)";
    case SolveStatus::infeasible: return "infeasible, as the file claims (not checked: there is no placement to test)";
    case SolveStatus::unbounded: return "unbounded, as the file claims (not checked)";
    case SolveStatus::no_solution: return fmt::format("no solution in the file ({})", r.status_text);
    default:
      return r.status_stated ? fmt::format("a solution, not proven optimal, as the file says ({}; checked below)", r.status_text)
                             : "a solution; the file states no status (checked below)";
  }
}

std::string status_summary(const SolveReport& r) {
  if (r.from_file) return file_status(r);
  std::string status(status_word(r.status));
  if (r.enumerated) {
    const std::string found = counted(r.solutions.size(), "solution", "solutions");
    if (r.complete)
      status = r.solutions.size() == 1 ? "optimal: the only solution" : fmt::format("optimal: all {} found", found);
    else
      status = r.interrupted_by ? fmt::format("PARTIAL: {} found, then interrupted; there may be more", found)
               : !r.licence_stop.empty()
                   ? fmt::format("PARTIAL: {} found, then the solver's licence refused the model with --all's no-good rows; "
                                 "there may be more", found)
               : r.time_limit_hit ? fmt::format("PARTIAL: {} found, then stopped by the time limit; there may be more", found)
               : !r.faults.empty() ? fmt::format("STOPPED: {} found, then one failed the check (below)", found)
                                  : fmt::format("{} found, stopped at --limit; there may be more", found);
  } else if (r.status == SolveStatus::feasible && r.interrupted_by) {
    status = "feasible, not proven optimal (interrupted): the solver's best solution when it was stopped (checked below)";
  } else if (r.status == SolveStatus::feasible) {
    status = "feasible, not proven optimal: stopped by the time limit with this solution (checked below)";
  } else if (r.status == SolveStatus::no_solution) {
    status = "no solution: stopped by the time limit before finding one";
  }
  const bool puzzle = r.board && !r.board->spec.regions.empty();  // a region puzzle: is it unique?
  if (puzzle && r.enumerated && r.complete && r.solutions.size() == 1) status = "unique: the only solution";
  if (puzzle && r.enumerated && r.solutions.size() >= 2)
    status = r.complete ? fmt::format("not unique: {} solutions", r.solutions.size())
                        : fmt::format("not unique: {} found{}", counted(r.solutions.size(), "solution", "solutions"),
                                      r.partial() ? ", then stopped; there may be more" : ", stopped at --limit; there may be more");
  return status;
}

namespace {

// --cubes: the search written out, not run.
std::string cubes_text(const SolveReport& r) {
  std::string out;
  out += fmt::format("cubes       {} written, the search of every optimal solution split into disjoint parts "
                     "(objective {}); solve each with boardlp-solve FILE --all and add the counts:\n",
                     r.cube_files.size(), r.objective ? number(*r.objective) : "?");
  for (const std::string& f : r.cube_files) out += "  " + f + "\n";
  return out;
}

// How the solve ran and what it proved: the status, the parts, the options given, the check, the
// objective and its bound, the proof.
std::string status_lines(const SolveReport& r) {
  std::string out;
  const std::string runs =
      r.engine == ListingEngine::library
          ? fmt::format("{}, the optimum in 1 solve, then {} in one search tree each on its library, {} at a time, {:.3f} s",
                        r.solver, counted(static_cast<uint64_t>(r.cubes), "cube", "cubes"), r.jobs, r.seconds)
          : fmt::format("{}, {} solve{}, {:.3f} s", r.solver, r.solves, r.solves == 1 ? "" : "s", r.seconds);
  const std::string status = status_summary(r);
  out += fmt::format("status      {} ({})\n", status, runs);
  if (!r.parts.empty()) {
    std::string sizes;
    for (size_t i = 0; i < r.parts.size() && i < 6; ++i) sizes += (i ? ", " : "") + std::to_string(r.parts[i]);
    if (r.parts.size() > 6) sizes += ", ...";
    out += fmt::format("parts       the rows fall into {} independent parts ({} columns): the optimum is the sum of theirs, "
                       "and each can be solved alone (boardlp ... --split components; scripts/solve-parts)\n",
                       r.parts.size(), sizes);
  }
  if (!r.solver_options.empty()) {
    std::string given;
    for (const SolverOption& o : r.solver_options) given += (given.empty() ? "" : " ") + o.name + (o.value.empty() ? "" : "=" + o.value);
    out += fmt::format("options     {} (given to {} as they are)\n", given, r.solver);
  }
  if (r.status == SolveStatus::no_solution && !r.enumerated && !r.status_text.empty())
    out += fmt::format("solver      {}\n", r.status_text);  // its own words, or why they were not taken
  if (!r.faults.empty()) {
    out += fmt::format("CHECK FAILED: the {} answer breaks the rules:\n",
                       r.from_file ? "file's" : "solver's");
    for (const std::string& p : r.faults) out += "  " + p + "\n";
  }
  if (r.objective)
    out += fmt::format("objective   {}{}\n", number(*r.objective),
                       r.file_objective ? fmt::format(" (the file minimizes its negation: {})", number(*r.file_objective)) : "");
  // Stopped before a proof: how far the best solution may be from the optimum, as solvers say it.
  if (r.objective && r.bound && r.status == SolveStatus::feasible && !r.enumerated) {
    const double gap = std::abs(*r.objective - *r.bound) / std::max(1e-9, std::abs(*r.objective));
    out += fmt::format("bound       {} (the solver's best bound; gap {:.2f}%: the optimum lies between them)\n", number(*r.bound),
                       100 * gap);
  }
  if (r.proof)
    out += fmt::format("proof       {} (DRAT, of {}): {}{}\n", r.proof->drat, r.proof->cnf,
                       r.proof->verdict == "verified" ? fmt::format("verified by {} in {:.2f} s", r.proof->checker, r.proof->seconds)
                                                      : r.proof->verdict,
                       r.proof->why.empty() ? "" : " (" + r.proof->why + ")");
  return out;
}

// What a listing found beyond its solutions: the classes a file's symmetry rows keep, the sets of
// each size, a model counter's count, the classes up to symmetry.
std::string listing_lines(const SolveReport& r) {
  std::string out;
  if (r.representatives)
    out += fmt::format("symmetry    the file's symmetry rows keep at least one placement of each class (some classes "
                       "more): {}, not every placement{}\n",
                       r.solutions.size() == 1 ? std::string("the 1 solution listed is one of those kept")
                                               : fmt::format("the {} solutions listed are those kept", r.solutions.size()),
                       r.placements ? fmt::format("; with their mirror images{}, {} in all{}",
                                                  armies_of(r.board->spec) && r.board->spec.fixed.empty() ? " and colour swaps" : "",
                                                  counted(static_cast<uint64_t>(*r.placements), "placement", "placements"),
                                                  r.partial() ? " among those found (partial)" : "")
                                    : "");
  if (!r.by_size.empty()) {  // searched by number of pieces: the solutions of each
    std::string sizes;
    // A level counts the placement's ones; the armies' are both colours, as many of each.
    const bool sides = r.board && armies_of(r.board->spec);
    for (const auto& [ones, count] : r.by_size) {
      const int64_t pieces = sides ? ones / 2 : ones;
      if (count > 0)
        sizes += fmt::format("{}{} of {}{}", sizes.empty() ? "" : ", ", count,
                             r.board ? counted(static_cast<uint64_t>(pieces), singular(r.board->spec.piece), plural(r.board->spec.piece))
                                     : counted(static_cast<uint64_t>(pieces), "one", "ones"),
                             sides ? " a side" : "");
    }
    out += fmt::format("sizes       {}{}\n", sizes.empty() ? "none" : sizes, r.partial() ? " (partial)" : "");
  }
  if (!r.counted_by.empty())
    out += fmt::format("counted     {} ({}, {:.3f} s){}\n",
                       r.counted ? fmt::format("{} {}", *r.counted, r.counted_representatives
                                                                        ? "placements the file's symmetry rows keep (at least one "
                                                                          "of each class, some classes more)"
                                                                    : r.counted_feasibility ? "placements"
                                                                                            : "optimal placements")
                                 : "not counted: the time limit or a stop came first",
                       r.counted_by, r.count_seconds,
                       r.count_checked_by.empty() ? "" : fmt::format("; {} agrees", r.count_checked_by));
  if (r.unique) {
    std::string orbits;  // "90 of 8, 1 of 4"
    for (auto it = r.orbits.rbegin(); it != r.orbits.rend(); ++it)
      orbits += fmt::format("{}{} of {}", orbits.empty() ? "" : ", ", it->second, it->first);
    out += fmt::format("unique      {} up to the board's rotations and reflections{}{}{}\n", *r.unique,
                       r.board && r.board->spec.torus ? " and, on the torus, translations" : "",
                       r.partial() ? ", among the solutions found (partial)" : "",
                       orbits.empty() ? "" : fmt::format("; classes by orbit size: {}", orbits));
  }
  return out;
}

// One solution: the pieces (or colours, or free squares) and the board drawn; a file with no
// board of boardlp's, its nonzero variables.
std::string solution_text(const SolveReport& r, const FoundSolution& s, bool ascii) {
  std::string out;
  if (r.board) {
    const Spec& spec = r.board->spec;
    const std::string what = s.placement.pieces.size() == 1 ? singular(spec.piece) : plural(spec.piece);
    const AnswerView view = answer_view(spec.problem);
    if (view.colours)
      out += fmt::format("{:<11} {} used (squares of each: {}); no two squares of a colour attack each other as {}\n",
                         "colours", s.placement.colours_used.size(), colour_sizes(s.placement), plural(spec.piece));
    else
      out += fmt::format("{:<11} {}: {}\n", armies_of(spec) ? "white" : what, s.placement.pieces.size(), squares_text(s.placement.pieces));
    if (armies_of(spec)) out += fmt::format("{:<11} {}: {}\n", "black", s.placement.black.size(), squares_text(s.placement.black));
    if (view.attacked == AnswerView::Attacked::all)
      out += fmt::format("{:<11} {}: every other open square ({} on the board)\n", "attacked",
                         attacked_for(spec, s.placement).size(), ascii ? "x" : "\u00D7");
    if (view.free_squares) {
      out += fmt::format("{:<11} {}: {} ({} on the board)\n", "free", s.placement.unattacked.size(),
                         squares_text(s.placement.unattacked), ascii ? "s" : "\u25A1");
      out += fmt::format("{:<11} {} ({} on the board)\n", "attacked", attacked_for(spec, s.placement).size(),
                         ascii ? "x" : "\u00D7");
    }
    if (!s.placement.new_walls.empty())
      out += fmt::format("{:<11} {}: {}\n", "walls added", s.placement.new_walls.size(), squares_text(s.placement.new_walls));
    out += '\n' + board_text(spec, s.placement, ascii);
  } else {
    out += "nonzero variables:";
    for (const auto& [name, value] : s.values)
      if (name.rfind("aux_", 0) != 0) out += fmt::format(" {}={}", name, number(value));  // not an encoding's counters
    out += '\n';
  }
  return out;
}

// The solutions, 12 at most; a region puzzle's first two side by side, where they differ.
std::string solutions_text(const SolveReport& r, bool ascii) {
  std::string out;
  const bool puzzle = r.board && !r.board->spec.regions.empty();
  const size_t shown = std::min<size_t>(r.solutions.size(), 12);
  if (puzzle && shown >= 2) {  // two solutions side by side: the puzzle maker sees where they differ
    out += '\n' + side_by_side(r.board->spec, r.solutions[0].placement, r.solutions[1].placement, ascii);
    if (r.solutions.size() > 2)
      out += fmt::format("\n... and {} more (--json lists them all, --svg draws them)\n",
                         counted(r.solutions.size() - 2, "solution", "solutions"));
    return out;
  }
  for (size_t i = 0; i < shown; ++i) {
    const FoundSolution& s = r.solutions[i];
    out += '\n';
    if (r.enumerated) out += fmt::format("solution {}\n", i + 1);
    out += solution_text(r, s, ascii);
  }
  if (r.solutions.size() > shown)
    out += fmt::format("\n... and {} more (--json lists them all, --svg draws them)\n",
                       counted(r.solutions.size() - shown, "solution", "solutions"));
  return out;
}

}  // namespace

std::string render_text(const SolveReport& r, bool ascii) {
  if (!r.cube_files.empty()) return cubes_text(r);
  return status_lines(r) + listing_lines(r) + solutions_text(r, ascii);
}

namespace {

// The run: its status, optimum, solver, times, and what the solver or the file said of it.
void add_run_fields(nlohmann::json& j, const SolveReport& r) {
  j["status"] = r.partial() && r.interrupted_by ? "interrupted"
                : r.partial() && r.time_limit_hit ? "time_limit"
                : r.status == SolveStatus::no_solution ? "no_solution"
                                                        : std::string(status_word(r.status));
  j["objective"] = r.objective ? number_json(*r.objective) : nlohmann::json();
  j["bound"] = r.bound ? number_json(*r.bound) : nlohmann::json();
  j["solver"] = r.solver;
  if (!r.parts.empty()) j["parts"] = r.parts;  // columns of each independent part
  if (!r.solver_options.empty()) {
    j["solver_options"] = nlohmann::json::array();
    for (const SolverOption& o : r.solver_options) j["solver_options"].push_back({o.name, o.value});
  }
  j["file"] = r.input;
  j["seconds"] = std::round(r.seconds * 1e4) / 1e4;
  j["solver_seconds"] = std::round(r.solver_seconds * 1e4) / 1e4;
  j["solver_cpu_seconds"] = std::round(r.solver_cpu_seconds * 1e4) / 1e4;
  j["solves"] = r.solves;
  j["count"] = r.solutions.size();
  if (r.file_objective) j["file_objective"] = *r.file_objective;  // the file's own, negated
  if (r.from_file) {  // the status is the file's claim; the check tests the placement alone
    j["status_source"] = "file";
    j["status_stated"] = r.status_stated;
  }
  if (r.time_limit_hit) j["time_limit_hit"] = true;
  if (!r.status_text.empty()) j["solver_status"] = r.status_text;
  if (r.interrupted_by) j["interrupted_by"] = r.interrupted_by;  // the signal; the exit code is 128 + it
}

// The listing (--all, --limit, cubes): its engine, sizes, completeness and classes.
void add_listing_fields(nlohmann::json& j, const SolveReport& r) {
  if (r.engine) j["engine"] = engine_word(*r.engine);
  if (r.engine == ListingEngine::library) {
    j["jobs"] = r.jobs;
    j["cubes"] = r.cubes;
  }
  if (!r.cube_files.empty()) j["cube_files"] = r.cube_files;
  if (!r.by_size.empty()) {
    j["by_size"] = nlohmann::json::array();
    const bool sides = r.board && armies_of(r.board->spec);  // both colours, as many of each: "pieces" a side
    for (const auto& [ones, count] : r.by_size)
      j["by_size"].push_back(sides ? nlohmann::json{{"pieces", ones / 2}, {"a_side", true}, {"count", count}}
                                   : nlohmann::json{{"pieces", ones}, {"count", count}});
  }
  if (r.enumerated) {
    j["complete"] = r.complete;
    j["partial"] = r.partial();
    if (r.partial()) j["stopped_by"] = stop_reason(r);
  }
  if (r.unique) j["unique"] = *r.unique;  // among the solutions found when partial
  if (!r.orbits.empty()) {  // [{"size": 8, "classes": 90}, ...], the largest orbits first
    j["orbits"] = nlohmann::json::array();
    for (auto it = r.orbits.rbegin(); it != r.orbits.rend(); ++it) j["orbits"].push_back({{"size", it->first}, {"classes", it->second}});
  }
  if (r.representatives) {  // symmetry rows: the solutions are one per class; placements counts all
    j["representatives"] = true;
    if (r.placements) j["placements"] = *r.placements;
  }
}

// A DRAT proof (--proof), with the files as checked.
void add_proof_fields(nlohmann::json& j, const SolveReport& r) {
  if (!r.proof) return;
  j["proof"] = {{"drat", r.proof->drat},       {"cnf", r.proof->cnf},
                {"verdict", r.proof->verdict}, {"checker", r.proof->checker},
                {"seconds", std::round(r.proof->seconds * 1e4) / 1e4}};
  // The files as checked, so that a later look (boardlp suite collect) can tell they still are.
  for (const auto& [key, print] : {std::pair{"cnf", r.proof->cnf_print}, std::pair{"drat", r.proof->drat_print}})
    if (print) {
      j["proof"][std::string(key) + "_bytes"] = print->bytes;
      j["proof"][std::string(key) + "_crc32"] = crc32_text(print->crc32);
    }
}

// The per-solution arrays, written one element at a time after the rest of the object: a document
// that held them all would keep every solution twice (8 rooks' 40,320: 139 MB at peak before).
void append_solution_arrays(std::string& out, const SolveReport& r) {
  auto array = [&](const char* key, const auto& element) {
    out += fmt::format(",\"{}\":[", key);
    for (size_t i = 0; i < r.solutions.size(); ++i) {
      if (i > 0) out += ',';
      out += element(r.solutions[i]).dump();
    }
    out += ']';
  };
  if (r.board) {
    const Spec& spec = r.board->spec;
    array("solutions", [](const FoundSolution& s) { return squares_json(s.placement.pieces); });  // armies: the white pieces
    if (std::any_of(r.solutions.begin(), r.solutions.end(), [](const FoundSolution& s) { return !s.placement.new_walls.empty(); }))
      array("walls_added", [](const FoundSolution& s) { return squares_json(s.placement.new_walls); });
    if (armies_of(spec)) array("black", [](const FoundSolution& s) { return squares_json(s.placement.black); });
    if (shows_attacks(spec))
      array("attacked", [&](const FoundSolution& s) { return squares_json(attacked_for(spec, s.placement)); });
    if (answer_view(spec.problem).free_squares)
      array("free", [](const FoundSolution& s) { return squares_json(s.placement.unattacked); });
    if (answer_view(spec.problem).colours)  // each board row's colours, 0 on a wall or a hole
      array("colouring", [&](const FoundSolution& s) {
        nlohmann::json rows = nlohmann::json::array();
        for (int32_t rr = 0; rr < spec.rows; ++rr) {
          nlohmann::json row = nlohmann::json::array();
          for (int32_t c = 0; c < spec.cols; ++c) row.push_back(colour_at(s.placement, {rr, c}));
          rows.push_back(std::move(row));
        }
        return rows;
      });
  }
  // Every file, board or not: each solution's nonzero variables by name.
  array("values", [](const FoundSolution& s) {
    nlohmann::json v = nlohmann::json::object();
    for (const auto& [name, value] : s.values) v[name] = number_json(value);
    return v;
  });
}

}  // namespace

std::string render_json(const SolveReport& r) {
  nlohmann::json j;
  add_run_fields(j, r);
  add_listing_fields(j, r);
  add_proof_fields(j, r);
  if (r.board) {
    const Spec& spec = r.board->spec;
    j["board"] = {{"piece", plural(spec.piece)}, {"rows", spec.rows}, {"cols", spec.cols}, {"walls", squares_json(spec.walls)}};
    if (spec.pieces_on != SquareClass::all) j["board"]["pieces_on"] = square_class_row(spec.pieces_on).word;
    if (spec.cover_on != SquareClass::all) j["board"]["cover_on"] = square_class_row(spec.cover_on).word;
  }
  if (!r.counted_by.empty()) {  // --count: a number in words (exact past any double), who counted it, against what
    j["counted"] = r.counted ? nlohmann::json(*r.counted) : nlohmann::json(nullptr);
    j["counted_by"] = r.counted_by;
    j["count_checked_by"] = r.count_checked_by.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.count_checked_by);
    j["counted_representatives"] = r.counted_representatives;
    j["count_seconds"] = std::round(r.count_seconds * 1e4) / 1e4;
  }
  j["check"] = !r.faults.empty() ? "failed" : r.solutions.empty() ? "none" : "ok";
  if (!r.faults.empty()) j["problems"] = r.faults;  // the JSON key users script against

  std::string out = j.dump();
  out.pop_back();  // the closing brace; the object is never empty (it has the status)
  append_solution_arrays(out, r);
  return out + "}\n";
}

int32_t colour_at(const Placement& p, Square q) {
  const auto at = std::lower_bound(p.coloured.begin(), p.coloured.end(), std::pair{q, 0});
  return at != p.coloured.end() && at->first == q ? at->second : 0;
}

std::string colour_fill(int32_t k) {
  // 20 distinct colours (Sasha Trubetskoy's list), then round again.
  static constexpr const char* kColours[] = {"#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4", "#46f0f0",
                                             "#f032e6", "#bcf60c", "#fabebe", "#008080", "#e6beff", "#9a6324", "#fffac8",
                                             "#800000", "#aaffc3", "#808000", "#ffd8b1", "#000075", "#808080"};
  return kColours[static_cast<size_t>(k - 1) % std::size(kColours)];
}

// A region puzzle's squares: one pale colour per region, in the order of the regions' first squares.
std::string region_fill(const Spec& spec, int32_t r, int32_t c) {
  static constexpr const char* kPalette[] = {"#f4cccc", "#fce5cd", "#fff2cc", "#d9ead3", "#d0e0e3", "#cfe2f3",
                                             "#d9d2e9", "#ead1dc", "#e6b8af", "#b6d7a8", "#a2c4c9", "#b4a7d6"};
  const char id = spec.regions[static_cast<size_t>(r * spec.cols + c)];
  std::string order;
  for (char ch : spec.regions)
    if (ch != '#' && order.find(ch) == std::string::npos) order += ch;
  return kPalette[order.find(id) % std::size(kPalette)];
}

std::string render_svg(const SolveReport& r) {
  if (!r.board) return {};
  const Spec& spec = r.board->spec;
  const size_t n = std::max<size_t>(r.solutions.size(), 1);
  const int cell = 24, gap = 16, title = 18;
  const int across = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(n))));
  const int down = static_cast<int>((n + static_cast<size_t>(across) - 1) / static_cast<size_t>(across));
  const int bw = spec.cols * cell, bh = spec.rows * cell;
  const int width = across * (bw + gap) + gap, height = down * (bh + gap + title) + gap;
  std::string out = fmt::format(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\">\n"
      "<title>{}</title>\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
      width, height, width, height, svg_title(r));
  for (size_t i = 0; i < r.solutions.size(); ++i) {
    const Placement& p = r.solutions[i].placement;
    const int x0 = gap + static_cast<int>(i % static_cast<size_t>(across)) * (bw + gap);
    const int y0 = gap + static_cast<int>(i / static_cast<size_t>(across)) * (bh + gap + title) + title;
    out += fmt::format("<g id=\"solution-{}\">\n<text x=\"{}\" y=\"{}\" font-family=\"sans-serif\" font-size=\"12\">#{}</text>\n",
                       i + 1, x0, y0 - 5, i + 1);
    for (int32_t rr = 0; rr < spec.rows; ++rr)
      for (int32_t c = 0; c < spec.cols; ++c) {
        const Square s{rr, c};
        std::string fill = !spec.regions.empty() && spec.regions[static_cast<size_t>(rr * spec.cols + c)] != '#'
                               ? region_fill(spec, rr, c)
                               : (rr + c) % 2 == 0 ? "#f0d9b5" : "#b58863";
        if (std::binary_search(spec.walls.begin(), spec.walls.end(), s)) fill = "#333333";
        if (std::binary_search(spec.holes.begin(), spec.holes.end(), s)) fill = "#ffffff";  // a hole: an empty square, ringed below
        if (std::binary_search(p.new_walls.begin(), p.new_walls.end(), s)) fill = "#3b6ea5";
        if (const int32_t k = colour_at(p, s); k > 0) fill = colour_fill(k);
        out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>\n", x0 + c * cell,
                           y0 + rr * cell, cell, cell, fill);
      }
    for (const Square& h : spec.holes)  // a ring: lines pass over a hole
      out += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"#777777\"/>\n",
                         x0 + h.c * cell + cell / 2, y0 + h.r * cell + cell / 2, cell / 3);
    for (const Square& q : attacked_for(spec, p))  // covering problems: a cross on each attacked square
      out += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"#a33\" "
                         "class=\"attacked\">\u00D7</text>\n",
                         x0 + q.c * cell + cell / 2, y0 + q.r * cell + cell - 7, cell / 2);
    for (const Square& q : p.unattacked)  // non-dominating: a green ring on each free square
      out += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"none\" stroke=\"#2e7d32\" stroke-width=\"2.5\" "
                         "class=\"free\"/>\n",
                         x0 + q.c * cell + cell / 2, y0 + q.r * cell + cell / 2, cell / 3);
    for (const auto& [q, k] : p.coloured)  // colouring: the colour's number on its square
      out += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" font-family=\"sans-serif\" "
                         "class=\"colour\">{}</text>\n",
                         x0 + q.c * cell + cell / 2, y0 + q.r * cell + cell - 7, cell / 2, k);
    const bool armies = armies_of(spec);
    for (const Square& q : p.pieces) {
      const bool fixed = std::binary_search(spec.fixed.begin(), spec.fixed.end(), q);  // drawn in blue
      const std::string attrs = armies ? " class=\"white\"" : fixed ? " fill=\"#1f5fa8\" class=\"fixed\"" : "";
      out += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\"{}>{}</text>\n",
                         x0 + q.c * cell + cell / 2, y0 + q.r * cell + cell - 5, cell - 4, attrs,
                         armies ? white_glyph(spec.piece, false) : std::string(glyph(spec.piece, false)));
    }
    for (const Square& q : p.black)  // armies: the filled symbol, with a dark ring so shape tells too
      out += fmt::format("<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"#222\"/>\n"
                         "<text x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"middle\" fill=\"#fff\" class=\"black\">{}</text>\n",
                         x0 + q.c * cell + cell / 2, y0 + q.r * cell + cell / 2, cell / 2 - 1, x0 + q.c * cell + cell / 2,
                         y0 + q.r * cell + cell - 5, cell - 4, black_glyph(spec.piece, false));
    out += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"black\"/>\n</g>\n", x0, y0, bw, bh);
  }
  out += "</svg>\n";
  return out;
}

}  // namespace boardlp
