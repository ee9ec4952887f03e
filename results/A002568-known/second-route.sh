#!/bin/bash
# A002568 and A002567 by a second route, independent of boardlp-count: CaDiCaL lists one placement
# of each class (--cut lex keeps exactly the lex-least of each class under the board's 8
# symmetries) of the feasibility form at the known minimum K, every proof of "no more" its own
# CaDiCaL run, and boardlp-solve expands each to its images, checking every one with its checker.
#   results/A002568-known/second-route.sh N K [N K ...]      e.g. 12 7 13 7
# BIN: a folder with boardlp and boardlp-solve (default: build/src); LIMIT: seconds an n (default 3600).
# Appends one line an n to second-route.jsonl.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
BIN="${BIN:-$here/../../build/src}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
while [ $# -ge 2 ]; do
  n=$1; k=$2; shift 2
  "$BIN/boardlp" queens "$n" --independent-dominate --at-most "$k" --cut lex --format cnf -o "$work/id$n.cnf"
  start=$(date +%s.%N)
  "$BIN/boardlp-solve" "$work/id$n.cnf" --all --unique --solver cadical --time-limit "${LIMIT:-3600}" --json \
    > "$work/id$n.json" 2> "$work/id$n.err" || true
  end=$(date +%s.%N)
  python3 - "$work/id$n.json" "$n" "$k" "$start" "$end" >> "$here/second-route.jsonl" <<'PY'
import json, sys
path, n, k, start, end = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5])
j = json.load(open(path))
print(json.dumps({"n": n, "k": k, "status": j.get("status"), "representatives": j.get("count"),
                  "placements": j.get("placements"), "classes": j.get("unique"), "complete": j.get("complete"),
                  "orbits": j.get("orbits"), "seconds": round(end - start, 1)}))
PY
done
