"""boardlp-solve's runner for CPLEX (the PyPI package cplex, the Community Edition): see boardlp_runner.py.
The Community Edition solves at most 1000 variables and 1000 rows; with a full CPLEX installed,
put its Python API first (its setup.py, or PYTHONPATH) and the same runner runs any size."""
import sys

import cplex
from cplex.exceptions import error_codes

import boardlp_runner as runner

SIZE_LIMIT = error_codes.CPXERR_RESTRICTED_VERSION  # the Community Edition's limit


class Cplex:
    def version(self):
        return "CPLEX " + cplex.Cplex().get_version()

    def read(self, settings):
        self.c = cplex.Cplex()
        self.c.set_results_stream(sys.stdout)
        self.c.set_log_stream(sys.stdout)
        try:
            self.c.read(settings.model)
        except cplex.exceptions.CplexError as e:
            raise runner.CannotRead(e)
        self.aborter = self.c.use_aborter(cplex.Aborter())

    def solve(self, settings):
        p = self.c.parameters
        p.mip.tolerances.mipgap.set(0)  # its default 1e-4 would call a near-optimum optimal
        if settings.time_limit > 0:
            p.timelimit.set(settings.time_limit)
        if settings.threads > 0:
            p.threads.set(settings.threads)
        if settings.first:
            p.mip.limits.solutions.set(1)
        runner.apply_options(settings, self.set_option)
        try:
            self.c.solve()
            status = self.c.solution.status
            if self.c.solution.get_status() in (status.infeasible_or_unbounded, status.MIP_infeasible_or_unbounded):  # settle which
                p.preprocessing.reduce.set(1)  # primal reductions only
                self.c.solve()
        except cplex.exceptions.CplexSolverError as e:
            raise runner.SizeLimit(e) if e.args[2] == SIZE_LIMIT else e

    def set_option(self, name, value):
        """A parameter by its path below parameters (mip.strategy.heuristicfreq)."""
        parameter = self.c.parameters
        for part in name.split("."):
            parameter = getattr(parameter, part)
        parameter.set(runner.typed(value))

    def add_row(self, row, upper):
        self.c.linear_constraints.add(lin_expr=[cplex.SparsePair(ind=list(row), val=list(row.values()))], senses="L", rhs=[upper])

    def interrupt(self):
        self.aborter.abort()

    def answer(self):
        s = self.c.solution
        status = s.get_status()
        names = {getattr(s.status, k): k for k in dir(s.status) if not k.startswith("_") and isinstance(getattr(s.status, k), int)}
        has_values = s.is_primal_feasible()
        return {
            "status": names.get(status, str(status)),
            "objective": s.get_objective_value() if has_values else None,
            "bound": s.MIP.get_best_objective() if has_values else None,
            "values": runner.nonzero(self.c.variables.get_names(), s.get_values()) if has_values else [],
            "solver": "CPLEX " + self.c.get_version(),
        }



if __name__ == "__main__":
    runner.main(Cplex())
