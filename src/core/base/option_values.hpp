#pragma once
// A command line's options as text, by name: "wall" -> {"3,4", "6,2"}; a flag is present with no
// value. The programs fill it from Boost.Program_options (cli/cli_common.cpp), the playground from
// its fields; both then read it with the same functions (core/request/), so both refuse the same
// input in the same words.
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace boardlp {

class OptionValues {
 public:
  void set(const std::string& name, std::vector<std::string> values = {}) { values_[name] = std::move(values); }
  void add(const std::string& name, std::string value) { values_[name].push_back(std::move(value)); }

  size_t count(const std::string& name) const { return values_.count(name); }
  // The option's value; the last one of a repeated option. Empty for a flag or an absent option.
  const std::string& text(const std::string& name) const {
    static const std::string none;
    const auto it = values_.find(name);
    return it == values_.end() || it->second.empty() ? none : it->second.back();
  }
  // Every value given, in order (empty for a flag or an absent option).
  const std::vector<std::string>& texts(const std::string& name) const {
    static const std::vector<std::string> none;
    const auto it = values_.find(name);
    return it == values_.end() ? none : it->second;
  }
  const std::map<std::string, std::vector<std::string>>& all() const { return values_; }

 private:
  std::map<std::string, std::vector<std::string>> values_;
};

}  // namespace boardlp
