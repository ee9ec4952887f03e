// boardlp certify: its own LRAT checker against rate on good and damaged proofs, RAT steps, the
// cube split and its cover, symmetry pruning only by a permutation that maps the formula onto
// itself, and a whole certificate folder that boardlp's check and the folder's own check script
// (python and rate) both accept, then both refuse once a proof, a cube or a permutation is broken.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>

#include <fmt/format.h>

#include "certificate.hpp"
#include "clauses.hpp"
#include "cubes.hpp"
#include "encoding.hpp"
#include "lrat.hpp"
#include "prover.hpp"
#include "support/process.hpp"

using namespace boardlp;
using namespace boardlp::certify;
using namespace boardlp::test;

namespace {

// The 6x6 amazons (queen and knight) classic: no six stand in peace (A051223: none for n = 2..9),
// in the pairwise encoding, so the board's rotations and reflections map its clauses onto themselves.
std::string amazons_cnf(const TempDir& dir) {
  const std::string path = dir.file("amazons-6.cnf");
  REQUIRE(run({boardlp_exe(), "amazons", "6", "--place", "6", "--format", "cnf", "--encoding", "pairwise", "-o", path}).exit_code == 0);
  return path;
}

// CaDiCaL's DRAT of `cnf`, made LRAT by rate: the text of the LRAT.
std::string rate_lrat(const TempDir& dir, const std::string& cnf) {
  const std::string drat = dir.file("proof.drat"), lrat = dir.file("proof.lrat");
  REQUIRE(run({"cadical", "-q", "--no-binary", cnf, drat}).exit_code == 20);
  const RunResult rated = run({"rate", "-L", lrat, cnf, drat});
  REQUIRE(rated.out.find("s VERIFIED") != std::string::npos);
  return read_file(lrat);
}

// rate's verdict on the LRAT text with its numbers and hints dropped (DRAT, checked by its own search).
bool rate_accepts(const TempDir& dir, const std::string& cnf, const std::string& lrat) {
  const Cnf formula = read_cnf(cnf);
  std::map<int64_t, Clause> by_id;
  for (size_t i = 0; i < formula.clauses.size(); ++i) by_id[static_cast<int64_t>(i + 1)] = formula.clauses[i];
  std::ostringstream drat;
  std::istringstream lines(lrat);
  for (std::string line; std::getline(lines, line);) {
    std::istringstream words(line);
    int64_t id = 0;
    std::string second;
    if (!(words >> id >> second)) continue;
    if (second == "d") {
      for (int64_t c; words >> c && c != 0;) {
        drat << "d";
        for (const int32_t lit : by_id[c]) drat << ' ' << lit;
        drat << " 0\n";
      }
      continue;
    }
    Clause clause;
    for (int64_t lit = std::stoll(second); lit != 0; words >> lit) clause.push_back(static_cast<int32_t>(lit));
    by_id[id] = clause;
    for (const int32_t lit : clause) drat << lit << ' ';
    drat << "0\n";
    if (clause.empty()) break;
  }
  write_file(dir.file("converted.drat"), drat.str());
  return run({"rate", cnf, dir.file("converted.drat")}).out.find("s VERIFIED") != std::string::npos;
}

LratVerdict own_check(const std::string& cnf, const std::string& lrat) {
  const Cnf formula = read_cnf(cnf);
  return check_lrat(formula.clauses, formula.variables, lrat);
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}
std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += l + "\n";
  return out;
}

}  // namespace

