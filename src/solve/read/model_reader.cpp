#include "model_reader.hpp"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <new>

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <coin/CoinError.hpp>
#include <coin/CoinLpIO.hpp>
#include <coin/CoinMessageHandler.hpp>
#include <coin/CoinMpsIO.hpp>
#include <fmt/format.h>

#include "minizinc_reader.hpp"
#include "xcsp3_reader.hpp"
#include "pb_reader.hpp"
#include "status.hpp"
#include "text_lines.hpp"
#include "wording.hpp"

namespace boardlp {

namespace {

namespace fs = std::filesystem;

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kAddressSanitizer = true;
#else
constexpr bool kAddressSanitizer = false;
#endif
#else
constexpr bool kAddressSanitizer = false;
#endif

constexpr int kChildReadOk = 0, kChildReadError = 1, kChildOutOfMemory = 3;

bool lp_syntax(FileFormat f) { return format_row(f).syntax == Syntax::lp; }
const char* format_word(FileFormat f) { return lp_syntax(f) ? "LP" : "MPS"; }

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& ch : out) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

// ---- the model handed from the child to this process: a flat binary file --------------------

class BinaryOut {
 public:
  explicit BinaryOut(const std::string& path) : f_(std::fopen(path.c_str(), "wb")) {}
  ~BinaryOut() {
    if (f_) std::fclose(f_);
  }
  BinaryOut(const BinaryOut&) = delete;
  BinaryOut& operator=(const BinaryOut&) = delete;
  template <class T>
  void put(const T* data, size_t n) {
    put_size(n);
    if (n && f_) ok_ = ok_ && std::fwrite(data, sizeof(T), n, f_) == n;
  }
  template <class T>
  void put(const std::vector<T>& v) { put(v.data(), v.size()); }
  void put(const std::string& s) { put(s.data(), s.size()); }
  void put_size(uint64_t n) { ok_ = ok_ && f_ && std::fwrite(&n, sizeof n, 1, f_) == 1; }
  bool close() {
    const bool closed = f_ && std::fclose(f_) == 0;
    f_ = nullptr;
    return ok_ && closed;
  }

 private:
  std::FILE* f_;
  bool ok_ = true;
};

class BinaryIn {
 public:
  explicit BinaryIn(const std::string& path) : in_(path, std::ios::binary) {}
  uint64_t size() {
    uint64_t n = 0;
    in_.read(reinterpret_cast<char*>(&n), sizeof n);
    if (!in_ || n > (uint64_t{1} << 40)) throw std::runtime_error("the reading child's model file is damaged");
    return n;
  }
  template <class T>
  std::vector<T> vec() {
    std::vector<T> v(size());
    in_.read(reinterpret_cast<char*>(v.data()), static_cast<std::streamsize>(v.size() * sizeof(T)));
    if (!in_) throw std::runtime_error("the reading child's model file is cut short");
    return v;
  }
  std::string str() {
    std::vector<char> v = vec<char>();
    return {v.begin(), v.end()};
  }

