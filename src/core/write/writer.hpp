#pragma once
// The writers, one per format (writers.cpp's table), of the compact model and of a model read
// from a file (sparse_model.hpp), and of the attack graph (DIMACS). Each writer is one template
// over the model it is given: both models offer the same few functions (column blocks, row
// slices, a row's terms, a name), so a format's bytes come from one place. Each cuts the file into
// pieces in board order and queues them on an OrderedChunks, which formats them on every core and
// writes them in order: the same arguments give the same bytes, whatever the number of threads.
#include <functional>
#include <string>

#include "encoding.hpp"
#include "header.hpp"
#include "literal_order.hpp"
#include "model.hpp"
#include "ordered_chunks.hpp"
#include "out_buffer.hpp"
#include "problem.hpp"
#include "sparse_model.hpp"

namespace boardlp {

// Longest name each format takes: CoinLpIO's 100, fixed MPS's 8.
size_t max_name_length(FileFormat format);

// The sizes the header states, counted by the name checks as they go over every row and column,
// each piece into a slot of its own. Read total() only in a task queued with add_in_order after
// the checks: then every slot is filled.
struct SizeTally {
  std::vector<Sizes> slots;  // rows and nonzeros, one a row piece
  // With the columns; objective_nonzeros is not counted.
  template <class M>
  Sizes total(const M& model) const {
    Sizes sum;
    sum.columns = model.columns();
    for (const Sizes& s : slots) {
      sum.rows += s.rows;
      sum.nonzeros += s.nonzeros;
    }
    return sum;
  }
};

// The name policy over every row and column name of the model; throws UserError naming the
// first name that fails and the way out. Queued ahead of the file's text, so nothing is written
// before every name has passed. Judged by longest_names when all of those pass (always, in LP
// and free MPS), else name by name. Counts the model's sizes into `tally` on the way.
template <class M>
void queue_name_checks(const M& model, FileFormat format, OrderedChunks& chunks, SizeTally& tally);
void check_names(const Model& model, FileFormat format);  // the same, on this thread

// The file asked for: its format, and for the clausal ones (CNF, WCNF) the encodings of its rows.
struct FileChoice {
  FileFormat format = FileFormat::lp;
  Encodings encodings;
  LiteralOrder order = LiteralOrder::board;  // OPB, CNF and WCNF: how the squares' columns are numbered
};

// What a written file says of its variables, for a program that reads a solver's answer to it:
// how many it numbers (the columns, then a clausal file's auxiliaries), and what its objective
// adds to the model's minimum (a WCNF file's MaxSAT cost: the weights of its negative costs).
struct FileFacts {
  int64_t variables = 0;
  double objective_constant = 0;
};

// The writers queue the header with add_in_order, after the name checks that count its sizes.
// One per format, found by model_writer (writers.cpp's table); M is Model or SparseModel, each
// writer's file instantiates both.
template <class M>
using ModelWriter = FileFacts (*)(const M&, const SizeTally&, OrderedChunks&, const FileChoice&);
template <class M>
FileFacts write_lp(const M& model, const SizeTally& tally, OrderedChunks& chunks, const FileChoice& file);
template <class M>
FileFacts write_mps(const M& model, const SizeTally& tally, OrderedChunks& chunks, const FileChoice& file);  // free or fixed
template <class M>
FileFacts write_opb(const M& model, const SizeTally& tally, OrderedChunks& chunks, const FileChoice& file);
template <class M>
FileFacts write_clauses(const M& model, const SizeTally& tally, OrderedChunks& chunks, const FileChoice& file);  // CNF, WCNF
template <class M>
FileFacts write_minizinc(const M& model, const SizeTally& tally, OrderedChunks& chunks, const FileChoice& file);
template <class M>
FileFacts write_xcsp3(const M& model, const SizeTally& tally, OrderedChunks& chunks, const FileChoice& file);
template <class M>
ModelWriter<M> model_writer(FileFormat format);  // throws UserError for a format that states no model

// The attack graph of the spec's piece and board in DIMACS's .col format: a vertex per open
// square in board order, each edge once (dimacs_writer.cpp). check_graph_spec throws UserError
// for a spec that is more than a board (a problem, fixed pieces, cuts) or a file past the cap.
void check_graph_spec(const Spec& spec, uint64_t memory_limit);
void write_dimacs(const Spec& spec, OutBuffer& out);

// Checks the names, then writes in the given format, formatting on `threads` threads (1: none).
// The header states the model's own spec (a read model: its header line's, with its own sizes).
// Refuses first, in one line, a model the format cannot state (pb_text.hpp's check_statable).
FileFacts write_model(const Model& model, const FileChoice& file, OutBuffer& out, unsigned threads = 1);
FileFacts write_model(const SparseModel& model, const FileChoice& file, OutBuffer& out, unsigned threads = 1);

// The text `write` makes, as the file `path` (whole or not at all; .gz compressed), or on standard
// output when `path` is empty: what boardlp's -o and boardlp-solve's --write do with a file.
void write_output(const std::string& path, const std::function<void(OutBuffer&)>& write);

// The header's lines of a read model: its spec's header with the file's own sizes, or, for a
// file without boardlp's header line, what it holds.
std::vector<std::string> header_lines(const SparseModel& model, const Sizes& sizes, FileFormat format);

}  // namespace boardlp
