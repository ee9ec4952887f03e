// What the writers promise: the header, line lengths, fixed-MPS columns, no blank MPS line,
// byte-identical output, the classic form, and refusals before any byte is written.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <sstream>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "cardinality.hpp"
#include "cuts.hpp"
#include "errors.hpp"
#include "formulation.hpp"
#include "ordered_chunks.hpp"
#include "file_slices.hpp"
#include "problem_unit.hpp"
#include "recipes.hpp"
#include "wording.hpp"
#include "header.hpp"
#include "size_estimate.hpp"
#include "support/generate.hpp"
#include "support/process.hpp"
#include "template.hpp"
#include "writer.hpp"

using namespace boardlp;
using namespace boardlp::test;

namespace {
std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}
}  // namespace

TEST_CASE("the header opens with the machine line, then the model in words") {
  Spec s = make_spec(Piece::queen, 8, 8);
  s.walls = {{1, 2}, {4, 4}};
  const auto lines = lines_of(text_of(s, FileFormat::lp));
  CHECK(lines[0] == "\\ boardlp 1 piece=queens board=8x8 problem=max formulation=clique walls=2,3;5,5");
  const std::string mps = text_of(make_spec(Piece::knight, 5, 5, Problem::place, 3), FileFormat::mps);
  CHECK(lines_of(mps)[0] == "* boardlp 1 piece=knights board=5x5 problem=place k=3 formulation=clique walls=none");
  CHECK(mps.find("Variables: 25 binaries") != std::string::npos);
  CHECK(text_of(make_spec(Piece::queen, 8, 8), FileFormat::lp).find("Constraints: 42 rows with 252 nonzeros") != std::string::npos);
}

TEST_CASE("every template renders for every problem, piece and form, and says what the model is") {
  int rendered = 0, formulas = 0;
  for (const ProblemUnit* unit : problem_units()) {
    const ProblemRecipe& r = unit->recipe();
    const std::vector<Piece> pieces = r.points ? std::vector<Piece>{Piece::point}
                                               : std::vector<Piece>{Piece::queen, Piece::rook, Piece::bishop, Piece::king,
                                                                    Piece::knight, Piece::amazon, Piece::chancellor,
                                                                    Piece::archbishop, Piece::nightrider};
    for (const Piece p : pieces)
      for (const Formulation form : {Formulation::clique, Formulation::pairwise}) {
        if (r.wall_variables && !attacks_along_lines(p)) continue;  // least-walls: walls block riders only
        if (r.per_line > 0 && form == Formulation::pairwise) continue;  // no-three-in-line has one form
        Spec s = make_spec(p, 4, 4, r.problem, r.k_option.empty() ? -1 : 2, form);
        s.weights.assign(16, 1.0);
        s.weights_file = "c.txt";
        if (r.regions) {
          s.k = 1;
          s.regions = {'A', 'A', 'B', 'B', 'A', 'A', 'B', 'B', 'C', 'C', 'D', 'D', 'C', 'C', 'D', 'D'};
        }
        CAPTURE(r.word);
        CAPTURE(plural(p));
        CAPTURE(formulation_word(form));
        const auto model = model_of(s);
        for (FileFormat f : {FileFormat::lp, FileFormat::mps}) {
          const std::string text = text_of(s, f);
          CHECK(text.find("{{") == std::string::npos);  // every value given
          CHECK(text.find(fmt::format("problem={}", r.word)) != std::string::npos);
          // The form's paragraph, line by line (the header puts a comment mark before each).
          std::istringstream form_lines(unit->form_text(s));
          for (std::string line; std::getline(form_lines, line);) CHECK(text.find(line) != std::string::npos);
          for (const auto& family : model->families()) CHECK(text.find(family->legend().pattern) != std::string::npos);
          ++rendered;
        }
        // The teaching page's formulas: every kind of row a family writes (its names' prefix) has
        // one, in MathML, with its index set and words.
        for (const auto& family : model->families()) {
          const Legend legend = family->legend();
          std::set<std::string> prefixes;
          family->for_each_row([&](const Row& row) { prefixes.insert(row_prefix(row.name)); });
          for (const std::string& prefix : prefixes) {
            CAPTURE(prefix);
            const auto f = std::find_if(legend.formulas.begin(), legend.formulas.end(),
                                        [&](const Formula& g) { return g.rows == prefix; });
            REQUIRE(f != legend.formulas.end());
            CHECK(f->math.starts_with("<m"));
            CHECK(f->index.find("<mtext>") != std::string::npos);
            CHECK_FALSE(f->words.empty());
          }
          formulas += static_cast<int>(prefixes.size());
        }
      }
  }
  MESSAGE(rendered << " headers rendered, " << formulas << " kinds of row with their formula");
  CHECK(rendered >= 300);
  CHECK(formulas >= 500);
  CHECK_THROWS_AS(render("{{nope}}", {}), std::logic_error);
  CHECK(render("a {{b}} c", {{"b", "B"}}) == "a B c");
}

