#!/bin/bash
# A261752's calibration for the larger odd terms: one cover (pieces on one colour covering the
# other) solved by Gurobi as it is, with the dominance rule (--dominance: the squares whose targets
# are a proper subset of another's left empty), and with Gurobi's aggressive symmetry detection
# (Symmetry=2), and with boardlp's symmetry rows (--cut symmetry, --cut lex: for odd n every
# rotation and reflection keeps each colour class, so each cover keeps them all), each with a time
# limit; one line of JSON per run to calibration.jsonl (the solver's status, objective, bound,
# seconds and CPU seconds, the checker's verdict), each answer (with its placement) to
# calibration/nN-ON-FORM-LIMIT.json, then a table.
#   results/A261752-known/calibrate.sh N PIECES-ON [TIME-LIMIT]   e.g. 23 dark 600
# FORMS: the forms to run (default: plain dominance symmetry cut-symmetry cut-lex).
# BIN: a folder with boardlp and boardlp-solve (default build/src).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
BIN="${BIN:-$root/build/src}"
n=$1 on=$2 limit=${3:-600}
cover=dark
[ "$on" = dark ] && cover=light
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for form in ${FORMS:-plain dominance symmetry cut-symmetry cut-lex}; do
  model=(knights "$n" --total-dominate --pieces-on "$on" --cover-on "$cover")
  solver=()
  [ "$form" = dominance ] && model+=(--dominance)
  [ "$form" = symmetry ] && solver=(--solver-option Symmetry=2)
  [ "$form" = cut-symmetry ] && model+=(--cut symmetry)
  [ "$form" = cut-lex ] && model+=(--cut lex)
  "$BIN/boardlp" "${model[@]}" -o "$work/$form.lp"
  out=$("$BIN/boardlp-solve" "$work/$form.lp" --solver gurobi --time-limit "$limit" "${solver[@]}" --json) || true
  # The answer itself (its placement, checked), beside the line of figures.
  mkdir -p "$here/calibration"
  printf '%s\n' "$out" > "$here/calibration/n$n-$on-$form-$limit.json"
  python3 - "$n" "$on" "$form" "$limit" "boardlp ${model[*]}" "${solver[*]}" "$out" >> "$here/calibration.jsonl" <<'PY'
import json, sys
n, on, form, limit, command, options, out = sys.argv[1:]
try:
    r = json.loads(out)
except ValueError:
    r = {}
print(json.dumps({"n": int(n), "pieces_on": on, "form": form, "time_limit": int(limit), "command": command,
                  "solver": "gurobi " + options if options else "gurobi", "status": r.get("status", "refused"),
                  "objective": r.get("objective"), "bound": r.get("bound"), "seconds": r.get("seconds"),
                  "solver_cpu_seconds": r.get("solver_cpu_seconds"), "check": r.get("check"),
                  **({"error": r["error"]} if "error" in r else {}) , **({} if r else {"error": "no answer (boardlp-solve's error is above)"})}))
PY
done
python3 - "$here/calibration.jsonl" "$n" "$on" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
rows = [r for r in rows if r["n"] == int(sys.argv[2]) and r["pieces_on"] == sys.argv[3]]
print("| n | pieces on | form | status | objective | bound | seconds | CPU s | check |")
print("|---|---|---|---|---|---|---|---|---|")
for r in rows:
    print("| {n} | {pieces_on} | {form} | {status} | {objective} | {bound} | {seconds} | {solver_cpu_seconds} | {check} |".format(**r))
PY
