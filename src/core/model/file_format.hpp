#pragma once
// The file formats boardlp writes and reads: one row each (as MathOptInterface keeps
// FileFormats/), and the one place that names and detects them. What a format can state and how
// it is spelled is read from its row; nothing else compares formats by name.
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace boardlp {

enum class FileFormat { lp, mps, fixed_mps, opb, cnf, wcnf, old_wcnf, mzn, xcsp3, dimacs };

// How a format's text is built: CPLEX LP, MPS (free or fixed), OPB, clauses (CNF), weighted clauses
// (WCNF, either form), MiniZinc, XCSP3 (XML), or a graph. A reader or a solver
// call that parses the text branches on this, never on "LP or else".
enum class Syntax { lp, mps, opb, cnf, wcnf, minizinc, xcsp3, graph };

// What detect_format reads of a file's start, for each format's row to recognise itself by.
struct FileHead {
  std::string_view first;                 // the first line that is not blank or a comment, trimmed
  bool opb_header = false;                // OPB's "* #variable= ..." came before it
  bool dimacs_comments = false;           // "c" comment lines came before it
  std::optional<FileFormat> by_extension; // what the file's name says
  std::string_view text;                  // the whole head (MPS's NAME card says free or fixed)
};

struct FormatRow {
  FileFormat format;
  std::string_view name;        // --format NAME
  std::string_view extension;   // -o NAME.ext picks it ("" : only by --format); .gz may follow where gzip applies
  std::string_view what;        // in messages and --help: "CPLEX LP"
  Syntax syntax;
  std::string_view comment;     // what starts a comment line in it
  std::string_view comment_end; // what ends one, where the format closes its comments ("-->" in XML)
  size_t max_name_length;       // the longest row or column name it takes
  bool model;                   // it states the model's rows (the attack graph does not)
  bool maximizes;               // it can say "maximize" (else a maximum is written as the minimum of its negation)
  bool solver_input;            // boardlp-solve reads it
  // What it can state, as fields: a reader or a writer branches on `syntax` to spell the text; any
  // other code asks these.
  bool states_objective;        // it can state an objective (CNF cannot: it asks a question)
  bool objective_row;           // it always has an objective row, an empty one for none (LP, MPS)
  bool numbered_columns;        // its variables are numbers, the names in comments (OPB, CNF, WCNF)
  bool clausal;                 // its rows are clauses, a row's encoding chosen by --encoding (CNF, WCNF)
  bool whole_coefficients;      // its coefficients must be whole numbers (OPB, CNF, WCNF)
  std::string_view no_objective;  // how a file of it says "no objective", for its header
  bool (*recognises)(const FileHead&);  // its own content detection (detect_format asks each row in turn)
};

// Every format, in the order --help lists them.
std::span<const FormatRow> file_formats();
const FormatRow& format_row(FileFormat format);
// "lp, mps, fixed-mps or dimacs": the names, for messages (only boardlp-solve's inputs if asked).
std::string format_names(bool solver_input_only = false);
// "lp|mps|fixed-mps|dimacs" and ".lp, .mps or .col", for --help (only boardlp-solve's inputs if asked).
std::string format_choices(bool solver_input_only = false);
std::string format_extensions(bool solver_input_only = false);
// STEM plus the format's extension (.mps for fixed MPS): a file name that says its format (cbc
// reads a file as LP only if its name holds ".lp").
std::string input_name(std::string_view stem, FileFormat format);
inline bool is_mps(FileFormat format) { return format_row(format).syntax == Syntax::mps; }

// The row named `text` ("lp", "mps", "fixed-mps", "dimacs"); throws UserError naming the choices
// for anything else, or for a format boardlp-solve cannot read when `solver_input_only`.
FileFormat format_from(const std::string& text, bool solver_input_only = false);
// The format whose extension the name ends in, in any case (q.LP, x.Mps), with or without .gz
// after it; else nullopt.
std::optional<FileFormat> format_from_extension(std::string_view path);
// Whether the line is a comment in a format boardlp writes: it starts with a row's comment ("c"
// then a space or nothing, so that a MiniZinc "constraint" is no CNF comment).
bool is_comment_line(std::string_view line);
// A comment line's text without its row's comment marks ("% text" and "<!-- text -->": "text"),
// or nullopt for a line that is no comment.
std::optional<std::string_view> comment_text(std::string_view line);
// The format of a model file from its first lines (NAME, ROWS or OBJSENSE: MPS; Minimize or
// Maximize: LP; "* #variable=": OPB; "p cnf": CNF; "p wcnf" or "h" clauses: WCNF;
// "p edge": the DIMACS graph), else from its
// extension in any case (.lp, .mps, ...), else LP. MPS is fixed when its
// NAME card puts the name in column 15 and does not end in FREE. --format overrides all of it.
FileFormat detect_format(const std::string& path, const std::string& head);

}  // namespace boardlp
