#!/bin/bash
# A261752 (knights total domination) by boardlp's parts: each n split by --split components, each
# part solved by Gurobi (one thread fewer than the cores) and checked by boardlp-solve, summed by
# scripts/solve-parts. Resumable: an n proven in summary.jsonl is skipped, and solve-parts does not
# solve again a part its verdicts.jsonl has proven.
#   results/A261752-known/run.sh [N ...]     (default: the known terms past 26)
# BIN: a folder with boardlp and boardlp-solve (default: build/src); copy them away for a run of
# hours, so that a rebuild does not change them under it. TIME_LIMIT: seconds a part (default 3600).
# The solver's parameters are Huchala's for these covers (Ahuchala/OEIS), given by --solver-option.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
BIN="${BIN:-$root/build/src}"
TIME_LIMIT="${TIME_LIMIT:-3600}"
params=(DegenMoves=6 Heuristics=0 CutPasses=3 GomoryPasses=5 PrePasses=8)
options=()
for p in "${params[@]}"; do options+=(--solver-option "$p"); done
cd "$here"
for n in "${@:-27 28 29 30 31 32 34}"; do
  for n in $n; do
    if python3 -c "import json,sys; sys.exit(0 if any(json.loads(l)['n']==$n and json.loads(l)['result'].get('proven') for l in open('summary.jsonl')) else 1)" 2>/dev/null; then
      continue
    fi
    d="n$n"
    # The part files are written anew (the same bytes) when gone: they are not kept in the repo.
    [ -f "$d/part-1.lp" ] || "$BIN/boardlp" knights "$n" --total-dominate --split components -o "$d" >/dev/null
    start=$(date +%s.%N)
    out=$(BOARDLP_SOLVE="$BIN/boardlp-solve" python3 "$root/scripts/solve-parts" "$d" --solver gurobi "${options[@]}" \
          --time-limit "$TIME_LIMIT" --json) || true
    end=$(date +%s.%N)
    rm -f "$d"/part-*.lp
    # A stopped solve-parts prints nothing: its verdicts so far stay in its journal, and no line here.
    python3 -c "import json, sys; json.loads(sys.argv[1])" "$out" 2>/dev/null || exit 1
    echo "{\"n\": $n, \"wall_seconds\": $(python3 -c "print(round($end - $start, 1))"), \"solver_options\": \"${params[*]}\", \"result\": $out}" >> summary.jsonl
  done
done