 private:
  std::ifstream in_;
};

void save_model(const ModelData& d, const std::string& path) {
  BinaryOut out(path);
  out.put(d.objective_name);
  out.put_size(static_cast<uint64_t>(d.sign < 0));
  out.put_size(d.col_names.size());
  for (const std::string& n : d.col_names) out.put(n);
  out.put_size(d.row_names.size());
  for (const std::string& n : d.row_names) out.put(n);
  for (const auto* v : {&d.col_lower, &d.col_upper, &d.objective, &d.row_lower, &d.row_upper}) out.put(*v);
  out.put(d.integer);
  CoinPackedMatrix m = d.rows;  // row-ordered; without gaps, its storage is its elements
  m.removeGaps();
  out.put(m.getVectorStarts(), static_cast<size_t>(m.getMajorDim()));
  out.put(m.getVectorLengths(), static_cast<size_t>(m.getMajorDim()));
  out.put(m.getIndices(), static_cast<size_t>(m.getNumElements()));
  out.put(m.getElements(), static_cast<size_t>(m.getNumElements()));
  if (!out.close()) throw std::runtime_error("cannot hand the model over: the temporary folder is not writable");
}

ModelData load_model(const std::string& path) {
  BinaryIn in(path);
  ModelData d;
  d.objective_name = in.str();
  d.sign = in.size() ? -1 : 1;
  d.col_names.resize(in.size());
  for (std::string& n : d.col_names) n = in.str();
  d.row_names.resize(in.size());
  for (std::string& n : d.row_names) n = in.str();
  for (auto* v : {&d.col_lower, &d.col_upper, &d.objective, &d.row_lower, &d.row_upper}) *v = in.vec<double>();
  d.integer = in.vec<char>();
  const auto starts = in.vec<CoinBigIndex>();
  const auto lengths = in.vec<int>();
  const auto indices = in.vec<int>();
  const auto elements = in.vec<double>();
  const size_t nrows = d.row_names.size(), ncols = d.col_names.size();
  if (starts.size() != nrows || lengths.size() != nrows || d.objective.size() != ncols || d.row_lower.size() != nrows)
    throw std::runtime_error("the reading child's model file does not add up");
  d.rows = CoinPackedMatrix(false, static_cast<int>(ncols), static_cast<int>(nrows),
                            static_cast<CoinBigIndex>(elements.size()), elements.data(), indices.data(), starts.data(),
                            lengths.data());
  d.build_column_index();
  return d;
}

// Copies the file, leaving out its lines first..last (1-based).
void copy_without_lines(const std::string& from, const std::string& to, int first, int last) {
  std::ifstream in(from, std::ios::binary);
  std::ofstream out(to, std::ios::binary);
  std::string line;
  for (int n = 1; std::getline(in, line); ++n)
    if (n < first || n > last) out << line << '\n';
  if (!out) throw DriverError(exit_solver_failed, fmt::format("cannot write {}", to));
}

// ---- the child ------------------------------------------------------------------------------

template <class Reader>
void copy_arrays(ModelData& d, const Reader& r) {
  const int n = r.getNumCols(), m = r.getNumRows();
  d.col_lower.assign(r.getColLower(), r.getColLower() + n);
  d.col_upper.assign(r.getColUpper(), r.getColUpper() + n);
  d.objective.assign(r.getObjCoefficients(), r.getObjCoefficients() + n);
  d.row_lower.assign(r.getRowLower(), r.getRowLower() + m);
  d.row_upper.assign(r.getRowUpper(), r.getRowUpper() + m);
  d.integer.resize(static_cast<size_t>(n));
  for (int j = 0; j < n; ++j) d.integer[static_cast<size_t>(j)] = r.isInteger(j) ? 1 : 0;
  d.rows = *r.getMatrixByRow();
}

ModelData read_with_coinutils(const std::string& path, FileFormat format, const std::string& out_dir) {
  CoinMessageHandler quiet;
  quiet.setLogLevel(0);
  ModelData d;
  if (lp_syntax(format)) {
    // CoinLpIO opens a file by name only if the name ends in ".lp" (readLp(FILE*) closes the
    // FILE itself and then aborts): read it through a link whose name does.
    const std::string link = fs::path(out_dir) / "read-input.lp";
    std::error_code ec;
    fs::remove(link, ec);
    fs::create_symlink(fs::absolute(path), link, ec);
    if (ec) throw DriverError(exit_bad_input, fmt::format("{}: cannot be linked for reading: {}", path, ec.message()));
    CoinLpIO lp;
    lp.passInMessageHandler(&quiet);
    lp.readLp(link.c_str());
    if (lp.getNumCols() == 0) throw DriverError(exit_bad_input, fmt::format("{}: no variables in this LP file", path));
    copy_arrays(d, lp);
    d.sign = lp.wasMaximization() ? -1 : 1;
    d.objective_name = lp.getObjName() ? lp.getObjName() : "";
    for (int j = 0; j < lp.getNumCols(); ++j) d.col_names.emplace_back(lp.getColNames()[j]);
    for (int i = 0; i < lp.getNumRows(); ++i) d.row_names.emplace_back(lp.getRowNames()[i]);
  } else {
    CoinMpsIO mps;
    mps.passInMessageHandler(&quiet);
    const int errors = mps.readMps(path.c_str(), "");
    if (errors != 0 || mps.getNumCols() == 0)
      throw DriverError(exit_bad_input, fmt::format("{}: not a readable MPS file (CoinMpsIO stopped at {})", path,
                                                    counted(static_cast<uint64_t>(std::max(errors, 1)), "error", "errors")));
    copy_arrays(d, mps);
    d.objective_name = mps.getObjectiveName() ? mps.getObjectiveName() : "";
    for (int j = 0; j < mps.getNumCols(); ++j) d.col_names.emplace_back(mps.columnName(j));
    for (int i = 0; i < mps.getNumRows(); ++i) d.row_names.emplace_back(mps.rowName(i));
  }
  return d;
}

void write_message(const std::string& path, const std::string& text) {
  if (std::FILE* f = std::fopen(path.c_str(), "w")) {
    std::fputs(text.c_str(), f);
    std::fclose(f);
  }
}

[[noreturn]] void child_read(const std::string& path, FileFormat format, const std::string& out, const std::string& error,
                             const ReadBounds& bounds) {
  ::setpgid(0, 0);  // a group of its own, like a solver: the parent kills it as one
  for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGPIPE}) ::signal(sig, SIG_DFL);
  // Its own clock too: a child whose parent was killed (SIGKILL) must not read on for ever.
  const rlim_t cpu = static_cast<rlim_t>(std::ceil(bounds.seconds)) + 1;
  const rlimit cpu_limit{cpu, cpu + 1};
  ::setrlimit(RLIMIT_CPU, &cpu_limit);
  if (!kAddressSanitizer) {  // which reserves terabytes of address space for its shadow
    const rlimit memory{bounds.memory_bytes, bounds.memory_bytes};
    ::setrlimit(RLIMIT_AS, &memory);
  }
  const int null = ::open("/dev/null", O_WRONLY);  // CoinUtils prints some messages whatever its handler
  ::dup2(null, STDOUT_FILENO);
  ::dup2(null, STDERR_FILENO);
  try {
    const ModelData d = read_with_coinutils(path, format, fs::path(out).parent_path());
    save_model(d, out);
    ::_exit(kChildReadOk);
  } catch (const std::bad_alloc&) {
    ::_exit(kChildOutOfMemory);
  } catch (const DriverError& e) {
    write_message(error, e.what());
  } catch (const CoinError& e) {
    write_message(error, fmt::format("{}: not a readable {} file: {}", path, format_word(format), e.message()));
  } catch (const std::exception& e) {
    write_message(error, fmt::format("{}: not a readable {} file: {}", path, format_word(format), e.what()));
  } catch (...) {  // CoinLpIO 2.11.4 throws other types too (a comment-only file)
    write_message(error, fmt::format("{}: not a readable {} file: CoinUtils stopped reading it without a message",
                                     path, format_word(format)));
  }
  ::_exit(kChildReadError);
}

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}


