"""boardlp-solve's runner for RC2, PySAT's MaxSAT solver (the PyPI package python-sat): see
boardlp_runner.py. It reads WCNF, the 2022 form or the older one: boardlp-solve gives it any
model as WCNF, the rows as hard clauses and the objective as soft unit clauses. It runs as the
MaxSAT Evaluations' entry did (stratified, with core exhaustion, core minimisation and trimming),
on PySAT's Glucose 3. RC2 cannot be interrupted, so a stop or the time limit ends the process
with no solution; --all adds each blocking clause as a hard clause and starts anew."""
import sys
import threading

import pysat
from pysat.examples.rc2 import RC2Stratified
from pysat.formula import WCNF
from pysat.solvers import Solver

import boardlp_runner as runner

VERSION = "RC2 (python-sat " + pysat.__version__ + ")"


class Rc2:
    def read(self, settings):
        if settings.format not in ("wcnf", "old-wcnf"):
            raise runner.CannotRead("RC2 reads WCNF only")
        try:
            self.wcnf = WCNF(from_file=settings.model)
        except Exception as e:
            raise runner.CannotRead("PySAT's WCNF reader refused it: {}".format(e))
        self.settings, self.model, self.cost, self.timer = settings, None, None, None

    def solve(self, settings):
        if settings.time_limit > 0 and self.timer is None:  # once: --all's solves share the limit
            self.timer = threading.Timer(settings.time_limit, self.interrupt)
            self.timer.daemon = True
            self.timer.start()
        if not self.wcnf.soft:  # no objective: RC2 would fail; its own SAT oracle answers alone
            with Solver(name="g3", bootstrap_with=self.wcnf.hard) as oracle:
                self.model = oracle.get_model() if oracle.solve() else None
                self.cost = 0
            return
        with RC2Stratified(self.wcnf, adapt=True, exhaust=True, minz=True, trim=5) as rc2:
            self.model = rc2.compute()
            self.cost = rc2.cost if self.model is not None else None

    def add_row(self, row, upper):
        self.wcnf.append(runner.blocking_clause(row, upper))

    def interrupt(self):
        runner.stop_now(self.settings, VERSION)

    def answer(self):
        solved = self.model is not None
        return {
            "status": "OPTIMUM FOUND" if solved else "UNSATISFIABLE",
            "objective": float(self.cost) if solved else None,  # the MaxSAT cost: the file's objective
            "bound": float(self.cost) if solved else None,
            "values": runner.numbered_values(self.model) if solved else [],
            "solver": VERSION,
        }


sys.exit(runner.run(Rc2()))
