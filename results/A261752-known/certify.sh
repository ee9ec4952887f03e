#!/bin/bash
# A261752's small terms certified: the knight graph is bipartite, so a total domination is two
# independent covers (knights on the light squares covering the dark ones, and the reverse), and
# a(n) is the sum of their minima (summary.jsonl: each part's minimum, by Gurobi, its placement
# checked). Each cover's lower bound, "no m - 1 knights on one colour cover the other", is proven
# unsatisfiable by boardlp certify in certificates/nN-part-P/ (formula, LRAT proof, ./check); the
# witness of m is the checked placement. certified.jsonl holds each part's figures once its folder
# is verified; a part certified before is skipped, a stopped run goes on.
#   results/A261752-known/certify.sh [N ...]     (default: 13..20)
# BIN: a folder with boardlp (default build/src).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
BIN="${BIN:-$root/build/src}"
cd "$here/certificates"
touch ../certified.jsonl
for n in ${@:-13 14 15 16 17 18 19 20}; do
  for part in 1 2; do
    name="n$n-part-$part"
    if grep -q "\"folder\": \"certificates/$name\"" ../certified.jsonl; then
      echo "A261752 n = $n part $part: certified before, skipped" >&2
      continue
    fi
    m=$(python3 -c "
import json, sys
for line in open('../summary.jsonl'):
    r = json.loads(line)
    if r['n'] == $n:
        print(r['result']['parts'][$part - 1]['objective'])
        sys.exit(0)
sys.exit('A261752 n = $n: no part minima in summary.jsonl; run results/A261752-known/run.sh $n first')")
    on=light cover=dark
    [ "$part" = 2 ] && on=dark cover=light
    options=(knights "$n" --total-dominate --pieces-on "$on" --cover-on "$cover" --at-most "$(( m - 1 ))" --format cnf)
    if [ ! -f "$name/cubes.icnf" ]; then
      "$BIN/boardlp" "${options[@]}" -o "$name.cnf"
      "$BIN/boardlp" certify cubes "$name.cnf" --command "boardlp ${options[*]} -o formula.cnf" -o "$name"
      rm "$name.cnf"
    fi
    "$BIN/boardlp" certify run "$name" --keep-kb 16
    "$BIN/boardlp" certify check "$name"
    python3 - "$n" "$part" "$m" "$on" "$cover" "$name" >> ../certified.jsonl <<'PY'
import json, os, sys
n, part, m, on, cover, folder = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5], sys.argv[6]
rows = [line.rstrip("\n").split("\t") for line in open(os.path.join(folder, "decided.tsv"))][1:]
kept = sum(os.path.getsize(os.path.join(folder, "lrat", f)) for f in os.listdir(os.path.join(folder, "lrat")) if f.endswith(".gz"))
print(json.dumps({"n": n, "part": part, "pieces_on": on, "cover_on": cover, "minimum": m, "refuted": m - 1,
                  "solve_cpu_s": round(sum(float(r[2]) for r in rows), 1), "proof_cpu_s": round(sum(float(r[3]) for r in rows), 1),
                  "lrat_gz_bytes_in_git": kept,
                  "remade_from_hash": sum(1 for f in os.listdir(os.path.join(folder, "lrat")) if f.endswith(".remake")),
                  "checked_by": "boardlp certify check", "folder": "certificates/" + folder}))
PY
    echo "A261752 n = $n part $part: certified, at least $m knights" >&2
  done
done