TEST_CASE("LP lines stay under 256 characters; MPS has no blank line") {
  for (FileFormat f : {FileFormat::lp, FileFormat::mps}) {
    const std::string text = text_of(make_spec(Piece::queen, 120, 120, Problem::place, 120), f);
    for (const std::string& line : lines_of(text)) {
      CHECK(line.size() < 256);
      if (f == FileFormat::mps) CHECK_FALSE(line.empty());
    }
  }
}

TEST_CASE("fixed MPS puts every field in its columns") {
  const auto lines = lines_of(text_of(make_spec(Piece::queen, 12, 12), FileFormat::fixed_mps));
  bool in_columns = false;
  int checked = 0;
  for (const std::string& line : lines) {
    if (line == "COLUMNS") in_columns = true;
    else if (line == "RHS") in_columns = false;
    else if (in_columns) {
      CAPTURE(line);
      REQUIRE(line.size() >= 36);
      CHECK(line.substr(0, 4) == "    ");
      CHECK(line[13] == ' ');   // name1 in 5-12
      CHECK(line[14] != ' ');   // name2 starts in column 15
      CHECK(line[35] != ' ');   // value ends in column 36
      if (line.size() > 36) {
        CHECK(line[39] != ' ');  // name3 starts in column 40
        CHECK(line.size() == 61);
      }
      ++checked;
    }
  }
  CHECK(checked > 200);
  CHECK(lines_of(text_of(make_spec(Piece::queen, 12, 12), FileFormat::fixed_mps))[0].rfind("* boardlp 1", 0) == 0);
}

TEST_CASE("the same arguments give the same bytes") {
  Spec s = make_spec(Piece::queen, 9, 9, Problem::least_walls, 10);
  s.walls = {{4, 4}};
  for (FileFormat f : {FileFormat::lp, FileFormat::mps, FileFormat::fixed_mps}) CHECK(text_of(s, f) == text_of(s, f));
}

TEST_CASE("the bytes are the same on 1, 2 and 5 threads, on models cut into many pieces") {
  Spec walled = make_spec(Piece::queen, 40, 37);
  walled.walls = {{0, 0}, {3, 5}, {20, 20}, {39, 36}};
  for (int r = 0; r < 37; ++r) walled.walls.push_back({10, r});  // a board row all walls
  Spec costs = make_spec(Piece::rook, 150, 150, Problem::place, 150);
  costs.weighted = true;
  costs.weights.assign(150 * 150, 0.0);
  for (size_t i = 0; i < costs.weights.size(); i += 7) costs.weights[i] = 0.5 + static_cast<double>(i % 5);
  const std::vector<Spec> specs = {make_spec(Piece::queen, 300, 300), make_spec(Piece::knight, 120, 90),
                                   make_spec(Piece::king, 200, 3, Problem::place, 50),
                                   make_spec(Piece::bishop, 30, 30, Problem::least_walls, 40), walled, costs,
                                   make_spec(Piece::rook, 60, 60, Problem::max, -1, Formulation::pairwise)};
  for (const Spec& spec : specs)
    for (FileFormat f : {FileFormat::lp, FileFormat::mps}) {
      CAPTURE(header_line(spec));
      CAPTURE(extension_of(f));
      const std::string one = text_in_memory(spec, f, 1);
      CHECK(one == text_of(spec, f));  // through a file as well
      CHECK(text_in_memory(spec, f, 2) == one);
      CHECK(text_in_memory(spec, f, 5) == one);
    }
  // Fixed MPS only fits 99x99: pieces of a smaller board.
  const Spec fixed = make_spec(Piece::queen, 99, 99);
  CHECK(text_in_memory(fixed, FileFormat::fixed_mps, 3) == text_in_memory(fixed, FileFormat::fixed_mps, 1));
}

