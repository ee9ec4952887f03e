// Number formatting: shortest round-trip text, integers without a point, never "-0".
#include <doctest/doctest.h>

#include <clocale>
#include <cstdlib>
#include <random>

#include "numbers.hpp"

using boardlp::number_text;

TEST_CASE("whole numbers print as integers and zero never has a sign") {
  CHECK(number_text(1) == "1");
  CHECK(number_text(-1) == "-1");
  CHECK(number_text(0) == "0");
  CHECK(number_text(-0.0) == "0");
  CHECK(number_text(1000000) == "1000000");
  CHECK(number_text(999999999999999) == "999999999999999");
  CHECK(number_text(1e15) == "1e+15");
}

TEST_CASE("fractions print in their shortest exact form") {
  CHECK(number_text(0.1) == "0.1");
  CHECK(number_text(2.5) == "2.5");
  CHECK(number_text(-3.25) == "-3.25");
  CHECK(number_text(1.0 / 3) == "0.3333333333333333");
  CHECK(number_text(1e-7) == "1e-07");
}

TEST_CASE("every printed number reads back to the same double, whatever the locale") {
  std::setlocale(LC_ALL, "C.UTF-8");  // a locale where the C library could differ from "C"
  std::mt19937_64 rng(20261122);
  std::uniform_real_distribution<double> mantissa(-1, 1);
  std::uniform_int_distribution<int> exponent(-30, 30);
  for (int i = 0; i < 100000; ++i) {
    const double v = std::ldexp(mantissa(rng), exponent(rng));
    const std::string text = number_text(v);
    CHECK(text.find(',') == std::string::npos);
    if (std::strtod(text.c_str(), nullptr) != v) FAIL("round trip failed for " << text);
  }
}
