"""boardlp-solve's runner for RC2, PySAT's MaxSAT solver (the PyPI package python-sat): see
boardlp_runner.py. It reads WCNF, the 2022 form or the older one: boardlp-solve gives it any
model as WCNF, the rows as hard clauses and the objective as soft unit clauses. It runs as the
MaxSAT Evaluations' entry did (stratified, with core exhaustion, core minimisation and trimming),
on PySAT's Glucose 3, in a child process (boardlp_runner.ChildSolve: RC2 cannot be interrupted,
and its oracle holds the GIL), killed at the time limit or on TERM with no solution; --all adds
each blocking clause as a hard clause and starts anew."""
from pysat.examples.rc2 import RC2Stratified
from pysat.formula import WCNF
from pysat.solvers import Solver

import boardlp_runner as runner

VERSION = "RC2 (python-sat's own)"


def rc2(wcnf):
    """(model, cost), or None when the hard clauses have no model."""
    if not wcnf.soft:  # no objective: RC2 would fail; its SAT oracle answers alone
        with Solver(name="g3", bootstrap_with=wcnf.hard) as oracle:
            return (oracle.get_model(), 0) if oracle.solve() else None
    with RC2Stratified(wcnf, adapt=True, exhaust=True, minz=True, trim=5) as solver:
        model = solver.compute()
        return (model, solver.cost) if model is not None else None


class Rc2:
    def version(self):
        return VERSION

    def read(self, settings):
        if settings.format not in ("wcnf", "old-wcnf"):
            raise runner.CannotRead("RC2 reads WCNF only")
        try:
            self.wcnf = WCNF(from_file=settings.model)
        except Exception as e:
            raise runner.CannotRead("PySAT's WCNF reader refused it: {}".format(e))
        self.found, self.stopped, self.child = None, False, None

    def solve(self, settings):
        wcnf = self.wcnf
        self.child = runner.ChildSolve(lambda: rc2(wcnf) or False, settings.stopping)
        found = self.child.result(settings.time_limit)
        self.stopped, self.found = found is None, found or None

    def add_row(self, row, upper):
        self.wcnf.append(runner.blocking_clause(row, upper))

    def interrupt(self):
        if self.child is not None:
            self.child.kill()

    def answer(self):
        solved = self.found is not None
        model, cost = self.found if solved else (None, None)
        return {
            "status": "OPTIMUM FOUND" if solved else "UNKNOWN" if self.stopped else "UNSATISFIABLE",
            "objective": float(cost) if solved else None,  # the MaxSAT cost: the file's objective
            "bound": float(cost) if solved else None,
            "values": runner.numbered_values(model) if solved else [],
            "solver": VERSION,
        }



if __name__ == "__main__":
    runner.main(Rc2())
