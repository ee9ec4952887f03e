"""boardlp-solve's runner for HiGHS (the PyPI package highspy): see boardlp_runner.py."""
import highspy
import numpy

import boardlp_runner as runner


class Highs:
    def version(self):
        return "HiGHS " + highspy.Highs().version()

    def read(self, settings):
        self.h = highspy.Highs()
        self.h.setOptionValue("output_flag", True)
        self.h.setOptionValue("log_to_console", True)
        if self.h.readModel(settings.model) == highspy.HighsStatus.kError:
            raise runner.CannotRead("HiGHS's reader refused it")

    def solve(self, settings):
        h = self.h
        h.setOptionValue("mip_rel_gap", 0.0)  # its default, 1e-4, would call a near-optimum optimal
        h.setOptionValue("allow_unbounded_or_infeasible", False)  # say which
        if settings.time_limit > 0:
            h.setOptionValue("time_limit", settings.time_limit)
        if settings.threads > 0:
            h.setOptionValue("threads", settings.threads)
        if settings.first:
            h.setOptionValue("mip_max_improving_sols", 1)
        runner.apply_options(settings, self.set_option)
        h.HandleUserInterrupt = True  # cancelSolve() then stops it
        h.run()

    def set_option(self, name, value):
        # From text, as HiGHS reads its options file: it knows each option's type.
        if self.h.setOptionValue(name, value) != highspy.HighsStatus.kOk:
            raise ValueError("not one of HiGHS's options, or a value it cannot take (its log says which)")

    def add_row(self, row, upper):
        if not hasattr(self, "column"):
            self.column = {name: j for j, name in enumerate(self.h.getLp().col_names_)}
        columns = numpy.array([self.column[name] for name in row], dtype=numpy.int32)
        self.h.addRow(-highspy.kHighsInf, upper, len(row), columns, numpy.array(list(row.values()), dtype=numpy.float64))

    def interrupt(self):
        self.h.cancelSolve()

    def answer(self):
        h = self.h
        info = h.getInfo()
        has_values = info.primal_solution_status == highspy.SolutionStatus.kSolutionStatusFeasible
        lp = h.getLp()
        return {
            "status": h.modelStatusToString(h.getModelStatus()),
            "objective": info.objective_function_value if has_values else None,
            "bound": info.mip_dual_bound if has_values else None,
            "values": runner.nonzero(lp.col_names_, h.getSolution().col_value) if has_values else [],
            "solver": self.version(),
        }



if __name__ == "__main__":
    runner.main(Highs())