TEST_CASE("boardlp's LRAT checker accepts rate's certificates and refuses them damaged, as rate does where rate can tell") {
  TempDir dir;
  const std::string cnf = dir.file("a6.cnf");
  // A308632's bound at n = 6: 5 white queens (A250000(6)) leave no 7 squares free for black.
  REQUIRE(run({boardlp_exe(), "queens", "6", "--non-dominating", "--place", "5", "--at-least", "7", "--format", "cnf", "-o", cnf})
              .exit_code == 0);
  const std::string good = rate_lrat(dir, cnf);
  const LratVerdict verdict = own_check(cnf, good);
  CHECK_MESSAGE(verdict.valid, verdict.why);
  CHECK(verdict.additions > 10);
  CHECK(rate_accepts(dir, cnf, good));

  std::vector<std::string> steps;
  for (const std::string& l : lines_of(good))
    if (l.find(" d ") == std::string::npos) steps.push_back(l);
  SUBCASE("the proof cut before its empty clause") {
    std::vector<std::string> cut = lines_of(good);
    while (!cut.empty() && !std::regex_search(cut.back(), std::regex(R"(^\d+ 0 )"))) cut.pop_back();
    REQUIRE(!cut.empty());
    cut.pop_back();
    const LratVerdict v = own_check(cnf, joined(cut));
    CHECK(!v.valid);
    CHECK(v.why.find("without adding the empty clause") != std::string::npos);
    // rate accepts a DRAT whose lemmas end in a conflict by unit propagation, empty clause or not;
    // with half the proof gone, neither accepts it.
    cut.resize(cut.size() / 2);
    CHECK(!own_check(cnf, joined(cut)).valid);
    CHECK(!rate_accepts(dir, cnf, joined(cut)));
  }
  SUBCASE("a step's hints cut short: rate's search re-derives it, boardlp's check refuses the hints") {
    std::vector<std::string> damaged = lines_of(good);
    for (std::string& l : damaged) {
      std::vector<std::string> words;
      std::istringstream in(l);
      for (std::string w; in >> w;) words.push_back(w);
      if (words.size() < 6 || words[1] == "d") continue;
      const auto zero = std::find(words.begin() + 1, words.end(), "0");
      if (words.end() - zero < 4) continue;  // two hints or more
      words.erase(words.end() - 2);          // the last hint, the conflict's
      l.clear();
      for (const std::string& w : words) l += w + " ";
      break;
    }
    const LratVerdict v = own_check(cnf, joined(damaged));
    CHECK(!v.valid);
    CHECK(v.why.find("does not follow") != std::string::npos);
  }
  SUBCASE("a lemma the formula does not imply") {
    // The empty clause claimed first: nothing propagates to a conflict from the formula alone.
    const LratVerdict v = own_check(cnf, fmt::format("{} 0 1 2 0\n", read_cnf(cnf).clauses.size() + 1));
    CHECK(!v.valid);
    CHECK(!rate_accepts(dir, cnf, fmt::format("{} 0 1 2 0\n", read_cnf(cnf).clauses.size() + 1)));
  }
  SUBCASE("a deletion of a clause that is not there, and a clause number that goes back") {
    CHECK(own_check(cnf, "999999 d 999998 0\n").why.find("not in the formula now") != std::string::npos);
    CHECK(own_check(cnf, "1 0 1 0\n").why.find("not above") != std::string::npos);
  }
}

TEST_CASE("boardlp's LRAT checker accepts CaDiCaL 2.2.1's own LRAT and refuses it damaged; a satisfied hint is passed over") {
  TempDir dir;
  const std::string cnf = dir.file("a6.cnf"), lrat = dir.file("a6.lrat");
  REQUIRE(run({boardlp_exe(), "queens", "6", "--non-dominating", "--place", "5", "--at-least", "7", "--format", "cnf", "-o", cnf})
              .exit_code == 0);
  REQUIRE(run({"cadical-2.2.1", "-q", "--lrat=true", "--binary=false", cnf, lrat}).exit_code == 20);
  const std::string good = read_file(lrat);
  const LratVerdict verdict = own_check(cnf, good);
  CHECK_MESSAGE(verdict.valid, verdict.why);
  CHECK(verdict.additions > 10);
  CHECK(rate_accepts(dir, cnf, good));
  std::vector<std::string> damaged = lines_of(good);
  for (std::string& l : damaged) {  // the first step of two hints or more loses its last
    std::vector<std::string> words;
    std::istringstream in(l);
    for (std::string w; in >> w;) words.push_back(w);
    if (words.size() < 6 || words[1] == "d") continue;
    const auto zero = std::find(words.begin() + 1, words.end(), "0");
    if (words.end() - zero < 4) continue;
    words.erase(words.end() - 2);
    l.clear();
    for (const std::string& w : words) l += w + " ";
    break;
  }
  CHECK(own_check(cnf, joined(damaged)).why.find("does not follow") != std::string::npos);
  // From a file, a megabyte at a time, plain or gzipped: the same verdict wherever a line is cut by
  // the buffer's end, and with no newline after the last line.
  const Cnf formula_of = read_cnf(cnf);
  for (const size_t pad : {size_t{1} << 20, (size_t{1} << 20) - 7, (size_t{1} << 20) + 3, size_t{3} << 19}) {
    CAPTURE(pad);
    std::string text = "c " + std::string(pad, 'x') + "\n" + good;
    while (!text.empty() && text.back() == '\n') text.pop_back();
    write_file(dir.file("padded.lrat"), text);
    const LratVerdict from_file = check_lrat_file(formula_of.clauses, formula_of.variables, dir.file("padded.lrat"));
    CHECK_MESSAGE(from_file.valid, from_file.why);
    CHECK(from_file.additions == verdict.additions);
    CHECK(from_file.deletions == verdict.deletions);
    REQUIRE(run({"gzip", "-kf", dir.file("padded.lrat")}).exit_code == 0);
    const LratVerdict gzipped = check_lrat_file(formula_of.clauses, formula_of.variables, dir.file("padded.lrat.gz"));
    CHECK(gzipped.additions == verdict.additions);
    CHECK(gzipped.valid);
  }
  write_file(dir.file("damaged.lrat"), joined(damaged));
  CHECK(check_lrat_file(formula_of.clauses, formula_of.variables, dir.file("damaged.lrat")).why ==
        own_check(cnf, joined(damaged)).why);
  // (1 2), (-1 2), (-2 3), (-2 -3): adding (2 -3) assumes -2 and 3, so hint 4 (-2 -3) is satisfied
  // and propagates nothing; hints 1 and 2 then conflict. Without them, no conflict.
  const std::vector<Clause> formula = {{1, 2}, {-1, 2}, {-2, 3}, {-2, -3}};
  CHECK(check_lrat(formula, 3, "5 2 -3 0 4 1 2 0\n").additions == 1);
  const LratVerdict short_of_a_conflict = check_lrat(formula, 3, "5 2 -3 0 4 0\n");
  CHECK(!short_of_a_conflict.valid);
  CHECK(short_of_a_conflict.why.find("line 1: clause 5 does not follow") == 0);
}

