"""boardlp-solve's runner for Gurobi (the PyPI package gurobipy): see boardlp_runner.py. The package's own
licence is size-limited; Gurobi finds a user's full licence by GRB_LICENSE_FILE, else
~/gurobi.lic, /opt/gurobi/gurobi.lic and the other places its documentation lists."""
import gurobipy

import boardlp_runner as runner

ERROR = gurobipy.GRB.Error
LICENCE_EXPIRED = 10032  # gurobipy names no constant for it
FILE_ERRORS = (ERROR.FILE_READ, ERROR.FILE_WRITE)


def judged(e):
    if e.errno == ERROR.SIZE_LIMIT_EXCEEDED:
        return runner.SizeLimit(e)
    if e.errno in (ERROR.NO_LICENSE, LICENCE_EXPIRED):
        return runner.Licence(e)
    return e


class Gurobi:
    def version(self):
        return "Gurobi {}.{}.{}".format(*gurobipy.gurobi.version())

    def read(self, settings):
        try:
            self.env = gurobipy.Env()
            self.m = gurobipy.read(settings.model, self.env)
        except gurobipy.GurobiError as e:
            raise runner.CannotRead(e) if e.errno in FILE_ERRORS else judged(e)

    def solve(self, settings):
        p = self.m.Params
        p.MIPGap = 0  # its default 1e-4 would call a near-optimum optimal
        if settings.time_limit > 0:
            p.TimeLimit = settings.time_limit
        if settings.threads > 0:
            p.Threads = settings.threads
        if settings.first:
            p.SolutionLimit = 1
        runner.apply_options(settings, lambda name, value: self.m.setParam(name, runner.typed(value)))
        try:
            self.m.optimize()
            if self.m.Status == gurobipy.GRB.INF_OR_UNBD:  # settle which
                p.DualReductions = 0
                self.m.optimize()
        except gurobipy.GurobiError as e:
            raise judged(e)

    def add_row(self, row, upper):
        if not hasattr(self, "variable"):
            self.variable = {v.VarName: v for v in self.m.getVars()}
        self.m.addConstr(gurobipy.quicksum(a * self.variable[name] for name, a in row.items()) <= upper)

    def interrupt(self):
        self.m.terminate()

    def answer(self):
        m = self.m
        names = {getattr(gurobipy.GRB.Status, k): k for k in dir(gurobipy.GRB.Status) if k.isupper()}
        has_values = m.SolCount > 0
        variables = m.getVars()
        return {
            "status": names.get(m.Status, str(m.Status)),
            "objective": m.ObjVal if has_values else None,
            "bound": m.ObjBound if has_values else None,
            "values": runner.nonzero(m.getAttr("VarName", variables), m.getAttr("X", variables)) if has_values else [],
            "solver": self.version(),
        }



if __name__ == "__main__":
    runner.main(Gurobi())
