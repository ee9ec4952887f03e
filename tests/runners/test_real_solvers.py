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

# runner, its package, the model's format and text, the columns by name, the statuses of one solve
# and of a finished listing's last solve (None: the solver's own listing, which ends "complete").
RUNNERS = [
    ("highs", "highspy", "mps", MPS, ["x1", "x2", "x3"], "Optimal", "Infeasible"),
    ("scip", "pyscipopt", "mps", MPS, ["x1", "x2", "x3"], "optimal", "infeasible"),
    ("cpsat", "ortools", "mps", MPS, ["x1", "x2", "x3"], "OPTIMAL", None),
    ("gurobi", "gurobipy", "mps", MPS, ["x1", "x2", "x3"], "OPTIMAL", "INFEASIBLE"),
    ("cplex", "cplex", "mps", MPS, ["x1", "x2", "x3"], "MIP_optimal", "MIP_infeasible"),
    ("xpress", "xpress", "mps", MPS, ["x1", "x2", "x3"], "COMPLETED OPTIMAL", "COMPLETED INFEASIBLE"),
    ("kissat", "pysat", "cnf", CNF, ["#1", "#2", "#3"], "SATISFIABLE", "UNSATISFIABLE"),
    ("rc2", "pysat", "wcnf", WCNF, ["#1", "#2", "#3"], "OPTIMUM FOUND", "UNSATISFIABLE"),
]


def run_runner(tmp_path, name, fmt, text, *extra):
    model = tmp_path / ("model." + fmt)
    model.write_text(text)
    answer = tmp_path / "answer.json"
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    done = subprocess.run([sys.executable, os.path.join(SOLVERS, name + "_runner.py"), str(model), fmt, "60", "1", str(answer),
                           *extra], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    return json.loads(answer.read_text())


@pytest.mark.parametrize("name, package, fmt, text, columns, solved, exhausted", RUNNERS, ids=[r[0] for r in RUNNERS])
def test_one_solve(tmp_path, name, package, fmt, text, columns, solved, exhausted):
    require(package)
    answer = run_runner(tmp_path, name, fmt, text)
    assert answer["status"] == solved
    ones = [n for n, v in answer["values"] if v > 0.5]
    assert len(ones) == 1 and ones[0] in columns
    if name == "rc2":
        assert answer["objective"] == 0.0 and ones != ["#1"]  # x1 costs 1: the optimum leaves it off


@pytest.mark.parametrize("name, package, fmt, text, columns, solved, exhausted", RUNNERS, ids=[r[0] for r in RUNNERS])
def test_every_solution_listed(tmp_path, name, package, fmt, text, columns, solved, exhausted):
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
    if exhausted is None:
        assert end["enumeration"] == "complete"
    else:
        assert end["enumeration"] == "exhausted" and end["status"] == exhausted


@pytest.mark.parametrize("name, package, fmt, text, columns, solved, exhausted", RUNNERS, ids=[r[0] for r in RUNNERS])
def test_the_limit(tmp_path, name, package, fmt, text, columns, solved, exhausted):
    require(package)
    spec = tmp_path / "spec.json"
    found = tmp_path / "found.jsonl"
    spec.write_text(json.dumps({"placement": columns, "limit": 2, "found": str(found)}))
    if name == "rc2":
        text = "\n".join(line for line in text.splitlines() if line.startswith("h")) + "\n"
    end = run_runner(tmp_path, name, fmt, text, "--enumerate=" + str(spec))
    assert len(found.read_text().splitlines()) == 2 and end["enumeration"] == "limit"
