#!/usr/bin/python3
"""The same models as boardlp, built with PuLP (Debian's python3-pulp), for bench/run.

    pulp_models.py write PIECE N FILE.lp|FILE.mps [classic]
                                                      build the maximum model (or the classic
                                                      one: rows and columns = 1) and write it
    pulp_models.py enumerate SOLVER [N [CAP]]          all N-queens solutions (default 8), the classic
                                                      loop, stopped after CAP seconds: prints
                                                      "FOUND SECONDS COMPLETE"
"""
import sys
import time

import pulp


def model(piece, n, classic=False):
    prob = pulp.LpProblem(f"{piece}_{n}", pulp.LpMinimize if classic else pulp.LpMaximize)
    x = [[pulp.LpVariable(f"x_{r + 1}_{c + 1}", cat="Binary") for c in range(n)] for r in range(n)]
    prob += (0 * x[0][0]) if classic else pulp.lpSum(x[r][c] for r in range(n) for c in range(n)), "npieces"
    sense = (lambda e, name: prob.addConstraint(e == 1, name)) if classic else (lambda e, name: prob.addConstraint(e <= 1, name))
    if piece in ("queens", "rooks"):
        for r in range(n):
            sense(pulp.lpSum(x[r]), f"row_{r + 1}")
        for c in range(n):
            sense(pulp.lpSum(x[r][c] for r in range(n)), f"col_{c + 1}")
    if piece in ("queens", "bishops"):
        for d in range(-(n - 2), n - 1):  # diagonals of two or more squares
            prob += pulp.lpSum(x[r][r - d] for r in range(n) if 0 <= r - d < n) <= 1, f"dr_{d + n}"
        for s in range(1, 2 * n - 2):
            prob += pulp.lpSum(x[r][s - r] for r in range(n) if 0 <= s - r < n) <= 1, f"dl_{s}"
    if piece == "kings":
        for r in range(n - 1):
            for c in range(n - 1):
                prob += x[r][c] + x[r][c + 1] + x[r + 1][c] + x[r + 1][c + 1] <= 1, f"kb_{r + 1}_{c + 1}"
    if piece == "knights":
        for r in range(n):
            for c in range(n):
                for h, (dr, dc) in zip((4, 5, 7, 8), ((1, 2), (2, 1), (2, -1), (1, -2))):
                    if r + dr < n and 0 <= c + dc < n:
                        prob += x[r][c] + x[r + dr][c + dc] <= 1, f"n{h}_{r + 1}_{c + 1}"
    return prob, x


def write(piece, n, path, classic=False):
    prob, _ = model(piece, n, classic)
    if path.endswith(".lp"):
        prob.writeLP(path)
    else:
        prob.writeMPS(path)


def enumerate_queens(solver_name, n=8, cap=float("inf")):
    """The classic N-queens model, one solve per solution, a no-good cut after each."""
    prob, x = model("queens", n, classic=True)
    solver = pulp.COIN_CMD(msg=False) if solver_name == "cbc" else pulp.GLPK_CMD(msg=False)
    start, found, complete = time.time(), 0, False
    while time.time() - start < cap:
        prob.solve(solver)
        if pulp.LpStatus[prob.status] != "Optimal":
            complete = True
            break
        found += 1
        ones = [x[r][c] for r in range(n) for c in range(n) if x[r][c].varValue > 0.5]
        prob += pulp.lpSum(ones) <= n - 1, f"cut_{found}"
    print(f"{found} {time.time() - start:.3f} {int(complete)}")


if __name__ == "__main__":
    if sys.argv[1] == "write":
        write(sys.argv[2], int(sys.argv[3]), sys.argv[4], classic=sys.argv[5:] == ["classic"])
    else:
        enumerate_queens(sys.argv[2], *(int(a) if i == 0 else float(a) for i, a in enumerate(sys.argv[3:5])))
