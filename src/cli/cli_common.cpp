#include "cli_common.hpp"

#include <filesystem>
#include <stdexcept>

#include "square_class.hpp"

#include "gzip_file.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <limits>

#include <fmt/format.h>

#include "errors.hpp"
#include "input_files.hpp"
#include "model_options.hpp"
#include "option_table.hpp"
#include "program_doc.hpp"

namespace po = boost::program_options;

namespace boardlp {

std::vector<std::string> british_spellings(int argc, const char* const* argv) {
  // The options are spelled "colour"; "color" is taken too, as a typing of the same option.
  static constexpr std::pair<std::string_view, std::string_view> kSpellings[] = {{"--color", "--colour"},
                                                                                  {"--colors", "--colours"}};
  std::vector<std::string> args;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    const std::string_view name = std::string_view(arg).substr(0, arg.find('='));
    for (const auto& [american, british] : kSpellings)
      if (name == american) arg = std::string(british) + arg.substr(name.size());
    args.push_back(std::move(arg));
  }
  return args;
}

// Options that are gone, each with what asks the same now, so that an old command line gets the new one.
constexpr std::pair<std::string_view, std::string_view> kRetiredOptions[] = {
    {"costs", "--place K --weights FILE (the K pieces of least total weight)"},
    {"playground", "boardlp playground DIR"},
};

OptionValues parse_command_line(int argc, const char* const* argv, const po::options_description& options,
                                     const po::positional_options_description& positional, const std::string& program,
                                     const std::string& too_many) {
  po::variables_map vm;
  try {
    // No guessing of abbreviations: a prefix of one program's option can be another's whole option
    // (boardlp's --for is a prefix of boardlp-solve's --format), and a guess would take the wrong one.
    po::store(po::command_line_parser(british_spellings(argc, argv))
                  .options(options)
                  .positional(positional)
                  .style(po::command_line_style::default_style & ~po::command_line_style::allow_guessing)
                  .run(),
              vm);
    po::notify(vm);
  } catch (const po::too_many_positional_options_error&) {
    throw UserError(fmt::format("{} (see {} --help)", too_many, program));
  } catch (const po::unknown_option& e) {
    // A negative number is read as an option: a board such as -3 gets the board's own message.
    const std::string name = e.get_option_name();
    if (name.size() >= 2 && name[0] == '-' && std::isdigit(static_cast<unsigned char>(name[1]))) parse_board(name);
    // An option of the model (or a problem) given to a program that reads models: name the one that writes them.
    const std::string bare = name.substr(name.find_first_not_of('-') == std::string::npos ? 0 : name.find_first_not_of('-'));
    if ((program == "boardlp-solve" || program == "boardlp-count") && (model_option(bare) || problem_option_named(bare)))
      throw UserError(fmt::format("{} takes no {}: it is boardlp's, which writes the model (boardlp PIECE BOARD {} ... -o "
                                  "FILE, then boardlp-solve FILE)", program, name, name));
    for (const auto& [retired, now] : kRetiredOptions)
      if (bare == retired) throw UserError(fmt::format("{} is gone: write {} (see {} --help)", name, now, program));
    throw UserError(fmt::format("{} (see {} --help)", e.what(), program));
  } catch (const po::error& e) {
    throw UserError(fmt::format("{} (see {} --help)", e.what(), program));
  }
  // Every option's text: a value, a list of them (a repeatable option), or none (a flag).
  OptionValues values;
  for (const auto& [name, value] : vm) {
    if (value.empty()) values.set(name);
    else if (const auto* list = boost::any_cast<std::vector<std::string>>(&value.value())) values.set(name, *list);
    else values.set(name, {value.as<std::string>()});
  }
  return values;
}

OptionValues parse_program_line(int argc, const char* const* argv, const po::options_description& visible,
                                std::initializer_list<Positional> positionals, const std::string& program,
                                const std::string& too_many) {
  po::options_description hidden;
  po::positional_options_description positional;
  for (const Positional& p : positionals) {
    if (p.every) hidden.add_options()(p.name, po::value<std::vector<std::string>>());
    else hidden.add_options()(p.name, po::value<std::string>());
    positional.add(p.name, p.every ? -1 : 1);
  }
  add_doc_options(hidden);
  po::options_description all;
  all.add(visible).add(hidden);
  return parse_command_line(argc, argv, all, positional, program, too_many);
}

