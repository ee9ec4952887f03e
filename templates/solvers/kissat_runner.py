"""boardlp-solve's runner for Kissat through PySAT (the PyPI package python-sat, which bundles
Kissat 4.0.4): see boardlp_runner.py. It reads CNF: boardlp-solve gives it any model as CNF, a
feasibility model only. Kissat in PySAT is neither incremental nor interruptible, and holds the
GIL while it searches: each solve runs in a child process (boardlp_runner.ChildSolve), killed at
the time limit or on TERM, and each solve of --all starts anew with the blocking clauses so far."""
from pysat.formula import CNF
from pysat.solvers import Solver

import boardlp_runner as runner

KISSAT = "kissat404"  # PySAT's name of the Kissat it bundles, with its version
VERSION = "Kissat {}.{}.{}".format(*KISSAT[-3:])


def kissat(clauses):
    """The model, or False when there is none."""
    with Solver(name=KISSAT, bootstrap_with=clauses) as solver:
        return solver.get_model() if solver.solve() else False


class Kissat:
    def version(self):
        return VERSION

    def read(self, settings):
        if settings.format != "cnf":
            raise runner.CannotRead("Kissat reads CNF only")
        try:
            self.cnf = CNF(from_file=settings.model)
        except Exception as e:
            raise runner.CannotRead("PySAT's CNF reader refused it: {}".format(e))
        self.result, self.model, self.child = None, None, None

    def solve(self, settings):
        clauses = self.cnf.clauses
        self.child = runner.ChildSolve(lambda: kissat(clauses), settings.stopping)
        found = self.child.result(settings.time_limit)
        self.result = None if found is None else found is not False  # None: stopped
        self.model = found or None

    def add_row(self, row, upper):
        self.cnf.append(runner.blocking_clause(row, upper))

    def interrupt(self):
        if self.child is not None:
            self.child.kill()

    def answer(self):
        solved = self.result is True
        return {
            "status": "SATISFIABLE" if solved else "UNSATISFIABLE" if self.result is False else "UNKNOWN",
            "objective": 0.0 if solved else None,  # CNF states no objective
            "bound": None,
            "values": runner.numbered_values(self.model) if solved else [],
            "solver": VERSION,
        }



if __name__ == "__main__":
    runner.main(Kissat())
