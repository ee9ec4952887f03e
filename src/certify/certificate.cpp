#include "certificate.hpp"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <mutex>
#include <random>
#include <set>
#include <sstream>
#include <thread>

#include <unistd.h>

#include <fmt/format.h>
#include <zlib.h>

#include "clauses.hpp"
#include "cubes.hpp"
#include "errors.hpp"
#include "lrat.hpp"
#include "process.hpp"
#include "projection.hpp"
#include "prover.hpp"
#include "template.hpp"

namespace boardlp::certify {

namespace fs = std::filesystem;

namespace {

// A table's last column says which prover made the proof; a line without it (a table made before
// the column) was made by rate.
constexpr std::string_view kDecidedHead = "cube\tresult\tsolve_cpu_s\tproof_cpu_s\tlrat_gz_bytes\tprover\n";
constexpr std::string_view kDecidedHeadBefore = "cube\tresult\tsolve_cpu_s\tproof_cpu_s\tlrat_gz_bytes";

std::string lrat_name(size_t cube) { return cube == 0 ? "cover.lrat.gz" : fmt::format("cube-{}.lrat.gz", cube); }

// Where a proof is: lrat/NAME.lrat.gz; past the size kept in git, lrat/large/NAME.lrat.gz (the
// folder's .gitignore leaves it out) beside lrat/NAME.remake, the LRAT's SHA-256 and how the
// prover (deterministic) makes it again.
struct ProofFiles {
  fs::path kept, large, remake;
};
ProofFiles proof_files(const std::string& folder, size_t n) {
  const std::string base = n == 0 ? "cover" : fmt::format("cube-{}", n);
  const fs::path lrat = fs::path(folder) / "lrat";
  return {lrat / (base + ".lrat.gz"), lrat / "large" / (base + ".lrat.gz"), lrat / (base + ".remake")};
}

void write_file(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out.flush()) throw UserError(fmt::format("{}: cannot write it (disk full?)", path.string()));
}

struct Folder {
  Cnf cnf;
  std::vector<Clause> cubes;
  std::map<size_t, std::pair<size_t, std::string>> pruned;  // cube -> (onto, permutation text)
};

Folder read_folder(const std::string& folder) {
  if (!fs::exists(fs::path(folder) / "formula.cnf") || !fs::exists(fs::path(folder) / "cubes.icnf"))
    throw UserError(fmt::format("{}: not a certificate folder (no formula.cnf and cubes.icnf); make one with boardlp certify "
                                "cubes FORMULA.cnf --on VARS -o {}", folder, folder));
  Folder f;
  f.cnf = read_cnf((fs::path(folder) / "formula.cnf").string());
  f.cubes = read_cubes((fs::path(folder) / "cubes.icnf").string());
  std::istringstream in(read_text((fs::path(folder) / "pruned.txt").string()));
  size_t line_no = 0;
  for (std::string line; std::getline(in, line);) {
    ++line_no;
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    size_t cube = 0, onto = 0;
    if (!(words >> cube >> onto) || cube < 1 || cube > f.cubes.size() || onto < 1 || onto > f.cubes.size())
      throw UserError(fmt::format("{}/pruned.txt:{}: not \"CUBE ONTO v:w ...\" with cube numbers from 1 to {}", folder, line_no,
                                  f.cubes.size()));
    std::string rest;
    std::getline(words, rest);
    f.pruned[cube] = {onto, rest};
  }
  return f;
}

// The tables of decided cubes: decided.tsv, and decided-part-P.tsv of each part run (--part).
std::string decided_table(unsigned part) { return part == 0 ? "decided.tsv" : fmt::format("decided-part-{}.tsv", part); }
std::vector<fs::path> decided_tables(const std::string& folder) {
  std::vector<fs::path> out{fs::path(folder) / decided_table(0)};
  for (const auto& entry : fs::directory_iterator(folder)) {
    const std::string name = entry.path().filename().string();
    if (name.starts_with("decided-part-") && name.ends_with(".tsv")) out.push_back(entry.path());
  }
  std::sort(out.begin() + 1, out.end());
  return out;
}

// One kept proof's line of a decided table: the cube (0 the cover) and its figures.
struct DecidedLine {
  size_t cube = 0;
  double solve_cpu = 0, proof_cpu = 0;
  Prover prover = Prover::rate;
};
std::vector<DecidedLine> decided_lines(const std::string& folder) {
  std::vector<DecidedLine> out;
  for (const fs::path& table : decided_tables(folder)) {
    std::ifstream in(table);
    for (std::string line; std::getline(in, line);) {
      std::istringstream words(line);
      std::string cube, result;
      DecidedLine d;
      uintmax_t bytes = 0;
      if (!(words >> cube >> result >> d.solve_cpu >> d.proof_cpu) || result != "unsat") continue;
      d.cube = cube == "cover" ? 0 : std::strtoul(cube.c_str(), nullptr, 10);
      if (std::string name; words >> bytes >> name) d.prover = prover_named(name, table.string() + ": the prover");
      if (cube == "cover" || d.cube > 0) out.push_back(d);
    }
  }
  return out;
}

// The cubes decided before: those with a line and a kept proof.
std::set<size_t> decided_cubes(const std::string& folder) {
  std::set<size_t> out;
  for (const DecidedLine& d : decided_lines(folder)) {
    const ProofFiles files = proof_files(folder, d.cube);
    if (fs::exists(files.kept) || fs::exists(files.remake)) out.insert(d.cube);
  }
  return out;
}

// A table made before the prover column gets its header (its lines, without the column, stay rate's).
void add_prover_column(const fs::path& table) {
  const std::string text = read_text(table.string());
  if (!text.starts_with(std::string(kDecidedHeadBefore) + "\n")) return;
  const fs::path part = table.string() + ".part";
  write_file(part, std::string(kDecidedHead) + text.substr(kDecidedHeadBefore.size() + 1));
  fs::rename(part, table);
}

Clause sorted_cube(Clause c) {
  std::sort(c.begin(), c.end());
  c.erase(std::unique(c.begin(), c.end()), c.end());
  return c;
}

std::vector<Clause> units_of(const Clause& cube) {
  std::vector<Clause> out;
  for (const int32_t lit : cube) out.push_back({lit});
  return out;
}
std::vector<Clause> negations_of(const std::vector<Clause>& cubes) {
  std::vector<Clause> out;
  for (const Clause& cube : cubes) {
    Clause c;
    for (const int32_t lit : cube) c.push_back(-lit);
    out.push_back(std::move(c));
  }
  return out;
}

// The file `from` gzipped into `to` at `level`, a megabyte at a time.
void gzip_file(const fs::path& from, const fs::path& to, int level) {
  std::ifstream in(from, std::ios::binary);
  gzFile out = gzopen(to.string().c_str(), level == 9 ? "wb9" : "wb1");
  bool written = in && out != nullptr;
  std::vector<char> buffer(size_t{1} << 20);
  while (written && in) {
    in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
    const auto n = static_cast<unsigned>(in.gcount());
    written = n == 0 || gzwrite(out, buffer.data(), n) == static_cast<int>(n);
  }
  if (!out || gzclose(out) != Z_OK || !written) throw UserError(fmt::format("{}: cannot write it (disk full?)", to.string()));
}

// One proof: formula + `extra` decided by the prover's CaDiCaL, its LRAT checked by
// boardlp's own checker: unsatisfiable (the proof kept), satisfiable, past the time limit, or failed.
enum class Outcome { unsat, sat, past_limit, failed };
struct Decision {
  Outcome outcome = Outcome::failed;
  double solve_cpu = 0, proof_cpu = 0;
  uintmax_t bytes = 0;  // the gzipped LRAT's
  std::string why;  // why it failed: CaDiCaL's exit, or a proof a checker refused
};

// The SHA-256 of a file, by coreutils' sha256sum.
std::string sha256_of(const std::string& sha256sum, const fs::path& file, const fs::path& work) {
  const fs::path log = work / "sha256.log";
  const ChildEnd end = run_process(sha256sum, {file.string()}, work.string(), log.string(), 0);
  const std::string text = read_text(log.string());
  if (end.exit_code != 0 || text.size() < 64) throw UserError(fmt::format("sha256sum could not read {}", file.string()));
  return text.substr(0, 64);
}

// The programs a run or a check uses: the provers' (each found once it is needed) and sha256sum.
class Tools {
 public:
  explicit Tools(std::string sha256sum) : sha256sum_(std::move(sha256sum)) {}
  const std::string& sha256sum() const { return sha256sum_; }
  const ProverPrograms& of(Prover prover) {
    const std::lock_guard<std::mutex> hold(lock_);
    auto found = found_.find(prover);
    if (found == found_.end()) found = found_.emplace(prover, find_programs(prover)).first;
    return found->second;
  }

