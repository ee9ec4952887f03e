#pragma once
// One record per option of a program: its name, its value, its kind and range, its help and the
// field it fills; and the rules between options (one excludes others, or needs one of them), by
// reference, each with its refusal's one line. A program's parser, --help, man page and bash completion are made from its records
// (cli/option_table.hpp); its table refuses a broken rule in the rule's words, then fills the
// command in the records' order. The model's options (model_options.hpp), boardlp-solve's and
// boardlp-count's own are such records.
#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <limits>
#include <stdexcept>
#include <string_view>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "errors.hpp"
#include "option_reading.hpp"
#include "option_values.hpp"

namespace boardlp {

enum class OptionKind {
  flag,     // no value
  text,     // one value (the last given counts)
  texts,    // repeatable: every value, in order
  whole,    // a whole number in [lo, hi]
  seconds,  // a number of seconds above 0
  fraction, // above 0 and at most 1
};

// What an option's value names, where it is a file or folder: an input is read, an output
// written. An output may never name an input (cli_common's refuse_output_onto_input).
enum class FileRole { none, input, output };

template <class Target>
struct OptionRecord {
  std::string name;   // "limit"; "verbose,v" with its one-letter form
  std::string value = "";  // the value's name in --help: "K", "FILE", "library|process|counter" ("" for a flag)
  OptionKind kind = OptionKind::text;
  // The subcommands that take it, by word ("sizes proof"); "": every one (or a program without
  // subcommands).
  std::string takers = "";
  std::string help = "";
  int64_t lo = 0, hi = std::numeric_limits<int64_t>::max();  // a whole number's range
  std::string unit = "";  // what the whole number counts, for its refusal ("megabytes"), if not plain
  FileRole file = FileRole::none;  // a FILE read or written (an output never names an input)
  // A model option that changes the rows is in the count matrix (tests/test_all_counts.cpp), whose
  // test holds every record to it; one that is not says why here (that test reads it).
  std::string_view uncounted = "";
  // Fills the target from the option's text; called only when the option is given.
  void (*fill)(const OptionRecord&, const OptionValues&, Target&) = nullptr;

  std::string long_name() const { return name.substr(0, name.find(',')); }
  bool given(const OptionValues& vm) const { return vm.count(long_name()) > 0; }
  // Its value as given (the last of a repeated option), and every value given.
  const std::string& text(const OptionValues& vm) const { return vm.text(long_name()); }
  const std::vector<std::string>& texts(const OptionValues& vm) const { return vm.texts(long_name()); }
  // A whole number's value, checked against the range ("--limit 0: give a whole number from 1 to ...").
  int64_t whole(const OptionValues& vm) const { return *whole_option(vm, long_name(), lo, hi, unit); }
  double seconds(const OptionValues& vm) const { return *seconds_option(vm, long_name()); }
  double fraction(const OptionValues& vm) const { return *fraction_option(vm, long_name()); }
};

// A rule between options of one table, by reference: `option` cannot go with any of `others`
// (excludes), or needs one of them (needs); `why` is the refusal's one line, "{}" in it the other
// option's name ("leave out --{}").
template <class Target>
struct OptionRule {
  enum class Kind { excludes, needs } kind;
  const OptionRecord<Target>* option;
  std::vector<const OptionRecord<Target>*> others;
  std::string why;
};

// A program's records, and the rules between them.
template <class Target>
struct OptionTable {
  std::vector<OptionRecord<Target>> records;
  std::vector<OptionRule<Target>> rules;

  // The files the options given name in that role, each as "--NAME" and its path ("-" left out).
  std::vector<std::pair<std::string, std::string>> files(const OptionValues& vm, FileRole role) const {
    std::vector<std::pair<std::string, std::string>> out;
    for (const OptionRecord<Target>& r : records)
      if (r.file == role && r.given(vm) && r.text(vm) != "-" && !r.text(vm).empty())
        out.emplace_back("--" + r.long_name(), r.text(vm));
    return out;
  }

  const OptionRecord<Target>* named(std::string_view name) const {
    for (const OptionRecord<Target>& r : records)
      if (r.long_name() == name) return &r;
    return nullptr;
  }
  // Adds a rule, naming the options (the records must be complete: the rule points into them). A
  // name no record has is the table's own bug: std::logic_error, when the program starts.
  void rule(typename OptionRule<Target>::Kind kind, std::string_view option, std::initializer_list<std::string_view> others,
            std::string why) {
    auto record = [&](std::string_view name) {
      const OptionRecord<Target>* r = named(name);
      if (!r) throw std::logic_error(fmt::format("an option rule names --{}, which no record has", name));
      return r;
    };
    OptionRule<Target> r{kind, record(option), {}, std::move(why)};
    for (std::string_view o : others) r.others.push_back(record(o));
    rules.push_back(std::move(r));
  }
  void excludes(std::string_view option, std::initializer_list<std::string_view> others, std::string why) {
    rule(OptionRule<Target>::Kind::excludes, option, others, std::move(why));
  }
  void needs(std::string_view option, std::initializer_list<std::string_view> others, std::string why) {
    rule(OptionRule<Target>::Kind::needs, option, others, std::move(why));
  }

  // Refuses the first broken rule among the options given (UserError with its line), then fills
  // `target` from every record whose option is given, in the records' order.
  void fill(const OptionValues& vm, Target& target) const {
    for (const OptionRule<Target>& r : rules) {
      if (!r.option->given(vm)) continue;
      if (r.kind == OptionRule<Target>::Kind::excludes) {
        for (const OptionRecord<Target>* other : r.others)
          if (other->given(vm)) throw UserError(fmt::format(fmt::runtime(r.why), other->long_name()));
      } else if (std::none_of(r.others.begin(), r.others.end(), [&](const auto* other) { return other->given(vm); })) {
        throw UserError(fmt::format(fmt::runtime(r.why), r.others.front()->long_name()));
      }
    }
    for (const OptionRecord<Target>& r : records)
      if (r.fill && r.given(vm)) r.fill(r, vm, target);
  }
};

}  // namespace boardlp