TEST_CASE("row slices hold every row once, in order, and a family's groups can be cut anywhere") {
  Spec walled = make_spec(Piece::queen, 12, 9);
  walled.walls = {{0, 0}, {3, 5}, {6, 6}};
  for (int c = 0; c < 9; ++c) walled.walls.push_back({8, c});  // a board row all walls
  const std::vector<Spec> specs = {make_spec(Piece::queen, 300, 300), walled,
                                   make_spec(Piece::knight, 120, 90), make_spec(Piece::king, 200, 3, Problem::place, 50),
                                   make_spec(Piece::king, 1, 7), make_spec(Piece::bishop, 30, 30, Problem::least_walls, 40),
                                   make_spec(Piece::rook, 60, 60, Problem::max, -1, Formulation::pairwise),
                                   make_spec(Piece::knight, 2, 2)};
  for (const Spec& spec : specs) {
    CAPTURE(header_line(spec));
    const auto model = model_of(spec);
    std::vector<std::string> whole, in_pieces;
    int64_t terms = 0;
    for (const auto& family : model->families()) {
      std::vector<std::string> rows, one_group_at_a_time;
      family->for_each_row([&](const Row& row) {
        rows.push_back(row_name(row.name));
        terms += row_length(row, model->board());
      });
      for (int64_t u = 0; u < family->units(); ++u) {
        CHECK(family->unit_weight(u) >= 0);
        family->for_each_row_in(u, u + 1, [&](const Row& row) { one_group_at_a_time.push_back(row_name(row.name)); });
      }
      CHECK(one_group_at_a_time == rows);
      whole.insert(whole.end(), rows.begin(), rows.end());
    }
    const std::vector<RowSlice> slices = row_slices(*model);
    for (const RowSlice& slice : slices) {
      CHECK(!slice.empty());
      for_each_row_of(slice, [&](const Row& row) { in_pieces.push_back(row_name(row.name)); });
    }
    CHECK(in_pieces == whole);
    CHECK(static_cast<int64_t>(slices.size()) <= 2 + 2 * terms / kTermsPerSlice);  // cut, but not to crumbs
  }
}

TEST_CASE("a slice queued in order is made after every slice before it is done, on any thread count") {
  for (unsigned threads : {1u, 2u, 5u}) {
    CAPTURE(threads);
    OutBuffer out(size_t{1} << 16);
    std::vector<int> done(200, 0);
    {
      OrderedChunks chunks(out, threads);
      for (size_t i = 0; i < done.size(); ++i)
        chunks.add([&done, i](OutBuffer& text) {
          done[i] = 1;
          text.put(i % 50 == 0 ? "." : "");
        });
      chunks.add_in_order([&done](OutBuffer& text) {
        int sum = 0;
        for (int d : done) sum += d;
        text.put(std::to_string(sum));
      });
      chunks.add([](OutBuffer& text) { text.put("!"); });
      chunks.finish();
    }
    CHECK(out.text() == "....200!");
  }
}

