// The cost and wall files and the board argument: what is accepted, and the errors.
#include <doctest/doctest.h>

#include <cmath>

#include "errors.hpp"
#include "input_files.hpp"
#include "model_options.hpp"
#include "option_record.hpp"
#include "options.hpp"
#include "wording.hpp"

using namespace boardlp;

TEST_CASE("a cost table: lines of numbers, spaces or commas, comments and blank lines skipped") {
  const auto c = parse_weights("# costs\n1 2 3\n\n4,5,6.5\n-1e2\t0 -0\n", "c.txt", 3, 3);
  CHECK(c == std::vector<double>{1, 2, 3, 4, 5, 6.5, -100, 0, 0});
  CHECK_FALSE(std::signbit(c[8]));  // -0 read as 0
}

TEST_CASE("a cost table of the wrong shape or with a non-number names the line") {
  CHECK_THROWS_WITH_AS(parse_weights("1 2\n3\n", "c.txt", 2, 2), "c.txt line 2: 1 number; the board has 2 columns, so each line needs 2", UserError);
  CHECK_THROWS_WITH_AS(parse_weights("1 2\n", "c.txt", 2, 2), "c.txt: 1 line of weights; the board has 2 rows, so it needs 2", UserError);
  CHECK_THROWS_WITH_AS(parse_weights("1\n2\n3\n", "c.txt", 2, 1), doctest::Contains("more than 2 lines"), UserError);
  CHECK_THROWS_WITH_AS(parse_weights("1 x\n", "c.txt", 1, 2), "c.txt line 1: 'x' is not a number", UserError);
  CHECK_THROWS_WITH_AS(parse_weights("1 nan\n", "c.txt", 1, 2), doctest::Contains("not a finite number"), UserError);
  CHECK_THROWS_WITH_AS(parse_weights("inf 1\n", "c.txt", 1, 2), doctest::Contains("not a finite number"), UserError);
  CHECK_THROWS_WITH_AS(parse_weights("1e999 1\n", "c.txt", 1, 2), doctest::Contains("not a finite number"), UserError);
  CHECK_THROWS_WITH_AS(parse_weights("1 2x\n", "c.txt", 1, 2), doctest::Contains("'2x' is not a number"), UserError);
  CHECK_THROWS_AS(read_weights("/nonexistent/costs.txt", 1, 1), UserError);
}

TEST_CASE("walls: one ROW,COLUMN a line, 1-based") {
  CHECK(parse_walls("2,3\n# note\n\n4 5\n", "w.txt") == std::vector<Square>{{1, 2}, {3, 4}});
  CHECK_THROWS_WITH_AS(parse_walls("2,3,4\n", "w.txt"), doctest::Contains("w.txt line 1"), UserError);
  CHECK_THROWS_WITH_AS(parse_walls("0,1\n", "w.txt"), doctest::Contains("'0' is not a row or column number"), UserError);
  CHECK_THROWS_AS(parse_walls("a,b\n", "w.txt"), UserError);
  CHECK(parse_wall_option("3,4") == Square{2, 3});
  CHECK_THROWS_WITH_AS(parse_wall_option("34"), doctest::Contains("--wall 34: write a wall as ROW,COLUMN"), UserError);
}

TEST_CASE("comments after the numbers, folders named as files") {
  CHECK(parse_walls("2,3   # the gap\n4 5\t#\n", "w.txt") == std::vector<Square>{{1, 2}, {3, 4}});
  CHECK(parse_weights("1 2 # first row\n3 4#second\n", "c.txt", 2, 2) == std::vector<double>{1, 2, 3, 4});
  CHECK_THROWS_WITH_AS(parse_walls("2,3,4 # three\n", "w.txt"), doctest::Contains("'2,3,4' is not a wall"), UserError);
  CHECK_THROWS_WITH_AS(read_walls("/tmp"), "cannot read wall file /tmp: it is a folder; give the file inside it", UserError);
  CHECK_THROWS_WITH_AS(read_weights("/tmp", 1, 1), doctest::Contains("it is a folder"), UserError);
}

TEST_CASE("generated English: counts and articles") {
  CHECK(counted(1, "solution", "solutions") == "1 solution");
  CHECK(counted(0, "solution", "solutions") == "0 solutions");
  CHECK(counted(92, "solution", "solutions") == "92 solutions");
  for (uint64_t n : {8, 11, 18, 80, 89, 800, 8000, 11000, 18000, 8000000})
    CHECK_MESSAGE(article_for(n) == "an", n);
  for (uint64_t n : {1, 2, 7, 10, 12, 7999, 100, 1000, 110, 180, 1100})
    CHECK_MESSAGE(article_for(n) == "a", n);
  CHECK(a_board(8, 8) == "an 8x8 board");
  CHECK(a_board(4, 7) == "a 4x7 board");
  CHECK(a_board(11, 3) == "an 11x3 board");
}

