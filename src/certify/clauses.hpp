#pragma once
// The clause files a certificate is made of, read by boardlp's own reader (not the solve side's:
// a certificate's checks keep their own rules): DIMACS CNF with boardlp's "c var N NAME" table,
// and CaDiCaL's "p inccnf" cube files ("a LITS 0" a cube). Every error is one line (UserError)
// naming the file and its line.
#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace boardlp::certify {

using Clause = std::vector<int32_t>;

struct Cnf {
  int32_t variables = 0;
  std::vector<Clause> clauses;       // in the file's order: clause i is LRAT's clause i + 1
  std::vector<std::string> names;    // names[v]: the "c var v NAME" table's name ("" if none)
  std::string header;                // the file's first line if it is a comment (boardlp's header line)
};

Cnf read_cnf(const std::string& path);
std::vector<Clause> read_cubes(const std::string& path);  // p inccnf: every "a LITS 0"

// The formula with more clauses after its own (a cube's units, a cover's negated cubes), as
// DIMACS: the clause numbers of `cnf` stay those of the file.
void write_cnf(std::ostream& out, const Cnf& cnf, const std::vector<Clause>& extra);
void write_cubes(std::ostream& out, const std::vector<Clause>& cubes);

// Reads all of a file, gunzipped if it ends in .gz.
std::string read_text(const std::string& path);

}  // namespace boardlp::certify