TEST_CASE("the header's sizes, counted on the way by the name checks, match the model's") {
  const std::vector<Spec> specs = {make_spec(Piece::queen, 300, 300), make_spec(Piece::knight, 120, 90),
                                   make_spec(Piece::bishop, 30, 30, Problem::least_walls, 40),
                                   make_spec(Piece::rook, 60, 60, Problem::max, -1, Formulation::pairwise)};
  for (const Spec& spec : specs) {
    CAPTURE(header_line(spec));
    const Sizes s = model_of(spec)->sizes();
    const std::string line = fmt::format("Constraints: {} rows with {} nonzeros\n", s.rows, s.nonzeros);
    for (unsigned threads : {1u, 2u})
      for (FileFormat f : {FileFormat::lp, FileFormat::mps}) CHECK(text_in_memory(spec, f, threads).find(line) != std::string::npos);
  }
}

TEST_CASE("on threads too, a refused name stops the file before any byte is written") {
  const Spec big = make_spec(Piece::queen, 100, 100);
  const auto model = model_of(big);
  for (unsigned threads : {1u, 2u, 4u}) {
    OutBuffer out(size_t{1} << 16);
    CHECK_THROWS_WITH_AS(write_model(*model, FileChoice{FileFormat::fixed_mps, {}}, out, threads),
                         doctest::Contains("cannot write row name 'dl_10_100'"), UserError);
    CHECK(out.text().empty());
  }
}

TEST_CASE("the objective and the Binaries list start a new line at every board row") {
  const std::string lp = text_of(make_spec(Piece::queen, 3, 3), FileFormat::lp);
  CHECK(lp.find("Maximize\n npieces: x_1_1 + x_1_2 + x_1_3\n + x_2_1 + x_2_2 + x_2_3\n + x_3_1 + x_3_2 + x_3_3\n") !=
        std::string::npos);
  CHECK(lp.find("Binaries\n x_1_1 x_1_2 x_1_3\n x_2_1 x_2_2 x_2_3\n x_3_1 x_3_2 x_3_3\nEnd\n") != std::string::npos);
}

TEST_CASE("the classic form only for queens and rooks with K = rows = columns and no walls") {
  auto has_equal_rows = [](const Spec& s) {
    return text_of(s, FileFormat::lp).find(" row_1: x_1_1 + x_1_2 + x_1_3 + x_1_4 + x_1_5 + x_1_6 + x_1_7 + x_1_8 = 1") != std::string::npos;
  };
  CHECK(has_equal_rows(make_spec(Piece::queen, 8, 8, Problem::place, 8)));
  CHECK(has_equal_rows(make_spec(Piece::rook, 8, 8, Problem::place, 8)));
  CHECK_FALSE(has_equal_rows(make_spec(Piece::queen, 8, 8, Problem::place, 7)));
  CHECK_FALSE(has_equal_rows(make_spec(Piece::queen, 8, 8)));
  Spec walled = make_spec(Piece::queen, 8, 8, Problem::place, 8);
  walled.walls = {{7, 7}};
  CHECK_FALSE(is_classic(walled));
}

TEST_CASE("a feasibility model has an objective glpsol accepts; an MPS maximum is negated") {
  const std::string lp = text_of(make_spec(Piece::queen, 4, 4, Problem::place, 4), FileFormat::lp);
  CHECK(lp.find("Minimize\n zero: 0 x_1_1\nSubject To\n") != std::string::npos);
  const std::string mps = text_of(make_spec(Piece::rook, 2, 2), FileFormat::mps);
  CHECK(mps.find(" x_1_1 neg_npcs -1 row_1 1\n") != std::string::npos);
  CHECK(mps.find("\nOBJSENSE") == std::string::npos);  // no section; the header explains why
}

TEST_CASE("weights are written exactly; fixed MPS refuses a number wider than its field") {
  Spec s = make_spec(Piece::rook, 2, 2, Problem::place, 2);
  s.weighted = true;
  s.weights = {0.1, -2.5, 3, 1.0 / 3};
  s.weights_file = "c.txt";
  const std::string lp = text_of(s, FileFormat::lp);
  CHECK(lp.find(" weight: 0.1 x_1_1 - 2.5 x_1_2\n + 3 x_2_1 + 0.3333333333333333 x_2_2\n") != std::string::npos);
  CHECK_THROWS_WITH_AS(text_of(s, FileFormat::fixed_mps), doctest::Contains("0.3333333333333333 in fixed MPS"), UserError);
  s.weights[3] = 4;
  CHECK_NOTHROW(text_of(s, FileFormat::fixed_mps));
}

