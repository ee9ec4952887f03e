// Number formatting: shortest round-trip text, integers without a point, never "-0".
#include <doctest/doctest.h>

#include <clocale>
#include <cstdlib>
#include <random>

#include "names.hpp"
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

TEST_CASE("indices print exactly around the table of small numbers and up to 2^64-1") {
  auto text = [](uint64_t v) {
    char buf[32];
    return std::string(buf, boardlp::put_uint(buf, v));
  };
  for (uint64_t v : {0ull, 9ull, 10ull, 99ull, 100ull, 999ull, 1000ull, 9999ull, 10000ull, 10001ull, 10010ull,
                     99999999ull, 100000000ull, 100000001ull, 2147483647ull, 18446744073709551615ull})
    CHECK(text(v) == std::to_string(v));
  std::mt19937_64 rng(7);
  for (int i = 0; i < 100000; ++i) {
    const uint64_t v = rng() >> (rng() % 64);
    REQUIRE(text(v) == std::to_string(v));
  }
}
