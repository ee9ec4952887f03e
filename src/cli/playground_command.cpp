#include "playground_command.hpp"

#include <iostream>

#include <boost/program_options.hpp>

#include "cli_common.hpp"
#include "errors.hpp"
#include "playground_folder.hpp"
#include "status.hpp"

namespace boardlp {

namespace po = boost::program_options;

namespace {

po::options_description playground_options() {
  po::options_description o("Options");
  add_program_options(o, false);
  return o;
}

}  // namespace

ProgramDoc playground_doc() {
  ProgramDoc doc;
  doc.name = "boardlp-playground";
  doc.command = "boardlp playground";
  doc.summary = "write the playground: one offline page where a student edits a board, watches its model change and "
                "solves it with HiGHS in the browser, checked by boardlp's checker";
  doc.usage = "Usage: boardlp playground DIR\n"
              "  DIR    the page's folder: new, empty, or a playground written before (replaced whole)\n\n";
  doc.sections = {doc_section("Options", playground_options())};
  doc.epilogue = "\nIt needs scripts/build-wasm's WebAssembly (boardlp's core and HiGHS); the page opens from file://\n"
                 "with no network:\n"
                 "  scripts/build-wasm && boardlp playground playground    then open playground/index.html\n";
  doc.first_words = {"DIR"};
  doc.see_also = {"boardlp", "boardlp-solve"};
  return doc;
}

int playground_main(int argc, const char* const* argv) {
  const OptionValues vm = parse_program_line(argc, argv, playground_options(), {{"dir"}}, "boardlp playground",
                                             "boardlp playground takes one folder: boardlp playground DIR");
  if (const std::string doc = doc_asked(vm, playground_doc()); !doc.empty()) {
    std::cout << doc;
    return 0;
  }
  if (vm.count("help")) {
    std::cout << help_text(playground_doc());
    return 0;
  }
  if (!vm.count("dir") || vm.text("dir").empty())
    throw UserError("boardlp playground needs a folder, e.g. boardlp playground playground");
  std::string page;
  try {
    page = write_playground(vm.text("dir"));  // first: a failure prints no half line
  } catch (const DriverError& e) {  // the folder's refusals: bad input, as boardlp's own
    throw UserError(e.what());
  }
  std::cout << "boardlp: the playground is " << page << " (open it in a browser; it needs no network)\n";
  return 0;
}

}  // namespace boardlp
