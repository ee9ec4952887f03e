"""The stop path, in a real process: TERM and INT (Ctrl-C) at each moment of a run, sent to a runner
whose fake solver says where it is by files. Whenever the stop comes, the runner ends promptly
with an answer written, and no solve starts after it."""
import json
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from conftest import SOLVERS

FAKE = textwrap.dedent('''
    import os, sys, threading, time
    import boardlp_runner as runner

    HERE = os.path.dirname(os.path.abspath(sys.argv[5]))

    def mark(name):
        open(os.path.join(HERE, name), "w").close()

    class Slow:
        """read() waits for the file 'go'; solve() runs until interrupted. With 'deaf', an
        interrupt that comes in the solve's first 0.3 s is lost (a library that resets its flag as
        it starts)."""
        def __init__(self):
            self.stop, self.started = threading.Event(), 0.0

        def version(self):
            return "Slow 1.0"

        def read(self, settings):
            mark("reading")
            while not os.path.exists(os.path.join(HERE, "go")):
                time.sleep(0.01)

        def solve(self, settings):
            self.started = time.monotonic()
            mark("solving")
            while not self.stop.wait(0.01):
                pass

        def interrupt(self):
            mark("interrupted")
            if os.path.exists(os.path.join(HERE, "deaf")) and time.monotonic() - self.started < 0.3:
                return
            self.stop.set()

        def answer(self):
            return {"status": "INTERRUPTED", "objective": None, "bound": None, "values": [], "solver": "Slow 1.0"}

    if __name__ == "__main__":
        runner.main(Slow())
''')


@pytest.fixture
def run_dir(tmp_path):
    (tmp_path / "slow_runner.py").write_text(FAKE)
    return tmp_path


def start(run_dir):
    env = dict(os.environ, PYTHONPATH=SOLVERS, PYTHONDONTWRITEBYTECODE="1")
    return subprocess.Popen([sys.executable, str(run_dir / "slow_runner.py"), str(run_dir / "model.lp"), "lp", "0", "0",
                             str(run_dir / "answer.json")], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)


def wait_for(path, seconds=30):
    end = time.monotonic() + seconds
    while not path.exists():
        assert time.monotonic() < end, "{} did not appear".format(path.name)
        time.sleep(0.01)


def answer_of(run_dir, process):
    out, _ = process.communicate(timeout=30)
    assert process.returncode == 0, out.decode()
    return json.loads((run_dir / "answer.json").read_text())


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_stop_during_the_read_starts_no_solve(run_dir, sig):
    process = start(run_dir)
    wait_for(run_dir / "reading")
    process.send_signal(sig)
    time.sleep(0.2)
    (run_dir / "go").touch()
    answer = answer_of(run_dir, process)
    assert answer["status"] is None and answer["values"] == []
    assert not (run_dir / "solving").exists()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_a_stop_during_the_solve_is_passed_to_the_solver(run_dir, sig):
    (run_dir / "go").touch()
    process = start(run_dir)
    wait_for(run_dir / "solving")
    process.send_signal(sig)
    answer = answer_of(run_dir, process)
    assert answer["status"] == "INTERRUPTED"
    assert (run_dir / "interrupted").exists()


def test_a_stop_the_solver_missed_as_it_started_is_passed_on_again(run_dir):
    (run_dir / "go").touch()
    (run_dir / "deaf").touch()
    process = start(run_dir)
    wait_for(run_dir / "solving")
    process.send_signal(signal.SIGTERM)
    began = time.monotonic()
    answer = answer_of(run_dir, process)
    assert answer["status"] == "INTERRUPTED"
    assert time.monotonic() - began < 10  # asked again every 0.5 s, not left to the KILL
