#!/bin/bash
# A075458 (queens domination numbers) n = 1..12 certified: for each n, "gamma(n) - 1 queens cannot
# dominate the n x n board" (boardlp's domination model with --at-most, as CNF) proven unsatisfiable
# by boardlp certify in certificates/nN/ (formula, LRAT proof, ./check), and a placement of gamma(n)
# queens that dominates, found by CaDiCaL through boardlp-solve and checked by its independent
# checker. Each n appends one line to certified.jsonl once both halves hold; an n certified before
# is skipped, a stopped run goes on where it ended.
#   results/A075458-known/certify.sh [N ...]      (default: 1..14)
# BIN: a folder with boardlp and boardlp-solve (default build/src); JOBS (default 1) cubes at a time.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
BIN="${BIN:-$root/build/src}"
A075458=(0 1 1 1 2 3 3 4 5 5 5 5 6 7 8 9)  # gamma(n), n = 1..15 (index 0 unused), as the OEIS has them
cd "$here/certificates"
touch ../certified.jsonl
for n in ${@:-1 2 3 4 5 6 7 8 9 10 11 12 13 14}; do
  if grep -q "\"n\": $n," ../certified.jsonl; then
    echo "A075458 n = $n: certified before (certified.jsonl), skipped" >&2
    continue
  fi
  g=${A075458[$n]}
  options=(queens "$n" --dominate --at-most "$(( g - 1 ))" --format cnf)
  # One run to n = 12; from n = 13 cubes over the middle row's squares (one run of n = 13 was
  # undecided after 300 s; its 2,380 cubes were projected at 206 CPU s from 10 random ones), their
  # proofs past 16 KB kept as their hash alone (n = 14's average about 280 KB gzipped).
  split=() large=()
  [ "$n" -ge 13 ] && split=(--on "x_$(( (n + 1) / 2 ))_*") large=(--drop-large)
  if [ ! -f "n$n/cubes.icnf" ]; then
    "$BIN/boardlp" "${options[@]}" -o "n$n.cnf"
    "$BIN/boardlp" certify cubes "n$n.cnf" "${split[@]}" --command "boardlp ${options[*]} -o formula.cnf" -o "n$n"
    rm "n$n.cnf"
  fi
  "$BIN/boardlp" certify run "n$n" --jobs "${JOBS:-1}" --keep-kb 16 "${large[@]}"
  verdict=$("$BIN/boardlp" certify check "n$n" --json --jobs "${JOBS:-1}")
  # The value's other half: gamma(n) queens that dominate, checked by boardlp-solve's checker.
  "$BIN/boardlp" queens "$n" --dominate --at-most "$g" --format cnf -o "witness-$n.cnf"
  witness=$("$BIN/boardlp-solve" "witness-$n.cnf" --solver cadical --json)
  rm "witness-$n.cnf"
  python3 - "$n" "$g" "$verdict" "$witness" >> ../certified.jsonl <<'PY'
import json, sys
n, g, verdict, witness = int(sys.argv[1]), int(sys.argv[2]), json.loads(sys.argv[3]), json.loads(sys.argv[4])
if witness["check"] != "ok" or len(witness["solutions"][0]) > g:
    sys.exit(f"A075458 n = {n}: no checked placement of {g} queens that dominates")
line = {"n": n, "value": g, "refuted": g - 1, "witness": [[r, c] for r, c in witness["solutions"][0]],
        "witness_checked_by": "boardlp-solve --solver cadical (check ok)", "folder": "certificates/n%d" % n}
line.update({k: verdict[k] for k in ("cubes", "solve_cpu_s", "proof_cpu_s", "lrat_gz_bytes_in_git", "remade_from_hash", "checked_by")})
print(json.dumps(line))
PY
  echo "A075458 n = $n: certified, gamma($n) = $g" >&2
done
