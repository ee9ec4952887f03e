// The stages of a boardlp-solve run that need no solver process: the exit code of a status, the
// check of an answer, the enumeration's model, the classes up to symmetry and the teaching page's
// relaxations and formulas (each stage's own result, from a file read in memory).
#include <doctest/doctest.h>

#include <map>

#include <set>

#include "formulation.hpp"
#include "check_answer.hpp"
#include "enumeration.hpp"
#include "model_of_spec.hpp"
#include "support/answers.hpp"
#include "support/backends.hpp"
#include "teaching.hpp"

using namespace boardlp;
using namespace boardlp::test;

namespace {

Spec spec_of(Piece piece, int n, Problem problem, int64_t k = -1) {
  Spec s;
  s.piece = piece;
  s.rows = s.cols = n;
  s.problem = problem;
  s.k = k;
  return s;
}

ModelData model_of(const Spec& s) { return model_data_of(*build_model(s, uint64_t{1} << 30)); }

// The read stage's result for a boardlp file of this spec: its board, known, and its model.
ReadFile file_of(const Spec& s) {
  ReadFile f;
  f.board = BoardInfo{};
  f.board->spec = s;
  f.board->problem_known = true;
  f.model = model_of(s);
  return f;
}

}  // namespace

TEST_CASE("solve: every status has its exit code") {
  CHECK(exit_code_of(SolveStatus::optimal) == exit_ok);
  CHECK(exit_code_of(SolveStatus::infeasible) == exit_infeasible);
  CHECK(exit_code_of(SolveStatus::unbounded) == exit_unbounded);
  CHECK(exit_code_of(SolveStatus::feasible) == exit_time_limit);
  CHECK(exit_code_of(SolveStatus::no_solution) == exit_time_limit);
}

TEST_CASE("check: the board's rules and the file's own rows, both named") {
  const Spec s = spec_of(Piece::queen, 4, Problem::max);
  const ReadFile file = file_of(s);
  const ModelData& model = file.model;
  std::vector<std::string> faults;
  // 2 queens on a diagonal: the board's rule and the file's row dr_1_1 both fail.
  checked_solution(optimal_answer({{"x_1_1", 1}, {"x_2_2", 1}}, 2), model, file, 2.0, faults);
  REQUIRE(faults.size() >= 2);
  CHECK(faults.front() == "two queens attack each other: (1,1) and (2,2)");
  CHECK(faults.back().find("row dr_1_1 is broken") != std::string::npos);
  faults.clear();
  const FoundSolution ok = checked_solution(optimal_answer({{"x_1_2", 1}, {"x_2_4", 1}, {"x_3_1", 1}, {"x_4_3", 1}}, 4), model,
                                            file, 4.0, faults);
  CHECK(faults.empty());
  CHECK(ok.placement.pieces.size() == 4);
}

TEST_CASE("enumerate: the model of every other optimum fixes the objective and keeps binaries only") {
  // Kings on 4x4: 4 at most, the objective fixed by a row, partitions tightened to "= 1".
  const Spec s = spec_of(Piece::king, 4, Problem::max);
  const ReadFile file = file_of(s);
  const ModelData& model = file.model;
  const FoundSolution first{{}, {{"x_1_1", 1}, {"x_1_3", 1}, {"x_3_1", 1}, {"x_3_3", 1}}};
  const EnumerationModel em = enumeration_model(file, -4, first);  // the minimization form: -4
  CHECK(em.shape.same_count);
  CHECK_FALSE(em.shape.nest);
  CHECK(em.fixed.sign == 1);
  REQUIRE(em.fixed.row_names.size() == model.row_names.size() + 1);
  CHECK(em.fixed.row_names.back() == "fix_objective");
  CHECK(em.fixed.row_lower.back() == -4);
  CHECK(em.fixed.row_upper.back() == -4);
  CHECK(em.tightened == 4);  // the four disjoint 2x2 blocks kb_1_1, kb_1_3, kb_3_1, kb_3_3
  CHECK(std::count(em.placement.begin(), em.placement.end(), 1) == 16);
  CHECK(fresh_prefix(em.fixed, "fix_objective") == "fix_objective2_");
  // Armies' owners are not placement columns.
  const Spec armies = spec_of(Piece::queen, 4, Problem::armies);
  const EnumerationModel ea = enumeration_model(file_of(armies), -2, first);
  CHECK(std::count(ea.placement.begin(), ea.placement.end(), 1) == 32);  // x and y, no owners
  // A column that is not binary.
  ReadFile general = file;
  general.model.col_upper[0] = 2;
  CHECK_THROWS_WITH_AS(enumeration_model(general, -4, first), doctest::Contains("--all needs a model of binary variables"),
                       DriverError);
}