TEST_CASE("a board is N or RxC") {
  CHECK(parse_board("8") == std::pair<int32_t, int32_t>{8, 8});
  CHECK(parse_board("4x7") == std::pair<int32_t, int32_t>{4, 7});
  CHECK(parse_board("4X7") == std::pair<int32_t, int32_t>{4, 7});
  for (const char* bad : {"0", "x", "8x", "x8", "-1", "abc", "3x0", "1000001", "2.5", ""})
    CHECK_THROWS_AS(parse_board(bad), UserError);
}

TEST_CASE("the model's options are records: each is in boardlp's parser, its range holds, its excludes and needs refuse in their own words") {
  int records = 0;
  for (const ModelOption& o : model_options()) {
    CAPTURE(o.name);
    CHECK(model_option(o.name) == &o);
    CHECK(static_cast<bool>(o.fill));
    CHECK(!o.help.empty());
    CHECK(generate_help().find("--" + o.name) != std::string::npos);
    ++records;
  }
  CHECK(records >= 11);
  for (const auto& rule : model_option_table().rules) {  // every rule points at records of the table
    CHECK(rule.option != nullptr);
    CHECK(!rule.others.empty());
    for (const ModelOption* other : rule.others) CHECK(other != nullptr);
    CHECK(!rule.why.empty());
  }
  CHECK(model_option_table().rules.size() == 2);
  auto refusal = [](std::vector<const char*> args) {
    args.insert(args.begin(), "boardlp");
    try {
      const std::vector<std::string_view> solvers{"cbc", "highs"};
      parse_generate_args(static_cast<int>(args.size()), args.data(), solvers);
    } catch (const UserError& e) {
      return std::string(e.what());
    }
    return std::string("no refusal");
  };
  CHECK(refusal({"queens", "8", "--max", "--at-least", "8", "--at-most", "3"}) ==
        "--at-least bounds a maximum and --at-most a minimum: give one of them");
  CHECK(refusal({"queens", "8", "--dominate", "--cube", "1-8,1-8"}) == "--cube is one part of a proof at a bound: give --at-most K too");
  CHECK(refusal({"queens", "8", "--dominate", "--at-most", "-1"}) == "--at-most -1: give a whole number, 0 or more");
  CHECK(refusal({"queens", "8", "--for", "nosuch"}) == "--for nosuch: use one of boardlp-solve's solvers: cbc, highs");
}

TEST_CASE("an option table: its rules refuse in their own words, by reference; it fills in the records' order") {
  struct Asked {
    std::vector<std::string> filled;
    int64_t k = 0;
  };
  using Record = OptionRecord<Asked>;
  OptionTable<Asked> t;
  t.records = {
      {.name = "all", .kind = OptionKind::flag, .help = "every one",
       .fill = [](const Record& o, const OptionValues&, Asked& a) { a.filled.push_back(o.long_name()); }},
      {.name = "limit,l", .value = "K", .kind = OptionKind::whole, .help = "at most K", .lo = 1, .hi = 9,
       .fill = [](const Record& o, const OptionValues& vm, Asked& a) {
         a.filled.push_back(o.long_name());
         a.k = o.whole(vm);
       }},
      {.name = "proof", .value = "DIR", .help = "keep the proof",
       .fill = [](const Record& o, const OptionValues& vm, Asked& a) { a.filled.push_back(o.text(vm)); }},
  };
  t.excludes("proof", {"all", "limit"}, "--proof proves there is none: leave out --{}");
  t.needs("limit", {"all"}, "--limit counts what --{} lists: give --all too");
  CHECK_THROWS_AS(t.needs("limit", {"nosuch"}, "x"), std::logic_error);
  CHECK(t.named("limit") == &t.records[1]);
  auto asked = [&](std::vector<std::pair<std::string, std::string>> given) {
    OptionValues vm;
    for (const auto& [name, value] : given) value.empty() ? vm.set(name) : vm.add(name, value);
    Asked a;
    t.fill(vm, a);
    return a;
  };
  const Asked a = asked({{"limit", "3"}, {"all", ""}});
  CHECK(a.filled == std::vector<std::string>{"all", "limit"});  // the records' order, not the line's
  CHECK(a.k == 3);
  CHECK(asked({{"proof", "p"}}).filled == std::vector<std::string>{"p"});
  auto refusal = [&](std::vector<std::pair<std::string, std::string>> given) {
    try {
      asked(std::move(given));
    } catch (const UserError& e) {
      return std::string(e.what());
    }
    return std::string("no refusal");
  };
  CHECK(refusal({{"proof", "p"}, {"limit", "2"}, {"all", ""}}) == "--proof proves there is none: leave out --all");
  CHECK(refusal({{"limit", "2"}}) == "--limit counts what --all lists: give --all too");
  CHECK(refusal({{"limit", "10"}, {"all", ""}}) == "--limit 10: give a whole number from 1 to 9");
}