const std::vector<OptionRecord<Spec>>& board_option_records() {
  using enum OptionKind;
  static const std::vector<OptionRecord<Spec>> records = {
      {.name = "walls", .value = "FILE", .help = "walls: blocked squares, one ROW,COLUMN a line (1-based)", .file = FileRole::input},
      {.name = "wall", .value = "R,C", .kind = texts, .help = "a wall (repeatable)"},
      {.name = "holes", .value = "FILE", .help = "holes: squares that hold no piece but do not cut lines, one ROW,COLUMN a line",
       .file = FileRole::input},
      {.name = "hole", .value = "R,C", .kind = texts, .help = "a hole (repeatable)"},
      {.name = "fixed", .value = "FILE", .help = "pieces already on the board, one ROW,COLUMN a line", .file = FileRole::input},
      {.name = "fix", .value = "R,C", .kind = texts, .help = "a piece already on the board (repeatable)"},
      {.name = "pieces-on", .value = "SET",
       .help = "pieces stand only on these squares (the others are holes): " + square_class_words() + "; light: R + C even, as (1,1)"},
      {.name = "cover-on", .value = "SET", .help = "the dominations cover only these squares (the others need no cover): the same sets"},
      {.name = "torus", .kind = flag, .help = "the board is a torus: lines and leaps wrap around the edges"},
  };
  return records;
}

const OptionRecord<Spec>& board_option_record(std::string_view name) {
  for (const OptionRecord<Spec>& r : board_option_records())
    if (r.name == name) return r;
  throw std::logic_error(fmt::format("no board option --{}", name));
}

void add_square_options(po::options_description& options, std::string_view note) {
  std::vector<OptionRecord<Spec>> records = board_option_records();
  for (OptionRecord<Spec>& r : records) r.help = std::string(note) + r.help;
  declare_options<Spec>(options, records);
}

std::vector<NamedPath> shared_input_files(const OptionValues& vm) {
  std::vector<NamedPath> out;
  std::vector<std::string> names;
  for (const OptionRecord<Spec>& r : board_option_records())
    if (r.file == FileRole::input) names.push_back(r.long_name());
  for (const ProblemOption& r : problem_options())
    if (r.value_name == "FILE") names.emplace_back(r.word);
  for (const std::string& name : names)
    if (vm.count(name) && vm.text(name) != "-" && !vm.text(name).empty()) out.emplace_back("--" + name, vm.text(name));
  return out;
}

void refuse_output_onto_input(const std::vector<NamedPath>& inputs, const std::vector<NamedPath>& outputs) {
  namespace fs = std::filesystem;
  for (const auto& [output_label, output] : outputs)
    for (const auto& [input_label, input] : inputs) {
      std::error_code error;
      const bool same = output == input || fs::equivalent(fs::path(output), fs::path(input), error);
      if (same)
        throw UserError(fmt::format("{} {} would overwrite {} {}: write to another file (it is left as it is)", output_label,
                                    output, input_label, input));
    }
}

void add_problem_options(boost::program_options::options_description& options, std::span<const ProblemOption> problems) {
  for (const ProblemOption& r : problems) {
    const std::string word(r.word), help(r.help);
    if (r.value_name.empty())
      options.add_options()(word.c_str(), help.c_str());
    else
      options.add_options()(word.c_str(), boost::program_options::value<std::string>()->value_name(std::string(r.value_name)),
                            help.c_str());
  }
  // A K option that is not a problem of its own (--per-region K): declared once, here.
  std::vector<std::string> k_options;
  for (const ProblemOption& r : problems)
    if (!r.k_option.empty() && !problem_option_named(r.k_option) &&
        std::find(k_options.begin(), k_options.end(), r.k_option) == k_options.end()) {
      k_options.emplace_back(r.k_option);
      options.add_options()(k_options.back().c_str(), boost::program_options::value<std::string>()->value_name("K"),
                            fmt::format("K for --{} (default {})", r.word, r.k_default_words).c_str());
    }
}

}  // namespace boardlp
