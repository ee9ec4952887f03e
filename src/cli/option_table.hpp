#pragma once
// A program's option records (core/request/option_record.hpp) declared to Boost.Program_options:
// its parser, and from that its --help, man page and bash completion (program_doc.hpp).
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <boost/program_options.hpp>

#include "option_record.hpp"

namespace boardlp {

// What the help of an output option (FileRole::output) ends with.
inline constexpr std::string_view kOutputNote = " (never one of the inputs: refused if it names one)";

template <class Target>
void declare_options(boost::program_options::options_description& o, std::span<const OptionRecord<Target>> records) {
  namespace po = boost::program_options;
  for (const OptionRecord<Target>& r : records) {
    // An output says so in its help: the tests find every output of every program there.
    const std::string help = r.help + (r.file == FileRole::output ? std::string(kOutputNote) : "");
    if (r.kind == OptionKind::flag) o.add_options()(r.name.c_str(), help.c_str());
    else if (r.kind == OptionKind::texts)
      o.add_options()(r.name.c_str(), po::value<std::vector<std::string>>()->value_name(r.value)->composing(), help.c_str());
    else o.add_options()(r.name.c_str(), po::value<std::string>()->value_name(r.value), help.c_str());
  }
}

}  // namespace boardlp