TEST_CASE("too large a board or K is refused before anything is built") {
  CHECK_THROWS_WITH_AS(build_model(make_spec(Piece::queen, 100000, 100000), uint64_t{1} << 40),
                       doctest::Contains("at most 2147483647 variables"), UserError);
  Spec costly = make_spec(Piece::queen, 20000, 20000, Problem::place, 5);
  costly.weighted = true;
  CHECK_THROWS_WITH_AS(build_model(costly, uint64_t{1} << 30), doctest::Contains("needs about 3.0 GiB of memory and this machine has 1.0 GiB"), UserError);
  CHECK_THROWS_WITH_AS(build_model(make_spec(Piece::queen, 8, 8, Problem::place, 65), uint64_t{1} << 30),
                       doctest::Contains("--place 65 asks for more pieces than the 64 open squares"), UserError);
  CHECK_THROWS_WITH_AS(build_model(make_spec(Piece::king, 8, 8, Problem::least_walls, 3), uint64_t{1} << 30),
                       doctest::Contains("walls do not block kings"), UserError);
}

TEST_CASE("the size estimate of the n^3 models is close to the bytes written, and refuses past the cap") {
  struct Case {
    Piece piece;
    int n;
    Problem problem;
    Formulation form;
    bool torus;
  };
  for (const Case& c : {Case{Piece::queen, 40, Problem::dominate, Formulation::clique, false},
                        Case{Piece::queen, 30, Problem::max, Formulation::pairwise, false},
                        Case{Piece::king, 40, Problem::dominate, Formulation::clique, false},
                        Case{Piece::knight, 30, Problem::independent_dominate, Formulation::pairwise, false},
                        Case{Piece::queen, 20, Problem::armies, Formulation::pairwise, false},
                        Case{Piece::nightrider, 20, Problem::dominate, Formulation::clique, false},
                        Case{Piece::queen, 20, Problem::dominate, Formulation::clique, true}}) {
    Spec spec = make_spec(c.piece, c.n, c.n, c.problem, -1, c.form);
    spec.torus = c.torus;
    CAPTURE(word(c.piece));
    CAPTURE(c.n);
    const double actual = static_cast<double>(text_of(spec, FileFormat::lp).size()), estimate = estimated_file_bytes(spec);
    CHECK(estimate > 0.5 * actual);  // within a factor of two: the header and names are extra
    CHECK(estimate < 2.0 * actual);
  }
  // The pairs counted by hand: 8-queens 1,456 ordered attacking pairs (728 attacking pairs, the
  // DIMACS queen8_8 graph's edges counted both ways), kings 8x8 420, knights 8x8 336.
  CHECK(attacking_pairs(Piece::queen, 8, 8, false) == 1456);
  CHECK(attacking_pairs(Piece::king, 8, 8, false) == 420);
  CHECK(attacking_pairs(Piece::knight, 8, 8, false) == 336);
  CHECK(estimated_file_bytes(make_spec(Piece::queen, 3000, 3000, Problem::dominate)) > kMaxFileBytes);
  CHECK(estimated_file_bytes(make_spec(Piece::queen, 1, 1000000, Problem::dominate)) > kMaxFileBytes);
  CHECK(estimated_file_bytes(make_spec(Piece::queen, 1000, 1000)) == 0);  // the clique max: n^2
}

