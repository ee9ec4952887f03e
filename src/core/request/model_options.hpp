#pragma once
// The options that shape the model beyond its piece, board and problem, one record each
// (option_record.hpp). boardlp's parser, --help, man page and completion are made from the records
// (cli/options.cpp); model_request fills the request through them, in the records' order, for
// boardlp and the playground alike.
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <string_view>

#include "model_request.hpp"
#include "option_record.hpp"
#include "option_values.hpp"

namespace boardlp {

// What a model option fills: the request, and the names --for takes (boardlp-solve's solvers).
struct ModelFilling {
  ModelRequest& request;
  std::span<const std::string_view> solvers;
};
using ModelOption = OptionRecord<ModelFilling>;

// Every record, in the order model_request reads them (the format before what depends on it).
const OptionTable<ModelFilling>& model_option_table();
std::span<const ModelOption> model_options();
const ModelOption* model_option(std::string_view name);  // nullptr if none

// Fills the request from every record whose option is given, after the table's rules.
void fill_model_options(const OptionValues& vm, ModelRequest& req, std::span<const std::string_view> solvers);

}  // namespace boardlp