TEST_CASE("RAT steps: every clause that holds the pivot's negation answered by a group of hints") {
  // (-3 1), (1 5), (1 -5): adding (3) resolves with clause 1 into (3 1), whose negation
  // propagates 5 by clause 2 and conflicts in clause 3.
  const std::vector<Clause> formula = {{-3, 1}, {1, 5}, {1, -5}};
  CHECK(check_lrat(formula, 5, "4 3 0 -1 2 3 0\n").additions == 1);
  CHECK(check_lrat(formula, 5, "4 3 0 -1 2 3 0\n").why == "the proof ends without adding the empty clause");
  CHECK(check_lrat(formula, 5, "4 3 0 -1 2 0\n").why.find("ends without a conflict") != std::string::npos);
  CHECK(check_lrat(formula, 5, "4 3 0 0\n").why.find("clause 1 holds -3, and no negative hint names it") != std::string::npos);
  CHECK(check_lrat(formula, 5, "4 3 0 -2 0\n").why.find("names a clause without -3") != std::string::npos);
  // A fresh variable's clause is RAT with no group at all; then a RUP refutation ends the proof.
  const std::vector<Clause> unsat = {{1, 2}, {-1, 2}, {1, -2}, {-1, -2}};
  const LratVerdict v = check_lrat(unsat, 2, "5 3 0 0\n6 2 0 1 2 0\n7 0 6 3 4 0\n");
  CHECK_MESSAGE(v.valid, v.why);
}

TEST_CASE("the cubes over a row, their symmetry pruning only where the permutation keeps the formula") {
  TempDir dir;
  const Cnf amazons = read_cnf(amazons_cnf(dir));
  const std::vector<Clause> cubes = split_cubes(amazons, variables_named(amazons, {"x_1_*"}), 1000);
  // An amazon on each square of the first row but the third and fourth, whose knight moves and
  // diagonals leave the second row no square: unit propagation refutes those branches.
  CHECK(cubes.size() == 4);
  const std::vector<Permutation> symmetries = board_symmetries(amazons);
  CHECK(symmetries.size() == 7);
  const std::vector<Pruned> pruned = prune(cubes, symmetries);
  CHECK(pruned.size() == 2);
  for (const Pruned& p : pruned) {
    CHECK(maps_onto_itself(amazons, p.by));
    CHECK(image_of(cubes[p.cube - 1], p.by) == image_of(cubes[p.onto - 1], permutation_from_text("", amazons.variables)));
  }
  Permutation swap = permutation_from_text("1:2 2:1", amazons.variables);  // two squares of a row: not a symmetry
  CHECK(!maps_onto_itself(amazons, swap));
  CHECK(!maps_onto_itself(amazons, permutation_from_text("1:2", amazons.variables)));  // not a bijection

  // The default counter's tree (the modulo totalizer's, over the squares in board order) is kept by
  // no symmetry of the board: its auxiliaries have no images, so no symmetry is claimed there.
  const std::string counted = dir.file("counted.cnf");
  REQUIRE(run({boardlp_exe(), "queens", "6", "--non-dominating", "--place", "5", "--at-least", "7", "--format", "cnf", "-o", counted})
              .exit_code == 0);
  CHECK(board_symmetries(read_cnf(counted)).empty());
}

