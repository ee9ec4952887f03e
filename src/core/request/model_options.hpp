#pragma once
// The options that shape the model beyond its piece, board and problem, one record each: its name,
// its value, its help, its range, the field it fills and the options it cannot go with (by
// reference). boardlp's parser, --help, man page and completion are made from the records
// (cli/options.cpp); model_request fills the request through them, in the records' order, for
// boardlp and the playground alike.
#include <cstdint>
#include <limits>
#include <span>
#include <string>
#include <string_view>

#include "model_request.hpp"
#include "option_values.hpp"

namespace boardlp {

struct ModelOption {
  enum class Kind { text, whole, texts };  // texts: repeatable
  std::string name;   // "at-most"
  std::string value;  // "K", "FILE", "clique|pairwise"
  Kind kind = Kind::text;
  std::string help;
  int64_t lo = 0, hi = std::numeric_limits<int64_t>::max();  // a whole number's range
  // Fills the request from the option's text (called only when the option is given); `solvers`:
  // the names --for takes.
  void (*fill)(const ModelOption&, const OptionValues&, ModelRequest&, std::span<const std::string_view> solvers) = nullptr;
  // An option it cannot go with, and an option it needs, each by reference with its refusal's
  // one line ("--cube is one part of a proof at a bound: give --at-most K too").
  const ModelOption* excludes = nullptr;
  std::string excludes_why = "";
  const ModelOption* needs = nullptr;
  std::string needs_why = "";
};

// Every record, in the order model_request reads them (the format before what depends on it).
std::span<const ModelOption> model_options();
const ModelOption* model_option(std::string_view name);  // nullptr if none

// The whole number the option gives, checked against its record's range ("--at-most -1: give a
// whole number from 0 to ...").
int64_t whole_of(const ModelOption& option, const OptionValues& vm);

// Fills the request from every record whose option is given, after the refusals of `excludes`
// and `needs`.
void fill_model_options(const OptionValues& vm, ModelRequest& req, std::span<const std::string_view> solvers);

}  // namespace boardlp
