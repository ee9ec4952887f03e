"""boardlp-solve's runner for Kissat through PySAT (the PyPI package python-sat, which bundles
Kissat 4.0.4): see boardlp_runner.py. It reads CNF: boardlp-solve gives it any model as CNF, a
feasibility model only. Kissat in PySAT is neither incremental nor interruptible, so each solve
of --all starts anew with the blocking clauses so far, and a stop or the time limit ends the
process with no solution."""
import sys
import threading

import pysat
from pysat.formula import CNF
from pysat.solvers import Solver

import boardlp_runner as runner

VERSION = "Kissat 4.0.4 (python-sat " + pysat.__version__ + ")"


class Kissat:
    def read(self, settings):
        if settings.format != "cnf":
            raise runner.CannotRead("Kissat reads CNF only")
        try:
            self.cnf = CNF(from_file=settings.model)
        except Exception as e:
            raise runner.CannotRead("PySAT's CNF reader refused it: {}".format(e))
        self.settings, self.result, self.model, self.timer = settings, None, None, None

    def solve(self, settings):
        if settings.time_limit > 0 and self.timer is None:  # once: --all's solves share the limit
            self.timer = threading.Timer(settings.time_limit, self.interrupt)
            self.timer.daemon = True
            self.timer.start()
        with Solver(name="kissat404", bootstrap_with=self.cnf.clauses) as solver:
            self.result = solver.solve()
            self.model = solver.get_model() if self.result else None

    def add_row(self, row, upper):
        self.cnf.append(runner.blocking_clause(row, upper))

    def interrupt(self):
        runner.stop_now(self.settings, VERSION)

    def answer(self):
        solved = self.result is True
        return {
            "status": "SATISFIABLE" if solved else "UNSATISFIABLE" if self.result is False else "UNKNOWN",
            "objective": 0.0 if solved else None,  # CNF states no objective
            "bound": None,
            "values": runner.numbered_values(self.model) if solved else [],
            "solver": VERSION,
        }


sys.exit(runner.run(Kissat()))
