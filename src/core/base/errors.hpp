#pragma once
// The one error type that reaches the user: a one-line message that names the problem and the fix.
#include <stdexcept>
#include <string>

namespace boardlp {

class UserError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace boardlp