 private:
  std::string sha256sum_;
  std::mutex lock_;
  std::map<Prover, ProverPrograms> found_;
};

// A kept proof past request.keep_bytes gzipped goes out of git: to lrat/large/, its hash, its
// prover and how to make it again in lrat/NAME.remake. `lrat`: its text, uncompressed.
void keep_out_of_git(const RunRequest& request, Tools& tools, Prover prover, const fs::path& lrat, const ProofFiles& keep,
                     const std::string& added, const fs::path& work) {
  const uintmax_t bytes = fs::file_size(keep.kept);
  if (bytes <= request.keep_bytes) return;
  const ProverRow& row = prover_row(prover);
  write_file(keep.remake.string() + ".part",
             fmt::format("sha256 {}\nprover {}\n# The LRAT is {} bytes gzipped, past what the folder keeps in git: lrat/large/ "
                         "holds it where it was made. Its prover is deterministic, so it is made again, byte for byte, by\n"
                         "#   {}\n"
                         "# where F.cnf is formula.cnf with {} after its clauses (the folder's check does it),\n"
                         "# with the same versions: {}\n",
                         sha256_of(tools.sha256sum(), lrat, work), row.name, bytes, row.recipe, added, tools.of(prover).versions));
  fs::rename(keep.remake.string() + ".part", keep.remake);
  if (request.drop_large) {
    fs::remove(keep.kept);
  } else {
    fs::create_directories(keep.large.parent_path());
    fs::rename(keep.kept, keep.large);
  }
}

// `added`: what `extra` is, in words.
Decision decide(const RunRequest& request, Tools& tools, const Cnf& cnf, const std::vector<Clause>& extra, const std::string& added,
                const fs::path& work, const ProofFiles& keep) {
  fs::remove(keep.kept.string() + ".part");  // a stopped run's, half-written
  fs::remove(keep.remake.string() + ".part");
  const ProofRun made = make_proof(tools.of(request.prover), cnf, extra, work.string(), request.cube_seconds);
  const ChildEnd& solved = made.solved;
  const fs::path lrat = made.lrat;
  Decision d;
  d.solve_cpu = solved.cpu_seconds;
  d.proof_cpu = made.proof_cpu;
  if (solved.exit_code == 10) {
    d.outcome = Outcome::sat;
    return d;
  }
  if (solved.timed_out) {
    d.outcome = Outcome::past_limit;
    return d;
  }
  if (solved.exit_code != 20) {
    d.why = fmt::format("cadical ended with exit code {}", solved.exit_code);
    return d;
  }
  if (!made.why.empty()) {
    d.why = made.why;
    return d;
  }
  std::vector<Clause> all = cnf.clauses;
  all.insert(all.end(), extra.begin(), extra.end());
  const LratVerdict own = check_lrat_file(all, cnf.variables, lrat.string());
  if (!own.valid) {
    d.why = fmt::format("boardlp's LRAT checker refused the {} prover's certificate: {}", prover_row(request.prover).name, own.why);
    return d;
  }
  // Gzipped at level 1, a tenth of level 9's CPU, which on a large proof costs as much as the
  // solver (bench/RESULTS.md); a proof that then fits in git is written again at level 9.
  const fs::path part = keep.kept.string() + ".part";
  gzip_file(lrat, part, 1);
  if (fs::file_size(part) <= request.keep_bytes) gzip_file(lrat, part, 9);
  d.bytes = fs::file_size(part);
  fs::rename(part, keep.kept);
  keep_out_of_git(request, tools, request.prover, lrat, keep, added, work);
  d.outcome = Outcome::unsat;
  fs::remove_all(work);
  return d;
}



}  // namespace

