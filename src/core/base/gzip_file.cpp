#include "gzip_file.hpp"

#include <zlib.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <memory>

#include <fmt/format.h>

#include "errors.hpp"

namespace boardlp {

std::string gzip_bytes(std::string_view text) {
  z_stream z{};
  // 15 + 16: a gzip wrapper around deflate; zlib writes a header with mtime 0 and no name.
  if (deflateInit2(&z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK) throw std::bad_alloc();
  std::string out(deflateBound(&z, static_cast<uLong>(text.size())) + 32, '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
  z.avail_in = static_cast<uInt>(text.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  const int rc = deflate(&z, Z_FINISH);
  const size_t n = z.total_out;
  deflateEnd(&z);
  if (rc != Z_STREAM_END) throw std::runtime_error("zlib could not compress a model in one pass");
  out.resize(n);
  return out;
}

bool is_gzip_file(const std::string& path) {
  std::unique_ptr<FILE, int (*)(FILE*)> f(std::fopen(path.c_str(), "rb"), std::fclose);
  unsigned char magic[2] = {0, 0};
  return f && std::fread(magic, 1, 2, f.get()) == 2 && magic[0] == 0x1f && magic[1] == 0x8b;
}

std::string gunzip_file(const std::string& path) {
  gzFile in = gzopen(path.c_str(), "rb");
  if (!in) throw UserError(fmt::format("{}: cannot be read (check its permissions)", path));
  std::string text;
  char buf[1 << 16];
  int n;
  while ((n = gzread(in, buf, sizeof buf)) > 0) text.append(buf, static_cast<size_t>(n));
  int err = Z_OK;
  std::string why = gzerror(in, &err);  // a cut file ends in Z_BUF_ERROR, not in n < 0
  if (why.rfind(path + ": ", 0) == 0) why.erase(0, path.size() + 2);
  gzclose(in);
  if (n < 0 || err != Z_OK)
    throw UserError(fmt::format("{}: not a readable gzip file ({}): write it anew, or give the plain file", path, why));
  return text;
}

}  // namespace boardlp
