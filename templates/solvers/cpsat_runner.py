"""boardlp-solve's runner for OR-Tools' CP-SAT (the PyPI package ortools): see boardlp_runner.py.
model_builder reads the MPS file (its LP reader reads no real LP file: boardlp-solve gives it
MPS), and the model is rebuilt in cp_model, whose solver can be stopped and can list solutions.
CP-SAT takes integer variables and whole-number
row coefficients; a fractional objective is solved exactly as a float objective."""
import json
import math

import ortools
from ortools.linear_solver.python import model_builder
from ortools.sat.python import cp_model

import boardlp_runner as runner

VERSION = "CP-SAT (OR-Tools " + ortools.__version__ + ")"


def whole(value, what):
    if value != math.floor(value):
        raise runner.CannotRead("CP-SAT takes whole-number coefficients; {} is {}".format(what, value))
    return int(value)


def bound(value, what):
    return value if math.isinf(value) else whole(value, what)


def set_parameter(parameters, name, value):
    """One SatParameters field from text, by the type of its value now: an enum by its name
    (search_branching=FIXED_SEARCH), a bool as true or false, a number, a string."""
    current = getattr(parameters, name)  # AttributeError: no such field
    kind = type(current)
    if hasattr(kind, "__members__"):
        if value not in kind.__members__:
            raise ValueError("{} is one of {}".format(name, ", ".join(kind.__members__)))
        setattr(parameters, name, kind.__members__[value])
    elif isinstance(current, bool):
        if value.lower() not in ("true", "false"):
            raise ValueError("{} is true or false".format(name))
        setattr(parameters, name, value.lower() == "true")
    elif isinstance(current, (int, float, str)):
        setattr(parameters, name, kind(value))
    else:
        raise ValueError("{} is a list or a message: not set from one value here".format(name))


class CpSat:
    def version(self):
        return VERSION

    def read(self, settings):
        if settings.format != "mps":
            raise runner.CannotRead("OR-Tools reads MPS only")
        builder = model_builder.Model()
        if not builder.import_from_mps_file(settings.model):
            raise runner.CannotRead("OR-Tools' MPS reader refused it")
        proto = builder.export_to_proto()
        self.model = cp_model.CpModel()
        self.names = [v.name for v in proto.variable]
        self.vars = []
        for v in proto.variable:
            if not v.is_integer:
                raise runner.CannotRead("CP-SAT takes integer variables only; {} is continuous".format(v.name))
            lo, hi = math.ceil(v.lower_bound - 1e-9), math.floor(v.upper_bound + 1e-9)
            self.vars.append(self.model.new_int_var(lo, hi, v.name))
        for c in proto.constraint:
            terms = [whole(a, "a coefficient of row " + c.name) * self.vars[j] for j, a in zip(c.var_index, c.coefficient)]
            lo, hi = c.lower_bound, c.upper_bound
            expression = sum(terms) if terms else 0
            if not math.isinf(lo):
                self.model.add(expression >= bound(math.ceil(lo - 1e-9), "a bound"))
            if not math.isinf(hi):
                self.model.add(expression <= bound(math.floor(hi + 1e-9), "a bound"))
        objective = [(v.objective_coefficient, x) for v, x in zip(proto.variable, self.vars) if v.objective_coefficient]
        self.objective = (objective, proto.objective_offset)  # enumerate_all states each solution's value
        if objective:
            expression = sum(a * x for a, x in objective) + proto.objective_offset
            (self.model.maximize if proto.maximize else self.model.minimize)(expression)
        self.solver = cp_model.CpSolver()

    def solve(self, settings):
        p = self.solver.parameters
        # Its gap limits: relative 0 already, absolute 1e-4, which a whole-number objective cannot
        # fall within; both 0, for --costs with fractions.
        p.relative_gap_limit = 0
        p.absolute_gap_limit = 0
        p.catch_sigint_signal = False  # its own handler aborts the process (std::bad_function_call)
        # No running log: the Python wrapper prints it holding the GIL, so the main thread could
        # not take SIGINT. Its summary is printed after the solve.
        p.log_search_progress = False
        if settings.time_limit > 0:
            p.max_time_in_seconds = settings.time_limit
        if settings.threads > 0:
            p.num_workers = settings.threads
        if settings.first:
            p.stop_after_first_solution = True
        runner.apply_options(settings, lambda name, value: set_parameter(p, name, value))
        self.status = self.solver.solve(self.model)
        print(self.solver.response_stats(), flush=True)

    def add_row(self, row, upper):
        if not hasattr(self, "variable"):
            self.variable = dict(zip(self.names, self.vars))
        self.model.add(sum(int(a) * self.variable[name] for name, a in row.items()) <= upper)

    def columns(self):
        return self.names

    def enumerate_all(self, settings, limit, stopping, out):
        """Every solution through CP-SAT's own search (enumerate_all_solutions, no objective: the
        optimum is a row), each written as a line when found (status FEASIBLE: a solution, its
        search not ended); the end says how the search ended, with CP-SAT's last status."""
        self.model.clear_objective()
        cpsat = self

        class Listed(cp_model.CpSolverSolutionCallback):
            def __init__(self):
                super().__init__()
                self.found = 0

            def on_solution_callback(self):
                values = runner.nonzero(cpsat.names, [self.value(x) for x in cpsat.vars])
                terms, offset = cpsat.objective
                objective = float(offset + sum(a * self.value(x) for a, x in terms))
                out.write(json.dumps({"status": "FEASIBLE", "objective": objective, "bound": None, "values": values,
                                      "solver": VERSION}, allow_nan=False) + "\n")
                out.flush()
                self.found += 1
                if (limit and self.found >= limit) or stopping.is_set():
                    self.stop_search()

        p = self.solver.parameters
        p.enumerate_all_solutions = True
        p.catch_sigint_signal = False
        p.log_search_progress = False
        if settings.time_limit > 0:
            p.max_time_in_seconds = settings.time_limit
        listed = Listed()
        status = self.solver.status_name(self.solver.solve(self.model, listed))
        print(self.solver.response_stats(), flush=True)
        last = {"status": status, "solver": VERSION}
        if limit and listed.found >= limit:
            return runner.enumeration_end(last, runner.LIMIT)
        # OPTIMAL (some found) or INFEASIBLE (none), unless a stop cut the search short.
        searched = status in ("OPTIMAL", "INFEASIBLE") and not stopping.is_set()
        return runner.enumeration_end(last, runner.COMPLETE if searched else runner.STOPPED)

    def interrupt(self):
        self.solver.stop_search()

    def answer(self):
        status = self.solver.status_name(self.status)
        has_values = status in ("OPTIMAL", "FEASIBLE")
        s = self.solver
        return {
            "status": status,
            "objective": s.objective_value if has_values else None,
            "bound": s.best_objective_bound if has_values else None,
            "values": runner.nonzero(self.names, [s.value(x) for x in self.vars]) if has_values else [],
            "solver": VERSION,
        }



if __name__ == "__main__":
    runner.main(CpSat())
