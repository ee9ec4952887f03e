#pragma once
// The model's columns numbered 1..N in column order (the pieces first, then the other kinds; each
// kind's squares in the literal order, board order by default): the variables of the formats that
// number them (OPB's x1, CNF's 1).
#include <cstdint>
#include <vector>

#include <type_traits>

#include "literal_order.hpp"
#include "model.hpp"
#include "sparse_model.hpp"

namespace boardlp {

class ColumnNumbers {
 public:
  explicit ColumnNumbers(const Model& model, LiteralOrder order = LiteralOrder::board);
  int64_t count() const { return count_; }
  int64_t operator()(const Column& col) const;

 private:
  struct Group {
    Var var;
    uint16_t layer;
    bool on_square;
    int64_t first;                  // the number of its first column
    std::vector<int64_t> on_board;  // on_square: each square's number, 0 where it has none
  };
  std::vector<Group> groups_;
  int32_t cols_;
  int64_t count_ = 0;
};

// A read model's columns numbered 1..N in the order it writes them (sparse_model.hpp). Its
// squares are not known, so only the board order is taken.
class SparseNumbers {
 public:
  explicit SparseNumbers(const SparseModel& model, LiteralOrder order = LiteralOrder::board);
  int64_t count() const { return count_; }
  int64_t operator()(const SparseCol& col) const { return model_.position(col) + 1; }

 private:
  const SparseModel& model_;
  int64_t count_;
};

template <class M>
using NumbersOf = std::conditional_t<std::is_same_v<M, Model>, ColumnNumbers, SparseNumbers>;

}  // namespace boardlp
