#include "clauses.hpp"

#include <charconv>
#include <cstdlib>
#include <fstream>
#include <ostream>
#include <sstream>

#include <fmt/format.h>
#include <zlib.h>

#include "errors.hpp"

namespace boardlp::certify {

namespace {

bool ends_with(const std::string& s, std::string_view tail) { return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0; }

// The whole numbers of a line, in order; nullopt-like false when a word is not one.
bool whole_numbers(std::string_view line, std::vector<int64_t>& out) {
  out.clear();
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    if (i == line.size()) break;
    int64_t v = 0;
    const auto [end, error] = std::from_chars(line.data() + i, line.data() + line.size(), v);
    if (error != std::errc() || (end != line.data() + line.size() && *end != ' ' && *end != '\t' && *end != '\r')) return false;
    out.push_back(v);
    i = static_cast<size_t>(end - line.data());
  }
  return true;
}

}  // namespace

std::string read_text(const std::string& path) {
  if (ends_with(path, ".gz")) {
    gzFile f = gzopen(path.c_str(), "rb");
    if (!f) throw UserError(fmt::format("{}: cannot read it; give a gzip file that exists", path));
    std::string out;
    char buffer[1 << 16];
    int n = 0;
    while ((n = gzread(f, buffer, sizeof buffer)) > 0) out.append(buffer, static_cast<size_t>(n));
    const bool failed = n < 0;
    gzclose(f);
    if (failed) throw UserError(fmt::format("{}: not a whole gzip file; make it again", path));
    return out;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UserError(fmt::format("{}: cannot read it; give a file that exists", path));
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

Cnf read_cnf(const std::string& path) {
  const std::string text = read_text(path);
  Cnf cnf;
  int64_t declared = -1;
  size_t line_no = 0, start = 0;
  std::vector<int64_t> numbers;
  Clause open;  // a clause may run over lines
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string_view line(text.data() + start, end - start);
    start = end + 1;
    ++line_no;
    if (line.empty()) continue;
    if (line[0] == 'c') {
      if (line_no == 1) cnf.header = std::string(line);
      if (line.starts_with("c var ")) {
        const std::string_view rest = line.substr(6);
        const size_t space = rest.find(' ');
        int64_t v = 0;
        if (space != std::string_view::npos && std::from_chars(rest.data(), rest.data() + space, v).ec == std::errc() && v > 0 &&
            v <= INT32_MAX) {
          if (cnf.names.size() <= static_cast<size_t>(v)) cnf.names.resize(static_cast<size_t>(v) + 1);
          cnf.names[static_cast<size_t>(v)] = std::string(rest.substr(space + 1));
        }
      }
      continue;
    }
    if (line[0] == 'p') {
      std::istringstream words{std::string(line)};
      std::string p, kind;
      int64_t v = -1, c = -1;
      words >> p >> kind >> v >> c;
      if (kind != "cnf" || v < 0 || c < 0 || v > INT32_MAX)
        throw UserError(fmt::format("{}:{}: the p line is not \"p cnf VARIABLES CLAUSES\"; give a DIMACS CNF file", path, line_no));
      cnf.variables = static_cast<int32_t>(v);
      declared = c;
      continue;
    }
    if (declared < 0) throw UserError(fmt::format("{}:{}: a clause before the p line; give a DIMACS CNF file", path, line_no));
    if (!whole_numbers(line, numbers)) throw UserError(fmt::format("{}:{}: not a clause of whole numbers", path, line_no));
    for (const int64_t lit : numbers) {
      if (lit == 0) {
        cnf.clauses.push_back(std::move(open));
        open.clear();
      } else if (std::llabs(lit) > cnf.variables) {
        throw UserError(fmt::format("{}:{}: literal {} names a variable above the p line's {}", path, line_no, lit, cnf.variables));
      } else {
        open.push_back(static_cast<int32_t>(lit));
      }
    }
  }
  if (declared < 0) throw UserError(fmt::format("{}: no p line; give a DIMACS CNF file", path));
  if (!open.empty()) throw UserError(fmt::format("{}: the last clause has no closing 0", path));
  if (static_cast<int64_t>(cnf.clauses.size()) != declared)
    throw UserError(fmt::format("{}: {} clauses, and the p line says {}; give the whole file", path, cnf.clauses.size(), declared));
  cnf.names.resize(static_cast<size_t>(cnf.variables) + 1);  // a name past the p line's count is dropped
  return cnf;
}

std::vector<Clause> read_cubes(const std::string& path) {
  const std::string text = read_text(path);
  std::vector<Clause> cubes;
  std::istringstream in(text);
  std::vector<int64_t> numbers;
  size_t line_no = 0;
  bool header = false;
  for (std::string line; std::getline(in, line);) {
    ++line_no;
    if (line.empty() || line[0] == 'c') continue;
    if (line.starts_with("p ")) {
      if (line.find("inccnf") == std::string::npos) throw UserError(fmt::format("{}:{}: the p line is not \"p inccnf\"", path, line_no));
      header = true;
      continue;
    }
    if (!header) throw UserError(fmt::format("{}:{}: a line before \"p inccnf\"; give a cube file", path, line_no));
    if (!line.starts_with("a ") || !whole_numbers(std::string_view(line).substr(2), numbers) || numbers.empty() || numbers.back() != 0)
      throw UserError(fmt::format("{}:{}: not a cube (\"a LITS 0\")", path, line_no));
    numbers.pop_back();
    Clause cube;
    for (const int64_t lit : numbers) {
      if (lit == 0 || std::llabs(lit) > INT32_MAX) throw UserError(fmt::format("{}:{}: literal {} in a cube", path, line_no, lit));
      cube.push_back(static_cast<int32_t>(lit));
    }
    cubes.push_back(std::move(cube));
  }
  if (!header) throw UserError(fmt::format("{}: no \"p inccnf\" line; give a cube file", path));
  return cubes;
}

void write_cnf(std::ostream& out, const Cnf& cnf, const std::vector<Clause>& extra) {
  out << "p cnf " << cnf.variables << ' ' << cnf.clauses.size() + extra.size() << '\n';
  std::string line;
  for (const auto* list : {&cnf.clauses, &extra})
    for (const Clause& c : *list) {
      line.clear();
      for (const int32_t lit : c) fmt::format_to(std::back_inserter(line), "{} ", lit);
      line += "0\n";
      out << line;
    }
}

void write_cubes(std::ostream& out, const std::vector<Clause>& cubes) {
  out << "p inccnf\n";
  std::string line;
  for (const Clause& c : cubes) {
    line = "a ";
    for (const int32_t lit : c) fmt::format_to(std::back_inserter(line), "{} ", lit);
    line += "0\n";
    out << line;
  }
}

}  // namespace boardlp::certify
