// libFuzzer target: the one parser of the solver competitions' output (the SAT, PB and MaxSAT
// solvers' s, o and v lines of literals, and ACE's and Choco's of XCSP3 instantiations), in each
// reading. Any input may be rejected with DriverError; none may crash, hang, trip a sanitizer or
// give a solution under a status that has none.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "competition_output.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace boardlp;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (ValueLines values : {ValueLines::literals, ValueLines::instantiation})
    for (OtherLines other : {OtherLines::skip, OtherLines::another_format}) {
      try {
        std::vector<CompetitionValues> every;
        const auto a = parse_competition_output(text, values, other, &every);
        if (a && !a->answer.values.empty() && a->answer.status != SolveStatus::optimal && a->answer.status != SolveStatus::feasible)
          __builtin_trap();
        if (!a && !every.empty() && other == OtherLines::skip) __builtin_trap();  // a solution read is an answer
      } catch (const DriverError& e) {
        if (e.code() != exit_bad_input) __builtin_trap();
      }
    }
  return 0;
}
