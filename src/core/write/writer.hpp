#pragma once
// The writers of the compact model, one per format (writers.cpp's table), and of the attack
// graph (DIMACS). Each cuts the file into pieces in board order and queues them on an
// OrderedChunks, which formats them on every core and writes them in order: the same arguments
// give the same bytes, whatever the number of threads.
#include "encoding.hpp"
#include "header.hpp"
#include "literal_order.hpp"
#include "model.hpp"
#include "ordered_chunks.hpp"
#include "out_buffer.hpp"
#include "problem.hpp"

namespace boardlp {

// Longest name each format takes: CoinLpIO's 100, fixed MPS's 8.
size_t max_name_length(FileFormat format);

// The sizes the header states, counted by the name checks as they go over every row and column,
// each piece into a slot of its own. Read total() only in a task queued with add_in_order after
// the checks: then every slot is filled.
struct SizeTally {
  std::vector<Sizes> slots;                // rows and nonzeros, one a row piece
  Sizes total(const Model& model) const;  // with the columns; objective_nonzeros is not counted
};

// The name policy over every row and column name of the model; throws UserError naming the
// first name that fails and the way out. Queued ahead of the file's text, so nothing is written
// before every name has passed. Judged by longest_names when all of those pass (always, in LP
// and free MPS), else name by name. Counts the model's sizes into `tally` on the way.
void queue_name_checks(const Model& model, FileFormat format, OrderedChunks& chunks, SizeTally& tally);
void check_names(const Model& model, FileFormat format);  // the same, on this thread

// The file asked for: its format, and for the clausal ones (CNF, WCNF) the encodings of its rows.
struct FileChoice {
  FileFormat format = FileFormat::lp;
  Encodings encodings;
  LiteralOrder order = LiteralOrder::board;  // OPB, CNF and WCNF: how the squares' columns are numbered
};

// The writers queue the header with add_in_order, after the name checks that count its sizes.
// One per format, found by model_writer (writers.cpp's table).
using ModelWriter = void (*)(const Model&, const SizeTally&, OrderedChunks&, const FileChoice&);
void write_lp(const Model& model, const SizeTally& tally, OrderedChunks& chunks, const FileChoice& file);
void write_mps(const Model& model, const SizeTally& tally, OrderedChunks& chunks, const FileChoice& file);  // free or fixed
void write_opb(const Model& model, const SizeTally& tally, OrderedChunks& chunks, const FileChoice& file);
void write_clauses(const Model& model, const SizeTally& tally, OrderedChunks& chunks, const FileChoice& file);  // CNF, WCNF
void write_minizinc(const Model& model, const SizeTally& tally, OrderedChunks& chunks, const FileChoice& file);
void write_xcsp3(const Model& model, const SizeTally& tally, OrderedChunks& chunks, const FileChoice& file);
ModelWriter model_writer(FileFormat format);  // throws UserError for a format that states no model

// The attack graph of the spec's piece and board in DIMACS's .col format: a vertex per open
// square in board order, each edge once (dimacs_writer.cpp). check_graph_spec throws UserError
// for a spec that is more than a board (a problem, fixed pieces, cuts) or a file past the cap.
void check_graph_spec(const Spec& spec, uint64_t memory_limit);
void write_dimacs(const Spec& spec, OutBuffer& out);

// Checks the names, then writes in the given format, formatting on `threads` threads (1: none).
// The header states the model's own spec.
// Refuses first, in one line, a model the format cannot state (pb_text.hpp's check_statable).
void write_model(const Model& model, const FileChoice& file, OutBuffer& out, unsigned threads = 1);

}  // namespace boardlp