TEST_CASE("a symmetric counter's tree is kept by the board's symmetries: the permutations reach its auxiliaries and the lines' indicators") {
  TempDir dir;
  for (const EncodingRow& row : encoding_rows()) {
    if (!row.symmetric) continue;
    const std::string encoding(row.name);
    CAPTURE(encoding);
    auto symmetries_of = [&](std::vector<std::string> args, const std::string& keeps = "") {
      const std::string file = dir.file("f.cnf");
      std::filesystem::remove(file);
      args.insert(args.begin(), boardlp_exe());
      args.insert(args.end(), {"--format", "cnf", "--encoding", encoding + keeps, "-o", file});
      const RunResult r = run(args);
      REQUIRE_MESSAGE(r.exit_code == 0, r.err);
      const Cnf cnf = read_cnf(file);
      std::vector<Permutation> out = board_symmetries(cnf);
      for (const Permutation& p : out) CHECK(maps_onto_itself(cnf, p));
      return std::make_pair(cnf, out);
    };
    // The whole dihedral group on a square board, odd and even, whatever the counters count.
    for (const std::string n : {"5", "6"}) {
      CAPTURE(n);
      const auto result = symmetries_of({"queens", n, "--non-dominating", "--place", "4", "--at-least", "6"});
      const Cnf& cnf = result.first;
      const std::vector<Permutation>& found = result.second;
      CHECK(found.size() == 7);
      // The left-right flip (g = 2, the second found) sends a down-right diagonal's indicator to the
      // down-left one of the mirrored segment, though the names' squares say otherwise.
      const auto var = [&](const std::string& name) {
        return static_cast<int32_t>(std::find(cnf.names.begin(), cnf.names.end(), name) - cnf.names.begin());
      };
      REQUIRE(found.size() >= 2);
      CHECK(found[1][static_cast<size_t>(var("odr_1_1"))] == var(fmt::format("odl_1_{}", n)));
    }
    CHECK(symmetries_of({"queens", "5", "--dominate", "--at-most", "3"}).second.size() == 7);
    CHECK(symmetries_of({"queens", "12", "--dominate", "--at-most", "5"}).second.size() == 7);  // past the modulo's leaves
    CHECK(symmetries_of({"queens", "4x6", "--non-dominating", "--place", "3", "--at-least", "4"}).second.size() == 3);
    // A fixed piece in a corner leaves the reflection through that corner's diagonal.
    CHECK(symmetries_of({"queens", "6", "--dominate", "--at-most", "3", "--fix", "1,1"}).second.size() == 1);
    // A tree asked to keep fewer: the left-right flip alone (the one a row's cubes need), or the
    // group two flips generate (with the half turn).
    {
      const std::vector<Permutation> lr = symmetries_of({"queens", "6", "--non-dominating", "--place", "4", "--at-least", "6"}, ":lr").second;
      REQUIRE(lr.size() == 1);
      CHECK(lr[0][1] == 6);  // x_1_1 onto x_1_6
    }
    CHECK(symmetries_of({"queens", "6", "--dominate", "--at-most", "3"}, ":lr+tb").second.size() == 3);
    // Both counters' auxiliaries and every clause: the cubes the symmetries map onto each other pruned.
    const std::string folder = dir.file("cert-" + encoding);
    const std::string file = dir.file("q5.cnf");
    std::filesystem::remove(file);
    REQUIRE(run({boardlp_exe(), "queens", "5", "--non-dominating", "--place", "4", "--at-least", "6", "--format", "cnf", "--encoding",
                 encoding, "-o", file}).exit_code == 0);
    const RunResult made = run({boardlp_exe(), "certify", "cubes", file, "--on", "x_3_*,u_3_*", "-o", folder});
    REQUIRE_MESSAGE(made.exit_code == 0, made.err);
    CHECK(made.out.find("by 7 of the board's symmetries") != std::string::npos);
    CHECK(made.out.find(" 0 pruned") == std::string::npos);
    REQUIRE(run({boardlp_exe(), "certify", "run", folder, "--jobs", "2"}).exit_code == 0);
    const RunResult script = run({"python3", folder + "/check", "--checker", "rate"});
    CHECK_MESSAGE(script.exit_code == 0, (script.out + script.err));
    CHECK(run({boardlp_exe(), "certify", "check", folder}).exit_code == 0);
  }
}

