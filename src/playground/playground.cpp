#include "playground.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <memory>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "board_info.hpp"
#include "checker.hpp"
#include "cuts.hpp"
#include "errors.hpp"
#include "formulation.hpp"
#include "header.hpp"
#include "model_request.hpp"
#include "names.hpp"
#include "option_values.hpp"
#include "problem.hpp"
#include "size_estimate.hpp"
#include "status.hpp"
#include "writer.hpp"

namespace boardlp::playground {

using nlohmann::json;

namespace {

// The memory the page lets a model take: browsers give a page a few GB at most.
constexpr uint64_t kPageMemory = uint64_t{1} << 30;

json refusal(const std::string& error, const std::string& option = "") {
  return {{"ok", false}, {"error", error}, {"option", option}};
}

// The request's options as the command line would give them, with its files written first.
OptionValues options_of(const json& request) {
  if (!request.is_object() || !request.contains("options") || !request["options"].is_object())
    throw UserError("the request has no \"options\" object");
  if (request.contains("files"))
    for (const auto& [name, text] : request["files"].items()) {
      if (name.empty() || name.find('/') != std::string::npos || name.front() == '.')
        throw UserError(fmt::format("the request's file name '{}' is not a plain file name", name));
      std::ofstream(name, std::ios::binary) << text.get<std::string>();
    }
  OptionValues values;
  for (const auto& [name, given] : request["options"].items()) {
    if (given.is_string()) values.set(name, {given.get<std::string>()});
    else values.set(name, given.get<std::vector<std::string>>());
  }
  return values;
}

// A word of a command line, quoted for a POSIX shell when it needs it.
std::string shell_word(const std::string& word) {
  const bool plain = !word.empty() && std::all_of(word.begin(), word.end(), [](char ch) {
    return std::isalnum(static_cast<unsigned char>(ch)) || std::string_view("-_.,/=:+").find(ch) != std::string_view::npos;
  });
  if (plain) return word;
  std::string out = "'";
  for (char ch : word) out += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
  return out + "'";
}

// boardlp PIECE BOARD --option value ...: the program's command line for the same model.
std::string command_line(const OptionValues& values) {
  std::string out = "boardlp " + shell_word(values.text("piece")) + " " + shell_word(values.text("board"));
  const auto add = [&](const std::string& name, const std::vector<std::string>& given) {
    if (given.empty()) out += " --" + name;
    for (const std::string& v : given) out += " --" + name + " " + shell_word(v);
  };
  for (const auto& [name, given] : values.all())
    if (name != "piece" && name != "board" && name != "format") add(name, given);
  if (values.count("format")) add("format", values.texts("format"));  // last: the page puts -o after it
  return out;
}

// The option a message is about: the first "--name" in it that the request gives, else the
// argument or the kind of square its words name.
std::string option_named(const std::string& message, const OptionValues& values) {
  for (size_t at = message.find("--"); at != std::string::npos; at = message.find("--", at + 2)) {
    size_t end = at + 2;
    while (end < message.size() && (std::isalnum(static_cast<unsigned char>(message[end])) || message[end] == '-')) ++end;
    const std::string name = message.substr(at + 2, end - at - 2);
    if (values.count(name)) return name;
  }
  const auto has = [&](std::string_view word) { return message.find(word) != std::string::npos; };
  if (message.rfind("board ", 0) == 0) return "board";
  if (has("Betza") || message.rfind("unknown piece", 0) == 0) return "piece";
  if (has("fixed")) return "fix";
  if (message.rfind("square ", 0) == 0 || has("wall")) return "wall";
  if (has("hole")) return "hole";
  return "";
}

// The page's own limits, checked before the model is built.
void check_page_size(const Spec& spec, const std::string& command) {
  if (spec.rows > kMaxSide || spec.cols > kMaxSide)
    throw UserError(fmt::format("a {}x{} board is past the page's {}x{}: write its file with {}", spec.rows, spec.cols,
                                kMaxSide, kMaxSide, command));
  if (const double bytes = estimated_file_bytes(spec); bytes > kMaxFileBytes)
    throw UserError(fmt::format("this model's file takes about {:.0f} MB, past the page's {:.0f} MB: write it with {}",
                                bytes / 1e6, kMaxFileBytes / 1e6, command));
}

// One walk of the model's rows: each row's name with the squares of its terms, and each family's
// formula with the sense and bound its rows have (the first row of the formula's name).
struct RowsSeen {
  json row_squares = json::array();
  json formulas = json::array();
};
RowsSeen rows_seen(const Model& model) {
  RowsSeen out;
  const Board& board = model.board();
  for (const auto& family : model.families()) {
    std::map<std::string, std::string> bounds;  // a row name's prefix -> "<mo>&le;</mo><mn>1</mn>"
    family->for_each_row([&](const Row& row) {
      const std::string name = row_name(row.name);
      std::set<int64_t> squares;
      for_each_term(row, board, [&](const Column& col, int8_t) {
        if (var_kind(col.var).on_square) squares.insert(int64_t{col.r} * board.cols() + col.c);
      });
      out.row_squares.push_back({name, std::vector<int64_t>(squares.begin(), squares.end())});
      const std::string prefix = name.substr(0, name.find('_'));
      if (bounds.count(prefix)) return;
      const char* sense = row.sense == Sense::le ? "&le;" : row.sense == Sense::ge ? "&ge;" : "=";
      bounds[prefix] = fmt::format("<mo>{}</mo><mn>{}</mn>", sense, row.rhs);
    });
    for (const Formula& f : family->legend().formulas)
      out.formulas.push_back({{"rows", f.rows}, {"math", f.math + (bounds.count(f.rows) ? bounds[f.rows] : "")},
                              {"index", f.index}, {"words", f.words}});
  }
  return out;
}

json model_answer(const json& request) {
  const OptionValues values = options_of(request);
  const std::string command = command_line(values);
  try {
    if (!values.count("piece")) throw UserError("no PIECE given: write e.g. boardlp queens 8 (see boardlp --help)");
    if (!values.count("board")) throw UserError("no BOARD given: write e.g. boardlp queens 8 (see boardlp --help)");
    const ModelRequest asked = model_request(values);
    check_page_size(asked.spec, command);
    json answer{{"ok", true}, {"command", command}, {"format", format_row(asked.format).name},
                {"board", {{"rows", asked.spec.rows}, {"cols", asked.spec.cols}}}};
    OutBuffer text(size_t{1} << 16);
    if (!format_row(asked.format).model) {  // the attack graph
      check_graph_spec(asked.spec, kPageMemory);
      write_dimacs(asked.spec, text);
      answer["text"] = std::string(text.text());
      return answer;
    }
    const auto model = build_model(asked.spec, kPageMemory);
    write_model(*model, FileChoice{asked.format, asked.encodings}, text, 1);
    const Sizes sizes = model->sizes();
    answer["text"] = std::string(text.text());
    answer["rows"] = sizes.rows;
    answer["columns"] = sizes.columns;
    answer["nonzeros"] = sizes.nonzeros;
    answer["objective"] = model->objective().kind != ObjectiveKind::none;  // else a feasibility model: no bound
    RowsSeen seen = rows_seen(*model);
    answer["formulas"] = std::move(seen.formulas);
    answer["row_squares"] = std::move(seen.row_squares);
    return answer;
  } catch (const UserError& e) {
    return refusal(e.what(), option_named(e.what(), values));
  }
}

json square_list(const std::vector<Square>& squares) {
  json out = json::array();
  for (const Square& s : squares) out.push_back({s.r + 1, s.c + 1});
  return out;
}

json check_answer(const json& request, const json& values) {
  const ModelRequest asked = model_request(options_of(request));
  // The header line as the file states it, read back as boardlp-solve reads a file's.
  const std::optional<BoardInfo> info = parse_header_line(header_line(asked.spec));
  if (!info) throw UserError("the model's header line did not read back");
  std::vector<std::pair<std::string, double>> columns;
  for (const auto& [name, value] : values.items()) columns.emplace_back(name, value.get<double>());
  std::optional<double> objective;
  if (request.contains("objective") && request["objective"].is_number()) objective = request["objective"].get<double>();
  json answer{{"ok", true}};
  try {
    const Placement placement = placement_of(columns_at_one(columns));
    answer["faults"] = check_placement(*info, placement, objective);
    answer["pieces"] = square_list(placement.pieces);
    answer["black"] = square_list(placement.black);
    answer["new_walls"] = square_list(placement.new_walls);
    answer["unattacked"] = square_list(placement.unattacked);
    json coloured = json::array();
    for (const auto& [s, k] : placement.coloured) coloured.push_back({s.r + 1, s.c + 1, k});
    answer["coloured"] = coloured;
  } catch (const DriverError& e) {  // a value not 0 or 1, or a name the header does not explain
    answer["faults"] = json::array({e.what()});
  }
  return answer;
}

// Every answer is JSON, errors too: the page shows them next to their field.
template <class F>
std::string answer_of(F&& f) {
  try {
    return f().dump();
  } catch (const json::exception& e) {
    return refusal(fmt::format("the request is not the JSON the page sends: {}", e.what())).dump();
  } catch (const UserError& e) {
    return refusal(e.what()).dump();
  } catch (const std::bad_alloc&) {
    return refusal("out of memory: use a smaller board").dump();
  } catch (const std::exception& e) {
    return refusal(fmt::format("internal error: {} (please report it)", e.what())).dump();
  }
}

}  // namespace

std::string catalogue_json() {
  return answer_of([] {
    json problems = json::array();
    for (const ProblemOption& r : problem_options())
      problems.push_back({{"word", r.word}, {"value_name", r.value_name}, {"help", r.help}, {"k_option", r.k_option},
                          {"regions", r.reads_regions}, {"points", r.places_points}});
    json cuts = json::array();
    for (const CutOption& c : cut_options()) cuts.push_back({{"name", c.name}, {"help", c.help}});
    json formats = json::array();
    for (const FormatRow& f : file_formats()) {
      if (!f.model) continue;
      // A format chosen only by --format (fixed MPS) is saved with its syntax's extension.
      std::string_view extension = f.extension;
      for (const FormatRow& g : file_formats())
        if (extension.empty() && g.syntax == f.syntax) extension = g.extension;
      formats.push_back({{"name", f.name}, {"what", f.what}, {"extension", extension.substr(1)}});
    }
    return json{{"ok", true}, {"pieces", named_piece_words()}, {"problems", problems}, {"cuts", cuts},
                {"formats", formats}, {"formulations", {"clique", "pairwise"}}, {"max_side", kMaxSide}};
  });
}

std::string model_json(std::string_view request) {
  return answer_of([&] { return model_answer(json::parse(request)); });
}

std::string check_json(std::string_view request, std::string_view values) {
  return answer_of([&] { return check_answer(json::parse(request), json::parse(values)); });
}

}  // namespace boardlp::playground