// The last lines of a text with content once comments are cut: '\' starts one in LP, and a '*'
// in the first column makes a line one in MPS.
std::vector<std::string_view> content_lines(std::string_view text, FileFormat format) {
  std::vector<std::string_view> out;
  TextLines lines(text);
  std::string_view line;
  while (lines.next(line)) {
    if (lp_syntax(format)) line = line.substr(0, line.find('\\'));
    else if (!line.empty() && line[0] == '*') continue;
    line = trim(line);
    if (!line.empty()) out.push_back(line);
  }
  return out;
}

}  // namespace

std::string read_file_head(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::string head(1 << 16, '\0');
  in.read(head.data(), static_cast<std::streamsize>(head.size()));
  head.resize(static_cast<size_t>(in.gcount()));
  return head;
}

ReadBounds ReadBounds::for_size(uint64_t bytes) {
  const double mb = static_cast<double>(bytes) / 1e6;
  return {10 + 0.5 * mb, (uint64_t{1} << 30) + 32 * bytes};
}

std::optional<std::string> precheck_model_text(std::string_view tail, bool whole, FileFormat format) {
  const std::vector<std::string_view> lines = content_lines(tail, format);
  if (lines.empty() && whole)
    return lp_syntax(format) ? "not a readable LP file: it has only comments and blank lines, no model"
                                    : "not a readable MPS file: it has only comments and blank lines, no model";
  if (lines.empty()) return std::nullopt;  // a long comment at the end: the reader decides
  const std::string last = lower(lines.back());
  if (lp_syntax(format) && last != "end")
    return "not a readable LP file: its last line is not End (was it cut short?); an LP file ends with a line End";
  if (is_mps(format) && last != "endata")
    return "not a readable MPS file: its last line is not ENDATA (was it cut short?); an MPS file ends with ENDATA";
  return std::nullopt;
}

std::optional<ObjSense> mps_objsense(std::string_view head) {
  TextLines lines(head);
  std::string_view line;
  std::optional<ObjSense> found;
  while (lines.next(line)) {
    if (line.empty() || line[0] == '*') continue;
    const auto words = split_ws(line);
    if (words.empty()) continue;
    const std::string first = lower(words[0]);
    if (line[0] != ' ' && line[0] != '\t') {  // a section card
      if (first == "rows") return found;
      if (first != "objsense") continue;
      found = ObjSense{lines.number(), lines.number(), false};
      if (words.size() > 1) {
        found->maximize = lower(words[1]).rfind("max", 0) == 0;
        return found;
      }
    } else if (found && found->last_line == found->first_line) {
      found->last_line = lines.number();
      found->maximize = first.rfind("max", 0) == 0;
      return found;
    }
  }
  return found;
}