MakeReport make_folder(const MakeRequest& request) {
  const fs::path folder(request.folder);
  if (fs::exists(folder) && !fs::is_empty(folder))
    throw UserError(fmt::format("{} is not empty: give a new folder (a certificate there is gone on with by boardlp certify "
                                "run {})", request.folder, request.folder));
  const Cnf cnf = read_cnf(request.formula);
  const std::vector<int32_t> on = variables_named(cnf, request.on);
  const std::vector<Clause> cubes = split_cubes(cnf, on, request.most_cubes);
  const std::vector<Permutation> symmetries = request.symmetry ? board_symmetries(cnf) : std::vector<Permutation>{};
  const std::vector<Pruned> pruned = prune(cubes, symmetries);
  // Written whole beside the folder, then moved into place: a stop leaves no half folder.
  const fs::path part = folder.string() + fmt::format(".part-{}", getpid());
  fs::remove_all(part);
  fs::create_directories(part / "lrat");
  fs::copy_file(request.formula, part / "formula.cnf");
  std::ostringstream text;
  write_cubes(text, cubes);
  write_file(part / "cubes.icnf", text.str());
  std::string lines = "# CUBE ONTO v:w ...: the permutation maps cube CUBE onto the decided cube ONTO and the formula onto itself\n";
  for (const Pruned& p : pruned) lines += fmt::format("{} {} {}\n", p.cube, p.onto, permutation_text(p.by));
  write_file(part / "pruned.txt", lines);
  write_file(part / "decided.tsv", std::string(kDecidedHead));
  if (!request.command.empty()) write_file(part / "command", request.command + "\n");
  write_file(part / ".gitignore", "# proofs past the size kept in git: lrat/NAME.remake holds each one's hash\nlrat/large/\n"
                                  "# a proof being written (a stopped run's is removed by the next)\nlrat/*.part\n");
  write_file(part / "check", std::string(template_text("certificate/check.py")));
  fs::permissions(part / "check", fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec | fs::perms::others_read |
                                      fs::perms::others_exec);
  if (fs::exists(folder)) fs::remove(folder);  // empty
  fs::rename(part, folder);
  return {cubes.size(), pruned.size(), symmetries.size()};
}

