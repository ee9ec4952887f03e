"""boardlp-solve's runner for FICO Xpress (the PyPI package xpress): see boardlp_runner.py. Without a
licence of the user's own it runs under the Community licence the package ships, which solves
at most 5000 rows and columns together; Xpress finds a full licence by XPAUTH_PATH, or the
xpauth.xpr of an Xpress installation (XPRESSDIR)."""
import warnings

warnings.simplefilter("ignore")  # the Community licence's notice and deprecations: not for the log
import xpress

import boardlp_runner as runner


class Xpress:
    def version(self):
        return "Xpress Optimizer " + xpress.getversion()

    def read(self, settings):
        try:
            self.p = xpress.problem()
            self.p.controls.outputlog = 1
            self.p.readProb(settings.model)
            # The column names of the model as read: a solve stopped by a limit or a stop leaves the
            # problem presolved (fewer columns, other names), while getSolution() gives the values of
            # the columns read, in their order.
            self.names = self.p.getNameList(2, 0, self.p.attributes.cols - 1)
        except xpress.ModelError as e:
            raise runner.CannotRead(e)
        except xpress.InterfaceError as e:  # no licence
            raise runner.Licence(e)

    def solve(self, settings):
        c = self.p.controls
        c.miprelstop = 0  # its default 1e-4 would call a near-optimum optimal
        if settings.time_limit > 0:
            c.timelimit = settings.time_limit
        if settings.threads > 0:
            c.threads = settings.threads
        if settings.first:
            # No gap exceeds these, so the first solution stops it.
            c.mipabsstop = 1e10
            c.miprelstop = 1e10
        runner.apply_options(settings, lambda name, value: self.p.setControl(name, runner.typed(value)))
        try:
            self.p.optimize()
        except xpress.SolverError as e:
            raise runner.SizeLimit(e) if "too many rows and columns" in str(e) else e

    def add_row(self, row, upper):
        p = self.p
        p.postSolve()  # a solve stopped at its first solution leaves it presolved: rows go on the model as read
        if not hasattr(self, "column"):
            self.column = {name: j for j, name in enumerate(self.names)}
        p.addRows(["L"], [upper], start=[0], colind=[self.column[name] for name in row], rowcoef=list(row.values()))

    def interrupt(self):
        self.p.interrupt(xpress.stop_user)

    def answer(self):
        p = self.p
        a = p.attributes
        has_values = a.mipsols > 0
        return {
            "status": "{} {}".format(xpress.SolveStatus(a.solvestatus).name, xpress.SolStatus(a.solstatus).name),
            "objective": a.mipobjval if has_values else None,
            "bound": a.bestbound if has_values else None,
            "values": runner.nonzero(self.names, p.getSolution()) if has_values else [],
            "solver": self.version(),
        }



if __name__ == "__main__":
    runner.main(Xpress())
