#pragma once
// A suite's folder: what `boardlp suite KIND` writes and run, slurm and collect read.
//   instances/NAME.lp[.gz]  the models          SET.test   one instance file a line (SCIP, MIPLIB)
//   SET.solu                known answers       manifest.csv  instance, piece, board, problem, ...
//   suite.conf              the set's name, kind and the command that wrote it
//   whole.lp[.gz]           a proof's whole model: its cubes' model with no cube (calibrate runs it)
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "encoding.hpp"
#include "header.hpp"
#include "instances.hpp"

namespace boardlp::suite {

// The kinds of set `boardlp suite` writes, by the word its command line and suite.conf use.
enum class SuiteKind { walls, sizes, completion, holes, regions, frontier, proof };
std::string_view kind_word(SuiteKind kind);
std::optional<SuiteKind> kind_named(std::string_view word);  // nullopt for a word no kind has

struct SuiteInfo {
  std::string name;          // the set: "walls-queens-8x8-k3"
  SuiteKind kind = SuiteKind::walls;
  bool unique_check = false; // wall sweeps: each run also looks for a second optimal placement
  std::string command;       // the command that wrote it, for the record
  // A proof (kind proof): what all cubes infeasible proves, and how many cubes the whole proof
  // has (more than the set holds when it is a sample of them).
  std::string claim;         // "no 7 queens dominate 14x14"
  int64_t proof_cubes = 0;
  std::optional<Spec> whole;  // a proof's model with no cube, written to `whole_file`
  std::string whole_file;     // "whole.lp", as suite.conf names it (empty: a set written without one)
};

struct WriteOptions {
  FileFormat format = FileFormat::lp;
  Encodings encodings;  // CNF and WCNF: how rows become clauses
  bool gzip = false;
  double count_seconds = 10;  // the counter's budget per instance
  std::vector<std::string> tiers;  // a tiered set: write only these tiers (empty: all)
};

// Writes the set: `generate` calls its sink with each instance. Files whose bytes are already
// there are not written again. Throws UserError for a folder holding another set.
void write_suite(const SuiteInfo& info, const std::string& dir, const WriteOptions& options,
                 const std::function<void(const InstanceSink&)>& generate);

// suite.conf; throws UserError naming the folder when it is not a suite.
SuiteInfo read_suite_conf(const std::string& dir);

// One line of a CSV file (RFC 4180: fields with a comma or a quote are quoted, quotes doubled).
std::string csv_line(const std::vector<std::string>& fields);
std::vector<std::string> parse_csv_line(const std::string& line);

// "queens-8x8.lp.gz" or "instances/queens-8x8.mps" -> "queens-8x8".
std::string instance_of_file(const std::string& path);

// Writes `bytes` to `path` (atomically, unsynced) unless it holds them already; true if written.
bool write_if_changed(const std::string& path, const std::string& bytes);

}  // namespace boardlp::suite