// A file of a syntax boardlp-solve parses itself (MiniZinc's and XCSP3's subsets), whole.
static ModelData read_own_syntax(const std::string& path, ModelData (*parse)(std::string_view, const std::string&)) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw DriverError(exit_bad_input, fmt::format("{}: cannot be read", path));
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  ModelData d = parse(text, path);
  d.build_column_index();
  return d;
}

ModelData read_model_file(const std::string& path, FileFormat format, const TempFolder& work, double time_left) {
  const Syntax syntax = format_row(format).syntax;
  if (syntax == Syntax::opb || syntax == Syntax::cnf || syntax == Syntax::wcnf) return read_pb_model(path, format);
  if (syntax == Syntax::minizinc) return read_own_syntax(path, read_minizinc_model);
  if (syntax == Syntax::xcsp3) return read_own_syntax(path, read_xcsp3_model);
  if (!lp_syntax(format) && !is_mps(format))  // CoinUtils' readers: the formats whose rows are LP's or MPS's
    throw DriverError(exit_bad_input, fmt::format("{} is a {} file, not a model boardlp-solve reads: give it an {} file", path,
                                                  format_row(format).what, format_names(true)));
  std::error_code ec;
  const uint64_t size = fs::file_size(path, ec);
  if (ec) throw DriverError(exit_bad_input, fmt::format("{}: cannot be read: {}", path, ec.message()));
  std::string tail;
  {
    std::ifstream in(path, std::ios::binary);
    const uint64_t want = std::min<uint64_t>(size, 1 << 16);
    in.seekg(static_cast<std::streamoff>(size - want));
    tail.resize(want);
    in.read(tail.data(), static_cast<std::streamsize>(want));
    if (!in) throw DriverError(exit_bad_input, fmt::format("{}: cannot be read", path));
  }
  if (const auto wrong = precheck_model_text(tail, size <= (1 << 16), format))
    throw DriverError(exit_bad_input, fmt::format("{}: {}", path, *wrong));

  // CoinMpsIO 2.11.4 ignores an OBJSENSE section and misreads "OBJSENSE MAXIMIZE" on one line:
  // it reads a copy without those lines, and the sense is applied here.
  std::string read_path = path;
  const std::optional<ObjSense> sense = is_mps(format) ? mps_objsense(read_file_head(path)) : std::nullopt;
  if (sense) {
    read_path = work.file("read-input.mps");
    copy_without_lines(path, read_path, sense->first_line, sense->last_line);
  }

  const ReadBounds bounds = ReadBounds::for_size(size);
  const std::string out = work.file("read-model.bin"), error = work.file("read-error.txt");
  std::fflush(nullptr);
  const pid_t pid = ::fork();
  if (pid < 0) throw DriverError(exit_solver_failed, fmt::format("cannot start the reading process: {}", std::strerror(errno)));
  if (pid == 0) child_read(read_path, format, out, error, bounds);
  ::setpgid(pid, pid);  // as the child does: whichever runs first, a kill of the group reaches it

  const bool limited_by_run = time_left > 0 && time_left < bounds.seconds;
  const ChildEnd end = wait_for_child(pid, limited_by_run ? time_left : bounds.seconds, StopPolicy{SIGTERM, 0});
  const std::string what = fmt::format("{}: not a readable {} file", path, format_word(format));
  if (end.timed_out && limited_by_run)
    throw DriverError(exit_time_limit, fmt::format("{}: the time limit ran out while reading it ({:.1f} s)", path, end.seconds));
  if (end.timed_out || end.signal == SIGXCPU)
    throw DriverError(exit_bad_input, fmt::format("{} (CoinUtils was still reading it after {:.0f} s, the bound for a file "
                                                  "of this size, so it is taken as malformed)", what, bounds.seconds));
  if (end.signal != 0)
    throw DriverError(exit_bad_input, fmt::format("{} (CoinUtils crashed reading it, signal {})", what, end.signal));
  if (end.exit_code == kChildOutOfMemory)
    throw DriverError(exit_bad_input, fmt::format("{} (reading it needed more than {} MB of memory, the bound for a file "
                                                  "of this size)", what, bounds.memory_bytes >> 20));
  if (end.exit_code != kChildReadOk) {
    const std::string message = read_text(error);
    throw DriverError(exit_bad_input, message.empty() ? what : message);
  }
  try {
    ModelData d = load_model(out);
    fs::remove(out, ec);
    if (sense) d.objsense_section = true;
    if (sense && sense->maximize) {
      d.sign = -1;  // the minimization form, as CoinLpIO gives for Maximize
      for (double& c : d.objective) c = c == 0 ? 0.0 : -c;
    }
    return d;
  } catch (const std::runtime_error& e) {
    throw DriverError(exit_solver_failed, fmt::format("{}: {}", path, e.what()));
  }
}

}  // namespace boardlp
