#pragma once
// One record per program of what its users read about it: the summary, the usage, the option
// tables (Boost.Program_options' descriptions, the same ones the program parses with) and the
// examples. --help, the man page (--man, installed by meson install) and the bash completion
// (--bash-completion, installed too) are all made from it, so none of them can drift from the
// options the program takes.
#include <memory>
#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "option_values.hpp"

namespace boardlp {

// One table of options, with its caption (Boost's descriptions do not give theirs back).
struct DocSection {
  std::string caption;
  std::shared_ptr<const boost::program_options::options_description> options;
};
DocSection doc_section(const std::string& caption, const boost::program_options::options_description& options);

struct ProgramDoc {
  std::string name;      // "boardlp-solve", the man page's name
  std::string command;   // as typed, where it differs from the name: "boardlp suite"
  std::string summary;   // the text after "NAME: " on --help's first line, and the man page's NAME
  std::string usage;     // the usage lines and the positional arguments, as --help prints them
  std::vector<DocSection> sections;
  std::string epilogue;  // examples and notes, as --help prints them after the options
  // What the first argument that is not an option may be, for the completion: words (pieces), or
  // {"FILE"} for a file name, {"DIR"} for a folder.
  std::vector<std::string> first_words;
  std::vector<std::string> see_also;  // other man pages: "boardlp-solve"
  std::vector<ProgramDoc> subcommands;  // boardlp's suite: completed after its word
};

std::string help_text(const ProgramDoc& doc);
std::string man_page(const ProgramDoc& doc);
std::string bash_completion(const ProgramDoc& doc);

// The hidden options every program takes: --man and --bash-completion.
void add_doc_options(boost::program_options::options_description& hidden);
// The options every program shows: --help (-h), and --version where `version` (a subcommand's
// list leaves it to the program's).
void add_program_options(boost::program_options::options_description& visible, bool version = true);
// Which was asked for: "man", "bash-completion" or "".
std::string doc_request(const OptionValues& vm);
// The man page or the completion script for that request ("" for "").
std::string doc_text(const std::string& request, const ProgramDoc& doc);
// The two together: the text asked for, "" when neither was.
std::string doc_asked(const OptionValues& vm, const ProgramDoc& doc);

}  // namespace boardlp
