#pragma once
// boardlp-solve --solver help: every backend in the registry, whether it is ready here, its
// version, what it can do and what it cannot, as text for people or JSON for scripts and tests.
#include <string>

namespace boardlp {

std::string solver_list_text();
std::string solver_list_json();

}  // namespace boardlp
