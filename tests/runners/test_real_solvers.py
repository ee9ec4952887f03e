"""Each runner on its real solver (where scripts/setup installed the package): one solve of a tiny
model, and --enumerate of its three solutions, through the runner's own command line."""
import json
import os
import subprocess
import sys

import pytest

from conftest import SOLVERS, require

# One of x1, x2, x3: three solutions, each of objective 1 (the objective is fixed, as --all's is).
MPS = """NAME          three
ROWS
 N  obj
 E  one
COLUMNS
    x1        obj       1              one       1
    x2        obj       1              one       1
    x3        obj       1              one       1
RHS
    rhs       one       1
BOUNDS
 BV bnd       x1
 BV bnd       x2
 BV bnd       x3
ENDATA
"""
CNF = "p cnf 3 4\n1 2 3 0\n-1 -2 0\n-1 -3 0\n-2 -3 0\n"
WCNF = "h 1 2 3 0\nh -1 -2 0\nh -1 -3 0\nh -2 -3 0\n1 -1 0\n"  # the 2022 form: x1 costs 1

# runner, its package, the model's format and text, the columns by name, and whether it lists
# every solution itself (CP-SAT: the listing then ends "complete", not "exhausted").
RUNNERS = [
    ("highs", "highspy", "mps", MPS, ["x1", "x2", "x3"], False),
    ("scip", "pyscipopt", "mps", MPS, ["x1", "x2", "x3"], False),
    ("cpsat", "ortools", "mps", MPS, ["x1", "x2", "x3"], True),
    ("gurobi", "gurobipy", "mps", MPS, ["x1", "x2", "x3"], False),
    ("cplex", "cplex", "mps", MPS, ["x1", "x2", "x3"], False),
    ("xpress", "xpress", "mps", MPS, ["x1", "x2", "x3"], False),
    ("kissat", "pysat", "cnf", CNF, ["#1", "#2", "#3"], False),
    ("rc2", "pysat", "wcnf", WCNF, ["#1", "#2", "#3"], False),
]
CASES = dict(argnames="name, package, fmt, text, columns, lists_itself", argvalues=RUNNERS, ids=[r[0] for r in RUNNERS])


def run_runner(tmp_path, name, fmt, text, *extra):
    model = tmp_path / ("model." + fmt)
    model.write_text(text)
    answer = tmp_path / "answer.json"
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    done = subprocess.run([sys.executable, os.path.join(SOLVERS, name + "_runner.py"), str(model), fmt, "60", "1", str(answer),
                           *extra], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    return json.loads(answer.read_text())


@pytest.mark.parametrize(**CASES)
def test_one_solve(tmp_path, statuses, name, package, fmt, text, columns, lists_itself):
    require(package)
    answer = run_runner(tmp_path, name, fmt, text)
    assert statuses[name][answer["status"]] == ("optimal", False)
    ones = [n for n, v in answer["values"] if v > 0.5]
    assert len(ones) == 1 and ones[0] in columns
    if name == "rc2":
        assert answer["objective"] == 0.0 and ones != ["#1"]  # x1 costs 1: the optimum leaves it off


@pytest.mark.parametrize(**CASES)
def test_every_solution_listed(tmp_path, statuses, name, package, fmt, text, columns, lists_itself):
    require(package)
    if name == "rc2":  # RC2 lists at its optimum only; the hard clauses alone have three
        text = "\n".join(line for line in text.splitlines() if line.startswith("h")) + "\n"
    spec = tmp_path / "spec.json"
    found = tmp_path / "found.jsonl"
    spec.write_text(json.dumps({"placement": columns, "limit": 0, "found": str(found)}))
    end = run_runner(tmp_path, name, fmt, text, "--enumerate=" + str(spec))
    listed = sorted(tuple(n for n, v in json.loads(line)["values"] if v > 0.5) for line in found.read_text().splitlines())
    assert listed == [(c,) for c in sorted(columns)]
    assert end["values"] == []
    if lists_itself:
        assert end["enumeration"] == "complete"
    else:  # its last solve proved there is no other
        assert end["enumeration"] == "exhausted" and statuses[name][end["status"]] == ("infeasible", False)


@pytest.mark.parametrize(**CASES)
def test_the_limit(tmp_path, name, package, fmt, text, columns, lists_itself):
    require(package)
    spec = tmp_path / "spec.json"
    found = tmp_path / "found.jsonl"
    spec.write_text(json.dumps({"placement": columns, "limit": 2, "found": str(found)}))
    if name == "rc2":
        text = "\n".join(line for line in text.splitlines() if line.startswith("h")) + "\n"
    end = run_runner(tmp_path, name, fmt, text, "--enumerate=" + str(spec))
    assert len(found.read_text().splitlines()) == 2 and end["enumeration"] == "limit"


def test_ganak_counts_the_shown_variables(tmp_path, statuses):
    """GANAK's runner counts the models projected on the "c p show" line (the placement), else on
    every variable: x4 is free here, so 3 placements are 6 models."""
    require("pyganak")
    projected = "p cnf 4 4\nc t pmc\nc p show 1 2 3 0\n1 2 3 0\n-1 -2 0\n-1 -3 0\n-2 -3 0\n"
    answer = run_runner(tmp_path, "ganak", "cnf", projected)
    assert statuses["ganak"][answer["status"]] == ("optimal", False)
    assert answer["count"] == "3" and answer["values"] == [] and answer["objective"] is None
    raw = "\n".join(line for line in projected.splitlines() if not line.startswith("c")) + "\n"
    assert run_runner(tmp_path, "ganak", "cnf", raw)["count"] == "6"
