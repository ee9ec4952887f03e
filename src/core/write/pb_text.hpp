#pragma once
// What the writers of numbered-variable formats (OPB, CNF, WCNF) share: whether the model can be
// stated in the format, the objective as whole numbers, the lines that say how the file numbers
// the model, and the table from each number to boardlp's own name.
#include <memory>
#include <string>
#include <vector>

#include "column_numbers.hpp"
#include "file_slices.hpp"
#include "writer.hpp"

namespace boardlp {

// Throws UserError, naming the format that can, for a model the format cannot state: an objective
// in CNF, a cost that is not a whole number in OPB or WCNF. Called before anything is written.
void check_statable(const Model& model, FileFormat format);
// A read model: also its columns (0-1 only, but in LP and MPS) and its rows' whole numbers.
void check_statable(const SparseModel& model, FileFormat format);

// The objective's coefficients in column order, as the minimum the file states (a maximum's
// negated), each a whole number (check_statable has refused the others).
template <class M>
std::vector<int64_t> whole_objective(const M& model);

// The header's last part for these formats: how the variables are numbered, what the encodings'
// auxiliary variables are (CNF, WCNF), how the objective is stated. Without comment markers.
template <class M>
std::vector<std::string> pb_format_lines(const M& model, FileFormat format, const Encodings& encodings,
                                         LiteralOrder order);

// "PREFIX17BETWEENx_3_4" lines, one per column in column order ("* x17 is x_3_4", "c var 17 x_3_4").
template <class M>
void queue_variable_table(const M& model, const std::vector<BlockOf<M>>& blocks,
                          const std::shared_ptr<const NumbersOf<M>>& numbers, OrderedChunks& chunks,
                          std::string prefix, std::string between);

// A whole number, with its sign when negative.
char* put_int(char* p, int64_t v);

}  // namespace boardlp
