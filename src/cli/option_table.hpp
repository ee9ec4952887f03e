#pragma once
// A program's option records (core/request/option_record.hpp) declared to Boost.Program_options:
// its parser, and from that its --help, man page and bash completion (program_doc.hpp).
#include <span>
#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "option_record.hpp"

namespace boardlp {

template <class Target>
void declare_options(boost::program_options::options_description& o, std::span<const OptionRecord<Target>> records) {
  namespace po = boost::program_options;
  for (const OptionRecord<Target>& r : records) {
    if (r.kind == OptionKind::flag) o.add_options()(r.name.c_str(), r.help.c_str());
    else if (r.kind == OptionKind::texts)
      o.add_options()(r.name.c_str(), po::value<std::vector<std::string>>()->value_name(r.value)->composing(), r.help.c_str());
    else o.add_options()(r.name.c_str(), po::value<std::string>()->value_name(r.value), r.help.c_str());
  }
}

}  // namespace boardlp
