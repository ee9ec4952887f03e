// boardlp: writes a chessboard placement problem as an integer program.
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <optional>
#include <string_view>

#include "atomic_output.hpp"
#include "errors.hpp"
#include "formulation.hpp"
#include "gzip_file.hpp"
#include "options.hpp"
#include "ordered_chunks.hpp"
#include "suite_command.hpp"
#include "writer.hpp"

int main(int argc, char** argv) {
  using namespace boardlp;
  try {
    if (argc > 1 && std::string_view(argv[1]) == "suite") return suite::suite_main(argc - 1, argv + 1);
    const GenerateRequest req = parse_generate_args(argc, argv);
    if (req.help) {
      std::cout << generate_help();
      return 0;
    }
    if (req.version) {
      std::cout << "boardlp " << BOARDLP_VERSION << "\n";
      return 0;
    }
    const auto model = build_model(req.spec, physical_memory());
    const unsigned threads = req.threads != 0 ? req.threads : available_cores();
    if (req.output.empty()) {
      OutBuffer out(STDOUT_FILENO, "standard output");
      write_model(*model, req.format, out, threads);
      out.flush_to_fd();
    } else if (ends_with_gz(req.output)) {  // model.lp.gz: formatted in memory, then compressed
      OutBuffer text(size_t{1} << 20);
      write_model(*model, req.format, text, threads);
      write_whole_file(req.output, gzip_bytes(text.text()));
    } else {
      AtomicOutput file(req.output);
      OutBuffer out(file.fd(), req.output);
      if (file.is_regular()) out.start_writeback_early();
      write_model(*model, req.format, out, threads);
      out.flush_to_fd();
      file.commit();
    }
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