TEST_CASE("enumerate: a model whose solutions can hold one another is searched by level, read from its rows") {
  // Queens dominating 4x4 with at most 3: no objective, and "pieces <= 3" breaks no one-more.
  Spec s = spec_of(Piece::queen, 4, Problem::dominate);
  s.at_most = 3;
  const FoundSolution two{{}, {{"x_1_1", 1}, {"x_3_3", 1}}};
  const EnumerationModel em = enumeration_model(file_of(s), 0, two);
  CHECK(em.shape.nest);
  CHECK_FALSE(em.shape.same_count);
  CHECK(level_range(em) == std::pair<int64_t, int64_t>{2, 3});  // the LP relaxation's least is above 1
  const EnumerationModel level = level_model(em, 3);
  CHECK_FALSE(level.shape.nest);
  CHECK(level.shape.same_count);
  CHECK(level.fixed.row_names.back() == "level");
  CHECK(level.fixed.row_lower.back() == 3);
  CHECK(level.fixed.row_upper.back() == 3);
  // The same board at its fewest: the objective's row fixes the count.
  CHECK_FALSE(enumeration_model(file_of(spec_of(Piece::queen, 4, Problem::dominate)), 2, two).shape.nest);
  // Costs of one sign: a set with a piece more costs more, so no two optima nest; a piece of cost
  // 0 may be added to an optimum, so they can.
  ReadFile costs;
  costs.model = model_of(spec_of(Piece::queen, 4, Problem::dominate));
  costs.model.objective.assign(costs.model.objective.size(), 2.0);
  CHECK_FALSE(enumeration_model(costs, 4, two).shape.nest);
  ReadFile zero;
  zero.model = costs.model;
  zero.model.objective.assign(zero.model.objective.size(), 1.0);
  zero.model.objective[3] = 0;  // one square's piece costs nothing
  CHECK(enumeration_model(zero, 2, two).shape.nest);
}

TEST_CASE("classify: the classes of 4-queens' two solutions are one") {
  const Spec s = spec_of(Piece::queen, 4, Problem::place, 4);
  const ReadFile file = file_of(s);
  std::vector<std::string> faults;
  std::vector<FoundSolution> solutions;
  solutions.push_back(checked_solution(optimal_answer({{"x_1_2", 1}, {"x_2_4", 1}, {"x_3_1", 1}, {"x_4_3", 1}}, 0), file.model, file, 0.0, faults));
  solutions.push_back(checked_solution(optimal_answer({{"x_1_3", 1}, {"x_2_1", 1}, {"x_3_4", 1}, {"x_4_2", 1}}, 0), file.model, file, 0.0, faults));
  REQUIRE(faults.empty());
  const Classes classes = classify_stage(file, solutions, 0.0, true, true);
  CHECK(classes.unique == 1);
  CHECK_FALSE(classes.representatives);
  CHECK(classes.orbits.empty());  // not said complete: no orbit sizes
  CHECK(classify_stage(file, solutions, 0.0, true, false).unique == std::nullopt);
  // Complete: one class whose orbit holds both.
  const Classes whole = classify_stage(file, solutions, 0.0, true, true, true);
  CHECK(whole.orbits == std::map<int64_t, int64_t>{{2, 1}});
  CHECK(whole.fault.empty());
  // A search that claims to be complete with one of the two: the other is the first's mirror
  // image, it meets every row of the file, and the check says the search missed it.
  const Classes missed = classify_stage(file, {solutions.front()}, 0.0, true, true, true);
  CHECK(missed.fault.find("--all missed a solution") != std::string::npos);
  CHECK(missed.fault.find("x_1_3 x_2_1 x_3_4 x_4_2") != std::string::npos);
}

TEST_CASE("teach: the relaxations of both forms and each kind of row's formula, solved in process") {
  // 8 queens: the clique form's relaxation is 8, the pairwise form's 32 (every x at 1/2).
  const ReadFile file = file_of(spec_of(Piece::queen, 8, Problem::max));
  const Teaching t = teaching_stage(file, *backend_named(library_backends().front()));
  REQUIRE(t.relaxations.size() == 2);
  CHECK(t.relaxations[0].id == "relaxation");
  CHECK(t.relaxations[0].value == "8");
  CHECK(t.relaxations[1].id == "other-relaxation");
  CHECK(t.relaxations[1].value == "32");
  std::set<std::string> kinds;
  for (const Formula& f : t.formulas) kinds.insert(f.rows);
  CHECK(kinds == std::set<std::string>{"row", "col", "dr", "dl"});
  // A file without boardlp's header: its own relaxation only, and no formula (the page writes
  // each row's general form).
  ReadFile plain = file;
  plain.board.reset();
  const Teaching u = teaching_stage(plain, *backend_named(library_backends().front()));
  CHECK(u.relaxations.size() == 1);
  CHECK(u.formulas.empty());
}
