#include "program_doc.hpp"

#include <algorithm>
#include <sstream>

#include <fmt/format.h>

namespace po = boost::program_options;

namespace boardlp {

namespace {

struct OptionText {
  std::string long_name, short_name, value, help;  // value: "" for a flag
};

std::vector<OptionText> options_of(const po::options_description& section) {
  std::vector<OptionText> out;
  for (const auto& option : section.options()) {
    OptionText o;
    o.long_name = option->long_name();
    const std::string shown = option->format_name();  // "-o [ --output ]" or "--place"
    if (shown.size() >= 2 && shown[0] == '-' && shown[1] != '-') o.short_name = shown.substr(1, 1);
    if (option->semantic()->max_tokens() > 0) o.value = option->semantic()->name();
    o.help = option->description();
    out.push_back(std::move(o));
  }
  return out;
}

// roff: a backslash is \e, a line must not start with a dot or a quote, a hyphen in a name is \-.
std::string roff(const std::string& text) {
  std::string out;
  bool line_start = true;
  for (char ch : text) {
    if (line_start && (ch == '.' || ch == '\'')) out += "\\&";
    if (ch == '\\') out += "\\e";
    else if (ch == '-') out += "\\-";
    else out += ch;
    line_start = ch == '\n';
  }
  return out;
}

// A value's choices ("cbc|glpk|...") may break after each '|' (groff's \: marks a break point with
// no hyphen), so a long list of them fills the line instead of overrunning it.
std::string breakable_choices(const std::string& value) {
  std::string out;
  for (char ch : value) {
    out += ch;
    if (ch == '|') out += "\\:";
  }
  return out;
}

std::string upper(std::string s) {
  for (char& ch : s) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  return s;
}

// What a value may be, for the completion: the words of "lp|mps|...", a file, a folder, or nothing.
enum class ValueKind { none, words, file, folder };
ValueKind value_kind(const std::string& value) {
  if (value.find('|') != std::string::npos && value.find('[') == std::string::npos) return ValueKind::words;
  if (value == "DIR") return ValueKind::folder;
  if (value.find("FILE") != std::string::npos || value == "PAGE" || value == "PATH") return ValueKind::file;
  return ValueKind::none;
}

std::string words_of(const std::string& value) {
  std::string out = value;
  for (char& ch : out)
    if (ch == '|') ch = ' ';
  return out;
}

}  // namespace

DocSection doc_section(const std::string& caption, const po::options_description& options) {
  return {caption, std::make_shared<const po::options_description>(options)};
}

std::string help_text(const ProgramDoc& doc) {
  std::ostringstream o;
  o << (doc.command.empty() ? doc.name : doc.command) << ": " << doc.summary << "\n\n" << doc.usage;
  for (size_t i = 0; i < doc.sections.size(); ++i) o << (i ? "\n" : "") << *doc.sections[i].options;
  o << doc.epilogue;
  return o.str();
}

std::string man_page(const ProgramDoc& doc) {
  std::ostringstream o;
  o << ".TH " << upper(doc.name) << " 1 \"\" \"boardlp " << BOARDLP_VERSION << "\" \"User Commands\"\n"
    << ".SH NAME\n" << roff(doc.name) << " \\- " << roff(doc.summary) << "\n"
    << ".SH SYNOPSIS\n.nf\n" << roff(doc.usage) << ".fi\n";
  o << ".SH OPTIONS\n";
  for (const DocSection& section : doc.sections) {
    if (!section.caption.empty()) o << ".SS " << roff(section.caption) << "\n";
    for (const OptionText& opt : options_of(*section.options)) {
      o << ".TP\n";
      if (!opt.short_name.empty()) o << "\\fB\\-" << roff(opt.short_name) << "\\fR, ";
      o << "\\fB\\-\\-" << roff(opt.long_name) << "\\fR";
      if (!opt.value.empty()) o << " \\fI" << breakable_choices(roff(opt.value)) << "\\fR";
      o << "\n" << roff(opt.help) << "\n";
    }
  }
  o << ".SH EXAMPLES AND NOTES\n.nf\n" << roff(doc.epilogue) << ".fi\n";
  o << ".SH EXIT STATUS\n"
       "0 done; 1 infeasible; 2 bad input, or the output cannot be written; 3 the time limit or the counter's\n"
       "memory cap; 4 the solver is missing or its licence cannot take the model; 5 the solver failed; 6 the\n"
       "solution failed the independent check; 7 unbounded; 70 an internal error; 128 + N stopped by signal N.\n"
       "Every non-zero exit comes with one line on standard error.\n";
  if (!doc.see_also.empty()) {
    o << ".SH SEE ALSO\n";
    for (size_t i = 0; i < doc.see_also.size(); ++i)
      o << (i ? ",\n" : "") << "\\fB" << roff(doc.see_also[i]) << "\\fR(1)";
    o << "\n";
  }
  return o.str();
}

namespace {

std::string function_name(const ProgramDoc& doc) {
  std::string function = "_" + doc.name;
  for (char& ch : function)
    if (ch == '-') ch = '_';
  return function;
}

// The completion function of one program or subcommand: the values its options take, its options,
// and its first argument (at word `first`: 1 after a program's name, 2 after "boardlp suite").
std::string completion_function(const ProgramDoc& doc) {
  std::vector<std::string> all;
  std::string cases;
  for (const DocSection& section : doc.sections)
    for (const OptionText& opt : options_of(*section.options)) {
      std::string names = "--" + opt.long_name;
      all.push_back(names);
      if (!opt.short_name.empty()) names += "|-" + opt.short_name;
      if (opt.value.empty()) continue;
      switch (value_kind(opt.value)) {
        case ValueKind::words:
          cases += fmt::format("    {}) COMPREPLY=($(compgen -W \"{}\" -- \"$cur\")); return ;;\n", names, words_of(opt.value));
          break;
        case ValueKind::file: cases += fmt::format("    {}) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n", names); break;
        case ValueKind::folder: cases += fmt::format("    {}) COMPREPLY=($(compgen -d -- \"$cur\")); return ;;\n", names); break;
        case ValueKind::none: cases += fmt::format("    {}) return ;;\n", names); break;  // a number or a name: nothing to offer
      }
    }
  std::string options;
  for (const std::string& a : all) options += (options.empty() ? "" : " ") + a;
  std::string dispatch;
  for (const ProgramDoc& sub : doc.subcommands) {
    const std::string word = sub.command.substr(sub.command.rfind(' ') + 1);
    dispatch += fmt::format("  if [[ ${{COMP_WORDS[1]}} == {} ]]; then {}; return; fi\n", word, function_name(sub));
  }
  const size_t first = doc.command.empty() ? 1 : static_cast<size_t>(std::count(doc.command.begin(), doc.command.end(), ' ')) + 1;
  const bool files = doc.first_words.size() == 1 && doc.first_words[0] == "FILE";
  const bool folders = doc.first_words.size() == 1 && doc.first_words[0] == "DIR";
  std::string words;
  for (const std::string& w : doc.first_words) words += (words.empty() ? "" : " ") + w;
  return fmt::format(
      "{0}() {{\n"
      "  local cur=\"${{COMP_WORDS[COMP_CWORD]}}\" prev=\"${{COMP_WORDS[COMP_CWORD-1]}}\"\n"
      "  COMPREPLY=()\n"
      "{1}"
      "  case \"$prev\" in\n"
      "{2}"
      "  esac\n"
      "  if [[ \"$cur\" == -* ]]; then COMPREPLY=($(compgen -W \"{3}\" -- \"$cur\")); return; fi\n"
      "  {4}\n"
      "}}\n",
      function_name(doc), dispatch, cases, options,
      files     ? std::string("COMPREPLY=($(compgen -f -- \"$cur\"))")
      : folders ? std::string("COMPREPLY=($(compgen -d -- \"$cur\"))")
                : fmt::format("if [[ $COMP_CWORD -eq {} ]]; then COMPREPLY=($(compgen -W \"{}\" -- \"$cur\")); fi", first, words));
}

}  // namespace

std::string bash_completion(const ProgramDoc& doc) {
  std::string out = fmt::format("# bash completion for {0}, written by `{0} --bash-completion` from the options it parses.\n", doc.name);
  for (const ProgramDoc& sub : doc.subcommands) out += completion_function(sub);
  out += completion_function(doc);
  return out + fmt::format("complete -F {} {}\n", function_name(doc), doc.name);
}

namespace {

struct ProgramOption {
  const char* name;
  const char* help;
  bool hidden;   // --man and --bash-completion: in no --help, read by doc_request
  bool version;  // --version: a program's, not a subcommand's
};
constexpr ProgramOption kProgramOptions[] = {
    {"help,h", "show this help", false, false},
    {"version", "show the version", false, true},
    {"man", "print the man page (roff)", true, false},
    {"bash-completion", "print the bash completion script", true, false},
};

}  // namespace

void add_doc_options(po::options_description& hidden) {
  for (const ProgramOption& o : kProgramOptions)
    if (o.hidden) hidden.add_options()(o.name, o.help);
}

void add_program_options(po::options_description& visible, bool version) {
  for (const ProgramOption& o : kProgramOptions)
    if (!o.hidden && (version || !o.version)) visible.add_options()(o.name, o.help);
}

std::string doc_request(const OptionValues& vm) {
  return vm.count("man") ? "man" : vm.count("bash-completion") ? "bash-completion" : "";
}

std::string doc_text(const std::string& request, const ProgramDoc& doc) {
  return request == "man" ? man_page(doc) : request == "bash-completion" ? bash_completion(doc) : "";
}

std::string doc_asked(const OptionValues& vm, const ProgramDoc& doc) { return doc_text(doc_request(vm), doc); }

}  // namespace boardlp
