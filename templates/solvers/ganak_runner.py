"""boardlp-solve's runner for GANAK through its PyPI package pyganak: see boardlp_runner.py. It
counts models, not solves: given a CNF file whose "c p show ... 0" line lists the placement's
variables (boardlp-solve --count writes one), it counts the assignments of those variables that
extend to a model (projected model counting; without the line, every variable's). Its answer has
no values: its status is COUNTED with the count as "count", a whole number in decimal of any size,
or UNKNOWN when a stop or the time limit came first. GANAK holds the GIL while it counts: the count
runs in a child process (boardlp_runner.ChildSolve), killed at the time limit or on TERM."""
import pyganak

import boardlp_runner as runner

VERSION = "GANAK {}".format(pyganak.VERSION)


def read_cnf(path):
    """(variables, clauses, shown variables or None) of a DIMACS CNF file."""
    variables, clauses, shown = 0, [], None
    with open(path) as f:
        for number, line in enumerate(f, 1):
            words = line.split()
            if not words:
                continue
            if words[0] == "c":
                if words[1:3] == ["p", "show"]:
                    if words[-1] != "0":
                        raise runner.CannotRead("line {}: the c p show line does not end in 0".format(number))
                    shown = [int(w) for w in words[3:-1]]
                continue
            if words[0] == "p":
                if len(words) != 4 or words[1] != "cnf":
                    raise runner.CannotRead("line {}: not a p cnf line".format(number))
                variables = int(words[2])
                continue
            literals = [int(w) for w in words]
            if literals[-1] != 0:
                raise runner.CannotRead("line {}: a clause that does not end in 0".format(number))
            clauses.append(literals[:-1])
    return variables, clauses, shown


def count(variables, clauses, shown):
    counter = pyganak.Counter()
    counter.new_vars(variables)
    for clause in clauses:
        counter.add_clause(clause)
    if shown is not None:
        counter.set_sampling_set(shown)
    return str(counter.count())  # decimal: exact past any float


class Ganak:
    def version(self):
        return VERSION

    def read(self, settings):
        if settings.format != "cnf":
            raise runner.CannotRead("GANAK reads CNF only")
        try:
            self.variables, self.clauses, self.shown = read_cnf(settings.model)
        except ValueError as e:
            raise runner.CannotRead("a word that is not a literal: {}".format(e))
        self.counted, self.child = None, None

    def solve(self, settings):
        work = (self.variables, self.clauses, self.shown)
        self.child = runner.ChildSolve(lambda: count(*work), settings.stopping)
        self.counted = self.child.result(settings.time_limit)  # None: stopped

    def interrupt(self):
        if self.child is not None:
            self.child.kill()

    def answer(self):
        return {
            "status": "COUNTED" if self.counted is not None else "UNKNOWN",
            "objective": None,
            "bound": None,
            "values": [],
            "solver": VERSION,
            "count": self.counted,
        }


if __name__ == "__main__":
    runner.main(Ganak())
