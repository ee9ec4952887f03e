"""boardlp-solve's runner for SCIP (the PyPI package pyscipopt, SCIP bundled): see boardlp_runner.py."""
import pyscipopt

import boardlp_runner as runner


class Scip:
    def version(self):
        return "SCIP {}".format(pyscipopt.Model().version())

    def read(self, settings):
        self.m = pyscipopt.Model()
        self.m.setParam("misc/catchctrlc", False)  # SIGINT is the runner's: it calls interruptSolve()
        try:
            self.m.readProblem(settings.model)
        except Exception as e:  # pyscipopt raises a plain Exception with SCIP's return code
            raise runner.CannotRead(e)

    def solve(self, settings):
        m = self.m
        m.setParam("limits/gap", 0.0)  # 0 already in SCIP 10 (and limits/absgap): kept against a settings file
        if settings.time_limit > 0:
            m.setParam("limits/time", settings.time_limit)
        if settings.threads > 1:
            raise ValueError("SCIP searches one tree on one thread here: leave out --threads")
        if settings.first:
            m.setParam("limits/solutions", 1)
        runner.apply_options(settings, lambda name, value: m.setParam(name, runner.typed(value)))
        m.optimizeNogil()  # optimize() holds the GIL: the main thread could not take SIGTERM
        if m.getStatus() == "inforunbd":  # settle which, without dual reductions
            m.freeTransform()
            m.setParam("misc/allowstrongdualreds", False)
            m.setParam("misc/allowweakdualreds", False)
            m.optimizeNogil()

    def add_row(self, row, upper):
        m = self.m
        m.freeTransform()  # the solved problem cannot take a row
        if not hasattr(self, "variable"):
            self.variable = {v.name: v for v in m.getVars()}
        m.addCons(pyscipopt.quicksum(a * self.variable[name] for name, a in row.items()) <= upper)

    def interrupt(self):
        self.m.interruptSolve()

    def answer(self):
        m = self.m
        has_values = m.getNSols() > 0
        sol = m.getBestSol() if has_values else None
        variables = m.getVars()
        return {
            "status": m.getStatus(),
            "objective": m.getSolObjVal(sol) if has_values else None,
            "bound": m.getDualbound() if has_values else None,
            "values": runner.nonzero([v.name for v in variables], [sol[v] for v in variables]) if has_values else [],
            "solver": self.version(),
        }



if __name__ == "__main__":
    runner.main(Scip())
