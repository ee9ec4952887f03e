// boardlp-count: counts exactly, with no ILP, the optimum and the optimal placements of every
// problem whose recipe names a counter's goal (count/goal.hpp: the maximum, K pieces, the four
// dominations, armies, non-domination, region puzzles, colouring, no three in line) for every
// piece, on boards, tori, walls, holes and fixed pieces: the independent check of the models and
// their solvers. It refuses what boardlp refuses (check_spec).
#include <charconv>
#include <limits>
#include <chrono>
#include <filesystem>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <stdexcept>

#include <unistd.h>

#include <boost/program_options.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli_common.hpp"
#include "program_doc.hpp"
#include "count_question.hpp"
#include "counter.hpp"
#include "errors.hpp"
#include "formulation.hpp"
#include "wording.hpp"
#include "options.hpp"
#include "model_options.hpp"
#include "model_request.hpp"
#include "option_table.hpp"
#include "problem_unit.hpp"
#include "symmetry_classes.hpp"

namespace po = boost::program_options;
using namespace boardlp;

namespace {


// What boardlp-count's own options ask for, beyond the question (asked_spec reads that).
struct CountCommand {
  count::Limits limits;
  std::string list;  // --list: "all" or "classes"; "": none
  bool unique = true, json = false;
};
using Option = OptionRecord<CountCommand>;

void fill_list(const Option& o, const OptionValues& vm, CountCommand& c) {
  c.list = o.text(vm);
  if (c.list != "all" && c.list != "classes") throw UserError(fmt::format("--list takes all or classes, not \"{}\"", c.list));
  c.limits.keep_sets = true;
}

OptionTable<CountCommand> make_table() {
  OptionTable<CountCommand> t;
  t.records = {
      {.name = "no-unique", .kind = OptionKind::flag, .help = "skip the count up to symmetry (it lists every placement)",
       .fill = [](const Option&, const OptionValues&, CountCommand& c) { c.unique = false; }},
      {.name = "memory-cap", .value = "MB", .kind = OptionKind::whole,
       .help = "the most memory the counter's tables may hold (default 4096); past it: exit 3", .lo = 1, .hi = int64_t{1} << 30,
       .unit = "megabytes",
       .fill = [](const Option& o, const OptionValues& vm, CountCommand& c) { c.limits.memory_bytes = static_cast<uint64_t>(o.whole(vm)) << 20; }},
      {.name = "list", .value = "all|classes",
       .help = "the dominations: list what is counted, every set or one a class (the least of its orbit, with the orbit's "
               "size, checked to add up to the count), in boardlp-solve's --json form with --json",
       .fill = fill_list},
      {.name = "journal", .value = "FILE",
       .help = "the dominations: keep each decided cube of the search in FILE as it is decided; run again with the same "
               "FILE to go on after a stop (for counts of hours)",
       .file = FileRole::output, .fill = [](const Option& o, const OptionValues& vm, CountCommand& c) { c.limits.journal = o.text(vm); }},
      {.name = "threads", .value = "N", .kind = OptionKind::whole,
       .help = "the dominations: cubes searched at once (default: one a core)", .lo = 1, .hi = kMostThreads,
       .fill = [](const Option& o, const OptionValues& vm, CountCommand& c) { c.limits.threads = static_cast<unsigned>(o.whole(vm)); }},
      {.name = "json", .kind = OptionKind::flag, .help = "one JSON document: {\"max\": 8, \"count\": 92, \"unique\": 12}",
       .fill = [](const Option&, const OptionValues&, CountCommand& c) { c.json = true; }},
  };
  return t;
}

const OptionTable<CountCommand>& count_table() {
  static const OptionTable<CountCommand> table = make_table();
  return table;
}

po::options_description visible_options() {
  po::options_description o("Options (a problem: its optimum and how many optimal placements; armies: pairs, colours told apart)");
  add_problem_options(o, countable_problem_options());
  add_square_options(o, "");
  const ModelOption& at_most = *model_option("at-most");  // boardlp's record, in the counter's words
  o.add_options()
      (at_most.name.c_str(), po::value<std::string>()->value_name(at_most.value),
       "the dominations: every dominating set of at most K pieces (the fixed ones among them), by size; the "
       "count of boardlp's --at-most K model's solutions");
  declare_options<CountCommand>(o, count_table().records);
  add_program_options(o);
  return o;
}

// "row 9 of 16, 2584 states" on standard error, at most ten times a second, when it is a terminal.
// Where a long count is: on a terminal one line redrawn ten times a second; elsewhere (a log, a
// pipe) a whole line once 10 s have passed and every 10 s after, so a count of hours says so.
class ProgressLine {
 public:
  explicit ProgressLine(bool terminal) : terminal_(terminal), last_(std::chrono::steady_clock::now()) {}
  void show(const std::string& where) {
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < (terminal_ ? std::chrono::milliseconds(100) : std::chrono::milliseconds(10'000))) return;
    last_ = now;
    shown_ = true;
    if (terminal_) std::fprintf(stderr, "\rboardlp-count: %s   ", where.c_str());
    else std::fprintf(stderr, "boardlp-count: still counting: %s\n", where.c_str());
  }
  void clear() {
    if (shown_ && terminal_) std::fprintf(stderr, "\r%60s\r", "");
  }

 private:
  bool terminal_;
  std::chrono::steady_clock::time_point last_;
  bool shown_ = false;
};

ProgramDoc count_doc() {
  ProgramDoc doc;
  doc.name = "boardlp-count";
  doc.summary = "every problem's optimum and its optimal placements, counted exactly (no ILP), for checking";
  doc.usage = "Usage: boardlp-count PIECE BOARD [options]\n\n";
  doc.sections = {doc_section("Options", visible_options())};
  doc.epilogue = "\nExamples:\n  boardlp-count queens 8             maximum 8, 92 placements, 12 unique\n"
                 "  boardlp-count kings 8 --json       {\"max\": 16, \"count\": 281571, ...}\n"
                 "  boardlp-count bishops 10 --json    2^10 placements of 18, counted exactly\n"
                 "  boardlp-count queens 7 --torus     maximum 7, 28 placements, 1 up to symmetry\n"
                 "  boardlp-count NN 8                 nightriders: maximum 20, 2 placements\n"
                 "  boardlp-count points 8 --no-three-in-line   16 points, 380 sets, 57 up to symmetry (OEIS A000755, A000769)\n";
  doc.first_words = named_piece_words();
  doc.first_words.push_back("points");
  doc.see_also = {"boardlp", "boardlp-solve"};
  return doc;
}

nlohmann::json squares_json(const count::Placement& squares) {
  nlohmann::json a = nlohmann::json::array();
  for (auto [r, c] : squares) a.push_back({r + 1, c + 1});
  return a;
}

std::string squares_text(const count::Placement& squares) {
  std::string s;
  for (auto [r, c] : squares) s += fmt::format("{}{},{}", s.empty() ? "" : " ", r + 1, c + 1);
  return s;
}

// The listed sets' classes, each with its orbit; refused (an internal error) unless every class
// was seen as often as its orbit and the orbits add up to the count and to Burnside's classes.
std::vector<count::OrbitClass> checked_classes(const count::Question& problem, const count::Result& r) {
  std::vector<count::OrbitClass> classes = count::orbit_classes(problem, *r.sets);
  count::Big orbits = 0;
  for (const count::OrbitClass& k : classes) {
    orbits += k.orbit;
    if (k.seen != k.orbit)
      throw std::logic_error(fmt::format("the class of {} has {} members but {} were counted: the count missed sets",
                                         squares_text(k.least), k.orbit, k.seen));
  }
  if (orbits != r.count || count::Big(r.sets->size()) != r.count)
    throw std::logic_error(fmt::format("the classes' orbits add up to {}, the count is {}", orbits.str(), r.count.str()));
  if (r.unique && *r.unique != count::Big(classes.size()))
    throw std::logic_error(fmt::format("{} classes listed, {} by Burnside's lemma", classes.size(), r.unique->str()));
  return classes;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    const OptionValues vm = parse_program_line(argc, argv, visible_options(), {{"piece"}, {"board"}}, "boardlp-count",
                                                    "too many arguments: give PIECE BOARD and options");
    if (vm.count("help")) {
      std::cout << help_text(count_doc());
      return 0;
    }
    if (const std::string doc = doc_asked(vm, count_doc()); !doc.empty()) {
      std::cout << doc;
      return 0;
    }
    if (vm.count("version")) {
      std::cout << "boardlp-count " << BOARDLP_VERSION << "\n";
      return 0;
    }
    if (!vm.count("piece") || !vm.count("board")) throw UserError("give PIECE BOARD, e.g. boardlp-count queens 8");
    // The question in boardlp's words, read as boardlp reads it and checked by its rules (check_spec).
    Spec spec = asked_spec(vm, countable_problem_options());
    const Piece piece = spec.piece;
    // (a wider board is counted as its transpose, count_placements)
    if (std::min(spec.rows, spec.cols) > 64)
      throw UserError(fmt::format("boardlp-count takes boards of up to 64 columns (or rows, counted as the transpose), not "
                                  "{}x{}", spec.rows, spec.cols));
    if (vm.count("at-most")) spec.at_most = model_option("at-most")->whole(vm);
    // What boardlp refuses (fixed pieces that attack each other, holes no square attacks, K
    // below the fixed pieces...), boardlp-count refuses too.
    check_spec(spec, std::numeric_limits<uint64_t>::max());
    const count::Question problem = *count_problem_of(spec);
    const auto start = std::chrono::steady_clock::now();
    CountCommand cmd;
    count_table().fill(vm, cmd);
    refuse_output_onto_input(shared_input_files(vm), count_table().files(vm, FileRole::output));
    if (!cmd.limits.journal.empty()) {  // read back and appended to: a regular file or none yet
      std::error_code error;
      const auto status = std::filesystem::status(cmd.limits.journal, error);
      if (!error && std::filesystem::exists(status) && !std::filesystem::is_regular_file(status))
        throw UserError(fmt::format("--journal {} is not a regular file: name a file (a new one, or the journal of an "
                                    "earlier run)", cmd.limits.journal));
    }
    count::Limits& limits = cmd.limits;
    const std::string& list = cmd.list;
    if (list == "classes" && !cmd.unique) throw UserError("--list classes needs the classes: leave out --no-unique");
    if ((!list.empty() || vm.count("journal") || vm.count("threads")) && !count::is_domination(problem.goal))
      throw UserError(fmt::format("--list, --journal and --threads serve the dominations ({}) only, for now: leave them out",
                                  covering_options()));
    ProgressLine progress(::isatty(STDERR_FILENO));
    limits.progress = [&](const std::string& where) { progress.show(where); };
    const count::Result r = count_placements(problem, cmd.unique, 20'000'000, limits);
    progress.clear();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const std::string unique = r.unique ? r.unique->str() : "null";
    const std::string_view key = unit_of(spec.problem).count_key();
    std::vector<count::OrbitClass> classes;
    if (!list.empty()) {
      if (!r.sets)
        throw UserError(fmt::format("{} sets are too many to list (at most 1000000): count them without --list", r.count.str()));
      classes = checked_classes(problem, r);
    }
    if (cmd.json) {
      // Counts are written digit for digit: exact however large; "min": null when nothing dominates.
      std::string at_most;  // --at-most K: the bound, and the sets of each size
      if (problem.at_most) {
        at_most = fmt::format("\"at_most\": {}, \"by_size\": [", *problem.at_most);
        for (const auto& [pieces, sets] : r.by_size)
          at_most += fmt::format("{}{{\"pieces\": {}, \"count\": {}}}", &sets == &r.by_size.front().second ? "" : ", ", pieces, sets.str());
        at_most += "], ";
      }
      std::string listed;  // --list: the sets as boardlp-solve's --json answer lists its solutions
      if (!list.empty()) {
        nlohmann::json solutions = nlohmann::json::array(), orbits = nlohmann::json::array();
        if (list == "all")
          for (const count::Placement& p : *r.sets) solutions.push_back(squares_json(p));
        else
          for (const count::OrbitClass& k : classes) {
            solutions.push_back(squares_json(k.least));
            orbits.push_back(k.orbit);
          }
        nlohmann::json spec_json = {{"piece", plural(piece)}, {"rows", problem.rows}, {"cols", problem.cols},
                                    {"walls", squares_json(problem.walls)}};
        if (spec.pieces_on != SquareClass::all) spec_json["pieces_on"] = square_class_row(spec.pieces_on).word;
        if (spec.cover_on != SquareClass::all) spec_json["cover_on"] = square_class_row(spec.cover_on).word;
        listed = fmt::format("\"listed\": \"{}\", \"board_spec\": {}, \"solutions\": {}, {}", list, spec_json.dump(),
                             solutions.dump(), list == "classes" ? "\"orbits\": " + orbits.dump() + ", " : "");
      }
      std::cout << fmt::format("{{\"piece\": \"{}\", \"board\": \"{}x{}\", \"{}\": {}, {}\"count\": {}, \"unique\": {}, {}{}\"seconds\": {:.4f}}}\n",
                               plural(piece), problem.rows, problem.cols, key,
                               r.pieces < 0 ? std::string("null") : std::to_string(r.pieces), at_most, r.count.str(), unique,
                               r.count_stopped ? "\"count_stopped\": true, " : "", listed, seconds);
    } else {
      std::cout << unit_of(spec.problem).count_answer(spec, problem, r, cmd.unique);
      if (list == "all")
        for (const count::Placement& p : *r.sets) std::cout << squares_text(p) << "\n";
      if (list == "classes")
        for (const count::OrbitClass& k : classes) std::cout << squares_text(k.least) << "   orbit " << k.orbit << "\n";
    }
    std::cout.flush();
    if (!std::cout || std::fflush(stdout) != 0 || std::ferror(stdout))
      throw UserError("cannot write to standard output (is the disk full, or the reader gone?)");
    return 0;
  } catch (const UserError& e) {
    std::fprintf(stderr, "boardlp-count: error: %s\n", e.what());
    return 2;
  } catch (const count::BeyondCap& e) {
    std::fprintf(stderr, "\nboardlp-count: beyond the cap: %s\n", e.what());
    return 3;
  } catch (const count::CountOverflow& e) {
    std::fprintf(stderr, "\nboardlp-count: beyond the cap: %s\n", e.what());
    return 3;
  } catch (const std::bad_alloc&) {
    std::fprintf(stderr, "\nboardlp-count: beyond the cap: out of memory; lower --memory-cap below what the machine has\n");
    return 3;
  } catch (const std::invalid_argument& e) {  // the counter's own check of its input
    std::fprintf(stderr, "boardlp-count: error: %s\n", e.what());
    return 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "boardlp-count: internal error: %s (please report it)\n", e.what());
    return 70;
  } catch (...) {
    std::fprintf(stderr, "boardlp-count: internal error: an exception of unknown type (please report it)\n");
    return 70;
  }
}
