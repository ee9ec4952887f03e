#include "suite_files.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>

#include <fmt/format.h>

#include "atomic_output.hpp"
#include "errors.hpp"
#include "expected.hpp"
#include "formulation.hpp"
#include "frontier.hpp"
#include "gzip_file.hpp"
#include "numbers.hpp"
#include "out_buffer.hpp"
#include "pb_text.hpp"
#include "writer.hpp"

namespace boardlp::suite {

namespace {

constexpr std::pair<SuiteKind, std::string_view> kKindWords[] = {
    {SuiteKind::walls, "walls"},       {SuiteKind::sizes, "sizes"},       {SuiteKind::completion, "completion"},
    {SuiteKind::holes, "holes"},       {SuiteKind::regions, "regions"},   {SuiteKind::frontier, "frontier"},
    {SuiteKind::proof, "proof"},
};

}  // namespace

std::string_view kind_word(SuiteKind kind) {
  for (const auto& [k, word] : kKindWords)
    if (k == kind) return word;
  return "walls";
}

std::optional<SuiteKind> kind_named(std::string_view word) {
  for (const auto& [k, w] : kKindWords)
    if (w == word) return k;
  return std::nullopt;
}

namespace fs = std::filesystem;

namespace {

std::string read_whole(const std::string& path, bool& exists) {
  std::ifstream in(path, std::ios::binary);
  exists = static_cast<bool>(in);
  return exists ? std::string(std::istreambuf_iterator<char>(in), {}) : std::string();
}

std::string extension(const WriteOptions& o) {
  const std::string_view ext = format_row(o.format).extension;  // fixed MPS has none of its own: .mps
  return std::string(ext.empty() ? ".mps" : ext) + (o.gzip ? ".gz" : "");
}

std::string board_text(const Spec& s) { return fmt::format("{}x{}", s.rows, s.cols); }

std::string expected_text(const Expected& e) {
  switch (e.known) {
    case Expected::Known::optimum: return number_text(e.value);
    case Expected::Known::infeasible: return "infeasible";
    case Expected::Known::unknown: return "";
  }
  return "";
}

// SCIP's and MIPLIB's solu lines: =opt= NAME VALUE, =inf= NAME, =unkn= NAME.
std::string solu_line(const std::string& name, const Expected& e) {
  switch (e.known) {
    case Expected::Known::optimum: return fmt::format("=opt=  {} {}\n", name, number_text(e.value));
    case Expected::Known::infeasible: return fmt::format("=inf=  {}\n", name);
    case Expected::Known::unknown: return fmt::format("=unkn= {}\n", name);
  }
  return "";
}

std::string conf_text(const SuiteInfo& info) {
  return fmt::format(
      "# A boardlp suite (boardlp suite run, slurm and collect read this file).\n"
      "name={}\nkind={}\nunique_check={}\ncommand={}\n{}",
      info.name, kind_word(info.kind), info.unique_check ? 1 : 0, info.command,
      info.kind == SuiteKind::proof ? fmt::format("claim={}\nproof_cubes={}\n{}", info.claim, info.proof_cubes,
                                         info.whole_file.empty() ? "" : "whole=" + info.whole_file + "\n")
                           : "");
}

}  // namespace

std::string csv_line(const std::vector<std::string>& fields) {
  std::string out;
  for (size_t i = 0; i < fields.size(); ++i) {
    if (i > 0) out += ',';
    const std::string& f = fields[i];
    if (f.find_first_of(",\"\n") == std::string::npos) {
      out += f;
      continue;
    }
    out += '"';
    for (char ch : f) out += ch == '"' ? std::string("\"\"") : std::string(1, ch);
    out += '"';
  }
  return out + '\n';
}

std::vector<std::string> parse_csv_line(const std::string& line) {
  std::vector<std::string> fields(1);
  bool quoted = false;
  for (size_t i = 0; i < line.size(); ++i) {
    const char ch = line[i];
    if (quoted) {
      if (ch == '"' && i + 1 < line.size() && line[i + 1] == '"') fields.back() += '"', ++i;
      else if (ch == '"') quoted = false;
      else fields.back() += ch;
    } else if (ch == '"') {
      quoted = true;
    } else if (ch == ',') {
      fields.emplace_back();
    } else if (ch != '\r') {
      fields.back() += ch;
    }
  }
  return fields;
}

std::string instance_of_file(const std::string& path) {
  std::string base = fs::path(strip_gz(path)).filename().string();
  // The extension of any format boardlp writes (.lp, .mps, .opb, .cnf, .wcnf, in any case).
  if (format_from_extension(base)) return base.substr(0, base.rfind('.'));
  return base;
}

bool write_if_changed(const std::string& path, const std::string& bytes) {
  bool exists = false;
  if (read_whole(path, exists) == bytes && exists) return false;
  write_whole_file(path, bytes, AtomicOutput::Durability::unsynced);
  return true;
}

SuiteInfo read_suite_conf(const std::string& dir) {
  std::ifstream in(dir + "/suite.conf");
  if (!in) throw UserError(fmt::format("{}: no suite.conf, so not a suite folder: write one with boardlp suite walls|sizes|completion|holes ... -o {}", dir, dir));
  SuiteInfo info;
  for (std::string line; std::getline(in, line);) {
    const auto eq = line.find('=');
    if (line.empty() || line[0] == '#' || eq == std::string::npos) continue;
    const std::string key = line.substr(0, eq), value = line.substr(eq + 1);
    if (key == "name") info.name = value;
    else if (key == "kind") {
      const std::optional<SuiteKind> kind = kind_named(value);
      if (!kind)
        throw UserError(fmt::format("{}/suite.conf: kind={} is no kind of set boardlp suite writes: write the set again", dir, value));
      info.kind = *kind;
    }
    else if (key == "unique_check") info.unique_check = value == "1";
    else if (key == "command") info.command = value;
    else if (key == "claim") info.claim = value;
    else if (key == "proof_cubes") info.proof_cubes = std::atoll(value.c_str());
    else if (key == "whole") info.whole_file = value;
  }
  if (info.name.empty()) throw UserError(fmt::format("{}/suite.conf names no set (no name= line): write the suite anew", dir));
  return info;
}

void write_suite(const SuiteInfo& info, const std::string& dir, const WriteOptions& options,
                 const std::function<void(const InstanceSink&)>& generate) {
  std::error_code ec;
  const bool made_here = !fs::exists(dir, ec);  // a refusal before any instance takes it away again
  fs::create_directories(dir + "/instances", ec);
  if (ec) throw UserError(fmt::format("cannot make the folder {}/instances: {}", dir, ec.message()));
  if (fs::exists(dir + "/suite.conf")) {
    const SuiteInfo old = read_suite_conf(dir);
    if (old.name != info.name)
      throw UserError(fmt::format("{} holds the set {} already: write {} to another folder", dir, old.name, info.name));
  }

  // The three lists are built as the instances go by, each held once.
  std::string test, solu, manifest = csv_line({"instance", "file", "piece", "board", "problem", "options", "expected",
                                               "source", "placements", "tier", "reference"});
  size_t instances = 0, written = 0, known = 0;
  const auto write_file = [&](const std::string& file, const Spec& spec) {
    const auto model = build_model(spec, physical_memory());
    OutBuffer text(size_t{1} << 16);
    write_model(*model, FileChoice{options.format, options.encodings}, text, 1);  // one thread: the counter forks next
    return write_if_changed(dir + "/" + file, options.gzip ? gzip_bytes(text.text()) : std::string(text.text()));
  };
  auto write_one = [&](const Instance& in) {
    if (instances == 0) check_statable(*build_model(in.spec, physical_memory()), options.format);  // before the counter runs
    const Expected e = expected_of(in.spec, options.count_seconds);
    std::string tier, reference;
    if (in.tiered) {  // the tier from the known answer and the reference run (frontier.hpp)
      const bool known = e.known != Expected::Known::unknown;
      if (known && in.measured.empty())
        throw std::logic_error(fmt::format("{}: a known answer but no reference run to set its tier", in.name));
      tier = tier_of(in, known);
      if (!options.tiers.empty() && std::find(options.tiers.begin(), options.tiers.end(), tier) == options.tiers.end()) return;
      reference = !known ? "" : in.reference_seconds >= 0 ? fmt::format("cbc {:.2f} s ({})", in.reference_seconds, in.measured)
                                                          : fmt::format("cbc: no proof within {:.0f} s ({})", kEasySeconds, in.measured);
    }
    const std::string file = "instances/" + in.name + extension(options);
    written += write_file(file, in.spec);
    known += e.known != Expected::Known::unknown;
    test += file + '\n';
    solu += solu_line(in.name, e);
    manifest += csv_line({in.name, file, word(in.spec.piece), board_text(in.spec), std::string(problem_word(in.spec.problem)),
                          in.options, expected_text(e), e.source, e.placements, tier, reference});
    ++instances;
  };
  try {
    generate(write_one);
  } catch (const UserError&) {
    if (made_here && instances == 0) fs::remove_all(dir, ec);  // only the empty folders this run made
    throw;
  }
  SuiteInfo conf = info;
  if (info.whole) {
    conf.whole_file = "whole" + extension(options);
    write_file(conf.whole_file, *info.whole);
  }
  write_if_changed(dir + "/" + info.name + ".test", test);
  write_if_changed(dir + "/" + info.name + ".solu", solu);
  write_if_changed(dir + "/manifest.csv", manifest);
  write_if_changed(dir + "/suite.conf", conf_text(conf));
  std::cerr << fmt::format("boardlp suite: {}: {} instances in {} ({} written, {} unchanged); known answers: {}, unknown: {}\n",
                           info.name, instances, dir, written, instances - written, known, instances - known);
}

}  // namespace boardlp::suite
