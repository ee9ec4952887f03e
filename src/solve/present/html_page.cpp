#include "html_page.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "checker.hpp"
#include "mathprog_models.hpp"
#include "numbers.hpp"
#include "render.hpp"
#include "wording.hpp"

namespace boardlp {

namespace {

std::string escape(std::string_view text) {
  std::string out;
  for (char ch : text) {
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += ch;
    }
  }
  return out;
}

// Each row's text as the LP file states it ("name: x_1_1 + x_1_2 <= 1"), from its Subject To
// section; empty for MPS files (the page then writes the row from the model).
std::map<std::string, std::string> lp_row_lines(const std::string& text) {
  std::map<std::string, std::string> rows;
  const size_t start = text.find("\nSubject To");
  if (start == std::string::npos) return rows;
  size_t at = text.find('\n', start + 1);
  std::string name, line;
  auto flush = [&] {
    if (!name.empty()) rows[name] = line;
    name.clear();
    line.clear();
  };
  while (at != std::string::npos && at + 1 < text.size()) {
    const size_t end = text.find('\n', at + 1);
    const std::string l = text.substr(at + 1, end == std::string::npos ? std::string::npos : end - at - 1);
    at = end;
    if (l.empty() || l[0] == '\\') continue;
    if (l[0] != ' ') break;  // Bounds, Binaries, End: the section is over
    const size_t colon = l.find(':');
    const size_t first = l.find_first_not_of(' ');
    if (colon != std::string::npos && l.find_first_of(" +-<>=", first) > colon) {
      flush();
      name = l.substr(first, colon - first);
      line = l.substr(first);
    } else {
      line += " " + l.substr(first);
    }
  }
  flush();
  return rows;
}

std::string sense_text(double lower, double upper) {
  if (lower == upper) return fmt::format("= {}", number_text(lower));
  if (upper < 1e30 && lower > -1e30) return fmt::format("between {} and {}", number_text(lower), number_text(upper));
  return upper < 1e30 ? fmt::format("<= {}", number_text(upper)) : fmt::format(">= {}", number_text(lower));
}

// A row written from the model, for files that are not LP.
std::string row_from_model(const ModelData& m, int i) {
  const CoinShallowPackedVector row = m.rows.getVector(i);
  std::string out = m.row_names[static_cast<size_t>(i)] + ":";
  for (int k = 0; k < row.getNumElements(); ++k) {
    const double v = row.getElements()[k];
    out += fmt::format(" {} {}{}", v < 0 ? "-" : "+", std::abs(v) == 1 ? "" : number_text(std::abs(v)) + " ",
                       m.col_names[static_cast<size_t>(row.getIndices()[k])]);
  }
  return out + " " + sense_text(m.row_lower[static_cast<size_t>(i)], m.row_upper[static_cast<size_t>(i)]);
}

// The family of a row: its name up to the first '_' ("row_3" -> "row").
std::string family_of(const std::string& row) { return row.substr(0, row.find('_')); }

// MathML of a family's shared sense and bound ("<= 1"), or "<= b_i" when its rows differ.
std::string relation_math(const ModelData& m, int first, bool same_bounds) {
  const double lo = m.row_lower[static_cast<size_t>(first)], up = m.row_upper[static_cast<size_t>(first)];
  return !same_bounds ? "<mo>&#x2264;</mo><msub><mi>b</mi><mi>i</mi></msub>"
         : lo == up  ? fmt::format("<mo>=</mo><mn>{}</mn>", number_text(lo))
         : up < 1e30 ? fmt::format("<mo>&#x2264;</mo><mn>{}</mn>", number_text(up))
                     : fmt::format("<mo>&#x2265;</mo><mn>{}</mn>", number_text(lo));
}

// The first letters of the columns in a row (x, y, w, o): which kinds of variable it holds.
std::string term_letters(const ModelData& m, int row_index) {
  const CoinShallowPackedVector row = m.rows.getVector(row_index);
  std::set<char> letters;
  for (int k = 0; k < row.getNumElements(); ++k) letters.insert(m.col_names[static_cast<size_t>(row.getIndices()[k])][0]);
  return std::string(letters.begin(), letters.end());
}

// The family's algebra as a block: its own formula where the model's family gives one (by the
// rows' names), else the general form of a row over its squares S_i.
std::string family_math(const ModelData& m, int first, const std::string& family, bool same_bounds,
                        const std::vector<Formula>& formulas) {
  const std::string relation = relation_math(m, first, same_bounds);
  const std::string letters = term_letters(m, first);
  const auto known = std::find_if(formulas.begin(), formulas.end(), [&](const Formula& f) { return f.rows == family; });
  if (known != formulas.end())
    return fmt::format("<div class=\"formula\"><math displaystyle=\"true\" aria-label=\"the rows {0}\"><mrow>{1}{2}</mrow></math>"
                       "<p class=\"index\"><math><mrow>{3}</mrow></math>: {4}.</p></div>",
                       escape(family), known->math, relation, known->index, escape(known->words));
  const CoinShallowPackedVector row = m.rows.getVector(first);
  bool unit = true;
  for (int k = 0; k < row.getNumElements(); ++k) unit = unit && row.getElements()[k] == 1;
  std::string terms;
  for (char l : letters) {
    if (!terms.empty()) terms += "<mo>+</mo>";
    terms += fmt::format("<munder><mo>&#x2211;</mo><mrow><mo>(</mo><mi>r</mi><mo>,</mo><mi>c</mi><mo>)</mo><mo>&#x2208;</mo><msub><mi>S</mi><mi>i</mi></msub></mrow></munder>"
                         "{}<msub><mi>{}</mi><mrow><mi>r</mi><mo>,</mo><mi>c</mi></mrow></msub>",
                         unit ? "" : "<msub><mi>a</mi><mrow><mi>r</mi><mo>,</mo><mi>c</mi></mrow></msub>", l);
  }
  return fmt::format("<div class=\"formula\"><math displaystyle=\"true\" aria-label=\"the rows {0}_i\"><mrow>{1}{2}</mrow></math>"
                     "<p class=\"index\">for each row {0}_i: S_i holds the squares of row {0}_i, as the file lists them.</p></div>",
                     escape(family), terms, relation);
}

std::string objective_math(const ModelData& m) {
  std::set<char> letters;
  bool unit = true;
  for (size_t j = 0; j < m.objective.size(); ++j)
    if (m.objective[j] != 0) {
      letters.insert(m.col_names[j][0]);
      unit = unit && std::abs(m.objective[j]) == 1;
    }
  if (letters.empty()) return "<math><mtext>no objective: any placement that meets every row will do</mtext></math>";
  const bool per_colour = std::all_of(m.col_names.begin(), m.col_names.end(), [&](const std::string& name) {
    ColumnKind kind{};
    Square q;
    return m.objective[static_cast<size_t>(&name - m.col_names.data())] == 0 ||
           (parse_square_name(name, kind, q) && kind == ColumnKind::colour_used);
  });
  if (per_colour)  // colouring: the colours used
    return "<math display=\"block\"><mrow><mo>min</mo><mspace width=\"0.5em\"/><munder><mo>&#x2211;</mo><mi>k</mi></munder>"
           "<msub><mi>w</mi><mi>k</mi></msub></mrow></math>";
  std::string terms;
  for (char l : letters) {
    if (!terms.empty()) terms += "<mo>+</mo>";
    terms += fmt::format("<munder><mo>&#x2211;</mo><mrow><mi>r</mi><mo>,</mo><mi>c</mi></mrow></munder>{}<msub><mi>{}</mi><mrow><mi>r</mi><mo>,</mo><mi>c</mi></mrow></msub>",
                         unit ? "" : "<msub><mi>cost</mi><mrow><mi>r</mi><mo>,</mo><mi>c</mi></mrow></msub>", l);
  }
  return fmt::format("<math display=\"block\"><mrow><mo>{}</mo><mspace width=\"0.5em\"/>{}</mrow></math>", m.sign < 0 ? "max" : "min", terms);
}

// One board as SVG: squares with ids (sq-R-C, 1-based), walls, holes, fixed pieces, pieces, and
// for covering problems the attacked squares. `id` prefixes every id (the gallery's boards).
std::string board_svg(const Spec& spec, const Placement& p, int cell, const std::string& id, bool main_board) {
  const AnswerView view = answer_view(spec.problem);
  const bool armies = view.black_army;
  std::set<Square> walls(spec.walls.begin(), spec.walls.end()), holes(spec.holes.begin(), spec.holes.end()),
      fixed(spec.fixed.begin(), spec.fixed.end()), added(p.new_walls.begin(), p.new_walls.end());
  std::set<Square> attacked, free(p.unattacked.begin(), p.unattacked.end());
  if (view.attacked != AnswerView::Attacked::none)
    for (const Square& q : attacked_squares(spec, p.pieces)) attacked.insert(q);
  const int w = spec.cols * cell, h = spec.rows * cell;
  const int shown_w = std::min(w, 640), shown_h = shown_w * h / std::max(w, 1);  // big boards: scaled to fit
  std::string s = fmt::format("<svg class=\"board\" viewBox=\"0 0 {} {}\" width=\"{}\" height=\"{}\" role=\"img\" aria-label=\"{}\"{}>", w, h,
                              shown_w, shown_h,
                              escape(view.colours ? fmt::format("{} in {} colours", a_board(spec.rows, spec.cols), p.colours_used.size())
                                                                 : fmt::format("{}{}, {} {}", a_board(spec.rows, spec.cols), spec.torus ? " (a torus)" : "", p.pieces.size(), plural(spec.piece))),
                              main_board ? " id=\"board\"" : "");
  for (int32_t r = 0; r < spec.rows; ++r)
    for (int32_t c = 0; c < spec.cols; ++c) {
      const Square q{r, c};
      std::string cls = (r + c) % 2 ? "dark" : "light";
      if (walls.count(q)) cls = "wall";
      else if (added.count(q)) cls = "wall added";
      else if (holes.count(q)) cls = "hole";
      if (attacked.count(q)) cls += " attacked";
      if (free.count(q)) cls += " free";
      const bool region = !spec.regions.empty() && spec.regions[static_cast<size_t>(r * spec.cols + c)] != '#' && !holes.count(q);
      if (region) cls += " region";  // coloured by its region (the style attribute), region letter in the title
      s += fmt::format("<rect id=\"{}sq-{}-{}\" class=\"sq {}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{}><title>({},{}){}</title></rect>", id,
                       r + 1, c + 1, cls, c * cell, r * cell, cell, cell,
                       region ? fmt::format(" style=\"fill:{}\"", region_fill(spec, r, c)) : "", r + 1, c + 1,
                       region ? fmt::format(" region {}", spec.regions[static_cast<size_t>(r * spec.cols + c)]) : "");
      if (attacked.count(q) && main_board)
        s += fmt::format("<text class=\"x\" x=\"{}\" y=\"{}\">&#xD7;</text>", c * cell + cell / 2, r * cell + cell * 2 / 3);
      if (const int32_t k = colour_at(p, q); k > 0)  // colouring: the square in its colour, its number on it
        s += fmt::format("<rect class=\"colour\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" style=\"fill:{}\"/>"
                         "<text class=\"colour-number\" data-square=\"{}-{}\" x=\"{}\" y=\"{}\">{}</text>",
                         c * cell + cell * 0.15, r * cell + cell * 0.15, cell * 0.7, cell * 0.7, colour_fill(k),
                         r + 1, c + 1, c * cell + cell / 2.0, r * cell + cell * 0.65, k);
    }
  auto piece = [&](const Square& q, const char* cls, bool circle) {
    const double cx = q.c * cell + cell / 2.0, cy = q.r * cell + cell / 2.0;
    s += circle ? fmt::format("<circle class=\"marker {}\" cx=\"{}\" cy=\"{}\" r=\"{}\"/>", cls, cx, cy, cell * 0.42)
                : fmt::format("<rect class=\"marker {}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>", cls, cx - cell * 0.4, cy - cell * 0.4, cell * 0.8, cell * 0.8);
    s += fmt::format("<text class=\"piece {}\" data-square=\"{}-{}\" x=\"{}\" y=\"{}\">{}</text>", cls, q.r + 1, q.c + 1, cx, cy + cell * 0.3,
                     escape(glyph(spec.piece, false)));
  };
  for (const Square& q : p.unattacked)  // non-dominating: a green ring on each free square
    s += fmt::format("<circle class=\"free-mark\" cx=\"{}\" cy=\"{}\" r=\"{}\"/>", q.c * cell + cell / 2.0,
                     q.r * cell + cell / 2.0, cell * 0.3);
  for (const Square& q : p.pieces) piece(q, fixed.count(q) ? "white fixed" : "white", false);
  if (armies) for (const Square& q : p.black) piece(q, "black", true);
  return s + "</svg>";
}

const char* const kStyle = R"(
:root{--light:#f0d9b5;--dark:#b58863;--hl:#1e88e5;--wall:#333;--text:#1a1a1a}
body{font:16px/1.5 system-ui,sans-serif;color:var(--text);margin:0 auto;max-width:1100px;padding:0 1rem}
h1{font-size:1.4rem}h2{font-size:1.15rem;border-bottom:1px solid #ccc;margin-top:2rem}
.meta{color:#444}.lead{max-width:60em}.ok{color:#1b5e20;font-weight:bold}.bad{color:#b71c1c;font-weight:bold}.none{color:#444;font-weight:bold}
.layout{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start}
.board{max-width:100%;height:auto;border:2px solid #444;font-family:'DejaVu Sans',sans-serif}
.sq.light{fill:var(--light)}.sq.dark{fill:var(--dark)}.sq.wall{fill:var(--wall)}.sq.added{fill:#6d4c41}
.sq.hole{fill:#fff;stroke:#999;stroke-dasharray:2 2}.sq.attacked.light{fill:#e6ecd2}.sq.attacked.dark{fill:#a9b98a}
.sq.hl{fill:var(--hl)!important;stroke:#0d47a1;stroke-width:2}
.x{fill:#556b2f;text-anchor:middle;font-size:10px;pointer-events:none}
.marker{pointer-events:none}.marker.white{fill:#fff;stroke:#222;stroke-width:1.5}.marker.black{fill:#222;stroke:#fff;stroke-width:1.5}
.marker.fixed{stroke:#c62828;stroke-width:3}
.free-mark{fill:none;stroke:#2e7d32;stroke-width:3;pointer-events:none}
.colour{pointer-events:none;stroke:#222;stroke-width:.5}.colour-number{text-anchor:middle;font-size:12px;pointer-events:none}
.piece{text-anchor:middle;font-size:20px;pointer-events:none}.piece.white{fill:#111}.piece.black{fill:#fff}
.families{flex:1 1 320px;min-width:0}
.formula{margin:.35rem 0 .5rem 1rem;overflow-x:auto;overflow-y:hidden;padding:.25rem 0}
.formula>math{font-size:1.15em;padding:.2rem 0;display:inline-block}
.formula .index{margin:.2rem 0 0;color:#444;font-size:.9em}
details.family{margin:.6rem 0 1rem}details.family summary{line-height:1.6}
main,section{overflow-wrap:anywhere}
.rows{list-style:none;padding:0;margin:.3rem 0;display:flex;flex-wrap:wrap;gap:.25rem;max-height:16rem;overflow:auto}
.rows button{font:13px ui-monospace,monospace;border:1px solid #999;background:#fafafa;border-radius:3px;padding:1px 4px;cursor:pointer}
.rows button:focus,.rows button[aria-pressed=true]{outline:3px solid var(--hl);background:#e3f2fd}
#row-line{background:#f5f5f5;padding:.5rem;white-space:pre-wrap;word-break:break-all;height:4.5em;overflow:auto;margin:0}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2rem .6rem;text-align:left}
pre.header,pre.mod{background:#f7f7f7;padding:.6rem;overflow:auto;font-size:13px}
.gallery{display:flex;flex-wrap:wrap;gap:.6rem}.gallery figure{margin:0}.gallery .board{width:120px;height:auto}
@media print{.rows{max-height:none}details{display:block}button{border:0}}
)";

const char* const kScript = R"(
(function(){
  var data=JSON.parse(document.getElementById('model-data').textContent);
  var line=document.getElementById('row-line'),lit=[],pressed=null;
  function show(i,btn){
    lit.forEach(function(e){e.classList.remove('hl')});lit=[];
    var row=data.rows[i];
    row[1].forEach(function(j){var q=data.cols[j];if(!q)return;var e=document.getElementById('sq-'+q[0]+'-'+q[1]);if(e&&lit.indexOf(e)<0){e.classList.add('hl');lit.push(e)}});
    line.textContent=row[2];
    if(pressed)pressed.setAttribute('aria-pressed','false');
    pressed=btn;btn.setAttribute('aria-pressed','true');
  }
  document.querySelectorAll('.rows button').forEach(function(b){
    var i=+b.getAttribute('data-row');
    b.addEventListener('mouseenter',function(){show(i,b)});
    b.addEventListener('focus',function(){show(i,b)});
    b.addEventListener('click',function(){show(i,b)});
  });
})();
)";

// The longest row text the page carries: 100x100 queens domination's 10,000 cover rows of about
// 330 terms made a 51 MB page, 34 MB with the text cut (the squares each row lights stay whole).
constexpr size_t kShownLine = 1500;

// The page's head and its header: the problem's title and paragraph (the file header's first
// paragraph after its machine line), the solve and the independent check's verdict.
std::string page_head(const SolveReport& r) {
  const Teaching& t = r.teaching;
  std::string paragraph;
  for (size_t i = 2; i < t.header_lines.size() && !t.header_lines[i].empty(); ++i)
    paragraph += (paragraph.empty() ? "" : " ") + t.header_lines[i];
  std::string title = paragraph.substr(0, std::min(paragraph.find(": "), paragraph.find(". ")));
  if (!title.empty() && title.back() == '.') title.pop_back();
  if (title.empty()) title = r.input;
  std::string h = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                  "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">";
  h += fmt::format("<title>boardlp: {}</title><style>{}</style></head><body>\n", escape(title), kStyle);
  h += fmt::format("<header><h1>{}</h1>", escape(title));
  if (paragraph.size() > title.size()) h += fmt::format("<p class=\"lead\">{}</p>", escape(paragraph));
  // The check's verdict says what was checked: a solution, or nothing when there is none.
  const char* verdict_class = !r.faults.empty() ? "bad" : r.solutions.empty() ? "none" : "ok";
  const std::string verdict = !r.faults.empty() ? escape(r.faults.front())
                              : r.solutions.empty()
                                  ? std::string(r.from_file ? "nothing to check: the file gives no solution"
                                                            : "nothing to check: the solver found no solution") +
                                        (r.status == SolveStatus::infeasible ? " (the file is infeasible)" : "")
                                  : std::string("every rule of the board and every row of the file holds");
  h += fmt::format("<p class=\"meta\">File <code>{}</code>, solved by <b>{}</b>: <b>{}</b>{} in {:.3f} s. Independent check: "
                   "<span id=\"verdict\" class=\"{}\">{}</span>.</p></header>\n",
                   escape(r.input), escape(r.solver), escape(status_summary(r)),
                   r.objective ? fmt::format(", objective <b id=\"objective\">{}</b>", number_text(*r.objective)) : "", r.seconds,
                   verdict_class, verdict);
  return h;
}

// The board drawn with its first solution, its legend and its text form.
std::string board_html(const SolveReport& r, const Spec* spec) {
  std::string h;
  const Placement shown = r.solutions.empty() ? Placement{} : r.solutions.front().placement;
  if (spec) {
    h += board_svg(*spec, shown, 40, "", true);
    h += "<p class=\"legend\">";
    if (spec->torus) h += "<b id=\"torus\">A torus</b>: lines and leaps that leave one edge come back on the opposite one. ";
    const AnswerView view = answer_view(spec->problem);
    if (!view.colours) h += "Pieces in white squares; ";
    if (view.black_army) h += "the black army in dark circles; ";
    if (!spec->fixed.empty()) h += "pieces placed in advance ringed in red; ";
    if (!spec->regions.empty()) h += "each region of the grid in its own colour (its letter in each square's tooltip); ";
    if (view.colours) h += "each square in its colour, the colour's number on it (no two squares of one colour attack each other); ";
    h += "walls dark, holes dashed";
    if (view.attacked != AnswerView::Attacked::none) h += "; &#xD7; marks the squares the pieces attack";
    if (view.free_squares) h += ", a green ring each square they leave free";
    h += ".</p>";
    h += fmt::format("<details><summary>The board as text</summary><pre id=\"board-text\" aria-label=\"the board as text\">{}</pre></details>",
                     escape(board_text(*spec, shown, true)));
  }
  return h;
}

// The model's sizes, its objective and its rows by family, each row a button that lights its squares.
std::string families_html(const ModelData& m, const Teaching& t) {
  std::string h;
  h += fmt::format("<table><tr><th>rows</th><th>columns</th><th>nonzeros</th></tr><tr><td id=\"nrows\">{}</td><td id=\"ncols\">{}</td><td id=\"nnz\">{}</td></tr></table>",
                   m.row_names.size(), m.col_names.size(), m.rows.getNumElements());
  h += "<h3>Objective</h3>" + objective_math(m);
  h += "<h3>Constraints, by family</h3><p>Point at, tab to or select a row: its squares light up on the board and its line of the file shows below.</p>";
  h += "<pre id=\"row-line\" aria-live=\"polite\">(no row selected)</pre>";
  // Families in file order.
  std::vector<std::pair<std::string, std::vector<int>>> families;
  std::map<std::string, size_t> family_at;
  for (int i = 0; i < static_cast<int>(m.row_names.size()); ++i) {
    const std::string f = family_of(m.row_names[static_cast<size_t>(i)]);
    const auto [at, added] = family_at.emplace(f, families.size());
    if (added) families.emplace_back(f, std::vector<int>{});
    families[at->second].second.push_back(i);
  }
  for (const auto& [family, rows] : families) {
    bool same = true;
    for (int i : rows)
      same = same && m.row_lower[static_cast<size_t>(i)] == m.row_lower[static_cast<size_t>(rows.front())] &&
             m.row_upper[static_cast<size_t>(i)] == m.row_upper[static_cast<size_t>(rows.front())];
    h += fmt::format("<details open class=\"family\" data-family=\"{}\"><summary><b>{}</b>: {} {}</summary>{}<ul class=\"rows\">",
                     escape(family), escape(family), rows.size(), rows.size() == 1 ? "row" : "rows",
                     family_math(m, rows.front(), family, same, t.formulas));
    for (int i : rows) h += fmt::format("<li><button type=\"button\" data-row=\"{}\" aria-pressed=\"false\">{}</button></li>", i, escape(m.row_names[static_cast<size_t>(i)]));
    h += "</ul></details>";
  }

  return h;
}

// Formulation strength: the relaxations that mean something for this problem.
std::string strength_section(const SolveReport& r, const Spec* spec) {
  const Teaching& t = r.teaching;
  std::string h;
  h += fmt::format("<section><h2>How strong is the formulation?</h2><p>{}</p><table><tr><th>model</th><th>LP relaxation</th>"
                   "<th>integer optimum</th><th>note</th></tr>",
                   escape(t.relaxation_note));
  const bool feasibility = spec && r.board->problem_known && !answer_view(spec->problem).optimizes && !spec->weighted;  // nothing to optimize
  const std::string integer = feasibility && r.objective ? std::string("feasible (a placement found)")
                              : r.objective ? number_text(*r.objective) + (r.status == SolveStatus::feasible ? " (not proven)" : "")
                              : r.status == SolveStatus::infeasible ? std::string("infeasible")
                                                                    : std::string("none found");
  for (const RelaxationLine& line : t.relaxations)
    h += fmt::format("<tr><td>{}</td><td id=\"{}\">{}</td><td>{}</td><td>{}</td></tr>", escape(line.label), escape(line.id),
                     escape(line.value), line.id == "relaxation" ? escape(integer) : "", escape(line.note));
  h += fmt::format("</table><p>Relaxations solved as LPs in process by {}.</p></section>\n", escape(t.relaxation_engine));

  return h;
}

// Every optimal solution drawn small, 500 at most.
std::string gallery_section(const SolveReport& r, const Spec* spec) {
  std::string h;
  if (r.enumerated) {
    h += fmt::format("<section><h2>All optimal solutions</h2><p id=\"count\">{} {}{}{}.</p><div class=\"gallery\">", r.solutions.size(),
                     r.solutions.size() == 1 ? "solution" : "solutions", r.complete ? "" : " (the search stopped early)",
                     r.unique ? fmt::format(", {} up to the board's rotations and reflections", *r.unique) : "");
    for (size_t i = 0; i < r.solutions.size() && i < 500 && spec; ++i)
      h += fmt::format("<figure>{}<figcaption>{}</figcaption></figure>", board_svg(*spec, r.solutions[i].placement, 16, fmt::format("g{}-", i), false), i + 1);
    if (r.solutions.size() > 500) h += fmt::format("<p>... and {} more.</p>", r.solutions.size() - 500);
    h += "</div></section>\n";
  }

  return h;
}

// The model in words (the file's header) and, where one exists, the same algebra in GNU MathProg.
std::string words_sections(const Teaching& t, const Spec* spec) {
  std::string h;
  if (!t.header_lines.empty()) {
    std::string header;
    for (const std::string& l : t.header_lines) header += l + "\n";
    h += fmt::format("<section><h2>The model in words, from the file's header</h2><pre class=\"header\">{}</pre></section>\n", escape(header));
  }
  if (spec) {
    const MathProgModel mod = mathprog_model_for(*spec);
    if (!mod.name.empty())
      h += fmt::format("<section id=\"mathprog\"><h2>The same algebra in GNU MathProg</h2><p>{} (boardlp's templates/mathprog/{}; "
                       "<code>glpsol -m {} -d board.dat</code>)</p><details><summary>{}</summary><pre class=\"mod\">{}</pre></details></section>\n",
                       escape(mod.note), escape(mod.name), escape(mod.name), escape(mod.name), escape(mod.text));
  }

  return h;
}

// The data the page's script reads: each column's square, each row's columns and line.
nlohmann::json page_data(const ModelData& m, const Teaching& t) {
  nlohmann::json data;
  data["cols"] = nlohmann::json::array();
  for (const std::string& name : m.col_names) {
    ColumnKind kind{};
    Square q;
    // A segment's owner (armies' line form) names a line, not a square, and w_k a colour: they light nothing.
    if (parse_square_name(name, kind, q) && kind != ColumnKind::owner && kind != ColumnKind::colour_used &&
        kind != ColumnKind::auxiliary)
      data["cols"].push_back({q.r + 1, q.c + 1});
    else data["cols"].push_back(nullptr);
  }
  const std::map<std::string, std::string> lines = lp_row_lines(t.lp_text);
  data["rows"] = nlohmann::json::array();
  for (int i = 0; i < static_cast<int>(m.row_names.size()); ++i) {
    const CoinShallowPackedVector row = m.rows.getVector(i);
    std::vector<int> cols(row.getIndices(), row.getIndices() + row.getNumElements());
    const auto line = lines.find(m.row_names[static_cast<size_t>(i)]);
    std::string text = line != lines.end() ? line->second : row_from_model(m, i);
    if (text.size() > kShownLine) {  // a covering row of a big board: the squares light up, the text is cut
      text.resize(text.rfind(' ', kShownLine));
      text += fmt::format(" ... (the whole row has {} terms: see the file)", row.getNumElements());
    }
    data["rows"].push_back({m.row_names[static_cast<size_t>(i)], cols, text});
  }
  return data;
}

}  // namespace

std::string render_html(const SolveReport& r) {
  const Teaching& t = r.teaching;
  const ModelData& m = *t.model;
  const Spec* spec = r.board ? &r.board->spec : nullptr;
  std::string h = page_head(r);
  h += "<main><section><h2>The board and its constraints</h2><div class=\"layout\"><div>" + board_html(r, spec) +
       "</div><div class=\"families\">" + families_html(m, t) + "</div></div></section>\n";
  h += strength_section(r, spec) + gallery_section(r, spec) + words_sections(t, spec);
  std::string json = page_data(m, t).dump();
  for (size_t at; (at = json.find("</")) != std::string::npos;) json.replace(at, 2, "<\\/");
  h += "</main><script type=\"application/json\" id=\"model-data\">" + json + "</script><script>" + kScript + "</script></body></html>\n";
  return h;
}

}  // namespace boardlp
