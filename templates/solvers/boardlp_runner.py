"""boardlp-solve's runner for a solver that has only a Python API: the frame every solver's own
runner (highs_runner.py, scip_runner.py, ...) shares. boardlp-solve writes both files into the run's private
folder and runs, with the virtual environment's Python that scripts/setup made:

    python3 SOLVER_runner.py MODEL FORMAT TIME_LIMIT THREADS SOLUTION [--first] [--enumerate SPEC] [--deadline T] [--option NAME=VALUE ...]
    python3 SOLVER_runner.py --version     the solver's own name and version, one line

FORMAT is lp, mps, or for the SAT and MaxSAT solvers cnf, wcnf or old-wcnf. TIME_LIMIT 0 is none, THREADS 0 the solver's default;
--deadline T: the time limit ends at T on the monotonic clock (boardlp-solve's), so that the
interpreter's start, the imports and the read count against it; --first stops at the first solution (the
objective is fixed by a row, so any solution is optimal); --option NAME=VALUE (--solver-option) sets
one of the solver's own parameters after boardlp's settings, so the user's value wins: the solver's
set_option(name, value) takes it, the value as a bool, int or float where it reads as one. The answer goes to SOLUTION as JSON,
written whole or not at all:
    {"status": the solver's own status word, or null when no solve ran (a stop came first),
     "objective": number or null, "bound": its best bound or null,
     "values": [[name, value], ...] (nonzero values only), "solver": its name and version}
boardlp-solve reads the status through an explicit table of its own: this file judges nothing.
TERM (boardlp-solve's stop at the time limit and on Ctrl-C) and INT ask the solver to stop
and write its best solution, whenever they come: during the read or between two solves, no solve
starts after them; during a solve, the solver is asked again until it returns.

--enumerate SPEC (--all, whose model holds the optimum in a row): SPEC is a JSON file, {"placement":
[the columns a solution is told apart by; no solution's placement holds another's], "limit": solutions to find (0: all), "found": a file}. The model stays in this
process: each solution is appended to "found" as one line of JSON (the answer above) when it is
found, cut off in memory by a no-good row (its placement ones sum to at most their number - 1;
the empty placement: some placement column at 1), and the model solved again to its first
solution, until the solver finds none, the limit, the time limit or a stop. SOLUTION then holds
how the listing ended: the last solve's status word (null if none ran), no values, and
"enumeration": "exhausted" (the last solve found none: its status says whether it proved there is
none), "complete" (the solver's own listing searched to its end), "limit" or "stopped" (a stop or
the time limit). A solver with its own way to list every solution (enumerate_all: CP-SAT's
callback) uses it instead where the placement is every column, and writes the same lines and end.
Exit codes: 0 the answer is written; 3 the solver cannot read the model; 4 the solver cannot run
it (its licence, or the licence's size limit: with --enumerate, the no-good rows count, and the
log says how many were added; the lines in "found" stand); 5 the solver refused an --option; 1
anything else (the arguments, the solver's failure, the answer unwritable), in one line.
"""
import argparse
import json
import math
import multiprocessing
import os
import signal
import sys
import threading
import time
from typing import Protocol

EXIT_FAILED, EXIT_UNREADABLE, EXIT_CANNOT_RUN, EXIT_BAD_OPTION = 1, 3, 4, 5
# How an --enumerate run ended (the answer's "enumeration"); boardlp-solve reads these words.
EXHAUSTED, COMPLETE, LIMIT, STOPPED = "exhausted", "complete", "limit", "stopped"
REPEAT_INTERRUPT = 0.5  # seconds: a stop is passed on again until the solve returns


class CannotRead(Exception):
    """The solver's reader refused the file."""


class SizeLimit(Exception):
    """The licence's size limit: the message is the solver's own."""


class Licence(Exception):
    """No licence, or an expired one."""


class BadOption(Exception):
    """The solver refused an --option (its name or its value): the message is NAME=VALUE: its own words."""


