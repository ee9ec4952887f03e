// Number formatting: shortest round-trip text, integers without a point, never "-0".
#include <doctest/doctest.h>

#include <charconv>
#include <clocale>
#include <cmath>
#include <cstring>
#include <cstdlib>
#include <random>

#include "double_chars.hpp"
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

// The playground's WebAssembly has no floating-point std::to_chars or std::from_chars (its
// libc++ 14); it writes and reads numbers with the portable ones, which must give the same text.
TEST_CASE("the portable double conversions give the standard library's text and values") {
  using namespace boardlp;
  std::mt19937_64 random(20261127);
  std::vector<double> values = {0.1, 0.5, 1.5, 2.25, 1e-5, 1e-4, 0.001, 123.456, 1e15, 1e16, 1e21, 1e22, 1e23,
                                123456789012345.6, 1.2345678901234567e20, 5e-324, 2.2250738585072014e-308,
                                1.7976931348623157e308, 9.999999999999999e22, 0.30000000000000004, 100.0, 1e100};
  std::uniform_real_distribution<double> unit(0, 1);
  for (int i = 0; i < 20000; ++i) {
    // Random bits (every exponent), then decimals such as a costs file holds.
    uint64_t bits = random();
    double v;
    std::memcpy(&v, &bits, sizeof v);
    if (std::isfinite(v)) values.push_back(v);
    values.push_back(std::round(unit(random) * 1e6) / std::pow(10.0, static_cast<int>(random() % 8)));
    values.push_back(unit(random) * std::pow(10.0, static_cast<int>(random() % 40) - 20));
  }
  for (double v : values)
    for (double x : {v, -v}) {
      char want[64], got[64];
      char* want_end = std::to_chars(want, want + sizeof want, x).ptr;
      char* got_end = portable_double_chars(got, got + sizeof got, x);
      REQUIRE_MESSAGE(std::string(got, static_cast<size_t>(got_end - got)) == std::string(want, static_cast<size_t>(want_end - want)), x);
      double back = 0;
      const auto read = portable_read_double(got, got_end, back);
      REQUIRE(read.ec == std::errc());
      REQUIRE(read.ptr == got_end);
      REQUIRE(back == x);
    }
  for (const char* text : {"+1", " 1", "0x10", "", "-", ".", "1e", "abc", "1e400", "1e-400", "inf", "-nan", "1.5x", "3.", "-0x1p3", "0X2"}) {
    double a = 7, b = 7;
    const auto want = std::from_chars(text, text + std::strlen(text), a);
    const auto got = portable_read_double(text, text + std::strlen(text), b);
    CAPTURE(std::string(text));
    CHECK(got.ec == want.ec);
    CHECK(got.ptr == want.ptr);
    if (want.ec == std::errc() && !std::isnan(a)) CHECK(a == b);
  }
}
