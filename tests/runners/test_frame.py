"""boardlp_runner.py, the frame every runner shares, with fake solvers: the arguments, the
answer file, the exit codes and their one line, the no-good rows and the --enumerate loop."""
import json
import threading

import pytest

import boardlp_runner as runner


class Fake:
    """A solver over a fixed list of solutions (dicts column: value): solve() gives the first that
    every added row allows."""

    def __init__(self, solutions=(), fail_read=None, fail_solve=None):
        self.solutions, self.rows = list(solutions), []
        self.fail_read, self.fail_solve = fail_read, fail_solve
        self.solves, self.interrupts, self.found = 0, 0, None
        self.settings = None

    def version(self):
        return "Fake 1.0"

    def read(self, settings):
        if self.fail_read:
            raise self.fail_read

    def solve(self, settings):
        if self.fail_solve:
            raise self.fail_solve
        self.settings = settings
        self.solves += 1
        allowed = [s for s in self.solutions
                   if all(sum(a * s.get(name, 0) for name, a in row.items()) <= upper for row, upper in self.rows)]
        self.found = allowed[0] if allowed else None

    def interrupt(self):
        self.interrupts += 1

    def answer(self):
        if self.found is None:
            return {"status": "INFEASIBLE", "objective": None, "bound": None, "values": [], "solver": self.version()}
        return {"status": "OPTIMAL", "objective": float(sum(self.found.values())), "bound": None,
                "values": runner.nonzero(list(self.found), list(self.found.values())), "solver": self.version()}

    def add_row(self, row, upper):
        self.rows.append((row, upper))


def argv(tmp_path, *extra, time_limit="0"):
    return ["fake_runner.py", str(tmp_path / "model.lp"), "lp", time_limit, "0", str(tmp_path / "answer.json"), *extra]


def said(capsys):
    return [line for line in capsys.readouterr().out.splitlines() if line.startswith("boardlp-runner:")]


def test_an_answer_is_written_whole(tmp_path):
    fake = Fake([{"x1": 1, "x3": 1}])
    assert runner.run(fake, argv(tmp_path)) == 0
    answer = json.loads((tmp_path / "answer.json").read_text())
    assert answer == {"status": "OPTIMAL", "objective": 2.0, "bound": None, "values": [["x1", 1.0], ["x3", 1.0]],
                      "solver": "Fake 1.0"}
    assert not (tmp_path / "answer.json.part").exists()


def test_the_arguments_reach_the_solver(tmp_path):
    fake = Fake([{"x": 1}])
    assert runner.run(fake, argv(tmp_path, "--first", "--option=presolve=off", "--option", "gap=0.5=x",
                                 "--deadline=1e12", time_limit="30")) == 0
    s = fake.settings
    assert s.first and s.options == [("presolve", "off"), ("gap", "0.5=x")]
    assert 0 < s.time_limit <= 1e12  # the limit is what the deadline leaves


@pytest.mark.parametrize("extra", [["--option=novalue"], ["--option==1"], ["--frobnicate"], ["--deadline=soon"]])
def test_bad_arguments_are_one_line_and_exit_1(tmp_path, capsys, extra):
    assert runner.run(Fake(), argv(tmp_path, *extra)) == runner.EXIT_FAILED
    lines = said(capsys)
    assert len(lines) == 1 and lines[0].startswith("boardlp-runner: usage: ")
    assert not (tmp_path / "answer.json").exists()


def test_too_few_arguments(tmp_path, capsys):
    assert runner.run(Fake(), ["fake_runner.py", "model.lp"]) == runner.EXIT_FAILED
    assert len(said(capsys)) == 1