TEST_CASE("a certificate folder: made, run, checked by boardlp and by its own script; each damage refused by both") {
  TempDir dir;
  const std::string cnf = amazons_cnf(dir), folder = dir.file("cert");
  const RunResult made = run({boardlp_exe(), "certify", "cubes", cnf, "--on", "x_1_*", "-o", folder});
  REQUIRE(made.exit_code == 0);
  CHECK(made.out.find("4 cubes") != std::string::npos);
  CHECK(made.out.find("2 pruned") != std::string::npos);
  const RunResult ran = run({boardlp_exe(), "certify", "run", folder, "--jobs", "2"});
  CHECK(ran.exit_code == 0);
  CHECK(ran.out.find("2 cubes decided now, 0 before, 2 pruned, 0 undecided; the cover proven") != std::string::npos);
  // A line on stderr as each proof is kept: the two cubes and the cover, "3 of this run's 3" last.
  CHECK(std::regex_search(ran.err, std::regex("boardlp certify: cube \\d unsatisfiable, its proof checked and kept \\(\\d+\\.\\d CPU s\\); "
                                              "1 of this run's 3 done\n")));
  CHECK(ran.err.find("the cover unsatisfiable, its proof checked and kept") != std::string::npos);
  CHECK(ran.err.find("; 3 of this run's 3 done\n") != std::string::npos);
  write_file(folder + "/lrat/cube-3.lrat.gz.part", "half a proof, as a stop leaves it");
  const RunResult again = run({boardlp_exe(), "certify", "run", folder});  // resumed: nothing left to decide
  CHECK(again.out.find("0 cubes decided now, 2 before") != std::string::npos);
  CHECK(!file_exists(folder + "/lrat/cube-3.lrat.gz.part"));  // a stopped run's half-written proof is gone
  CHECK(read_file(folder + "/.gitignore").find("lrat/*.part") != std::string::npos);
  CHECK(run({boardlp_exe(), "certify", "check", folder}).exit_code == 0);
  const RunResult script = run({"python3", folder + "/check", "--checker", "rate"});
  CHECK_MESSAGE(script.exit_code == 0, (script.out + script.err));
  CHECK(script.out.find("certificate verified: 4 cubes, 2 decided with proofs, 2 pruned") != std::string::npos);

  auto both_refuse = [&](const std::string& what) {
    const RunResult own = run({boardlp_exe(), "certify", "check", folder});
    const RunResult own_parallel = run({boardlp_exe(), "certify", "check", folder, "--jobs", "3"});
    const RunResult theirs = run({"python3", folder + "/check", "--checker", "rate"});
    CHECK_MESSAGE(own.exit_code == 1, (what + ": " + own.out));
    CHECK_MESSAGE(own_parallel.out == own.out, what);  // the same faults, in the same order, 3 proofs at a time
    CHECK_MESSAGE(own.out.find("FAULT") != std::string::npos, what);
    CHECK_MESSAGE(theirs.exit_code == 1, (what + ": " + theirs.out));
    CHECK_MESSAGE(theirs.out.find("FAULT") != std::string::npos, what);
  };
  const std::string pruned_text = read_file(folder + "/pruned.txt"), cubes_text = read_file(folder + "/cubes.icnf");
  SUBCASE("a decided cube's proof missing") {
    std::filesystem::remove(folder + "/lrat/cube-1.lrat.gz");
    both_refuse("missing proof");
  }
  SUBCASE("a permutation that does not keep the formula") {
    write_file(folder + "/pruned.txt", std::regex_replace(pruned_text, std::regex(" 1:6 2:5 "), " 1:5 2:6 ", std::regex_constants::format_first_only));
    both_refuse("a wrong permutation");
  }
  SUBCASE("a cube left out of the set: its cover proof's hints no longer fit") {
    std::vector<std::string> lines = lines_of(cubes_text);
    lines.pop_back();  // the last cube (pruned onto the first)
    write_file(folder + "/cubes.icnf", joined(lines));
    write_file(folder + "/pruned.txt", joined({lines_of(pruned_text)[0], lines_of(pruned_text)[1]}));
    const RunResult own = run({boardlp_exe(), "certify", "check", folder});
    CHECK(own.exit_code == 1);
    CHECK(own.out.find("FAULT: the cover: lrat/cover.lrat.gz is not a valid proof") != std::string::npos);
    // The script's rate re-derives each lemma by its own search, not by the hints: it accepts the
    // smaller cover only if the same lemmas prove it too, which is then a sound certificate.
  }
  SUBCASE("a proof of another cube in a cube's place") {
    std::filesystem::copy_file(folder + "/lrat/cube-2.lrat.gz", folder + "/lrat/cube-1.lrat.gz",
                               std::filesystem::copy_options::overwrite_existing);
    const RunResult own = run({boardlp_exe(), "certify", "check", folder});
    CHECK(own.exit_code == 1);
    CHECK(own.out.find("FAULT: cube 1: lrat/cube-1.lrat.gz is not a valid proof") != std::string::npos);
    // The script's rate re-derives each lemma by its own search: CaDiCaL 2.2.1's proof keeps every
    // lemma of its search, which may prove the other cube too (then a sound certificate of it);
    // rate's own proof keeps only the lemmas its cube needs, and both refuse it in another's place.
    const std::string by_rate = dir.file("by-rate");
    REQUIRE(run({boardlp_exe(), "certify", "cubes", cnf, "--on", "x_1_*", "-o", by_rate}).exit_code == 0);
    REQUIRE(run({boardlp_exe(), "certify", "run", by_rate, "--prover", "rate"}).exit_code == 0);
    std::filesystem::copy_file(by_rate + "/lrat/cube-2.lrat.gz", by_rate + "/lrat/cube-1.lrat.gz",
                               std::filesystem::copy_options::overwrite_existing);
    CHECK(run({boardlp_exe(), "certify", "check", by_rate}).exit_code == 1);
    const RunResult theirs = run({"python3", by_rate + "/check", "--checker", "rate"});
    CHECK_MESSAGE(theirs.exit_code == 1, theirs.out);
    CHECK(theirs.out.find("FAULT: cube 1: rate does not verify its proof") != std::string::npos);
  }
}

