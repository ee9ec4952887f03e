#include "expected.hpp"

#include <unistd.h>

#include <csignal>
#include <map>
#include <sstream>

#include <fmt/format.h>

#include "count_question.hpp"
#include "counter.hpp"
#include "header.hpp"
#include "numbers.hpp"
#include "process.hpp"
#include "published.hpp"
#include "problem.hpp"

namespace boardlp::suite {

namespace {

// In the child: the count as one line, "ok PIECES COUNT", "cap" or "error WHY".
std::string count_line(const count::Question& problem) {
  try {
    count::Limits limits;
    limits.memory_bytes = uint64_t{1} << 30;
    const count::Result r = count::count_placements(problem, false, 0, limits);
    return fmt::format("ok {} {}\n", r.pieces, r.count.str());
  } catch (const count::BeyondCap&) {
    return "cap\n";
  } catch (const std::exception& e) {
    std::string why = e.what();
    for (char& ch : why)
      if (ch == '\n') ch = ' ';
    return fmt::format("error {}\n", why);
  }
}

// Runs count_line in a child (under the one supervisor of child processes); empty when the
// budget ran out or the child died.
std::string count_in_child(const count::Question& problem, double seconds, bool& timed_out) {
  int fds[2];
  if (::pipe(fds) != 0) return {};
  Supervisor child;
  child.fork(
      [&] {
        ::close(fds[0]);
        const std::string line = count_line(problem);  // a line: it fits in the pipe, the child never blocks
        [[maybe_unused]] const ssize_t n = ::write(fds[1], line.data(), line.size());
        return 0;
      },
      seconds, {SIGKILL, 0});
  ::close(fds[1]);
  Supervisor::Event e;
  while (e.pid == 0) e = child.wait();  // (no interrupt handlers in boardlp suite: it never reports one)
  timed_out = e.end.timed_out || e.end.seconds > seconds;  // an answer past the budget is not one (it keeps suites reproducible)
  std::string out;
  char buf[256];
  for (ssize_t n; (n = ::read(fds[0], buf, sizeof buf)) > 0;) out.append(buf, static_cast<size_t>(n));
  ::close(fds[0]);
  return timed_out || e.end.exit_code != 0 ? std::string() : out;
}

}  // namespace

Expected counted_answer(const Spec& spec, double seconds) {
  Expected e;
  const std::optional<count::Question> problem = count_problem_of(spec);
  if (!problem) {
    e.source = fmt::format("unknown: boardlp-count does not count {}", problem_word(spec.problem));
    return e;
  }
  bool timed_out = false;
  const std::string line = count_in_child(*problem, seconds, timed_out);
  std::istringstream in(line);
  std::string word;
  in >> word;
  if (timed_out) {
    e.source = fmt::format("unknown: boardlp-count took over {} s", seconds);
  } else if (word == "cap") {
    e.source = "unknown: boardlp-count needs over 1 GB";
  } else if (word == "error") {
    std::string why;
    std::getline(in, why);
    e.source = "unknown: boardlp-count:" + why;
  } else if (word != "ok") {
    e.source = "unknown: boardlp-count stopped";
  } else {
    int64_t pieces = 0;
    std::string count;
    in >> pieces >> count;
    e.source = "boardlp-count";
    // No placement at all: place K cannot be met, no set dominates, no pair of armies fits.
    if (pieces < 0 || count == "0") {
      e.known = Expected::Known::infeasible;
    } else {
      e.known = Expected::Known::optimum;
      e.value = answer_view(spec.problem).optimizes ? static_cast<double>(pieces) : 0;  // place, regions: feasible
      e.placements = count;
    }
  }
  return e;
}

namespace {

// The feasibility form at a bound (--at-most K) and its cubes: from the optimum of the problem
// itself, counted (or looked up) once per problem and kept, since a proof has hundreds of cubes.
Expected expected_at_bound(const Spec& spec, double seconds) {
  Spec base = spec;
  base.at_most = -1;
  base.cube.reset();
  static std::map<std::string, Expected> known;
  const std::string line = header_line(base);
  auto at = known.find(line);
  if (at == known.end()) at = known.emplace(line, expected_of(base, seconds)).first;
  const Expected& optimum = at->second;
  Expected e;
  e.source = optimum.source;
  if (optimum.known == Expected::Known::infeasible ||
      (optimum.known == Expected::Known::optimum && optimum.value > static_cast<double>(spec.at_most) + 1e-9)) {
    e.known = Expected::Known::infeasible;  // so every cube is too
    if (optimum.known == Expected::Known::optimum)
      e.source += fmt::format(" (the optimum {} is above {})", number_text(optimum.value), spec.at_most);
  } else if (optimum.known == Expected::Known::optimum && !spec.cube) {
    e.known = Expected::Known::optimum;  // feasible: the zero objective
    e.value = 0;
  } else if (optimum.known == Expected::Known::optimum) {
    e.source = fmt::format("unknown: a placement meets the bound (optimum {}), in some cube", number_text(optimum.value));
  }
  return e;
}

}  // namespace

Expected expected_of(const Spec& spec, double seconds) {
  if (spec.at_most >= 0) return expected_at_bound(spec, seconds);
  Expected e = counted_answer(spec, seconds);
  // Past the counter's reach, a published optimum where there is one (the source says which).
  if (const Published* p = published_answer(spec); p && e.known == Expected::Known::unknown) {
    e.known = Expected::Known::optimum;
    e.value = static_cast<double>(p->optimum);
    e.placements = p->optimal_sets ? std::to_string(*p->optimal_sets) : "";
    e.source = "published: " + p->source;
  } else if (e.known == Expected::Known::unknown) {
    if (const std::string end = published_end(spec); !end.empty()) e.source = "open: past every published term (" + end + ")";
  }
  return e;
}

}  // namespace boardlp::suite