@pytest.mark.parametrize("error, code, words", [
    (runner.CannotRead("line 3: what is this"), runner.EXIT_UNREADABLE, "boardlp-runner: cannot read the model: line 3: what is this"),
    (runner.SizeLimit("Model too large\nfor the licence"), runner.EXIT_CANNOT_RUN, "boardlp-runner: size-limit: Model too large for the licence"),
    (runner.Licence("no licence"), runner.EXIT_CANNOT_RUN, "boardlp-runner: licence: no licence"),
    (ValueError("bad"), runner.EXIT_FAILED, "boardlp-runner: the solver failed: ValueError: bad"),
])
def test_a_failed_read_is_its_exit_code_and_one_line(tmp_path, capsys, error, code, words):
    assert runner.run(Fake(fail_read=error), argv(tmp_path)) == code
    assert said(capsys) == [words]
    assert not (tmp_path / "answer.json").exists()


def test_a_failed_solve_is_one_line(tmp_path, capsys):
    assert runner.run(Fake(fail_solve=RuntimeError("out of\nmemory")), argv(tmp_path)) == runner.EXIT_FAILED
    assert said(capsys) == ["boardlp-runner: the solver failed: RuntimeError: out of memory"]


def test_a_refused_option_is_exit_5_with_the_solvers_words(tmp_path, capsys):
    class Picky(Fake):
        def solve(self, settings):
            runner.apply_options(settings, self.set_option)

        def set_option(self, name, value):
            raise KeyError("no such parameter")

    assert runner.run(Picky(), argv(tmp_path, "--option=speed=11")) == runner.EXIT_BAD_OPTION
    assert said(capsys) == ["boardlp-runner: bad option: speed=11: 'no such parameter'"]


def test_an_answer_that_cannot_be_written_is_one_line(tmp_path, capsys):
    args = argv(tmp_path)
    args[5] = str(tmp_path / "no-such-folder" / "answer.json")
    assert runner.run(Fake([{"x": 1}]), args) == runner.EXIT_FAILED
    lines = said(capsys)
    assert len(lines) == 1 and lines[0].startswith("boardlp-runner: cannot write the answer")


def test_typed_values():
    assert [runner.typed(t) for t in ("true", "FALSE", "3", "2.5", "1e-3", "auto")] == [True, False, 3, 2.5, 1e-3, "auto"]


def test_infinite_bounds_are_null(tmp_path):
    path = str(tmp_path / "a.json")
    runner.write_answer(path, {"status": "X", "objective": float("inf"), "bound": float("-inf"), "values": [], "solver": "s"})
    answer = json.loads(open(path).read())
    assert answer["objective"] is None and answer["bound"] is None


# The no-good rows.

def test_a_no_good_row_keeps_the_placed_squares_below_their_number():
    row, upper = runner.no_good({"values": [["x1", 1.0], ["x2", 0.9999], ["y", 1.0]]}, {"x1", "x2", "x3"})
    assert row == {"x1": 1.0, "x2": 1.0} and upper == 1


def test_the_empty_placement_is_cut_by_asking_for_one_square():
    row, upper = runner.no_good({"values": []}, {"x1", "x2"})
    assert row == {"x1": -1.0, "x2": -1.0} and upper == -1


def test_a_no_good_row_as_a_clause():
    assert runner.blocking_clause({"#1": 1.0, "#4": 1.0}, 1) == [-1, -4]
    assert runner.blocking_clause({"#2": -1.0, "#3": -1.0}, -1) == [2, 3]


@pytest.mark.parametrize("row, upper", [({"#1": 1.0, "#2": 1.0}, 0), ({"#1": 2.0}, 0), ({"#1": 1.0}, 1)])
def test_a_row_that_is_no_no_good_is_refused(row, upper):
    with pytest.raises(ValueError):
        runner.blocking_clause(row, upper)


# --enumerate.

SOLUTIONS = [{"x1": 1}, {"x2": 1}, {"x3": 1}]


def enumerate_with(tmp_path, fake, limit=0, placement=("x1", "x2", "x3"), stop_before=False):
    spec = tmp_path / "spec.json"
    spec.write_text(json.dumps({"placement": list(placement), "limit": limit, "found": str(tmp_path / "found.jsonl")}))
    settings = runner.Settings(argv(tmp_path, "--enumerate=" + str(spec)))
    if stop_before:
        settings.stopping.set()
    end = runner.enumerate_solutions(fake, settings)
    found = [json.loads(line) for line in (tmp_path / "found.jsonl").read_text().splitlines()]
    return end, found