TEST_CASE("boardlp certify's refusals: one line, nothing written") {
  TempDir dir;
  const std::string cnf = amazons_cnf(dir);
  const RunResult unnamed = run({boardlp_exe(), "certify", "cubes", cnf, "--on", "y_9_*", "-o", dir.file("c")});
  CHECK(unnamed.exit_code == 2);
  CHECK(unnamed.err.find("--on y_9_*: no variable of the formula is named so") != std::string::npos);
  CHECK(!file_exists(dir.file("c")));
  std::filesystem::create_directories(dir.file("full"));
  write_file(dir.file("full/keep.txt"), "mine");
  const RunResult full = run({boardlp_exe(), "certify", "cubes", cnf, "--on", "x_1_*", "-o", dir.file("full")});
  CHECK(full.exit_code == 2);
  CHECK(full.err.find("is not empty") != std::string::npos);
  CHECK(read_file(dir.file("full/keep.txt")) == "mine");
  const RunResult not_folder = run({boardlp_exe(), "certify", "check", dir.file("full")});
  CHECK(not_folder.exit_code == 2);
  CHECK(not_folder.err.find("not a certificate folder") != std::string::npos);
  const RunResult wrong = run({boardlp_exe(), "certify", "run", dir.file("full"), "--on", "x_1_1"});
  CHECK(wrong.err.find("--on is not an option of boardlp certify run") != std::string::npos);
  const RunResult prover = run({boardlp_exe(), "certify", "run", dir.file("full"), "--prover", "kissat"});
  CHECK(prover.exit_code == 2);
  CHECK(prover.err.find("--prover kissat: give one of lrat, rate") != std::string::npos);
  // A prover's program missing from PATH: named, with what installs it, before any work.
  const std::string folder = dir.file("cert");
  REQUIRE(run({boardlp_exe(), "certify", "cubes", cnf, "--on", "x_1_*", "-o", folder}).exit_code == 0);
  const RunResult missing = run({"env", "PATH=/usr/bin:/bin", boardlp_exe(), "certify", "run", folder});
  CHECK(missing.exit_code == 2);
  CHECK(missing.err.find("boardlp certify needs cadical-2.2.1 on PATH: run scripts/setup") != std::string::npos);
  CHECK(read_file(folder + "/decided.tsv") == "cube\tresult\tsolve_cpu_s\tproof_cpu_s\tlrat_gz_bytes\tprover\n");
}