namespace {

std::string added_words(size_t n) {
  return n == 0 ? "the negation of every cube, one clause each" : "the cube's literals as unit clauses";
}

// Whether cube n (0: the cover) is this run's to decide: in its part, or any without --part.
bool in_part(const RunRequest& request, size_t n) {
  if (request.parts == 0) return true;
  return n == 0 ? request.part == 1 : (n - 1) % request.parts == request.part - 1;
}

// What this run decides: the undecided cubes of its part (a random sample of them with --sample),
// then the cover unless it is proven or needs no proof. 0 stands for the cover.
std::vector<size_t> work_of(const RunRequest& request, const Folder& f, const std::set<size_t>& before, bool whole) {
  std::vector<size_t> work;
  for (size_t n = 1; n <= f.cubes.size(); ++n)
    if (!f.pruned.count(n) && !before.count(n) && in_part(request, n)) work.push_back(n);
  if (request.sample > 0) {
    std::mt19937_64 random(request.seed);
    std::shuffle(work.begin(), work.end(), random);
    work.resize(std::min(work.size(), static_cast<size_t>(request.sample)));
  } else if (!before.count(0) && !whole && in_part(request, 0)) {
    work.push_back(0);
  }
  return work;
}

// --keep-kb holds for the proofs kept before too.
void rehome_kept(const RunRequest& request, Tools& tools, const std::set<size_t>& before, const fs::path& scratch) {
  std::map<size_t, Prover> made_by;
  for (const DecidedLine& d : decided_lines(request.folder)) made_by[d.cube] = d.prover;
  for (const size_t n : before) {
    if (!in_part(request, n)) continue;  // another part's run may be moving it now
    const ProofFiles files = proof_files(request.folder, n);
    if (!fs::exists(files.kept) || fs::file_size(files.kept) <= request.keep_bytes) continue;
    const fs::path work = scratch / fmt::format("rehome-{}", n);
    fs::create_directories(work);
    write_file(work / "proof.lrat", read_text(files.kept.string()));
    keep_out_of_git(request, tools, made_by[n], work / "proof.lrat", files, added_words(n), work);
    fs::remove_all(work);
  }
}

// Calls each(i) for i in [0, count), `jobs` at a time; after the first exception no new call
// starts, and it is thrown again once every thread has stopped.
void in_parallel(size_t count, unsigned jobs, const std::function<void(size_t)>& each) {
  std::atomic<size_t> next = 0;
  std::exception_ptr failed;
  std::mutex lock;
  std::vector<std::thread> threads;
  for (unsigned j = 0; j < std::max(1u, jobs); ++j)
    threads.emplace_back([&] {
      try {
        for (size_t i; (i = next++) < count;) each(i);
      } catch (...) {
        const std::lock_guard<std::mutex> hold(lock);
        if (!failed) failed = std::current_exception();
        next = count;
      }
    });
  for (std::thread& t : threads) t.join();
  if (failed) std::rethrow_exception(failed);
}

// Decides `work`, request.jobs at a time; each proof's line goes to decided.tsv as it is kept.
// The cubes past the time limit go to `limited`, each as the limit. Stops at a satisfiable cube;
// throws the first worker's error once every worker has stopped.
void decide_each(const RunRequest& request, Tools& tools, const Folder& f, const std::vector<size_t>& work,
                 const fs::path& scratch, RunReport& report, std::vector<double>& limited) {
  const std::vector<Clause> cover = negations_of(f.cubes);
  std::mutex lock;
  size_t done = 0;  // of `work`, for the progress lines
  in_parallel(work.size(), request.jobs, [&](size_t i) {
    const size_t n = work[i];
    {
      const std::lock_guard<std::mutex> hold(lock);
      if (report.satisfiable != 0) return;
    }
    const Decision d = decide(request, tools, f.cnf, n == 0 ? cover : units_of(f.cubes[n - 1]), added_words(n),
                              scratch / fmt::format("{}", n), proof_files(request.folder, n));
    const std::lock_guard<std::mutex> hold(lock);
    report.cpu_seconds += d.solve_cpu + d.proof_cpu;
    const std::string name = n == 0 ? std::string("the cover") : fmt::format("cube {}", n);
    switch (d.outcome) {
      case Outcome::unsat: {
        std::ofstream out(fs::path(request.folder) / decided_table(request.part), std::ios::app);
        out << fmt::format("{}\tunsat\t{:.2f}\t{:.2f}\t{}\t{}\n", n == 0 ? std::string("cover") : std::to_string(n), d.solve_cpu,
                           d.proof_cpu, d.bytes, prover_row(request.prover).name);
        out.flush();
        if (n == 0) report.cover = true;
        else ++report.decided_now;
        if (request.progress)
          request.progress(fmt::format("{} unsatisfiable, its proof checked and kept ({:.1f} CPU s); {} of this run's {} done", name,
                                       d.solve_cpu + d.proof_cpu, ++done, work.size()));
        break;
      }
      case Outcome::sat: report.satisfiable = n == 0 ? -1 : static_cast<int64_t>(n); break;
      case Outcome::past_limit:
        ++report.undecided;
        ++report.past_limit;
        if (request.progress)
          request.progress(fmt::format("{} past the limit of {:.0f} s, left for the next run; {} of this run's {} done", name,
                                       request.cube_seconds, ++done, work.size()));
        limited.push_back(request.cube_seconds);
        break;
      case Outcome::failed: throw UserError(fmt::format("{} of {}: {}", name, request.folder, d.why));
    }
  });
}

// The CPU seconds of the cubes still undecided: every decided cube's (and the limited ones' limit)
// resampled, times their number.
void project_rest(const RunRequest& request, const Folder& f, std::vector<double> seconds, RunReport& report) {
  for (const DecidedLine& d : decided_lines(request.folder))
    if (d.cube != 0) seconds.push_back(d.solve_cpu + d.proof_cpu);
  std::set<size_t> now = decided_cubes(request.folder);
  now.erase(0);  // the cover
  const size_t open = f.cubes.size() - f.pruned.size() - now.size();
  if (seconds.empty() || open == 0) return;
  const suite::Projection p = suite::project_proof(seconds, static_cast<int64_t>(open), request.seed);
  report.projected_from = seconds.size();
  report.projected = p.total;
  report.projected_low = p.low;
  report.projected_high = p.high;
}

}  // namespace

