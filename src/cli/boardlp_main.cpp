// boardlp: writes a chessboard placement problem as an integer program.
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <optional>
#include <string_view>
#include <vector>

#include "atomic_output.hpp"
#include "backend.hpp"
#include "certify_command.hpp"
#include "errors.hpp"
#include "formulation.hpp"
#include "gzip_file.hpp"
#include "options.hpp"
#include "ordered_chunks.hpp"
#include "playground_command.hpp"
#include "split_parts.hpp"
#include "suite_command.hpp"
#include "writer.hpp"

int main(int argc, char** argv) {
  using namespace boardlp;
  try {
    // The subcommands: a word, its program and its documentation.
    struct Subcommand {
      std::string_view word;
      int (*main)(int, const char* const*);
      ProgramDoc (*doc)();
    };
    static constexpr Subcommand kSubcommands[] = {
        {"suite", suite::suite_main, suite::suite_doc}, {"playground", playground_main, playground_doc},
        {"certify", certify_main, certify_doc}};
    for (const Subcommand& s : kSubcommands)
      if (argc > 1 && std::string_view(argv[1]) == s.word) return s.main(argc - 1, argv + 1);
    std::vector<std::string_view> solvers;  // --for's names: boardlp-solve's registry's
    for (const Backend* b : backends())
      if (!b->counts()) solvers.push_back(b->name());  // a counter solves nothing to write a form for
    const GenerateRequest req = parse_generate_args(argc, argv, solvers);
    if (req.help) {
      std::cout << generate_help();
      return 0;
    }
    if (!req.doc_request.empty()) {
      ProgramDoc doc = generate_doc();
      for (const Subcommand& s : kSubcommands) doc.subcommands.push_back(s.doc());
      std::cout << doc_text(req.doc_request, doc);
      return 0;
    }
    if (req.version) {
      std::cout << "boardlp " << BOARDLP_VERSION << "\n";
      return 0;
    }
    const bool graph = !format_row(req.format).model;  // the attack graph, not the model's rows
    if (graph) check_graph_spec(req.spec, physical_memory());
    const auto model = graph ? nullptr : build_model(req.spec, physical_memory());
    const unsigned threads = req.threads != 0 ? req.threads : available_cores();
    if (req.split_components) {
      std::cout << write_parts(req, *model, threads);
      return 0;
    }
    // The model's rows, or (--format dimacs) the attack graph they are the pairs of.
    auto write = [&](OutBuffer& out) {
      if (graph) write_dimacs(req.spec, out);
      else write_model(*model, FileChoice{req.format, req.encodings, req.literal_order}, out, threads);
    };
    write_output(req.output, write);
    return 0;
  } catch (const UserError& e) {
    std::fprintf(stderr, "boardlp: error: %s\n", e.what());
    return 2;
  } catch (const std::bad_alloc&) {
    std::fprintf(stderr, "boardlp: error: out of memory: use a smaller board\n");
    return 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "boardlp: internal error: %s (please report it)\n", e.what());
    return 70;  // the same code in all three programs (README: exit status)
  } catch (...) {
    std::fprintf(stderr, "boardlp: internal error: an exception of unknown type (please report it)\n");
    return 70;
  }
}
