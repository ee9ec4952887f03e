#pragma once
// gzip through zlib: model.lp.gz and model.mps.gz, which cbc and glpsol read too. The bytes are
// the same for the same text (no file name, no time stamp in the header), so a suite written
// twice is byte-identical.
#include <string>
#include <string_view>

namespace boardlp {

std::string gzip_bytes(std::string_view text);      // level 6, zlib's default
bool is_gzip_file(const std::string& path);         // starts with gzip's magic bytes 1f 8b
// The whole text of a gzip file; throws UserError naming the file for a damaged or cut one.
std::string gunzip_file(const std::string& path);
bool ends_with_gz(std::string_view path);           // "model.lp.gz", any case
std::string strip_gz(const std::string& path);      // "model.lp.gz" -> "model.lp"; else as given

}  // namespace boardlp