class Solver(Protocol):
    """What a solver's runner gives run(). For --enumerate it also has add_row(row, upper) (a
    no-good row: {column: coefficient} <= upper, added to the model in memory), and may have
    columns() and enumerate_all(settings, limit, stopping, out) (its own listing)."""

    def version(self) -> str:
        """The solver's own name and version."""

    def read(self, settings: "Settings") -> None:
        """Reads settings.model; CannotRead, Licence or SizeLimit when it cannot."""

    def solve(self, settings: "Settings") -> None:
        """Solves within settings.time_limit (0: none), stopping at the first solution if settings.first."""

    def interrupt(self) -> None:
        """Asks the solve running in another thread to stop (called from the signal handler; may come
        before the solve starts or after it ends, and more than once)."""

    def answer(self) -> dict:
        """The last solve's answer (see the top of this file)."""


class UsageError(Exception):
    """The runner's own arguments are wrong: boardlp-solve wrote them, so this is its bug."""


class Parser(argparse.ArgumentParser):
    def error(self, message):  # one line and exit 1, not argparse's usage and exit 2
        raise UsageError(message)


def parser():
    p = Parser(prog="SOLVER_runner.py", add_help=False)
    p.add_argument("model")
    p.add_argument("format")
    p.add_argument("time_limit", type=float)
    p.add_argument("threads", type=int)
    p.add_argument("solution")
    p.add_argument("--first", action="store_true")
    p.add_argument("--enumerate", dest="enumeration")
    p.add_argument("--deadline", type=float)
    p.add_argument("--option", dest="options", action="append", default=[], type=named_value)
    return p


def named_value(text):
    name, equals, value = text.partition("=")
    if not name or not equals:
        raise argparse.ArgumentTypeError("--option takes NAME=VALUE, not {}".format(text))
    return name, value


class Settings:
    def __init__(self, argv):
        a = parser().parse_args(argv[1:])
        self.model, self.format, self.solution = a.model, a.format, a.solution
        self.time_limit, self.threads, self.first = a.time_limit, a.threads, a.first
        self.enumeration, self.options = a.enumeration, a.options
        self.deadline = a.deadline if self.time_limit > 0 else None
        self.stopping = threading.Event()  # set by TERM or INT

    def time_left(self):
        """The time limit's seconds left now (at least a millisecond): what the next solve may take."""
        if self.deadline is None:
            return self.time_limit
        return max(1e-3, self.deadline - time.monotonic())


def typed(text):
    """An option's value as the solver's API wants it: a bool, an int or a float where the text reads
    as one, else the text."""
    if text.lower() in ("true", "false"):
        return text.lower() == "true"
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def apply_options(settings, set_option):
    """Sets each --option through set_option(name, value), after the runner's own settings; a refusal
    is BadOption with the solver's own words."""
    for name, value in settings.options:
        try:
            set_option(name, value)
        except Exception as e:
            raise BadOption("{}={}: {}".format(name, value, one_line(e) or type(e).__name__)) from e


def say(text):
    print("boardlp-runner: " + text, flush=True)


def one_line(e):
    return " ".join(str(e).split())


def finite(value):
    """A number JSON can hold: an infinite or missing bound (none proved yet) is null."""
    return float(value) if value is not None and math.isfinite(value) else None


def write_answer(path, answer):
    answer = dict(answer, objective=finite(answer["objective"]), bound=finite(answer["bound"]))
    part = path + ".part"  # renamed when whole: a runner killed mid-write leaves no half file
    with open(part, "w") as out:
        json.dump(answer, out, allow_nan=False)
        out.write("\n")
        out.flush()
        os.fsync(out.fileno())
    os.replace(part, path)


def nonzero(names, values):
    return [[n, float(v)] for n, v in zip(names, values) if v is not None and abs(v) > 1e-9]


