#include "template.hpp"

#include <stdexcept>

namespace boardlp {

std::string_view template_text(std::string_view name) {
  for (const auto& t : embedded_templates())
    if (t.name == name) return t.text;
  throw std::logic_error("no template named " + std::string(name));
}

std::string render(std::string_view text, const std::map<std::string, std::string>& values) {
  std::string out;
  size_t pos = 0;
  while (true) {
    const size_t open = text.find("{{", pos);
    if (open == std::string_view::npos) break;
    const size_t close = text.find("}}", open);
    if (close == std::string_view::npos) throw std::logic_error("template: unclosed {{");
    out.append(text.substr(pos, open - pos));
    const std::string key(text.substr(open + 2, close - open - 2));
    const auto it = values.find(key);
    if (it == values.end()) throw std::logic_error("template: no value for {{" + key + "}}");
    out += it->second;
    pos = close + 2;
  }
  out.append(text.substr(pos));
  return out;
}

}  // namespace boardlp
