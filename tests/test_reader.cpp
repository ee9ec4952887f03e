// The model reader's own parts: the checks on a file's text before CoinUtils sees it, the
// OBJSENSE section, the format from content and name, and the bounded child's time limit.
#include <doctest/doctest.h>

#include <fstream>

#include "model_data.hpp"
#include "model_reader.hpp"
#include "status.hpp"
#include "support/process.hpp"

using namespace boardlp;

TEST_CASE("an LP file must end with End, an MPS file with ENDATA; comments alone are no model") {
  CHECK_FALSE(precheck_model_text("Maximize\n obj: x\nEnd\n", true, FileFormat::lp));
  CHECK_FALSE(precheck_model_text("min: x\nend \\ done\n\n", true, FileFormat::lp));  // any case, a comment after it
  CHECK(precheck_model_text("Maximize\n obj: x\nBinaries\n x\n", true, FileFormat::lp)->find("is not End") != std::string::npos);
  CHECK(precheck_model_text("\\ x\n", true, FileFormat::lp)->find("only comments") != std::string::npos);
  CHECK(precheck_model_text("", true, FileFormat::lp)->find("only comments") != std::string::npos);
  CHECK_FALSE(precheck_model_text("\\ a long comment that fills the tail\n", false, FileFormat::lp));  // the reader decides
  CHECK_FALSE(precheck_model_text("NAME x\nROWS\nENDATA\n* the end\n", true, FileFormat::mps));
  CHECK(precheck_model_text("NAME x\nROWS\n N obj\n", true, FileFormat::fixed_mps)->find("ENDATA") != std::string::npos);
}

TEST_CASE("OBJSENSE: a section of two lines, or one line in free MPS, before ROWS") {
  const auto fixed = mps_objsense("NAME          X\nOBJSENSE\n    MAX\nROWS\n N obj\n");
  REQUIRE(fixed);
  CHECK(fixed->first_line == 2);
  CHECK(fixed->last_line == 3);
  CHECK(fixed->maximize);
  const auto free_form = mps_objsense("* comment\nNAME X FREE\nOBJSENSE MAXIMIZE\nROWS\n");
  REQUIRE(free_form);
  CHECK(free_form->first_line == 3);
  CHECK(free_form->last_line == 3);
  CHECK(free_form->maximize);
  const auto minimize = mps_objsense("NAME X\nOBJSENSE\n    MIN\nROWS\n");
  REQUIRE(minimize);
  CHECK_FALSE(minimize->maximize);
  CHECK_FALSE(mps_objsense("NAME X\nROWS\n N obj\nOBJSENSE\n    MAX\n"));  // after ROWS it is not the section
}

TEST_CASE("the content decides the format, then the extension in any case, then LP") {
  CHECK(detect_format("q.txt", "\\ boardlp 1\nMaximize\n") == FileFormat::lp);
  CHECK(detect_format("q.mps", "Minimize\n obj: x\n") == FileFormat::lp);
  CHECK(detect_format("q.lp", "* c\nNAME          Q\nROWS\n") == FileFormat::fixed_mps);
  CHECK(detect_format("q", "NAME Q FREE\nROWS\n") == FileFormat::mps);
  CHECK(detect_format("q.MPS", "garbage\n") == FileFormat::mps);
  CHECK(detect_format("q.Lp", "garbage\n") == FileFormat::lp);
  CHECK(detect_format("q.dat", "garbage\n") == FileFormat::lp);
}

TEST_CASE("the read bounds grow with the file; a run's time limit ends the read as a time limit") {
  const ReadBounds small = ReadBounds::for_size(1000), big = ReadBounds::for_size(100'000'000);
  CHECK(small.seconds == doctest::Approx(10.0005));
  CHECK(big.seconds == doctest::Approx(60));
  CHECK(big.memory_bytes == (uint64_t{1} << 30) + 3'200'000'000ull);
  test::TempDir dir;
  const std::string file = dir.file("q200.lp");
  REQUIRE(test::run({test::boardlp_exe(), "queens", "200", "-o", file}).exit_code == 0);
  TempFolder work;
  try {
    read_model_file(file, FileFormat::lp, work, 0.005);
    FAIL("a 200-queens file was read in 5 ms");
  } catch (const DriverError& e) {
    CHECK(e.code() == exit_time_limit);
    CHECK(std::string(e.what()).find("the time limit ran out while reading it") != std::string::npos);
  }
  const ModelData model = read_model_file(file, FileFormat::lp, work);
  CHECK(model.col_names.size() == 40000);
  CHECK(model.sign == -1);
  CHECK(model.column("x_200_200") == 39999);
}

TEST_CASE("OPB, CNF and WCNF: a variable beyond the header's count is refused, with its line") {
  struct Damaged {
    FileFormat format;
    const char* text;
    const char* says;
  };
  for (const Damaged& d : {Damaged{FileFormat::cnf, "p cnf 3 2\n1 2 0\n-1 999 0\n", "line 3: variable 999 is beyond the 3 variables the p line declares"},
                           Damaged{FileFormat::opb, "* #variable= 2 #constraint= 1\n+1 x1 +1 x99 >= 1 ;\n",
                                   "line 2: variable 99 is beyond the 2 variables the header declares"},
                           Damaged{FileFormat::old_wcnf, "c var 12 x_1_1\np wcnf 10 1 5\n5 1 2 0\n",
                                   "line 1: the table names variable 12, beyond the 10 variables the p line declares"},
                           Damaged{FileFormat::cnf, "p cnf 2 1\nc var 2 x_1_1\nc var 2 x_1_2\n1 2 0\n", "line 3: the table names variable 2 twice"}}) {
    CAPTURE(d.text);
    test::TempDir dir;
    const std::string path = dir.file("damaged");
    test::write_file(path, d.text);
    TempFolder work;
    try {
      read_model_file(path, d.format, work);
      FAIL("read");
    } catch (const DriverError& e) {
      CHECK(e.code() == exit_bad_input);
      CHECK(std::string(e.what()).find(d.says) != std::string::npos);
    }
  }
}
