"""boardlp-solve's runner for a solver that has only a Python API: the frame every solver's own
runner (highs_runner.py, scip_runner.py, ...) shares. boardlp-solve writes both files into the run's private
folder and runs, with the virtual environment's Python that scripts/setup made:

    python3 SOLVER_runner.py MODEL lp|mps TIME_LIMIT THREADS SOLUTION [first]

TIME_LIMIT 0 is none, THREADS 0 the solver's default; "first" stops at the first solution (the
objective is fixed by a row, so any solution is optimal). The answer goes to SOLUTION as JSON,
written whole or not at all:
    {"status": the solver's own status word, "objective": number or null,
     "bound": its best bound or null, "values": [[name, value], ...] (nonzero values only),
     "solver": its name and version}
boardlp-solve reads the status through an explicit table of its own: this file judges nothing.
TERM (boardlp-solve's stop at the time limit and on Ctrl-C) and INT ask the solver to stop
and write its best solution.
Exit codes: 0 the answer is written; 3 the solver cannot read the model; 4 the solver cannot run
it (its licence, or the licence's size limit); 1 anything else, in one line.
"""
import json
import math
import os
import signal
import sys
import threading

EXIT_FAILED, EXIT_UNREADABLE, EXIT_CANNOT_RUN = 1, 3, 4


class CannotRead(Exception):
    """The solver's reader refused the file."""


class SizeLimit(Exception):
    """The licence's size limit: the message is the solver's own."""


class Licence(Exception):
    """No licence, or an expired one."""


class Settings:
    def __init__(self, argv):
        if len(argv) not in (6, 7) or (len(argv) == 7 and argv[6] != "first"):
            raise SystemExit("usage: SOLVER_runner.py MODEL lp|mps TIME_LIMIT THREADS SOLUTION [first]")
        self.model, self.format = argv[1], argv[2]
        self.time_limit, self.threads = float(argv[3]), int(argv[4])
        self.solution, self.first = argv[5], len(argv) == 7


def say(text):
    print("boardlp-runner: " + text, flush=True)


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
    words = " ".join(str(e).split())
    if isinstance(e, CannotRead):
        say("cannot read the model: " + words)
        return EXIT_UNREADABLE
    if isinstance(e, SizeLimit):
        say("size-limit: " + words)
        return EXIT_CANNOT_RUN
    if isinstance(e, Licence):
        say("licence: " + words)
        return EXIT_CANNOT_RUN
    say("the solver failed: {}: {}".format(type(e).__name__, words))
    return EXIT_FAILED


def run(solver):
    """Reads, solves and writes the answer with `solver`, an object with read(settings),
    solve(settings), interrupt() and answer(); returns the exit code."""
    settings = Settings(sys.argv)
    try:
        solver.read(settings)
    except BaseException as e:
        return failed(e)
    # The solve runs in a thread, so that the main thread takes SIGINT while the solver's C code
    # runs, and asks the solver to stop through its own API.
    for s in (signal.SIGINT, signal.SIGTERM):
        signal.signal(s, lambda *_: solver.interrupt())
    failure = []

    def solve():
        try:
            solver.solve(settings)
        except BaseException as e:  # reported below, in the main thread
            failure.append(e)

    worker = threading.Thread(target=solve, daemon=True)
    worker.start()
    while worker.is_alive():
        worker.join(0.05)
    if failure:
        return failed(failure[0])
    write_answer(settings.solution, solver.answer())
    return 0
