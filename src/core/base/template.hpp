#pragma once
// A minimal template language: {{key}} is replaced by its value. A key the template names but the
// caller does not give is a programming error.
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace boardlp {

struct EmbeddedTemplate {
  std::string_view name;  // file name in templates/ without ".txt"
  std::string_view text;
};
const std::vector<EmbeddedTemplate>& embedded_templates();  // generated from templates/

// The text of templates/NAME.txt; throws std::logic_error if there is none.
std::string_view template_text(std::string_view name);

// Renders; throws std::logic_error for a key without a value.
std::string render(std::string_view text, const std::map<std::string, std::string>& values);

}  // namespace boardlp