def failed(e):
    """One line for the log, and the exit code, for what `e` says went wrong."""
    words = one_line(e)
    if isinstance(e, CannotRead):
        say("cannot read the model: " + words)
        return EXIT_UNREADABLE
    if isinstance(e, SizeLimit):
        say("size-limit: " + words)
        return EXIT_CANNOT_RUN
    if isinstance(e, Licence):
        say("licence: " + words)
        return EXIT_CANNOT_RUN
    if isinstance(e, BadOption):
        say("bad option: " + words)
        return EXIT_BAD_OPTION
    if isinstance(e, UsageError):
        say("usage: " + words)
        return EXIT_FAILED
    say("the solver failed: {}: {}".format(type(e).__name__, words))
    return EXIT_FAILED


def numbered_values(model):
    """A SAT solver's model (its true literals are positive) as values by number, "#N": the
    model's column N (boardlp-solve names them)."""
    return [["#{}".format(lit), 1.0] for lit in model if lit > 0]


def blocking_clause(row, upper):
    """A no-good row over numbered columns ("#N": +1 for a placed square, -1 for another), at most
    its ones less one, as the clause it is: one of the placed squares off, or another on."""
    ones = [int(name[1:]) for name, a in row.items() if a > 0]
    if upper != len(ones) - 1 or any(abs(a) != 1 for a in row.values()):
        raise ValueError("not a no-good row: at most {} of {} placed squares".format(upper, len(ones)))
    return [-int(name[1:]) if a > 0 else int(name[1:]) for name, a in row.items()]


class ChildSolve:
    """work() run in a forked child process, for a solver whose C code holds the GIL while it
    searches (Kissat and Glucose in PySAT): the runner's threads then still take the time limit and
    TERM, and kill() stops the search at once. The result comes back through a pipe. No child is
    forked once `stopping` is set: result() is then None at once."""

    def __init__(self, work, stopping):
        self.process = None
        if stopping.is_set():
            return
        context = multiprocessing.get_context("fork")
        self.receive, send = context.Pipe(duplex=False)
        self.process = context.Process(target=ChildSolve._run, args=(work, send), daemon=True)
        self.process.start()
        send.close()

    @staticmethod
    def _run(work, send):
        try:
            send.send(("ok", work()))
        except Exception as e:
            send.send(("error", "{}: {}".format(type(e).__name__, one_line(e))))

    def result(self, time_limit):
        """work()'s result; None when the time limit (seconds, 0: none) passed or kill() came first."""
        if self.process is None:
            return None
        if not self.receive.poll(time_limit if time_limit > 0 else None):
            self.kill()
        try:
            kind, value = self.receive.recv()
        except EOFError:
            return None
        finally:
            self.process.join()
        if kind == "error":
            raise RuntimeError(value)
        return value

    def kill(self):
        if self.process is not None and self.process.is_alive():
            self.process.kill()


def no_good(answer, placement):
    """The row that cuts off the answer's placement: {column: coefficient}, and its upper bound.
    Its ones alone, since no solution's placement holds another's; the empty placement has none to
    cut on: "some placement column at 1"."""
    ones = {name for name, value in answer["values"] if name in placement and value > 0.5}
    row = {name: 1.0 for name in ones}
    if not ones:
        row.update({name: -1.0 for name in placement if name not in ones})
    return row, len(ones) - 1


def not_solved(solver):
    """The answer of a run stopped before any solve: no status, since the solver never ran."""
    return {"status": None, "objective": None, "bound": None, "values": [], "solver": solver.version()}


def enumeration_end(answer, how):
    """SOLUTION's answer at the end of --enumerate: the last solve's status (the solutions are in
    "found"), and how the listing ended."""
    return {"status": answer["status"], "objective": None, "bound": None, "values": [], "solver": answer["solver"],
            "enumeration": how}