RunReport run_folder(const RunRequest& request) {
  Tools tools(program_path("sha256sum"));
  tools.of(request.prover);  // its programs found (or refused) before any work
  const Folder f = read_folder(request.folder);
  const std::set<size_t> before = decided_cubes(request.folder);
  const bool whole = std::any_of(f.cubes.begin(), f.cubes.end(), [](const Clause& c) { return c.empty(); });
  RunReport report;
  report.pruned = f.pruned.size();
  for (size_t n = 1; n <= f.cubes.size(); ++n)
    if (!f.pruned.count(n) && before.count(n)) ++report.decided_before;
  const fs::path scratch = fs::temp_directory_path() / fmt::format("boardlp-certify-{}", getpid());
  if (request.parts == 0)  // a stopped run's half-written proofs (a part run removes only its own cubes')
    for (const auto& entry : fs::directory_iterator(fs::path(request.folder) / "lrat"))
      if (entry.path().extension() == ".part") fs::remove(entry.path());
  {
    const fs::path table = fs::path(request.folder) / decided_table(request.part);
    if (!fs::exists(table)) write_file(table, std::string(kDecidedHead));
    else add_prover_column(table);
  }
  std::vector<double> limited;
  try {
    rehome_kept(request, tools, before, scratch);
    decide_each(request, tools, f, work_of(request, f, before, whole), scratch, report, limited);
  } catch (...) {
    fs::remove_all(scratch);
    throw;
  }
  fs::remove_all(scratch);
  if (before.count(0) || whole) report.cover = true;
  if (request.parts > 0) {
    const std::set<size_t> now = decided_cubes(request.folder);
    report.part_done = true;
    for (size_t n = whole ? 1 : 0; n <= f.cubes.size(); ++n)
      if (in_part(request, n) && !f.pruned.count(n) && !now.count(n)) report.part_done = false;
  }
  project_rest(request, f, limited, report);
  return report;
}

