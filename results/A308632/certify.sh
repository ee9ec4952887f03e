#!/bin/bash
# A308632's known terms certified: for each n, the bound behind a(n), "A250000(n) white queens
# leave no a(n)+1 squares free for the black ones" (boardlp's non-dominating model with --at-least,
# as CNF), proven unsatisfiable by boardlp certify: certificates/aN/ holds the formula, the cubes,
# an LRAT proof of each cube and of their cover, and the stranger's ./check (python and rate). The
# value's other half, a placement that reaches a(n), is summary.jsonl's checked witness. Each n
# appends its figures to certified.jsonl once its folder is verified by boardlp certify check; a
# stopped run goes on where it ended (the decided cubes stay), an n verified before is skipped.
#   results/A308632/certify.sh [N ...]      (default: 3..10)
# BIN: a folder with boardlp (default build/src); JOBS (default 2) cubes at a time.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
BIN="${BIN:-$root/build/src}"
JOBS="${JOBS:-2}"
A250000=(0 0 0 1 2 4 5 7 9 12 14 17 21)  # A250000(n), n = 1..12 (index 0 unused)
A308632=(0 0 0 2 3 4 6 7 10 12 15 19)    # A308632(n), n = 3..11, as the OEIS has them
cd "$here/certificates"
touch ../certified.jsonl
for n in ${@:-3 4 5 6 7 8 9 10}; do
  if grep -q "\"n\": $n," ../certified.jsonl; then
    echo "A308632 n = $n: certified before (certified.jsonl), skipped" >&2
    continue
  fi
  k=${A250000[$n]} m=$(( ${A308632[$n]} + 1 ))
  # From n = 11 the counters are symmtotalizer:lr's, whose tree the left-right flip keeps, so it
  # prunes the middle row's mirrored cubes (docs/suites-and-proofs.md: on a(12)'s cubes CaDiCaL took
  # 52.1 CPU s against the default counter's 67.8, and 2,005 of 4,063 cubes are pruned). a(3..10)
  # keep the formulas they were certified with.
  encoding=()
  [ "$n" -ge 11 ] && encoding=(--encoding symmtotalizer:lr)
  options=(queens "$n" --non-dominating --place "$k" --at-least "$m" --format cnf "${encoding[@]}")
  command="boardlp ${options[*]} -o formula.cnf"
  # One run for the small boards; from n = 8, cubes over the middle row's squares (a queen or a
  # free square on each): each cube's proof kept as it is decided, two at a time.
  split=()
  mid=$(( (n + 1) / 2 ))
  [ "$n" -ge 8 ] && split=(--on "x_${mid}_*,u_${mid}_*")
  if [ ! -f "a$n/cubes.icnf" ]; then
    "$BIN/boardlp" "${options[@]}" -o "a$n.cnf"
    "$BIN/boardlp" certify cubes "a$n.cnf" "${split[@]}" --command "$command" -o "a$n"
    rm "a$n.cnf"
  fi
  start=$(date +%s)
  "$BIN/boardlp" certify run "a$n" --jobs "$JOBS" --keep-kb 16
  "$BIN/boardlp" certify check "a$n" --jobs "$JOBS"
  python3 - "$n" "$k" "$m" "$(( $(date +%s) - start ))" "a$n" >> ../certified.jsonl <<'PY'
import json, os, sys
n, k, m, wall, folder = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
rows = [line.rstrip("\n").split("\t") for line in open(os.path.join(folder, "decided.tsv"))][1:]
cubes = sum(1 for line in open(os.path.join(folder, "cubes.icnf")) if line.startswith("a "))
pruned = sum(1 for line in open(os.path.join(folder, "pruned.txt")) if line.strip() and not line.startswith("#"))
kept = sum(os.path.getsize(os.path.join(folder, "lrat", f)) for f in os.listdir(os.path.join(folder, "lrat")) if f.endswith(".gz"))
print(json.dumps({"n": n, "white": k, "black_refuted": m, "value": m - 1, "cubes": cubes, "pruned": pruned,
                  "solve_cpu_s": round(sum(float(r[2]) for r in rows), 1), "proof_cpu_s": round(sum(float(r[3]) for r in rows), 1),
                  "wall_s_this_run": wall, "lrat_gz_bytes_in_git": kept,
                  "remade_from_hash": sum(1 for f in os.listdir(os.path.join(folder, "lrat")) if f.endswith(".remake")),
                  "checked_by": "boardlp certify check", "folder": "certificates/" + folder}))
PY
  echo "A308632 n = $n: certified, a($n) = $(( m - 1 )) bound proven" >&2
done