TEST_CASE("a sampled run projects the rest; proofs past --keep-kb are kept as their hash and made again by the script, by each prover") {
  for (const ProverRow& prover : prover_rows()) {
    const std::string name(prover.name);
    CAPTURE(name);
    TempDir dir;
    const std::string cnf = amazons_cnf(dir), folder = dir.file("cert");
    REQUIRE(run({boardlp_exe(), "certify", "cubes", cnf, "--on", "x_1_*", "--no-symmetry", "-o", folder}).exit_code == 0);
    const RunResult sampled =
        run({boardlp_exe(), "certify", "run", folder, "--sample", "1", "--seed", "3", "--keep-kb", "0", "--prover", name});
    CHECK(sampled.exit_code == 3);  // not every cube decided yet
    CHECK(sampled.out.find("1 cubes decided now, 0 before, 0 pruned, 0 undecided; the cover not proven yet") != std::string::npos);
    CHECK(sampled.out.find("the undecided cubes projected at") != std::string::npos);
    CHECK(sampled.out.find("from 1 decided cubes") != std::string::npos);
    const RunResult rest = run({boardlp_exe(), "certify", "run", folder, "--keep-kb", "0", "--prover", name});
    CHECK(rest.exit_code == 0);
    CHECK(rest.out.find("3 cubes decided now, 1 before") != std::string::npos);
    // Every proof is out of git: lrat/large/ and a .remake with its SHA-256, its prover and the
    // versions; decided.tsv names the prover of each.
    const std::string program = prover.prover == Prover::lrat ? "cadical-2.2.1" : "cadical";
    for (const std::string proof : {"cube-1", "cube-2", "cube-3", "cube-4", "cover"}) {
      CAPTURE(proof);
      CHECK(file_exists(folder + "/lrat/large/" + proof + ".lrat.gz"));
      CHECK(!file_exists(folder + "/lrat/" + proof + ".lrat.gz"));
      const std::vector<std::string> remake = lines_of(read_file(folder + "/lrat/" + proof + ".remake"));
      REQUIRE(remake.size() > 2);
      CHECK(remake[1] == "prover " + name);
      CHECK(read_file(folder + "/lrat/" + proof + ".remake").find(program + " --version: ") != std::string::npos);
    }
    const std::vector<std::string> table = lines_of(read_file(folder + "/decided.tsv"));
    CHECK(table[0] == "cube\tresult\tsolve_cpu_s\tproof_cpu_s\tlrat_gz_bytes\tprover");
    for (size_t i = 1; i < table.size(); ++i) CHECK(table[i].ends_with("\t" + name));
    CHECK(read_file(folder + "/.gitignore").find("lrat/large/") != std::string::npos);
    CHECK(run({boardlp_exe(), "certify", "check", folder}).exit_code == 0);
    // A clone has no lrat/large/: the script makes each proof again and checks its hash.
    std::filesystem::remove_all(folder + "/lrat/large");
    const RunResult remade = run({"python3", folder + "/check", "--checker", "rate"});
    CHECK_MESSAGE(remade.exit_code == 0, remade.out);
    const RunResult own = run({boardlp_exe(), "certify", "check", folder});  // boardlp's check makes them again too
    CHECK_MESSAGE(own.exit_code == 0, own.out);
    const RunResult own_parallel = run({boardlp_exe(), "certify", "check", folder, "--jobs", "2"});  // 2 made again at once
    CHECK_MESSAGE(own_parallel.exit_code == 0, own_parallel.out);
    CHECK(own_parallel.out == own.out);
    // A hash that is not the proof's is refused; so is a proof remade by the other prover.
    const std::string remake = read_file(folder + "/lrat/cube-1.remake");
    write_file(folder + "/lrat/cube-1.remake", "sha256 " + std::string(64, '0') + remake.substr(remake.find('\n')));
    const RunResult wrong = run({"python3", folder + "/check", "--checker", "rate"});
    CHECK(wrong.exit_code == 1);
    CHECK(wrong.out.find("FAULT: cube 1: its prover made a proof whose hash is not") != std::string::npos);
    const RunResult own_wrong = run({boardlp_exe(), "certify", "check", folder});
    CHECK(own_wrong.exit_code == 1);
    CHECK(own_wrong.out.find("FAULT: cube 1: its prover made a proof whose hash is not lrat/cube-1.remake's") != std::string::npos);
    CHECK(run({boardlp_exe(), "certify", "check", folder, "--jobs", "4"}).out == own_wrong.out);
    const std::string other = name == "rate" ? "lrat" : "rate";
    write_file(folder + "/lrat/cube-1.remake", std::regex_replace(remake, std::regex("\nprover \\w+\n"), "\nprover " + other + "\n"));
    CHECK(run({boardlp_exe(), "certify", "check", folder}).out.find("FAULT: cube 1: its prover made a proof whose hash") !=
          std::string::npos);
    CHECK(run({"python3", folder + "/check", "--checker", "rate"}).out.find("FAULT: cube 1: its prover made a proof whose hash") !=
          std::string::npos);
    // A file without the prover line (made before it) is rate's.
    write_file(folder + "/lrat/cube-1.remake", std::regex_replace(remake, std::regex("\nprover \\w+\n"), "\n"));
    CHECK((run({boardlp_exe(), "certify", "check", folder}).exit_code == 0) == (name == "rate"));
    CHECK((run({"python3", folder + "/check", "--checker", "rate"}).exit_code == 0) == (name == "rate"));
  }
}