def enumerate_solutions(solver, settings):
    """--enumerate in one process: solve, keep, cut off, solve again (see the top of this file)."""
    with open(settings.enumeration) as f:
        spec = json.load(f)
    placement, limit = set(spec["placement"]), spec["limit"]
    stopping = settings.stopping
    # A solver that lists every solution itself (CP-SAT) does so when a solution is its placement
    # alone: no other column (an army's owners, a cover's indicators) to tell apart.
    if hasattr(solver, "enumerate_all") and placement == set(solver.columns()):
        with open(spec["found"], "w") as out:
            if stopping.is_set():
                return enumeration_end(not_solved(solver), STOPPED)
            return solver.enumerate_all(settings, limit, stopping, out)
    if settings.time_limit > 0 and settings.deadline is None:
        settings.deadline = time.monotonic() + settings.time_limit
    deadline = settings.deadline
    settings.first = True
    found, answer = 0, not_solved(solver)
    with open(spec["found"], "w") as out:
        while True:
            if stopping.is_set() or (deadline is not None and time.monotonic() >= deadline):
                return enumeration_end(answer, STOPPED)
            if deadline is not None:
                settings.time_limit = settings.time_left()
            try:
                solver.solve(settings)
            except SizeLimit:  # the rows added count against a licence's size: say how many
                say("no-good rows added: {}".format(found))
                raise
            answer = solver.answer()
            if answer["objective"] is None:  # none left, or the solve was stopped before one
                return enumeration_end(answer, STOPPED if stopping.is_set() else EXHAUSTED)
            out.write(json.dumps(dict(answer, objective=finite(answer["objective"]), bound=None), allow_nan=False) + "\n")
            out.flush()
            found += 1
            if limit and found >= limit:
                return enumeration_end(answer, LIMIT)
            solver.add_row(*no_good(answer, placement))


def solve_once(solver, settings):
    if settings.stopping.is_set():
        return not_solved(solver)
    settings.time_limit = settings.time_left()  # less what the start and the read took
    solver.solve(settings)
    return solver.answer()


def run(solver, argv=None):
    """Reads, solves and writes the answer with `solver` (a Solver); returns the exit code. With the
    one argument --version it prints the solver's own name and version (not its package's) and
    returns 0."""
    argv = sys.argv if argv is None else argv
    if argv[1:] == ["--version"]:
        try:
            print(solver.version(), flush=True)
            return 0
        except Exception as e:  # a licence the library checks on start, say
            return failed(e)
    try:
        settings = Settings(argv)
    except UsageError as e:
        return failed(e)
    # The solve runs in a thread, so that the main thread takes TERM and INT while the solver's C
    # code runs, and asks the solver to stop through its own API. The handlers come first: a stop
    # during the read is kept, and no solve starts after it.
    stopping, solving = settings.stopping, threading.Event()

    def interrupt():
        try:
            solver.interrupt()
        except Exception as e:  # the stop stands: no further solve starts
            say("the stop could not be passed on: {}: {}".format(type(e).__name__, one_line(e)))

    def stop(*_):
        stopping.set()
        if solving.is_set():
            interrupt()

    previous = {s: signal.signal(s, stop) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        try:
            solver.read(settings)
        except Exception as e:
            return failed(e)
        failure, last = [], []

        def solve():
            try:
                solving.set()
                last.append(enumerate_solutions(solver, settings) if settings.enumeration else solve_once(solver, settings))
            except Exception as e:  # reported below, in the main thread
                failure.append(e)

        worker = threading.Thread(target=solve, daemon=True)
        worker.start()
        passed_on = None
        while worker.is_alive():
            worker.join(0.05)
            # A stop that came as the solve was starting may have found nothing to stop yet: ask again.
            if stopping.is_set() and worker.is_alive() and (passed_on is None or time.monotonic() - passed_on >= REPEAT_INTERRUPT):
                if passed_on is not None:
                    interrupt()
                passed_on = time.monotonic()
        if failure:
            return failed(failure[0])
        try:
            write_answer(settings.solution, last[0])
        except Exception as e:
            say("cannot write the answer {}: {}".format(settings.solution, one_line(e)))
            return EXIT_FAILED
        return 0
    finally:
        for s, handler in previous.items():
            signal.signal(s, handler)


def main(solver):
    """A runner's entry point: run() and exit with its code."""
    sys.exit(run(solver))
