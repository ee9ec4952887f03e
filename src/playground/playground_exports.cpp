// The playground's core as the page calls it (emscripten's ccall): C functions over UTF-8 JSON
// text. Each answer stays valid until the next call, which is when the page has copied it.
#include <emscripten.h>

#include <string>

#include "playground.hpp"

namespace {
std::string last_answer;
}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* boardlp_catalogue() {
  last_answer = boardlp::playground::catalogue_json();
  return last_answer.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* boardlp_model(const char* request) {
  last_answer = boardlp::playground::model_json(request);
  return last_answer.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* boardlp_check(const char* request, const char* values) {
  last_answer = boardlp::playground::check_json(request, values);
  return last_answer.c_str();
}

}  // extern "C"