namespace {

// A proof kept as its hash, made again by the prover its lrat/NAME.remake names (rate when it
// names none: a file from before the line) from the same bytes boardlp wrote them from: its text,
// in WORK/proof.lrat, or "" when the hash is not the one kept.
std::string remade_proof(Tools& tools, const Cnf& cnf, const std::vector<Clause>& extra, const fs::path& remake,
                         const fs::path& work) {
  std::istringstream kept(read_text(remake.string()));
  std::string word, want, name;
  kept >> word >> want;
  Prover prover = Prover::rate;
  if (kept >> word >> name && word == "prover") prover = prover_named(name, remake.string() + ": the prover");
  const fs::path lrat = make_proof(tools.of(prover), cnf, extra, work.string(), 0).lrat;
  if (!fs::exists(lrat) || sha256_of(tools.sha256sum(), lrat, work) != want) return "";
  return lrat.string();
}

}  // namespace

CheckReport check_folder(const std::string& folder, unsigned jobs) {
  const Folder f = read_folder(folder);
  const fs::path scratch = fs::temp_directory_path() / fmt::format("boardlp-certify-check-{}", getpid());
  CheckReport report;
  report.cubes = f.cubes.size();
  std::map<std::string, bool> keeps;  // a permutation's text: whether it maps the formula onto itself
  for (const auto& [cube, how] : f.pruned) {
    const auto& [onto, text] = how;
    const Permutation p = permutation_from_text(text, f.cnf.variables);
    if (!keeps.count(text)) keeps[text] = maps_onto_itself(f.cnf, p);
    if (f.pruned.count(onto)) report.faults.push_back(fmt::format("pruned cube {}: cube {} is pruned too, not decided", cube, onto));
    else if (!keeps[text]) report.faults.push_back(fmt::format("pruned cube {}: its permutation does not map the formula onto itself", cube));
    else if (image_of(f.cubes[cube - 1], p) != sorted_cube(f.cubes[onto - 1]))
      report.faults.push_back(fmt::format("pruned cube {}: the permutation does not map it onto cube {}", cube, onto));
    else ++report.pruned;
  }
  Tools tools(program_path("sha256sum"));  // each prover's programs found once, when a proof needs them
  // One proof's fault, or "" when it is valid.
  auto proof = [&](size_t n, const std::vector<Clause>& extra) -> std::string {
    const ProofFiles files = proof_files(folder, n);
    const fs::path path = fs::exists(files.kept) ? files.kept : files.large;
    const std::string name = n == 0 ? "the cover" : fmt::format("cube {}", n);
    std::string checked;  // the proof's file
    fs::path work;         // where a proof kept as its hash is made again
    if (fs::exists(path)) {
      checked = path.string();
    } else if (fs::exists(files.remake)) {  // made again, its hash compared
      work = scratch / fmt::format("{}", n);
      checked = remade_proof(tools, f.cnf, extra, files.remake, work);
      if (checked.empty()) {
        fs::remove_all(work);
        return fmt::format("{}: its prover made a proof whose hash is not lrat/{}'s", name, files.remake.filename().string());
      }
    } else {
      return fmt::format("{}: no proof (lrat/{}); run boardlp certify run {}", name, lrat_name(n), folder);
    }
    std::vector<Clause> all = f.cnf.clauses;
    all.insert(all.end(), extra.begin(), extra.end());
    const LratVerdict v = check_lrat_file(all, f.cnf.variables, checked);
    if (!work.empty()) fs::remove_all(work);
    return v.valid ? std::string() : fmt::format("{}: lrat/{} is not a valid proof: {}", name, lrat_name(n), v.why);
  };
  const bool whole = std::any_of(f.cubes.begin(), f.cubes.end(), [](const Clause& c) { return c.empty(); });
  std::vector<size_t> work;  // the decided cubes' numbers, then 0 for the cover
  for (size_t n = 1; n <= f.cubes.size(); ++n)
    if (!f.pruned.count(n)) work.push_back(n);
  if (!whole) work.push_back(0);
  std::vector<std::string> faults(work.size());
  try {
    in_parallel(work.size(), jobs, [&](size_t i) {
      faults[i] = proof(work[i], work[i] == 0 ? negations_of(f.cubes) : units_of(f.cubes[work[i] - 1]));
    });
  } catch (...) {
    fs::remove_all(scratch);
    throw;
  }
  fs::remove_all(scratch);
  report.cover = whole;
  for (size_t i = 0; i < work.size(); ++i) {
    if (!faults[i].empty()) report.faults.push_back(faults[i]);
    else if (work[i] == 0) report.cover = true;
    else ++report.decided;
  }
  report.whole = whole;
  std::map<size_t, DecidedLine> last;  // a cube decided twice (a run stopped after its line) counts once
  for (const DecidedLine& d : decided_lines(folder)) last[d.cube] = d;
  for (const auto& [cube, d] : last) {
    report.solve_cpu_seconds += d.solve_cpu;
    report.proof_cpu_seconds += d.proof_cpu;
  }
  for (const auto& entry : fs::directory_iterator(fs::path(folder) / "lrat")) {
    if (entry.path().extension() == ".remake") ++report.kept_as_hash;
    else if (entry.path().extension() == ".gz" && entry.is_regular_file()) report.lrat_bytes_in_git += entry.file_size();
  }
  return report;
}

}  // namespace boardlp::certify