TEST_CASE("a folder whose decided.tsv has no prover column (rate's lines) gets one, and goes on with another prover") {
  TempDir dir;
  const std::string cnf = amazons_cnf(dir), folder = dir.file("cert");
  REQUIRE(run({boardlp_exe(), "certify", "cubes", cnf, "--on", "x_1_*", "--no-symmetry", "-o", folder}).exit_code == 0);
  REQUIRE(run({boardlp_exe(), "certify", "run", folder, "--sample", "2", "--prover", "rate"}).exit_code == 3);
  // As the tables were before the column: no head for it, no word on the lines.
  std::string old;
  for (const std::string& line : lines_of(read_file(folder + "/decided.tsv")))
    old += line.substr(0, line.rfind('\t')) + "\n";
  write_file(folder + "/decided.tsv", old);
  const RunResult rest = run({boardlp_exe(), "certify", "run", folder, "--keep-kb", "0", "--drop-large"});  // the default prover
  CHECK(rest.exit_code == 0);
  CHECK(rest.out.find("2 cubes decided now, 2 before") != std::string::npos);
  const std::vector<std::string> table = lines_of(read_file(folder + "/decided.tsv"));
  REQUIRE(table.size() == 6);
  CHECK(table[0].ends_with("\tprover"));
  CHECK(!table[1].ends_with("\tlrat"));  // rate's, as they were
  CHECK(!table[2].ends_with("\tlrat"));
  for (size_t i = 3; i < 6; ++i) CHECK(table[i].ends_with("\tlrat"));
  // The two kept in git by rate are moved out by --keep-kb 0 as rate's.
  for (const std::string proof : {"cube-1", "cube-2", "cube-3", "cube-4", "cover"}) {
    CAPTURE(proof);
    CHECK(!file_exists(folder + "/lrat/" + proof + ".lrat.gz"));
    REQUIRE(file_exists(folder + "/lrat/" + proof + ".remake"));
  }
  size_t by_rate = 0;
  for (const std::string proof : {"cube-1", "cube-2", "cube-3", "cube-4"})
    by_rate += lines_of(read_file(folder + "/lrat/" + proof + ".remake"))[1] == "prover rate";
  CHECK(by_rate == 2);
  const RunResult own = run({boardlp_exe(), "certify", "check", folder});
  CHECK_MESSAGE(own.exit_code == 0, own.out);
  const RunResult script = run({"python3", folder + "/check", "--checker", "rate"});
  CHECK_MESSAGE(script.exit_code == 0, script.out);
}

TEST_CASE("parts of a run (--part P/N) decide disjoint cubes into their own tables; check --json sums them") {
  TempDir dir;
  const std::string cnf = amazons_cnf(dir), folder = dir.file("cert");
  REQUIRE(run({boardlp_exe(), "certify", "cubes", cnf, "--on", "x_1_*", "--no-symmetry", "-o", folder}).exit_code == 0);
  // Part 2 of 3: cube 2 alone (cubes 1 and 4 are part 1's, with the cover; cube 3 part 3's).
  write_file(folder + "/lrat/cube-1.lrat.gz.part", "part 1's proof being written");
  const RunResult second = run({boardlp_exe(), "certify", "run", folder, "--part", "2/3"});
  CHECK(second.exit_code == 0);  // its part is done
  CHECK(second.out.find("1 cubes decided now, 0 before, 0 pruned, 0 undecided; the cover not proven yet") != std::string::npos);
  CHECK(second.out.find("part 2 of 3 done") != std::string::npos);
  CHECK(file_exists(folder + "/lrat/cube-2.lrat.gz"));
  CHECK(file_exists(folder + "/lrat/cube-1.lrat.gz.part"));  // another part's file is left alone
  CHECK(lines_of(read_file(folder + "/decided-part-2.tsv")).size() == 2);  // the head and cube 2
  CHECK(lines_of(read_file(folder + "/decided.tsv")).size() == 1);
  const RunResult first = run({boardlp_exe(), "certify", "run", folder, "--part", "1/3"});
  CHECK(first.out.find("2 cubes decided now, 1 before, 0 pruned, 0 undecided; the cover proven") != std::string::npos);
  CHECK(!file_exists(folder + "/lrat/cube-1.lrat.gz.part"));
  CHECK(file_exists(folder + "/lrat/cube-4.lrat.gz"));
  CHECK(!file_exists(folder + "/lrat/cube-3.lrat.gz"));
  const RunResult unfinished = run({boardlp_exe(), "certify", "check", folder, "--json"});
  CHECK(unfinished.exit_code == 1);
  CHECK(unfinished.out.find("\"verified\":false") != std::string::npos);
  CHECK(unfinished.out.find("\"decided\":3") != std::string::npos);
  CHECK(unfinished.out.find("cube 3: no proof (lrat/cube-3.lrat.gz)") != std::string::npos);
  CHECK(run({boardlp_exe(), "certify", "run", folder}).out.find("1 cubes decided now, 3 before") != std::string::npos);
  const RunResult done = run({boardlp_exe(), "certify", "check", folder, "--json"});
  CHECK(done.exit_code == 0);
  CHECK(done.out.find("\"verified\":true,\"cubes\":4,\"decided\":4,\"pruned\":0,\"cover\":\"proven\"") != std::string::npos);
  CHECK(done.out.find("\"remade_from_hash\":0") != std::string::npos);
  const RunResult script = run({"python3", folder + "/check", "--checker", "rate"});
  CHECK_MESSAGE(script.exit_code == 0, script.out);
  for (const std::string bad : {"0/3", "4/3", "2", "2/3x"}) {
    CAPTURE(bad);
    const RunResult refused = run({boardlp_exe(), "certify", "run", folder, "--part", bad});
    CHECK(refused.exit_code == 2);
    CHECK(refused.err.find("give P/N with 1 <= P <= N") != std::string::npos);
  }
}
