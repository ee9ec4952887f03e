#!/usr/bin/env python3
"""Turns templates/*.txt into a C++ source with one string per template (called by meson), and
every file in a folder of templates/ too, named FOLDER/FILE: mathprog/queens.mod (the teaching page
shows them), the solver runners (solvers/scip_runner.py), certificate/check.py."""
import os
import sys

out_path, inputs = sys.argv[1], sys.argv[2:]
parts = [
    "// Generated from templates/ by scripts/embed_templates.py: do not edit.\n",
    "#include \"template.hpp\"\n\nnamespace boardlp {\n\n",
    "const std::vector<EmbeddedTemplate>& embedded_templates() {\n",
    "  static const std::vector<EmbeddedTemplate> all = {\n",
]
for path in inputs:
    folder = os.path.basename(os.path.dirname(path))
    if folder != "templates":  # mathprog/queens.mod, playground/index.html
        name = folder + "/" + os.path.basename(path)
    else:
        name = os.path.splitext(os.path.basename(path))[0]
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if ")tmpl\"" in text:
        sys.exit(f"{path}: contains the raw-string delimiter )tmpl\"")
    parts.append(f"    {{\"{name}\", R\"tmpl({text})tmpl\"}},\n")
parts.append("  };\n  return all;\n}\n\n}  // namespace boardlp\n")
with open(out_path, "w", encoding="utf-8") as f:
    f.write("".join(parts))
