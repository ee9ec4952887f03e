#!/usr/bin/env python3
"""The number of models of a CNF or WCNF file boardlp wrote, projected on its placement columns
(every variable its "c var" table names, except a segment's owner, whose name starts with "o"),
found by a SAT solver and blocking clauses. A WCNF file's hard clauses are counted; its soft ones
are left out. Independent of boardlp-solve: the tests hold it equal to boardlp-count.

  count_models.py FILE... [--limit N]   prints each file's count on a line (N+ past N)
"""
import sys

from pysat.solvers import Solver


def read(path):
    clauses, projected = [], []
    for line in open(path):
        words = line.split()
        if not words:
            continue
        if words[0] == "c":
            if len(words) == 4 and words[1] == "var" and not words[3].startswith("o"):
                projected.append(int(words[2]))
            continue
        if words[0] == "p":
            continue
        if words[0] == "h":
            words = words[1:]
        elif words[0].isdigit() and path.endswith(".wcnf") and not line.startswith("p"):
            continue  # a soft clause of the 2022 format
        lits = [int(w) for w in words]
        if lits[-1] != 0:
            raise SystemExit(f"{path}: a clause that does not end in 0: {line.strip()}")
        clauses.append(lits[:-1])
    return clauses, projected


def count(path, limit):
    clauses, projected = read(path)
    found = 0
    with Solver(name="cadical195", bootstrap_with=clauses) as s:
        while s.solve():
            model = s.get_model()
            value = {abs(l): l > 0 for l in model}
            found += 1
            if limit is not None and found > limit:
                return f"{limit}+"
            s.add_clause([-v if value.get(v, False) else v for v in projected])
    return str(found)


def main():
    args = sys.argv[1:]
    limit = None
    if "--limit" in args:
        i = args.index("--limit")
        limit = int(args[i + 1])
        del args[i:i + 2]
    for path in args:
        print(count(path, limit), flush=True)


if __name__ == "__main__":
    main()