TEST_CASE("the recipes: one row per problem, a unique word, a template, and a header line that reads back") {
  std::set<std::string_view> words;
  for (int i = 0; i <= static_cast<int>(Problem::no_three_in_line); ++i) {  // the last Problem
    const auto p = static_cast<Problem>(i);
    const ProblemRecipe& r = recipe_of(p);
    CAPTURE(r.word);
    CHECK(r.problem == p);
    CHECK(words.insert(r.word).second);
    CHECK(recipe_named(r.word) == &r);
    CHECK_NOTHROW(template_text(r.word));
    CHECK(!r.help.empty());
    CHECK(r.objective_lp.find("{{") != std::string_view::npos);  // rendered with the model's names
    // A K comes from an option that is some recipe's word, or from --per-region or --colours (the
    // K options of their own, declared by add_problem_options).
    if (!r.k_option.empty())
      CHECK((recipe_named(r.k_option) != nullptr || r.k_option == "per-region" || r.k_option == "colours"));
    Spec s;
    s.problem = p;
    s.piece = r.points ? Piece::point : r.wall_variables ? Piece::queen : Piece::rook;
    s.rows = s.cols = 4;
    if (!r.k_option.empty()) s.k = 2;
    if (r.objective == ObjectiveKind::weights) s.weights.assign(16, 1.0);
    if (r.regions) {  // four regions, one king each: the rooks' K = 2 is refused, so K = 1
      s.regions = {'A', 'A', 'B', 'B', 'A', 'A', 'B', 'B', 'C', 'C', 'D', 'D', 'C', 'C', 'D', 'D'};
      s.k = 1;
    }
    const auto back = parse_header_spec(header_line(s));
    REQUIRE(back);
    CHECK(back->problem == p);
    // Every problem builds its model.
    CHECK_NOTHROW(build_model(s, uint64_t{1} << 30));
  }
  CHECK(problem_recipes().size() == words.size());
  CHECK(recipe_named("dominate-total") == nullptr);
}

TEST_CASE("the header's cuts= is read back by each cut's exact name, from the one table of cuts") {
  for (unsigned mask = 0; mask < (1u << cut_options().size()); ++mask) {
    Spec s;
    s.piece = Piece::queen;
    for (size_t i = 0; i < cut_options().size(); ++i)
      if (mask & (1u << i)) s.*cut_options()[i].flag = true;
    CAPTURE(cut_list(s));
    const auto back = parse_header_spec(header_line(s));
    REQUIRE(back);
    for (const CutOption& c : cut_options()) CHECK((*back).*c.flag == s.*c.flag);
  }
  // A word that only contains a cut's name is no cut: "colour" is not "colour-order".
  CHECK_THROWS_AS(parse_header_spec("boardlp 1 piece=queen board=8x8 problem=colour cuts=colour"), UserError);
  CHECK_THROWS_AS(parse_header_spec("boardlp 1 piece=queen board=8x8 problem=max cuts=symmetry,lift"), UserError);
  CHECK(cut_named("color-order") == cut_named("colour-order"));
  CHECK(cut_choices(true) == "spencer|symmetry|lex");
}

TEST_CASE("tidy_clause: repeats dropped in first order, a complement empties the clause, short and long alike") {
  // The reference: the plain rule, one literal at a time.
  const auto reference = [](std::vector<int64_t> in) {
    std::vector<int64_t> out;
    for (int64_t l : in) {
      if (std::find(out.begin(), out.end(), -l) != out.end()) return std::pair{false, std::vector<int64_t>{}};
      if (std::find(out.begin(), out.end(), l) == out.end()) out.push_back(l);
    }
    return std::pair{true, out};
  };
  uint64_t state = 12345;
  const auto next = [&state](uint64_t bound) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (state >> 33) % bound;
  };
  int tautologies = 0, repeated = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    const size_t length = next(70);
    const uint64_t variables = 1 + next(trial % 2 ? 200 : 40);
    const bool mixed_signs = trial % 3 == 0;
    std::vector<int64_t> clause;
    for (size_t i = 0; i < length; ++i) {
      const int64_t v = 1 + static_cast<int64_t>(next(variables));
      clause.push_back(mixed_signs && next(2) ? -v : v);
    }
    const auto [kept, expected] = reference(clause);
    std::vector<int64_t> tidied = clause;
    CAPTURE(fmt::format("{}", fmt::join(clause, " ")));
    CHECK(tidy_clause(tidied) == kept);
    CHECK(tidied == expected);
    tautologies += !kept;
    repeated += kept && expected.size() < clause.size();
  }
  CHECK(tautologies > 100);  // the trials reach both of the rule's cases, long clauses included
  CHECK(repeated > 100);
}