def test_every_solution_is_found_once_and_the_end_says_exhausted(tmp_path):
    fake = Fake(SOLUTIONS)
    end, found = enumerate_with(tmp_path, fake)
    assert [f["values"] for f in found] == [[["x1", 1.0]], [["x2", 1.0]], [["x3", 1.0]]]
    assert end == {"status": "INFEASIBLE", "objective": None, "bound": None, "values": [], "solver": "Fake 1.0",
                   "enumeration": "exhausted"}
    assert fake.solves == 4 and len(fake.rows) == 3
    assert fake.settings.first  # each solve stops at its first solution


def test_the_limit_ends_the_listing(tmp_path):
    end, found = enumerate_with(tmp_path, Fake(SOLUTIONS), limit=2)
    assert len(found) == 2 and end["enumeration"] == "limit" and end["values"] == []


def test_a_stop_before_the_first_solve_starts_none(tmp_path):
    fake = Fake(SOLUTIONS)
    end, found = enumerate_with(tmp_path, fake, stop_before=True)
    assert found == [] and fake.solves == 0
    assert end["status"] is None and end["enumeration"] == "stopped"


def test_a_stop_between_two_solves_starts_no_other(tmp_path):
    class StoppedAfterOne(Fake):
        def add_row(self, row, upper):
            super().add_row(row, upper)
            self.settings.stopping.set()  # as TERM would, while the row is added

    fake = StoppedAfterOne(SOLUTIONS)
    end, found = enumerate_with(tmp_path, fake)
    assert len(found) == 1 and fake.solves == 1 and end["enumeration"] == "stopped" and end["status"] == "OPTIMAL"


def test_a_solvers_own_listing_is_used_where_the_placement_is_every_column(tmp_path):
    class Lister(Fake):
        def columns(self):
            return ["x1", "x2", "x3"]

        def enumerate_all(self, settings, limit, stopping, out):
            out.write(json.dumps({"status": "FEASIBLE", "objective": 1.0, "bound": None, "values": [["x2", 1.0]],
                                  "solver": "Fake 1.0"}) + "\n")
            return runner.enumeration_end({"status": "OPTIMAL", "solver": "Fake 1.0"}, runner.COMPLETE)

    end, found = enumerate_with(tmp_path, Lister(SOLUTIONS))
    assert len(found) == 1 and end["enumeration"] == "complete" and end["status"] == "OPTIMAL"
    # A placement of some columns only: the no-good loop.
    end, found = enumerate_with(tmp_path, Lister(SOLUTIONS), placement=("x1", "x2"))
    assert end["enumeration"] == "exhausted"


def test_a_size_limit_says_how_many_rows_were_added(tmp_path, capsys):
    class Small(Fake):
        def solve(self, settings):
            if len(self.rows) == 2:
                raise runner.SizeLimit("too big")
            super().solve(settings)

    with pytest.raises(runner.SizeLimit):
        enumerate_with(tmp_path, Small(SOLUTIONS))
    assert said(capsys) == ["boardlp-runner: no-good rows added: 2"]


def test_no_child_is_forked_once_a_stop_came():
    stopping = threading.Event()
    stopping.set()
    child = runner.ChildSolve(lambda: 1 / 0, stopping)
    assert child.process is None and child.result(0) is None


def test_a_child_gives_its_result_or_its_error_in_one_line():
    assert runner.ChildSolve(lambda: [1, -2], threading.Event()).result(30) == [1, -2]
    with pytest.raises(RuntimeError, match="^ZeroDivisionError: division by zero$"):
        runner.ChildSolve(lambda: 1 / 0, threading.Event()).result(30)


def test_a_child_past_its_time_limit_is_killed():
    import time
    child = runner.ChildSolve(lambda: time.sleep(60), threading.Event())
    start = time.monotonic()
    assert child.result(0.3) is None
    assert time.monotonic() - start < 10 and not child.process.is_alive()
