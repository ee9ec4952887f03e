#pragma once
// The LP and MPS writers. Both stream straight into an OutBuffer in board order, so the same
// arguments always give the same bytes.
#include "header.hpp"
#include "model.hpp"
#include "out_buffer.hpp"
#include "problem.hpp"

namespace boardlp {

// Longest name each format takes: CoinLpIO's 100, fixed MPS's 8.
size_t max_name_length(FileFormat format);

// The name policy over every row and column name of the model; throws UserError naming the
// first name that fails and the way out. Called before anything is written.
void check_names(const Model& model, FileFormat format);

void write_lp(const Spec& spec, const Model& model, OutBuffer& out);
void write_mps(const Spec& spec, const Model& model, OutBuffer& out, bool fixed);

// Checks the names, then writes in the given format.
void write_model(const Spec& spec, const Model& model, FileFormat format, OutBuffer& out);

}  // namespace boardlp
