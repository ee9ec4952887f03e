#!/bin/bash
# OEIS A308632 (the largest aggressor: with A250000(n) queens of one colour on n x n, the most
# queens of the other) as boardlp's non-dominating model: K = A250000(n) queens leaving the most
# free squares (neither occupied nor attacked). Queens attack both ways, so the free squares are
# exactly where the other army can stand, all of it at once (its queens may attack each other).
# Each n is solved by boardlp-solve (the answer through the independent checker) and appended to
# summary.jsonl; an n proven there is skipped, and says so (FORCE=1 solves it again), so a stopped
# run goes on where it ended.
#   results/A308632/run.sh [N ...]        (default: 3..12)
# BIN: a folder with boardlp and boardlp-solve (default: build/src); SOLVER (default gurobi),
# THREADS (default: the solver's), TIME_LIMIT seconds an n (default 3600).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
BIN="${BIN:-$root/build/src}"
SOLVER="${SOLVER:-gurobi}"
TIME_LIMIT="${TIME_LIMIT:-3600}"
# A250000(n), n = 1..15 (Bosch; Yao, Chen and Guo; Tabatabai: proven).
A250000=(0 0 0 1 2 4 5 7 9 12 14 17 21 24 28 32)
cd "$here"
touch summary.jsonl
for n in ${@:-3 4 5 6 7 8 9 10 11 12}; do
  if python3 -c "import json,sys; sys.exit(0 if any(json.loads(l)['n']==$n and json.loads(l)['status']=='optimal' for l in open('summary.jsonl')) else 1)"; then
    # Said, not silent: the committed summary already holds it (FORCE=1 solves it again).
    if [ -z "${FORCE:-}" ]; then
      echo "A308632 n = $n: already proven in summary.jsonl, skipped (FORCE=1 $0 $n solves it again)" >&2
      continue
    fi
  fi
  k=${A250000[$n]}
  model="n$n.lp"
  "$BIN/boardlp" queens "$n" --non-dominating --place "$k" -o "$model"
  threads=()
  [ -n "${THREADS:-}" ] && threads=(--threads "$THREADS")
  answer=$("$BIN/boardlp-solve" "$model" --solver "$SOLVER" "${threads[@]}" --time-limit "$TIME_LIMIT" --json --exit-zero)
  python3 - "$n" "$k" "$SOLVER" "$answer" >> summary.jsonl <<'PY'
import json, sys
n, k, solver, answer = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], json.loads(sys.argv[4])
print(json.dumps({"n": n, "k": k, "solver": solver, "status": answer["status"], "objective": answer.get("objective"),
                  "bound": answer.get("bound"), "check": answer.get("check"), "seconds": answer["seconds"],
                  "solver_cpu_seconds": answer.get("solver_cpu_seconds"), "solutions": answer.get("solutions")}))
PY
  rm -f "$model"
done
